//===- Driver.h - From a module to reports: the one pipeline ----*- C++ -*-===//
//
// Every entry point (the CLI's analyze and rank, the C API, the opt/clang
// plugin, the fuzzers) runs the analysis through these functions:
//
//   prepareModule   spec lookup, kernel selection, --arg check, resources
//   resolveLaunch   block/grid/arguments after defaults, each one stated
//   analyzeKernelFacts (KernelFacts.h)   the IR work, GPU-independent
//   specialise      (Specialise.h)       per GPU spec and model, no IR
//
// analyzeModule() chains them for one module; rank's sweep (Sweep.h) reuses
// the facts across configurations.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_DRIVER_H
#define GPUPERF_ANALYSIS_DRIVER_H

#include "gpuperf/Analysis/Options.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Report/AnalysisReport.h"

#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace gpuperf {

/// Module-level context of one analysis: the spec, the selected kernels and
/// their resources (the user's, ptxas' or estimated), computed once per
/// module.
struct ModuleContext {
  GPUSpec Spec;
  std::vector<KernelInfo> Kernels;      ///< layout order, after --kernel
  std::vector<ResourceUsage> Resources; ///< parallel to Kernels
  std::string SdkPtxas; ///< the chosen CUDA SDK's ptxas, "" for the default
  std::vector<double> ResourcesMs; ///< time each kernel's took
  std::vector<Reason> Notes;
};

/// Checks the options against the module (unknown GPU, bad regex, a regex
/// matching no kernel and an --arg naming no parameter are errors) and
/// settles each kernel's resources.
llvm::Expected<ModuleContext> prepareModule(llvm::Module &M,
                                            const AnalysisOptions &Opts);

/// True when \p Name (source name or "#i") is one of the kernel's parameters.
bool hasParameter(const KernelInfo &KI, const std::string &Name);

/// An error when the integer \p Value of --arg \p Name fits the kernel's
/// parameter of that name neither as signed nor as unsigned (no launch can
/// pass it; parameterValue).
llvm::Error checkArgValue(const KernelInfo &K, const std::string &Name,
                          int64_t Value, const FlagSpelling &Flags);

/// The block a kernel runs with when the user gives none: its
/// __launch_bounds__, else 256 threads.
Dim3 defaultBlock(const KernelInfo &KI);

/// Block, grid and arguments of one kernel after defaults (each default is
/// an assumption appended to \p Assumptions, naming the flag as \p Flags
/// spells it). The default grid is 8 full waves at the occupancy the
/// resources allow on \p Spec.
ResolvedLaunch resolveLaunch(const KernelInfo &KI, const ResourceUsage &RU,
                             const LaunchConfig &User, const GPUSpec &Spec,
                             const FlagSpelling &Flags,
                             std::vector<Reason> &Assumptions);

/// Runs every stage over the module's kernels. Fails only on bad options; an
/// impossible launch is not a failure: it is reported per kernel.
llvm::Expected<AnalysisReport> analyzeModule(llvm::Module &M,
                                             llvm::FunctionAnalysisManager &FAM,
                                             const AnalysisOptions &Opts);

/// Reads IR text or bitcode from memory (the C API's buffer, rank's
/// per-thread copies) as files are read: verified, broken debug info
/// stripped with a note, and refused unless it targets NVPTX.
llvm::Expected<std::unique_ptr<llvm::Module>>
readModuleBuffer(llvm::MemoryBufferRef Buf, llvm::LLVMContext &Ctx,
                 std::vector<Reason> &Notes);

} // namespace gpuperf

#endif
