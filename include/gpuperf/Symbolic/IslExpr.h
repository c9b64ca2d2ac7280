//===- IslExpr.h - Expressions as ISL objects -------------------*- C++ -*-===//
//
// The one conversion from the expression tree (AddrExpr.h) to ISL through
// its C API: a quasi-affine expression becomes an isl_pw_aff and a
// condition an isl_set over one set space whose dimensions stand for chosen
// symbols. Every object is owned by an IslPtr; callers run it under an
// IslQuotaGuard. Access lane patterns (WarpPattern.h) and branch divergence
// counting (Divergence.h) both use it.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_ISLEXPR_H
#define GPUPERF_SYMBOLIC_ISLEXPR_H

#include "gpuperf/Symbolic/AddrExpr.h"
#include "gpuperf/Symbolic/IslPtr.h"

#include <map>
#include <utility>
#include <vector>

namespace gpuperf {

/// Builds ISL objects of expressions over one domain space.
class IslExprBuilder {
public:
  /// DimOf[symbol id] is the symbol's set dimension of Space, or -1.
  IslExprBuilder(isl_ctx *Ctx, IslSpace Space, std::vector<int> DimOf);

  /// The isl_pw_aff of E; null where E mentions a symbol that is no
  /// dimension, is not quasi-affine or ISL failed.
  IslPwAff build(const ExprRef &E);
  /// The set where condition C holds (does not hold, with Negate); null as
  /// build. Negation is pushed to the comparisons.
  IslSet buildSet(const ExprRef &C, bool Negate = false);

private:
  isl_pw_aff *buildNode(const ExprRef &E);
  isl_pw_aff *buildSelect(const ExprRef &E);
  isl_pw_aff *buildDivision(const ExprRef &E);
  /// The set where L P R holds (takes L and R).
  isl_set *comparisonSet(Expr::PredKind P, isl_pw_aff *L, isl_pw_aff *R);
  isl_pw_aff *take(const ExprRef &E) { return build(E).release(); }
  isl_local_space *localSpace() const;
  isl_pw_aff *constant(int64_t V) const;

  isl_ctx *Ctx;
  IslSpace Space;
  std::vector<int> DimOf;
  /// Subtrees built already, by node: the lanes' addresses share every
  /// subtree that does not mention the thread index (substitute keeps those
  /// nodes), which is most of the work when addresses are piecewise. The
  /// ExprRef keeps the node alive, so its address is not reused.
  std::map<const Expr *, std::pair<ExprRef, IslPwAff>> Built;
};

/// The points of a bounded set (each its coordinates), at most Cap of them.
/// False when the set is unbounded or has more.
bool enumeratePoints(IslSet S, unsigned Cap,
                     std::vector<std::vector<int64_t>> &Out);

} // namespace gpuperf

#endif
