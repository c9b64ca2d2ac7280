//===- KernelStructure.h - Entry point of the Graph layer --------*- C++
//-*-===//
//
// For the plugin and the CLI: one call per kernel and launch.
//
//   KernelStructure S = analyzeKernelStructure(F, FAM, Launch, Opts);
//   S.Branches  -> JSON branches[]   (BranchInfo, ControlInfo.h)
//   S.Loops     -> JSON loops[]      (LoopTripInfo; TripCount < 0 -> TripExpr)
//   S.WFG       -> --dot (writeWFGDot)
//   S.Workload  -> the Model's latency and throughput bounds
//
// Access indices (WarpWorkload::Requests, LatencyExpr::AccessIndex,
// WFGNode::AccessIndex) index memoryInstructions(F) (IR/MemoryParts.h),
// the order the access analysis must use too.
//
// The FunctionAnalysisManager form asks for DominatorTreeAnalysis,
// PostDominatorTreeAnalysis, LoopAnalysis, ScalarEvolutionAnalysis and
// AAManager; the explicit form takes them (AA may be null: memory dependences
// then only distinguish shared from other state spaces). Nothing in the IR
// is modified.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_KERNELSTRUCTURE_H
#define GPUPERF_GRAPH_KERNELSTRUCTURE_H

#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Graph/ControlOptions.h"
#include "gpuperf/Graph/PDG.h"
#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Graph/WorkFlowGraph.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/Symbolic/WorkBudget.h"

#include "llvm/IR/PassManager.h"

#include <memory>
#include <optional>
#include <vector>

namespace llvm {
class AAResults;
class DominatorTree;
class LoopInfo;
class PostDominatorTree;
class ScalarEvolution;
} // namespace llvm

namespace gpuperf {

struct KernelStructure {
  std::vector<BranchInfo> Branches; ///< layout order
  std::vector<LoopTripInfo> Loops;  ///< preorder over the loop nest
  std::vector<const llvm::Instruction *> MemoryInsts; ///< access index order
  std::shared_ptr<ProgramDependenceGraph> PDG;
  WorkFlowGraph WFG;
  WarpWorkload Workload;
  /// Why the graph or the workload is not there to predict from (the PDG's
  /// size bound; counts past what a double holds): branches and loops are
  /// still computed.
  std::optional<Reason> CutShort;
};

/// Counting the branches spends Budget, shared with the kernel's accesses.
/// Loops, when given, is the loop table computeLoopTrips made for the same
/// launch and options (the caller needed it first); else it is computed.
KernelStructure
analyzeKernelStructure(llvm::Function &F, llvm::FunctionAnalysisManager &FAM,
                       const ResolvedLaunch &Launch, const ControlOptions &Opts,
                       KernelWorkBudget &Budget,
                       std::optional<std::vector<LoopTripInfo>> Loops = {});
/// Same, with a budget of its own.
KernelStructure analyzeKernelStructure(llvm::Function &F,
                                       llvm::FunctionAnalysisManager &FAM,
                                       const ResolvedLaunch &Launch,
                                       const ControlOptions &Opts = {});

KernelStructure
analyzeKernelStructure(llvm::Function &F, llvm::DominatorTree &DT,
                       llvm::PostDominatorTree &PDT, llvm::LoopInfo &LI,
                       llvm::ScalarEvolution &SE, llvm::AAResults *AA,
                       const ResolvedLaunch &Launch, const ControlOptions &Opts,
                       KernelWorkBudget &Budget,
                       std::optional<std::vector<LoopTripInfo>> Loops = {});

} // namespace gpuperf

#endif
