//===- ChildProcess.cpp - One C API call in a child process ---------------===//
#include "ChildProcess.h"
#include "gpuperf/Hardware/ErrorMessage.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace llvm;
using namespace gpuperf;
using namespace gpuperf::capi;

// The child's messages to the parent, in order: any number of reads
// ('R' NAME '\n' ... 'D'), then one result ('J' JSON or 'E' MESSAGE) up to
// the end of the pipe.
static constexpr char ReadStart = 'R', ReadDone = 'D', Result = 'J',
                      Failure = 'E';
/// The child's exit status when an allocation fails (the memory limit).
static constexpr int OutOfMemoryExit = 3;

static void writeAll(int FD, StringRef Data) {
  while (!Data.empty()) {
    ssize_t N = ::write(FD, Data.data(), Data.size());
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return; // the parent is gone: nobody to tell
    Data = Data.drop_front(N);
  }
}

std::shared_ptr<void> ReadReporter::reading(StringRef Name) const {
  if (FD < 0)
    return nullptr;
  std::string Msg = ReadStart + Name.str();
  std::replace(Msg.begin(), Msg.end(), '\n', ' ');
  writeAll(FD, Msg + "\n");
  int Out = FD;
  return std::shared_ptr<void>(
      nullptr, [Out](void *) { writeAll(Out, StringRef(&ReadDone, 1)); });
}

/// Bytes of the data segment in use (/proc/self/statm), 0 if unknown.
static uint64_t dataSegmentInUse() {
  FILE *F = std::fopen("/proc/self/statm", "r");
  if (!F)
    return 0;
  unsigned long Fields[6] = {};
  int Read = std::fscanf(F, "%lu %lu %lu %lu %lu %lu", &Fields[0], &Fields[1],
                         &Fields[2], &Fields[3], &Fields[4], &Fields[5]);
  std::fclose(F);
  return Read == 6 ? uint64_t(Fields[5]) * uint64_t(sysconf(_SC_PAGESIZE)) : 0;
}

static int ResultFD = -1;
/// Where the child's end of the pipe ends up (after stdin, stdout, stderr).
static constexpr int PipeFD = 3;

/// Standard streams to /dev/null, the pipe to PipeFD, and every other
/// descriptor of the host closed: the child holds no socket or file of the
/// host's, and no other call's pipe (a call on another thread would not see
/// its pipe's end while this child lives).
static void keepOnlyThePipe(int FD) {
  int Pipe = ::fcntl(FD, F_DUPFD, PipeFD + 1); // clear of 0..3
  int Null = ::open("/dev/null", O_RDWR);
  for (int Std : {0, 1, 2})
    if (Null >= 0)
      ::dup2(Null, Std);
  ::dup2(Pipe, PipeFD);
  ::fcntl(PipeFD, F_SETFD, FD_CLOEXEC); // not inherited by llc or ptxas
  if (::syscall(SYS_close_range, PipeFD + 1, ~0U, 0) != 0)
    for (int I = PipeFD + 1, E = int(sysconf(_SC_OPEN_MAX)); I < E; ++I)
      ::close(I);
}

/// The child: gpuperf's own process, so it takes the CLI's defences.
[[noreturn]] static void runChild(int FD, const ChildLimits &Limits,
                                  ChildWork Work) {
  // The host's crash handlers (Python's faulthandler, say) must not run
  // here: a crash is reported by the parent, which sees the signal.
  for (int Sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP})
    ::signal(Sig, SIG_DFL);
  keepOnlyThePipe(FD);
  ResultFD = FD = PipeFD;
  setpgid(0, 0); // a timeout kills llc and ptxas with it
  if (Limits.MaxMemoryGiB)
    (void)limitMemory(Limits.MaxMemoryGiB, dataSegmentInUse());
  install_fatal_error_handler([](void *, const char *Reason, bool) {
    StringRef First = StringRef(Reason).trim().split('\n').first;
    writeAll(ResultFD, StringRef(&Failure, 1));
    writeAll(ResultFD, First);
    _exit(1);
  });
  install_bad_alloc_error_handler(
      [](void *, const char *, bool) { _exit(OutOfMemoryExit); });
  install_out_of_memory_new_handler();
  Expected<std::string> R = Work(ReadReporter(FD));
  if (R) {
    writeAll(FD, StringRef(&Result, 1));
    writeAll(FD, *R);
  } else {
    writeAll(FD, StringRef(&Failure, 1));
    writeAll(FD, toString(R.takeError()));
  }
  _exit(0);
}

namespace {
using Clock = std::chrono::steady_clock;

/// What the parent saw of the child.
struct Observed {
  std::string Bytes;
  size_t Parsed = 0;
  bool Reading = false, HasResult = false;
  enum { InTime, ReadOverran, CallOverran } Timeout = InTime;
  std::string ReadName;
  Clock::time_point ReadDeadline, CallDeadline;

  explicit Observed(const ChildLimits &Limits)
      : CallDeadline(Clock::now() + std::chrono::seconds(Limits.Timeout)) {}

  /// Consumes the phase messages received so far.
  void parse(const ChildLimits &Limits) {
    while (!HasResult && Parsed < Bytes.size()) {
      char C = Bytes[Parsed];
      if (C == ReadStart) {
        size_t End = Bytes.find('\n', Parsed);
        if (End == std::string::npos)
          return; // the rest of the name is still coming
        ReadName = Bytes.substr(Parsed + 1, End - Parsed - 1);
        Reading = true;
        ReadDeadline = Clock::now() + std::chrono::seconds(Limits.ReadTimeout);
        Parsed = End + 1;
      } else if (C == ReadDone) {
        Reading = false, ++Parsed;
      } else {
        HasResult = true;
      }
    }
  }

  /// The deadline that ends the wait first, if any.
  std::optional<Clock::time_point> deadline(const ChildLimits &Limits) {
    bool Read = Reading && Limits.ReadTimeout;
    if (Read && (!Limits.Timeout || ReadDeadline < CallDeadline)) {
      Timeout = ReadOverran;
      return ReadDeadline;
    }
    Timeout = CallOverran;
    if (Limits.Timeout)
      return CallDeadline;
    return std::nullopt;
  }
};
} // namespace

/// Reads the child's messages until it closes the pipe or overruns a
/// deadline (then O.Timeout says which).
static void watchChild(int FD, pid_t Pid, const ChildLimits &Limits,
                       Observed &O) {
  char Chunk[65536];
  for (;;) {
    std::optional<Clock::time_point> Deadline = O.deadline(Limits);
    int WaitMs = -1;
    if (Deadline)
      WaitMs = int(std::max<int64_t>(
          0, std::chrono::duration_cast<std::chrono::milliseconds>(*Deadline -
                                                                   Clock::now())
                 .count()));
    pollfd P{FD, POLLIN, 0};
    int Ready = ::poll(&P, 1, WaitMs);
    if (Ready < 0 && errno == EINTR)
      continue;
    if (Ready == 0) {
      ::kill(-Pid, SIGKILL);
      ::kill(Pid, SIGKILL);
      return;
    }
    O.Timeout = Observed::InTime;
    if (Ready < 0)
      return;
    ssize_t N = ::read(FD, Chunk, sizeof(Chunk));
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      return;
    O.Bytes.append(Chunk, size_t(N));
    O.parse(Limits);
  }
}

/// Why the child gave no result, as the command line would say it.
static std::string whyNoResult(const Observed &O, int Status, bool Known,
                               const ChildLimits &Limits) {
  if (O.Timeout == Observed::CallOverran)
    return formatv("the call did not finish within {0} s (--timeout raises "
                   "the limit)",
                   Limits.Timeout);
  if (O.Timeout == Observed::ReadOverran)
    return formatv("{0}: reading did not finish within {1} s (malformed "
                   "bitcode? LLVM 19's reader can loop on it; --read-timeout "
                   "raises the limit)",
                   O.ReadName, Limits.ReadTimeout);
  if (Known && WIFEXITED(Status) && WEXITSTATUS(Status) == OutOfMemoryExit)
    return O.Reading ? O.ReadName + ": the LLVM 19 IR reader ran out of memory "
                                    "on this input (malformed bitcode?)"
                     : formatv("out of memory (--max-memory {0} GiB; 0 lifts "
                               "the limit)",
                               Limits.MaxMemoryGiB)
                           .str();
  if (Known && WIFSIGNALED(Status))
    return O.Reading ? O.ReadName + ": the LLVM 19 IR reader crashed on this "
                                    "input (malformed bitcode?)"
                     : formatv("the analysis crashed (signal {0}, {1}); "
                               "please report it with its input",
                               WTERMSIG(Status), strsignal(WTERMSIG(Status)))
                           .str();
  return Known ? formatv("the analysis process ended without a result "
                         "(exit status {0})",
                         WIFEXITED(Status) ? WEXITSTATUS(Status) : -1)
                     .str()
               : std::string("the analysis process ended without a result");
}

Expected<std::string> capi::runInChild(const ChildLimits &Limits,
                                       ChildWork Work) {
  int Pipe[2];
  if (::pipe2(Pipe, O_CLOEXEC) != 0)
    return errorMessage(Twine("cannot start the analysis process: ") +
                        strerror(errno));
  pid_t Pid = ::fork();
  if (Pid < 0) {
    int Err = errno;
    ::close(Pipe[0]), ::close(Pipe[1]);
    return errorMessage(Twine("cannot start the analysis process: ") +
                        strerror(Err));
  }
  if (Pid == 0) {
    ::close(Pipe[0]);
    runChild(Pipe[1], Limits, Work);
  }
  ::close(Pipe[1]);
  Observed O(Limits);
  watchChild(Pipe[0], Pid, Limits, O);
  ::close(Pipe[0]);
  int Status = 0;
  pid_t Waited;
  while ((Waited = ::waitpid(Pid, &Status, 0)) < 0 && errno == EINTR)
    ;
  // ECHILD: the host reaps its children itself (SIGCHLD ignored); the
  // pipe's content still tells whether the child finished.
  bool Known = Waited == Pid;
  bool Finished = O.HasResult && O.Timeout == Observed::InTime &&
                  (!Known || (WIFEXITED(Status) && WEXITSTATUS(Status) <= 1));
  if (!Finished)
    return errorMessage(whyNoResult(O, Status, Known, Limits));
  StringRef Payload = StringRef(O.Bytes).drop_front(O.Parsed + 1);
  if (O.Bytes[O.Parsed] == Failure)
    return errorMessage(Payload);
  return Payload.str();
}
