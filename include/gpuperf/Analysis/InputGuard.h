//===- InputGuard.h - Bounds on reading an untrusted module -----*- C++ -*-===//
//
// LLVM 19's bitcode reader is not hardened against malformed input: fuzzing
// found records that make it loop (llvm-dis spins for minutes) or size one
// vector from a corrupted count (24 GiB, touched page by page, until the
// kernel kills the process). gpuperf analyze and rank bound both, so a bad
// .bc is one `error:` line and exit 1 like any other bad input:
//   --read-timeout  a watchdog on reading each input;
//   --max-memory    a data-segment limit for the process, so that such an
//                   allocation fails (and becomes the loader's error) instead
//                   of exhausting the machine.
// These are process-wide measures: they belong to a process gpuperf owns,
// the command-line tool or the C API's child process (gpuperf-c.h), never
// to the pass plugin or the C API running inside someone else's process.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_INPUTGUARD_H
#define GPUPERF_ANALYSIS_INPUTGUARD_H

#include "llvm/ADT/StringRef.h"

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace gpuperf {

/// The defaults of --read-timeout (seconds) and --max-memory (GiB).
constexpr unsigned DefaultReadTimeout = 60;
constexpr unsigned DefaultMaxMemoryGiB = 8;

/// Limits the process's data segment (RLIMIT_DATA: heap and private
/// writable mappings) to GiB gibibytes beyond \p InUse bytes (what a forked
/// child already holds of its parent's); 0 leaves it alone. Does nothing in a
/// sanitizer build, whose shadow memory counts against that limit. Returns
/// an error message, or "" on success.
std::string limitMemory(unsigned GiB, uint64_t InUse = 0);

/// While alive, ends the process with "error: PATH: reading did not finish
/// within N s ..." and exit status 1 if it lives longer than Seconds (0: no
/// limit). A reader stuck in a loop cannot be interrupted any other way.
class ReadWatchdog {
public:
  ReadWatchdog(llvm::StringRef Path, unsigned Seconds);
  ~ReadWatchdog();
  ReadWatchdog(const ReadWatchdog &) = delete;
  ReadWatchdog &operator=(const ReadWatchdog &) = delete;

private:
  std::string Message;
  std::mutex M;
  std::condition_variable Finished;
  bool Done = false;
  std::thread Watcher;
};

/// A LoadOptions::GuardRead that watches each read for Seconds (0: none).
std::function<std::shared_ptr<void>(llvm::StringRef Path)>
watchReads(unsigned Seconds);

} // namespace gpuperf

#endif
