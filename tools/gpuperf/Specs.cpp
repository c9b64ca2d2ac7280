//===- Specs.cpp - gpuperf specs [--check FILE] ---------------------------===//
#include "CLIOptions.h"

#include "gpuperf/Hardware/SpecRegistry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace gpuperf;

cl::SubCommand cli::SpecsCmd("specs",
                             "List the GPU specs, or validate one\n\n"
                             "EXAMPLE:\n"
                             "  gpuperf specs\n"
                             "  gpuperf specs --check gpu-specs/a100.yaml");
static cl::opt<std::string> CheckFile("check", cl::desc("Validate a spec file"),
                                      cl::value_desc("FILE"),
                                      cl::sub(cli::SpecsCmd));

int cli::runSpecs() {
  const SpecRegistry &Reg = SpecRegistry::builtin();
  if (!CheckFile.empty()) {
    Expected<GPUSpec> S = Reg.loadFile(CheckFile);
    if (!S)
      return fail(S.takeError());
    outs() << formatv("{0}: ok ({1}, CC {2}.{3}{4})\n", CheckFile, S->Name,
                      S->CCMajor, S->CCMinor,
                      S->Base.empty() ? "" : ", base " + S->Base);
    return 0;
  }
  // A broken built-in spec is a build defect: say so, but list the rest.
  for (const std::string &B : Reg.brokenBuiltins())
    errs() << "warning: built-in spec " << B << "\n";
  for (const GPUSpec &S : Reg.specs()) {
    outs() << formatv("{0,-10} cc {1}.{2}  {3,3} SMs  {4}", S.Name, S.CCMajor,
                      S.CCMinor, S.SMCount, S.Description);
    if (!S.Aliases.empty())
      outs() << "  [aliases: " << join(S.Aliases, ", ") << "]";
    outs() << "\n";
  }
  return Reg.brokenBuiltins().empty() ? 0 : 1;
}
