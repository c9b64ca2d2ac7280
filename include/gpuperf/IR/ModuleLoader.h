//===- ModuleLoader.h - .ll / .bc / .cu -> NVPTX module ----------*- C++
//-*-===//
#ifndef GPUPERF_IR_MODULELOADER_H
#define GPUPERF_IR_MODULELOADER_H

#include "gpuperf/IR/Reason.h"
#include "gpuperf/IR/CudaSDK.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

struct LoadOptions {
  std::string CudaArch = "sm_90";          ///< --cuda-gpu-arch for .cu inputs
  std::vector<std::string> ExtraClangArgs; ///< e.g. -DTILE=32, -ffast-math
  /// The CUDA SDK whose headers a .cu is compiled against (findCudaSDK):
  /// a directory, "none" for gpuperf's own header, "" to look for one.
  std::string CudaPath;
  /// Where every clang diagnostic goes when a .cu does not compile (the
  /// error message names the first); null: only the message.
  llvm::raw_ostream *ClangDiagnostics = nullptr;
  /// Called with the input's path just before LLVM reads the IR in process
  /// (after clang, for .cu); what it returns is released when the read ends.
  /// gpuperf's command line starts its read watchdog here (InputGuard.h).
  std::function<std::shared_ptr<void>(llvm::StringRef Path)> GuardRead;
};

struct LoadedModule {
  std::unique_ptr<llvm::Module> M;
  /// What the loader did that the user should know (e.g. stripped debug
  /// info).
  std::vector<Reason> Notes;
  /// For a .cu: the headers it was compiled against.
  std::optional<DeviceHeaders> Headers;
};

/// What a tool's bad-alloc handler passes to CrashRecoveryContext::HandleExit
/// when an allocation fails inside loadModule's read, so that the refusal
/// says "ran out of memory" rather than "crashed".
constexpr int ReaderOutOfMemory = 3;

/// Reads .ll or .bc ("-": standard input), or compiles .cu device-only at
/// -O2 -g with clang 19, against the CUDA SDK's headers when there is one
/// (Opts.CudaPath), else gpuperf's minimal device header.
/// Fails (one-line message, no "error:" prefix) on unreadable input or a
/// module that does not target NVPTX.
llvm::Expected<LoadedModule> loadModule(llvm::StringRef Path,
                                        llvm::LLVMContext &Ctx,
                                        const LoadOptions &Opts);

/// Parses IR text or bitcode and verifies it; messages name the buffer's
/// identifier and carry no "error:" prefix. Debug info that fails
/// verification (or has another metadata version) is stripped with a note in
/// Notes, as LLVM's reader would, but without printing to stderr. Reader
/// crashes are not caught here: loadModule runs this in a
/// CrashRecoveryContext. Turns LLVM's -disable-auto-upgrade-debug-info on
/// for the process (once), so that the reader leaves these checks to it.
/// The module is then prepared as the GPU will execute it (-O0 optimised,
/// accesses merged as the NVPTX backend merges them: AsCompiled.h), with a
/// note in Notes per step that changed it.
llvm::Expected<std::unique_ptr<llvm::Module>>
readVerifiedModule(llvm::MemoryBufferRef Buf, llvm::LLVMContext &Ctx,
                   std::vector<Reason> &Notes);

/// Empty when M targets NVPTX, else why not (for the pass and the CLI).
std::string whyNotNVPTX(const llvm::Module &M);

/// How reports name the input at \p Path: "<stdin>" for "-", as LLVM does.
std::string inputName(llvm::StringRef Path);

/// clang++ (19) and the project's device header, as found at run time.
std::string findClang();
std::string findDeviceHeader();

} // namespace gpuperf

#endif
