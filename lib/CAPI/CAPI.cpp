//===- CAPI.cpp - gpuperf-c.h over the Analysis layer ---------------------===//
//
// A thin client of the driver, like the CLI; it runs in someone else's
// process, so it sets no process limits and catches LLVM's diagnostics.
//
//===----------------------------------------------------------------------===//
#include "gpuperf-c.h"

#include "gpuperf/Analysis/AnalysisManagers.h"
#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/Config.h"
#include "gpuperf/Report/Views.h"

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

static char *dup(const std::string &S) {
  char *P = static_cast<char *>(std::malloc(S.size() + 1));
  if (P)
    std::memcpy(P, S.c_str(), S.size() + 1);
  return P;
}

static Error bad(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
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

static Expected<std::string> analyze(StringRef Buf, const char *GPU,
                                     const char *Options) {
  OptionValues V;
  if (GPU && *GPU)
    V.GPU = GPU;
  if (Options)
    if (Error E = parseOptionString(Options, V))
      return E;
  Expected<AnalysisOptions> O = makeOptions(V);
  if (!O)
    return O.takeError();
  if (Buf.empty())
    return bad("empty input buffer");

  LLVMContext Ctx;
  std::string DiagMsg;
  Ctx.setDiagnosticHandlerCallBack(collectFirstError, &DiagMsg);
  std::vector<Reason> Notes;
  Expected<std::unique_ptr<Module>> M =
      readModuleBuffer(MemoryBufferRef(Buf, "<buffer>"), Ctx, Notes);
  if (!M)
    return M.takeError();
  if (!DiagMsg.empty())
    return bad(DiagMsg);

  AnalysisManagers AM;
  Expected<AnalysisReport> R = analyzeModule(**M, AM.FAM, *O);
  if (!R)
    return R.takeError();
  R->Input = "<buffer>";
  R->Notes.insert(R->Notes.begin(), Notes.begin(), Notes.end());
  for (const KernelReport &K : R->Kernels)
    if (!K.Occupancy.Possible)
      return bad("kernel " + K.Demangled +
                 ": impossible launch: " + K.Occupancy.Impossible);
  std::string Out;
  raw_string_ostream OS(Out);
  writeJSON(*R, OS);
  OS.flush();
  AM.FAM.clear();
  AM.MAM.clear();
  return Out;
}

extern "C" int gpuperf_analyze_module(const char *buf, size_t len,
                                      const char *gpu, const char *options,
                                      char **json_out, char **error_out) {
  if (json_out)
    *json_out = nullptr;
  if (error_out)
    *error_out = nullptr;
  auto Fail = [&](std::string Msg) {
    std::replace(Msg.begin(), Msg.end(), '\n', ' ');
    if (error_out)
      *error_out = dup(Msg);
    return 1;
  };
  if (!json_out)
    return Fail("json_out is NULL");
  if (!buf && len)
    return Fail("buf is NULL");
  Expected<std::string> J =
      analyze(StringRef(buf ? buf : "", buf ? len : 0), gpu, options);
  if (!J)
    return Fail(toString(J.takeError()));
  *json_out = dup(*J);
  return *json_out ? 0 : Fail("out of memory");
}

extern "C" void gpuperf_free(char *s) { std::free(s); }

extern "C" const char *gpuperf_version(void) {
  return "gpuperf " GPUPERF_VERSION " (LLVM 19)";
}
