//===- ReplayMain.cpp - Run a fuzz target on files, without libFuzzer -----===//
//
// Links with FuzzSpec.cpp or FuzzModule.cpp in every build (gcc or clang,
// sanitized or not): `fuzz-module-replay FILE...` runs the harness once per
// file and prints the time each took, so the lit tests can push the hostile
// corpus through the same in-process pipeline the fuzzer exercises, and a
// crash the fuzzer found can be replayed in any build.
//
//===----------------------------------------------------------------------===//
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    llvm::errs() << "usage: " << Argv[0] << " FILE...\n";
    return 1;
  }
  for (int I = 1; I < Argc; ++I) {
    auto Buf = llvm::MemoryBuffer::getFile(Argv[I], /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
    if (!Buf) {
      llvm::errs() << "error: " << Argv[I] << ": " << Buf.getError().message()
                   << "\n";
      return 1;
    }
    auto Start = std::chrono::steady_clock::now();
    LLVMFuzzerTestOneInput(
        reinterpret_cast<const uint8_t *>((*Buf)->getBufferStart()),
        (*Buf)->getBufferSize());
    double Ms = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
    llvm::outs() << "ok " << llvm::format("%9.1f", Ms) << " ms  " << Argv[I]
                 << "\n";
  }
  return 0;
}
