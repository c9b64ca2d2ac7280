//===- CAPI.cpp - gpuperf-c.h over the Analysis layer ---------------------===//
//
// A thin client of the driver and the sweep, like the CLI. It runs in
// someone else's process: each call runs in a child process unless asked
// not to (ChildProcess.h), and LLVM's diagnostics come back as the call's
// error instead of being printed.
//
//===----------------------------------------------------------------------===//
#include "gpuperf-c.h"
#include "gpuperf/Hardware/ErrorMessage.h"

#include "ChildProcess.h"

#include "gpuperf/IR/AnalysisManagers.h"
#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/Analysis/Sweep.h"
#include "gpuperf/Config.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Report/RankView.h"
#include "gpuperf/Report/Views.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>

using namespace llvm;
using namespace gpuperf;
using namespace gpuperf::capi;

static char *dup(const std::string &S) {
  char *P = static_cast<char *>(std::malloc(S.size() + 1));
  if (P)
    std::memcpy(P, S.c_str(), S.size() + 1);
  return P;
}

namespace {
enum class CallKind { Module, File, Rank };

/// One call's options: the analysis flags, and those of the C API itself.
struct CallOptions {
  OptionValues Values;
  SweepValues Axes; ///< rank only
  std::vector<std::string> ClangArgs;
  unsigned Top = 0, Jobs = 0;
  ChildLimits Limits;
  bool InProcess = false;
};
} // namespace

/// The flags a call of \p Kind takes beyond the analysis flags.
static ExtraFlags extraFlags(CallKind Kind) {
  ExtraFlags Extra;
  Extra.WithValue = {"--read-timeout", "--max-memory", "--timeout"};
  Extra.Switches = {"--in-process"};
  if (Kind != CallKind::Module)
    Extra.WithValue.push_back("-Xclang");
  if (Kind == CallKind::Rank)
    Extra.WithValue.insert(Extra.WithValue.end(),
                           {"--block", "--block-sweep", "--arg-sweep",
                            "--grid-for", "--top", "--jobs"});
  return Extra;
}

/// Stores one of extraFlags' flags into \p C.
static Error setExtra(StringRef Flag, StringRef Value, CallOptions &C) {
  std::vector<std::string> *List =
      StringSwitch<std::vector<std::string> *>(Flag)
          .Case("-Xclang", &C.ClangArgs)
          .Case("--block", &C.Axes.Blocks)
          .Case("--block-sweep", &C.Axes.BlockSweep)
          .Case("--arg-sweep", &C.Axes.ArgSweep)
          .Default(nullptr);
  unsigned *Number = StringSwitch<unsigned *>(Flag)
                         .Case("--read-timeout", &C.Limits.ReadTimeout)
                         .Case("--max-memory", &C.Limits.MaxMemoryGiB)
                         .Case("--timeout", &C.Limits.Timeout)
                         .Case("--top", &C.Top)
                         .Case("--jobs", &C.Jobs)
                         .Default(nullptr);
  if (Flag == "--in-process")
    C.InProcess = true;
  else if (Flag == "--grid-for")
    C.Axes.GridFor = Value.str();
  else if (List)
    List->push_back(Value.str());
  else if (Number && Value.getAsInteger(0, *Number))
    return errorMessage(Flag + " expects a non-negative integer, got '" +
                        Value + "'");
  return Error::success();
}

static Expected<CallOptions> parseCall(const char *GPU, const char *Options,
                                       CallKind Kind) {
  CallOptions C;
  if (GPU && *GPU)
    C.Values.GPU = GPU;
  ExtraFlags Extra = extraFlags(Kind);
  if (Options)
    if (Error E = parseOptionString(Options, C.Values, &Extra))
      return E;
  for (const auto &[Flag, Value] : Extra.Given)
    if (Error E = setExtra(Flag, Value, C))
      return E;
  // rank's --arg takes a list of values: an axis of the sweep.
  if (Kind == CallKind::Rank)
    std::swap(C.Axes.Args, C.Values.Args);
  return C;
}

/// The first error diagnostic LLVM reports while reading: in a host's
/// process it must come back as an error, never be printed or exit.
static void collectFirstError(const DiagnosticInfo *DI, void *Msg) {
  if (DI->getSeverity() != DS_Error)
    return;
  auto *First = static_cast<std::string *>(Msg);
  if (!First->empty())
    return;
  raw_string_ostream OS(*First);
  DiagnosticPrinterRawOStream DP(OS);
  DI->print(DP);
}

/// The JSON report of a module read from \p Input (gpuperf-report/1).
static Expected<std::string> reportOf(Module &M, StringRef Input,
                                      const AnalysisOptions &O,
                                      const std::vector<Reason> &Notes,
                                      std::optional<DeviceHeaders> Headers) {
  AnalysisManagers AM;
  Expected<AnalysisReport> R = analyzeModule(M, AM.FAM, O);
  if (!R)
    return R.takeError();
  R->Input = Input.str();
  R->Headers = std::move(Headers);
  R->Notes.insert(R->Notes.begin(), Notes.begin(), Notes.end());
  for (const KernelReport &K : R->Kernels)
    if (!K.Occupancy.Possible)
      return errorMessage("kernel " + K.Demangled +
                          ": impossible launch: " + K.Occupancy.Impossible);
  std::string Out;
  raw_string_ostream OS(Out);
  writeJSON(*R, OS);
  return Out;
}

static Expected<std::string> analyzeBuffer(StringRef Buf, const CallOptions &C,
                                           const ReadReporter &Reads) {
  Expected<AnalysisOptions> O = makeOptions(C.Values);
  if (!O)
    return O.takeError();
  if (Buf.empty())
    return errorMessage("empty input buffer");
  LLVMContext Ctx;
  std::string DiagMsg;
  Ctx.setDiagnosticHandlerCallBack(collectFirstError, &DiagMsg);
  std::vector<Reason> Notes;
  std::shared_ptr<void> Reading = Reads.reading("<buffer>");
  Expected<std::unique_ptr<Module>> M =
      readModuleBuffer(MemoryBufferRef(Buf, "<buffer>"), Ctx, Notes);
  Reading.reset();
  if (!M)
    return M.takeError();
  if (!DiagMsg.empty())
    return errorMessage(DiagMsg);
  return reportOf(**M, "<buffer>", *O, Notes, std::nullopt);
}

static LoadOptions loadOptions(const CallOptions &C,
                               const ReadReporter &Reads) {
  LoadOptions LO;
  LO.ExtraClangArgs = C.ClangArgs;
  LO.GuardRead = [&Reads](StringRef Path) { return Reads.reading(Path); };
  return LO;
}

static Expected<std::string> analyzeFile(const char *Path, const CallOptions &C,
                                         const ReadReporter &Reads) {
  Expected<AnalysisOptions> O = makeOptions(C.Values);
  if (!O)
    return O.takeError();
  auto Ctx = std::make_unique<LLVMContext>();
  std::string DiagMsg;
  Ctx->setDiagnosticHandlerCallBack(collectFirstError, &DiagMsg);
  Expected<LoadedModule> LM = loadModule(Path, *Ctx, loadOptions(C, Reads));
  if (!LM) {
    // It may hold a module half-built by a crashed reader: never destroy.
    (void)Ctx.release();
    return LM.takeError();
  }
  if (!DiagMsg.empty())
    return errorMessage(DiagMsg);
  return reportOf(*LM->M, Path, *O, LM->Notes, LM->Headers);
}

static Expected<std::string> rankPaths(const std::vector<std::string> &Paths,
                                       const CallOptions &C,
                                       const ReadReporter &Reads) {
  Expected<AnalysisOptions> O = makeOptions(C.Values);
  if (!O)
    return O.takeError();
  Expected<SweepAxes> Axes = makeSweepAxes(C.Axes, O->Launch.Grid);
  if (!Axes)
    return Axes.takeError();
  Expected<RankReport> R =
      rankFiles(Paths, std::move(*O), *Axes, loadOptions(C, Reads), C.Jobs);
  if (!R)
    return R.takeError();
  std::string Out;
  raw_string_ostream OS(Out);
  writeRankJSON(*R, C.Top, OS);
  return Out;
}

/// Runs \p Work as the call's options say (in a child unless --in-process)
/// and hands its result or error to the caller.
static int call(const char *GPU, const char *Options, CallKind Kind,
                function_ref<Expected<std::string>(const CallOptions &,
                                                   const ReadReporter &)>
                    Work,
                char **JsonOut, char **ErrorOut) {
  if (JsonOut)
    *JsonOut = nullptr;
  if (ErrorOut)
    *ErrorOut = nullptr;
  auto Fail = [&](std::string Msg) {
    std::replace(Msg.begin(), Msg.end(), '\n', ' ');
    if (ErrorOut)
      *ErrorOut = dup(Msg);
    return 1;
  };
  if (!JsonOut)
    return Fail("json_out is NULL");
  Expected<CallOptions> C = parseCall(GPU, Options, Kind);
  if (!C)
    return Fail(toString(C.takeError()));
  auto Run = [&](const ReadReporter &Reads) { return Work(*C, Reads); };
  Expected<std::string> J =
      C->InProcess ? Run(ReadReporter()) : runInChild(C->Limits, Run);
  if (!J)
    return Fail(toString(J.takeError()));
  *JsonOut = dup(*J);
  return *JsonOut ? 0 : Fail("out of memory");
}

extern "C" int gpuperf_analyze_module(const char *buf, size_t len,
                                      const char *gpu, const char *options,
                                      char **json_out, char **error_out) {
  if (!buf && len) {
    if (json_out)
      *json_out = nullptr;
    if (error_out)
      *error_out = dup("buf is NULL");
    return 1;
  }
  StringRef Buf(buf ? buf : "", buf ? len : 0);
  return call(
      gpu, options, CallKind::Module,
      [&](const CallOptions &C, const ReadReporter &Reads) {
        return analyzeBuffer(Buf, C, Reads);
      },
      json_out, error_out);
}

extern "C" int gpuperf_analyze_file(const char *path, const char *gpu,
                                    const char *options, char **json_out,
                                    char **error_out) {
  return call(
      gpu, options, CallKind::File,
      [&](const CallOptions &C,
          const ReadReporter &Reads) -> Expected<std::string> {
        if (!path || !*path)
          return errorMessage("path is NULL or empty");
        return analyzeFile(path, C, Reads);
      },
      json_out, error_out);
}

extern "C" int gpuperf_rank_files(const char *const *paths, size_t n,
                                  const char *gpu, const char *options,
                                  char **json_out, char **error_out) {
  return call(
      gpu, options, CallKind::Rank,
      [&](const CallOptions &C,
          const ReadReporter &Reads) -> Expected<std::string> {
        std::vector<std::string> Paths;
        for (size_t I = 0; I < n; ++I) {
          if (!paths || !paths[I] || !*paths[I])
            return errorMessage("paths[" + Twine(I) + "] is NULL or empty");
          Paths.push_back(paths[I]);
        }
        if (Paths.empty())
          return errorMessage("no input to rank");
        return rankPaths(Paths, C, Reads);
      },
      json_out, error_out);
}

extern "C" void gpuperf_free(char *s) { std::free(s); }

extern "C" const char *gpuperf_version(void) {
  return "gpuperf " GPUPERF_VERSION " (LLVM 19)";
}
