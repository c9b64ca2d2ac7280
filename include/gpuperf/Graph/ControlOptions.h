//===- ControlOptions.h - User assumptions for control flow -----*- C++ -*-===//
#ifndef GPUPERF_GRAPH_CONTROLOPTIONS_H
#define GPUPERF_GRAPH_CONTROLOPTIONS_H

#include "gpuperf/IR/FlagSpelling.h"

#include <map>
#include <string>

namespace gpuperf {

/// What the Graph layer assumes where the IR does not tell. Every default is
/// stated in the Assumptions of the branch or loop it was applied to.
struct ControlOptions {
  /// Probability that a warp takes the true side of a data-dependent branch
  /// (CLI: --assume-branch LOC=P, LOC as in BranchInfo::Loc "file:line:col"
  /// or "file:line").
  double DefaultBranchProbability = 0.5;
  std::map<std::string, double> AssumeBranch;
  /// false: the lanes of a warp agree on a data-dependent condition (no
  /// divergence, rho_T = p). true: lanes decide independently with
  /// probability p (a warp diverges with probability 1 - p^32 - (1-p)^32).
  bool DataDependentLanesIndependent = false;
  /// Trip count used for a loop whose count is unknown (data-dependent, or
  /// parametric in an argument the launch does not give). CLI: --assume-trip
  /// LOC=N overrides per loop.
  double DefaultTripCount = 16;
  std::map<std::string, double> AssumeTrip;
  /// Iterations enumerated for conditions on geometric IVs and for
  /// simulating loops SCEV cannot count.
  unsigned MaxSimulatedIterations = 4096;
  /// Lane evaluations allowed for per-lane trip counts from a closed form.
  unsigned long MaxLaneEvaluations = 2000000;
  /// Lanes whose loop is simulated step by step (each costs up to
  /// MaxSimulatedIterations evaluations); beyond this, blocks are sampled
  /// evenly and the report says so.
  unsigned long MaxSimulatedLanes = 16384;
  unsigned WarpSize = 32;
  /// For messages that name --assume-branch or --assume-trip.
  FlagSpelling Flags;
};

} // namespace gpuperf

#endif
