//===- FlagSpelling.h - How the user spells an option -----------*- C++ -*-===//
//
// Messages tell the user which option overrides an assumption ("assumed 16
// iterations (no --assume-trip given)"). The same analysis runs behind the
// CLI and C API (--assume-trip LOC=N) and behind opt and clang
// (-gpu-perf-assume-trip=LOC=N), so every layer that writes such a message
// takes the spelling from its options instead of naming the CLI's.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_FLAGSPELLING_H
#define GPUPERF_IR_FLAGSPELLING_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace gpuperf {

struct FlagSpelling {
  llvm::StringRef Prefix = "--"; ///< "--" or "-gpu-perf-"
  /// Between a flag and its value: " " (--arg n=4) or "=" (-gpu-perf-arg=n=4).
  llvm::StringRef ValueSeparator = " ";

  /// The plugin's -gpu-perf-* options (opt, clang -mllvm).
  static FlagSpelling plugin() { return {"-gpu-perf-", "="}; }

  /// "--block" or "-gpu-perf-block".
  std::string flag(llvm::StringRef Name) const {
    return (llvm::Twine(Prefix) + Name).str();
  }
  /// The flag as written with a value: "--assume-trip k.cu:4=8".
  std::string given(llvm::StringRef Name, llvm::StringRef Value) const {
    return (llvm::Twine(Prefix) + Name + ValueSeparator + Value).str();
  }
};

} // namespace gpuperf

#endif
