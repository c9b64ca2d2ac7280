//===- CudaSDK.h - The CUDA SDK a .cu is compiled against -------*- C++ -*-===//
//
// Which CUDA toolkit gpuperf uses: its headers when it compiles a .cu (clang
// 19 with --cuda-path) and its ptxas for resources. --cuda-path DIR (and the
// plugin's / C API's equivalents) chooses one; without it the environment
// ($GPUPERF_CUDA_PATH, else $CUDA_PATH) and then /usr/local/cuda are tried.
// "none" compiles with gpuperf's own minimal device header instead.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_CUDASDK_H
#define GPUPERF_IR_CUDASDK_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

struct CudaSDK {
  std::string Path;     ///< the toolkit's root (holds include/cuda.h)
  unsigned Version = 0; ///< CUDA_VERSION from include/cuda.h, e.g. 13000
  /// "13.0"
  std::string versionString() const;
  /// Clang arguments that compile device code against this SDK's headers:
  /// --cuda-path, plus for CUDA 13 the stand-in for the removed
  /// texture_fetch_functions.h (first on the include path) and
  /// include/cccl (CUB, Thrust, libcu++) as a system directory; libdevice
  /// is linked where the SDK has it (-nocudalib where not).
  std::vector<std::string> clangArgs() const;
  /// bin/ptxas of this SDK, "" when it has none.
  std::string ptxas() const;
};

/// Which headers a .cu was compiled against; every report says (text and
/// the JSON key `cuda_headers`).
struct DeviceHeaders {
  std::optional<CudaSDK> SDK; ///< the SDK's headers, else gpuperf's own
  /// "the CUDA 13.0 SDK at /usr/local/cuda" or "gpuperf's minimal device
  /// header (no CUDA SDK found)".
  std::string describe() const;
};

/// The SDK that \p Requested names: a directory, "none" (no SDK), or ""
/// (the environment, then /usr/local/cuda; nothing when none is installed).
/// A directory named explicitly (flag or environment) that holds no
/// include/cuda.h is an error naming where it came from.
llvm::Expected<std::optional<CudaSDK>> findCudaSDK(llvm::StringRef Requested);

/// The directory of gpuperf's SDK stand-in headers ("" when not found).
std::string sdkCompatDir();

} // namespace gpuperf

#endif
