//===- FmaContractionTest.cpp - fmul + fadd as the NVPTX backend fuses ---===//
//
// Oracle: the PTX LLVM's NVPTX backend writes for each function, with fusion
// as the IR's flags allow it (llc's default) and as clang's CUDA build allows
// it everywhere (-ffp-contract=fast). Every multiply and add
// classifyInstruction() calls an fma, a multiply or an add must be one
// fma.rn, mul or add/sub instruction of that PTX.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/IR/InstrClass.h"

#include "IR/NVPTXBackend.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace gpuperf;

namespace {

struct FloatOps {
  unsigned Fma = 0, Mul = 0, Add = 0;
  bool operator==(const FloatOps &O) const {
    return Fma == O.Fma && Mul == O.Mul && Add == O.Add;
  }
};

std::ostream &operator<<(std::ostream &OS, const FloatOps &C) {
  return OS << "{fma " << C.Fma << ", mul " << C.Mul << ", add " << C.Add
            << "}";
}

/// What classifyInstruction() says @f of \p M executes.
FloatOps classified(const Module &M) {
  FloatOps C;
  for (const Instruction &I : instructions(*M.getFunction("f")))
    switch (classifyInstruction(I)) {
    case InstrClass::FP32Fma:
    case InstrClass::FP64Fma:
      ++C.Fma;
      break;
    case InstrClass::FP32Mul:
    case InstrClass::FP64Mul:
      ++C.Mul;
      break;
    case InstrClass::FP32Add:
    case InstrClass::FP64Add:
      ++C.Add;
      break;
    default:
      break;
    }
  return C;
}

/// What the NVPTX backend emits for \p M (sm_70, -O2), fusing as \p Fusion
/// allows. A negation it puts before an fma for `x - a * b` is not counted:
/// ptxas folds it into the FFMA's operand.
FloatOps emitted(Module &M, FPOpFusion::FPOpFusionMode Fusion) {
  Triple T("nvptx64-nvidia-cuda");
  std::string Err;
  const Target *NVPTX = TargetRegistry::lookupTarget(T.str(), Err);
  EXPECT_TRUE(NVPTX) << Err;
  if (!NVPTX)
    return {};
  TargetOptions Options;
  Options.AllowFPOpFusion = Fusion;
  std::unique_ptr<TargetMachine> TM(
      NVPTX->createTargetMachine(T.str(), "sm_70", "", Options, std::nullopt,
                                 std::nullopt, CodeGenOptLevel::Default));
  M.setDataLayout(TM->createDataLayout());
  SmallString<0> Ptx;
  raw_svector_ostream Out(Ptx);
  legacy::PassManager PM;
  EXPECT_FALSE(
      TM->addPassesToEmitFile(PM, Out, nullptr, CodeGenFileType::AssemblyFile));
  PM.run(M);
  FloatOps C;
  Regex Op("^[ \t]*(fma|mul|add|sub)(\\.rn)?\\.f(32|64)[ \t]");
  SmallVector<StringRef> Lines;
  StringRef(Ptx).split(Lines, '\n');
  for (StringRef L : Lines) {
    SmallVector<StringRef, 2> Match;
    if (!Op.match(L, &Match))
      continue;
    if (Match[1] == "fma")
      ++C.Fma;
    else if (Match[1] == "mul")
      ++C.Mul;
    else
      ++C.Add;
  }
  return C;
}

class FmaContraction
    : public ::testing::TestWithParam<
          std::tuple<const char *, FPOpFusion::FPOpFusionMode>> {
protected:
  void SetUp() override {
    test::registerNVPTXBackend();
  }
};

TEST_P(FmaContraction, ClassesAreTheBackendsInstructions) {
  auto [Case, Fusion] = GetParam();
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::string IR =
      std::string("target triple = \"nvptx64-nvidia-cuda\"\n") + Case;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Diag, Ctx);
  ASSERT_TRUE(M) << Diag.getMessage().str();
  // Fused everywhere, an add clang left without `contract` (a pragma
  // turned it off) would fuse too; clang then does not fuse everywhere.
  bool AllContract =
      all_of(instructions(*M->getFunction("f")), [](const Instruction &I) {
        unsigned Op = I.getOpcode();
        return (Op != Instruction::FAdd && Op != Instruction::FSub &&
                Op != Instruction::FMul) ||
               I.hasAllowContract();
      });
  if (Fusion == FPOpFusion::Fast && !AllContract)
    GTEST_SKIP() << "an operation without `contract`: the flags decide";
  FloatOps Ours = classified(*M);
  FloatOps Theirs = emitted(*M, Fusion);
  if (Fusion == FPOpFusion::Fast && Ours.Mul && Ours.Add && !Ours.Fma) {
    // m + m: fused everywhere, the sum of a product with itself is an fma
    // and a multiply; the IR's flags leave a multiply and an add. One
    // instruction each way, of the same pipe.
    EXPECT_EQ(Ours.Mul + Ours.Add, Theirs.Fma + Theirs.Mul + Theirs.Add);
    return;
  }
  EXPECT_EQ(Ours, Theirs) << Case;
  EXPECT_GT(Ours.Fma + Ours.Mul + Ours.Add, 0u);
}

// Each case stores its results so that nothing is dead code.
const char *Cases[] = {
    // a * b + c: one fma.
    R"(define void @f(ptr %p, float %a, float %b, float %c) {
         %m = fmul contract float %a, %b
         %s = fadd contract float %m, %c
         store float %s, ptr %p
         ret void })",
    // Without `contract` on the add nothing fuses.
    R"(define void @f(ptr %p, float %a, float %b, float %c) {
         %m = fmul contract float %a, %b
         %s = fadd float %m, %c
         store float %s, ptr %p
         ret void })",
    // A product two adds use fuses into both: no multiply remains.
    R"(define void @f(ptr %p, ptr %q, float %a, float %b, float %c,
                      float %d) {
         %m = fmul contract float %a, %b
         %s = fadd contract float %c, %m
         %t = fadd contract float %m, %d
         store float %s, ptr %p
         store float %t, ptr %q
         ret void })",
    // A product also stored fuses into the add and stays for the store.
    R"(define void @f(ptr %p, ptr %q, float %a, float %b, float %c) {
         %m = fmul contract float %a, %b
         %s = fadd contract float %m, %c
         store float %s, ptr %p
         store float %m, ptr %q
         ret void })",
    // Two products into one add: one fuses, the other is a multiply.
    R"(define void @f(ptr %p, float %a, float %b, float %c, float %d) {
         %m = fmul contract float %a, %b
         %n = fmul contract float %c, %d
         %s = fadd contract float %m, %n
         store float %s, ptr %p
         ret void })",
    // The product with fewer uses is the one fused.
    R"(define void @f(ptr %p, ptr %q, float %a, float %b, float %c,
                      float %d) {
         %m = fmul contract float %a, %b
         %n = fmul contract float %c, %d
         %s = fadd contract float %m, %n
         %t = fadd float %m, %c
         store float %s, ptr %p
         store float %t, ptr %q
         ret void })",
    // Subtractions fuse on either side.
    R"(define void @f(ptr %p, ptr %q, float %a, float %b, float %c) {
         %m = fmul contract float %a, %b
         %n = fmul contract float %b, %c
         %s = fsub contract float %m, %c
         %t = fsub contract float %a, %n
         store float %s, ptr %p
         store float %t, ptr %q
         ret void })",
    // A product from another block is not fused: the combiner sees one
    // block at a time. (A product used only in a small `then` block is
    // fused there: the backend's speculative execution hoists the add into
    // the product's block first. The classification counts a multiply and
    // an add there, one instruction too many.)
    R"(define void @f(ptr %p, ptr %q, float %a, float %b, float %c, i1 %k) {
       entry:
         %m = fmul contract float %a, %b
         br i1 %k, label %then, label %else
       then:
         %s = fadd contract float %m, %c
         store float %s, ptr %p
         br label %done
       else:
         %t = fadd contract float %m, %a
         store float %t, ptr %q
         br label %done
       done:
         ret void })",
    // A loop-invariant product stays outside the loop, unfused.
    R"(define void @f(ptr %p, float %a, float %b, i32 %n) {
       entry:
         %m = fmul contract float %a, %b
         br label %loop
       loop:
         %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
         %sum = phi float [ 0.0, %entry ], [ %sum1, %loop ]
         %sum1 = fadd contract float %sum, %m
         %i1 = add i32 %i, 1
         %c = icmp slt i32 %i1, %n
         br i1 %c, label %loop, label %done
       done:
         store float %sum1, ptr %p
         ret void })",
    // A dot-product loop as clang writes `sum += a[i] * b[i]`.
    R"(define void @f(ptr %p, ptr %a, ptr %b, i32 %n) {
       entry:
         br label %loop
       loop:
         %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
         %sum = phi float [ 0.0, %entry ], [ %sum1, %loop ]
         %pa = getelementptr float, ptr %a, i32 %i
         %pb = getelementptr float, ptr %b, i32 %i
         %x = load float, ptr %pa
         %y = load float, ptr %pb
         %m = fmul contract float %x, %y
         %sum1 = fadd contract float %sum, %m
         %i1 = add i32 %i, 1
         %c = icmp slt i32 %i1, %n
         br i1 %c, label %loop, label %done
       done:
         store float %sum1, ptr %p
         ret void })",
    // A product added to itself is not fused into its own sum.
    R"(define void @f(ptr %p, float %a, float %b) {
         %m = fmul contract float %a, %b
         %s = fadd contract float %m, %m
         store float %s, ptr %p
         ret void })",
    // Double precision fuses alike.
    R"(define void @f(ptr %p, double %a, double %b, double %c) {
         %m = fmul contract double %a, %b
         %s = fadd contract double %m, %c
         %t = fmul double %s, %a
         store double %t, ptr %p
         ret void })",
};

INSTANTIATE_TEST_SUITE_P(
    Patterns, FmaContraction,
    ::testing::Combine(::testing::ValuesIn(Cases),
                       ::testing::Values(FPOpFusion::Standard,
                                         FPOpFusion::Fast)));

} // namespace
