//===- CLIOptions.h - Shared flag parsing for the gpuperf subcommands -----===//
#ifndef GPUPERF_TOOLS_CLIOPTIONS_H
#define GPUPERF_TOOLS_CLIOPTIONS_H

#include "gpuperf/Plugin/GPUPerfAnalysis.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace gpuperf::cli {

/// Prints "error: MSG" on stderr and returns 1: every bad input ends here.
int fail(const llvm::Twine &Msg);
int fail(llvm::Error E);
/// fail(E), then exits at once without running destructors: for a module
/// that could not be loaded, whose LLVMContext may hold a half-built module
/// after a recovered crash in LLVM's reader (ModuleLoader.cpp).
[[noreturn]] void failLoading(llvm::Error E);

/// NAME=NUMBER arguments (see addLaunchArg).
llvm::Error parseArgList(const std::vector<std::string> &Args,
                         LaunchConfig &Out);
/// LOC=coalesced|random|uniform.
llvm::Error parseAssumeAccess(const std::vector<std::string> &Items,
                              std::map<std::string, std::string> &Out);
/// LOC=P with 0 <= P <= 1.
llvm::Error parseAssumeBranch(const std::vector<std::string> &Items,
                              std::map<std::string, double> &Out);
/// LOC=N with N >= 0 (a loop's trip count where the IR does not tell).
llvm::Error parseAssumeTrip(const std::vector<std::string> &Items,
                            std::map<std::string, double> &Out);
/// Reads a profile file: lines "access LOC PATTERN" / "branch LOC P" /
/// "trip LOC N".
llvm::Error readProfile(llvm::StringRef Path, AnalysisOptions &Opts);

/// The subcommands; each file defines its own flags with cl::sub(...).
extern llvm::cl::SubCommand AnalyzeCmd, RankCmd, SpecsCmd, CalibrateCmd;
int runAnalyze();
int runSpecs();
int runRank();
int runCalibrate();

/// Flags common to analyze and rank, already split into values.
struct LaunchFlags {
  std::string GPU, Block, Grid, Model, Kernel, Profile;
  std::vector<std::string> Args, AssumeAccess, AssumeBranch, AssumeTrip;
  unsigned Regs = 0, Smem = 0;
  bool RegsGiven = false, SmemGiven = false;
};
/// Turns flags into analysis options; errors name the offending flag.
llvm::Expected<AnalysisOptions> makeOptions(const LaunchFlags &F);

} // namespace gpuperf::cli

#endif
