//===- CLIOptions.cpp - What the gpuperf subcommands share ----------------===//
#include "CLIOptions.h"

#include "gpuperf/Hardware/SpecRegistry.h"
#include "gpuperf/Model/Prediction.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <list>

using namespace llvm;
using namespace gpuperf;

int cli::fail(const Twine &Msg) {
  // One line, whatever the message holds.
  std::string S = Msg.str();
  // Control characters (CR, NUL, ESC from a garbage input echoed in a parser
  // message) become spaces, so the terminal shows exactly one line too.
  std::replace_if(
      S.begin(), S.end(),
      [](char C) { return (unsigned char)C < 0x20 || C == 0x7f; }, ' ');
  errs() << "error: " << S << "\n";
  return 1;
}

int cli::fail(Error E) { return fail(toString(std::move(E))); }

StringRef cli::gpuHelp() {
  static const std::string Help =
      std::string("GPU name, alias or spec .yaml (default: ") +
      SpecRegistry::DefaultGPU + "; `gpuperf specs` lists them)";
  return Help;
}

bool cli::writeFile(StringRef Path, function_ref<void(raw_ostream &)> Write) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC)
    return false;
  Write(OS);
  OS.close();
  if (OS.has_error()) {
    OS.clear_error();
    return false;
  }
  return true;
}

bool cli::writeOutput(StringRef Path, function_ref<void(raw_ostream &)> Write) {
  if (Path.empty() || Path == "-") {
    Write(outs());
    return true;
  }
  return writeFile(Path, Write);
}

StringRef cli::modelHelp() {
  static const std::string Help =
      modelNames("|") + " (default: " + modelName(DefaultModel).str() + ")";
  return Help;
}

StringRef cli::helpWithDefault(StringRef What, unsigned Default,
                               StringRef Zero) {
  static std::list<std::string> Lines;
  // "(default: 60; 0: no limit)", or "(default: 0, one per core)".
  Lines.push_back((What + " (default: " + Twine(Default) +
                   (Zero.empty()   ? ""
                    : Default == 0 ? ", " + Zero
                                   : "; 0: " + Zero) +
                   ")")
                      .str());
  return Lines.back();
}

void cli::failLoading(Error E) {
  int RC = fail(std::move(E));
  errs().flush();
  outs().flush();
  sys::Process::Exit(RC, /*NoCleanup=*/true);
}
