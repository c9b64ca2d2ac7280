//===- Passes.h - gpu-perf in LLVM's new pass manager ------------*- C++
//-*-===//
//
// `gpu-perf` is a module analysis over the Analysis layer's driver; the
// printer `print<gpu-perf>`, `print<gpu-perf-pdg>` and the remark pass only
// present results. None of them changes the IR.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_PLUGIN_PASSES_H
#define GPUPERF_PLUGIN_PASSES_H

#include "gpuperf/Analysis/Options.h"
#include "gpuperf/IR/AnalysisManagers.h"
#include "gpuperf/Report/AnalysisReport.h"
#include "gpuperf/Report/Views.h"

#include "llvm/IR/PassManager.h"

#include <memory>
#include <optional>
#include <string>

namespace gpuperf {

class GPUPerfAnalysis : public llvm::AnalysisInfoMixin<GPUPerfAnalysis> {
public:
  struct Result {
    /// The copy of the module analysed where it had to be prepared as the
    /// GPU executes it (-O0 optimised, accesses merged: AsCompiled.h), with
    /// its analyses; the report points into it, so it lives as long as the
    /// result.
    std::shared_ptr<llvm::Module> MergedCopy;
    std::shared_ptr<AnalysisManagers> MergedCopyAnalyses;
    /// Empty when the module is not NVPTX or options were bad (see Error).
    std::optional<AnalysisReport> Report;
    std::string Error;
    bool invalidate(llvm::Module &, const llvm::PreservedAnalyses &,
                    llvm::ModuleAnalysisManager::Invalidator &) {
      return false; // only ever run after the pipeline, on unchanged IR
    }
  };
  /// \p Opts, or why the options given were malformed (reported by run()).
  explicit GPUPerfAnalysis(llvm::Expected<AnalysisOptions> Opts);
  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);

private:
  std::optional<AnalysisOptions> Opts;
  std::string BadOptions;
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
/// data dependences, regions), for debugging the graph layer; kernels over
/// the per-kernel budget are named, not built.
class GPUPerfPDGPrinter : public llvm::PassInfoMixin<GPUPerfPDGPrinter> {
public:
  GPUPerfPDGPrinter(llvm::raw_ostream &OS, AnalysisOptions Opts)
      : OS(OS), Opts(std::move(Opts)) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  llvm::raw_ostream &OS;
  AnalysisOptions Opts;
};

/// gpu-perf-remarks: optimisation remarks under pass name "gpu-perf".
class GPUPerfRemarks : public llvm::PassInfoMixin<GPUPerfRemarks> {
public:
  /// Remarks from the analysis manager's GPUPerfAnalysis (opt's
  /// -passes=gpu-perf-remarks, with print<gpu-perf> sharing one analysis).
  GPUPerfRemarks() = default;
  /// Remarks from an analysis of their own: at the end of a compiler's
  /// optimisation pipeline, whose options differ (PtxBackend::InProcess).
  explicit GPUPerfRemarks(GPUPerfAnalysis Own) : Own(std::move(Own)) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }

private:
  std::optional<GPUPerfAnalysis> Own;
};

} // namespace gpuperf

#endif
