//===- SourceLocTest.cpp - Locations of inlined code are the user's -------===//
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace gpuperf;

namespace {
// @k in k.cu calls helper() (k.cu:5, inlined at k.cu:20), which calls an
// atomic from a system header (atomics.h:700, inlined at k.cu:6); @h is a
// kernel defined in a header (kern.cuh:3) that calls the same atomic.
const char *IR = R"(
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p) !dbg !5 {
  %a = atomicrmw add ptr %p, i32 1 monotonic, !dbg !20
  %b = atomicrmw add ptr %p, i32 2 monotonic, !dbg !23
  store i32 0, ptr %p, !dbg !24
  ret void
}

define void @h(ptr %p) !dbg !30 {
  %a = atomicrmw add ptr %p, i32 1 monotonic, !dbg !32
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/src")
!2 = !DIFile(filename: "atomics.h", directory: "/usr/local/cuda/include")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 19, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 4, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!9 = distinct !DISubprogram(name: "atomicAdd", scope: !2, file: !2, line: 699, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!20 = !DILocation(line: 700, column: 10, scope: !9, inlinedAt: !21)
!21 = distinct !DILocation(line: 6, column: 3, scope: !8, inlinedAt: !22)
!22 = distinct !DILocation(line: 20, column: 3, scope: !5)
!23 = !DILocation(line: 700, column: 10, scope: !9, inlinedAt: !25)
!24 = !DILocation(line: 22, column: 7, scope: !5)
!25 = distinct !DILocation(line: 21, column: 5, scope: !5)
!29 = !DIFile(filename: "kern.cuh", directory: "/src")
!30 = distinct !DISubprogram(name: "h", scope: !29, file: !29, line: 2, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!31 = distinct !DILocation(line: 3, column: 9, scope: !30)
!32 = !DILocation(line: 700, column: 10, scope: !9, inlinedAt: !31)
)";

std::vector<std::string> locsOf(const Function &F) {
  std::vector<std::string> Out;
  for (const Instruction &I : instructions(F))
    if (I.getDebugLoc())
      Out.push_back(instructionLoc(I) + " " + instructionLineOrFunction(I));
  return Out;
}

// Two atomics inlined from one header line are told apart by their callers'
// lines; a user's helper keeps its own line; a kernel in a header is
// reported at its own line, not the system header's.
/// The locations of @k in IR Text: the user's lines of its three accesses.
void expectKAtUsersLines(const std::string &Text, LLVMContext &Ctx,
                         std::unique_ptr<Module> &M) {
  SMDiagnostic Err;
  M = parseAssemblyString(Text, Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  EXPECT_EQ(locsOf(*M->getFunction("k")),
            (std::vector<std::string>{"k.cu:6:3 k.cu:6", "k.cu:21:5 k.cu:21",
                                      "k.cu:22:7 k.cu:22"}));
}

TEST(SourceLoc, InlinedCodeIsReportedAtTheUsersLine) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  expectKAtUsersLines(IR, Ctx, M);
  ASSERT_TRUE(M);
  EXPECT_EQ(locsOf(*M->getFunction("h")),
            (std::vector<std::string>{"kern.cuh:3:9 kern.cuh:3"}));
}

// clang given an absolute path names the unit's file by it, and the
// functions' file relative to the working directory: one file, and code
// inlined from a helper in it keeps the helper's line (it was reported at
// the call site, as if the helper were a header).
TEST(SourceLoc, OneFileSpeltTwoWaysIsTheMainFile) {
  std::string Abs = IR;
  auto Replace = [&](const std::string &From, const std::string &To) {
    size_t At = Abs.find(From);
    ASSERT_NE(At, std::string::npos) << From;
    Abs.replace(At, From.size(), To);
  };
  Replace("!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, "
          "file: !1,",
          "!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, "
          "file: !40,");
  Replace("!3 = !{", "!40 = !DIFile(filename: \"/src/k.cu\", directory: "
                     "\"/build\")\n!3 = !{");
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  expectKAtUsersLines(Abs, Ctx, M);
}
} // namespace
