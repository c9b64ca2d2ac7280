//===- Predict.h - The bounds stage entry point -----------------*- C++ -*-===//
//
// predict() turns one kernel's WarpWorkload, its accesses, the occupancy and
// the launch into bounds and a prediction for one GPU spec. It parses no IR
// and allocates little (the worksheet rows and critical-path strings), so a
// ranking loop can call it thousands of times.
//
// Volkov (default; thesis §3.5-3.8, §3.10):
//   L   = latency bound per warp (LatencyBound.h), cycles
//   T   = tightest throughput row (ThroughputBound.h), cycles per warp per SM
//   n   = resident warps per SM = min(occupancy warps, warps of the blocks the
//         busiest SM receives) -- small grids reach less than occupancy
//   warp throughput per SM = min(n / L, 1 / T)
//   Kernel time: the busiest SM receives ceil(blocks / SMs) blocks, run in
//   rounds of BlocksPerSM (a final partial round at its own occupancy); a
//   round of w warps takes w / min(w / L, 1 / T) = max(L, w T) cycles.
//   Mode: latency-bound when n / L < 1 / T. Needed occupancy = L / T warps.
// volkov-contention (§6.4-6.5): latency.dram is replaced by
//   a + b x / (c - x), x = achieved DRAM throughput in GB/s (Table 6.5 units),
//   solved for self-consistency by bisection on x in [0, c). Specs without a
//   fit fall back to volkov, with a note.
// baghsorkhi (BaghsorkhiModel.h): warp throughput per SM = 1 / warp latency
//   at WLP = n; time = warps of the busiest SM x warp latency.
// UpperBoundFraction (UpperBound.h) is filled for every model.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_PREDICT_H
#define GPUPERF_MODEL_PREDICT_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <vector>

namespace gpuperf {

/// Fills \p OutBounds (latency bound, sorted worksheet, binding, critical
/// path) and returns the prediction. If the occupancy says no block fits,
/// the prediction has TimeUs = 0, Mode "impossible" and a note.
Prediction predict(const WarpWorkload &W,
                   const std::vector<AccessInfo> &Accesses,
                   const OccupancyResult &Occ, const ResolvedLaunch &Launch,
                   const GPUSpec &Spec, ModelKind Model, Bounds &OutBounds);

} // namespace gpuperf

#endif
