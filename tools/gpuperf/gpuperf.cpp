//===- gpuperf.cpp - The gpuperf command line -----------------------------===//
//
// gpuperf analyze | rank | specs | calibrate. Each subcommand defines its
// flags in its own file; this one parses once and dispatches.
//
//===----------------------------------------------------------------------===//
#include "CLIOptions.h"

#include "gpuperf/Config.h"

#include "gpuperf/IR/ModuleLoader.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <unistd.h>

using namespace llvm;
using namespace gpuperf::cli;

/// Parses the command line; on failure Message holds llvm::cl's first
/// complaint without its "gpuperf <cmd>: " prefix. llvm::cl reports a bad
/// option value (`--regs -3`) on errs() itself, not on the stream it is
/// given, so stderr is redirected to a temporary file while parsing.
static bool parseCommandLine(int Argc, char **Argv, std::string &Message) {
  std::string Given;
  raw_string_ostream ES(Given);
  FILE *Capture = std::tmpfile();
  int Saved = Capture ? dup(STDERR_FILENO) : -1;
  if (Saved >= 0)
    dup2(fileno(Capture), STDERR_FILENO);
  bool OK = cl::ParseCommandLineOptions(
      Argc, Argv, "gpuperf: static GPU performance prediction\n", &ES);
  errs().flush();
  std::string Printed;
  if (Saved >= 0) {
    dup2(Saved, STDERR_FILENO);
    close(Saved);
    std::rewind(Capture);
    char Buf[4096];
    while (size_t N = std::fread(Buf, 1, sizeof(Buf), Capture))
      Printed.append(Buf, N);
  }
  if (Capture)
    std::fclose(Capture);
  if (OK) {
    errs() << Printed; // nothing went wrong: pass on whatever was said
    return true;
  }
  // llvm::cl prefixes "gpuperf <cmd>: " and may add a hint line; keep the
  // first line, as one error.
  std::string All = Printed + ES.str();
  StringRef First = StringRef(All).trim().split('\n').first;
  if (size_t Colon = First.find(": "); Colon != StringRef::npos && Colon < 24)
    First = First.drop_front(Colon + 2);
  Message = First.trim().str();
  if (Message.empty())
    Message = "invalid command line";
  return false;
}

static void usage(raw_ostream &OS) {
  OS << "usage: gpuperf <command> [options]\n"
        "  analyze INPUT   predict the performance of the kernels in a .cu, "
        ".ll or .bc\n"
        "  rank INPUT...   rank variants x launch configurations, fastest "
        "first\n"
        "  specs           list the GPU specs (--check FILE validates one)\n"
        "  calibrate       emit GPU microbenchmarks or fit a spec from their "
        "results\n"
        "Run 'gpuperf <command> --help' for a command's options.\n";
}

int main(int Argc, char **Argv) {
  InitLLVM X(Argc, Argv);
  // Reading a module runs under a CrashRecoveryContext (ModuleLoader.cpp):
  // LLVM's bitcode reader can crash on malformed input, which is bad input,
  // not a gpuperf crash.
  CrashRecoveryContext::Enable();
  // A fatal error inside LLVM (a reader giving up on input it cannot handle)
  // is still bad input: one error line and exit 1, never an abort with a
  // stack dump.
  install_fatal_error_handler([](void *, const char *Reason, bool) {
    StringRef First = StringRef(Reason).trim().split('\n').first;
    errs() << "error: " << First << "\n";
    errs().flush();
    sys::Process::Exit(1, /*NoCleanup=*/true);
  });
  // A failed allocation inside the reader is malformed input too (a mutated
  // bitcode record can ask for a 32 GiB vector; fuzz-module found one, and
  // --max-memory makes sure such a request fails): leave the recovery context
  // quietly so the loader's one error line is all that is printed, instead
  // of LLVM's "LLVM ERROR: out of memory" and an abort.
  install_bad_alloc_error_handler([](void *, const char *, bool) {
    if (CrashRecoveryContext *CRC = CrashRecoveryContext::GetCurrent())
      CRC->HandleExit(gpuperf::ReaderOutOfMemory);
    errs() << "error: out of memory\n";
    errs().flush();
    sys::Process::Exit(1, /*NoCleanup=*/true);
  });
  if (Argc < 2) {
    usage(errs());
    return 1;
  }
  StringRef Cmd = Argv[1];
  if (Cmd == "--help" || Cmd == "-help" || Cmd == "-h" || Cmd == "help") {
    usage(outs());
    return 0;
  }
  if (Cmd == "--version") {
    outs() << "gpuperf " GPUPERF_VERSION " (LLVM 19)\n";
    return 0;
  }
  if (Cmd != "analyze" && Cmd != "rank" && Cmd != "specs" && Cmd != "calibrate")
    return fail("unknown command '" + Cmd +
                "' (commands: analyze, rank, specs, calibrate)");

  std::string Message;
  if (!parseCommandLine(Argc, Argv, Message))
    return fail(Message);
  if (AnalyzeCmd)
    return runAnalyze();
  if (RankCmd)
    return runRank();
  if (SpecsCmd)
    return runSpecs();
  if (CalibrateCmd)
    return runCalibrate();
  usage(errs());
  return 1;
}
