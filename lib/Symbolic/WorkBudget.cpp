//===- WorkBudget.cpp -----------------------------------------------------===//
#include "gpuperf/Symbolic/WorkBudget.h"

#include <algorithm>

using namespace gpuperf;

KernelWorkBudget::KernelWorkBudget(unsigned long IslOperations,
                                   uint64_t Evaluations)
    : Isl(IslOperations, "per kernel", IslAllowanceWhenSpent,
          IslAllowanceCalls),
      MaxEvaluations(Evaluations), EvaluationsLeft(Evaluations) {}

void KernelWorkBudget::chargeEvaluations(uint64_t N) {
  EvaluationsLeft -= std::min(N, EvaluationsLeft);
}

void KernelWorkBudget::noteSpent(std::string Why) {
  if (SpentWhy.empty())
    SpentWhy = std::move(Why);
}
