//===- GPUPerfAnalysis.h - The gpu-perf analysis and its passes --*- C++
//-*-===//
//
// `gpu-perf` is a module analysis: it finds the kernels, resolves each one's
// launch and resources, and runs the symbolic, graph and model stages. The
// printer `print<gpu-perf>` and the remark pass only present its result.
// None of them changes the IR.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_PLUGIN_GPUPERFANALYSIS_H
#define GPUPERF_PLUGIN_GPUPERFANALYSIS_H

#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Report/AnalysisReport.h"
#include "gpuperf/Report/Views.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/IR/PassManager.h"

#include <map>
#include <string>

namespace gpuperf {

/// Everything a user can say about one analysis (CLI flags, plugin options).
struct AnalysisOptions {
  std::string GPU = "h200"; ///< name, alias or spec path
  LaunchConfig Launch;
  ModelKind Model = ModelKind::Volkov;
  std::string KernelRegex; ///< empty: every kernel
  /// --assume-access LOC=coalesced|random|uniform
  std::map<std::string, std::string> AssumeAccess;
  /// --assume-branch LOC=P
  std::map<std::string, double> AssumeBranch;
  /// --assume-trip LOC=N
  std::map<std::string, double> AssumeTrip;
  /// Skip ptxas even where it is installed (tests, speed).
  bool NoPtxas = false;
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
  /// Set when the options came from malformed flags: the analysis reports it.
  std::string BadFlag;
};

/// Module-level context of one analysis: the spec, the selected kernels and
/// their resources (the user's, ptxas' or estimated), computed once per
/// module. Checks the options: unknown GPU, bad regex, a regex matching no
/// kernel and an --arg naming no parameter are errors.
struct ModuleContext {
  GPUSpec Spec;
  std::vector<KernelInfo> Kernels;      ///< layout order, after --kernel
  std::vector<ResourceUsage> Resources; ///< parallel to Kernels
  std::vector<std::string> Notes;
};
llvm::Expected<ModuleContext> prepareModule(llvm::Module &M,
                                            const AnalysisOptions &Opts);

/// Block, grid and arguments of one kernel after defaults (each default is
/// an assumption appended to \p Assumptions). The default grid is 8 full
/// waves at the occupancy the resources allow on \p Spec.
ResolvedLaunch resolveLaunch(const KernelInfo &KI, const ResourceUsage &RU,
                             const LaunchConfig &User, const GPUSpec &Spec,
                             std::vector<std::string> &Assumptions);

/// Spec-independent facts of one kernel under one resolved launch: all the
/// IR work (ISL lane patterns, PDG/WFG, workload). Depends on the launch
/// (block, grid, argument values), not on the GPU spec or the model; reuse
/// it for every spec/model. Holds pointers into the module (AccessInfo::Inst):
/// valid while the module lives. Read-only afterwards, so several threads may
/// specialise one KernelFacts at once.
struct KernelFacts {
  std::string Name, Demangled, Loc;
  ResolvedLaunch Launch;
  std::vector<std::string> Assumptions;
  ResourceUsage Resources;
  std::optional<Dim3> MaxNTid;
  unsigned MinCTASM = 0;
  AccessPatterns Patterns;
  std::vector<BranchInfo> Branches;
  std::vector<LoopTripInfo> Loops;
  std::shared_ptr<const WorkFlowGraph> WFG;
  std::shared_ptr<const WarpWorkload> Workload; ///< null: over the budget
  /// Why stages were skipped (the per-kernel budget); missed remarks.
  std::vector<std::string> Unanalysed;
  /// Wall time of the two IR stages, for --time-report.
  double AccessMs = 0, StructureMs = 0;
};
KernelFacts
analyzeKernelFacts(const KernelInfo &KI, llvm::FunctionAnalysisManager &FAM,
                   const ResolvedLaunch &Launch, const ResourceUsage &RU,
                   std::vector<std::string> Assumptions,
                   const AnalysisOptions &Opts, unsigned WarpSize = 32);

/// Spec-dependent steps, cheap and free of IR access: classify the accesses,
/// occupancy, bounds and prediction. Thread-safe for distinct outputs.
/// How much of the report to fill: everything the views show, or only the
/// prediction (what ranking many configurations needs).
enum class SpecialiseDetail { Full, Prediction };
KernelReport specialise(const KernelFacts &Facts, const GPUSpec &Spec,
                        ModelKind Model,
                        SpecialiseDetail Detail = SpecialiseDetail::Full);

/// Runs every stage over the module's kernels (prepareModule, then per kernel
/// resolveLaunch, analyzeKernelFacts and specialise). Fails only on bad options
/// (unknown GPU, regex matching nothing, impossible launch is NOT a failure:
/// it is reported per kernel).
llvm::Expected<AnalysisReport> analyzeModule(llvm::Module &M,
                                             llvm::FunctionAnalysisManager &FAM,
                                             const AnalysisOptions &Opts);

class GPUPerfAnalysis : public llvm::AnalysisInfoMixin<GPUPerfAnalysis> {
public:
  struct Result {
    /// Empty when the module is not NVPTX or options were bad (see Error).
    std::optional<AnalysisReport> Report;
    std::string Error;
    bool invalidate(llvm::Module &, const llvm::PreservedAnalyses &,
                    llvm::ModuleAnalysisManager::Invalidator &) {
      return false; // only ever run after the pipeline, on unchanged IR
    }
  };
  explicit GPUPerfAnalysis(AnalysisOptions Opts = {}) : Opts(std::move(Opts)) {}
  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);

private:
  AnalysisOptions Opts;
  friend llvm::AnalysisInfoMixin<GPUPerfAnalysis>;
  static llvm::AnalysisKey Key;
};

/// print<gpu-perf>: the text (or JSON) report on the given stream.
class GPUPerfPrinter : public llvm::PassInfoMixin<GPUPerfPrinter> {
public:
  GPUPerfPrinter(llvm::raw_ostream &OS, bool JSON, ViewSelection Views)
      : OS(OS), JSON(JSON), Views(Views) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
  bool JSON;
  ViewSelection Views;
};

/// print<gpu-perf-pdg>: each kernel's program dependence graph (control and
/// data dependences, regions), for debugging the graph layer.
class GPUPerfPDGPrinter : public llvm::PassInfoMixin<GPUPerfPDGPrinter> {
public:
  GPUPerfPDGPrinter(llvm::raw_ostream &OS, LaunchConfig Launch)
      : OS(OS), Launch(std::move(Launch)) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
  LaunchConfig Launch;
};

/// gpu-perf-remarks: optimisation remarks under pass name "gpu-perf".
class GPUPerfRemarks : public llvm::PassInfoMixin<GPUPerfRemarks> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace gpuperf

#endif
