//===- SpecParser.h - YAML -> GPUSpec ----------------------------*- C++
//-*-===//
#ifndef GPUPERF_HARDWARE_SPECPARSER_H
#define GPUPERF_HARDWARE_SPECPARSER_H

#include "gpuperf/Hardware/GPUSpec.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace gpuperf {

/// Returns the spec a `base:` key names (already fully parsed).
using BaseResolver =
    llvm::function_ref<llvm::Expected<GPUSpec>(llvm::StringRef)>;

/// Parses one spec file. Fields absent from the file come from its base; the
/// merged result must have every required field. Errors read
/// "FILE:LINE:COL: message" (no "error:" prefix; the caller adds it).
llvm::Expected<GPUSpec> parseSpec(llvm::StringRef Text,
                                  llvm::StringRef FileName,
                                  BaseResolver ResolveBase);

} // namespace gpuperf

#endif
