//===- IntPredicate.h - Integer comparisons of the IR as Expr predicates -===//
//
// The one mapping from icmp predicates to the comparisons of Expr, used by
// IRLowering::comparison for both forms (Address and Index). Unsigned
// comparisons keep their unsigned kind (a negative operand is above every
// non-negative one) unless both operands are known non-negative, where the
// signed kind is the same comparison and reads (and costs ISL) less.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_INTPREDICATE_H
#define GPUPERF_SYMBOLIC_INTPREDICATE_H

#include "gpuperf/Symbolic/AddrExpr.h"

#include "llvm/IR/InstrTypes.h"

#include <optional>

namespace gpuperf {

/// std::nullopt for predicates that are not integer comparisons.
inline std::optional<Expr::PredKind>
intPredicate(llvm::CmpInst::Predicate P, bool OperandsNonNegative = false) {
  bool Signed = OperandsNonNegative;
  switch (P) {
  case llvm::CmpInst::ICMP_EQ:
    return Expr::EQ;
  case llvm::CmpInst::ICMP_NE:
    return Expr::NE;
  case llvm::CmpInst::ICMP_SLT:
    return Expr::LT;
  case llvm::CmpInst::ICMP_SLE:
    return Expr::LE;
  case llvm::CmpInst::ICMP_SGT:
    return Expr::GT;
  case llvm::CmpInst::ICMP_SGE:
    return Expr::GE;
  case llvm::CmpInst::ICMP_ULT:
    return Signed ? Expr::LT : Expr::ULT;
  case llvm::CmpInst::ICMP_ULE:
    return Signed ? Expr::LE : Expr::ULE;
  case llvm::CmpInst::ICMP_UGT:
    return Signed ? Expr::GT : Expr::UGT;
  case llvm::CmpInst::ICMP_UGE:
    return Signed ? Expr::GE : Expr::UGE;
  default:
    return std::nullopt;
  }
}

} // namespace gpuperf

#endif
