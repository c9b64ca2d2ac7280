//===- CAPI.cpp - gpuperf-c.h over analyzeModule
//---------------------------===//
#include "gpuperf-c.h"

#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Plugin/AnalysisManagers.h"
#include "gpuperf/Plugin/GPUPerfAnalysis.h"
#include "gpuperf/Report/Views.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
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

/// Splits on blanks; single or double quotes group words (no escapes).
static Expected<std::vector<std::string>> words(StringRef S) {
  std::vector<std::string> Out;
  std::string Cur;
  bool In = false;
  char Quote = 0;
  for (char C : S) {
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Cur += C;
    } else if (C == '\'' || C == '"') {
      Quote = C, In = true;
    } else if (isSpace(C)) {
      if (In)
        Out.push_back(Cur), Cur.clear(), In = false;
    } else {
      Cur += C, In = true;
    }
  }
  if (Quote)
    return bad("options: unterminated quote");
  if (In)
    Out.push_back(Cur);
  return Out;
}

static Error parseOptions(StringRef Text, AnalysisOptions &O) {
  Expected<std::vector<std::string>> W = words(Text);
  if (!W)
    return W.takeError();
  for (size_t I = 0; I < W->size(); ++I) {
    std::string Flag = (*W)[I], Value;
    bool HasValue = false;
    if (size_t Eq = Flag.find('=');
        Flag.rfind("--", 0) == 0 && Eq != std::string::npos)
      Value = Flag.substr(Eq + 1), Flag = Flag.substr(0, Eq), HasValue = true;
    if (Flag == "--no-ptxas") {
      O.NoPtxas = true;
      continue;
    }
    static const char *Known[] = {"--block", "--grid", "--arg", "--kernel",
                                  "--model", "--regs", "--smem"};
    if (llvm::find(Known, Flag) == std::end(Known))
      return bad("options: unknown option '" + Flag +
                 "' (--block, --grid, --arg, --kernel, --model, --regs, "
                 "--smem, --no-ptxas)");
    if (!HasValue) {
      if (I + 1 >= W->size())
        return bad("options: " + Flag + " needs a value");
      Value = (*W)[++I];
    }
    if (Flag == "--block" || Flag == "--grid") {
      Expected<Dim3> D = parseDim3(Value);
      if (!D)
        return bad(Flag + ": " + toString(D.takeError()));
      (Flag == "--block" ? O.Launch.Block : O.Launch.Grid) = *D;
    } else if (Flag == "--arg") {
      if (Error E = addLaunchArg(O.Launch, Value))
        return E;
    } else if (Flag == "--kernel") {
      O.KernelRegex = Value;
    } else if (Flag == "--model") {
      if (!parseModelName(Value, O.Model))
        return bad("unknown --model '" + Value +
                   "' (volkov, volkov-contention, baghsorkhi)");
    } else {
      unsigned N;
      if (StringRef(Value).getAsInteger(0, N))
        return bad(Flag + " expects a non-negative integer, got '" + Value +
                   "'");
      if (Flag == "--regs")
        O.Launch.Registers = N;
      else
        O.Launch.DynamicShared = N;
    }
  }
  return Error::success();
}

static Expected<std::string> analyze(StringRef Buf, const char *GPU,
                                     const char *Options) {
  AnalysisOptions O;
  if (GPU && *GPU)
    O.GPU = GPU;
  if (Options)
    if (Error E = parseOptions(Options, O))
      return E;
  if (Buf.empty())
    return bad("empty input buffer");

  LLVMContext Ctx;
  // Diagnostics of the IR parser and verifier come back as errors, never
  // printed or fatal.
  std::string DiagMsg;
  Ctx.setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *DI, void *Msg) {
        if (DI->getSeverity() != DS_Error)
          return;
        std::string S;
        raw_string_ostream OS(S);
        DiagnosticPrinterRawOStream DP(OS);
        DI->print(DP);
        auto *M = static_cast<std::string *>(Msg);
        if (M->empty())
          *M = S;
      },
      &DiagMsg);
  SMDiagnostic Err;
  std::unique_ptr<Module> M =
      parseIR(MemoryBufferRef(Buf, "<buffer>"), Err, Ctx);
  if (!M) {
    std::string S;
    raw_string_ostream OS(S);
    OS << "<buffer>:" << Err.getLineNo() << ":" << Err.getColumnNo() << ": "
       << Err.getMessage();
    return bad(S);
  }
  if (!DiagMsg.empty())
    return bad(DiagMsg);
  if (std::string Why = whyNotNVPTX(*M); !Why.empty())
    return bad("<buffer>: " + Why);

  AnalysisManagers AM;
  FunctionAnalysisManager &FAM = AM.FAM;
  Expected<AnalysisReport> R = analyzeModule(*M, FAM, O);
  if (!R)
    return R.takeError();
  R->Input = "<buffer>";
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
  return "gpuperf 0.1.0 (LLVM 19)";
}
