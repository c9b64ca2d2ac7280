//===- WorkBudget.h - What the exact analysis of one kernel may cost -*- C++
//-*-===//
//
// Exact answers (ISL sets, lane-by-lane evaluation) cost a little for most
// accesses and branches and seconds for a few (a guard splitting a warp's
// lanes by the block index modulo 7 costs ISL about 0.6 s). Bounding each
// call alone leaves a kernel's cost growing with its number of accesses and
// branches; this budget bounds the kernel. Its accesses and branches share
// one ISL context, whose operations quota is never reset, and one count of
// brute-force lane evaluations. Past the budget, a call gives its
// conservative answer and the report says the budget was spent.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_WORKBUDGET_H
#define GPUPERF_SYMBOLIC_WORKBUDGET_H

#include "gpuperf/Symbolic/IslGuard.h"

#include <cstdint>
#include <string>

namespace gpuperf {

class KernelWorkBudget {
public:
  /// About 1.6 s of ISL work and 0.5 s of lane evaluations on this
  /// project's reference machine (bench/scaling, sweeps "guarded" and
  /// "conditions"), so that no kernel under the size budget takes much
  /// more than 2 s.
  static constexpr unsigned long DefaultIslOperations = 3000000;
  static constexpr uint64_t DefaultEvaluations = 8000000;
  /// ISL operations each access or condition may still use once the quota
  /// is spent: a simple one needs about 1,000, a lane-splitting guard over
  /// a million (LanePatternIsl.QuotaHitIsConservative).
  static constexpr unsigned long IslAllowanceWhenSpent = 10000;
  /// How many later calls get that allowance: 1,000,000 operations more at
  /// most (about 0.5 s).
  static constexpr unsigned IslAllowanceCalls = 100;

  explicit KernelWorkBudget(unsigned long IslOperations = DefaultIslOperations,
                            uint64_t Evaluations = DefaultEvaluations);

  IslContext &isl() { return Isl; }
  uint64_t maxEvaluations() const { return MaxEvaluations; }
  uint64_t evaluationsLeft() const { return EvaluationsLeft; }
  void chargeEvaluations(uint64_t N);
  /// Why a count was refused for lack of budget; "" while none was.
  const std::string &spentWhy() const { return SpentWhy; }
  void noteSpent(std::string Why);

  /// One condition's brute force is never larger, budget or not.
  uint64_t MaxEvaluationsPerCondition = 4000000;

private:
  IslContext Isl;
  uint64_t MaxEvaluations, EvaluationsLeft;
  std::string SpentWhy;
};

} // namespace gpuperf

#endif
