//===- CLIOptions.h - What the gpuperf subcommands share
//-------------------===//
//
// Errors end in one line on stderr; each subcommand defines its own flags
// and hands them to the Analysis layer (Options.h), which validates them.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_TOOLS_CLIOPTIONS_H
#define GPUPERF_TOOLS_CLIOPTIONS_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

namespace gpuperf::cli {

/// Prints "error: MSG" on stderr and returns 1: every bad input ends here.
int fail(const llvm::Twine &Msg);
int fail(llvm::Error E);
/// fail(E), then exits at once without running destructors: for a module
/// that could not be loaded, whose LLVMContext may hold a half-built module
/// after a recovered crash in LLVM's reader (ModuleLoader.cpp).
[[noreturn]] void failLoading(llvm::Error E);

/// Writes through \p Write to the file \p Path; false when it cannot.
bool writeFile(llvm::StringRef Path,
               llvm::function_ref<void(llvm::raw_ostream &)> Write);
/// writeFile, or standard output for "" and "-" (-o FILE).
bool writeOutput(llvm::StringRef Path,
                 llvm::function_ref<void(llvm::raw_ostream &)> Write);

/// --gpu's help line, naming the default GPU (SpecRegistry::DefaultGPU).
llvm::StringRef gpuHelp();
/// --model's help: the models, and the default (DefaultModel).
llvm::StringRef modelHelp();
/// "WHAT (default: N[; 0: ZERO])" (or "(default: 0, ZERO)"): a help line
/// naming a numeric default, kept for the program's life as cl::desc needs.
llvm::StringRef helpWithDefault(llvm::StringRef What, unsigned Default,
                                llvm::StringRef Zero = "");

/// The subcommands; each file defines its own flags with cl::sub(...).
extern llvm::cl::SubCommand AnalyzeCmd, RankCmd, SpecsCmd, CalibrateCmd;
int runAnalyze();
int runSpecs();
int runRank();
int runCalibrate();

} // namespace gpuperf::cli

#endif
