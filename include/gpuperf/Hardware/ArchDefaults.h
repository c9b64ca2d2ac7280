//===- ArchDefaults.h - The spec a module's target-cpu stands for -*- C++ -*-=//
//
// In a CUDA build the plugin analyses for the GPU the module is compiled
// for: clang's --cuda-gpu-arch=sm_80 becomes the module's "target-cpu", and
// this table names the built-in spec of that architecture. Where one
// architecture covers several specs, the row names the one chosen and why
// (docs/architecture.md lists the table). -gpu-perf-gpu overrides it.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_HARDWARE_ARCHDEFAULTS_H
#define GPUPERF_HARDWARE_ARCHDEFAULTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace gpuperf {

struct ArchDefault {
  llvm::StringRef TargetCPU; ///< "sm_80", as clang writes target-cpu
  llvm::StringRef Spec;      ///< a built-in spec whose ptx_arch matches
};

/// The table, one row per architecture with a built-in spec.
llvm::ArrayRef<ArchDefault> archDefaults();

/// The default spec of \p TargetCPU ("sm_90a" is sm_90's), or nothing for an
/// architecture without a built-in spec.
std::optional<llvm::StringRef> defaultSpecForArch(llvm::StringRef TargetCPU);

} // namespace gpuperf

#endif
