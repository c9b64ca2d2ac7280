//===- SpecRegistry.h - Finding a GPU spec by name, alias or path -*- C++ -*-=//
#ifndef GPUPERF_HARDWARE_SPECREGISTRY_H
#define GPUPERF_HARDWARE_SPECREGISTRY_H

#include "gpuperf/Hardware/GPUSpec.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <vector>

namespace gpuperf {

/// The built-in specs plus lookup of user files. `--gpu` accepts a name, an
/// alias (both case-insensitive) or a path to a YAML file.
class SpecRegistry {
public:
  /// Parses every built-in spec once; a broken built-in spec is a build bug
  /// and is reported by `gpuperf specs --check` and the tests.
  static const SpecRegistry &builtin();

  const std::vector<GPUSpec> &specs() const { return Specs; }
  /// Names of every built-in spec, for "unknown GPU" messages.
  std::string knownNames() const;

  /// A name, an alias, or a path (contains '/' or ends in .yaml/.yml).
  llvm::Expected<GPUSpec> lookup(llvm::StringRef NameAliasOrPath) const;
  /// Parses and validates a file; `base:` names resolve to built-in specs.
  llvm::Expected<GPUSpec> loadFile(llvm::StringRef Path) const;
  /// Validates a spec's text as loadFile would a file at \p Path (used to
  /// check a spec before writing it).
  llvm::Expected<GPUSpec> parseUserSpec(llvm::StringRef Text,
                                        llvm::StringRef Path) const;

  static constexpr const char *DefaultGPU = "h200";

private:
  SpecRegistry();
  const GPUSpec *findBuiltin(llvm::StringRef NameOrAlias) const;
  std::vector<GPUSpec> Specs;
  std::vector<std::string> BrokenBuiltins; ///< "file: error" for tests
  friend struct SpecRegistryTestAccess;

public:
  const std::vector<std::string> &brokenBuiltins() const {
    return BrokenBuiltins;
  }
};

} // namespace gpuperf

#endif
