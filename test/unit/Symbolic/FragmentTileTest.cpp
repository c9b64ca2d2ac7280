// wmma fragment loads and stores (TensorOp.h): every request of every tile
// shape, fragment, layout and leading dimension, as the access analysis
// computes it, against the lanes' offsets computed one by one from the
// model (lane l of request r reads chunk (l + 32 r) / lines of line
// (l + 32 r) % lines); and the requests together read each byte of the
// tile's lines exactly once, and nothing else.
#include "gpuperf/IR/TensorOp.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <map>

using namespace llvm;
using namespace gpuperf;

namespace {

struct TileCase {
  const char *Intrinsic; ///< after llvm.nvvm.wmma.
  unsigned Lines, LineBytes, ElemBytes;
  bool Shared;
};

/// A kernel of one warp that calls \p C's intrinsic on a tile at byte 0 of
/// its object with leading dimension \p LD (elements).
std::string kernelText(const TileCase &C, unsigned LD) {
  bool Store = StringRef(C.Intrinsic).contains(".store.");
  std::string Ptr = C.Shared ? "ptr addrspace(3)" : "ptr";
  std::string Base = C.Shared ? "@tile" : "%g";
  std::string Name =
      std::string("llvm.nvvm.wmma.") + C.Intrinsic + (C.Shared ? ".p3" : ".p0");
  std::string Call =
      Store ? formatv("call void @{0}({1} {2}, float 0.0, i32 {3})", Name, Ptr,
                      Base, LD)
                  .str()
            : formatv("%v = call {{ i32 } @{0}({1} {2}, i32 {3})", Name, Ptr,
                      Base, LD)
                  .str();
  std::string Decl =
      Store ? formatv("declare void @{0}({1}, float, i32)", Name, Ptr).str()
            : formatv("declare {{ i32 } @{0}({1}, i32)", Name, Ptr).str();
  return formatv(R"(
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [16384 x i8] undef, align 256
define ptx_kernel void @k(ptr %g) {
  {0}
  ret void
}
{1}
)",
                 Call, Decl)
      .str();
}

struct Analysed {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  AccessPatterns P;
  Analysed(const std::string &Text) {
    SMDiagnostic Err;
    M = parseAssemblyString(Text, Err, Ctx);
    if (!M) {
      ADD_FAILURE() << Err.getMessage().str() << "\n" << Text;
      return;
    }
    Function &F = *M->getFunction("k");
    TargetLibraryInfoImpl TLII(Triple(M->getTargetTriple()));
    TargetLibraryInfo TLI(TLII);
    AssumptionCache AC(F);
    DominatorTree DT(F);
    LoopInfo LI(DT);
    ScalarEvolution SE(F, TLI, AC, DT, LI);
    ResolvedLaunch Launch;
    Launch.Block = {32, 1, 1};
    Launch.Grid = {1, 1, 1};
    P = collectAccessPatterns(F, SE, LI, DT, Launch, AccessOptions());
  }
};

const TileCase Cases[] = {
    {"m16n16k16.load.a.row.stride.f16", 16, 32, 2, true},
    {"m16n16k16.load.a.col.stride.f16", 16, 32, 2, true},
    {"m16n16k16.load.b.row.stride.f16", 16, 32, 2, false},
    {"m16n16k16.load.c.row.stride.f32", 16, 64, 4, true},
    {"m16n16k16.store.d.col.stride.f32", 16, 64, 4, false},
    {"m32n8k16.load.a.row.stride.f16", 32, 32, 2, true},
    {"m8n32k16.load.a.row.stride.f16", 8, 32, 2, false},
    {"m8n32k16.load.b.col.stride.f16", 32, 32, 2, true},
    {"m16n16k8.load.a.row.stride.tf32", 16, 32, 4, true},
};

} // namespace

TEST(FragmentTile, RequestsMatchTheLanesAndCoverTheTile) {
  for (const TileCase &C : Cases)
    for (unsigned Pad : {0u, 8u, 24u}) {
      unsigned LD = C.LineBytes / C.ElemBytes + Pad; // elements per line
      int64_t Pitch = int64_t(LD) * C.ElemBytes;
      Analysed A(kernelText(C, LD));
      ASSERT_TRUE(A.M);
      unsigned Chunk = 16;
      while (Chunk > 1 &&
             (Chunk * 32 > C.Lines * C.LineBytes || C.LineBytes % Chunk))
        Chunk /= 2;
      unsigned Requests = C.Lines * C.LineBytes / (32 * Chunk);
      ASSERT_EQ(A.P.Accesses.size(), Requests) << C.Intrinsic;
      std::map<int64_t, unsigned> Reads; // byte -> times read
      for (unsigned R = 0; R < Requests; ++R) {
        const AccessPattern &AP = A.P.Accesses[R];
        std::string What =
            formatv("{0} ld {1} request {2}", C.Intrinsic, LD, R).str();
        EXPECT_FALSE(AP.Info.DataDependent) << What;
        EXPECT_EQ(AP.Info.BytesPerThread, Chunk) << What;
        EXPECT_EQ(AP.Info.Space,
                  C.Shared ? MemorySpace::Shared : MemorySpace::Global)
            << What;
        ASSERT_EQ(AP.Lanes.Warps.size(), 1u) << What;
        const WarpRequestVariants &W = AP.Lanes.Warps[0];
        ASSERT_EQ(W.Variants.size(), 1u) << What;
        for (unsigned L = 0; L < 32; ++L) {
          unsigned Slot = L + 32 * R;
          int64_t Expected =
              (Slot % C.Lines) * Pitch + (Slot / C.Lines) * Chunk;
          EXPECT_TRUE(W.activeOf(0)[L]) << What << " lane " << L;
          EXPECT_EQ(W.Variants[0][L], Expected) << What << " lane " << L;
          for (unsigned B = 0; B < Chunk; ++B)
            ++Reads[W.Variants[0][L] + B];
        }
      }
      // Each byte of each line once; none between the lines.
      ASSERT_EQ(Reads.size(), size_t(C.Lines) * C.LineBytes) << C.Intrinsic;
      for (auto [Byte, Times] : Reads) {
        EXPECT_EQ(Times, 1u) << C.Intrinsic << " byte " << Byte;
        EXPECT_LT(Byte % Pitch, int64_t(C.LineBytes)) << C.Intrinsic;
        EXPECT_LT(Byte / Pitch, int64_t(C.Lines)) << C.Intrinsic;
      }
    }
}

TEST(FragmentTile, ShapeOfTheIntrinsic) {
  for (const TileCase &C : Cases) {
    Analysed A(kernelText(C, 64));
    ASSERT_TRUE(A.M);
    for (const Instruction &I : instructions(*A.M->getFunction("k")))
      if (std::optional<FragmentTile> T = fragmentTileOf(I)) {
        EXPECT_EQ(T->Lines, C.Lines) << C.Intrinsic;
        EXPECT_EQ(T->LineBytes, C.LineBytes) << C.Intrinsic;
        EXPECT_EQ(T->ElemBytes, C.ElemBytes) << C.Intrinsic;
      }
  }
}
