//===- IntPredicate.h - Integer comparisons of the IR as Expr predicates -===//
//
// The one mapping from icmp predicates to the comparisons of Expr (on
// mathematical integers: signedness is ignored, which is exact while values
// stay in range), shared by the SCEV and the IR-value lowerings.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_INTPREDICATE_H
#define GPUPERF_SYMBOLIC_INTPREDICATE_H

#include "gpuperf/Symbolic/AddrExpr.h"

#include "llvm/IR/InstrTypes.h"

#include <optional>

namespace gpuperf {

/// std::nullopt for predicates that are not integer comparisons.
inline std::optional<Expr::PredKind> intPredicate(llvm::CmpInst::Predicate P) {
  switch (P) {
  case llvm::CmpInst::ICMP_EQ:
    return Expr::EQ;
  case llvm::CmpInst::ICMP_NE:
    return Expr::NE;
  case llvm::CmpInst::ICMP_SLT:
  case llvm::CmpInst::ICMP_ULT:
    return Expr::LT;
  case llvm::CmpInst::ICMP_SLE:
  case llvm::CmpInst::ICMP_ULE:
    return Expr::LE;
  case llvm::CmpInst::ICMP_SGT:
  case llvm::CmpInst::ICMP_UGT:
    return Expr::GT;
  case llvm::CmpInst::ICMP_SGE:
  case llvm::CmpInst::ICMP_UGE:
    return Expr::GE;
  default:
    return std::nullopt;
  }
}

} // namespace gpuperf

#endif
