//===- Sweep.h - Many configurations of many inputs, ranked -----*- C++ -*-===//
//
// What `gpuperf rank` and an autotuner need: every input x kernel x block
// size x argument combination predicted, fastest first. Each input is loaded
// once and its resources settled once (prepareModule); the configurations
// are then spread over threads. LLVM analyses are not thread-safe on one
// module, so each thread reads its own copy of every input (from in-memory
// bitcode) into its own LLVMContext and analysis managers, and caches the
// launch-dependent facts by (input, kernel, block, grid, args); only the
// per-GPU specialisation runs per configuration. The ranking is the same
// whatever the number of threads.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_SWEEP_H
#define GPUPERF_ANALYSIS_SWEEP_H

#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Report/RankReport.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gpuperf {

/// One swept kernel argument and its values, in the user's order.
using ArgAxis = std::pair<std::string, std::vector<int64_t>>;

/// The launch dimensions a sweep covers.
struct SweepAxes {
  std::vector<Dim3> Blocks; ///< empty: each kernel's default block
  std::vector<ArgAxis> Args;
  std::optional<Dim3> Grid; ///< one grid for every configuration
  /// Else a grid per configuration covering a problem size: one item
  /// (N: ceil(N / threads per block)) or one per dimension; each an integer
  /// or the name of a swept argument.
  std::vector<std::string> ProblemSize;
};

/// The axes as a front end received them, before validation: `gpuperf
/// rank`'s flags, the C API's rank option string.
struct SweepValues {
  std::vector<std::string> BlockSweep; ///< each "64,128,256" or "16x16,32x8"
  std::vector<std::string> Blocks;     ///< each "X[,Y[,Z]]"
  std::vector<std::string> Args;       ///< each NAME=V or NAME=V1,V2,...
  std::vector<std::string> ArgSweep;   ///< each NAME=V1,V2,...
  std::string GridFor;                 ///< N or NX,NY[,NZ]; empty: not given
};

/// Told how many configurations are predicted so far, of how many; called
/// from the worker threads, one call at a time, in increasing order.
using SweepProgress = std::function<void(size_t Done, size_t Total)>;

/// The one validator of a sweep's axes; \p Grid is the validated --grid
/// (exclusive with --grid-for). Messages name the rank flags.
llvm::Expected<SweepAxes> makeSweepAxes(const SweepValues &V,
                                        std::optional<Dim3> Grid);

/// `gpuperf rank` over files: loads each input once (LoadOptions as
/// loadModule takes them), adds it, plans the axes and predicts on \p Jobs
/// threads. An input LLVM's reader crashed on leaves its context behind,
/// never destroyed (ModuleLoader.h), so callers should exit soon after a
/// load failure.
llvm::Expected<RankReport> rankFiles(const std::vector<std::string> &Paths,
                                     AnalysisOptions Opts,
                                     const SweepAxes &Axes,
                                     const LoadOptions &LO, unsigned Jobs,
                                     const SweepProgress &Progress = {});

class Sweep {
public:
  /// \p Opts.Launch.Args must hold one value of every swept argument, so that
  /// prepareModule can check that each names a parameter.
  explicit Sweep(AnalysisOptions Opts) : Opts(std::move(Opts)) {}

  /// Settles the input's kernels and resources; errors name the input. The
  /// input is given only the swept arguments its kernels take.
  llvm::Error addInput(llvm::StringRef Path, llvm::Module &M);
  /// Expands the axes into configurations (input, kernel, block, args
  /// order); fails when there is none, a swept argument is no input's
  /// parameter, or a problem size is unusable.
  llvm::Error plan(const SweepAxes &Axes);
  /// Predicts every configuration on \p Jobs threads (0: one per core).
  llvm::Expected<RankReport> run(unsigned Jobs,
                                 const SweepProgress &Progress = {});

  struct Input {
    std::string Path;
    llvm::SmallVector<char, 0> Bitcode;
    ModuleContext Context; ///< kernels' F pointers cleared: module is gone
  };
  struct Config {
    unsigned Input, Kernel;
    Dim3 Block, Grid;
    bool GridGiven;
    std::map<std::string, int64_t> Args; ///< user spelling
  };

private:
  RankEntry predictOne(const Config &C, class SweepThread &T) const;

  AnalysisOptions Opts;
  std::set<std::string> ArgsUsed; ///< swept arguments some input takes
  std::vector<Input> Inputs;
  std::vector<Config> Configs;
};

} // namespace gpuperf

#endif
