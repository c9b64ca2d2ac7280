//===- InstrClassTest.cpp - Operation classes and memory parts ------------===//
#include "gpuperf/IR/InstrClass.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/TensorOp.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace gpuperf;

namespace {
std::unique_ptr<Module> parse(LLVMContext &Ctx, const char *IR) {
  SMDiagnostic Err;
  auto M = parseAssemblyString(IR, Err, Ctx);
  EXPECT_TRUE(M) << Err.getMessage().str();
  return M;
}

const Instruction &named(Function &F, StringRef Name) {
  for (Instruction &I : instructions(F))
    if (I.getName() == Name)
      return I;
  ADD_FAILURE() << "no instruction %" << Name.str();
  return F.front().front();
}

TEST(InstrClass, DivisionByAConstantIsNotADivision) {
  LLVMContext Ctx;
  auto M = parse(Ctx, R"(
    target triple = "nvptx64-nvidia-cuda"
    define i32 @f(i32 %a, i32 %b) {
      %p2 = sdiv i32 %a, 4
      %k = udiv i32 %a, 7
      %r = urem i32 %a, 32
      %v = sdiv i32 %a, %b
      %w = srem i32 %a, %b
      %s = add i32 %p2, %k
      %t = add i32 %s, %r
      %u = add i32 %t, %v
      %x = add i32 %u, %w
      ret i32 %x
    })");
  Function &F = *M->getFunction("f");
  // Powers of two become shifts; other constants a multiply-high.
  EXPECT_EQ(classifyInstruction(named(F, "p2")), InstrClass::IntAdd);
  EXPECT_EQ(classifyInstruction(named(F, "k")), InstrClass::IntMul);
  EXPECT_EQ(classifyInstruction(named(F, "r")), InstrClass::IntAdd);
  EXPECT_EQ(classifyInstruction(named(F, "v")), InstrClass::IntDiv);
  EXPECT_EQ(classifyInstruction(named(F, "w")), InstrClass::IntRem);
}

TEST(MemoryParts, SmallMemcpyIsALoadThenAStore) {
  LLVMContext Ctx;
  auto M = parse(Ctx, R"(
    target triple = "nvptx64-nvidia-cuda"
    @tile = internal addrspace(3) global [64 x float] undef
    declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
    declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
    define void @f(ptr %dst, ptr %src) {
      call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 16, i1 false)
      call void @llvm.memset.p0.i64(ptr %dst, i8 0, i64 8, i1 false)
      call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 64, i1 false)
      ret void
    })");
  Function &F = *M->getFunction("f");
  auto It = F.front().begin();
  auto Copy = memoryParts(*It++);
  ASSERT_EQ(Copy.size(), 2u);
  EXPECT_EQ(Copy[0].Kind, MemoryPartKind::Load);
  EXPECT_EQ(Copy[0].Class,
            InstrClass::SharedMem); // followed back through the cast
  EXPECT_EQ(Copy[1].Kind, MemoryPartKind::Store);
  EXPECT_EQ(Copy[1].Class, InstrClass::GlobalMem);
  EXPECT_EQ(Copy[0].Bytes, 16u);
  auto Set = memoryParts(*It++);
  ASSERT_EQ(Set.size(), 1u);
  EXPECT_EQ(Set[0].Kind, MemoryPartKind::Store);
  EXPECT_EQ(Set[0].Bytes, 8u);
  // Larger copies are loops in the backend: not modelled as one access.
  EXPECT_TRUE(memoryParts(*It++).empty());
}
} // namespace

TEST(TensorOp, InputTypeAndAccumulatorNameTheRate) {
  struct Row {
    const char *Name; // dot-separated, as intrinsics and PTX spell it
    InstrClass Class;
    double MultiplyAdds;
  };
  const Row Rows[] = {
      {"wmma.m16n16k16.mma.row.col.f32.f32", InstrClass::TensorF16, 4096},
      {"wmma.m16n16k16.mma.row.col.f16.f16", InstrClass::TensorF16Acc16, 4096},
      {"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
       InstrClass::TensorF16, 2048},
      {"mma.m16n8k16.row.col.bf16", InstrClass::TensorBF16, 2048},
      {"mma.m16n8k8.row.col.tf32", InstrClass::TensorTF32, 1024},
      {"mma.m16n8k32.row.col.s8.u8", InstrClass::TensorInt8, 4096},
      {"mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32",
       InstrClass::TensorFP8, 4096},
      {"mma.m8n8k4.row.col.f64", InstrClass::TensorOther, 256},
  };
  for (const Row &R : Rows) {
    SmallVector<StringRef, 12> Parts;
    StringRef(R.Name).split(Parts, '.');
    std::optional<TensorMma> T = tensorMmaOfParts(Parts);
    ASSERT_TRUE(T) << R.Name;
    EXPECT_EQ(T->Class, R.Class) << R.Name;
    EXPECT_EQ(T->multiplyAdds(), R.MultiplyAdds) << R.Name;
  }
  SmallVector<StringRef, 12> NoShape;
  StringRef("wgmma.fence.sync.aligned").split(NoShape, '.');
  EXPECT_FALSE(tensorMmaOfParts(NoShape));
}

TEST(InstrClass, DivisionByARunTimeValueIsItsSequence) {
  LLVMContext Ctx;
  auto M = parse(Ctx, R"(
    target triple = "nvptx64-nvidia-cuda"
    define i64 @f(i32 %a, i32 %b, i64 %c, i64 %d) {
      %ud = udiv i32 %a, %b
      %ur = urem i32 %a, %b
      %sd = sdiv i32 %a, %b
      %sr = srem i32 %a, %b
      %wide = udiv i64 %c, %d
      ret i64 %wide
    })");
  Function &F = *M->getFunction("f");
  auto total = [&](StringRef Name) {
    unsigned N = 0;
    for (const SequencePart &P : divisionSequence(named(F, Name)))
      N += P.Count;
    return N;
  };
  EXPECT_EQ(total("ud"), 18u);
  EXPECT_EQ(total("ur"), 17u);
  EXPECT_EQ(total("sd"), 23u);
  EXPECT_EQ(total("sr"), 21u);
  EXPECT_EQ(total("wide"), 0u); // not modelled as a sequence (stated)
}
