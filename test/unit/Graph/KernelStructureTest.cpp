//===- KernelStructureTest.cpp - Graph layer on the corpus kernels --------===//
//
// Kernels: test/Inputs/Graph/*.cu, compiled to .ll (commands in each .cu).
// At -O2 device debug info is line tables only, so parameters are named by
// position ("#1"). Expected fractions come from lane simulations written
// here, independently of the analysis.
//
//===----------------------------------------------------------------------===//
#include "GraphTestUtil.h"

#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/Graph/Reduction.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/Graph/Uniformity.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <functional>
#include <numeric>

using namespace gpuperf;
using namespace llvm;

namespace {
struct LaneFractions {
  double Div = 0, RhoT = 0, RhoF = 0, AlfT = 0;
};

/// Oracle: over (iteration, block, warp), Pred(gtid_in_block, block, iter).
LaneFractions
simulate(unsigned Block, unsigned Grid, const std::vector<int64_t> &Iters,
         const std::function<bool(int64_t, int64_t, int64_t)> &Pred) {
  double W = 0, D = 0, T = 0, F = 0, TL = 0, LT = 0;
  for (int64_t It : Iters)
    for (unsigned B = 0; B < Grid; ++B)
      for (unsigned Wi = 0; Wi * 32 < Block; ++Wi) {
        unsigned NT = 0, NF = 0, N = 0;
        for (unsigned L = Wi * 32; L < std::min(Block, Wi * 32 + 32); ++L, ++N)
          (Pred(L, B, It) ? NT : NF)++;
        W++;
        if (NT && NF)
          D++;
        if (NT) {
          T++;
          TL += NT;
          LT += N;
        }
        if (NF)
          F++;
      }
  return {D / W, T / W, F / W, LT ? TL / LT : 0};
}

const BranchInfo *branchAt(const KernelStructure &S,
                           const std::string &LocPrefix) {
  for (const BranchInfo &B : S.Branches)
    if (B.Loc.rfind(LocPrefix, 0) == 0)
      return &B;
  return nullptr;
}

bool containsStr(const std::string &Hay, const std::string &Needle) {
  return Hay.find(Needle) != std::string::npos;
}

const LatencyExpr *findRepeat(const LatencyExpr &E) {
  if (E.K == LatencyExpr::Repeat)
    return &E;
  for (const LatencyExpr &C : E.Children)
    if (auto *R = findRepeat(C))
      return R;
  return nullptr;
}
} // namespace

TEST(GraphBranches, TidLessThanKMatchesLaneSimulation) {
  test::CorpusModule CM("branches.ll");
  for (unsigned BS : {64u, 96u, 128u, 256u})
    for (int64_t K : {1, 20, 32, 50, 64, 90}) {
      KernelStructure S =
          CM.analyze("tid_lt_k", Dim3{BS, 1, 1}, Dim3{4, 1, 1}, {{"#1", K}});
      ASSERT_EQ(S.Branches.size(), 1u);
      const BranchInfo &B = S.Branches[0];
      LaneFractions O = simulate(
          BS, 1, {0}, [&](int64_t T, int64_t, int64_t) { return T < K; });
      EXPECT_NEAR(B.DivergentWarpFraction, O.Div, 1e-12) << BS << " " << K;
      EXPECT_NEAR(B.RhoTrue, O.RhoT, 1e-12);
      EXPECT_NEAR(B.RhoFalse, O.RhoF, 1e-12);
      EXPECT_NEAR(B.ActiveLaneFraction, O.AlfT, 1e-12);
      EXPECT_EQ(B.Kind, O.Div > 0 ? Uniformity::ThreadDependent
                                  : Uniformity::WarpUniform);
      // Every lane below K: the lanes' ranges decide it, nothing to count.
      EXPECT_EQ(B.Method, K >= int64_t(BS) ? "ranges" : "isl");
    }
  // Unresolved k: conservative and stated.
  KernelStructure S = CM.analyze("tid_lt_k", Dim3{128, 1, 1});
  EXPECT_EQ(S.Branches[0].DivergentWarpFraction, 1);
  EXPECT_EQ(S.Branches[0].Method, "assumed");
  ASSERT_FALSE(S.Branches[0].Assumptions.empty());
  EXPECT_EQ(S.Branches[0].Assumptions[0].Kind, ReasonKind::AssumedDiverged);
  EXPECT_TRUE(containsStr(S.Branches[0].Assumptions[0].Message, "#1"))
      << S.Branches[0].Assumptions[0].Message;
}

TEST(GraphBranches, WarpAlignedOddEvenBlockOnly) {
  test::CorpusModule CM("branches.ll");
  KernelStructure S = CM.analyze("warp_aligned", Dim3{256, 1, 1});
  ASSERT_EQ(S.Branches.size(), 1u);
  EXPECT_EQ(S.Branches[0].Kind, Uniformity::WarpUniform);
  EXPECT_EQ(S.Branches[0].DivergentWarpFraction, 0);
  EXPECT_DOUBLE_EQ(S.Branches[0].RhoTrue, 0.5);
  // odd/even lanes became a select: no branch, both sides issue.
  S = CM.analyze("odd_lanes", Dim3{256, 1, 1});
  EXPECT_TRUE(S.Branches.empty());
  EXPECT_DOUBLE_EQ(S.Workload.Issued[unsigned(InstrClass::FP32Add)], 2);
  // blockIdx.x < m: uniform, rho = m / gridDim.
  S = CM.analyze("block_only", Dim3{128, 1, 1}, Dim3{64, 1, 1}, {{"#1", 10}});
  ASSERT_EQ(S.Branches.size(), 1u);
  EXPECT_EQ(S.Branches[0].Kind, Uniformity::Uniform);
  EXPECT_DOUBLE_EQ(S.Branches[0].RhoTrue, 10.0 / 64);
  EXPECT_DOUBLE_EQ(S.Branches[0].DivergentWarpFraction, 0);
  EXPECT_NEAR(S.Workload.Requests[0].PerWarp, 10.0 / 64, 1e-12);
}

TEST(GraphBranches, TidYDependsOnBlockShape) {
  test::CorpusModule CM("branches.ll");
  KernelStructure S = CM.analyze("tid_y_branch", Dim3{32, 8, 1});
  ASSERT_EQ(S.Branches.size(), 1u);
  EXPECT_EQ(S.Branches[0].Kind, Uniformity::WarpUniform);
  EXPECT_DOUBLE_EQ(S.Branches[0].RhoTrue, 0.5);
  // 8x16: each warp spans 4 rows; tid.y < 4 splits none (rows 0-3 = warp 0).
  S = CM.analyze("tid_y_branch", Dim3{8, 16, 1});
  LaneFractions O = simulate(
      128, 1, {0}, [](int64_t T, int64_t, int64_t) { return T / 8 < 4; });
  EXPECT_NEAR(S.Branches[0].DivergentWarpFraction, O.Div, 1e-12);
  EXPECT_NEAR(S.Branches[0].RhoTrue, O.RhoT, 1e-12);
  // 12x16: warps straddle rows 2-3 / 5-6: some diverge.
  S = CM.analyze("tid_y_branch", Dim3{12, 16, 1});
  O = simulate(192, 1, {0},
               [](int64_t T, int64_t, int64_t) { return T / 12 < 4; });
  EXPECT_GT(O.Div, 0);
  EXPECT_NEAR(S.Branches[0].DivergentWarpFraction, O.Div, 1e-12);
  EXPECT_EQ(S.Branches[0].Kind, Uniformity::ThreadDependent);
}

TEST(GraphBranches, DataDependentDefaultAndOverride) {
  test::CorpusModule CM("branches.ll");
  KernelStructure S = CM.analyze("data_dependent", Dim3{128, 1, 1});
  ASSERT_EQ(S.Branches.size(), 1u);
  const BranchInfo &B = S.Branches[0];
  EXPECT_EQ(B.Kind, Uniformity::DataDependent);
  EXPECT_DOUBLE_EQ(B.RhoTrue, 0.5);
  ASSERT_FALSE(B.Assumptions.empty());
  EXPECT_EQ(B.Assumptions[0].Kind, ReasonKind::AssumedBranchProbability);
  ControlOptions Opts;
  Opts.AssumeBranch["branches.cu:32"] = 0.9; // file:line matches file:line:col
  S = CM.analyze("data_dependent", Dim3{128, 1, 1}, Dim3{1, 1, 1}, {}, Opts);
  EXPECT_DOUBLE_EQ(S.Branches[0].RhoTrue, 0.9);
  EXPECT_NEAR(S.Workload.Requests[1].PerWarp, 0.9, 1e-12); // the guarded store
  Opts.DataDependentLanesIndependent = true;
  Opts.AssumeBranch.clear();
  S = CM.analyze("data_dependent", Dim3{128, 1, 1}, Dim3{1, 1, 1}, {}, Opts);
  EXPECT_NEAR(S.Branches[0].DivergentWarpFraction, 1 - 2 * std::pow(0.5, 32),
              1e-12);
}

TEST(GraphBranches, EarlyReturnAndSwitch) {
  test::CorpusModule CM("branches.ll");
  KernelStructure S = CM.analyze("early_return", Dim3{256, 1, 1}, Dim3{8, 1, 1},
                                 {{"#1", 1000}});
  ASSERT_EQ(S.Branches.size(), 1u);
  LaneFractions O = simulate(256, 8, {0}, [](int64_t T, int64_t B, int64_t) {
    return B * 256 + T < 1000;
  });
  EXPECT_NEAR(S.Branches[0].DivergentWarpFraction, O.Div, 1e-12);
  EXPECT_NEAR(S.Branches[0].DivergentWarpFraction, 1.0 / 64, 1e-12);
  EXPECT_NEAR(S.Branches[0].RhoTrue, O.RhoT, 1e-12);
  // The body's load runs in the warps with a lane below n.
  EXPECT_NEAR(S.Workload.Requests[0].PerWarp, 32.0 / 64, 1e-12);
  // ThreadOps count the active lanes: 1000 of 2048 threads run x * 3 + 1,
  // one fma.
  EXPECT_NEAR(S.Workload.ThreadOps[unsigned(InstrClass::FP32Fma)], 1000.0 / 64,
              1e-9);

  S = CM.analyze("switch_kernel", Dim3{64, 1, 1});
  ASSERT_EQ(S.Branches.size(), 1u);
  EXPECT_DOUBLE_EQ(S.Branches[0].DivergentWarpFraction, 1);
  unsigned Used = 0;
  for (size_t I = 0; I < S.Branches[0].SuccessorRho.size(); ++I)
    if (S.Branches[0].SuccessorRho[I] > 0) {
      ++Used;
      EXPECT_DOUBLE_EQ(S.Branches[0].SuccessorRho[I], 1);
      EXPECT_DOUBLE_EQ(S.Branches[0].SuccessorLaneFraction[I], 0.25);
    }
  EXPECT_EQ(Used, 4u);
  // Every warp pays all four case bodies: three loads.
  EXPECT_DOUBLE_EQ(S.Workload.Issued[unsigned(InstrClass::GlobalMem)], 4);
}

TEST(GraphLoops, ConstantParametricAndAssumed) {
  test::CorpusModule CM("loops.ll");
  KernelStructure S = CM.analyze("const_loop", Dim3{128, 1, 1});
  ASSERT_EQ(S.Loops.size(), 1u);
  EXPECT_EQ(S.Loops[0].TripCount, 100);
  EXPECT_EQ(S.Loops[0].Method, "scev");
  EXPECT_NEAR(S.Workload.Requests[1].PerWarp, 100, 1e-12);

  S = CM.analyze("nested_loops", Dim3{128, 1, 1}, Dim3{1, 1, 1},
                 {{"#1", 10}, {"#2", 8}});
  ASSERT_GE(S.Loops.size(), 2u);
  EXPECT_EQ(S.Loops[0].TripCount, 10);
  for (const LoopTripInfo &L : S.Loops)
    EXPECT_GE(L.TripCount, 0) << L.TripExpr;
  // Unresolved parameters: TripCount -1, expression, default 16, override.
  S = CM.analyze("nested_loops", Dim3{128, 1, 1});
  EXPECT_EQ(S.Loops[0].TripCount, -1);
  EXPECT_EQ(S.Loops[0].TripExpr, "#1");
  EXPECT_EQ(S.Loops[0].EffectiveTrip, 16);
  ControlOptions Opts;
  Opts.AssumeTrip[S.Loops[0].Loc] = 3;
  S = CM.analyze("nested_loops", Dim3{128, 1, 1}, Dim3{1, 1, 1}, {}, Opts);
  EXPECT_EQ(S.Loops[0].EffectiveTrip, 3);

  S = CM.analyze("data_bound_loop", Dim3{128, 1, 1});
  for (const LoopTripInfo &L : S.Loops) {
    EXPECT_EQ(L.TripCount, -1);
    EXPECT_EQ(L.TripExpr, "unknown");
    EXPECT_EQ(L.EffectiveTrip, 16);
  }
}

TEST(GraphLoops, ThreadDependentTripCounts) {
  test::CorpusModule CM("loops.ll");
  KernelStructure S = CM.analyze("thread_bound_loop", Dim3{256, 1, 1});
  // The loop runs tid iterations, unrolled by 4 in the IR: the main loop
  // runs tid / 4 times (warp w: 8w + 7), the remainder tid & 3 times (every
  // warp 3; SCEV spells it as a truncation to i2). Each is guarded by its
  // count being nonzero: the lanes that skip it (tid < 4; tid & 3 == 0)
  // stay out of its lane range, so the fewest trips a lane runs is 1.
  double Avg = 0;
  for (int W = 0; W < 8; ++W)
    Avg += (8 * W + 7) / 8.0;
  bool FoundMain = false, FoundRemainder = false;
  for (const LoopTripInfo &L : S.Loops) {
    EXPECT_EQ(L.MinLaneTrip, 1);
    EXPECT_LT(L.LaneUtilization, 1);
    if (L.MaxLaneTrip == 63) {
      FoundMain = true;
      EXPECT_NEAR(L.TripCount, Avg, 1e-9);
    } else if (L.MaxLaneTrip == 3) {
      FoundRemainder = true;
      EXPECT_NEAR(L.TripCount, 3, 1e-9);
    }
  }
  EXPECT_TRUE(FoundMain);
  EXPECT_TRUE(FoundRemainder);

  // Grid-stride loop, n = 100000, 64 blocks of 256: stride 16384.
  S = CM.analyze("grid_stride", Dim3{256, 1, 1}, Dim3{64, 1, 1},
                 {{"#1", 100000}});
  ASSERT_EQ(S.Loops.size(), 1u);
  double Sum = 0, Warps = 0, Min = 1e9, Max = 0;
  for (int B = 0; B < 64; ++B)
    for (int W = 0; W < 8; ++W) {
      double WM = 0;
      for (int L = 0; L < 32; ++L) {
        int64_t G = B * 256 + W * 32 + L, N = 0;
        for (int64_t I = G; I < 100000; I += 16384)
          ++N;
        N = std::max<int64_t>(N, 1); // the loop is entered behind its guard
        WM = std::max<double>(WM, N);
        Min = std::min<double>(Min, N);
        Max = std::max<double>(Max, N);
      }
      Sum += WM;
      Warps++;
    }
  EXPECT_NEAR(S.Loops[0].TripCount, Sum / Warps, 1e-9);
  EXPECT_EQ(S.Loops[0].MinLaneTrip, Min);
  EXPECT_EQ(S.Loops[0].MaxLaneTrip, Max);
}

TEST(GraphLoops, GeometricLoopResolvedAndParametric) {
  test::CorpusModule CM("loops.ll");
  for (int64_t N : {1, 2, 3, 64, 100, 1000}) {
    KernelStructure S = CM.analyze("geometric_param", Dim3{64, 1, 1},
                                   Dim3{1, 1, 1}, {{"#1", N}});
    int64_t Expect = 0;
    for (int64_t K = 1; K < N; K *= 2)
      ++Expect;
    if (Expect == 0)
      continue; // the loop is not entered; its guard says so
    ASSERT_EQ(S.Loops.size(), 1u);
    EXPECT_EQ(S.Loops[0].TripCount, double(Expect)) << N;
  }
  KernelStructure S = CM.analyze("geometric_param", Dim3{64, 1, 1});
  ASSERT_EQ(S.Loops.size(), 1u);
  EXPECT_EQ(S.Loops[0].TripCount, -1);
  EXPECT_TRUE(containsStr(S.Loops[0].TripExpr, "log2(")) << S.Loops[0].TripExpr;
  EXPECT_TRUE(containsStr(S.Loops[0].TripExpr, "#1")) << S.Loops[0].TripExpr;
}

TEST(GraphLoops, ConditionOnAffineIVCountedPerIteration) {
  // if (tid <= 4i + 3) for i in [0, 40): eqs. (10)-(12), counted exactly with
  // the iteration as an ISL dimension.
  test::CorpusModule CM("loops.ll");
  for (unsigned BS : {128u, 256u}) {
    KernelStructure S = CM.analyze("iv_condition", Dim3{BS, 1, 1});
    ASSERT_EQ(S.Loops.size(), 1u);
    EXPECT_EQ(S.Loops[0].TripCount, 40);
    const BranchInfo *B = nullptr;
    for (const BranchInfo &X : S.Branches)
      if (X.Kind != Uniformity::Uniform)
        B = &X;
    ASSERT_TRUE(B);
    std::vector<int64_t> Iters;
    for (int64_t I = 0; I < 40; ++I)
      Iters.push_back(I);
    // The IR tests tid > 4i + 3 (true side skips the add).
    LaneFractions O = simulate(BS, 1, Iters, [](int64_t T, int64_t, int64_t I) {
      return T > 4 * I + 3;
    });
    EXPECT_NEAR(B->DivergentWarpFraction, O.Div, 1e-12) << BS;
    EXPECT_NEAR(B->RhoTrue, O.RhoT, 1e-12);
    EXPECT_NEAR(B->RhoFalse, O.RhoF, 1e-12);
    EXPECT_NEAR(B->ActiveLaneFraction, O.AlfT, 1e-12);
    EXPECT_EQ(B->Method, "isl");
    // The guarded load runs in the warps with a lane at or below 4i + 3.
    // Access #0 is the final store (its block comes first in layout), #1 the
    // load.
    EXPECT_TRUE(isa<StoreInst>(S.MemoryInsts[0]));
    EXPECT_NEAR(S.Workload.Requests[0].PerWarp, 1, 1e-12);
    EXPECT_NEAR(S.Workload.Requests[1].PerWarp, 40 * O.RhoF, 1e-9);
  }
}

TEST(GraphReductions, ThreeLoopStylesMatchLaneSimulation) {
  test::CorpusModule CM("reductions.ll");
  for (unsigned BS : {128u, 256u}) {
    std::vector<int64_t> Up, Down;
    for (int64_t S = 1; S < BS; S *= 2)
      Up.push_back(S);
    for (int64_t S = BS / 2; S > 0; S >>= 1)
      Down.push_back(S);
    struct Case {
      const char *Kernel;
      const char *Loc;
      std::vector<int64_t> Iters;
      std::function<bool(int64_t, int64_t, int64_t)> Pred;
    } Cases[] = {
        {"reduce_modulo", "reductions.cu:10", Up,
         [](int64_t T, int64_t, int64_t S) { return T % (2 * S) == 0; }},
        {"reduce_strided", "reductions.cu:24", Up,
         [BS](int64_t T, int64_t, int64_t S) {
           return 2 * S * T < int64_t(BS);
         }},
        {"reduce_sequential", "reductions.cu:37", Down,
         [](int64_t T, int64_t, int64_t S) { return T < S; }},
    };
    for (auto &C : Cases) {
      KernelStructure S = CM.analyze(C.Kernel, Dim3{BS, 1, 1}, Dim3{16, 1, 1});
      ASSERT_EQ(S.Loops.size(), 1u);
      EXPECT_EQ(S.Loops[0].TripCount, double(C.Iters.size())) << C.Kernel;
      EXPECT_EQ(S.Loops[0].Method, "simulated");
      const BranchInfo *B = branchAt(S, C.Loc);
      ASSERT_TRUE(B) << C.Kernel;
      LaneFractions O = simulate(BS, 1, C.Iters, C.Pred);
      EXPECT_NEAR(B->DivergentWarpFraction, O.Div, 1e-12)
          << C.Kernel << " " << BS;
      EXPECT_NEAR(B->RhoTrue, O.RhoT, 1e-12) << C.Kernel;
      EXPECT_NEAR(B->ActiveLaneFraction, O.AlfT, 1e-12) << C.Kernel;
      EXPECT_EQ(B->Kind, Uniformity::ThreadDependent);
      // One barrier before the loop and one per iteration.
      EXPECT_DOUBLE_EQ(S.Workload.BarriersPerWarp, 1 + double(C.Iters.size()));
    }
  }
}

TEST(GraphLatency, PointerChaseReducesToRepeatOfChain) {
  test::CorpusModule CM("pointer_chase.ll");
  KernelStructure S = CM.analyze("pointer_chase", Dim3{32, 1, 1}, Dim3{1, 1, 1},
                                 {{"#2", 1000}});
  ASSERT_EQ(S.Loops.size(), 1u);
  EXPECT_EQ(S.Loops[0].TripCount, 1000);
  const LatencyExpr *R = findRepeat(S.Workload.Latency);
  ASSERT_TRUE(R) << S.Workload.Latency.str();
  EXPECT_EQ(R->Count, 1000);
  // Body: issued in order, its dataflow form max(seq(conversion, global#i,
  // 4 x fp32_add), ilp(n)); the counter increment and compare only issue.
  ASSERT_EQ(R->Children.front().K, LatencyExpr::InOrder);
  const LatencyExpr &Body = R->Children.front().Children.front();
  ASSERT_EQ(Body.K, LatencyExpr::Max) << Body.str();
  const LatencyExpr *Chain = nullptr;
  for (const LatencyExpr &C : Body.Children)
    if (C.K == LatencyExpr::Seq)
      Chain = &C;
  ASSERT_TRUE(Chain) << Body.str();
  int Load = -1;
  for (size_t I = 0; I < Chain->Children.size(); ++I) {
    const LatencyExpr &L = Chain->Children[I];
    ASSERT_EQ(L.K, LatencyExpr::Leaf);
    EXPECT_NE(L.Class, InstrClass::IntAdd) << Body.str();
    if (L.Class == InstrClass::GlobalMem)
      Load = int(I);
  }
  ASSERT_GE(Load, 0);
  const Instruction *LoadI = S.MemoryInsts[Chain->Children[Load].AccessIndex];
  EXPECT_TRUE(isa<LoadInst>(LoadI));
  ASSERT_LT(size_t(Load + 1), Chain->Children.size());
  EXPECT_EQ(Chain->Children[Load + 1].Class, InstrClass::FP32Add);
  EXPECT_EQ(Chain->Children[Load + 1].Count, 4);
  EXPECT_DOUBLE_EQ(S.Workload.Issued[unsigned(InstrClass::FP32Add)], 4000);
  EXPECT_DOUBLE_EQ(
      S.Workload.Requests[Chain->Children[Load].AccessIndex].PerWarp, 1000);
}

TEST(GraphLatency, BranchSplittingEveryBlockTakesItsSlowestWay) {
  test::CorpusModule CM("branches.ll"), PM("predication.ll");
  // tid < 50 with 96 threads: warp 1 diverges, warp 0 runs only the then
  // side, warp 2 only the (empty) else side, in every block. The block waits
  // for warp 1 (Volkov §3.7): both sides in sequence, no weighted choice.
  // (A side this long is not predicated.)
  KernelStructure S = PM.analyze("tid_lt_50_long", Dim3{96, 1, 1});
  EXPECT_EQ(S.Workload.BranchesPredicated, 0u);
  EXPECT_EQ(S.Workload.BranchesRoundedToSlowestWarp, 1u);
  std::string L = S.Workload.Latency.str();
  EXPECT_FALSE(containsStr(L, "choice(")) << L;
  EXPECT_TRUE(containsStr(L, "slowest(0.33")) << L;
  // Warp-uniform branch (even warps then, odd else): the longer side, the
  // weights kept for the models that average.
  S = PM.analyze("warp_aligned_long", Dim3{256, 1, 1});
  EXPECT_EQ(S.Workload.BranchesRoundedToSlowestWarp, 1u);
  L = S.Workload.Latency.str();
  EXPECT_FALSE(containsStr(L, "choice(")) << L;
  EXPECT_TRUE(containsStr(L, "slowest(0.50:")) << L;
  // Every warp diverges on tid % 4: all case bodies in sequence, no choice.
  S = CM.analyze("switch_kernel", Dim3{64, 1, 1});
  L = S.Workload.Latency.str();
  EXPECT_FALSE(containsStr(L, "choice")) << L;
  for (const char *A : {"global#0", "global#1", "global#2"})
    EXPECT_TRUE(containsStr(L, A)) << L;
}

/// Global-memory latencies one after another on the critical path: leaves
/// count their share, a sequence adds, the longest of parallel chains wins.
static double serialGlobalLatencies(const LatencyExpr &E) {
  std::vector<double> Cs;
  for (const LatencyExpr &C : E.Children)
    Cs.push_back(serialGlobalLatencies(C));
  switch (E.K) {
  case LatencyExpr::Leaf:
    return E.Class == InstrClass::GlobalMem ? E.Count : 0;
  case LatencyExpr::Seq:
  case LatencyExpr::InOrder: // its dataflow form
    return std::accumulate(Cs.begin(), Cs.end(), 0.0);
  case LatencyExpr::Max:
    return Cs.empty() ? 0 : *std::max_element(Cs.begin(), Cs.end());
  case LatencyExpr::Repeat:
    return E.Count * (Cs.empty() ? 0 : Cs.front());
  case LatencyExpr::Choice: {
    double Sum = 0;
    for (size_t I = 0; I < Cs.size(); ++I)
      Sum += E.Weights[I] * Cs[I];
    return Sum;
  }
  default:
    return 0;
  }
}

TEST(GraphLatency, PredicatedSidesOverlapTheirLoads) {
  test::CorpusModule CM("predication.ll");
  // Four bounds-checked loads staged to shared memory, each side a load:
  // the compiler predicates them (CUDA C Programming Guide, Branch
  // Predication), so the warp issues the four loads before the first
  // store waits. One global latency on the path, not four.
  KernelStructure S = CM.analyze("guarded_tile", Dim3{256, 1, 1},
                                 Dim3{4, 1, 1}, {{"n", 4096}});
  EXPECT_EQ(S.Workload.BranchesPredicated, 4u);
  EXPECT_DOUBLE_EQ(serialGlobalLatencies(S.Workload.Latency), 1)
      << S.Workload.Latency.str(); // as branches, each store waited: 4
  // A short side taken by two warps of three: every warp issues it, the
  // two that run it wait for its load.
  S = CM.analyze("tid_lt_50", Dim3{96, 1, 1});
  EXPECT_EQ(S.Workload.BranchesPredicated, 1u);
  EXPECT_NEAR(serialGlobalLatencies(S.Workload.Latency), 2.0 / 3, 1e-12)
      << S.Workload.Latency.str();
}

TEST(GraphWFG, NodesArcsAndDot) {
  test::CorpusModule CM("reductions.ll");
  KernelStructure S =
      CM.analyze("reduce_sequential", Dim3{256, 1, 1}, Dim3{16, 1, 1});
  unsigned M = 0, Sh = 0, B = 0, Data = 0, Back = 0;
  for (const WFGNode &N : S.WFG.Nodes) {
    M += N.K == WFGNode::Memory;
    Sh += N.K == WFGNode::Shared;
    B += N.K == WFGNode::Barrier;
  }
  for (const WFGArc &A : S.WFG.Arcs) {
    Data += A.K == WFGArc::DataDependence;
    Back += A.BackEdge;
  }
  EXPECT_EQ(M, 2u);  // global load, global store
  EXPECT_EQ(Sh, 5u); // store, 2 loads + store in the loop, final load
  EXPECT_EQ(B, 2u);
  EXPECT_EQ(Back, 1u);
  EXPECT_GE(Data, 3u);
  std::string Dot;
  raw_string_ostream OS(Dot);
  writeWFGDot(S.WFG, OS);
  OS.flush();
  EXPECT_TRUE(containsStr(Dot, "digraph"));
  EXPECT_TRUE(containsStr(Dot, "label=\"x8\"")) << Dot;
  EXPECT_TRUE(containsStr(Dot, "rho=")) << Dot;
  EXPECT_TRUE(containsStr(Dot, "style=dashed"));
  EXPECT_TRUE(containsStr(Dot, "shape=octagon"));
}

/// Every leaf of the latency expression that names an access.
static void accessLeaves(const LatencyExpr &E, std::vector<int> &Out) {
  if (E.K == LatencyExpr::Leaf && E.AccessIndex >= 0)
    Out.push_back(E.AccessIndex);
  for (const LatencyExpr &C : E.Children)
    accessLeaves(C, Out);
}

TEST(GraphWFG, ReductionEvaluatesTheDrawnGraph) {
  test::CorpusModule CM("pointer_chase.ll");
  KernelStructure S = CM.analyze("pointer_chase", Dim3{32, 1, 1}, Dim3{1, 1, 1},
                                 {{"#2", 1000}});
  // The chased load's data-dependence arc ends at its first use, the fadd
  // chain that becomes the next address; the reduction charges the load's
  // latency on that chain.
  const WFGArc *Dep = nullptr;
  for (const WFGArc &A : S.WFG.Arcs)
    if (A.K == WFGArc::DataDependence)
      Dep = &A;
  ASSERT_TRUE(Dep);
  EXPECT_TRUE(isa<LoadInst>(Dep->Producer));
  EXPECT_TRUE(llvm::is_contained(Dep->Producer->users(), Dep->Consumer));
  EXPECT_EQ(Dep->Consumer->getOpcode(), Instruction::FAdd);
  std::vector<int> Charged;
  accessLeaves(S.Workload.Latency, Charged);
  EXPECT_TRUE(llvm::is_contained(Charged, S.WFG.accessIndex(Dep->Producer)))
      << S.Workload.Latency.str();
  // The loop repeats as often as its back edge says.
  double Trip = -1;
  for (const WFGArc &A : S.WFG.Arcs)
    if (A.BackEdge)
      Trip = A.Trip;
  const LatencyExpr *R = findRepeat(S.Workload.Latency);
  ASSERT_TRUE(R);
  EXPECT_EQ(R->Count, Trip);
  // Branch sides are weighted by the transition arcs' rho.
  test::CorpusModule BM("predication.ll");
  S = BM.analyze("warp_aligned_long", Dim3{256, 1, 1});
  std::vector<double> Rho;
  for (const WFGArc &A : S.WFG.Arcs)
    if (A.K == WFGArc::Transition && A.Weight != 1)
      Rho.push_back(A.Weight);
  ASSERT_EQ(Rho.size(), 2u);
  EXPECT_DOUBLE_EQ(Rho[0], 0.5);
  // Both sides split every block's warps: the latency takes the slower,
  // the weights stay.
  EXPECT_TRUE(containsStr(S.Workload.Latency.str(), "slowest(0.50:"));
}

TEST(GraphPDG, ControlDependenceRegionsAndMemory) {
  test::CorpusModule CM("branches.ll");
  KernelStructure S = CM.analyze("tid_lt_50", Dim3{128, 1, 1});
  Function *F = CM.fn("tid_lt_50");
  const BranchInst *Br = nullptr;
  for (BasicBlock &BB : *F)
    if (auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
        BI && BI->isConditional())
      Br = BI;
  ASSERT_TRUE(Br);
  const BasicBlock *Then = Br->getSuccessor(0);
  auto &CD = S.PDG->controlDeps(Then);
  ASSERT_EQ(CD.size(), 1u);
  EXPECT_EQ(CD[0].first, Br);
  EXPECT_EQ(CD[0].second, 0u);
  EXPECT_TRUE(S.PDG->controlDeps(&F->getEntryBlock()).empty());
  EXPECT_EQ(S.PDG->regions().size(), 2u);
  bool Mem = false;
  for (auto &E : S.PDG->edges())
    Mem |= E.K == ProgramDependenceGraph::EdgeKind::Memory &&
           isa<LoadInst>(E.From) && isa<StoreInst>(E.To);
  EXPECT_TRUE(Mem);
  std::string Txt;
  raw_string_ostream OS(Txt);
  S.PDG->print(OS);
  EXPECT_TRUE(containsStr(OS.str(), "region R1 if"));
}

TEST(GraphMemory, AccessOrderAndUniformity) {
  test::CorpusModule CM("reductions.ll");
  Function *F = CM.fn("reduce_modulo");
  auto Ms = memoryInstructions(*F);
  ASSERT_EQ(Ms.size(), 7u);
  EXPECT_TRUE(isa<LoadInst>(Ms[0]));
  EXPECT_EQ(classifyInstruction(*Ms[0]), InstrClass::GlobalMem);
  EXPECT_EQ(classifyInstruction(*Ms[1]), InstrClass::SharedMem);
  EXPECT_TRUE(isa<StoreInst>(Ms.back()));

  test::CorpusModule CB("branches.ll");
  for (auto [Block, Expect] :
       {std::pair{Dim3{32, 8, 1}, Uniformity::WarpUniform},
        std::pair{Dim3{16, 16, 1}, Uniformity::ThreadDependent},
        std::pair{Dim3{256, 1, 1}, Uniformity::Uniform}}) {
    Function *G = CB.fn("tid_y_branch");
    ResolvedLaunch L;
    L.Block = Block;
    DominatorTree DT(*G);
    LoopInfo LI(DT);
    ThreadExprBuilder TEB(*G, DT, LI, L);
    UniformityInfo UI(*G, DT, LI, TEB);
    const Instruction *TidY = nullptr;
    for (Instruction &I : instructions(*G))
      if (auto *C = dyn_cast<CallInst>(&I))
        if (C->getCalledFunction()->getName().contains("tid.y"))
          TidY = C;
    ASSERT_TRUE(TidY);
    EXPECT_EQ(UI.get(TidY), Expect) << Block.str();
  }
  // tid.x / 32 style: (tid / 32) % 2 == 0 is warp-uniform for 1-D blocks.
  Function *W = CB.fn("warp_aligned");
  ResolvedLaunch L;
  L.Block = Dim3{256, 1, 1};
  DominatorTree DT(*W);
  LoopInfo LI(DT);
  ThreadExprBuilder TEB(*W, DT, LI, L);
  UniformityInfo UI(*W, DT, LI, TEB);
  for (BasicBlock &BB : *W) {
    if (auto *BI = dyn_cast<BranchInst>(BB.getTerminator());
        BI && BI->isConditional()) {
      EXPECT_EQ(UI.get(BI->getCondition()), Uniformity::WarpUniform);
    }
  }
}

// Which of two dependence chains is longer depends on the GPU's latencies
// (6 int_add against 2 int_mul + 4 int_add, the thread index read counted as
// an int_add): the reduction keeps both for the Model to pick, and drops the
// chains the first covers class by class (tid + 5, the store's address).
TEST(GraphLatency, KeepsChainsOnlyTheSpecCanOrder) {
  test::CorpusModule CM("chains.ll");
  KernelStructure S = CM.analyze("incomparable_chains", Dim3{32, 1, 1});
  EXPECT_EQ(S.Workload.Latency.str(),
            "inorder(13 steps, max(6.00xint_add, seq(1.00xint_add, "
            "2.00xint_mul, 3.00xint_add), 11.00xilp))");
}
