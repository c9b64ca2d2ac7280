//===- UpperBound.cpp - Lai & Seznec 2013 upper bound ---------------------===//
#include "gpuperf/Model/UpperBound.h"

#include <algorithm>

using namespace gpuperf;

double gpuperf::upperBoundFraction(const WarpWorkload &W,
                                   const std::vector<ResourceBound> &Rows,
                                   const GPUSpec &Spec) {
  double Fma = W.ThreadOps[unsigned(InstrClass::FP32Fma)];
  double Flops = 2 * Fma + W.ThreadOps[unsigned(InstrClass::FP32Add)] +
                 W.ThreadOps[unsigned(InstrClass::FP32Mul)];
  double T = 0;
  for (const ResourceBound &R : Rows)
    T = std::max(T, R.CyclesPerWarp);
  double Peak = 2 * Spec.Throughput.FP32;
  if (Flops <= 0 || T <= 0 || Peak <= 0)
    return 0;
  return std::min(1.0, Flops / (T * Peak));
}
