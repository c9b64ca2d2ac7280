//===- BaghsorkhiModel.h - Baghsorkhi et al. 2010, eqs. (1)-(8) ---*- C++
//-*-===//
//
// The work-flow-graph model of Baghsorkhi et al. (PPoPP 2010), evaluated over
// the same WarpWorkload as Volkov's model, as Volkov re-derives it in §7.2.
//   E = SIMD_work / SIMD_engine = warp size / lanes of the class's unit.
//   Latency_comp (3): a dependent instruction of latency l weighs
//     E x max(1, l / (E x ILP x WLP)) = max(E, l / WLP), ILP_effect = 1 for
//     a dependent Leaf chain; an ILP(k) node weighs k x E (issue latency).
//     WLP_effect = resident warps per SM (the thesis' n); eqs. (7)-(8)
//     average local WLP/ILP over regions, which a WarpWorkload has already
//     folded into its counts and Choice weights.
//   Shared: ways x max(E, latency.shared / WLP); barrier and global memory
//     issue: E.
//   CYC_compute: the WFG reduced with these weights (data arcs ignored).
//   Latency_BW (4) = max(0, (CYC_mem - CYC_compute) / NUM_mem) + E,
//     CYC_mem = global bytes / (dram_measured_gbps as B/cycle/SM).
//   NBC_avg (5) = CYC_compute / (NUM_mem + NUM_sync + 1).
//   Latency_exposed (6) = latency.dram - (WLP - 1) x NBC_avg.
//   Fig. 4 collapse: a load's data-dependence arc to its use (the next node
//     of its chain) adds max(0, Latency_exposed - path) to the path, so a
//     dependent load weighs max(Latency_BW, Latency_exposed). In a Max (k
//     independent chains issued in program order) the transition arcs of all
//     chains lie on the path, and the exposed latency overlaps them once:
//     weight = max(sum of transition weights, max chain weight).
//   Stores (AccessInfo kind store) have no use, hence no data arc.
// Kernel time is the sum of warp latencies at each SM (the model's reading
// in Volkov §7.2), so warp throughput per SM = 1 / warp latency.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_BAGHSORKHIMODEL_H
#define GPUPERF_MODEL_BAGHSORKHIMODEL_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <vector>

namespace gpuperf {

struct BaghsorkhiResult {
  double CycCompute = 0, CycMem = 0, NumMem = 0, NumSync = 0;
  double LatencyBW = 0, NBCAvg = 0, LatencyExposed = 0;
  double WarpLatency = 0; ///< cycles; throughput per SM = 1 / WarpLatency
};

BaghsorkhiResult baghsorkhiModel(const WarpWorkload &W,
                                 const std::vector<AccessInfo> &Accesses,
                                 const GPUSpec &Spec, double WarpsPerSM);

} // namespace gpuperf

#endif
