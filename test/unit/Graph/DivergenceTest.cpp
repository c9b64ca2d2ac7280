//===- DivergenceTest.cpp - Lane counting against a lane simulation -------===//
#include "gpuperf/Symbolic/Divergence.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

using namespace gpuperf;

namespace {
/// The symbols of the conditions below, by name: tid.* and ctaid.* are the
/// lane's coordinates, anything else a parameter or iteration number.
SymbolTable &syms() {
  static SymbolTable T;
  return T;
}

unsigned sym(const std::string &N) {
  static const char Axis[] = "xyz";
  for (unsigned D = 0; D < 3; ++D) {
    if (N == std::string("tid.") + Axis[D])
      return syms().getOrAdd(SymKind::Tid, D, N);
    if (N == std::string("ctaid.") + Axis[D])
      return syms().getOrAdd(SymKind::Ctaid, D, N);
  }
  return syms().getOrAdd(SymKind::Param, 0, N);
}

/// Builders in the index form the IR lowering uses.
namespace E {
ExprRef var(const std::string &N) { return mkSym(sym(N)); }
ExprRef cst(int64_t V) { return mkConst(V); }
ExprRef bin(Expr::OpKind K, ExprRef A, ExprRef B) { return mkIndexOp(K, A, B); }
} // namespace E
namespace C {
ExprRef cmp(Expr::PredKind P, ExprRef A, ExprRef B) { return mkCmp(P, A, B); }
ExprRef land(ExprRef A, ExprRef B) { return mkLAnd(A, B); }
} // namespace C

void fix(DivergenceDomain &D, const std::string &N, int64_t V) {
  unsigned S = sym(N);
  D.Fixed.resize(std::max<size_t>(D.Fixed.size(), S + 1));
  D.Fixed[S] = V;
}

std::optional<DivergenceCount> countISL(const ExprRef &Cond,
                                        const DivergenceDomain &D,
                                        unsigned long MaxOperations = 2000000) {
  return countDivergenceISL(Cond, syms(), D, MaxOperations);
}

struct Oracle {
  double Warps = 0, Div = 0, AnyT = 0, AnyF = 0, TrueLanes = 0, LanesT = 0;
};

using LanePredicate = std::function<bool(int64_t, int64_t, int64_t, int64_t)>;

/// Independent lane simulation: Pred(tx, ty, bx, k), over the lanes where
/// In(tx, ty, bx, k) holds (all where none is given).
Oracle simulate(Dim3 B, unsigned GridX, int64_t Iters,
                const LanePredicate &Pred, const LanePredicate &In = nullptr) {
  Oracle O;
  unsigned N = B.size(), W = (N + 31) / 32;
  for (unsigned Bx = 0; Bx < GridX; ++Bx)
    for (int64_t K = 0; K < Iters; ++K)
      for (unsigned Wi = 0; Wi < W; ++Wi) {
        unsigned T = 0, F = 0, L = 0;
        for (unsigned Li = 0; Li < 32 && Wi * 32 + Li < N; ++Li, ++L) {
          unsigned Lin = Wi * 32 + Li;
          if (In && !In(Lin % B.X, Lin / B.X, Bx, K)) {
            --L;
            continue;
          }
          bool V = Pred(Lin % B.X, Lin / B.X, Bx, K);
          (V ? T : F)++;
        }
        if (L == 0)
          continue; // no lane of the warp is here
        O.Warps++;
        O.TrueLanes += T;
        if (T) {
          O.AnyT++;
          O.LanesT += L;
        }
        if (F)
          O.AnyF++;
        if (T && F)
          O.Div++;
      }
  return O;
}

void expectMatches(const DivergenceCount &R, const Oracle &O) {
  EXPECT_DOUBLE_EQ(R.Warps, O.Warps);
  EXPECT_DOUBLE_EQ(R.diverged(), O.Div);
  EXPECT_DOUBLE_EQ(R.AnyTrue, O.AnyT);
  EXPECT_DOUBLE_EQ(R.AnyFalse, O.AnyF);
  EXPECT_DOUBLE_EQ(R.TrueLanes, O.TrueLanes);
  EXPECT_DOUBLE_EQ(R.LanesInTrueWarps, O.LanesT);
}

void checkBoth(const ExprRef &Cond, const DivergenceDomain &D,
               const Oracle &O) {
  auto I = countISL(Cond, D);
  ASSERT_TRUE(I.has_value()) << print(Cond, syms(), ExprForm::Index) << "\n"
                             << divergenceSetString(Cond, syms(), D, false);
  EXPECT_EQ(I->Method, "isl");
  expectMatches(*I, O);
  auto B = countDivergenceBrute(Cond, syms(), D);
  ASSERT_TRUE(B.has_value());
  expectMatches(*B, O);
}

DivergenceDomain dom(Dim3 B, unsigned GridX = 1) {
  DivergenceDomain D;
  D.Block = B;
  D.Grid = Dim3{GridX, 1, 1};
  return D;
}
} // namespace

TEST(Divergence, TidLessThanK) {
  for (unsigned BS : {32u, 96u, 128u, 256u, 100u})
    for (int64_t K : {0, 1, 16, 31, 32, 33, 50, 64, 100, 255, 1000}) {
      auto Cond = C::cmp(Expr::LT, E::var("tid.x"), E::cst(K));
      Oracle O =
          simulate(Dim3{BS, 1, 1}, 1, 1,
                   [&](int64_t T, int64_t, int64_t, int64_t) { return T < K; });
      checkBoth(Cond, dom(Dim3{BS, 1, 1}), O);
    }
  // Numbers by hand: 128 threads, tid < 50: warp 1 diverges (18 of 32 lanes).
  auto R = countISL(C::cmp(Expr::LT, E::var("tid.x"), E::cst(50)),
                    dom(Dim3{128, 1, 1}));
  ASSERT_TRUE(R);
  EXPECT_DOUBLE_EQ(R->divergentWarpFraction(), 0.25);
  EXPECT_DOUBLE_EQ(R->rhoTrue(), 0.5);
  EXPECT_DOUBLE_EQ(R->activeLaneFractionTrue(), 50.0 / 64);
}

TEST(Divergence, WarpAlignedAndOddEven) {
  Dim3 B{256, 1, 1};
  // (tid / 32) % 2 == 0: whole warps.
  auto WA = C::cmp(Expr::EQ,
                   E::bin(Expr::Mod,
                          E::bin(Expr::FloorDiv, E::var("tid.x"), E::cst(32)),
                          E::cst(2)),
                   E::cst(0));
  Oracle O = simulate(B, 1, 1, [](int64_t T, int64_t, int64_t, int64_t) {
    return (T / 32) % 2 == 0;
  });
  checkBoth(WA, dom(B), O);
  EXPECT_EQ(O.Div, 0);
  // tid % 2 == 1: every warp diverges, half its lanes.
  auto Odd = C::cmp(Expr::EQ, E::bin(Expr::Mod, E::var("tid.x"), E::cst(2)),
                    E::cst(1));
  O = simulate(B, 1, 1,
               [](int64_t T, int64_t, int64_t, int64_t) { return T % 2 == 1; });
  checkBoth(Odd, dom(B), O);
  auto R = countISL(Odd, dom(B));
  EXPECT_DOUBLE_EQ(R->divergentWarpFraction(), 1.0);
  EXPECT_DOUBLE_EQ(R->activeLaneFractionTrue(), 0.5);
}

TEST(Divergence, TwoDimensionalBlocks) {
  for (Dim3 B :
       {Dim3{16, 16, 1}, Dim3{32, 8, 1}, Dim3{8, 8, 2}, Dim3{48, 3, 1}}) {
    auto Cond = C::land(C::cmp(Expr::LT, E::var("tid.x"), E::cst(5)),
                        C::cmp(Expr::GE, E::var("tid.y"), E::cst(1)));
    Oracle O = simulate(B, 1, 1, [&](int64_t X, int64_t Y, int64_t, int64_t) {
      return X < 5 && (Y % B.Y) >= 1;
    });
    checkBoth(Cond, dom(B), O);
  }
}

TEST(Divergence, BlockAndThreadIndex) {
  // gid = bx*100 + tid < 1234 with 100-thread blocks and 20 blocks.
  auto Gid =
      E::bin(Expr::Add, E::bin(Expr::Mul, E::var("ctaid.x"), E::cst(100)),
             E::var("tid.x"));
  auto Cond = C::cmp(Expr::LT, Gid, E::cst(1234));
  Oracle O = simulate(Dim3{100, 1, 1}, 20, 1,
                      [](int64_t T, int64_t, int64_t B, int64_t) {
                        return B * 100 + T < 1234;
                      });
  checkBoth(Cond, dom(Dim3{100, 1, 1}, 20), O);
}

TEST(Divergence, ModuloReductionOverIterations) {
  // for (s = 1; s < 256; s *= 2) if (tid % (2*s) == 0): enumerate s.
  Dim3 B{256, 1, 1};
  for (int64_t S = 1; S < 256; S *= 2) {
    DivergenceDomain D = dom(B);
    fix(D, "s", S);
    auto Cond = C::cmp(Expr::EQ,
                       E::bin(Expr::Mod, E::var("tid.x"),
                              E::bin(Expr::Mul, E::cst(2), E::var("s"))),
                       E::cst(0));
    Oracle O = simulate(B, 1, 1, [&](int64_t T, int64_t, int64_t, int64_t) {
      return T % (2 * S) == 0;
    });
    checkBoth(Cond, D, O);
  }
}

TEST(Divergence, AffineIterationDimension) {
  // tid < 4*k + 3 over k in [0, 40): eq. (10)-(12) counted exactly.
  Dim3 B{128, 1, 1};
  DivergenceDomain D = dom(B);
  D.Ranged[sym("k")] = 40;
  auto Cond = C::cmp(
      Expr::LE, E::var("tid.x"),
      E::bin(Expr::Add, E::bin(Expr::Mul, E::cst(4), E::var("k")), E::cst(3)));
  Oracle O = simulate(B, 1, 40, [](int64_t T, int64_t, int64_t, int64_t K) {
    return T <= 4 * K + 3;
  });
  checkBoth(Cond, D, O);
}

TEST(Divergence, LanesOutsideTheDomainAreNotCounted) {
  // A grid-stride loop, i = ctaid.x * 64 + tid.x + 96 * k while i < N: in
  // iteration k only the lanes still in it take part, and a warp none of
  // whose lanes is does not reach the branch (i % 3 != 0) at all.
  Dim3 B{64, 1, 1};
  for (int64_t N : {40, 100, 500, 777}) {
    DivergenceDomain D = dom(B, 2);
    D.Ranged[sym("k")] = (N + 95) / 96;
    auto I = E::bin(Expr::Add,
                    E::bin(Expr::Add,
                           E::bin(Expr::Mul, E::var("ctaid.x"), E::cst(64)),
                           E::var("tid.x")),
                    E::bin(Expr::Mul, E::cst(96), E::var("k")));
    D.Within = C::cmp(Expr::LT, I, E::cst(N));
    auto Cond = C::cmp(Expr::NE, E::bin(Expr::Mod, I, E::cst(3)), E::cst(0));
    auto At = [](int64_t T, int64_t Bx, int64_t K) {
      return Bx * 64 + T + 96 * K;
    };
    Oracle O = simulate(
        B, 2, D.Ranged[sym("k")],
        [&](int64_t T, int64_t, int64_t Bx, int64_t K) {
          return At(T, Bx, K) % 3 != 0;
        },
        [&](int64_t T, int64_t, int64_t Bx, int64_t K) {
          return At(T, Bx, K) < N;
        });
    checkBoth(Cond, D, O);
  }
  // By hand, N = 40, one block of 32: the lanes below 40 are all 32 in
  // iteration 0 and none after; 21 of them are not multiples of 3.
  DivergenceDomain D = dom(Dim3{32, 1, 1});
  D.Ranged[sym("k")] = 2;
  auto I = E::bin(Expr::Add, E::var("tid.x"),
                  E::bin(Expr::Mul, E::cst(32), E::var("k")));
  D.Within = C::cmp(Expr::LT, I, E::cst(40));
  auto R =
      countISL(C::cmp(Expr::NE, E::bin(Expr::Mod, I, E::cst(3)), E::cst(0)), D);
  ASSERT_TRUE(R);
  EXPECT_DOUBLE_EQ(R->Warps, 2);
  EXPECT_DOUBLE_EQ(R->TrueLanes, 21 + 5);
  EXPECT_DOUBLE_EQ(R->LanesInTrueWarps, 32 + 8);
}

TEST(Divergence, NotQuasiAffineFallsBack) {
  // tid * tid < 100 is not quasi-affine: ISL declines, brute force answers.
  auto Cond =
      C::cmp(Expr::LT, E::bin(Expr::Mul, E::var("tid.x"), E::var("tid.x")),
             E::cst(100));
  EXPECT_FALSE(countISL(Cond, dom(Dim3{64, 1, 1})).has_value());
  KernelWorkBudget Budget;
  auto R = countDivergence(Cond, syms(), dom(Dim3{64, 1, 1}), Budget);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Method, "brute-force");
  EXPECT_DOUBLE_EQ(R->TrueLanes, 10);
  // Unbound parameter: no answer at all.
  EXPECT_FALSE(countDivergence(C::cmp(Expr::LT, E::var("tid.x"), E::var("n")),
                               syms(), dom(Dim3{64, 1, 1}), Budget));
  EXPECT_EQ(Budget.spentWhy(), "");
}

namespace {
/// 256-thread blocks over 64 blocks, and k over 64 iterations.
DivergenceDomain rangedDomain() {
  DivergenceDomain D = dom(Dim3{256, 1, 1}, 64);
  D.Ranged[sym("k")] = 64;
  return D;
}

/// ctaid.x * 256 + tid.x < 97 * k: ISL needs many operations to count it.
ExprRef globalIndexBelowMultiple() {
  return C::cmp(Expr::LT,
                E::bin(Expr::Add,
                       E::bin(Expr::Mul, E::var("ctaid.x"), E::cst(256)),
                       E::var("tid.x")),
                E::bin(Expr::Mul, E::cst(97), E::var("k")));
}
} // namespace

TEST(Divergence, QuotaDegradesToBruteForce) {
  DivergenceDomain D = rangedDomain();
  ExprRef Cond = globalIndexBelowMultiple();
  EXPECT_FALSE(countISL(Cond, D, /*MaxOperations=*/50).has_value());
  KernelWorkBudget Budget(/*IslOperations=*/50);
  auto R = countDivergence(Cond, syms(), D, Budget);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Method, "brute-force");
  auto I = countISL(Cond, D);
  ASSERT_TRUE(I);
  EXPECT_DOUBLE_EQ(R->diverged(), I->diverged());
}

// The conditions of one kernel share one budget: once their ISL quota and
// lane evaluations are spent, a later condition is not counted (and the
// budget says why) instead of costing seconds more per branch.
TEST(Divergence, KernelBudgetIsSharedByConditions) {
  DivergenceDomain D = rangedDomain();
  ExprRef Cond = globalIndexBelowMultiple();
  uint64_t Need = *bruteForceEvaluations(Cond, syms(), D);
  EXPECT_EQ(Need, 64u * 64u * 256u);
  KernelWorkBudget Budget(/*IslOperations=*/50, /*Evaluations=*/Need + 10);
  ASSERT_TRUE(countDivergence(Cond, syms(), D, Budget));
  EXPECT_EQ(Budget.evaluationsLeft(), 10u);
  EXPECT_TRUE(Budget.isl().quotaSpent());
  EXPECT_EQ(Budget.spentWhy(), "");
  EXPECT_FALSE(countDivergence(Cond, syms(), D, Budget));
  EXPECT_NE(Budget.spentWhy().find("budget"), std::string::npos)
      << Budget.spentWhy();
  // A fresh budget counts the same condition.
  KernelWorkBudget Fresh;
  EXPECT_TRUE(countDivergence(Cond, syms(), D, Fresh));
}

TEST(Divergence, NegationsDifferencesAndNegativeDivisors) {
  // !(t % 3 != 0) || t - floor(t / -4) >= 40, also written as
  // !(t % 3 != 0 && !(...)): the ISL builder pushes negation to the comparisons
  // (NE included) and divides by -4 as floor(-t / 4).
  ExprRef T = E::var("tid.x");
  ExprRef Mod3 = C::cmp(Expr::NE, E::bin(Expr::Mod, T, E::cst(3)), E::cst(0));
  ExprRef Far = C::cmp(
      Expr::GE, E::bin(Expr::Sub, T, E::bin(Expr::FloorDiv, T, E::cst(-4))),
      E::cst(40));
  auto Holds = [](int64_t X) {
    return X % 3 == 0 || X - floorDiv(X, -4) >= 40;
  };
  for (unsigned BS : {96u, 128u}) {
    Dim3 B{BS, 1, 1};
    checkBoth(mkLOr(mkLNot(Mod3), Far), dom(B),
              simulate(B, 1, 1, [&](int64_t X, int64_t, int64_t, int64_t) {
                return Holds(X);
              }));
    checkBoth(mkLNot(mkLAnd(Mod3, mkLNot(Far))), dom(B),
              simulate(B, 1, 1, [&](int64_t X, int64_t, int64_t, int64_t) {
                return Holds(X);
              }));
  }
}

TEST(Divergence, IndexFormFoldsAndPrintsAsReports) {
  // The text of branch conditions in reports: constants last in sums,
  // operands in IR order, shifts and low-bit masks by constants folded.
  ExprRef T = E::var("tid.x");
  ExprRef X = E::bin(Expr::Add, E::cst(1), E::bin(Expr::Shl, T, E::cst(2)));
  EXPECT_EQ(print(X, syms(), ExprForm::Index), "((tid.x * 4) + 1)");
  EXPECT_EQ(
      print(E::bin(Expr::And, E::bin(Expr::Add, X, E::cst(2)), E::cst(31)),
            syms(), ExprForm::Index),
      "(((tid.x * 4) + 3) % 32)");
  EXPECT_EQ(print(C::cmp(Expr::LT, E::bin(Expr::LShr, T, E::cst(5)),
                         E::bin(Expr::Sub, E::var("n"), E::cst(1))),
                  syms(), ExprForm::Index),
            "(tid.x / 32) < (n + -1)");
  // Substituting n = 9 refolds the same way.
  SymValues N(syms().size());
  N[sym("n")] = 9;
  EXPECT_EQ(
      print(substitute(
                E::bin(Expr::Add, E::bin(Expr::Add, T, E::var("n")), E::cst(1)),
                N, ExprForm::Index),
            syms(), ExprForm::Index),
      "(tid.x + 10)");
}

// Conditions the lanes' ranges decide (a guard every lane of the launch
// passes, or none) are counted without evaluating a lane or spending ISL
// operations: 15,000 nested guards spent the kernel's whole budget on
// them. The counts are the lane simulation's, over the same instances.
TEST(Divergence, ConditionsTheRangesDecideSpendNoBudget) {
  Dim3 B{96, 1, 1};
  ExprRef Global =
      E::bin(Expr::Add, E::bin(Expr::Mul, E::var("ctaid.x"), E::cst(96)),
             E::var("tid.x"));
  auto Always = [](int64_t, int64_t, int64_t, int64_t) { return true; };
  auto Never = [](int64_t, int64_t, int64_t, int64_t) { return false; };
  // Blocks: those the counts walk (the grid where the condition or domain
  // names the block index, one block otherwise).
  struct Case {
    ExprRef Cond, Within;
    int64_t Iters;
    unsigned Blocks;
    LanePredicate Pred, In;
  };
  Case Cases[] = {
      {C::cmp(Expr::LT, E::var("tid.x"), E::cst(300)), nullptr, 1, 1, Always,
       nullptr},
      {C::cmp(Expr::GE, Global, E::cst(288)), nullptr, 1, 3, Never, nullptr},
      // Iterations of a loop every lane runs, and a guard all pass.
      {C::cmp(Expr::LT, E::bin(Expr::Add, Global, E::var("k")), E::cst(300)),
       C::cmp(Expr::LT, E::var("k"), E::cst(5)), 5, 3, Always, Always},
      // A domain no lane is in.
      {C::cmp(Expr::LT, E::var("tid.x"), E::cst(10)),
       C::cmp(Expr::GT, E::var("k"), E::cst(7)), 5, 1, Always, Never},
  };
  for (const Case &K : Cases) {
    DivergenceDomain D = dom(B, 3);
    if (K.Iters > 1)
      D.Ranged[sym("k")] = K.Iters;
    D.Within = K.Within;
    auto R = countDivergenceByRanges(K.Cond, syms(), D);
    ASSERT_TRUE(R) << print(K.Cond, syms(), ExprForm::Index);
    EXPECT_EQ(R->Method, "ranges");
    expectMatches(*R, simulate(B, K.Blocks, K.Iters, K.Pred, K.In));
    auto Brute = countDivergenceBrute(K.Cond, syms(), D);
    ASSERT_TRUE(Brute);
    expectMatches(*R, Oracle{Brute->Warps, Brute->diverged(), Brute->AnyTrue,
                             Brute->AnyFalse, Brute->TrueLanes,
                             Brute->LanesInTrueWarps});
    KernelWorkBudget Budget(/*IslOperations=*/50, /*Evaluations=*/10);
    auto Counted = countDivergence(K.Cond, syms(), D, Budget);
    ASSERT_TRUE(Counted);
    EXPECT_EQ(Counted->Method, "ranges");
    EXPECT_EQ(Budget.evaluationsLeft(), 10u);
    EXPECT_FALSE(Budget.isl().quotaSpent());
  }
  // A condition that splits the lanes is not decided by the ranges.
  EXPECT_FALSE(countDivergenceByRanges(
      C::cmp(Expr::LT, E::var("tid.x"), E::cst(40)), syms(), dom(B, 3)));
}

namespace {
/// Classifies every block of D's grid by a walk over its lanes and
/// iterations (k over D.Ranged): whole where Check holds for all of them,
/// edge where for some.
std::pair<double, std::vector<std::vector<int64_t>>>
walkBlocks(const ExprRef &Check, const DivergenceDomain &D, int64_t Iters) {
  double Whole = 0;
  std::vector<std::vector<int64_t>> Edge;
  SymValues V(syms().size());
  for (unsigned By = 0; By < D.Grid.Y; ++By)
    for (unsigned Bx = 0; Bx < D.Grid.X; ++Bx) {
      unsigned Pass = 0, All = 0;
      for (unsigned Ty = 0; Ty < D.Block.Y; ++Ty)
        for (unsigned Tx = 0; Tx < D.Block.X; ++Tx)
          for (int64_t K = 0; K < Iters; ++K) {
            V[sym("ctaid.x")] = Bx;
            V[sym("ctaid.y")] = By;
            V[sym("tid.x")] = Tx;
            V[sym("tid.y")] = Ty;
            V[sym("k")] = K;
            ++All;
            Pass += *evaluate(Check, V) != 0;
          }
      if (Pass == All)
        ++Whole;
      else if (Pass > 0)
        Edge.push_back(D.Grid.Y > 1 ? std::vector<int64_t>{Bx, By}
                                    : std::vector<int64_t>{Bx});
    }
  return {Whole, Edge};
}
} // namespace

// A bounds check the launch does not cover keeps lanes out of the blocks at
// its edge only: the split finds those blocks (to count them apart) and
// the number of the others, as a walk over every lane of every block does.
TEST(Divergence, BoundsChecksSplitTheGridIntoWholeAndEdgeBlocks) {
  auto global = [](const char *Block, const char *Thread, int64_t Extent) {
    return E::bin(Expr::Add, E::bin(Expr::Mul, E::var(Block), E::cst(Extent)),
                  E::var(Thread));
  };
  IslContext Ctx;
  // One dimension: n = 200 at block 64 leaves block 3 at the edge.
  DivergenceDomain D1 = dom(Dim3{64, 1, 1}, 4);
  ExprRef Row = C::cmp(Expr::LT, global("ctaid.x", "tid.x", 64), E::cst(200));
  // With the iterations of a grid-stride loop: the blocks every lane passes
  // in every iteration are whole.
  DivergenceDomain D1k = dom(Dim3{64, 1, 1}, 4);
  D1k.Ranged[sym("k")] = 4;
  ExprRef Strided = C::cmp(Expr::LT,
                           E::bin(Expr::Add, global("ctaid.x", "tid.x", 64),
                                  E::bin(Expr::Mul, E::cst(256), E::var("k"))),
                           E::cst(1000));
  // Two dimensions: a 50 x 60 matrix over 16 x 16 blocks, grid 4 x 4.
  DivergenceDomain D2 = dom(Dim3{16, 16, 1});
  D2.Grid = Dim3{4, 4, 1};
  ExprRef Tile =
      C::land(C::cmp(Expr::LT, global("ctaid.y", "tid.y", 16), E::cst(50)),
              C::cmp(Expr::LT, global("ctaid.x", "tid.x", 16), E::cst(60)));
  struct Case {
    ExprRef Check;
    DivergenceDomain D;
    int64_t Iters;
    size_t EdgeBlocks;
  } Cases[] = {{Row, D1, 1, 1}, {Strided, D1k, 4, 1}, {Tile, D2, 1, 7}};
  for (const Case &K : Cases) {
    auto S = splitBlocks(K.Check, syms(), K.D, 16, Ctx);
    ASSERT_TRUE(S) << print(K.Check, syms(), ExprForm::Index);
    auto [Whole, Edge] = walkBlocks(K.Check, K.D, K.Iters);
    EXPECT_DOUBLE_EQ(S->Whole, Whole);
    // The split lists the blocks by their indices along x, then y.
    std::vector<std::vector<int64_t>> Found = S->Edge;
    std::sort(Found.begin(), Found.end());
    std::sort(Edge.begin(), Edge.end());
    EXPECT_EQ(Found, Edge);
    EXPECT_EQ(S->Edge.size(), K.EdgeBlocks);
  }
  // More edge blocks than asked for: no split.
  EXPECT_FALSE(splitBlocks(Tile, syms(), D2, 6, Ctx));
  // No block index named: nothing to split.
  EXPECT_FALSE(splitBlocks(C::cmp(Expr::LT, E::var("tid.x"), E::cst(7)), syms(),
                           D1, 16, Ctx));
}
