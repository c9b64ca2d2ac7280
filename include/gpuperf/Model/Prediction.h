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

/// What can limit warp throughput: the latency bound, or one row of the
/// throughput worksheet.
enum class Resource {
  Latency,
  Issue,
  Int,
  FP32,
  SFU,
  FP64,
  LSU,
  Shared,
  L2,
  DRAM
};
/// The JSON vocabulary of `binding` and `throughput[].resource`.
llvm::StringRef resourceName(Resource R);

enum class PredictionMode { None, LatencyBound, ThroughputBound, Impossible };
/// "latency-bound", "throughput-bound", "impossible"; "" for None.
llvm::StringRef modeName(PredictionMode M);

/// One row of the throughput worksheet (Volkov §3.6).
struct ResourceBound {
  gpuperf::Resource Resource = gpuperf::Resource::Issue;
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
  Resource Binding = Resource::Latency;  ///< latency or the tightest row
  std::vector<CriticalStep> CriticalPath;
};

struct Prediction {
  ModelKind Model = ModelKind::Volkov;
  double WarpThroughputPerSM = 0; ///< warps completed per cycle per SM
  double TimeUs = 0;
  PredictionMode Mode = PredictionMode::None;
  double NeededWarpsPerSM = 0; ///< §3.10: latency x throughput bound
  double DRAMGBps = 0;
  double ResidentWarpsPerSM = 0; ///< occupancy actually reached (small grids)
  double Waves = 0;
  /// The binding limit ("latency" or a resource) and the next two, tightest
  /// first (throughput rows, and latency where it is among them).
  std::vector<Resource> Bottlenecks;
  /// Mean DRAM latency the model settled on (volkov-contention: the
  /// self-consistent value; otherwise latency.dram).
  double MemoryLatencyCycles = 0;
  /// Lai & Seznec: achievable fraction of peak FP32 from mix and issue limits.
  double UpperBoundFraction = 0;
  std::vector<std::string> Notes; ///< assumptions the model made
};

} // namespace gpuperf

#endif
