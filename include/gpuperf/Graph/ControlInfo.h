//===- ControlInfo.h - Branch divergence and loop trip counts ----*- C++
//-*-===//
#ifndef GPUPERF_GRAPH_CONTROLINFO_H
#define GPUPERF_GRAPH_CONTROLINFO_H

#include "gpuperf/IR/Reason.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace llvm {
class Instruction;
class Loop;
} // namespace llvm

namespace gpuperf {

/// How a value (or a branch condition) varies across threads.
enum class Uniformity {
  Uniform,         ///< same in every thread of the launch
  WarpUniform,     ///< same within every warp (e.g. tid.x / 32)
  ThreadDependent, ///< differs between lanes of a warp, computable
  DataDependent,   ///< depends on memory contents or unknown calls
};
llvm::StringRef uniformityName(Uniformity U); // JSON vocabulary

/// One conditional branch or switch. Fields map onto JSON `branches[]`.
struct BranchInfo {
  const llvm::Instruction *Term = nullptr;
  std::string Loc;
  Uniformity Kind = Uniformity::Uniform;
  /// Fraction of warps whose lanes take both ways (averaged over iterations
  /// when the condition depends on a loop IV).
  double DivergentWarpFraction = 0;
  /// Average fraction of a warp's lanes active on the taken (true) side.
  double ActiveLaneFraction = 1;
  /// Path weights: probability a warp executes each side (rho_T, rho_F;
  /// both can be 1 for a diverged warp).
  double RhoTrue = 0.5, RhoFalse = 0.5;
  std::vector<Reason> Assumptions;
  /// Per successor of the terminator (br: {true, false}; switch: in
  /// successor order, default first): probability that a warp executes it,
  /// and the average fraction of lanes active there among the warps that do.
  std::vector<double> SuccessorRho;
  std::vector<double> SuccessorLaneFraction;
  /// The condition as lowered for counting ("" when data-dependent), and
  /// how the fractions were obtained: "ranges", "isl", "brute-force",
  /// "assumed".
  std::string Condition;
  std::string Method;
  /// Inactive-lane fraction false side, for symmetry with ActiveLaneFraction.
  double ActiveLaneFractionFalse = 1;
  /// A bounds check on the global thread index whose bound the launch does
  /// not give, assumed covered: only warps at the launch's edge can diverge,
  /// which is no divergence worth advice or a remark (JSON `bounds_check`).
  bool BoundsCheck = false;
  /// The warps of every block take more than one way (the condition varies
  /// across a block's warps, the same in every block: it names no block
  /// index). A block waits for its slowest warp at the next barrier and
  /// before it is replaced (Volkov §3.7), so the latency takes the longest
  /// way, not the mean.
  bool SplitsEveryBlock = false;
};

/// One natural loop. Fields map onto JSON `loops[]`.
struct LoopTripInfo {
  const llvm::Loop *L = nullptr;
  std::string Loc;
  /// Iterations the warp runs (its slowest lane's count); < 0 when unknown.
  double TripCount = -1;
  /// Symbolic count in the kernel's parameters when TripCount is unknown.
  std::string TripExpr;
  /// Spread across lanes of a warp for thread-dependent counts.
  double MinLaneTrip = -1, MaxLaneTrip = -1;
  std::vector<Reason> Assumptions;
  /// The count the reduction uses: TripCount when known, else the stated
  /// assumption (ControlOptions::DefaultTripCount or --assume-trip).
  double EffectiveTrip = 1;
  /// Average fraction of a warp's lanes still iterating (thread-dependent
  /// counts: sum of lane counts / (warp count x lanes)).
  double LaneUtilization = 1;
  /// "scev", "simulated" (IV sequence stepped, geometric loops), "assumed".
  std::string Method;
  /// Whether a count that depends on enclosing loops' iterations was taken
  /// over every iteration of theirs a lane runs: not over a sample of them,
  /// nor up to a count of theirs that is assumed or differs between lanes.
  /// Only such a count bounds other analyses.
  bool OverEveryOuterIteration = true;
};

} // namespace gpuperf

#endif
