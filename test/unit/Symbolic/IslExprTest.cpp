//===- IslExprTest.cpp - Comparisons as ISL sets, point by point ----------===//
//
// Protects IslExprBuilder's comparisons: for every predicate, signed and
// unsigned, the set it builds for a condition, its negation and a select on
// it holds at exactly the points where the evaluator (the brute-force
// oracle) says the comparison holds, over a box of operands of both signs.
// An unsigned comparison puts a negative operand above every non-negative
// one, as two's complement does.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Symbolic/IslExpr.h"
#include "gpuperf/Symbolic/IslGuard.h"

#include <isl/set.h>
#include <isl/space.h>

#include <gtest/gtest.h>

using namespace gpuperf;

namespace {

/// Whether S contains the point (A, B).
bool contains(const IslSet &S, int64_t A, int64_t B) {
  IslSet P(isl_set_fix_si(isl_set_fix_si(S.copy(), isl_dim_set, 0, int(A)),
                          isl_dim_set, 1, int(B)));
  return isl_set_is_empty(P.get()) == isl_bool_false;
}

TEST(IslExpr, ComparisonSetsHoldWhereTheEvaluatorSays) {
  IslContext Context;
  isl_ctx *Ctx = Context.get();
  IslExprBuilder Builder(Ctx, IslSpace(isl_space_set_alloc(Ctx, 0, 2)), {0, 1});
  ExprRef A = mkSym(0), B = mkSym(1);
  const Expr::PredKind Preds[] = {Expr::LT,  Expr::LE, Expr::EQ,  Expr::NE,
                                  Expr::GT,  Expr::GE, Expr::ULT, Expr::ULE,
                                  Expr::UGT, Expr::UGE};
  for (Expr::PredKind P : Preds) {
    ExprRef Cond = mkCmp(P, A, B);
    ExprRef Selected =
        mkCmp(Expr::EQ, mkSelect(P, A, B, mkConst(1), mkConst(0)), mkConst(1));
    IslSet Holds = Builder.buildSet(Cond);
    IslSet Fails = Builder.buildSet(Cond, /*Negate=*/true);
    IslSet Picks = Builder.buildSet(Selected);
    ASSERT_TRUE(Holds && Fails && Picks) << "predicate " << P;
    for (int64_t X = -4; X <= 4; ++X)
      for (int64_t Y = -4; Y <= 4; ++Y) {
        bool Want = *evaluate(Cond, {X, Y}) != 0;
        EXPECT_EQ(contains(Holds, X, Y), Want)
            << "predicate " << P << " at " << X << ", " << Y;
        EXPECT_EQ(contains(Fails, X, Y), !Want)
            << "negated predicate " << P << " at " << X << ", " << Y;
        EXPECT_EQ(contains(Picks, X, Y), Want)
            << "select on predicate " << P << " at " << X << ", " << Y;
      }
  }
}

TEST(IslExpr, UnsignedComparisonsPutNegativeValuesAboveTheRest) {
  EXPECT_TRUE(holds(Expr::ULT, 5, -1));
  EXPECT_FALSE(holds(Expr::ULT, -1, 5));
  EXPECT_TRUE(holds(Expr::ULT, -5, -1));
  EXPECT_TRUE(holds(Expr::UGE, -1, 0));
  for (Expr::PredKind P : {Expr::ULT, Expr::ULE, Expr::UGT, Expr::UGE})
    for (int64_t X : {-3, 0, 3})
      for (int64_t Y : {-2, 0, 2}) {
        EXPECT_NE(holds(P, X, Y), holds(negate(P), X, Y));
        EXPECT_EQ(holds(P, X, Y), holds(swapped(P), Y, X));
      }
}

} // namespace
