//===- GPUPerfAnalysis.h - The gpu-perf analysis and its passes --*- C++ -*-===//
//
// `gpu-perf` is a module analysis: it finds the kernels, resolves each one's
// launch and resources, and runs the symbolic, graph and model stages. The
// printer `print<gpu-perf>` and the remark pass only present its result.
// None of them changes the IR.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_PLUGIN_GPUPERFANALYSIS_H
#define GPUPERF_PLUGIN_GPUPERFANALYSIS_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Report/AnalysisReport.h"
#include "gpuperf/Report/Views.h"

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
  /// Per-kernel work budget. The symbolic and graph stages grow faster than
  /// linearly with kernel size (measured in bench/hostile-timing.sh), so a
  /// kernel with more IR instructions or memory accesses than this keeps its
  /// resources and occupancy but skips accesses, branches, loops and the
  /// prediction; it is listed as unanalysed (a missed remark). 0: no limit.
  unsigned MaxKernelInstructions = 8000;
  unsigned MaxKernelAccesses = 300;
  /// Set when the options came from malformed flags: the analysis reports it.
  std::string BadFlag;
};

/// Runs every stage over the module's kernels. Fails only on bad options
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
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
  bool JSON;
  ViewSelection Views;
};

/// gpu-perf-remarks: optimisation remarks under pass name "gpu-perf".
class GPUPerfRemarks : public llvm::PassInfoMixin<GPUPerfRemarks> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace gpuperf

#endif
