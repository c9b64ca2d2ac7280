// Accesses whose address or guard uses a geometric induction variable (the
// rolled tree reductions of test/Inputs/Graph/reductions.cu, the scan of
// test/Inputs/Symbolic/geometric.cu): computed per value of the step, and
// checked request by request against the lanes' addresses computed directly.
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <functional>
#include <set>

using namespace llvm;
using namespace gpuperf;

namespace {

/// One kernel of an IR file of test/Inputs with its analyses, for a 1-D
/// block.
struct GeometricKernel {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Function *F = nullptr;
  std::unique_ptr<TargetLibraryInfoImpl> TLII;
  std::unique_ptr<TargetLibraryInfo> TLI;
  std::unique_ptr<AssumptionCache> AC;
  std::unique_ptr<DominatorTree> DT;
  std::unique_ptr<LoopInfo> LI;
  std::unique_ptr<ScalarEvolution> SE;
  ResolvedLaunch Launch;

  GeometricKernel(StringRef File, StringRef Name, unsigned Block) {
    SMDiagnostic Err;
    M = parseIRFile((GPUPERF_TEST_INPUTS "/" + File).str(), Err, Ctx);
    if (!M) {
      ADD_FAILURE() << Err.getMessage().str();
      return;
    }
    F = M->getFunction(Name);
    if (!F) {
      ADD_FAILURE() << "no kernel " << Name.str();
      return;
    }
    TLII =
        std::make_unique<TargetLibraryInfoImpl>(Triple(M->getTargetTriple()));
    TLI = std::make_unique<TargetLibraryInfo>(*TLII);
    AC = std::make_unique<AssumptionCache>(*F);
    DT = std::make_unique<DominatorTree>(*F);
    LI = std::make_unique<LoopInfo>(*DT);
    SE = std::make_unique<ScalarEvolution>(*F, *TLI, *AC, *DT, *LI);
    Launch.Block = {Block, 1, 1};
    Launch.Grid = {64, 1, 1};
  }

  std::map<const PHINode *, std::vector<int64_t>> values() {
    ThreadExprBuilder TEB(*F, *DT, *LI, Launch);
    std::vector<LoopTripInfo> Loops =
        computeLoopTrips(*LI, *SE, TEB, ControlOptions());
    return geometricIVValues(*F, *DT, *LI, *SE, Launch, Loops,
                             ControlOptions());
  }
  AccessPatterns patterns(bool WithValues) {
    AccessOptions Opts;
    if (WithValues)
      Opts.LoopPhiValues = values();
    return collectAccessPatterns(*F, *SE, *LI, *DT, Launch, Opts);
  }
};

const char *const Reductions = "Graph/reductions.ll";

/// A warp request: active lanes and their byte offsets (inactive lanes 0),
/// shifted so that the first active lane's offset is in [0, AlignPeriod).
using Request = std::pair<std::vector<bool>, std::vector<int64_t>>;

Request normalised(std::vector<bool> Active, std::vector<int64_t> Off) {
  int64_t Shift = 0;
  for (unsigned L = 0; L < Active.size(); ++L)
    if (Active[L]) {
      Shift = floorDiv(Off[L], AlignPeriod) * AlignPeriod;
      break;
    }
  for (unsigned L = 0; L < Active.size(); ++L)
    Off[L] = Active[L] ? Off[L] - Shift : 0;
  return {std::move(Active), std::move(Off)};
}

/// Each request with the number of times the warp issues it (its weight:
/// a request issued at several values of the step counts once per value).
using Requests = std::map<Request, double>;

Requests requestsOf(const WarpRequestVariants &W) {
  Requests Out;
  for (size_t V = 0; V < W.Variants.size(); ++V)
    Out[normalised(W.activeOf(V), W.Variants[V])] += W.weightOf(V);
  return Out;
}

/// The requests warp W issues over the values S of the step, each with how
/// many times it is issued, computed lane by lane: Guard(tid, s) says whether
/// the lane takes part and Offset(tid, s) is its byte offset.
Requests bruteForce(unsigned W, const std::vector<int64_t> &Steps,
                    std::function<bool(int64_t, int64_t)> Guard,
                    std::function<int64_t(int64_t, int64_t)> Offset) {
  Requests Out;
  for (int64_t S : Steps) {
    std::vector<bool> Active(32);
    std::vector<int64_t> Off(32);
    bool Any = false;
    for (unsigned L = 0; L < 32; ++L) {
      int64_t Tid = 32 * W + L;
      Active[L] = Guard(Tid, S);
      Off[L] = Offset(Tid, S);
      Any |= Active[L];
    }
    if (Any)
      Out[normalised(Active, Off)] += 1;
  }
  return Out;
}

std::vector<int64_t> onlyValues(GeometricKernel &K) {
  auto V = K.values();
  EXPECT_EQ(V.size(), 1u);
  return V.empty() ? std::vector<int64_t>() : V.begin()->second;
}

} // namespace

TEST(GeometricAccess, StepValuesFollowTheLoop) {
  GeometricKernel Up(Reductions, "reduce_strided", 256),
      Down(Reductions, "reduce_sequential", 256);
  EXPECT_EQ(onlyValues(Up),
            (std::vector<int64_t>{1, 2, 4, 8, 16, 32, 64, 128}));
  // The rotated loop's phi holds 2s: s = phi >> 1 is computed in the body.
  EXPECT_EQ(onlyValues(Down),
            (std::vector<int64_t>{256, 128, 64, 32, 16, 8, 4, 2}));
}

TEST(GeometricAccess, StridedIndexRequestsMatchTheLanes) {
  for (unsigned Block : {64u, 256u, 512u}) {
    GeometricKernel K(Reductions, "reduce_strided", Block);
    std::vector<int64_t> Steps = onlyValues(K);
    AccessPatterns P = K.patterns(true);
    ASSERT_EQ(P.Accesses.size(), 7u);
    auto Guard = [&](int64_t Tid, int64_t S) { return 2 * S * Tid < Block; };
    // Program order in the loop: sdata[index + s], sdata[index] (load,
    // store).
    auto Far = [](int64_t Tid, int64_t S) { return 4 * (2 * S * Tid + S); };
    auto Near = [](int64_t Tid, int64_t S) { return 4 * (2 * S * Tid); };
    for (unsigned A = 2; A <= 4; ++A) {
      const AccessPattern &AP = P.Accesses[A];
      EXPECT_FALSE(AP.Info.DataDependent) << AP.Info.Loc;
      ASSERT_EQ(AP.Lanes.Warps.size(), Block / 32);
      for (unsigned W = 0; W < Block / 32; ++W)
        EXPECT_EQ(requestsOf(AP.Lanes.Warps[W]),
                  bruteForce(W, Steps, Guard, A == 2 ? Far : Near))
            << "block " << Block << ", access " << A << ", warp " << W;
    }
  }
}

TEST(GeometricAccess, SequentialRequestsMatchTheLanes) {
  GeometricKernel K(Reductions, "reduce_sequential", 256);
  std::vector<int64_t> Steps = onlyValues(K);
  AccessPatterns P = K.patterns(true);
  ASSERT_EQ(P.Accesses.size(), 7u);
  // S is the phi's value, 2s.
  auto Guard = [](int64_t Tid, int64_t S) { return Tid < S / 2; };
  auto Far = [](int64_t Tid, int64_t S) { return 4 * (Tid + S / 2); };
  auto Near = [](int64_t Tid, int64_t) { return 4 * Tid; };
  for (unsigned A = 2; A <= 4; ++A)
    for (unsigned W = 0; W < 8; ++W)
      EXPECT_EQ(requestsOf(P.Accesses[A].Lanes.Warps[W]),
                bruteForce(W, Steps, Guard, A == 2 ? Far : Near))
          << "access " << A << ", warp " << W;
}

TEST(GeometricAccess, ScanGuardMaskedByTheStep) {
  GeometricKernel K("Symbolic/geometric.ll", "upsweep", 256);
  std::vector<int64_t> Steps = onlyValues(K);
  EXPECT_EQ(Steps.size(), 9u); // d = 1, 2, ..., 256
  AccessPatterns P = K.patterns(true);
  std::vector<const AccessPattern *> Guarded;
  for (const AccessPattern &AP : P.Accesses)
    if (!AP.Guard.empty())
      Guarded.push_back(&AP);
  ASSERT_EQ(Guarded.size(), 3u); // temp[2t + 1 - d], temp[2t + 1] (x2)
  auto Guard = [](int64_t T, int64_t D) { return (T + 1) % D == 0; };
  auto Far = [](int64_t T, int64_t D) { return 4 * (2 * T + 1 - D); };
  auto Near = [](int64_t T, int64_t) { return 4 * (2 * T + 1); };
  for (unsigned A = 0; A < 3; ++A) {
    EXPECT_FALSE(Guarded[A]->Info.DataDependent);
    for (const Reason &R : Guarded[A]->Info.Assumptions)
      EXPECT_NE(R.Kind, ReasonKind::GuardNotModelled) << R.Message;
    for (unsigned W = 0; W < 8; ++W)
      EXPECT_EQ(requestsOf(Guarded[A]->Lanes.Warps[W]),
                bruteForce(W, Steps, Guard, A == 0 ? Far : Near))
          << "access " << A << ", warp " << W;
  }
}

TEST(GeometricAccess, BankConflictsPerStepAsUnrolled) {
  // Harris's strided index: s = 1, 2, ..., 128 give 2, 4, 8, 8, 8, 4, 2
  // and 1 ways (the unrolled twin in kernels.cu, AccessAnalysisIRTest).
  GeometricKernel K(Reductions, "reduce_strided", 256);
  GPUSpec S;
  S.Throughput.SharedBanks = 32;
  S.Throughput.SharedBankBytes = 4;
  std::vector<AccessInfo> A = classify(K.patterns(true), S);
  for (unsigned I = 2; I <= 4; ++I) {
    EXPECT_EQ(A[I].Space, MemorySpace::Shared);
    EXPECT_DOUBLE_EQ(A[I].MinBankConflictWays, 1) << A[I].Loc;
    EXPECT_DOUBLE_EQ(A[I].MaxBankConflictWays, 8) << A[I].Loc;
    EXPECT_NE(A[I].SymbolicForm.find(" = 1: "), std::string::npos)
        << A[I].SymbolicForm;
  }
}

TEST(GeometricAccess, CostsAreMeansOverEveryRequestIssued) {
  // Each step is one request of every warp with an active lane, so the
  // means weigh warp 0 (active at all 8 steps) eight times as much as a warp
  // active at one: the brute-force means over requests, not over warps or
  // over distinct request shapes. (Both loads of one guarded block had
  // different active fractions when shapes were counted once.)
  GeometricKernel K(Reductions, "reduce_strided", 256);
  std::vector<int64_t> Steps = onlyValues(K);
  GPUSpec S;
  S.Throughput.SharedBanks = 32;
  S.Throughput.SharedBankBytes = 4;
  std::vector<AccessInfo> A = classify(K.patterns(true), S);
  auto Far = [](int64_t Tid, int64_t St) { return 4 * (2 * St * Tid + St); };
  double Lanes = 0, Ways = 0, Issued = 0;
  for (int64_t St : Steps)
    for (unsigned W = 0; W < 8; ++W) {
      std::vector<bool> Active(32);
      std::vector<int64_t> Off(32);
      unsigned N = 0;
      for (unsigned L = 0; L < 32; ++L) {
        int64_t Tid = 32 * W + L;
        Active[L] = 2 * St * Tid < 256;
        Off[L] = Far(Tid, St);
        N += Active[L];
      }
      if (!N)
        continue;
      Issued += 1;
      Lanes += N / 32.0;
      Ways += bankConflictWays(Off, Active, 4, S.Throughput);
    }
  EXPECT_DOUBLE_EQ(A[2].ActiveLaneFraction, Lanes / Issued);
  EXPECT_DOUBLE_EQ(A[2].BankConflictWays, Ways / Issued);
  // The other two accesses of the block share its guard.
  EXPECT_DOUBLE_EQ(A[3].ActiveLaneFraction, Lanes / Issued);
  EXPECT_DOUBLE_EQ(A[4].ActiveLaneFraction, Lanes / Issued);
}

TEST(GeometricAccess, WithoutValuesTheStepIsDataDependent) {
  GeometricKernel K(Reductions, "reduce_sequential", 256);
  AccessPatterns P = K.patterns(false);
  EXPECT_TRUE(P.Accesses[2].Info.DataDependent);
}
