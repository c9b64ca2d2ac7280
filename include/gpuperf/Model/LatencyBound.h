//===- LatencyBound.h - Volkov's latency bound (thesis §3.7) ------*- C++
//-*-===//
//
// Evaluates the spec-independent single-warp critical path (LatencyExpr) for
// one GPU spec. Rules (Volkov 2016, §3.7):
//   Leaf(C, k)  k x register-dependency latency of class C. Memory classes:
//     GlobalMem/LocalMem: latency.dram + (T - Tc) x latency.extra_transaction,
//       T = the access's TransactionsPerRequest, Tc = transactions a fully
//       coalesced request needs by the spec's rule family (Volkov §6.7: 2 on
//       G80/GT200, 1 on Fermi, 4 on Kepler and later).
//     SharedMem: latency.shared + (ways - phases) x shared_cycles_per_access,
//       phases = the conflict-free phases a wide access splits into.
//     ConstantMem, Branch: latency.constant, latency.branch.
//   ILP(k)      k x scheduling.ilp_latency.
//   Barrier(k)  k x (latency.barrier + block sync). Block sync rule: warps of
//     a block are identical, so they reach the barrier together, but one
//     scheduler issues one BAR per cycles_per_issue; the slowest warp waits for
//     the (ceil(warps per block / schedulers) - 1) warps ahead of it on its
//     scheduler: (that) x cycles_per_issue.
//   Seq sum, Max max, Repeat n x, Choice weighted mean (Slowest: its
//   longest child some warp takes).
// Warp termination (§3.7): each warp is rounded up to its block's slowest.
// The Graph layer marks where warps of a block differ: a branch splitting
// every block's warps is a Choice marked Slowest. latency.block_launch
// is added to every warp's latency, as the thesis does ("added to the latency
// of each individual warp"), i.e. once per block for all of its warps in
// parallel.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_LATENCYBOUND_H
#define GPUPERF_MODEL_LATENCYBOUND_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <vector>

namespace gpuperf {

/// Per-spec constants the evaluator needs, computed once per predict().
struct LatencyContext {
  const GPUSpec *Spec = nullptr;
  const std::vector<AccessInfo> *Accesses = nullptr;
  unsigned WarpsPerBlock = 1;
  /// Overrides latency.dram (contention model); < 0: use the spec's value.
  double MemoryLatency = -1;
  /// InOrder segments: issued in their steps' order (Volkov §3.7; model
  /// volkov-in-order), else their dataflow form, where independent chains
  /// overlap whatever their order (a compiler free to interleave them).
  bool InOrderIssue = false;
};

/// The single-warp latency of \p E (no block launch), in cycles.
double evaluateLatency(const LatencyExpr &E, const LatencyContext &Ctx);

/// Latency of one Leaf/Barrier/ILP node (the per-operation latency times its
/// count), in cycles.
double leafLatency(const LatencyExpr &E, const LatencyContext &Ctx);

/// The latency bound per warp, including block replacement, and the critical
/// path step by step (Max: only the slowest child; Choice: weighted).
double latencyBound(const LatencyExpr &E, const LatencyContext &Ctx,
                    std::vector<CriticalStep> *Steps);

} // namespace gpuperf

#endif
