//===- ValueRangeTest.cpp - Expression ranges hold at every point ---------===//
//
// Protects valueRange: for random expressions over two bounded symbols, using
// every operation the lowerings make, each end it gives holds at every point
// of the symbols' box, as the evaluator (the brute-force oracle) computes the
// expression there. The unsigned comparisons and the signed-kind shortcut
// that IRLowering takes rest on it (a lower bound that is too high turns an
// unsigned comparison into a wrong signed one).
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Symbolic/AddrExpr.h"

#include <gtest/gtest.h>

#include <random>

using namespace gpuperf;

namespace {

/// A random expression of at most Depth levels over symbols 0 and 1.
ExprRef randomExpr(std::mt19937 &Rng, unsigned Depth) {
  auto Pick = [&](int N) { return int(Rng() % unsigned(N)); };
  auto Constant = [&] { return int64_t(Pick(19)) - 9; };
  if (Depth == 0 || Pick(5) == 0)
    return Pick(3) == 0 ? mkConst(Constant()) : mkSym(unsigned(Pick(2)));
  ExprRef A = randomExpr(Rng, Depth - 1), B = randomExpr(Rng, Depth - 1);
  int64_t Positive = 1 + Pick(9);
  static const Expr::PredKind Preds[] = {
      Expr::LT, Expr::LE,  Expr::EQ,  Expr::NE,  Expr::GT,
      Expr::GE, Expr::ULT, Expr::ULE, Expr::UGT, Expr::UGE};
  switch (Pick(20)) {
  case 0:
    return mkAdd(A, B);
  case 1:
    return mkSub(A, B);
  case 2:
    return mkMul(A, B);
  case 3:
    return mkMul(A, mkConst(Constant()));
  case 4:
    return mkFloorDiv(A, Positive);
  case 5:
    return mkMod(A, Positive);
  case 6:
    return mkMin(A, B);
  case 7:
    return mkMax(A, B);
  case 8:
    return mkSelect(Pick(2) ? Expr::LT : Expr::ULT, A, B, B, A);
  case 9:
    return mkIndexOp(Expr::Xor, A, mkConst(-1));
  case 10:
    return mkIndexOp(Expr::Xor, A, B);
  case 11:
    return mkIndexOp(Expr::And, A, Pick(2) ? B : mkConst(Positive));
  case 12:
    return mkIndexOp(Expr::Or, A, B);
  case 13:
    return mkIndexOp(Expr::Shl, A, mkConst(Pick(4)));
  case 14:
    return mkIndexOp(Expr::LShr, A, mkConst(Pick(4)));
  // Conditions, which the lowerings also use as 0/1 integers.
  case 16:
    return mkCmp(Preds[Pick(10)], A, B);
  case 17:
    return mkLAnd(mkCmp(Preds[Pick(10)], A, B), B);
  case 18:
    return mkLOr(A, mkCmp(Preds[Pick(10)], B, mkConst(Constant())));
  case 19:
    return mkLNot(A);
  default:
    return mkIndexOp(Expr::Sub, A, B);
  }
}

TEST(ValueRange, EveryEndHoldsAtEveryPoint) {
  std::mt19937 Rng(13);
  // Boxes of both signs, a point, and boxes open above (checked over the
  // part of them the loop walks: an end given there must hold too).
  struct Box {
    int64_t Lo0;
    std::optional<int64_t> Hi0;
    int64_t Lo1;
    std::optional<int64_t> Hi1;
  };
  const Box Boxes[] = {
      {0, 7, 0, 3},  {-5, 4, 2, 9},           {-8, -2, -3, 3},
      {6, 6, -1, 1}, {0, std::nullopt, 1, 4}, {-3, 2, 0, std::nullopt}};
  unsigned Bounded = 0, Decided = 0;
  for (const Box &B : Boxes)
    for (unsigned I = 0; I < 400; ++I) {
      SymbolTable Syms;
      Symbol S0, S1;
      S0.Lo = B.Lo0, S0.Hi = B.Hi0, S1.Lo = B.Lo1, S1.Hi = B.Hi1;
      Syms.add(S0);
      Syms.add(S1);
      ExprRef E = randomExpr(Rng, 4);
      ValueRange R = valueRange(E, Syms);
      Bounded += R.Lo.has_value() + R.Hi.has_value();
      Decided += (E->Op == Expr::Cmp || E->Op == Expr::LAnd ||
                  E->Op == Expr::LOr || E->Op == Expr::LNot) &&
                 R.Lo == R.Hi;
      for (int64_t X = B.Lo0; X <= B.Hi0.value_or(B.Lo0 + 12); ++X)
        for (int64_t Y = B.Lo1; Y <= B.Hi1.value_or(B.Lo1 + 12); ++Y) {
          std::optional<int64_t> V = evaluate(E, {X, Y});
          if (!V)
            continue; // a division by zero: no value to bound
          if (R.Lo) {
            EXPECT_LE(*R.Lo, *V) << print(E, Syms) << " at " << X << ", " << Y;
          }
          if (R.Hi) {
            EXPECT_GE(*R.Hi, *V) << print(E, Syms) << " at " << X << ", " << Y;
          }
        }
    }
  // Most expressions get an end, and some conditions a truth: the test
  // checks bounds and truths, not their absence.
  EXPECT_GT(Bounded, 2000u);
  EXPECT_GT(Decided, 50u);
}

TEST(ValueRange, ConditionsTheRangesDecide) {
  SymbolTable Syms;
  Symbol Gid, N;
  Gid.Lo = 0, Gid.Hi = 1023;
  N.Value = 1024;
  unsigned G = Syms.add(Gid), Bound = Syms.add(N);
  // A bounds check the launch covers exactly holds in every lane.
  EXPECT_EQ(valueRange(mkCmp(Expr::LT, mkSym(G), mkSym(Bound)), Syms).Lo, 1);
  EXPECT_EQ(valueRange(mkCmp(Expr::ULT, mkSym(G), mkSym(Bound)), Syms).Lo, 1);
  EXPECT_EQ(valueRange(mkCmp(Expr::GE, mkSym(G), mkSym(Bound)), Syms).Hi, 0);
  EXPECT_EQ(
      valueRange(mkLNot(mkCmp(Expr::LT, mkSym(G), mkSym(Bound))), Syms).Hi, 0);
  // One lane past it: undecided.
  ExprRef Past = mkCmp(Expr::LT, mkSym(G), mkConst(1023));
  EXPECT_EQ(valueRange(Past, Syms).Lo, 0);
  EXPECT_EQ(valueRange(Past, Syms).Hi, 1);
  // A negative side leaves an unsigned comparison undecided.
  ExprRef Shifted = mkSub(mkSym(G), mkConst(5));
  EXPECT_EQ(valueRange(mkCmp(Expr::ULT, Shifted, mkConst(2000)), Syms).Lo, 0);
  // A conjunction with a false side is false, one with an undecided side
  // undecided.
  EXPECT_EQ(
      valueRange(mkLAnd(Past, mkCmp(Expr::GT, mkSym(G), mkConst(2000))), Syms)
          .Hi,
      0);
  EXPECT_EQ(valueRange(mkLAnd(Past, mkTruth(true)), Syms).Hi, 1);
}

TEST(ValueRange, AConjunctionWithAFalseSideNeedsNoOtherValue) {
  // A lane's count (n - 1) / t under its guard t > 0: where the guard fails
  // the lane is out, whether or not the count has a value there.
  ExprRef Guard = mkCmp(Expr::GT, mkSym(0), mkConst(0));
  ExprRef Count = mkIndexOp(Expr::FloorDiv, mkSym(1), mkSym(0));
  EXPECT_EQ(
      evaluate(mkLAnd(Guard, mkCmp(Expr::LT, mkConst(2), Count)), {0, 100}), 0);
  EXPECT_EQ(
      evaluate(mkLAnd(mkCmp(Expr::LT, mkConst(2), Count), Guard), {0, 100}), 0);
  EXPECT_EQ(evaluate(mkLOr(mkLNot(Guard), Count), {0, 100}), 1);
  EXPECT_EQ(evaluate(mkLAnd(Guard, Count), {4, 100}), 1);
  EXPECT_EQ(evaluate(mkLAnd(mkLNot(Guard), Count), {4, 100}), 0);
  EXPECT_FALSE(evaluate(mkLAnd(mkTruth(true), Count), {0, 100}));
}

TEST(ValueRange, BoundsWhatTheLoweringsNeed) {
  SymbolTable Syms;
  Symbol Tid, N;
  Tid.Lo = 0, Tid.Hi = 255;
  N.Value = 100003;
  unsigned T = Syms.add(Tid), Count = Syms.add(N);
  // clang's unrolled count: n + ~(tid / 32), over the warps of the block.
  ExprRef Remaining =
      mkAdd(mkSym(Count),
            mkIndexOp(Expr::Xor, mkFloorDiv(mkSym(T), 32), mkConst(-1)));
  ValueRange R = valueRange(Remaining, Syms);
  EXPECT_EQ(R.Lo, 100003 - 8);
  EXPECT_EQ(R.Hi, 100003 - 1);
  // tid - p with p unknown but non-negative: no lower end.
  Symbol P;
  P.Lo = 0;
  unsigned Shift = Syms.add(P);
  EXPECT_FALSE(valueRange(mkSub(mkSym(T), mkSym(Shift)), Syms).Lo);
  EXPECT_EQ(valueRange(mkSub(mkSym(T), mkSym(Shift)), Syms).Hi, 255);
  // Past what an int64_t holds: no end rather than a wrapped one.
  ExprRef Huge = mkMul(mkSym(T), mkConst(int64_t(1) << 60));
  EXPECT_EQ(valueRange(Huge, Syms).Lo, 0);
  EXPECT_FALSE(valueRange(Huge, Syms).Hi);
}

} // namespace
