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

/// Returns the name of the spec that already answers to a name or alias, or
/// "" when no spec does.
using NameOwner = llvm::function_ref<std::string(llvm::StringRef)>;

/// Parses one spec file. Fields absent from the file come from its base; the
/// merged result must have every required field. Errors read
/// "FILE:LINE:COL: message" (no "error:" prefix; the caller adds it). With
/// \p OwnerOf, an alias another spec already answers to is refused.
llvm::Expected<GPUSpec> parseSpec(llvm::StringRef Text,
                                  llvm::StringRef FileName,
                                  BaseResolver ResolveBase,
                                  NameOwner OwnerOf = nullptr);

} // namespace gpuperf

#endif
