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
  /// The width of each integer parameter in bits, 0 for the others.
  std::vector<unsigned> ParamIntBits;
};

/// Kernels in layout order: functions listed as "kernel" in !nvvm.annotations
/// or using the PTX kernel calling convention.
std::vector<KernelInfo> findKernels(llvm::Module &M);

/// True if Re matches the mangled or the demangled name.
bool kernelMatches(const KernelInfo &K, const llvm::Regex &Re);

/// The position of the parameter Key names: its source name or "#i".
std::optional<unsigned> parameterIndex(const KernelInfo &K,
                                       llvm::StringRef Key);

/// What parameter Index holds when the user gives Value, read as signed, as
/// expressions read every integer of the IR: an `unsigned` parameter given
/// 4294967295 holds the bits of -1 (unsigned comparisons read them as the
/// large value again). None when Value fits neither the signed nor the
/// unsigned range of an integer parameter's width (a flag, i1, takes 0 or
/// 1). Other parameters take Value as it is.
std::optional<int64_t> parameterValue(const KernelInfo &K, unsigned Index,
                                      int64_t Value);

/// Binds user arguments (by source name or "#i") to this kernel's
/// parameters, each as parameterValue holds it; a value the parameter cannot
/// hold stays unbound (prepareModule has refused it before). The result
/// holds both spellings for each bound parameter. Names that match no
/// parameter are returned in Unmatched.
std::map<std::string, int64_t>
bindKernelArgs(const KernelInfo &K,
               const std::map<std::string, int64_t> &UserArgs,
               std::vector<std::string> *Unmatched = nullptr);

} // namespace gpuperf

#endif
