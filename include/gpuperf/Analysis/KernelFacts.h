//===- KernelFacts.h - What the IR says about one kernel launch -*- C++ -*-===//
//
// The GPU-independent half of the facts/specialise seam: everything that
// needs the IR (lane patterns under ISL, PDG and WFG, the warp workload) for
// one kernel under one resolved launch. It depends on the block, grid and
// argument values, not on the GPU spec or the model, so rank and what-if
// tables compute it once and specialise it many times (Specialise.h).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_KERNELFACTS_H
#define GPUPERF_ANALYSIS_KERNELFACTS_H

#include "gpuperf/Analysis/Options.h"
#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Graph/WorkFlowGraph.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/IR/PassManager.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

/// Holds pointers into the module (AccessInfo::Inst): valid while the module
/// lives. Read-only once built, so several threads may specialise one
/// KernelFacts at once.
struct KernelFacts {
  std::string Name, Demangled, Loc;
  ResolvedLaunch Launch;
  std::vector<Reason> Assumptions;
  ResourceUsage Resources;
  std::optional<Dim3> MaxNTid;
  unsigned MinCTASM = 0;
  AccessPatterns Patterns;
  std::vector<BranchInfo> Branches;
  std::vector<LoopTripInfo> Loops;
  std::shared_ptr<const WorkFlowGraph> WFG;
  std::shared_ptr<const WarpWorkload> Workload; ///< null: over the budget
  /// Why stages were skipped (the per-kernel budget); missed remarks.
  std::vector<Reason> Unanalysed;
  /// Wall time of the two IR stages, for --time-report.
  double AccessMs = 0, StructureMs = 0;
  /// How the front end spells its flags, for advice that names one.
  FlagSpelling Flags;
};

/// \p Assumptions are those the launch's defaults already made
/// (resolveLaunch); the constructs the analysis cannot see are added.
KernelFacts
analyzeKernelFacts(const KernelInfo &KI, llvm::FunctionAnalysisManager &FAM,
                   const ResolvedLaunch &Launch, const ResourceUsage &RU,
                   std::vector<Reason> Assumptions, const AnalysisOptions &Opts,
                   unsigned WarpSize = 32);

/// Why \p F is too large for the symbolic and graph stages under the
/// per-kernel budget of \p Opts, or "".
std::string overBudget(const llvm::Function &F, const AnalysisOptions &Opts);

/// analyzeKernelFacts, or, when no block of the launch fits on an SM of
/// \p Spec, the launch alone: no IR work, whose cost grows with the block
/// and would be spent on nothing (a 2^30-thread block took 30 s and ran out
/// of memory).
KernelFacts factsForLaunch(const KernelInfo &KI,
                           llvm::FunctionAnalysisManager &FAM,
                           const ResolvedLaunch &Launch,
                           const ResourceUsage &RU,
                           std::vector<Reason> Assumptions,
                           const AnalysisOptions &Opts, const GPUSpec &Spec);

} // namespace gpuperf

#endif
