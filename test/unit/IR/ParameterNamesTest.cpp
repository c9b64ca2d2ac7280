//===- ParameterNamesTest.cpp - Source names of parameters ----------------===//
#include "gpuperf/IR/ParameterNames.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace llvm;
using namespace gpuperf;

namespace {
// @k(%0, %1, %2, %named): %0 is named by a retained node, %1 only by a dbg
// record, %2 by nothing of @k's own (the record that describes it belongs to
// the inlined @callee, whose argument 3 it is), %named only by its IR name.
const char *KernelIR = R"(
target triple = "nvptx64-nvidia-cuda"

define void @k(i32 %0, i32 %1, i32 %2, i32 %named) !dbg !5 {
  %s = add i32 %1, %2
    #dbg_value(i32 %1, !11, !DIExpression(), !14)
    #dbg_value(i32 %2, !12, !DIExpression(), !15)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized, retainedNodes: !8)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !{!10}
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DILocalVariable(name: "n", arg: 1, scope: !5, file: !1, line: 1, type: !9)
!11 = !DILocalVariable(name: "m", arg: 2, scope: !5, file: !1, line: 1, type: !9)
!12 = !DILocalVariable(name: "x", arg: 3, scope: !13, file: !1, line: 9, type: !9)
!13 = distinct !DISubprogram(name: "callee", scope: !1, file: !1, line: 9, type: !6, unit: !0, spFlags: DISPFlagDefinition | DISPFlagOptimized)
!14 = !DILocation(line: 1, scope: !5)
!15 = !DILocation(line: 9, scope: !13, inlinedAt: !14)
)";

TEST(ParameterNames, DebugInfoThenIRNames) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(KernelIR, Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  std::vector<std::string> Expected = {"n", "m", "", "named"};
  EXPECT_EQ(parameterNames(*M->getFunction("k")), Expected);
}

TEST(ParameterNames, WithoutDebugInfo) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(
      "define void @f(i32 %a, i32 %0) {\n  ret void\n}\n", Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  std::vector<std::string> Expected = {"a", ""};
  EXPECT_EQ(parameterNames(*M->getFunction("f")), Expected);
}
} // namespace

// Line tables only, no IR names (a user's `clang -g` CUDA build): the names
// come from the definition in the source file; a parameter the source leaves
// unnamed stays "", and a list of another length is not used at all.
TEST(ParameterNames, FromTheSourceFileOfALineTable) {
  SmallString<128> Dir;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("gpuperf-params", Dir));
  SmallString<128> Src(Dir);
  sys::path::append(Src, "k.cu");
  {
    std::error_code EC;
    raw_fd_ostream OS(Src, EC);
    ASSERT_FALSE(EC);
    OS << "// a kernel\n"
          "template <typename T>\n"
          "__global__ void __launch_bounds__(256)\n"
          "scale(const T *__restrict__ in, float out[4], unsigned n,\n"
          "      const T, pair<int, int> p = {1, 2}, float *) {}\n"
          "__global__ void other(int a) {}\n";
  }
  auto IRFor = [&](const char *Name, unsigned Line, unsigned Args) {
    std::string Params;
    for (unsigned I = 0; I < Args; ++I)
      Params += std::string(I ? ", " : "") + "i32";
    return "target triple = \"nvptx64-nvidia-cuda\"\n"
           "define void @k(" +
           Params +
           ") !dbg !5 { ret void }\n"
           "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n"
           "!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, "
           "file: !1, emissionKind: LineTablesOnly)\n"
           "!1 = !DIFile(filename: \"k.cu\", directory: \"" +
           std::string(Dir) +
           "\")\n!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
           "!5 = distinct !DISubprogram(name: \"" +
           Name + "\", scope: !1, file: !1, line: " + std::to_string(Line) +
           ", type: !6, unit: !0, spFlags: DISPFlagDefinition)\n"
           "!6 = !DISubroutineType(types: !7)\n!7 = !{null}\n";
  };
  LLVMContext Ctx;
  SMDiagnostic Err;
  std::unique_ptr<Module> M =
      parseAssemblyString(IRFor("scale<float>", 3, 6), Err, Ctx);
  ASSERT_TRUE(M) << Err.getMessage().str();
  EXPECT_EQ(parameterNames(*M->getFunction("k")),
            (std::vector<std::string>{"in", "out", "n", "", "p", ""}));
  // The function's name is searched from its line on: `other` is line 6.
  std::unique_ptr<Module> Other =
      parseAssemblyString(IRFor("other", 6, 1), Err, Ctx);
  ASSERT_TRUE(Other) << Err.getMessage().str();
  EXPECT_EQ(parameterNames(*Other->getFunction("k")),
            (std::vector<std::string>{"a"}));
  // Five IR parameters for six in the source: not this definition.
  std::unique_ptr<Module> Mismatch =
      parseAssemblyString(IRFor("scale<float>", 3, 5), Err, Ctx);
  ASSERT_TRUE(Mismatch) << Err.getMessage().str();
  EXPECT_EQ(parameterNames(*Mismatch->getFunction("k")),
            std::vector<std::string>(5));
  sys::fs::remove(Src);
  sys::fs::remove(Dir);
}
