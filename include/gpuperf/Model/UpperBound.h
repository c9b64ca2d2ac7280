//===- UpperBound.h - Lai & Seznec 2013 upper bound (eqs. 6-9) ----*- C++
//-*-===//
//
// Achievable fraction of peak FP32 from the instruction mix and the issue
// and unit limits. Lai & Seznec's eq. (8),
//   P_SMBound = B_R^2 / (B_R^2 + 2 B_R F_I) x F_T x P_theoretical,
// is the FP32 share of the mix times the achievable instruction rate F_T.
// Here the share comes from the WarpWorkload and F_T from the throughput
// worksheet (issue, CUDA cores, SFU, LSU, shared banks) instead of their
// benchmarks; eq. (9)'s memory bound is the worksheet's dram row. So
//   fraction = FP32 flops per warp / (tightest cycles per warp x peak flops
//   per cycle per SM), FMA = 2 flops, add/mul = 1.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_UPPERBOUND_H
#define GPUPERF_MODEL_UPPERBOUND_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Hardware/GPUSpec.h"

#include <vector>

namespace gpuperf {

/// \p Rows: the throughput worksheet of the same workload (any order).
double upperBoundFraction(const WarpWorkload &W,
                          const std::vector<ResourceBound> &Rows,
                          const GPUSpec &Spec);

} // namespace gpuperf

#endif
