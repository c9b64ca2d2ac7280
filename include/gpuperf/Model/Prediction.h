//===- Prediction.h - Bounds and predicted performance ----------*- C++ -*-===//
//
// predict() turns one kernel's WarpWorkload, its accesses, the occupancy and
// the launch into bounds and a prediction for one GPU spec. It parses no IR
// and allocates little (the worksheet rows and critical-path strings), so a
// ranking loop can call it thousands of times.
//
// Volkov (thesis §3.5-3.8, §3.10):
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
// volkov-in-order (the default, DefaultModel): volkov with each straight-line
//   segment issued in order (LatencyExpr::InOrder; the IR's order with loads
//   moved up, as ptxas schedules them): an instruction issues after the one
//   before it and once the results it reads are ready, so independent chains
//   overlap only as far as that order interleaves them. volkov lets them
//   overlap fully (a compiler that interleaves them without limit). Where
//   the tightest row is a memory pipe (LSU, L2, DRAM) its knee is gradual
//   (GradualSaturation.h, Volkov §3.5): throughput gradualThroughput(n, L,
//   T) <= min(n / L, 1 / T), a round of w warps w / that.
// baghsorkhi (BaghsorkhiModel.h): warp throughput per SM = 1 / warp latency
//   at WLP = n; time = warps of the busiest SM x warp latency.
// UpperBoundFraction (UpperBound.h) is filled for every model.
//
// Bounds and Prediction, what it returns, map onto JSON `bounds` and
// `prediction` (schema gpuperf-report/1, docs/architecture.md).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_PREDICTION_H
#define GPUPERF_MODEL_PREDICTION_H

#include "gpuperf/IR/Reason.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace gpuperf {

struct AccessInfo;
struct GPUSpec;
struct OccupancyResult;
struct ResolvedLaunch;
struct WarpWorkload;

enum class ModelKind { Volkov, VolkovContention, Baghsorkhi, VolkovInOrder };
/// The model every front end uses unless told otherwise: the most accurate
/// on the published measurements (docs/validation.md, "Issue order").
inline constexpr ModelKind DefaultModel = ModelKind::VolkovInOrder;
llvm::StringRef modelName(ModelKind M);
bool parseModelName(llvm::StringRef S, ModelKind &M);
/// Every model, in the order help lines and messages list them.
inline constexpr ModelKind AllModels[] = {
    ModelKind::Volkov, ModelKind::VolkovContention, ModelKind::VolkovInOrder,
    ModelKind::Baghsorkhi};
/// The models' names joined by \p Separator: "volkov|volkov-contention|...".
std::string modelNames(llvm::StringRef Separator);

/// What can limit warp throughput: the latency bound, or one row of the
/// throughput worksheet.
enum class Resource {
  Latency,
  Issue,
  Int,
  FP32,
  SFU,
  FP64,
  Tensor,
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
  ModelKind Model = DefaultModel;
  double WarpThroughputPerSM = 0; ///< warps completed per cycle per SM
  double TimeUs = 0;
  PredictionMode Mode = PredictionMode::None;
  double NeededWarpsPerSM = 0; ///< §3.10: latency x throughput bound
  /// Where the knee is gradual (Model/GradualSaturation.h): warps per SM
  /// that reach SaturationFraction of the throughput bound. 0 where the
  /// knee is sharp (NeededWarpsPerSM reach all of it) or that is out of
  /// reach.
  double SaturationWarpsPerSM = 0;
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
  std::vector<Reason> Notes; ///< assumptions the model made
};

/// Fills \p OutBounds (latency bound, sorted worksheet, binding, critical
/// path) and returns the prediction. If the occupancy says no block fits,
/// the prediction has TimeUs = 0, Mode "impossible" and a note.
Prediction predict(const WarpWorkload &W,
                   const std::vector<AccessInfo> &Accesses,
                   const OccupancyResult &Occ, const ResolvedLaunch &Launch,
                   const GPUSpec &Spec, ModelKind Model, Bounds &OutBounds);

} // namespace gpuperf

#endif
