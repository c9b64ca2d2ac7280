//===- PtxBackendTest.cpp - ptxas' numbers whichever backend wrote the PTX ===//
#include "gpuperf/IR/ResourceUsage.h"

#include "IR/NVPTXBackend.h"
#include "IR/ParsedKernel.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace gpuperf;

namespace {

// A kernel with a loop, shared memory and a barrier: enough for registers,
// shared bytes and barriers to be ptxas' own numbers.
const char *BackendKernelIR = R"(
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [256 x float] undef, align 4
define void @k(ptr %out, ptr %in, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr float, ptr %in, i32 %t
  %v = load float, ptr %p, align 4
  %s = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %t
  store float %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier0()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %loop ]
  %q = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %i
  %w = load float, ptr addrspace(3) %q, align 4
  %acc1 = fadd float %acc, %w
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %o = getelementptr float, ptr %out, i32 %t
  store float %acc1, ptr %o, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
)";

class PtxBackendTest : public ::testing::Test {
protected:
  void SetUp() override {
    if (!sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
      GTEST_SKIP() << "no CUDA toolkit: ptxas gives no numbers to compare";
    // As clang has it: the NVPTX backend registered in the process.
    test::registerNVPTXBackend();
    // Each run compiles: no cache entry may answer for the other backend.
    ASSERT_FALSE(sys::fs::createUniqueDirectory("gpuperf-ptx-backend", Cache));
    setenv("GPUPERF_CACHE_DIR", Cache.c_str(), 1);
  }
  void TearDown() override {
    unsetenv("GPUPERF_CACHE_DIR");
    if (!Cache.empty())
      sys::fs::remove_directories(Cache);
  }
  /// ptxas' numbers for BackendKernelIR, compiled anew on a thread of their
  /// own.
  PtxasOutcome compile(PtxBackend Backend) {
    sys::fs::remove_directories(Cache);
    test::ParsedKernel K(BackendKernelIR);
    return startPtxasResources(*K.M, "sm_90", "", Backend).get();
  }
  SmallString<128> Cache;
};

TEST_F(PtxBackendTest, InProcessBackendGivesLlcsNumbers) {
  PtxasOutcome Llc = compile(PtxBackend::Llc);
  PtxasOutcome Own = compile(PtxBackend::InProcess);
  ASSERT_TRUE(Llc.PerKernel) << Llc.Why;
  ASSERT_TRUE(Own.PerKernel) << Own.Why;
  EXPECT_EQ(Llc.CompiledBy, PtxBackend::Llc);
  EXPECT_EQ(Own.CompiledBy, PtxBackend::InProcess);
  ASSERT_EQ(Llc.PerKernel->size(), 1u);
  ASSERT_EQ(Own.PerKernel->size(), 1u);
  const ResourceUsage &A = Llc.PerKernel->at("k"), &B = Own.PerKernel->at("k");
  EXPECT_GT(A.Registers, 0u);
  EXPECT_EQ(A.Registers, B.Registers);
  EXPECT_EQ(A.StaticShared, 1024u);
  EXPECT_EQ(A.StaticShared, B.StaticShared);
  EXPECT_EQ(A.LocalBytes, B.LocalBytes);
  EXPECT_EQ(A.Barriers, 1u);
  EXPECT_EQ(A.Barriers, B.Barriers);
}

} // namespace
