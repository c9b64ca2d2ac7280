//===- ObjectNames.h - Source names of memory objects -----------*- C++ -*-===//
//
// The one namer of the memory objects reports talk about: a function-local
// `__shared__ float tile[..]` is the IR global _ZZ14transpose_tileE4tile,
// which a CUDA developer knows as `tile`.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_OBJECTNAMES_H
#define GPUPERF_IR_OBJECTNAMES_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace gpuperf {

/// "_ZZ14transpose_tileE4tile" -> "tile"; other names demangled, or as is.
std::string shortObjectName(llvm::StringRef IRName);

} // namespace gpuperf

#endif
