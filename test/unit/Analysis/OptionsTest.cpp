//===- OptionsTest.cpp - The one options validator ------------------------===//
//
// Every front end (CLI flags, -gpu-perf-* plugin options, C API strings)
// goes through makeOptions; these tests hold its messages and the option
// string parser to what the front ends document.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Analysis/Options.h"

#include <gtest/gtest.h>

using namespace gpuperf;

namespace {

std::string errorOf(llvm::Error E) { return llvm::toString(std::move(E)); }

std::string makeError(const OptionValues &V, FlagSpelling F = {}) {
  llvm::Expected<AnalysisOptions> O = makeOptions(V, F);
  if (O)
    return "";
  return errorOf(O.takeError());
}

TEST(Options, MessagesNameTheFlagAsEachFrontEndSpellsIt) {
  OptionValues V;
  V.Block = "0";
  EXPECT_EQ(makeError(V).rfind("--block: expected integers X[,Y[,Z]] from 1", 0), 0u)
      << makeError(V);
  EXPECT_EQ(makeError(V, FlagSpelling{"-gpu-perf-"})
                .rfind("-gpu-perf-block: expected integers X[,Y[,Z]] from 1", 0),
            0u);
  V = OptionValues();
  V.Model = "roofline";
  EXPECT_EQ(makeError(V, FlagSpelling{"-gpu-perf-"}),
            "unknown -gpu-perf-model 'roofline' (volkov, volkov-contention, "
            "volkov-in-order, baghsorkhi)");
  V = OptionValues();
  V.Args = {"n"};
  EXPECT_NE(makeError(V, FlagSpelling{"-gpu-perf-"}).find("-gpu-perf-arg"),
            std::string::npos)
      << makeError(V, FlagSpelling{"-gpu-perf-"});
  V = OptionValues();
  V.AssumeBranch = {"k.cu:3=1.5"};
  EXPECT_NE(makeError(V).find("0 <= P <= 1"), std::string::npos);
}

TEST(Options, DefaultsAreTheDocumentedOnes) {
  llvm::Expected<AnalysisOptions> O = makeOptions(OptionValues());
  ASSERT_TRUE(bool(O));
  EXPECT_EQ(O->GPU, SpecRegistry::DefaultGPU);
  EXPECT_EQ(O->Model, ModelKind::VolkovInOrder);
  EXPECT_FALSE(O->Launch.Block);
  EXPECT_FALSE(O->Launch.Registers);
  EXPECT_EQ(O->MaxKernelAccesses, AnalysisOptions().MaxKernelAccesses);
}

TEST(Options, OptionStringCarriesEveryAnalysisFlag) {
  OptionValues V;
  ASSERT_FALSE(bool(parseOptionString(
      "--block 16,16 --grid=64 --arg n=1024 --arg 'scale=0.5' "
      "--kernel \"mat.*\" --model baghsorkhi --regs 40 --smem 1024 "
      "--assume-access k.cu:3=random --assume-branch k.cu:4=0.25 "
      "--assume-trip k.cu:5=7 --max-kernel-instructions 10 "
      "--max-kernel-accesses 3 --no-ptxas --cuda-path /opt/cuda-12.4",
      V)));
  llvm::Expected<AnalysisOptions> O = makeOptions(V);
  ASSERT_TRUE(bool(O)) << errorOf(O.takeError());
  EXPECT_EQ(O->Launch.Block->X, 16u);
  EXPECT_EQ(O->Launch.Block->Y, 16u);
  EXPECT_EQ(O->Launch.Grid->X, 64u);
  EXPECT_EQ(O->Launch.Args.at("n"), 1024);
  EXPECT_EQ(O->Launch.NonIntegerArgs.at("scale"), 0.5);
  EXPECT_EQ(O->KernelRegex, "mat.*");
  EXPECT_EQ(O->Model, ModelKind::Baghsorkhi);
  EXPECT_EQ(*O->Launch.Registers, 40u);
  EXPECT_EQ(*O->Launch.DynamicShared, 1024u);
  EXPECT_EQ(O->AssumeAccess.at("k.cu:3"), "random");
  EXPECT_EQ(O->AssumeBranch.at("k.cu:4"), 0.25);
  EXPECT_EQ(O->AssumeTrip.at("k.cu:5"), 7);
  EXPECT_EQ(O->MaxKernelInstructions, 10u);
  EXPECT_EQ(O->MaxKernelAccesses, 3u);
  EXPECT_TRUE(O->NoPtxas);
  EXPECT_EQ(O->CudaPath, "/opt/cuda-12.4");
}

TEST(Options, OptionStringRefusals) {
  struct Case {
    const char *Text, *Expect;
  } Cases[] = {
      {"--block", "--block needs a value"},
      {"--frobnicate 3", "unknown option '--frobnicate'"},
      {"--kernel 'open", "unterminated quote"},
      {"--regs -1", "--regs expects a non-negative integer"},
  };
  for (const Case &C : Cases) {
    OptionValues V;
    llvm::Error E = parseOptionString(C.Text, V);
    ASSERT_TRUE(bool(E)) << C.Text;
    std::string Msg = errorOf(std::move(E));
    EXPECT_NE(Msg.find(C.Expect), std::string::npos) << Msg;
  }
}

TEST(Options, OptionStringHandsExtraFlagsBackInOrder) {
  OptionValues V;
  ExtraFlags Extra;
  Extra.WithValue = {"--top", "-Xclang"};
  Extra.Switches = {"--in-process"};
  ASSERT_FALSE(
      bool(parseOptionString("--top=3 --in-process -Xclang -DA=1 --block 64 "
                             "--kernel 'it'\"'\"'s a b'",
                             V, &Extra)));
  using Given = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(
      Extra.Given,
      (Given{{"--top", "3"}, {"--in-process", ""}, {"-Xclang", "-DA=1"}}));
  EXPECT_EQ(V.Block, "64");
  EXPECT_EQ(V.Kernel, "it's a b"); // quoted parts join, as in a shell
  // Without them, the same flags are unknown.
  OptionValues W;
  std::string Msg = errorOf(parseOptionString("--in-process", W));
  EXPECT_NE(Msg.find("unknown option '--in-process'"), std::string::npos)
      << Msg;
}

} // namespace
