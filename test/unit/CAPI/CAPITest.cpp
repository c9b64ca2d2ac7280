//===- CAPITest.cpp - gpuperf-c.h on test/Inputs
//---------------------------===//
#include "gpuperf-c.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <string>

using namespace llvm;

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GPUPERF_HAS_ASAN 1
#endif
#endif
#ifndef GPUPERF_HAS_ASAN
#define GPUPERF_HAS_ASAN 0
#endif

namespace {

std::string readInput(const char *Name) {
  auto B = MemoryBuffer::getFile(std::string(GPUPERF_TEST_INPUTS) + "/" + Name);
  EXPECT_TRUE(bool(B)) << Name;
  return B ? (*B)->getBuffer().str() : std::string();
}

struct Result {
  int RC;
  std::string JSON, Error;
};

/// Calls \p F(&json, &error) and checks that exactly one output is set.
template <typename Call> Result collect(Call F) {
  char *J = reinterpret_cast<char *>(1), *E = reinterpret_cast<char *>(1);
  Result R;
  R.RC = F(&J, &E);
  if (J)
    R.JSON = J;
  if (E)
    R.Error = E;
  EXPECT_TRUE(R.RC == 0 ? (J && !E) : (!J && E)) << "exactly one output is set";
  gpuperf_free(J);
  gpuperf_free(E);
  return R;
}

Result run(const std::string &Buf, const char *GPU, const char *Options) {
  return collect([&](char **J, char **E) {
    return gpuperf_analyze_module(Buf.data(), Buf.size(), GPU, Options, J, E);
  });
}

std::string inputPath(const char *Name) {
  return std::string(GPUPERF_TEST_INPUTS) + "/" + Name;
}

TEST(CAPI, Version) {
  EXPECT_STREQ(gpuperf_version(), "gpuperf 0.1.0 (LLVM 19)");
}

TEST(CAPI, AnalyzesVectorAdd) {
  Result R = run(readInput("vector_add.ll"), "h200",
                 "--block 256 --grid=4096 --arg n=1048576 --no-ptxas");
  ASSERT_EQ(R.RC, 0) << R.Error;
  Expected<json::Value> V = json::parse(R.JSON);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  const json::Object *O = V->getAsObject();
  ASSERT_TRUE(O);
  EXPECT_EQ(O->getString("schema"), "gpuperf-report/1");
  const json::Array *Ks = O->getArray("kernels");
  ASSERT_TRUE(Ks && Ks->size() == 1);
  const json::Object *K = (*Ks)[0].getAsObject();
  EXPECT_EQ(K->getString("name"), "vector_add");
  const json::Array *Block = K->getObject("launch")->getArray("block");
  EXPECT_EQ((*Block)[0].getAsInteger(), 256);
  const json::Array *Grid = K->getObject("launch")->getArray("grid");
  EXPECT_EQ((*Grid)[0].getAsInteger(), 4096);
  std::optional<double> T = K->getObject("prediction")->getNumber("time_us");
  ASSERT_TRUE(T);
  EXPECT_GT(*T, 0);
}

TEST(CAPI, NullGPUAndOptionsUseDefaults) {
  Result R = run(readInput("vector_add.ll"), nullptr, "--no-ptxas");
  ASSERT_EQ(R.RC, 0) << R.Error;
  EXPECT_NE(R.JSON.find("\"h200\""), std::string::npos);
  // NULL options are fine too (the x86 module fails before any ptxas run).
  R = run(readInput("x86.ll"), "", nullptr);
  EXPECT_EQ(R.RC, 1);
  EXPECT_NE(R.Error.find("not NVPTX"), std::string::npos) << R.Error;
}

TEST(CAPI, BadInputsGiveOneErrorLine) {
  std::string VA = readInput("vector_add.ll");
  struct Case {
    std::string Buf;
    const char *GPU, *Options, *Expect;
  } Cases[] = {
      {"\x01garbage\xff", "h200", "", "<buffer>:"},
      {VA.substr(0, 600), "h200", "", "<buffer>:"},
      {"", "h200", "", "empty input buffer"},
      {VA, "gtx9090", "", "unknown GPU 'gtx9090'"},
      {VA, "h200", "--block 0", "--block:"},
      {VA, "h200", "--block", "--block needs a value"},
      {VA, "h200", "--frobnicate 3", "unknown option '--frobnicate'"},
      {VA, "h200", "--arg m=3", "--arg 'm' names no parameter"},
      {VA, "h200", "--block 2048 --no-ptxas", "impossible launch"},
      {VA, "h200", "--kernel 'unterminated", "unterminated quote"},
      {readInput("x86.ll"), "h200", "", "not NVPTX"},
  };
  for (const Case &C : Cases) {
    Result R = run(C.Buf, C.GPU, C.Options);
    EXPECT_EQ(R.RC, 1) << C.Options;
    EXPECT_NE(R.Error.find(C.Expect), std::string::npos) << R.Error;
    EXPECT_EQ(R.Error.find('\n'), std::string::npos) << R.Error;
  }
  // NULL pointers are reported, not dereferenced.
  char *E = nullptr;
  EXPECT_EQ(
      gpuperf_analyze_module(VA.data(), VA.size(), "h200", "", nullptr, &E), 1);
  gpuperf_free(E);
  char *J = nullptr;
  E = nullptr;
  EXPECT_EQ(gpuperf_analyze_module(nullptr, 5, "h200", "", &J, &E), 1);
  EXPECT_EQ(J, nullptr);
  gpuperf_free(E);
}

TEST(CAPI, AnalyzesAFileByPath) {
  std::string Path = inputPath("vector_add.ll");
  Result R = collect([&](char **J, char **E) {
    return gpuperf_analyze_file(Path.c_str(), "h100", "--no-ptxas", J, E);
  });
  ASSERT_EQ(R.RC, 0) << R.Error;
  Expected<json::Value> V = json::parse(R.JSON);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  EXPECT_EQ(V->getAsObject()->getString("input"), Path);
  // The same module from memory gives the same report, but for its name.
  Result M = run(readInput("vector_add.ll"), "h100", "--no-ptxas");
  ASSERT_EQ(M.RC, 0) << M.Error;
  size_t At = M.JSON.find("\"<buffer>\"");
  ASSERT_NE(At, std::string::npos);
  EXPECT_EQ(M.JSON.replace(At, 10, "\"" + Path + "\""), R.JSON);

  R = collect([&](char **J, char **E) {
    return gpuperf_analyze_file(nullptr, "h100", "", J, E);
  });
  EXPECT_EQ(R.Error, "path is NULL or empty");
}

TEST(CAPI, InProcessGivesTheSameReport) {
  std::string VA = readInput("transpose.ll");
  Result Child = run(VA, "h200", "--no-ptxas");
  Result Here = run(VA, "h200", "--no-ptxas --in-process");
  ASSERT_EQ(Child.RC, 0) << Child.Error;
  EXPECT_EQ(Child.JSON, Here.JSON);
}

TEST(CAPI, RanksFilesAsGpuperfRank) {
  std::string VA = inputPath("vector_add.ll");
  const char *Paths[] = {VA.c_str(), VA.c_str()};
  Result R = collect([&](char **J, char **E) {
    return gpuperf_rank_files(
        Paths, 2, nullptr,
        "--block-sweep 64,128x1 --arg n=1024,4096 --grid-for n --top 3 "
        "--jobs 2 --no-ptxas",
        J, E);
  });
  ASSERT_EQ(R.RC, 0) << R.Error;
  Expected<json::Value> V = json::parse(R.JSON);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  const json::Object *O = V->getAsObject();
  EXPECT_EQ(O->getString("schema"), "gpuperf-rank/1");
  EXPECT_EQ(O->getInteger("configurations"), 8); // 2 inputs x 2 blocks x 2 n
  const json::Array *Ranking = O->getArray("ranking");
  ASSERT_TRUE(Ranking && Ranking->size() == 3);
  double Last = 0;
  for (const json::Value &E : *Ranking) {
    double T = *E.getAsObject()->getNumber("time_us");
    EXPECT_GE(T, Last);
    Last = T;
  }
  struct Case {
    const char *Options, *Expect;
  } Cases[] = {
      {"--arg nope=1,2 --no-ptxas", "'nope' names no parameter"},
      {"--grid 64 --grid-for 1024", "exclusive"},
      {"--top x", "--top expects a non-negative integer"},
      {"--block-sweep 0", "--block-sweep:"},
  };
  for (const Case &C : Cases) {
    Result Bad = collect([&](char **J, char **E) {
      return gpuperf_rank_files(Paths, 1, "h200", C.Options, J, E);
    });
    EXPECT_EQ(Bad.RC, 1) << C.Options;
    EXPECT_NE(Bad.Error.find(C.Expect), std::string::npos) << Bad.Error;
  }
  Result None = collect([&](char **J, char **E) {
    return gpuperf_rank_files(nullptr, 0, "h200", "", J, E);
  });
  EXPECT_EQ(None.Error, "no input to rank");
}

// The inputs the CLI refuses (LLVM 19's reader crashes on, loops on, or
// allocates tens of GiB for) are one error line each: the call's child
// process takes the blow, never the caller.
TEST(CAPI, RefusedBitcodeCannotTakeTheCallerDown) {
  struct Case {
    const char *Name, *Expect;
  } Cases[] = {
      {"Refuse/bitcode-reader-crash.bc",
       "<buffer>: the LLVM 19 IR reader crashed on this input"},
      {"Refuse/bitcode-reader-loops.bc",
       "<buffer>: reading did not finish within 1 s"},
      {"Refuse/bitcode-24gib-vector.bc",
       "<buffer>: the LLVM 19 IR reader ran out of memory on this input"},
      {"Refuse/bitcode-huge-alloc.bc",
       "<buffer>: the LLVM 19 IR reader ran out of memory on this input"},
  };
  for (const Case &C : Cases) {
#if defined(__SANITIZE_ADDRESS__) || GPUPERF_HAS_ASAN
    // ASan's shadow memory defeats the memory limit (InputGuard.h): the
    // CLI's lit tests cover these inputs with ASan's own allocation limit.
    if (StringRef(C.Expect).contains("out of memory"))
      continue;
#endif
    Result R = run(readInput(C.Name), "h200", "--no-ptxas --read-timeout 1");
    EXPECT_EQ(R.RC, 1) << C.Name;
    EXPECT_EQ(R.Error.find(C.Expect), 0u) << C.Name << ": " << R.Error;
  }
  // --timeout bounds the whole call, reading included.
  Result Slow = run(readInput("Refuse/bitcode-reader-loops.bc"), "h200",
                    "--read-timeout 0 --timeout=1");
  EXPECT_EQ(Slow.Error.find("the call did not finish within 1 s (--timeout"),
            0u)
      << Slow.Error;
  Result R = run(readInput("vector_add.ll"), "h200", "--read-timeout x");
  EXPECT_NE(R.Error.find("--read-timeout expects a non-negative integer"),
            std::string::npos)
      << R.Error;
  // -Xclang applies to files only.
  R = run(readInput("vector_add.ll"), "h200", "-Xclang -DX");
  EXPECT_NE(R.Error.find("unknown option '-Xclang'"), std::string::npos)
      << R.Error;
}

} // namespace

// --cuda-path reaches the C API through the one option parser: a directory
// that holds no SDK is the one error (its ptxas would give the resources).
TEST(CAPI, CudaPathIsValidated) {
  Result R = run(readInput("vector_add.ll"), "h200",
                 "--cuda-path /nonexistent-sdk --no-ptxas");
  EXPECT_EQ(R.RC, 1);
  EXPECT_EQ(R.Error, "--cuda-path '/nonexistent-sdk' is not a CUDA SDK (no "
                     "include/cuda.h defining CUDA_VERSION)");
  Result None =
      run(readInput("vector_add.ll"), "h200", "--cuda-path=none --no-ptxas");
  EXPECT_EQ(None.RC, 0) << None.Error;
}
