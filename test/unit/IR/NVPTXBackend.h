//===- NVPTXBackend.h - NVPTX registered for unit tests ---------*- C++ -*-===//
#ifndef GPUPERF_TEST_NVPTXBACKEND_H
#define GPUPERF_TEST_NVPTXBACKEND_H

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();
extern "C" void LLVMInitializeNVPTXAsmPrinter();

namespace gpuperf {
namespace test {

/// Registers LLVM's NVPTX backend in this process, as clang has it, so a
/// test can look the target up and emit PTX. Registering twice is harmless.
inline void registerNVPTXBackend() {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

} // namespace test
} // namespace gpuperf

#endif // GPUPERF_TEST_NVPTXBACKEND_H
