//===- Prediction.h - Bounds and predicted performance -----------*- C++
//-*-===//
//
// What the bounds stage returns. Fields map onto JSON `bounds` and
// `prediction` (schema gpuperf-report/1, docs/architecture.md).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_PREDICTION_H
#define GPUPERF_MODEL_PREDICTION_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace gpuperf {

enum class ModelKind { Volkov, VolkovContention, Baghsorkhi };
llvm::StringRef modelName(ModelKind M);
bool parseModelName(llvm::StringRef S, ModelKind &M);

/// One row of the throughput worksheet (Volkov §3.6).
struct ResourceBound {
  std::string Resource;     ///< issue|fp32|int|sfu|fp64|lsu|shared|l1|l2|dram
  double CyclesPerWarp = 0; ///< SM cycles this resource needs per warp
  std::string Detail;       ///< the arithmetic, for the worksheet view
};

/// One step of the latency-bound critical path, for the worksheet view.
struct CriticalStep {
  std::string What; ///< e.g. "400 x fp32_add (dependent)"
  double Cycles = 0;
};

struct Bounds {
  double LatencyCyclesPerWarp = 0;
  std::vector<ResourceBound> Throughput; ///< sorted, tightest first
  std::string Binding;                   ///< "latency" or the tightest resource
  std::vector<CriticalStep> CriticalPath;
};

struct Prediction {
  ModelKind Model = ModelKind::Volkov;
  double WarpThroughputPerSM = 0; ///< warps completed per cycle per SM
  double TimeUs = 0;
  std::string Mode;            ///< "latency-bound" | "throughput-bound"
  double NeededWarpsPerSM = 0; ///< §3.10: latency x throughput bound
  double DRAMGBps = 0;
  double ResidentWarpsPerSM = 0; ///< occupancy actually reached (small grids)
  double Waves = 0;
  /// The binding limit ("latency" or a resource) and the next two, tightest
  /// first (throughput rows, and latency where it is among them).
  std::vector<std::string> Bottlenecks;
  /// Mean DRAM latency the model settled on (volkov-contention: the
  /// self-consistent value; otherwise latency.dram).
  double MemoryLatencyCycles = 0;
  /// Lai & Seznec: achievable fraction of peak FP32 from mix and issue limits.
  double UpperBoundFraction = 0;
  std::vector<std::string> Notes; ///< assumptions the model made
};

} // namespace gpuperf

#endif
