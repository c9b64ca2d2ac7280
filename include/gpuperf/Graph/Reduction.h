//===- Reduction.h - WFG -> WarpWorkload (Baghsorkhi Figs. 2-3) --*- C++
//-*-===//
//
// Counts (Issued, ThreadOps, Requests, BarriersPerWarp) weight every block by
// its executions per average warp: the product of the trip counts of its
// loops times its path probability, taken down the control-dependence tree
// of the PDG (rho of each controlling branch side; a diverged warp runs both
// sides, so rho_T + rho_F = 1 + divergent fraction). ThreadOps multiply by
// the active lanes: the lane fractions of the controlling branch sides, the
// loops' LaneUtilization and the partial last warp of a block.
//
// Latency (Volkov §3.7, one warp alone): a structural walk of the WFG: each
// block's instructions come from its nodes (segments between its B nodes),
// successors and their rho from its transition arcs, loop trips from the back
// edges, and each load is charged where its data-dependence arc ends; loop
// nesting and join points come from LoopInfo and the post-dominator tree.
//   block       Max(critical dependency chain, ILP(issued instructions));
//               the chain follows register def-use inside the block (cut at
//               block boundaries and barriers); a load's latency
//               Leaf(global|shared|local, 1, #access) is charged at its first
//               use (in the use's block when that is another block; before
//               a loop that uses it and it is outside of), loads
//               that are independent overlap (Max of their chains);
//               so do alternative chains of non-memory instructions unless
//               one has at least the other's count of every class (which
//               is longest depends on the GPU: the Model picks with the
//               spec's latencies).
//               A segment with both is InOrder over that form: its
//               instructions in issue order (the IR's, each load moved up
//               as far as its operands, the writes it may alias and the
//               branch before it allow, as ptxas schedules loads early)
//               with the results each waits for (the same operands, loads
//               and charged waits), for a model that issues in order
//               (volkov-in-order).
//   loop        Repeat(trip, body) (Fig. 2); a single-block body's chain is
//               the iteration's critical path including the loop-carried
//               cycle; counter updates are independent and only issue.
//   branch      uniform: Choice({T, F}, {rho_T, rho_F}) (Fig. 3); diverged
//               warps: Seq(T, F); a mix: Choice({Seq(T,F), T, F},
//               {d, rho_T - d, rho_F - d}); sides run to the branch's
//               immediate post-dominator.
//   barrier     Barrier(1) at its position.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_REDUCTION_H
#define GPUPERF_GRAPH_REDUCTION_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/IR/LaunchContext.h"

namespace llvm {
class Function;
class LoopInfo;
class PostDominatorTree;
} // namespace llvm

namespace gpuperf {

class ProgramDependenceGraph;
struct WorkFlowGraph;

WarpWorkload reduceWorkFlowGraph(const WorkFlowGraph &G,
                                 const llvm::Function &F,
                                 const llvm::LoopInfo &LI,
                                 const llvm::PostDominatorTree &PDT,
                                 const ProgramDependenceGraph &PDG,
                                 const ResolvedLaunch &Launch);

/// Flattens nested Seq/Max, drops empty Seqs, merges adjacent Leafs of one
/// class without an access index.
LatencyExpr simplifyLatency(LatencyExpr E);

} // namespace gpuperf

#endif
