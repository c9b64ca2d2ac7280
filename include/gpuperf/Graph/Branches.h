//===- Branches.h - Divergence and path weights of every branch -*- C++ -*-===//
//
// For each conditional br and switch (function layout order):
//  - Kind from UniformityInfo on the condition; a thread-dependent condition
//    that no warp splits on for this launch is reported warp-uniform.
//  - Structural conditions (Baghsorkhi eq. 9: affine/quasi-affine in tid,
//    ctaid, loop IVs and parameters, including modulo tests) are counted over
//    all warps of the launch by gpuperf::countDivergence (ISL, brute force as
//    fallback). A condition on an IV is counted per iteration: affine IVs
//    become an iteration dimension 0 <= k < trip (exact eqs. 10-12), geometric
//    IVs (s *= 2, s >>= 1) are enumerated; the fractions are averages over
//    (warp, iteration) instances.
//  - Data-dependent conditions: RhoTrue = p with p from
//    ControlOptions::AssumeBranch[loc] or DefaultBranchProbability (0.5),
//    stated in Assumptions; no divergence unless DataDependentLanesIndependent.
//  - A condition that cannot be counted (unresolved parameter, quota) is
//    assumed to diverge every warp with half the lanes on each side: the
//    conservative answer, stated.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_BRANCHES_H
#define GPUPERF_GRAPH_BRANCHES_H

#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Graph/ControlOptions.h"

#include <vector>

namespace llvm {
class Function;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace gpuperf {

class KernelWorkBudget;
class ThreadExprBuilder;
class UniformityInfo;

/// Counting the conditions spends Budget; a condition met after it is spent
/// gets the conservative answer and says so.
std::vector<BranchInfo>
computeBranches(const llvm::Function &F, const llvm::LoopInfo &LI,
                llvm::ScalarEvolution &SE, ThreadExprBuilder &TEB,
                const UniformityInfo &UI,
                const std::vector<LoopTripInfo> &Loops,
                const ControlOptions &Opts, KernelWorkBudget &Budget);

} // namespace gpuperf

#endif
