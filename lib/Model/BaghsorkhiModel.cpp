//===- BaghsorkhiModel.cpp - Baghsorkhi et al. 2010, eqs. (1)-(8) ---------===//
#include "gpuperf/Model/BaghsorkhiModel.h"
#include "gpuperf/Model/LatencyBound.h"
#include "gpuperf/Model/ThroughputBound.h"

#include <algorithm>

using namespace gpuperf;

namespace {
struct Ctx {
  const GPUSpec &Spec;
  const std::vector<AccessInfo> &Accesses;
  LatencyContext LCtx;
  double WLP = 1;
  double IssueE = 1; ///< warp size / CUDA-core lanes
  // Pass 2 inputs.
  double LatencyBW = 0, Exposed = 0;
};

struct Counts {
  double Mem = 0, Sync = 0;
};

// Engine width of the unit that executes class C (lanes per cycle per SM).
double laneWidth(InstrClass C, const GPUSpec &S) {
  switch (C) {
  case InstrClass::Rcp:
  case InstrClass::Sqrt:
  case InstrClass::Rsqrt:
  case InstrClass::SinCos:
  case InstrClass::Lg2:
  case InstrClass::Ex2:
    return S.Throughput.SFU;
  case InstrClass::Conversion:
    return S.Throughput.Conversion;
  case InstrClass::FP64Add:
  case InstrClass::FP64Mul:
  case InstrClass::FP64Fma:
    return S.Throughput.FP64;
  case InstrClass::IntMul:
  case InstrClass::IntMad:
  case InstrClass::IntDiv:
  case InstrClass::IntRem:
    return S.Throughput.IntMul;
  default:
    return S.Throughput.FP32;
  }
}

bool isStore(const LatencyExpr &E, const Ctx &C) {
  return E.AccessIndex >= 0 && size_t(E.AccessIndex) < C.Accesses.size() &&
         C.Accesses[E.AccessIndex].Kind == AccessKind::Store;
}

// Transition-arc weight of a leaf in pass 1 (Latency_comp, eq. 3).
double computeWeight(const LatencyExpr &E, const Ctx &C) {
  switch (E.K) {
  case LatencyExpr::ILP:
  case LatencyExpr::Barrier:
    return E.Count * C.IssueE;
  case LatencyExpr::Leaf:
    break;
  default:
    return 0;
  }
  switch (E.Class) {
  case InstrClass::GlobalMem:
  case InstrClass::LocalMem:
  case InstrClass::Barrier:
    return E.Count * C.IssueE;
  case InstrClass::SharedMem: {
    double Ways = 1;
    if (E.AccessIndex >= 0 && size_t(E.AccessIndex) < C.Accesses.size())
      Ways = std::max(1.0, C.Accesses[E.AccessIndex].BankConflictWays);
    return E.Count * Ways * std::max(C.IssueE, C.Spec.Latency.Shared / C.WLP);
  }
  case InstrClass::Other:
    return 0;
  default: {
    if (isTensorClass(E.Class)) {
      // Count multiply-adds: the SM's tensor cores, or one sub-partition's
      // latency shared among the warps in flight.
      double Rate = tensorRate(E.Class, C.Spec);
      if (!(Rate > 0))
        return 0; // unpriced, stated by the throughput worksheet
      double SubPartitions = std::max(1u, C.Spec.Occupancy.SubPartitions);
      return E.Count / Rate * std::max(1.0, SubPartitions / C.WLP);
    }
    double Lanes = laneWidth(E.Class, C.Spec);
    double EC = Lanes > 0 ? C.Spec.Scheduling.WarpSize / Lanes : C.IssueE;
    LatencyExpr One = E;
    One.Count = 1;
    double L = leafLatency(One, C.LCtx);
    return E.Count * std::max(EC, L / C.WLP);
  }
  }
}

double pass1(const LatencyExpr &E, const Ctx &C, Counts &N, double Scale) {
  switch (E.K) {
  case LatencyExpr::Leaf:
    if (E.Class == InstrClass::GlobalMem || E.Class == InstrClass::LocalMem)
      N.Mem += Scale * E.Count;
    if (E.Class == InstrClass::Barrier)
      N.Sync += Scale * E.Count;
    return computeWeight(E, C);
  case LatencyExpr::Barrier:
    N.Sync += Scale * E.Count;
    return computeWeight(E, C);
  case LatencyExpr::ILP:
    return computeWeight(E, C);
  case LatencyExpr::Seq:
  case LatencyExpr::InOrder: { // the WFG reduction: its dataflow form
    double S = 0;
    for (const LatencyExpr &Ch : E.Children)
      S += pass1(Ch, C, N, Scale);
    return S;
  }
  case LatencyExpr::Max: { // program order: all transition arcs on the path
    // An ILP child is the issue of every instruction of the segment, the
    // other children's included: those are not issued a second time.
    double S = 0, SI = 0;
    for (const LatencyExpr &Ch : E.Children)
      (Ch.K == LatencyExpr::ILP ? SI : S) += pass1(Ch, C, N, Scale);
    return std::max(S, SI);
  }
  case LatencyExpr::Repeat: {
    double S = 0;
    for (const LatencyExpr &Ch : E.Children)
      S += pass1(Ch, C, N, Scale * E.Count);
    return E.Count * S;
  }
  case LatencyExpr::Choice: {
    double S = 0;
    for (size_t I = 0; I < E.Children.size() && I < E.Weights.size(); ++I)
      S += E.Weights[I] * pass1(E.Children[I], C, N, Scale * E.Weights[I]);
    return S;
  }
  }
  return 0;
}

struct Weights {
  double Transition = 0; ///< transition arcs only (Latency_BW on loads)
  double Full = 0;       ///< with collapsed data-dependence arcs
};

Weights pass2(const LatencyExpr &E, const Ctx &C) {
  Weights R;
  switch (E.K) {
  case LatencyExpr::Leaf:
    if (E.Class == InstrClass::GlobalMem || E.Class == InstrClass::LocalMem) {
      R.Transition = E.Count * C.LatencyBW;
      R.Full = isStore(E, C) ? R.Transition
                             : E.Count * std::max(C.LatencyBW, C.Exposed);
      return R;
    }
    [[fallthrough]];
  case LatencyExpr::ILP:
  case LatencyExpr::Barrier:
    R.Transition = R.Full = computeWeight(E, C);
    return R;
  case LatencyExpr::Seq:
  case LatencyExpr::InOrder:
    for (const LatencyExpr &Ch : E.Children) {
      Weights W = pass2(Ch, C);
      R.Transition += W.Transition;
      R.Full += W.Full;
    }
    return R;
  case LatencyExpr::Max: {
    double MaxFull = 0, IssueAll = 0; // an ILP child: see pass1
    for (const LatencyExpr &Ch : E.Children) {
      Weights W = pass2(Ch, C);
      (Ch.K == LatencyExpr::ILP ? IssueAll : R.Transition) += W.Transition;
      MaxFull = std::max(MaxFull, W.Full);
    }
    R.Transition = std::max(R.Transition, IssueAll);
    R.Full = std::max(R.Transition, MaxFull);
    return R;
  }
  case LatencyExpr::Repeat:
    for (const LatencyExpr &Ch : E.Children) {
      Weights W = pass2(Ch, C);
      R.Transition += E.Count * W.Transition;
      R.Full += E.Count * W.Full;
    }
    return R;
  case LatencyExpr::Choice:
    for (size_t I = 0; I < E.Children.size() && I < E.Weights.size(); ++I) {
      Weights W = pass2(E.Children[I], C);
      R.Transition += E.Weights[I] * W.Transition;
      R.Full += E.Weights[I] * W.Full;
    }
    return R;
  }
  return R;
}
} // namespace

BaghsorkhiResult
gpuperf::baghsorkhiModel(const WarpWorkload &W,
                         const std::vector<AccessInfo> &Accesses,
                         const GPUSpec &Spec, double WarpsPerSM) {
  Ctx C{Spec, Accesses, LatencyContext(), std::max(1.0, WarpsPerSM)};
  C.LCtx.Spec = &Spec;
  C.LCtx.Accesses = &Accesses;
  C.IssueE = Spec.Throughput.FP32 > 0
                 ? Spec.Scheduling.WarpSize / Spec.Throughput.FP32
                 : 1;
  BaghsorkhiResult R;
  Counts N;
  R.CycCompute = pass1(W.Latency, C, N, 1);
  R.NumMem = N.Mem;
  R.NumSync = N.Sync;
  double BPC = bytesPerCyclePerSM(Spec.Throughput.DRAMMeasuredGBps, Spec);
  R.CycMem = BPC > 0 ? dramBytesPerWarp(W, Accesses, Spec) / BPC : 0;
  R.LatencyBW =
      (R.NumMem > 0 ? std::max(0.0, (R.CycMem - R.CycCompute) / R.NumMem) : 0) +
      C.IssueE;                                                  // eq. (4)
  R.NBCAvg = R.CycCompute / (R.NumMem + R.NumSync + 1);          // eq. (5)
  R.LatencyExposed = Spec.Latency.DRAM - (C.WLP - 1) * R.NBCAvg; // eq. (6)
  C.LatencyBW = R.LatencyBW;
  C.Exposed = R.LatencyExposed;
  R.WarpLatency = pass2(W.Latency, C).Full;
  return R;
}
