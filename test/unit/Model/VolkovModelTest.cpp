//===- VolkovModelTest.cpp - Bounds stage vs. Volkov 2016 -----------------===//
#include "ModelTestUtil.h"
#include "gpuperf/Model/BaghsorkhiModel.h"
#include "gpuperf/Model/LatencyBound.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Model/ThroughputBound.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

using namespace gpuperf;
using namespace gpuperf::test;

namespace {
const VolkovRow Table41[] = {
    {"8800gtx", 444, 0.0268, 20, 0.25, 0.5},
    {"gtx280", 434, 0.0277, 24, 0.25, 0.5},
    {"gtx480", 513, 0.0599, 18, 1, 1},
    {"gtx680", 301, 0.1338, 9, 4, 4},
    {"gtx980", 368, 0.0814, 6, 4, 4},
};

const double Iters = 1000; // the thesis' sequence is infinite

/// §4.1: Repeat(N, Seq(Leaf(global,1,#0), Leaf(fp32_add, alpha))).
WarpWorkload synthetic(double Alpha) {
  WarpWorkload W;
  addIssued(W, InstrClass::GlobalMem, Iters);
  addIssued(W, InstrClass::FP32Add, Alpha * Iters);
  W.Requests.push_back({0, Iters});
  W.Latency = LatencyExpr::repeat(
      Iters, LatencyExpr::seq({LatencyExpr::leaf(InstrClass::GlobalMem, 1, 0),
                               LatencyExpr::leaf(InstrClass::FP32Add, Alpha)}));
  return W;
}

/// Memory instructions per cycle per SM the model predicts.
double modelMemIPC(const GPUSpec &S, const WarpWorkload &W, unsigned N,
                   ModelKind K = ModelKind::Volkov, Prediction *Out = nullptr) {
  std::vector<AccessInfo> Acc{coalescedLoad(S)};
  Bounds B;
  Prediction P =
      predict(W, Acc, occupancy(N), launch(32, S.SMCount * N * 50), S, K, B);
  if (Out)
    *Out = P;
  return P.WarpThroughputPerSM * Iters;
}
} // namespace

// Volkov 2016 §4.1, Tables 4.1 and 4.2: the closed forms for all five GPUs,
// every alpha in {0,1,2,4,...,512} and every occupancy 1..max warps/SM.
TEST(VolkovModel, Table42ClosedForms) {
  double Worst = 0;
  for (const VolkovRow &R : Table41) {
    GPUSpec S = volkovGPU(R.Name);
    bool Tesla = S.CCMajor < 2; // T4.2 keeps alu_thru on G80/GT200, issue later
    for (double Alpha = 0; Alpha <= 512; Alpha = Alpha == 0 ? 1 : 2 * Alpha) {
      WarpWorkload W = synthetic(Alpha);
      for (unsigned N = 1; N <= S.Occupancy.MaxWarpsPerSM; ++N) {
        double Lat = R.MemLat + Alpha * R.AluLat;
        double Expect = std::min(N / Lat, R.MemThru);
        if (Alpha > 0)
          Expect = std::min(Expect, Tesla ? R.AluThru / Alpha
                                          : R.IssueThru / (Alpha + 1));
        else
          Expect = std::min(Expect, R.IssueThru);
        double Got = modelMemIPC(S, W, N);
        // Arithmetic throughput = 32 alpha x memory throughput (T4.2); for
        // alpha = 0 compare memory-instruction throughput.
        if (Alpha > 0) {
          Expect *= 32 * Alpha;
          Got *= 32 * Alpha;
        }
        double Err = std::fabs(Got - Expect) / Expect;
        Worst = std::max(Worst, Err);
        ASSERT_LT(Err, 0.005) << R.Name << " alpha=" << Alpha << " n=" << N
                              << " got " << Got << " expected " << Expect;
      }
    }
  }
  std::printf("[ Table 4.2 ] worst relative error %.4f%%\n", Worst * 100);
}

// Volkov §3.8: vector add on the Kepler GPU (GTX680). Latency bound 544
// cycles, throughput bound 0.0445 warps/cycle/SM (3 x 128 B at 17.1 B/cycle
// /SM), memory throughput ~ min(n x 6.35 GB/s, 154 GB/s).
TEST(VolkovModel, VectorAddKepler) {
  GPUSpec S = volkovGPU("gtx680");
  WarpWorkload W;
  addIssued(W, InstrClass::IntAdd, 6); // MOV, 2 x S2R, 3 x ISCADD
  addIssued(W, InstrClass::IntMad, 1);
  addIssued(W, InstrClass::GlobalMem, 3);
  addIssued(W, InstrClass::FP32Add, 1);
  addIssued(W, InstrClass::Branch, 1); // EXIT
  W.Requests = {{0, 1}, {1, 1}, {2, 1}};
  using E = LatencyExpr;
  // Fig. 3.5's longest path: MOV -ILP-> S2R -> IMAD -> ISCADD -> LD -ILP->
  // LD -> FADD (dual-issued ST/EXIT), + block replacement.
  W.Latency = E::seq({E::ilp(1), E::leaf(InstrClass::IntAdd),
                      E::leaf(InstrClass::IntMad), E::leaf(InstrClass::IntAdd),
                      E::ilp(1), E::leaf(InstrClass::GlobalMem, 1, 1),
                      E::leaf(InstrClass::FP32Add)});
  std::vector<AccessInfo> Acc(3, coalescedLoad(S));
  Acc[2] = coalescedStore(S);
  double Worst = 0;
  for (unsigned N = 1; N <= 64; ++N) {
    Bounds B;
    Prediction P = predict(W, Acc, occupancy(N, N), launch(32 * N, 8 * 2000), S,
                           ModelKind::Volkov, B);
    EXPECT_NEAR(B.LatencyCyclesPerWarp, 544, 1e-9);
    ASSERT_FALSE(B.Throughput.empty());
    EXPECT_EQ(B.Throughput.front().Resource, Resource::DRAM);
    EXPECT_NEAR(1 / B.Throughput.front().CyclesPerWarp, 0.0445, 0.0445 * 0.01);
    double Expect = std::min(N * 6.35, 154.0);
    double Err = std::fabs(P.DRAMGBps - Expect) / Expect;
    Worst = std::max(Worst, Err);
    EXPECT_LT(Err, 0.10) << "n=" << N << " got " << P.DRAMGBps;
    EXPECT_EQ(P.Mode, N * 6.35 < 154 ? PredictionMode::LatencyBound
                                     : PredictionMode::ThroughputBound)
        << N;
  }
  std::printf("[ §3.8 vector add ] worst relative error %.4f%%\n", Worst * 100);
}

// Volkov §3.8, Listing 3.5 and Figure 3.5: the vector add's instructions
// issued in order on the Kepler GPU (ILP latency 3, dual issue, CUDA-core
// latency 9, memory 301). The longest path, MOV -ILP-> S2R -> IMAD -> ISCADD
// -> LD -ILP-> LD -> FADD -> ST, is the figure's 343 cycles, and the last
// issue slot closes the segment (as an ILP node counts every instruction's).
// Issued as the dataflow form lets them, the two loads would overlap.
TEST(VolkovModel, VectorAddKeplerIssuedInOrder) {
  GPUSpec S = volkovGPU("gtx680");
  ASSERT_TRUE(S.Scheduling.DualIssue);
  using E = LatencyExpr;
  auto Step = [](std::vector<unsigned> After, bool Pairs = false) {
    IssueStep T;
    T.Issues = 1;
    T.AfterResult = std::move(After);
    T.PairsWithPrevious = Pairs;
    return T;
  };
  std::vector<IssueStep> Steps = {
      Step({}),        // 0 MOV
      Step({}),        // 1 S2R tid
      Step({}, true),  // 2 S2R ctaid, paired
      Step({1, 2}),    // 3 IMAD
      Step({3}),       // 4 ISCADD a
      Step({3}, true), // 5 ISCADD b, paired
      Step({4}),       // 6 LD a
      Step({5}),       // 7 LD b (loads do not pair)
      Step({3}, true), // 8 ISCADD c, paired with LD b
      Step({6, 7}),    // 9 FADD
      Step({8, 9}),    // 10 ST
      Step({}, true)}; // 11 EXIT, paired
  Steps[6].Awaited = Steps[7].Awaited = false;
  std::vector<E> Costs = {E::leaf(InstrClass::IntAdd),
                          E::leaf(InstrClass::IntAdd),
                          E::leaf(InstrClass::IntAdd),
                          E::leaf(InstrClass::IntMad),
                          E::leaf(InstrClass::IntAdd),
                          E::leaf(InstrClass::IntAdd),
                          E::leaf(InstrClass::GlobalMem, 1, 0),
                          E::leaf(InstrClass::GlobalMem, 1, 1),
                          E::leaf(InstrClass::IntAdd),
                          E::leaf(InstrClass::FP32Add),
                          E::seq({}),
                          E::seq({})};
  E Dataflow =
      E::max({E::seq({E::leaf(InstrClass::IntAdd), E::leaf(InstrClass::IntMad),
                      E::leaf(InstrClass::IntAdd),
                      E::leaf(InstrClass::GlobalMem, 1, 0),
                      E::leaf(InstrClass::FP32Add)}),
              E::ilp(12, 4)});
  E Segment = E::inOrder(Dataflow, Steps, Costs);
  std::vector<AccessInfo> Acc(2, coalescedLoad(S));
  LatencyContext Ctx;
  Ctx.Spec = &S;
  Ctx.Accesses = &Acc;
  EXPECT_DOUBLE_EQ(evaluateLatency(Segment, Ctx), 9 + 9 + 9 + 301 + 9);
  Ctx.InOrderIssue = true;
  EXPECT_DOUBLE_EQ(evaluateLatency(Segment, Ctx), 343 + 3);
  std::vector<CriticalStep> Path;
  S.Latency.BlockLaunch = 201;
  EXPECT_DOUBLE_EQ(latencyBound(Segment, Ctx, &Path), 544 + 3);
  std::vector<double> Cycles;
  for (const CriticalStep &P : Path)
    Cycles.push_back(P.Cycles);
  EXPECT_EQ(Cycles, (std::vector<double>{3, 9, 9, 9, 3, 301, 9, 3, 201}));
}

// The steps the reduction adds besides instructions: a load charged at a
// reader from outside the segment (a step that does not issue, ready after
// its latency), a load whose wait is charged at another reader (that reader
// waits for its result, this one only for its issue), and a free cast.
TEST(VolkovModel, InOrderWaitsAndFreeSteps) {
  GPUSpec S = volkovGPU("gtx680");
  using E = LatencyExpr;
  std::vector<IssueStep> Steps(5);
  Steps[1].Issues = 1; // a load waited for at step 3
  Steps[1].Awaited = false;
  Steps[2].AfterIssue = {1}; // a free cast of the loaded value
  Steps[3].Issues = 1;       // reads the outside load (0) and the cast
  Steps[3].AfterResult = {0, 2};
  Steps[4].Issues = 1; // reads the load, whose wait is charged elsewhere
  Steps[4].AfterIssue = {1};
  std::vector<E> Costs = {E::leaf(InstrClass::GlobalMem, 1, 0),
                          E::leaf(InstrClass::GlobalMem, 1, 1), E::seq({}),
                          E::leaf(InstrClass::FP32Add),
                          E::leaf(InstrClass::FP32Add)};
  E Segment = E::inOrder(E::max({E::seq({E::leaf(InstrClass::GlobalMem, 1, 0),
                                         E::leaf(InstrClass::FP32Add)}),
                                 E::ilp(3)}),
                         Steps, Costs);
  std::vector<AccessInfo> Acc(2, coalescedLoad(S));
  LatencyContext Ctx;
  Ctx.Spec = &S;
  Ctx.Accesses = &Acc;
  Ctx.InOrderIssue = true;
  S.Latency.BlockLaunch = 0;
  // Step 3 waits for the outside load (301); step 4 issues 3 cycles after.
  std::vector<CriticalStep> Path;
  EXPECT_DOUBLE_EQ(latencyBound(Segment, Ctx, &Path), 301 + 3 + 9);
  std::vector<double> Cycles;
  for (const CriticalStep &P : Path)
    Cycles.push_back(P.Cycles);
  EXPECT_EQ(Cycles, (std::vector<double>{301, 3, 9}));
  Ctx.InOrderIssue = false; // the dataflow form
  EXPECT_DOUBLE_EQ(latencyBound(Segment, Ctx, nullptr), 301 + 9);
}

// A step in a stall slot (a loop's counter and test, which ptxas places
// where the warp waits on its chain) delays no other step: a chain of two
// dependent adds beside a counter add and the test that reads it takes the
// chain's 18 cycles, as the dataflow form does; issued in order it is 24.
TEST(VolkovModel, StallSlotStepsDelayNothing) {
  GPUSpec S = volkovGPU("gtx680"); // adds 9 cycles, ILP latency 3
  using E = LatencyExpr;
  std::vector<IssueStep> Steps(4);
  for (IssueStep &Step : Steps)
    Step.Issues = 1;
  Steps[1].InStallSlot = Steps[2].InStallSlot = true; // counter, test
  Steps[2].AfterResult = {1};
  Steps[3].AfterResult = {0};
  std::vector<E> Costs = {
      E::leaf(InstrClass::FP32Add), E::leaf(InstrClass::IntAdd),
      E::leaf(InstrClass::IntAdd), E::leaf(InstrClass::FP32Add)};
  E Dataflow = E::max({E::leaf(InstrClass::FP32Add, 2),
                       E::leaf(InstrClass::IntAdd, 2), E::ilp(4)});
  LatencyContext Ctx;
  Ctx.Spec = &S;
  Ctx.InOrderIssue = true;
  S.Latency.BlockLaunch = 0;
  EXPECT_DOUBLE_EQ(
      latencyBound(E::inOrder(Dataflow, Steps, Costs), Ctx, nullptr), 18);
  Steps[1].InStallSlot = Steps[2].InStallSlot = false;
  // In order: counter at 3, test at 12 (its result), the second add at 15.
  EXPECT_DOUBLE_EQ(
      latencyBound(E::inOrder(Dataflow, Steps, Costs), Ctx, nullptr), 15 + 9);
}

// Volkov §7.2: Baghsorkhi et al. on the alpha = 0 workload on the 8800GTX:
// IPC/SM = 1 / max(448 - 4n, 37). 4 = SIMD_work/SIMD_engine = 32/8 and 444 =
// latency.dram come from the spec; 37 = 128 B / (74 GB/s as B/cycle/SM) is
// 37.36 from the spec (the thesis rounds to 37; Table 6.1's 0.86 ops/cycle).
TEST(BaghsorkhiModel, Section72AlphaZeroG80) {
  GPUSpec S = volkovGPU("8800gtx");
  WarpWorkload W = synthetic(0);
  double Worst = 0;
  for (unsigned N = 1; N <= 24; ++N) {
    double Got = modelMemIPC(S, W, N, ModelKind::Baghsorkhi);
    double Expect = 1 / std::max(448.0 - 4 * N, 37.0);
    double Err = std::fabs(Got - Expect) / Expect;
    Worst = std::max(Worst, Err);
    EXPECT_LT(Err, 0.02) << "n=" << N << " got " << Got;
  }
  // Not Volkov's min(n/444, 1/37): at n = 1 the two differ by a factor 444/444
  // but at n = 11 Volkov gives 1/40.4, Baghsorkhi 1/404.
  EXPECT_LT(modelMemIPC(S, W, 11, ModelKind::Baghsorkhi),
            0.2 * modelMemIPC(S, W, 11, ModelKind::Volkov));
  std::printf("[ §7.2 Baghsorkhi ] worst relative error %.4f%%\n", Worst * 100);
}

// Volkov §6.5: with contention, for Kepler
// x = min(n / (300 + 32 x / (0.1477 - x) + 9 alpha), 0.1338, 4 / (alpha + 1)).
TEST(VolkovContention, KeplerSelfConsistent) {
  GPUSpec S = volkovGPU("gtx680");
  S.Latency.BlockLaunch = 0;
  for (double Alpha : {0.0, 8.0, 64.0}) {
    WarpWorkload W = synthetic(Alpha);
    for (unsigned N : {1u, 8u, 16u, 32u, 64u}) {
      Prediction P;
      double Got = modelMemIPC(S, W, N, ModelKind::VolkovContention, &P);
      // Independent solve of the thesis' equation (fixed point by bisection).
      double C = 170e9 / (8 * 1.124e9 * 128); // 0.1477 IPC/SM
      double Lo = 0, Hi = C * (1 - 1e-12);
      for (int I = 0; I < 200; ++I) {
        double X = 0.5 * (Lo + Hi);
        double Rhs = std::min({N / (300 + 32 * X / (C - X) + 9 * Alpha),
                               154e9 / (8 * 1.124e9 * 128), 4 / (Alpha + 1)});
        (X < Rhs ? Lo : Hi) = X;
      }
      EXPECT_NEAR(Got, Lo, Lo * 1e-6) << "alpha=" << Alpha << " n=" << N;
      EXPECT_GE(P.MemoryLatencyCycles, 300); // a, the unloaded latency
    }
  }
  // Near saturation, contention lowers throughput below the basic model's
  // (§6.5, Fig. 6.4): alpha = 0 at 32 and 64 warps/SM.
  EXPECT_LT(modelMemIPC(S, synthetic(0), 32, ModelKind::VolkovContention),
            0.9 * modelMemIPC(S, synthetic(0), 32));
  EXPECT_LT(modelMemIPC(S, synthetic(0), 64, ModelKind::VolkovContention),
            0.97 * modelMemIPC(S, synthetic(0), 64));
  // No fit: volkov with a note.
  S.HasContention = false;
  Prediction P;
  double Got =
      modelMemIPC(S, synthetic(4), 16, ModelKind::VolkovContention, &P);
  EXPECT_DOUBLE_EQ(Got, modelMemIPC(S, synthetic(4), 16));
  EXPECT_TRUE(std::any_of(P.Notes.begin(), P.Notes.end(), [](const Reason &N) {
    return N.Kind == ReasonKind::ContentionUnavailable &&
           N.Message.find("no contention fit") != std::string::npos;
  }));
}

// The gradual knee (GradualSaturation.h): in the default model, a kernel
// bound by a memory pipe reaches the bounds' knee below the smaller bound;
// far from the knee, and for arithmetic, the bounds stand. `volkov` keeps
// the published sharp knee (the Table 4.2 tests above).
TEST(VolkovModel, GradualKneeWhereAMemoryPipeBinds) {
  GPUSpec S = volkovGPU("gtx980"); // knee at 368 x 0.0814: 30 warps
  S.Latency.BlockLaunch = 0;
  auto Ratio = [&](double Alpha, unsigned N) {
    return modelMemIPC(S, synthetic(Alpha), N, ModelKind::VolkovInOrder) /
           modelMemIPC(S, synthetic(Alpha), N);
  };
  double AtKnee = Ratio(0, 32);
  EXPECT_GT(AtKnee, 0.80);
  EXPECT_LT(AtKnee, 0.95);
  EXPECT_NEAR(Ratio(0, 1), 1, 1e-9);   // one warp: the latency bound
  EXPECT_GT(Ratio(0, 64), AtKnee);     // past the knee, closer to the bound
  EXPECT_NEAR(Ratio(64, 32), 1, 1e-9); // issue binds: the sharp knee
  Prediction P;
  modelMemIPC(S, synthetic(0), 32, ModelKind::VolkovInOrder, &P);
  EXPECT_TRUE(std::any_of(P.Notes.begin(), P.Notes.end(), [](const Reason &N) {
    return N.Kind == ReasonKind::ModelRule &&
           N.Message.find("gradual saturation") != std::string::npos;
  }));
}

// Small grids (§3.5, occupancy actually reached): fewer blocks than SMs x
// occupancy leave the SMs below occupancy; one wave takes the latency bound.
TEST(VolkovModel, SmallGridAndWaves) {
  GPUSpec S = volkovGPU("gtx980");
  WarpWorkload W = synthetic(4);
  std::vector<AccessInfo> Acc{coalescedLoad(S)};
  Bounds B;
  // 16 SMs, 2 blocks of 4 warps each: 8 warps resident, not 64.
  Prediction P = predict(W, Acc, occupancy(64, 4), launch(128, 32), S,
                         ModelKind::Volkov, B);
  EXPECT_DOUBLE_EQ(P.ResidentWarpsPerSM, 8);
  EXPECT_EQ(P.Mode, PredictionMode::LatencyBound);
  EXPECT_NEAR(P.TimeUs, B.LatencyCyclesPerWarp / 1266.0, 1e-9);
  EXPECT_NEAR(P.Waves, 32.0 / (16 * 16), 1e-12);
  // A grid of exactly 3 full waves takes 3 x the one-wave time.
  Prediction P3 = predict(W, Acc, occupancy(64, 4), launch(128, 3 * 16 * 16), S,
                          ModelKind::Volkov, B);
  Prediction P1 = predict(W, Acc, occupancy(64, 4), launch(128, 16 * 16), S,
                          ModelKind::Volkov, B);
  EXPECT_NEAR(P3.TimeUs, 3 * P1.TimeUs, 1e-9 * P3.TimeUs);
  EXPECT_NEAR(P3.Waves, 3, 1e-12);
  // Needed occupancy (§3.10) = latency x throughput bound.
  EXPECT_NEAR(P3.NeededWarpsPerSM,
              B.LatencyCyclesPerWarp / B.Throughput.front().CyclesPerWarp,
              1e-9);
  EXPECT_EQ(P3.Bottlenecks.size(), 3u);
}

// Volkov §3.7: barriers and extra transactions on the critical path.
TEST(VolkovModel, LatencyLeaves) {
  GPUSpec S = volkovGPU("gtx680");
  S.Latency.Barrier = 34, S.Latency.BlockLaunch = 0;
  WarpWorkload W;
  addIssued(W, InstrClass::GlobalMem, 1);
  addIssued(W, InstrClass::Barrier, 1);
  W.Requests = {{0, 1}};
  AccessInfo Div = coalescedLoad(S);
  Div.TransactionsPerRequest = Div.SectorsPerRequest = 32; // fully diverging
  W.Latency = LatencyExpr::seq({LatencyExpr::leaf(InstrClass::GlobalMem, 1, 0),
                                LatencyExpr::barrier(1)});
  Bounds B;
  // 8 warps per block on 4 schedulers: 1 warp ahead on the same scheduler.
  predict(W, {Div}, occupancy(16, 8), launch(256, 1000), S, ModelKind::Volkov,
          B);
  EXPECT_DOUBLE_EQ(B.LatencyCyclesPerWarp, 301 + (32 - 4) * 33 + 34 + 1);
  ASSERT_EQ(B.CriticalPath.size(), 2u);
  EXPECT_DOUBLE_EQ(B.CriticalPath[0].Cycles, 301 + 28 * 33);
  // Diverging accesses: 32 sectors x 32 B per request on the dram row.
  EXPECT_EQ(B.Throughput.front().Resource, Resource::DRAM);
  double BPC = 154e9 / (8 * 1.124e9);
  EXPECT_NEAR(B.Throughput.front().CyclesPerWarp, 1024 / BPC, 1e-9);
}

// L1Traffic.h, L2Traffic.h: a load's latency is (1 - f) L1 + f L2 + d (DRAM -
// L2) for its shares f beyond the L1 and d (at most f) in DRAM, and the L2
// row counts only the bytes that miss the L1.
TEST(VolkovModel, CacheSharesOfALoad) {
  GPUSpec S = volkovGPU("gtx680");
  S.Latency.BlockLaunch = 0;
  S.Latency.L1Hit = 30, S.Latency.L2Hit = 200, S.Latency.DRAM = 500;
  S.Throughput.L2GBps = 1e12; // 10^12 GB/s: the row exists, never binds
  WarpWorkload W;
  addIssued(W, InstrClass::GlobalMem, 1);
  W.Requests = {{0, 1}};
  W.Latency = LatencyExpr::leaf(InstrClass::GlobalMem, 1, 0);
  AccessInfo A = coalescedLoad(S);
  ASSERT_DOUBLE_EQ(A.TransactionsPerRequest,
                   S.Memory.coalescedTransactions()); // no extra latency
  A.L2Fraction = 0.25, A.LatencyL2Fraction = 0.5;
  A.DRAMFraction = 0.1, A.LatencyDRAMFraction = 0.2;
  auto latency = [&](const AccessInfo &Acc) {
    Bounds B;
    predict(W, {Acc}, occupancy(16, 8), launch(256, 1000), S, ModelKind::Volkov,
            B);
    return B.LatencyCyclesPerWarp;
  };
  EXPECT_DOUBLE_EQ(latency(A), 0.5 * 30 + 0.5 * 200 + 0.2 * 300);
  // DRAM's share is clamped to what goes beyond the L1.
  AccessInfo Clamped = A;
  Clamped.LatencyDRAMFraction = 0.8;
  EXPECT_DOUBLE_EQ(latency(Clamped), 0.5 * 30 + 0.5 * 500);
  // No L1 reuse: the L2's formula as before.
  AccessInfo NoL1 = A;
  NoL1.LatencyL2Fraction = NoL1.L2Fraction = 1;
  EXPECT_DOUBLE_EQ(latency(NoL1), 200 + 0.2 * 300);

  Bounds B;
  predict(W, {A}, occupancy(16, 8), launch(256, 1000), S, ModelKind::Volkov, B);
  auto L2 = std::find_if(
      B.Throughput.begin(), B.Throughput.end(),
      [](const ResourceBound &R) { return R.Resource == Resource::L2; });
  ASSERT_NE(L2, B.Throughput.end());
  EXPECT_NEAR(L2->CyclesPerWarp * bytesPerCyclePerSM(S.Throughput.L2GBps, S),
              128 * 0.25, 1e-6);
}

// Volkov §3.10, qualitatively: needed occupancy = latency x throughput.
namespace {
double neededWarps(const GPUSpec &S, const WarpWorkload &W,
                   const std::vector<AccessInfo> &Acc) {
  Bounds B;
  Prediction P = predict(W, Acc, occupancy(S.Occupancy.MaxWarpsPerSM, 8),
                         launch(256, 100000), S, ModelKind::Volkov, B);
  return P.NeededWarpsPerSM;
}
} // namespace

TEST(VolkovModel, Section310NeededOccupancy) {
  using E = LatencyExpr;
  for (const char *Name : {"gtx480", "gtx680", "gtx980"}) {
    GPUSpec S = volkovGPU(Name);
    // Permutation a[i] = b[c[i]]: identity vs random c.
    WarpWorkload Perm;
    addIssued(Perm, InstrClass::IntMad, 4);
    addIssued(Perm, InstrClass::GlobalMem, 3);
    Perm.Requests = {{0, 1}, {1, 1}, {2, 1}};
    Perm.Latency = E::seq({E::leaf(InstrClass::IntMad, 2),
                           E::leaf(InstrClass::GlobalMem, 1, 0),
                           E::leaf(InstrClass::IntMad, 1),
                           E::leaf(InstrClass::GlobalMem, 1, 1), E::ilp(1)});
    std::vector<AccessInfo> Ident(3, coalescedLoad(S));
    Ident[2] = coalescedStore(S);
    std::vector<AccessInfo> Random = Ident;
    Random[1].SectorsPerRequest = 32;
    Random[1].TransactionsPerRequest = 32;
    Random[1].Class = AccessClass::Scattered;
    EXPECT_LT(neededWarps(S, Perm, Random), neededWarps(S, Perm, Ident))
        << Name;

    // vabs: all-positive reads only; all-negative also negates and stores.
    std::vector<AccessInfo> Abs{coalescedLoad(S), coalescedLoad(S)};
    Abs[1] = coalescedStore(S);
    WarpWorkload Pos, Neg;
    for (WarpWorkload *V : {&Pos, &Neg}) {
      addIssued(*V, InstrClass::IntMad, 2);
      addIssued(*V, InstrClass::GlobalMem, 1);
      addIssued(*V, InstrClass::FP32Add, 1);
      addIssued(*V, InstrClass::Branch, 1);
      V->Requests = {{0, 1}};
    }
    Pos.Latency = E::seq(
        {E::leaf(InstrClass::IntMad, 2), E::leaf(InstrClass::GlobalMem, 1, 0),
         E::leaf(InstrClass::FP32Add), E::leaf(InstrClass::Branch)});
    addIssued(Neg, InstrClass::FP32Add, 1);
    addIssued(Neg, InstrClass::GlobalMem, 1);
    Neg.Requests.push_back({1, 1});
    Neg.Latency =
        E::seq({Pos.Latency, E::leaf(InstrClass::FP32Add), E::ilp(1)});
    EXPECT_LT(neededWarps(S, Neg, Abs), neededWarps(S, Pos, Abs)) << Name;

    // Black-Scholes: fast math shortens the dependent chain, same traffic.
    std::vector<AccessInfo> BS(5, coalescedLoad(S));
    for (int I = 3; I < 5; ++I)
      BS[I] = coalescedStore(S);
    auto BlackScholes = [&](double Chain, double Sfu) {
      WarpWorkload V;
      addIssued(V, InstrClass::GlobalMem, 5);
      addIssued(V, InstrClass::FP32Fma, Chain);
      addIssued(V, InstrClass::Ex2, Sfu);
      for (int I = 0; I < 5; ++I)
        V.Requests.push_back({I, 1});
      V.Latency = E::seq({E::max({E::leaf(InstrClass::GlobalMem, 1, 0),
                                  E::leaf(InstrClass::GlobalMem, 1, 1),
                                  E::leaf(InstrClass::GlobalMem, 1, 2)}),
                          E::leaf(InstrClass::FP32Fma, Chain),
                          E::leaf(InstrClass::Ex2, Sfu), E::ilp(2)});
      return V;
    };
    S.Latency.Ex2 = 2 * S.Latency.FP32Add;
    WarpWorkload Precise = BlackScholes(60, 6), Fast = BlackScholes(30, 4);
    Bounds BP, BF;
    predict(Precise, BS, occupancy(32, 8), launch(256, 1000), S,
            ModelKind::Volkov, BP);
    predict(Fast, BS, occupancy(32, 8), launch(256, 1000), S, ModelKind::Volkov,
            BF);
    ASSERT_EQ(BP.Throughput.front().Resource, Resource::DRAM)
        << Name; // memory-bound
    ASSERT_EQ(BF.Throughput.front().Resource, Resource::DRAM) << Name;
    EXPECT_LT(neededWarps(S, Fast, BS), neededWarps(S, Precise, BS)) << Name;
  }
}

// A warp instruction holds its pipe's lanes whether or not its lanes are
// masked: 100 fadds issued with 8 lanes active cost what 100 full ones do
// (G80: 8 CUDA cores, 4 cycles each). Compute capability 1.x runs an
// instruction as two half-warps and skips one that holds no thread of the
// block: a block of 16 threads costs half.
TEST(VolkovModel, MaskedLanesHoldThePipe) {
  GPUSpec S = volkovGPU("8800gtx");
  WarpWorkload W;
  addIssued(W, InstrClass::FP32Add, 100, /*Lanes=*/8);
  auto FP32Cycles = [&](double LaneSlots) {
    for (const ResourceBound &R : throughputBound(W, {}, S, nullptr, LaneSlots))
      if (R.Resource == Resource::FP32)
        return R.CyclesPerWarp;
    return -1.0;
  };
  EXPECT_DOUBLE_EQ(FP32Cycles(0), 100 * 32 / 8.0);
  EXPECT_DOUBLE_EQ(laneSlotsPerInstruction(launch(256, 1), S), 32);
  EXPECT_DOUBLE_EQ(laneSlotsPerInstruction(launch(16, 1), S), 16);
  EXPECT_DOUBLE_EQ(laneSlotsPerInstruction(launch(48, 1), S), (32 + 16) / 2.0);
  EXPECT_DOUBLE_EQ(laneSlotsPerInstruction(launch(40, 1), S), (32 + 16) / 2.0);
  EXPECT_DOUBLE_EQ(FP32Cycles(laneSlotsPerInstruction(launch(16, 1), S)),
                   100 * 16 / 8.0);
  // From Fermi on, every warp instruction holds the whole warp's slots.
  GPUSpec F = volkovGPU("gtx480");
  EXPECT_DOUBLE_EQ(laneSlotsPerInstruction(launch(16, 1), F), 32);
}

// predict() must be cheap enough for ranking thousands of configurations.
TEST(VolkovModel, PredictSpeed) {
  GPUSpec S = volkovGPU("gtx680");
  WarpWorkload W = synthetic(8);
  std::vector<AccessInfo> Acc{coalescedLoad(S)};
  for (ModelKind K : {ModelKind::Volkov, ModelKind::VolkovContention,
                      ModelKind::Baghsorkhi}) {
    const int Calls = 20000;
    double Sink = 0;
    auto T0 = std::chrono::steady_clock::now();
    for (int I = 0; I < Calls; ++I) {
      Bounds B;
      Sink += predict(W, Acc, occupancy(1 + I % 64), launch(32, 10000), S, K, B)
                  .TimeUs;
    }
    double Us = std::chrono::duration<double, std::micro>(
                    std::chrono::steady_clock::now() - T0)
                    .count() /
                Calls;
    std::printf("[ predict speed ] %s: %.2f us per call\n",
                modelName(K).str().c_str(), Us);
    EXPECT_GT(Sink, 0);
    EXPECT_LT(Us, 1000.0); // generous: a shared 2-core machine
  }
}

#include "gpuperf/Hardware/SpecRegistry.h"
#include "llvm/Support/Error.h"

// The same Table 4.2 check against the shipped gpu-specs/*.yaml, when they
// are built in (they are written in parallel with this stage).
TEST(VolkovModel, Table42ShippedSpecs) {
  unsigned Checked = 0;
  for (const VolkovRow &R : Table41) {
    llvm::Expected<GPUSpec> SOr = SpecRegistry::builtin().lookup(R.Name);
    if (!SOr) {
      llvm::consumeError(SOr.takeError());
      continue;
    }
    GPUSpec S = *SOr;
    S.Latency.BlockLaunch = 0; // T4.2's sequence is infinite
    bool Tesla = S.CCMajor < 2;
    for (double Alpha : {0.0, 1.0, 8.0, 64.0, 512.0})
      for (unsigned N = 1; N <= S.Occupancy.MaxWarpsPerSM; ++N) {
        double Expect = std::min(N / (R.MemLat + Alpha * R.AluLat), R.MemThru);
        Expect = std::min(Expect, Alpha == 0 ? R.IssueThru
                                  : Tesla    ? R.AluThru / Alpha
                                             : R.IssueThru / (Alpha + 1));
        double Got = modelMemIPC(S, synthetic(Alpha), N);
        EXPECT_NEAR(Got, Expect, Expect * 0.005)
            << R.Name << " alpha=" << Alpha << " n=" << N;
      }
    ++Checked;
  }
  if (!Checked)
    GTEST_SKIP() << "no Volkov GPU specs built in yet";
}
