//===- Predict.cpp - The bounds stage entry point -------------------------===//
#include "gpuperf/Model/BaghsorkhiModel.h"
#include "gpuperf/Model/LatencyBound.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Model/ThroughputBound.h"
#include "gpuperf/Model/UpperBound.h"
#include "gpuperf/Model/WhatIf.h"

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
      double Achieved =
          toGBps(volkovThroughput(N, latency(contentionLatency(X)), T));
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

  unsigned WarpSize = std::max(1u, Spec.Scheduling.WarpSize);
  unsigned WPB = std::max(1u, Launch.warpsPerBlock(WarpSize));
  double Blocks = double(Launch.Grid.size());
  double BlocksPerSM = std::max(1u, Occ.BlocksPerSM);
  double BusiestBlocks = std::ceil(Blocks / Spec.SMCount);
  double N = std::min(double(Occ.WarpsPerSM), BusiestBlocks * WPB);
  P.ResidentWarpsPerSM = N;
  P.Waves = Blocks / (Spec.SMCount * BlocksPerSM);
  if (N < Occ.WarpsPerSM)
    P.Notes.push_back({ReasonKind::SmallGrid,
                       "small grid: the busiest SM holds fewer warps than "
                       "occupancy allows"});

  // Bounds.
  OutBounds.Throughput = throughputBound(W, Accesses, Spec, &P.Notes);
  double T = OutBounds.Throughput.empty()
                 ? 0
                 : OutBounds.Throughput.front().CyclesPerWarp;

  Solver S{W, LatencyContext(), Spec, T, dramBytesPerWarp(W, Accesses, Spec)};
  S.Ctx.Spec = &Spec;
  S.Ctx.Accesses = &Accesses;
  S.Ctx.WarpsPerBlock = WPB;
  if (Model == ModelKind::VolkovContention) {
    if (!Spec.HasContention || Spec.Contention.C <= 0)
      P.Notes.push_back({ReasonKind::ContentionUnavailable,
                         "volkov-contention: spec '" + Spec.Name +
                             "' has no contention fit; using volkov"});
    else if (S.BytesPerWarp <= 0)
      P.Notes.push_back({ReasonKind::ContentionUnavailable,
                         "volkov-contention: no DRAM traffic; using volkov"});
    else
      S.Contention = true;
  }

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
  if (LatencyBound)
    P.Bottlenecks.push_back(Resource::Latency);
  for (const ResourceBound &R : OutBounds.Throughput) {
    if (P.Bottlenecks.size() >= 3)
      break;
    if (!LatencyBound && P.Bottlenecks.size() == 1 &&
        N / L < 1 / R.CyclesPerWarp)
      P.Bottlenecks.push_back(Resource::Latency);
    if (P.Bottlenecks.size() < 3)
      P.Bottlenecks.push_back(R.Resource);
  }
  P.NeededWarpsPerSM = T > 0 ? L / T : 0;
  P.UpperBoundFraction = upperBoundFraction(W, OutBounds.Throughput, Spec);

  // Time on the busiest SM.
  double FullRounds = std::floor(BusiestBlocks / BlocksPerSM);
  double RestBlocks = BusiestBlocks - FullRounds * BlocksPerSM;
  double Cycles = 0;
  if (Model == ModelKind::Baghsorkhi) {
    BaghsorkhiResult B = baghsorkhiModel(W, Accesses, Spec, N);
    P.WarpThroughputPerSM = B.WarpLatency > 0 ? 1 / B.WarpLatency : 0;
    Cycles = BusiestBlocks * WPB * B.WarpLatency;
    P.Notes.push_back({ReasonKind::ModelRule,
                       "baghsorkhi: time = sum of warp latencies per SM "
                       "(Volkov §7.2)"});
  } else {
    P.WarpThroughputPerSM = volkovThroughput(N, L, T);
    auto Round = [&](double Warps) {
      double LR = Warps == N ? L : S.latencyAt(Warps);
      return std::max(LR, Warps * T);
    };
    if (FullRounds > 0)
      Cycles += FullRounds * Round(BlocksPerSM * WPB);
    if (RestBlocks > 0)
      Cycles += Round(RestBlocks * WPB);
  }
  double Hz = Spec.CoreClockMHz * 1e6;
  P.TimeUs = Cycles / Hz * 1e6;
  double TotalBytes = Blocks * WPB * S.BytesPerWarp;
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
  double T = B.Throughput.empty() ? 0 : B.Throughput.front().CyclesPerWarp;
  C.ThroughputCyclesPerWarp = T;
  if (!B.Throughput.empty())
    C.ThroughputResource = B.Throughput.front().Resource;

  unsigned WarpSize = std::max(1u, Spec.Scheduling.WarpSize);
  Solver S{W, LatencyContext(), Spec, T, dramBytesPerWarp(W, Accesses, Spec)};
  S.Ctx.Spec = &Spec;
  S.Ctx.Accesses = &Accesses;
  S.Ctx.WarpsPerBlock = std::max(1u, Launch.warpsPerBlock(WarpSize));
  S.Contention = Model == ModelKind::VolkovContention && Spec.HasContention &&
                 Spec.Contention.C > 0 && S.BytesPerWarp > 0;
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
      Pt.Predicted = volkovThroughput(N, L, T);
      if (!std::isfinite(Pt.Predicted))
        Pt.Predicted = 0;
    }
    C.Points.push_back(Pt);
  }
  return C;
}
