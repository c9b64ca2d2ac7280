//===- WhatIf.h - Occupancy what-if tables and the throughput curve -*- C++
//-*-//
//
// Data for the occupancy view and the throughput-vs-occupancy plot, computed
// by the model so the report only formats it.
//   occupancyWhatIf: computeOccupancy over block sizes 32..1024 (and the
//     kernel's own) at the kernel's registers and shared memory, and over
//     register counts 16, 32, 64, 128, 255 (and the kernel's own) at the
//     kernel's block size -- the CUDA occupancy calculator's two graphs.
//   throughputCurve: Volkov thesis Fig. 3.4 for this kernel: for n = 1 ..
//     max warps/SM, the latency bound n / L (L at the spec's unloaded memory
//     latency), the throughput bound 1 / T, and the prediction: min of the two
//     (volkov; volkov-in-order's is below it near the knee where a memory
//     pipe binds, GradualSaturation.h), min(n / L(n), 1 / T) with L(n) the
//     self-consistent contention latency (volkov-contention), or 1 / warp
//     latency at WLP n (baghsorkhi).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_WHATIF_H
#define GPUPERF_MODEL_WHATIF_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

struct OccupancyWhatIfRow {
  unsigned ThreadsPerBlock = 0;
  unsigned Registers = 0;
  bool Current = false; ///< the kernel's own configuration
  /// More threads than the kernel's __launch_bounds__ allow: the launch
  /// would fail, whatever the occupancy.
  bool ForbiddenByLaunchBounds = false;
  OccupancyResult Result;
};

struct OccupancyWhatIf {
  std::vector<OccupancyWhatIfRow> ByBlockSize; ///< registers and shared fixed
  std::vector<OccupancyWhatIfRow> ByRegisters; ///< block and shared fixed
  /// The kernel's __launch_bounds__ (maxntid x*y*z), when it has them.
  std::optional<uint64_t> LaunchBoundsMaxThreads;
};

OccupancyWhatIf
occupancyWhatIf(const GPUSpec &Spec, const OccupancyInput &Base,
                std::optional<uint64_t> LaunchBoundsMaxThreads = std::nullopt);

struct CurvePoint {
  double Warps = 0;           ///< resident warps per SM, n
  double LatencyBound = 0;    ///< n / L, warps/cycle/SM
  double ThroughputBound = 0; ///< 1 / T, warps/cycle/SM (0: none)
  double Predicted = 0;       ///< the model's warp throughput at n
};

struct ThroughputCurve {
  std::string Unit = "warps/cycle/SM";
  ModelKind Model = DefaultModel;
  unsigned MaxWarpsPerSM = 0;
  double LatencyCyclesPerWarp = 0;            ///< L of the latency line
  double ThroughputCyclesPerWarp = 0;         ///< T of the throughput line
  std::optional<Resource> ThroughputResource; ///< the row T comes from
  double LaunchWarpsPerSM = 0;                ///< the launch's resident warps
  double NeededWarpsPerSM = 0;                ///< L / T
  double SaturationWarpsPerSM = 0; ///< the prediction's (gradual knee)
  std::vector<CurvePoint> Points;             ///< n = 1 .. MaxWarpsPerSM
};

/// Evaluates the model over occupancy for the kernel's workload. \p P and
/// \p B are predict()'s results for the actual launch (markers, T).
ThroughputCurve throughputCurve(const WarpWorkload &W,
                                const std::vector<AccessInfo> &Accesses,
                                const ResolvedLaunch &Launch,
                                const GPUSpec &Spec, ModelKind Model,
                                const Prediction &P, const Bounds &B);

} // namespace gpuperf

#endif
