//===- Predict.cpp - The bounds stage entry point -------------------------===//
#include "gpuperf/Model/BaghsorkhiModel.h"
#include "gpuperf/Model/GradualSaturation.h"
#include "gpuperf/Model/LatencyBound.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Model/ThroughputBound.h"
#include "gpuperf/Model/UpperBound.h"
#include "gpuperf/Model/WhatIf.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace gpuperf;

namespace {
/// Warp throughput per SM at occupancy N (warps), latency L and tightest
/// throughput row T (cycles per warp).
double volkovThroughput(double N, double L, double T) {
  double ByLatency = L > 0 ? N / L : INFINITY;
  double ByThroughput = T > 0 ? 1 / T : INFINITY;
  return std::min(ByLatency, ByThroughput);
}

struct Solver {
  const WarpWorkload &W;
  LatencyContext Ctx;
  const GPUSpec &Spec;
  double T = 0; ///< tightest throughput row
  double BytesPerWarp = 0;
  bool Contention = false;
  bool Gradual = false; ///< the knee by gradualThroughput, not min()

  /// Warp throughput per SM at occupancy N and latency L.
  double throughput(double N, double L) const {
    return Gradual ? gradualThroughput(N, L, T) : volkovThroughput(N, L, T);
  }

  double latency(double MemLat) {
    LatencyContext C = Ctx;
    C.MemoryLatency = MemLat;
    return evaluateLatency(W.Latency, C) + Spec.Latency.BlockLaunch;
  }
  double toGBps(double WarpsPerCycle) const {
    return WarpsPerCycle * BytesPerWarp * Spec.SMCount * Spec.CoreClockMHz *
           1e6 / 1e9;
  }
  double contentionLatency(double X) const {
    const ContentionSpec &K = Spec.Contention;
    return K.A + K.B * X / (K.C - X);
  }
  /// Self-consistent memory latency at occupancy N (§6.5), by bisection.
  double memoryLatency(double N) {
    if (!Contention)
      return -1;
    double Lo = 0, Hi = Spec.Contention.C * (1 - 1e-9);
    for (int I = 0; I < 60; ++I) {
      double X = 0.5 * (Lo + Hi);
      double Achieved = toGBps(throughput(N, latency(contentionLatency(X))));
      if (X < Achieved)
        Lo = X;
      else
        Hi = X;
    }
    return contentionLatency(0.5 * (Lo + Hi));
  }
  /// Latency bound at occupancy N.
  double latencyAt(double N) {
    return Contention ? latency(memoryLatency(N)) : latency(-1);
  }
};
} // namespace

namespace {
/// How the grid lands on the busiest SM.
struct SMLoad {
  double WarpsPerBlock = 1;
  double Blocks = 0;        ///< in the grid
  double BlocksPerSM = 1;   ///< resident at once (at least 1)
  double BusiestBlocks = 0; ///< the blocks the busiest SM runs
  double Warps = 0;         ///< warps resident on it (at most occupancy)
};
} // namespace

static SMLoad smLoad(const OccupancyResult &Occ, const ResolvedLaunch &Launch,
                     const GPUSpec &Spec) {
  SMLoad S;
  unsigned WarpSize = std::max(1u, Spec.Scheduling.WarpSize);
  S.WarpsPerBlock = std::max(1u, Launch.warpsPerBlock(WarpSize));
  S.Blocks = double(Launch.Grid.size());
  S.BlocksPerSM = std::max(1u, Occ.BlocksPerSM);
  S.BusiestBlocks = std::ceil(S.Blocks / Spec.SMCount);
  S.Warps = std::min(double(Occ.WarpsPerSM), S.BusiestBlocks * S.WarpsPerBlock);
  return S;
}

/// Turns the contention refinement on when the spec has a fit and the
/// warps move DRAM traffic; otherwise states why volkov is used instead.
static void enableContention(Solver &S, const GPUSpec &Spec,
                             std::vector<Reason> &Notes) {
  if (!Spec.HasContention || Spec.Contention.C <= 0)
    Notes.push_back({ReasonKind::ContentionUnavailable,
                     "volkov-contention: spec '" + Spec.Name +
                         "' has no contention fit; using volkov"});
  else if (S.BytesPerWarp <= 0)
    Notes.push_back({ReasonKind::ContentionUnavailable,
                     "volkov-contention: no DRAM traffic; using volkov"});
  else
    S.Contention = true;
}

/// Whether the knee between the bounds is gradual: in the default model,
/// when the tightest row is a memory pipe, whose service varies (Volkov
/// §4.3 finds the effect with memory accesses, not arithmetic). Shared
/// memory serves a fixed count of wavefronts and no measurement here shows
/// its knee: it stays sharp. `volkov` stays the published model with its
/// sharp knee (Table 4.2), `volkov-contention` prices the knee by the
/// latency under load (§6.5).
static bool saturatesGradually(ModelKind Model,
                               const std::vector<ResourceBound> &Rows) {
  if (Rows.empty() || Model != ModelKind::VolkovInOrder)
    return false;
  Resource R = Rows.front().Resource;
  return R == Resource::LSU || R == Resource::L2 || R == Resource::DRAM;
}

/// States how far below the sharp bounds the gradual knee puts the warps'
/// throughput, when it does so by more than a percent.
static void noteGradualKnee(const Solver &S, Resource Pipe, double N, double L,
                            std::vector<Reason> &Notes) {
  double Sharp = volkovThroughput(N, L, S.T);
  double Fraction = Sharp > 0 ? S.throughput(N, L) / Sharp : 1;
  if (Fraction > 0.99)
    return;
  Notes.push_back(
      {ReasonKind::ModelRule,
       llvm::formatv("gradual saturation: {0:F0} warps per SM with {1:F0} "
                     "cycles of latency each, sharing the {2} pipe at {3:F1} "
                     "cycles per warp, reach {4:P0} of min(n / L, 1 / T), the "
                     "sharp bounds (where a memory pipe binds, the knee is "
                     "gradual: mean value analysis of a closed queueing "
                     "network; Volkov §3.5, §4.3)",
                     N, L, resourceName(Pipe), S.T, Fraction)
           .str()});
}

/// The binding limit and the next two, tightest first: the throughput rows
/// (tightest first), with latency where N warps of latency L put it.
static std::vector<Resource> bottlenecks(const std::vector<ResourceBound> &Rows,
                                         double N, double L,
                                         bool LatencyBound) {
  std::vector<Resource> Out;
  if (LatencyBound)
    Out.push_back(Resource::Latency);
  for (const ResourceBound &R : Rows) {
    if (Out.size() >= 3)
      break;
    if (!LatencyBound && Out.size() == 1 && N / L < 1 / R.CyclesPerWarp)
      Out.push_back(Resource::Latency);
    if (Out.size() < 3)
      Out.push_back(R.Resource);
  }
  return Out;
}

/// Volkov: the busiest SM runs full rounds of resident blocks, then the
/// rest; each round takes the longer of its latency and throughput bounds
/// (longer still at a gradual knee).
static double volkovCycles(Solver &S, const SMLoad &Load, double L,
                           Prediction &P) {
  double N = Load.Warps;
  P.WarpThroughputPerSM = S.throughput(N, L);
  auto Round = [&](double Warps) {
    double LR = Warps == N ? L : S.latencyAt(Warps);
    return Warps / S.throughput(Warps, LR);
  };
  double FullRounds = std::floor(Load.BusiestBlocks / Load.BlocksPerSM);
  double RestBlocks = Load.BusiestBlocks - FullRounds * Load.BlocksPerSM;
  double Cycles = 0;
  if (FullRounds > 0)
    Cycles += FullRounds * Round(Load.BlocksPerSM * Load.WarpsPerBlock);
  if (RestBlocks > 0)
    Cycles += Round(RestBlocks * Load.WarpsPerBlock);
  return Cycles;
}

/// Baghsorkhi: the busiest SM's time is the sum of its warps' latencies.
static double baghsorkhiCycles(const WarpWorkload &W,
                               const std::vector<AccessInfo> &Accesses,
                               const GPUSpec &Spec, const SMLoad &Load,
                               Prediction &P) {
  BaghsorkhiResult B = baghsorkhiModel(W, Accesses, Spec, Load.Warps);
  P.WarpThroughputPerSM = B.WarpLatency > 0 ? 1 / B.WarpLatency : 0;
  P.Notes.push_back({ReasonKind::ModelRule,
                     "baghsorkhi: time = sum of warp latencies per SM "
                     "(Volkov §7.2)"});
  return Load.BusiestBlocks * Load.WarpsPerBlock * B.WarpLatency;
}

/// What pricing tensor instructions rests on: no source measures their
/// latency, and on Hopper only wgmma reaches the peak the spec gives.
static void noteTensorAssumptions(const WarpWorkload &W, const GPUSpec &Spec,
                                  std::vector<Reason> &Notes) {
  bool Any = false;
  for (unsigned C = 0; C < NumInstrClasses; ++C)
    Any |= isTensorClass(InstrClass(C)) && W.Issued[C] > 0;
  if (!Any)
    return;
  Notes.push_back(
      {ReasonKind::TensorLatency,
       llvm::formatv(
           "tensor-core latency is not measured in the sources: an mma "
           "is assumed to take the cycles it holds one of the SM's {0} "
           "sub-partitions' tensor cores, a lower bound",
           std::max(1u, Spec.Occupancy.SubPartitions))
           .str()});
  if (Spec.CCMajor == 9)
    Notes.push_back(
        {ReasonKind::TensorLatency,
         "on compute capability 9.0 only wgmma reaches the tensor cores' "
         "peak (Luo et al. 2024); wmma and mma.sync are priced at it too, "
         "an upper bound on their throughput"});
}

Prediction gpuperf::predict(const WarpWorkload &W,
                            const std::vector<AccessInfo> &Accesses,
                            const OccupancyResult &Occ,
                            const ResolvedLaunch &Launch, const GPUSpec &Spec,
                            ModelKind Model, Bounds &OutBounds) {
  Prediction P;
  P.Model = Model;
  OutBounds = Bounds();
  if (!Occ.Possible || Occ.WarpsPerSM == 0 || Spec.SMCount == 0 ||
      Spec.CoreClockMHz <= 0) {
    P.Mode = PredictionMode::Impossible;
    P.Notes.push_back({ReasonKind::ImpossibleLaunch,
                       Occ.Impossible.empty()
                           ? "no block fits on an SM; nothing to predict"
                           : "launch impossible: " + Occ.Impossible});
    return P;
  }
  SMLoad Load = smLoad(Occ, Launch, Spec);
  double N = Load.Warps;
  P.ResidentWarpsPerSM = N;
  P.Waves = Load.Blocks / (Spec.SMCount * Load.BlocksPerSM);
  if (N < Occ.WarpsPerSM)
    P.Notes.push_back({ReasonKind::SmallGrid,
                       "small grid: the busiest SM holds fewer warps than "
                       "occupancy allows"});

  // Bounds.
  OutBounds.Throughput = throughputBound(W, Accesses, Spec, &P.Notes,
                                         laneSlotsPerInstruction(Launch, Spec));
  noteTensorAssumptions(W, Spec, P.Notes);
  double T = OutBounds.Throughput.empty()
                 ? 0
                 : OutBounds.Throughput.front().CyclesPerWarp;
  Solver S{W, LatencyContext(), Spec, T, dramBytesPerWarp(W, Accesses, Spec)};
  S.Ctx.Spec = &Spec;
  S.Ctx.Accesses = &Accesses;
  S.Ctx.WarpsPerBlock = unsigned(Load.WarpsPerBlock);
  S.Ctx.InOrderIssue = Model == ModelKind::VolkovInOrder;
  if (Model == ModelKind::VolkovContention)
    enableContention(S, Spec, P.Notes);
  S.Gradual = saturatesGradually(Model, OutBounds.Throughput);
  double MemLat = S.memoryLatency(N);
  P.MemoryLatencyCycles = MemLat >= 0 ? MemLat : Spec.Latency.DRAM;
  LatencyContext BoundCtx = S.Ctx;
  BoundCtx.MemoryLatency = MemLat;
  double L = latencyBound(W.Latency, BoundCtx, &OutBounds.CriticalPath);
  OutBounds.LatencyCyclesPerWarp = L;

  bool LatencyBound = T <= 0 || N / L < 1 / T;
  OutBounds.Binding = LatencyBound || OutBounds.Throughput.empty()
                          ? Resource::Latency
                          : OutBounds.Throughput.front().Resource;
  P.Mode = LatencyBound ? PredictionMode::LatencyBound
                        : PredictionMode::ThroughputBound;
  P.Bottlenecks = bottlenecks(OutBounds.Throughput, N, L, LatencyBound);
  P.NeededWarpsPerSM = T > 0 ? L / T : 0;
  P.UpperBoundFraction = upperBoundFraction(W, OutBounds.Throughput, Spec);
  if (S.Gradual) {
    noteGradualKnee(S, OutBounds.Throughput.front().Resource, N, L, P.Notes);
    double Warps = gradualWarpsFor(SaturationFraction, L, T);
    P.SaturationWarpsPerSM = std::isfinite(Warps) ? Warps : 0;
  }

  // Time on the busiest SM.
  double Cycles = Model == ModelKind::Baghsorkhi
                      ? baghsorkhiCycles(W, Accesses, Spec, Load, P)
                      : volkovCycles(S, Load, L, P);
  double Hz = Spec.CoreClockMHz * 1e6;
  P.TimeUs = Cycles / Hz * 1e6;
  double TotalBytes = Load.Blocks * Load.WarpsPerBlock * S.BytesPerWarp;
  P.DRAMGBps = Cycles > 0 ? TotalBytes / (Cycles / Hz) / 1e9 : 0;
  return P;
}

ThroughputCurve gpuperf::throughputCurve(
    const WarpWorkload &W, const std::vector<AccessInfo> &Accesses,
    const ResolvedLaunch &Launch, const GPUSpec &Spec, ModelKind Model,
    const Prediction &P, const Bounds &B) {
  ThroughputCurve C;
  C.Model = Model;
  C.MaxWarpsPerSM = Spec.Occupancy.MaxWarpsPerSM;
  C.LaunchWarpsPerSM = P.ResidentWarpsPerSM;
  C.NeededWarpsPerSM = P.NeededWarpsPerSM;
  C.SaturationWarpsPerSM = P.SaturationWarpsPerSM;
  double T = B.Throughput.empty() ? 0 : B.Throughput.front().CyclesPerWarp;
  C.ThroughputCyclesPerWarp = T;
  if (!B.Throughput.empty())
    C.ThroughputResource = B.Throughput.front().Resource;

  unsigned WarpSize = std::max(1u, Spec.Scheduling.WarpSize);
  Solver S{W, LatencyContext(), Spec, T, dramBytesPerWarp(W, Accesses, Spec)};
  S.Ctx.Spec = &Spec;
  S.Ctx.Accesses = &Accesses;
  S.Ctx.WarpsPerBlock = std::max(1u, Launch.warpsPerBlock(WarpSize));
  S.Ctx.InOrderIssue = Model == ModelKind::VolkovInOrder;
  S.Contention = Model == ModelKind::VolkovContention && Spec.HasContention &&
                 Spec.Contention.C > 0 && S.BytesPerWarp > 0;
  S.Gradual = saturatesGradually(Model, B.Throughput);
  LatencyContext Unloaded = S.Ctx;
  double L0 = latencyBound(W.Latency, Unloaded, nullptr);
  C.LatencyCyclesPerWarp = L0;
  for (unsigned N = 1; N <= C.MaxWarpsPerSM; ++N) {
    CurvePoint Pt;
    Pt.Warps = N;
    Pt.LatencyBound = L0 > 0 ? N / L0 : 0;
    Pt.ThroughputBound = T > 0 ? 1 / T : 0;
    if (Model == ModelKind::Baghsorkhi) {
      BaghsorkhiResult BR = baghsorkhiModel(W, Accesses, Spec, N);
      Pt.Predicted = BR.WarpLatency > 0 ? 1 / BR.WarpLatency : 0;
    } else {
      double L = L0;
      if (S.Contention) {
        LatencyContext Loaded = S.Ctx;
        Loaded.MemoryLatency = S.memoryLatency(N);
        L = latencyBound(W.Latency, Loaded, nullptr);
      }
      Pt.Predicted = S.throughput(N, L);
      if (!std::isfinite(Pt.Predicted))
        Pt.Predicted = 0;
    }
    C.Points.push_back(Pt);
  }
  return C;
}
