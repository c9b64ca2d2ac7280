//===- InputGuard.cpp - Bounds on reading an untrusted module -------------===//
#include "gpuperf/Analysis/InputGuard.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <sys/resource.h>

using namespace llvm;
using namespace gpuperf;

#if defined(__SANITIZE_ADDRESS__)
#define GPUPERF_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GPUPERF_ASAN 1
#endif
#endif

std::string gpuperf::limitMemory(unsigned GiB, uint64_t InUse) {
#ifdef GPUPERF_ASAN
  (void)GiB, (void)InUse;
  return "";
#else
  if (GiB == 0)
    return "";
  rlimit L;
  if (getrlimit(RLIMIT_DATA, &L) != 0)
    return std::string("cannot read the memory limit: ") + strerror(errno);
  rlim_t Want = (rlim_t(GiB) << 30) + InUse;
  // Never raise a limit someone else set lower.
  if (L.rlim_cur != RLIM_INFINITY && L.rlim_cur <= Want)
    return "";
  L.rlim_cur = Want;
  if (setrlimit(RLIMIT_DATA, &L) != 0)
    return std::string("cannot set the memory limit: ") + strerror(errno);
  return "";
#endif
}

gpuperf::ReadWatchdog::ReadWatchdog(StringRef Path, unsigned Seconds) {
  if (Seconds == 0)
    return;
  Message = formatv("error: {0}: reading did not finish within {1} s "
                    "(malformed bitcode? LLVM 19's reader can loop on it; "
                    "--read-timeout raises the limit)\n",
                    Path, Seconds)
                .str();
  Watcher = std::thread([this, Seconds] {
    std::unique_lock<std::mutex> Lock(M);
    if (Finished.wait_for(Lock, std::chrono::seconds(Seconds),
                          [this] { return Done; }))
      return;
    // The reader holds no lock we need, and cannot be stopped: leave now,
    // without running destructors that would wait for it.
    errs() << Message;
    errs().flush();
    sys::Process::Exit(1, /*NoCleanup=*/true);
  });
}

gpuperf::ReadWatchdog::~ReadWatchdog() {
  if (!Watcher.joinable())
    return;
  {
    std::lock_guard<std::mutex> Lock(M);
    Done = true;
  }
  Finished.notify_one();
  Watcher.join();
}

std::function<std::shared_ptr<void>(StringRef)>
gpuperf::watchReads(unsigned Seconds) {
  return [Seconds](StringRef Path) -> std::shared_ptr<void> {
    if (Seconds == 0)
      return nullptr;
    return std::make_shared<ReadWatchdog>(Path, Seconds);
  };
}
