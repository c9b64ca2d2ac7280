//===- LoopTrips.h - Loop trip counts and induction variables ----*- C++
//-*-===//
//
// Trip counts per loop, for the concrete launch:
//  1. SCEV backedge-taken count + 1, lowered to an index expression: constants;
//     parametric in kernel arguments (resolved through ResolvedLaunch::Args,
//     otherwise TripCount = -1 and TripExpr the count in the parameters);
//     thread-dependent (evaluated per lane: a warp runs its slowest lane's
//     count; TripCount is the average over warps, Min/MaxLaneTrip the lane
//     spread, LaneUtilization the busy fraction of the lanes, all over the
//     lanes that reach the loop: a lane its guards on thread indices keep
//     out stays out, the branch that skips the loop being weighed on its
//     own); counts that depend on an enclosing loop's iteration
//     (triangular) are averaged over its iterations, or over 64 evenly
//     spaced ones where it runs more (stated: sampled-iterations; such a
//     count, like one over sampled blocks, bounds nothing else).
//  2. Otherwise the latch condition is stepped with the header phis'
//     sequences (geometric IVs s *= 2, s <<= 1, s >>= 1, s /= 2: log2-like
//     counts), at most ControlOptions::MaxSimulatedIterations steps.
//  3. Otherwise (data-dependent bounds, unresolved parameters) the count is
//     unknown: EffectiveTrip = ControlOptions::DefaultTripCount (16) or the
//     --assume-trip value for the loop's location, stated in Assumptions.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_LOOPTRIPS_H
#define GPUPERF_GRAPH_LOOPTRIPS_H

#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Graph/ControlOptions.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/Divergence.h"

#include <map>
#include <optional>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class PHINode;
class ScalarEvolution;
} // namespace llvm

namespace gpuperf {

class ThreadExprBuilder;

/// A loop-header phi as a sequence over the iteration number k.
struct InductionVar {
  enum Kind { Affine, Geometric } K = Affine;
  const llvm::Loop *L = nullptr;
  ExprRef Start;                   ///< value at k = 0
  ExprRef Step;                    ///< Affine: value(k) = Start + Step * k
  Expr::OpKind Update = Expr::Mul; ///< Geometric: v(k+1) = Update(v(k), Factor)
  int64_t Factor = 2;
};

std::optional<InductionVar> analyzeInductionVar(const llvm::PHINode &P,
                                                const llvm::LoopInfo &LI,
                                                llvm::ScalarEvolution &SE,
                                                ThreadExprBuilder &TEB);

/// The first N values of a geometric IV from a concrete start.
std::vector<int64_t> geometricValues(const InductionVar &IV, int64_t Start,
                                     unsigned N);

/// The values of the geometric IVs, one per iteration of their loop, for the
/// IVs whose start is the same in every thread and known for the launch and
/// whose loop runs a known, lane-independent count (or the user's
/// --assume-trip, which counts as known): the access analysis
/// computes an access that uses one per value (AccessOptions::LoopPhiValues).
/// Empty when the function has no such IV (and then costs no trip counting).
/// Loops is computeLoopTrips' table for the same launch and options.
std::map<const llvm::PHINode *, std::vector<int64_t>>
geometricIVValues(const llvm::Function &F, const llvm::DominatorTree &DT,
                  const llvm::LoopInfo &LI, llvm::ScalarEvolution &SE,
                  const ResolvedLaunch &Launch,
                  const std::vector<LoopTripInfo> &Loops,
                  const ControlOptions &Opts);

/// Loop L's row of the table; null when the table has none.
const LoopTripInfo *tripInfoOf(const std::vector<LoopTripInfo> &Loops,
                               const llvm::Loop *L);

/// Loop L's EffectiveTrip, 1 for a loop the table has no row for.
double effectiveTripOf(const std::vector<LoopTripInfo> &Loops,
                       const llvm::Loop *L);

/// The trip counts of the table that hold for every lane and iteration of
/// the enclosing loops (counted, the same in every lane, not sampled), and
/// the user's --assume-trip counts: the access analysis bounds each loop's
/// iteration symbol by them (AccessOptions::LoopTrips).
std::map<const llvm::Loop *, int64_t>
knownTripCounts(const std::vector<LoopTripInfo> &Loops,
                const ControlOptions &Opts);

/// The loops of the table whose count depends on the lane, counted lane by
/// lane in every block (not sampled, not the user's): the most iterations
/// a lane runs (AccessOptions::LaneMaxTrips).
std::map<const llvm::Loop *, int64_t>
laneMaxTripCounts(const std::vector<LoopTripInfo> &Loops,
                  const ControlOptions &Opts);

/// The loops of the table counted for every lane of the launch (not
/// sampled, not the user's): the most iterations a lane runs
/// (ThreadExprBuilder::boundIterationsBy).
std::map<const llvm::Loop *, int64_t>
countedMostTrips(const std::vector<LoopTripInfo> &Loops,
                 const ControlOptions &Opts);

/// A lane's count of loop L: SCEV's backedge-taken count + 1 over thread
/// and block indices, the enclosing loops' iterations (as SCEV names them)
/// and parameters, the launch's values substituted. It holds for the lanes
/// that enter the loop (guardCondition of its header). Null where SCEV has
/// no count or it does not lower.
ExprRef laneTripCount(const llvm::Loop &L, llvm::ScalarEvolution &SE,
                      ThreadExprBuilder &TEB);

/// Where a lane reaches block At: the conditions of its guards (guardsOf)
/// that are modelled and name only thread and block indices, given values
/// and the iterations of the loops around At (their affine induction
/// variables written out, as SCEV names the iterations). Guards on anything
/// else are left out: every lane passes them, as far as this knows. Null:
/// none. A lane a loop's guard keeps out never reaches the loop (SCEV's
/// count, which assumes the loop entered, would give it a trip). Reads the
/// MaxGuards nearest guards; Cut says whether At has more.
ExprRef guardCondition(const llvm::BasicBlock &At, const llvm::LoopInfo &LI,
                       llvm::ScalarEvolution &SE, ThreadExprBuilder &TEB,
                       size_t MaxGuards, bool &Cut);

/// One entry per loop, outer loops before inner ones (preorder).
std::vector<LoopTripInfo> computeLoopTrips(const llvm::LoopInfo &LI,
                                           llvm::ScalarEvolution &SE,
                                           ThreadExprBuilder &TEB,
                                           const ControlOptions &Opts);

} // namespace gpuperf

#endif
