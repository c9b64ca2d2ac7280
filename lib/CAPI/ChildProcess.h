//===- ChildProcess.h - One C API call in a child process -------*- C++ -*-===//
//
// The C API runs inside someone else's process, where a library may not set
// process limits and cannot stop a thread. LLVM 19's bitcode reader is not
// hardened against malformed input (it can crash, loop, or ask for tens of
// GiB), and a crash anywhere in an analysis would take the host down. So a
// call runs by default in a forked child of the caller, which applies the
// command line's defences (InputGuard.h) to itself: a data-segment limit,
// and a deadline on each read (and, if asked, on the whole call), enforced
// by the parent, which kills the child. The child reports the phase it is in,
// so that a crash or a timeout while reading is named as the CLI names it.
// Nothing the child prints reaches the host: its standard streams are
// /dev/null.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_CAPI_CHILDPROCESS_H
#define GPUPERF_CAPI_CHILDPROCESS_H

#include "gpuperf/Analysis/InputGuard.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace gpuperf::capi {

/// The default of the C API's --timeout (seconds).
constexpr unsigned DefaultCallTimeout = 600;

/// The limits of one call, as `gpuperf analyze` spells them.
struct ChildLimits {
  unsigned ReadTimeout = DefaultReadTimeout;   ///< s per read; 0: none
  unsigned MaxMemoryGiB = DefaultMaxMemoryGiB; ///< above the host's; 0: none
  /// s for the whole call; 0: none. A child forked from a multithreaded
  /// host can wait forever on a lock another host thread held at the fork
  /// (fork copies only the calling thread): a hang the read deadline does
  /// not cover once reading is over. The default turns it into an error.
  /// It bounds the whole call: one module's analysis stays far below it
  /// (budget: about 2 s a kernel; llc and ptxas: 120 s each), but a call
  /// over many inputs or kernels may need --timeout raised (or 0).
  unsigned Timeout = DefaultCallTimeout;
};

/// What the work tells the parent: which input it is reading, and when that
/// read has ended. In process (no child) it does nothing.
class ReadReporter {
public:
  explicit ReadReporter(int FD = -1) : FD(FD) {}
  /// Marks the start of reading \p Name; the read ends when the returned
  /// object is released (a LoadOptions::GuardRead).
  std::shared_ptr<void> reading(llvm::StringRef Name) const;

private:
  int FD;
};

using ChildWork =
    llvm::function_ref<llvm::Expected<std::string>(const ReadReporter &)>;

/// Runs \p Work in a forked child under \p Limits and returns its result;
/// a crash, an exhausted memory limit or a read past its deadline is an
/// error naming what happened.
llvm::Expected<std::string> runInChild(const ChildLimits &Limits,
                                       ChildWork Work);

} // namespace gpuperf::capi

#endif
