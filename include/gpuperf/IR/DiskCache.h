//===- DiskCache.h - gpuperf's on-disk cache ---------------------*- C++
//-*-===//
//
// The results of the external tools gpuperf runs (ptxas' resource usage,
// clang's device compile) are kept on disk between runs. Entries are named by
// a hash of what determines them, so that concurrent runs share them; each
// is written under a temporary name and renamed into place, so that no run
// reads a half-written one.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_DISKCACHE_H
#define GPUPERF_IR_DISKCACHE_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

/// $GPUPERF_CACHE_DIR, else $XDG_CACHE_HOME/gpuperf, else ~/.cache/gpuperf;
/// "" when there is no home directory either (nothing is cached).
std::string cacheDirectory();

/// Writes \p Contents to \p Path (creating its directory) under a temporary
/// name, then renames it into place. False when any step fails: a cache
/// that cannot be written is a cache miss next time, not an error.
bool writeCacheFile(llvm::StringRef Path, llvm::StringRef Contents);

/// A compiler's output kept with the files the compile read and a hash of
/// each: it is returned only while every one of them is unchanged (ccache's
/// "direct mode"). A changed source or header, compiler binary, argument or
/// working directory is a miss. Not noticed, as with ccache: a header created
/// earlier on the include path than the one the compile found.
/// The entries together stay under a size: a store past it removes the
/// least recently used ones (a hit counts as a use).
class CompileCache {
public:
  /// What the entries may take on disk by default: some hundreds of
  /// compiles of a source with the CUDA SDK's headers (0.1-1 MB each).
  static constexpr uint64_t DefaultMaxBytes = 256ull << 20;

  /// Entries under \p Dir; an empty \p Dir keeps nothing.
  explicit CompileCache(std::string Dir, uint64_t MaxBytes = DefaultMaxBytes)
      : Dir(std::move(Dir)), MaxBytes(MaxBytes) {}

  /// The output \p Command (the compiler, then its arguments but not the
  /// output file) gave in the current directory, if kept and still valid.
  std::optional<std::string> lookup(llvm::ArrayRef<std::string> Command) const;

  /// Keeps \p Output of \p Command, which read the files \p Inputs (relative
  /// paths are taken from the current directory). False when it was not
  /// kept (no cache directory, an unreadable input, a write that failed).
  bool store(llvm::ArrayRef<std::string> Command, llvm::StringRef Output,
             llvm::ArrayRef<std::string> Inputs) const;

private:
  std::string entryPath(llvm::ArrayRef<std::string> Command) const;
  /// Removes the least recently used entries while they take more than
  /// MaxBytes, down to three quarters of it.
  void evict() const;
  std::string Dir;
  uint64_t MaxBytes;
};

/// The prerequisites of the make rules a compiler's -MD writes ("out.o:
/// a.cu b.h \<newline> c.h"), in order; "\ " and "$$" are unescaped.
std::vector<std::string> parseMakeDependencies(llvm::StringRef Rules);

} // namespace gpuperf

#endif
