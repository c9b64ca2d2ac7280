//===- Options.h - What a user can say about one analysis -------*- C++ -*-===//
//
// Every entry point spells the same options its own way: the CLI's --flags,
// the plugin's -gpu-perf-* options, the C API's option string. Each front end
// fills an OptionValues with the raw text; makeOptions() is the one validator
// that turns it into AnalysisOptions, with messages naming the flag as that
// front end spells it.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_OPTIONS_H
#define GPUPERF_ANALYSIS_OPTIONS_H

#include "gpuperf/Hardware/SpecRegistry.h"
#include "gpuperf/IR/FlagSpelling.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Model/Prediction.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

/// Validated options of one analysis.
struct AnalysisOptions {
  /// Name, alias or spec path; "": the default spec of the module's
  /// target-cpu (Hardware/ArchDefaults.h), else DefaultGPU.
  std::string GPU = SpecRegistry::DefaultGPU;
  LaunchConfig Launch;
  ModelKind Model = DefaultModel;
  std::string KernelRegex; ///< empty: every kernel
  /// --assume-access LOC=coalesced|random|random:K|distinct|uniform
  std::map<std::string, std::string> AssumeAccess;
  /// --assume-branch LOC=P
  std::map<std::string, double> AssumeBranch;
  /// --assume-trip LOC=N
  std::map<std::string, double> AssumeTrip;
  /// Skip ptxas even where it is installed (tests, speed).
  bool NoPtxas = false;
  /// The CUDA SDK (findCudaSDK, IR/CudaSDK.h): its ptxas gives resources,
  /// and a .cu compiles against its headers. "": look for one; "none".
  std::string CudaPath;
  /// How the module becomes PTX for ptxas: llc, or the process's own NVPTX
  /// backend where the process compiles the module next anyway (the plugin
  /// inside clang).
  PtxBackend Backend = PtxBackend::Llc;
  /// Per-kernel work budget (2 s per kernel). Accesses, classification and
  /// the model cost about 1.6 ms of CPU per memory access on the CI machine
  /// (1,001-access unrolled chain: 1.57 s in all, `--time-report`; the graph
  /// stage grows faster than linearly with dependent chains), so a kernel with
  /// more IR instructions or memory accesses than this keeps its resources
  /// and occupancy but skips accesses, branches, loops and the prediction; it
  /// is listed as unanalysed (a missed remark). 0: no limit.
  unsigned MaxKernelInstructions = 50000;
  unsigned MaxKernelAccesses = 1000;
  /// llc + ptxas cost ~0.3 ms per IR instruction: over this many in the
  /// module, resources are estimated from the IR instead. 0: no limit.
  unsigned MaxPtxasInstructions = 6000;
  /// Told before kernel I of N is analysed (its demangled name), and with
  /// I == N when all are done: a caller's progress line. Empty: nothing.
  std::function<void(llvm::StringRef Kernel, unsigned I, unsigned N)> Progress;
  /// How the front end spells its flags, for messages that name one.
  FlagSpelling Flags;
  /// The plugin: a build gives the same flags to every translation unit, so
  /// an --assume-* naming another source file is not an error here (one
  /// naming no loop, branch or access of this module's files still is).
  bool AssumptionsSpanModules = false;
};

/// The options as a front end received them, before validation.
struct OptionValues {
  std::string GPU = SpecRegistry::DefaultGPU; ///< "": from the module
  std::string Block, Grid;                    ///< "X[,Y[,Z]]", empty: not given
  std::string Model = modelName(DefaultModel).str();
  std::string Kernel;                    ///< regex
  std::string Profile;                   ///< path of a profile file
  std::vector<std::string> Args;         ///< NAME=VALUE
  std::vector<std::string> AssumeAccess; ///< LOC=PATTERN (parseAssumeAccess)
  std::vector<std::string> AssumeBranch; ///< LOC=P
  std::vector<std::string> AssumeTrip;   ///< LOC=N
  std::optional<unsigned> Regs, Smem;
  bool NoPtxas = false;
  std::string CudaPath; ///< DIR, "none" or "" (look for one)
  unsigned MaxKernelInstructions = AnalysisOptions().MaxKernelInstructions;
  unsigned MaxKernelAccesses = AnalysisOptions().MaxKernelAccesses;
};

/// The one validator: every malformed value is an error naming its flag as
/// the front end spells it (FlagSpelling::plugin() for opt and clang).
llvm::Expected<AnalysisOptions> makeOptions(const OptionValues &V,
                                            FlagSpelling Flags = {});

/// Flags a front end accepts in an option string beyond the analysis flags
/// (the C API's rank and process flags), and what was given for them.
struct ExtraFlags {
  std::vector<std::string> WithValue, Switches; ///< "--top", "--in-process"
  /// (flag, value) in the order given; a switch has an empty value.
  std::vector<std::pair<std::string, std::string>> Given;
};

/// Parses a C API option string ("--block 256 --arg n=1024"; single or
/// double quotes group words) into \p V. Accepts the analysis flags of
/// `gpuperf analyze` that take no file output, and those of \p Extra.
llvm::Error parseOptionString(llvm::StringRef Text, OptionValues &V,
                              ExtraFlags *Extra = nullptr);

/// LOC=coalesced|random|random:K|distinct|uniform, LOC=P (0 <= P <= 1), LOC=N
/// (N >= 0).
llvm::Error parseAssumeAccess(const std::vector<std::string> &Items,
                              std::map<std::string, std::string> &Out,
                              FlagSpelling Flags = {});
llvm::Error parseAssumeBranch(const std::vector<std::string> &Items,
                              std::map<std::string, double> &Out,
                              FlagSpelling Flags = {});
llvm::Error parseAssumeTrip(const std::vector<std::string> &Items,
                            std::map<std::string, double> &Out,
                            FlagSpelling Flags = {});
/// Reads a profile file: lines "access LOC PATTERN" / "branch LOC P" /
/// "trip LOC N".
llvm::Error readProfile(llvm::StringRef Path, AnalysisOptions &Opts);

} // namespace gpuperf

#endif
