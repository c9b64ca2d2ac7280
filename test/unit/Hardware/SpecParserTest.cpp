//===- SpecParserTest.cpp - gpu-specs parsing, inheritance and errors -----===//
#include "gpuperf/Hardware/SpecParser.h"
#include "gpuperf/Hardware/SpecRegistry.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace gpuperf;
using namespace llvm;

namespace {

Expected<GPUSpec> noBase(StringRef Name) {
  return createStringError(inconvertibleErrorCode(), "no base '" + Name + "'");
}

/// Writes Text to a temporary .yaml and loads it through the registry.
Expected<GPUSpec> loadText(StringRef Text) {
  SmallString<128> Path;
  sys::fs::createTemporaryFile("spec", "yaml", Path);
  {
    std::error_code EC;
    raw_fd_ostream OS(Path, EC);
    OS << Text;
  }
  Expected<GPUSpec> S = SpecRegistry::builtin().loadFile(Path);
  sys::fs::remove(Path);
  return S;
}

std::string errorOf(Expected<GPUSpec> S) {
  if (S)
    return "";
  return toString(S.takeError());
}

TEST(BuiltinSpecs, AllThirteenPlusParse) {
  const SpecRegistry &R = SpecRegistry::builtin();
  for (const std::string &B : R.brokenBuiltins())
    ADD_FAILURE() << B;
  for (const char *Name :
       {"8800gtx", "gtx280", "gtx480", "gtx680", "gtx980", "k40m", "titanx",
        "p100", "v100", "titanrtx", "a100", "a10040gb", "rtx3090", "a40",
        "l40", "h100", "h100pcie", "h200", "rtxa6000", "rtx4090", "l40s"})
    EXPECT_TRUE(bool(R.lookup(Name))) << Name;
}

// The boards derived from a sibling on the same die keep the die's SM and
// compute capability and take their own board figures: a test of the
// inheritance, not of the numbers' sources (their comments cite those).
TEST(BuiltinSpecs, BoardsOfOneDieDifferInTheirBoardFigures) {
  const SpecRegistry &R = SpecRegistry::builtin();
  auto L40 = R.lookup("l40"), RTX4090 = R.lookup("rtx4090"),
       L40S = R.lookup("l40s"), A40 = R.lookup("a40"),
       A6000 = R.lookup("RTX A6000");
  ASSERT_TRUE(L40 && RTX4090 && L40S && A40 && A6000);
  EXPECT_EQ(RTX4090->computeCapability(), 89u);
  EXPECT_EQ(RTX4090->Occupancy.MaxBlocksPerSM, L40->Occupancy.MaxBlocksPerSM);
  EXPECT_EQ(RTX4090->SMCount, 128u);
  EXPECT_EQ(RTX4090->Memory.L2Bytes, 72.0 * 1024 * 1024);
  EXPECT_EQ(RTX4090->Throughput.DRAMPinGBps, 1008);
  // The L40S runs FP16 with FP32 accumulation at twice the L40's rate.
  EXPECT_EQ(L40S->Throughput.TensorF16, 2 * L40->Throughput.TensorF16);
  EXPECT_EQ(L40S->Memory.L2Bytes, L40->Memory.L2Bytes);
  EXPECT_TRUE(llvm::is_contained(L40S->Provisional, "memory.l2_bytes"));
  EXPECT_EQ(A6000->Name, "rtxa6000");
  EXPECT_EQ(A6000->SMCount, A40->SMCount);
  EXPECT_EQ(A6000->Throughput.DRAMMeasuredGBps, 768);
  EXPECT_TRUE(llvm::is_contained(A6000->Provisional,
                                 "throughput.dram_measured_gbps"));
  EXPECT_FALSE(llvm::is_contained(A40->Provisional,
                                  "throughput.dram_measured_gbps"));
}

TEST(BuiltinSpecs, AliasesAndCaseInsensitiveNames) {
  const SpecRegistry &R = SpecRegistry::builtin();
  auto Kepler = R.lookup("kepler");
  ASSERT_TRUE(bool(Kepler));
  EXPECT_EQ(Kepler->Name, "gtx680");
  auto Upper = R.lookup("H100");
  ASSERT_TRUE(bool(Upper));
  EXPECT_EQ(Upper->Name, "h100");
}

TEST(BuiltinSpecs, UnknownNameListsKnownOnes) {
  std::string E = errorOf(SpecRegistry::builtin().lookup("rtx9090"));
  EXPECT_NE(E.find("unknown GPU 'rtx9090'"), std::string::npos) << E;
  EXPECT_NE(E.find("h200"), std::string::npos) << E;
}

TEST(BuiltinSpecs, VolkovTable41IsReproduced) {
  // Thesis Table 4.1: issue_thru = schedulers / cycles per issue (IPC/SM),
  // mem_thru = GB/s / (SMs * clock * 128 B) in IPC/SM, mem_lat, alu_lat.
  struct Row {
    const char *GPU;
    double IssueThru, MemThru, MemLat, AluLat;
  } Rows[] = {{"8800gtx", 0.5, 0.0268, 444, 20},
              {"gtx280", 0.5, 0.0277, 434, 24},
              {"gtx480", 1, 0.0599, 513, 18},
              {"gtx680", 4, 0.1338, 301, 9},
              {"gtx980", 4, 0.0814, 368, 6}};
  for (const Row &R : Rows) {
    auto S = SpecRegistry::builtin().lookup(R.GPU);
    ASSERT_TRUE(bool(S)) << R.GPU;
    EXPECT_DOUBLE_EQ(S->issueWarpInstrPerCycle(), R.IssueThru) << R.GPU;
    double MemThru = S->Throughput.DRAMMeasuredGBps * 1e9 /
                     (S->SMCount * S->CoreClockMHz * 1e6 * 128);
    EXPECT_NEAR(MemThru, R.MemThru, R.MemThru * 0.01) << R.GPU;
    EXPECT_DOUBLE_EQ(S->Latency.DRAM, R.MemLat) << R.GPU;
    EXPECT_DOUBLE_EQ(S->Latency.FP32Add, R.AluLat) << R.GPU;
  }
}

TEST(SpecParser, BaseInheritsAndOverrides) {
  auto S = loadText("name: h100-slow\nbase: h100\ncompute_capability: \"9.0\"\n"
                    "core_clock_mhz: 1000 # source: test\n"
                    "provisional: [core_clock_mhz]\n");
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  auto Base = SpecRegistry::builtin().lookup("h100");
  ASSERT_TRUE(bool(Base));
  EXPECT_EQ(S->Name, "h100-slow");
  EXPECT_EQ(S->CoreClockMHz, 1000);
  EXPECT_EQ(S->SMCount, Base->SMCount);
  EXPECT_EQ(S->Latency.DRAM, Base->Latency.DRAM);
  EXPECT_TRUE(llvm::is_contained(S->Provisional, "core_clock_mhz"));
}

TEST(SpecParser, BaseProvisionalMarksStayUnlessOverridden) {
  auto Base = SpecRegistry::builtin().lookup("h100");
  ASSERT_TRUE(bool(Base));
  ASSERT_TRUE(llvm::is_contained(Base->Provisional, "latency.barrier"));
  auto S =
      loadText("name: x\nbase: h100\nlatency:\n  barrier: 30 # source: test\n");
  ASSERT_TRUE(bool(S)) << toString(S.takeError());
  EXPECT_FALSE(llvm::is_contained(S->Provisional, "latency.barrier"));
  EXPECT_TRUE(llvm::is_contained(S->Provisional, "latency.branch") ==
              llvm::is_contained(Base->Provisional, "latency.branch"));
}

TEST(SpecParser, UnknownKeyHasLineAndColumn) {
  std::string E =
      errorOf(loadText("name: x\nbase: h100\nlatency:\n  dram_latency: 3\n"));
  EXPECT_NE(E.find(":4:3: unknown key 'dram_latency'"), std::string::npos) << E;
}

TEST(SpecParser, MissingRequiredField) {
  std::string E = errorOf(
      parseSpec("name: x\ncompute_capability: \"9.0\"\n", "x.yaml", noBase));
  EXPECT_NE(E.find("x.yaml:"), std::string::npos) << E;
  EXPECT_NE(E.find("missing required field"), std::string::npos) << E;
}

TEST(SpecParser, OutOfRangeValuePointsAtTheKey) {
  std::string E = errorOf(loadText("name: x\nbase: h100\nsm_count: 0\n"));
  EXPECT_NE(E.find(":3:1: 'sm_count' is 0, outside [1, 10000]"),
            std::string::npos)
      << E;
}

TEST(SpecParser, SyntaxErrorIsReported) {
  std::string E = errorOf(parseSpec("name: [unclosed\n", "bad.yaml", noBase));
  EXPECT_NE(E.find("bad.yaml:"), std::string::npos) << E;
}

TEST(SpecParser, BadComputeCapability) {
  std::string E =
      errorOf(loadText("name: x\nbase: h100\ncompute_capability: nine\n"));
  EXPECT_NE(E.find("compute_capability must look like"), std::string::npos)
      << E;
}

TEST(SpecParser, ProvisionalMustNameARealField) {
  std::string E = errorOf(
      loadText("name: x\nbase: h100\nprovisional: [latency.warp_drive]\n"));
  EXPECT_NE(E.find("unknown field 'latency.warp_drive'"), std::string::npos)
      << E;
}

TEST(SpecParser, UnknownBase) {
  std::string E = errorOf(loadText("name: x\nbase: gtx9999\n"));
  EXPECT_NE(E.find("unknown base GPU 'gtx9999'"), std::string::npos) << E;
}

TEST(SpecParser, NotAMapping) {
  std::string E = errorOf(parseSpec("- a\n- b\n", "list.yaml", noBase));
  EXPECT_NE(E.find("list.yaml:"), std::string::npos) << E;
}

} // namespace
