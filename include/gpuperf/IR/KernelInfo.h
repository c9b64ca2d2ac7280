//===- KernelInfo.h - Which functions are kernels, and their launch facts -===//
#ifndef GPUPERF_IR_KERNELINFO_H
#define GPUPERF_IR_KERNELINFO_H

#include "gpuperf/IR/LaunchContext.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/Regex.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

struct KernelInfo {
  llvm::Function *F = nullptr;
  std::string Name;      ///< mangled (IR) name
  std::string Demangled; ///< demangled, or the same as Name
  /// __launch_bounds__(maxThreadsPerBlock, minBlocksPerMultiprocessor).
  std::optional<Dim3> MaxNTid;
  unsigned MinCTASM = 0;
  /// Source names of the parameters (parameterNames, ParameterNames.h); ""
  /// where unknown. Index = position.
  std::vector<std::string> ParamNames;
};

/// Kernels in layout order: functions listed as "kernel" in !nvvm.annotations
/// or using the PTX kernel calling convention.
std::vector<KernelInfo> findKernels(llvm::Module &M);

/// True if Re matches the mangled or the demangled name.
bool kernelMatches(const KernelInfo &K, const llvm::Regex &Re);

/// Binds user arguments (by source name or "#i") to this kernel's
/// parameters. The result holds both spellings for each bound parameter.
/// Names that match no parameter are returned in Unmatched.
std::map<std::string, int64_t>
bindKernelArgs(const KernelInfo &K,
               const std::map<std::string, int64_t> &UserArgs,
               std::vector<std::string> *Unmatched = nullptr);

} // namespace gpuperf

#endif
