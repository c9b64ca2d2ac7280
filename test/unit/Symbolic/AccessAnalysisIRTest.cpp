// IR-level tests: clang -O2 -g NVPTX output of test/Inputs/Symbolic/kernels.cu.
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

#include <algorithm>
#include <chrono>
#include <set>

using namespace llvm;
using namespace gpuperf;

namespace {

struct Kernels {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  Kernels() {
    SMDiagnostic Err;
    M = parseIRFile(GPUPERF_TEST_INPUTS "/Symbolic/kernels.ll", Err, Ctx);
  }
};

Kernels &kernels() {
  static Kernels K;
  return K;
}

GPUSpec spec(CoalescingRule R = CoalescingRule::Sectors, unsigned Banks = 32,
             unsigned BankBytes = 4) {
  GPUSpec S;
  S.Memory.Coalescing = R;
  S.Throughput.SharedBanks = Banks;
  S.Throughput.SharedBankBytes = BankBytes;
  return S;
}

AccessPatterns collect(StringRef Name, Dim3 Block, Dim3 Grid,
                       std::map<std::string, int64_t> Args = {},
                       AccessOptions Opts = {}) {
  Module *M = kernels().M.get();
  EXPECT_NE(M, nullptr);
  Function *F = M->getFunction(Name);
  EXPECT_NE(F, nullptr) << Name.str();
  TargetLibraryInfoImpl TLII(Triple(M->getTargetTriple()));
  TargetLibraryInfo TLI(TLII);
  AssumptionCache AC(*F);
  DominatorTree DT(*F);
  LoopInfo LI(DT);
  ScalarEvolution SE(*F, TLI, AC, DT, LI);
  ResolvedLaunch L;
  L.Block = Block;
  L.Grid = Grid;
  L.Args = std::move(Args);
  return collectAccessPatterns(*F, SE, LI, DT, L, Opts);
}

std::vector<AccessInfo> run(StringRef Name, Dim3 Block, Dim3 Grid,
                            std::map<std::string, int64_t> Args = {},
                            const GPUSpec &S = spec(),
                            AccessOptions Opts = {}) {
  return classify(collect(Name, Block, Grid, std::move(Args), Opts), S);
}

std::string dump(const std::vector<AccessInfo> &A) {
  std::string S;
  for (auto &I : A) {
    S += I.Loc + " " + memorySpaceName(I.Space).str() + " " +
         accessKindName(I.Kind).str() +
         " b=" + std::to_string(I.BytesPerThread) +
         " sec=" + std::to_string(I.SectorsPerRequest) +
         " tr=" + std::to_string(I.TransactionsPerRequest) +
         " ways=" + std::to_string(I.BankConflictWays) + " " + I.Class.str() + " [" +
         I.SymbolicForm + "]";
    for (auto &X : I.Assumptions)
      S += "\n    - " + X.Message;
    S += "\n";
  }
  return S;
}

} // namespace

TEST(AccessAnalysisIR, InputParses) { ASSERT_NE(kernels().M, nullptr); }

TEST(AccessAnalysisIR, CopyCoalesced) {
  auto A = run("copy", {256, 1, 1}, {64, 1, 1}, {{"n", 1 << 20}});
  ASSERT_EQ(A.size(), 2u) << dump(A);
  for (auto &I : A) {
    EXPECT_EQ(I.Space, MemorySpace::Global);
    EXPECT_DOUBLE_EQ(I.SectorsPerRequest, 4) << dump(A);
    EXPECT_DOUBLE_EQ(I.IdealSectorsPerRequest, 4);
    EXPECT_EQ(I.Class.str(), "coalesced");
    EXPECT_NE(I.Loc.find("kernels.cu:"), std::string::npos);
  }
  EXPECT_EQ(A[0].Kind, AccessKind::Load);
  EXPECT_EQ(A[1].Kind, AccessKind::Store);
  ASSERT_NE(A[0].Inst, nullptr);
}

TEST(AccessAnalysisIR, StrideAndOffset) {
  auto S2 = run("stride2", {256, 1, 1}, {64, 1, 1});
  EXPECT_DOUBLE_EQ(S2[0].SectorsPerRequest, 8) << dump(S2);
  EXPECT_EQ(S2[0].Class.str(), "strided(2)");
  auto K = run("stride_k", {256, 1, 1}, {64, 1, 1}, {{"k", 8}});
  EXPECT_DOUBLE_EQ(K[0].SectorsPerRequest, 32) << dump(K);
  // Unknown k: kept symbolic, with the assumption stated.
  auto KU = run("stride_k", {256, 1, 1}, {64, 1, 1});
  EXPECT_NE(KU[0].SymbolicForm.find("k"), std::string::npos) << dump(KU);
  EXPECT_DOUBLE_EQ(KU[0].SectorsPerRequest, 32) << dump(KU);
  bool Stated = false;
  for (auto &X : KU[0].Assumptions)
    Stated |= X.Message.find("unknown") != std::string::npos;
  EXPECT_TRUE(Stated) << dump(KU);
  auto O = run("offset1", {256, 1, 1}, {64, 1, 1});
  EXPECT_DOUBLE_EQ(O[0].SectorsPerRequest, 5) << dump(O);
  EXPECT_DOUBLE_EQ(O[0].IdealSectorsPerRequest, 4);
  EXPECT_EQ(O[0].Class.str(), "misaligned");
  auto OF =
      run("offset1", {256, 1, 1}, {64, 1, 1}, {}, spec(CoalescingRule::Fermi));
  EXPECT_DOUBLE_EQ(OF[0].TransactionsPerRequest, 2);
  auto OG = run("offset1", {256, 1, 1}, {64, 1, 1}, {},
                spec(CoalescingRule::G80, 16));
  EXPECT_DOUBLE_EQ(OG[0].TransactionsPerRequest, 32);
}

TEST(AccessAnalysisIR, Tile2DAlignmentDependsOnN) {
  // 16x16 block: a warp covers two rows n floats apart.
  auto A = run("tile2d", {16, 16, 1}, {4, 4, 1}, {{"n", 64}});
  EXPECT_DOUBLE_EQ(A[0].SectorsPerRequest, 4) << dump(A);
  // n = 65: rows shift alignment by 4 bytes per row: average over residues.
  auto B = run("tile2d", {16, 16, 1}, {4, 4, 1}, {{"n", 65}});
  EXPECT_GT(B[0].SectorsPerRequest, 4) << dump(B);
  // Rows 260 B apart: 2+3 sectors at best, 3+3 at worst.
  EXPECT_DOUBLE_EQ(B[0].MaxSectorsPerRequest, 6);
  EXPECT_DOUBLE_EQ(B[0].MinSectorsPerRequest, 5);
}

TEST(AccessAnalysisIR, Transposes) {
  auto N = run("transpose_naive", {32, 32, 1}, {8, 8, 1}, {{"n", 256}});
  ASSERT_EQ(N.size(), 2u);
  EXPECT_DOUBLE_EQ(N[0].SectorsPerRequest, 4) << dump(N);  // load rows
  EXPECT_DOUBLE_EQ(N[1].SectorsPerRequest, 32) << dump(N); // store columns
  auto S = run("transpose_shared", {32, 32, 1}, {8, 8, 1}, {{"n", 256}});
  ASSERT_EQ(S.size(), 4u) << dump(S);
  EXPECT_EQ(S[1].Space, MemorySpace::Shared);
  EXPECT_DOUBLE_EQ(S[1].BankConflictWays, 1) << dump(S);  // tile[ty][tx]
  EXPECT_DOUBLE_EQ(S[2].BankConflictWays, 32) << dump(S); // tile[tx][ty]
  EXPECT_DOUBLE_EQ(S[3].SectorsPerRequest, 4);
  auto P = run("transpose_padded", {32, 32, 1}, {8, 8, 1}, {{"n", 256}});
  EXPECT_DOUBLE_EQ(P[2].BankConflictWays, 1) << dump(P);
  // CC 1.x: 16 banks, half-warp requests.
  auto S1 = run("transpose_shared", {32, 32, 1}, {8, 8, 1}, {{"n", 256}},
                spec(CoalescingRule::GT200, 16));
  EXPECT_DOUBLE_EQ(S1[2].BankConflictWays, 16) << dump(S1);
}

TEST(AccessAnalysisIR, Matmul) {
  auto N = run("matmul_naive", {16, 16, 1}, {4, 4, 1}, {{"n", 64}});
  // clang unrolls the k loop by 2; the remainder iteration's k is a PHI of
  // the unrolled loop's exit value, and it runs only when n is odd.
  // A[row*n+k]: two rows per warp, same k: 2 distinct words -> 2 sectors;
  // B[k*n+col]: 16 consecutive floats, same for both rows: 2 sectors.
  unsigned Issued = 0, Silent = 0;
  for (auto &I : N) {
    EXPECT_FALSE(I.DataDependent) << dump(N);
    if (I.Kind != AccessKind::Load)
      continue;
    if (I.ActiveLaneFraction == 0) {
      ++Silent; // remainder: n even, never executed
      EXPECT_DOUBLE_EQ(I.SectorsPerRequest, 0) << dump(N);
      continue;
    }
    ++Issued;
    EXPECT_DOUBLE_EQ(I.SectorsPerRequest, 2) << dump(N);
  }
  EXPECT_EQ(Issued, 4u) << dump(N);
  EXPECT_EQ(Silent, 2u) << dump(N);
  // n odd: the remainder executes with k = n - 1, exactly like the body.
  auto O = run("matmul_naive", {16, 16, 1}, {4, 4, 1}, {{"n", 65}});
  ASSERT_EQ(O.size(), 7u) << dump(O);
  for (auto &I : O)
    EXPECT_FALSE(I.DataDependent) << dump(O);
  EXPECT_DOUBLE_EQ(O[0].SectorsPerRequest, 2) << dump(O); // A[row*n+64]
  EXPECT_DOUBLE_EQ(O[1].SectorsPerRequest, 2) << dump(O); // B[64*65+col]
  EXPECT_DOUBLE_EQ(O[0].ActiveLaneFraction, 1) << dump(O);
  // n unknown: the PHI becomes a select on n == 1; still not data-dependent.
  auto U = run("matmul_naive", {16, 16, 1}, {4, 4, 1});
  for (auto &I : U)
    EXPECT_FALSE(I.DataDependent) << dump(U);
  for (auto &I : N) {
    if (I.Kind == AccessKind::Store) {
      EXPECT_DOUBLE_EQ(I.SectorsPerRequest, 4) << dump(N); // C[row*n+col]
    }
  }
  auto T = run("matmul_tiled", {16, 16, 1}, {4, 4, 1}, {{"n", 64}});
  std::string D = dump(T);
  unsigned Shared = 0, Global = 0;
  for (auto &I : T) {
    if (I.Space == MemorySpace::Shared) {
      ++Shared;
      EXPECT_LE(I.BankConflictWays, 1) << D; // As[ty][k] broadcast, Bs[k][tx]
    } else {
      ++Global;
      if (I.Kind == AccessKind::Load) {
        EXPECT_DOUBLE_EQ(I.SectorsPerRequest, 4) << D; // 2 rows x 64 B
      }
    }
  }
  EXPECT_GE(Shared, 4u) << D;
  EXPECT_EQ(Global, 3u) << D;
}

TEST(AccessAnalysisIR, AosSoaAndTypes) {
  auto A = run("aos", {256, 1, 1}, {64, 1, 1});
  EXPECT_DOUBLE_EQ(A[0].SectorsPerRequest, 12) << dump(A); // 12-byte stride
  EXPECT_EQ(A[0].Class.str(), "strided(3)");
  auto S = run("soa", {256, 1, 1}, {64, 1, 1});
  EXPECT_DOUBLE_EQ(S[0].SectorsPerRequest, 4);
  auto T = run("types", {256, 1, 1}, {64, 1, 1});
  ASSERT_GE(T.size(), 5u) << dump(T);
  EXPECT_EQ(T[0].BytesPerThread, 1u);
  EXPECT_DOUBLE_EQ(T[0].SectorsPerRequest, 1) << dump(T);
  EXPECT_EQ(T[1].BytesPerThread, 2u);
  EXPECT_DOUBLE_EQ(T[1].SectorsPerRequest, 2);
  EXPECT_EQ(T[2].BytesPerThread, 8u);
  EXPECT_DOUBLE_EQ(T[2].SectorsPerRequest, 8);
  // clang splits the 16-byte struct copy: only .x is loaded, 16 bytes apart.
  EXPECT_EQ(T[3].BytesPerThread, 4u) << dump(T);
  EXPECT_DOUBLE_EQ(T[3].SectorsPerRequest, 16);
  EXPECT_EQ(T[3].Class.str(), "strided(4)");
  // G80: char accesses are never coalesced; strided access is 16 per half.
  auto G =
      run("types", {256, 1, 1}, {64, 1, 1}, {}, spec(CoalescingRule::G80, 16));
  EXPECT_DOUBLE_EQ(G[0].TransactionsPerRequest, 32) << dump(G);
  EXPECT_DOUBLE_EQ(G[2].TransactionsPerRequest, 2) << dump(G); // double
  EXPECT_DOUBLE_EQ(G[3].TransactionsPerRequest, 32) << dump(G);
}

TEST(AccessAnalysisIR, GatherIsDataDependent) {
  auto A = run("gather", {256, 1, 1}, {64, 1, 1});
  ASSERT_EQ(A.size(), 3u) << dump(A);
  EXPECT_EQ(A[0].Class.str(), "coalesced"); // idx[i]
  EXPECT_TRUE(A[1].DataDependent) << dump(A);
  EXPECT_EQ(A[1].Class.str(), "data-dependent");
  EXPECT_DOUBLE_EQ(A[1].SectorsPerRequest, 32);
  ASSERT_FALSE(A[1].Assumptions.empty());
  EXPECT_EQ(A[1].Assumptions.back().Kind, ReasonKind::AddressNotModelled);
  EXPECT_NE(A[1].Assumptions.back().Message.find("assumed scattered"),
            std::string::npos);
  // User override by line.
  std::string Line = A[1].Loc.substr(A[1].Loc.find(':') + 1);
  Line = Line.substr(0, Line.find(':'));
  AccessOptions O;
  O.AssumeAccess[Line] = "coalesced";
  auto B = run("gather", {256, 1, 1}, {64, 1, 1}, {}, spec(), O);
  EXPECT_DOUBLE_EQ(B[1].SectorsPerRequest, 4) << dump(B);
  EXPECT_NE(B[1].Assumptions.back().Message.find("--assume-access"),
            std::string::npos);
}

TEST(AccessAnalysisIR, Reductions) {
  auto I = run("reduce_strided_index", {256, 1, 1}, {64, 1, 1});
  auto S = run("reduce_sequential", {256, 1, 1}, {64, 1, 1});
  double WorstI = 0, WorstS = 0;
  for (auto &A : I)
    if (A.Space == MemorySpace::Shared)
      WorstI = std::max(WorstI, A.MaxBankConflictWays);
  for (auto &A : S)
    if (A.Space == MemorySpace::Shared)
      WorstS = std::max(WorstS, A.MaxBankConflictWays);
  EXPECT_GT(WorstI, 1) << dump(I);        // 2*s*tid: strided, conflicts
  EXPECT_DOUBLE_EQ(WorstS, 1) << dump(S); // sequential: conflict-free
  auto V = run("reduce_interleaved", {256, 1, 1}, {64, 1, 1});
  for (auto &A : V) {
    if (A.Space == MemorySpace::Shared) {
      EXPECT_DOUBLE_EQ(A.MaxBankConflictWays, 1) << dump(V);
    }
  }
  // Guards: only the lanes with index < 256 take part. clang unrolls the s
  // loop; each copy is (load, load, store) on sdata at [2]+3*k.
  ASSERT_EQ(I.size(), 28u) << dump(I);
  const double Ways[] = {2, 4, 8, 8, 8, 4, 2, 1}; // s = 1, 2, ..., 128
  const double Frac[] = {1, 1, 1, 0.5, 0.25, 0.125, 0.0625, 0.03125};
  for (unsigned K = 0; K < 8; ++K)
    for (unsigned J = 0; J < 3; ++J) {
      const AccessInfo &A = I[2 + 3 * K + J];
      EXPECT_DOUBLE_EQ(A.BankConflictWays, Ways[K]) << K << "\n" << dump(I);
      EXPECT_DOUBLE_EQ(A.ActiveLaneFraction, Frac[K]) << K << "\n" << dump(I);
    }
  // Interleaved: tid % (2s) == 0: half, a quarter, ... of the lanes; from
  // s = 32 on only lane 0 of some warps, the other warps issue nothing.
  ASSERT_EQ(V.size(), 28u) << dump(V);
  const double FracV[] = {0.5,     0.25,    0.125,   0.0625,
                          0.03125, 0.03125, 0.03125, 0.03125};
  for (unsigned K = 0; K < 8; ++K)
    EXPECT_DOUBLE_EQ(V[2 + 3 * K].ActiveLaneFraction, FracV[K]) << dump(V);
  // Sequential: tid < s.
  EXPECT_DOUBLE_EQ(S[2].ActiveLaneFraction, 1) << dump(S); // s = 128
  EXPECT_DOUBLE_EQ(S[2 + 3 * 7].ActiveLaneFraction, 1.0 / 32) << dump(S);
}

TEST(AccessAnalysisIR, UnmodelledGuardIsStated) {
  // copy: if (i < n) with n unknown: all lanes assumed active, said so.
  auto A = run("copy", {256, 1, 1}, {64, 1, 1});
  ASSERT_EQ(A.size(), 2u);
  bool Stated = false;
  for (auto &X : A[0].Assumptions)
    Stated |= X.Kind == ReasonKind::GuardNotModelled &&
              X.Message.find("guard at kernels.cu:") != std::string::npos &&
              X.Message.find("all lanes assumed active") != std::string::npos;
  EXPECT_TRUE(Stated) << dump(A);
  EXPECT_DOUBLE_EQ(A[0].ActiveLaneFraction, 1);
  // n known and not a multiple of the block: the last block's tail warps.
  auto B = run("copy", {256, 1, 1}, {4, 1, 1}, {{"n", 1000}});
  EXPECT_LT(B[0].ActiveLaneFraction, 1) << dump(B);
  EXPECT_GT(B[0].ActiveLaneFraction, 0) << dump(B);
}

TEST(AccessAnalysisIR, GridStrideLoop) {
  auto A = run("grid_stride", {256, 1, 1}, {64, 1, 1}, {{"n", 1 << 20}});
  ASSERT_EQ(A.size(), 2u) << dump(A);
  for (auto &I : A) {
    EXPECT_DOUBLE_EQ(I.SectorsPerRequest, 4) << dump(A);
    EXPECT_FALSE(I.DataDependent);
  }
}

// Without the loop table's counts, the last iteration of a loop whose
// count depends on the lane and the outer iteration is ISL's, over the
// outer loop's iterations: each lane is counted while it is in the loop, as
// a walk over every lane finds (before, the inner iteration was unbounded
// and the requests weighed alike: 0.267857 of the lanes for 0.296875).
TEST(AccessAnalysisIR, LanesLeaveALoopCountedByTheOuterIteration) {
  const int M = 6;
  for (unsigned Block : {32u, 64u}) {
    double Requests = 0, Lanes = 0, Sectors = 0;
    for (unsigned W = 0; W * 32 < Block; ++W)
      for (int J = 0; J < M; ++J)
        for (int It = 0;; ++It) {
          std::set<int64_t> Touched;
          unsigned Active = 0;
          for (unsigned T = W * 32; T < W * 32 + 32; ++T)
            if (int K = int(T) + 32 * It; K < 8 * J) {
              ++Active;
              Touched.insert(4 * (K + 256 * J) / 32);
            }
          if (!Active)
            break;
          Requests += 1;
          Lanes += Active / 32.0;
          Sectors += double(Touched.size());
        }
    auto A = run("triangular_rows", {Block, 1, 1}, {1, 1, 1}, {{"m", M}});
    ASSERT_EQ(A.size(), 1u) << dump(A);
    EXPECT_NEAR(A[0].ActiveLaneFraction, Lanes / Requests, 1e-9) << dump(A);
    EXPECT_NEAR(A[0].SectorsPerRequest, Sectors / Requests, 1e-9) << dump(A);
    for (const Reason &R : A[0].Assumptions)
      EXPECT_NE(R.Kind, ReasonKind::UnboundedInductionVariable) << dump(A);
  }
}

TEST(AccessAnalysisIR, AtomicsAndProgramOrder) {
  auto A = run("atomic_hist", {256, 1, 1}, {64, 1, 1});
  ASSERT_EQ(A.size(), 2u) << dump(A);
  EXPECT_EQ(A[1].Kind, AccessKind::Atomic);
  EXPECT_DOUBLE_EQ(A[1].SectorsPerRequest, 2)
      << dump(A); // 16 ints, 2 lanes each
}

TEST(AccessAnalysisIR, OneInfoPerMemoryInstruction) {
  for (Function &F : *kernels().M) {
    if (F.isDeclaration())
      continue;
    unsigned N = 0;
    for (BasicBlock &B : F)
      for (Instruction &I : B)
        N += isa<LoadInst>(I) || isa<StoreInst>(I) || isa<AtomicRMWInst>(I) ||
             isa<AtomicCmpXchgInst>(I);
    auto A = run(F.getName(), {128, 1, 1}, {4, 1, 1}, {{"n", 512}});
    EXPECT_EQ(A.size(), N) << F.getName().str();
    for (size_t K = 1; K < A.size(); ++K)
      EXPECT_TRUE(A[K - 1].Inst->comesBefore(A[K].Inst) ||
                  A[K - 1].Inst->getParent() != A[K].Inst->getParent());
  }
}

// Not an assertion on time: prints analysis time per kernel.
TEST(AccessAnalysisIR, TimingReport) {
  std::vector<double> Ms;
  for (Function &F : *kernels().M) {
    if (F.isDeclaration())
      continue;
    auto T0 = std::chrono::steady_clock::now();
    auto P = collect(F.getName(), {16, 16, 1}, {8, 8, 1}, {{"n", 1024}});
    auto A = classify(P, spec());
    auto T1 = std::chrono::steady_clock::now();
    Ms.push_back(std::chrono::duration<double, std::milli>(T1 - T0).count());
    EXPECT_FALSE(A.empty());
  }
  std::sort(Ms.begin(), Ms.end());
  std::printf(
      "[timing] %zu kernels, block 16x16: median %.2f ms, max %.2f ms\n",
      Ms.size(), Ms[Ms.size() / 2], Ms.back());
}
