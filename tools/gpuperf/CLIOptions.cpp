//===- CLIOptions.cpp - What the gpuperf subcommands share ----------------===//
#include "CLIOptions.h"

#include "gpuperf/Hardware/SpecRegistry.h"

#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

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

void cli::failLoading(Error E) {
  int RC = fail(std::move(E));
  errs().flush();
  outs().flush();
  sys::Process::Exit(RC, /*NoCleanup=*/true);
}
