//===- CAPITest.cpp - gpuperf-c.h on test/Inputs/vector_add.ll ------------===//
#include "gpuperf-c.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

#include <string>

using namespace llvm;

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

Result run(const std::string &Buf, const char *GPU, const char *Options) {
  char *J = reinterpret_cast<char *>(1), *E = reinterpret_cast<char *>(1);
  Result R;
  R.RC = gpuperf_analyze_module(Buf.data(), Buf.size(), GPU, Options, &J, &E);
  if (J)
    R.JSON = J;
  if (E)
    R.Error = E;
  EXPECT_TRUE(R.RC == 0 ? (J && !E) : (!J && E)) << "exactly one output is set";
  gpuperf_free(J);
  gpuperf_free(E);
  return R;
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
