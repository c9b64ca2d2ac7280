//===- L2Traffic.h - DRAM traffic through the shared L2 ---------*- C++ -*-===//
//
// Every global request the L1 does not serve (L1Traffic.h) goes through the
// L2, but only what the L2 does not hold reaches DRAM: never more than the
// L1 passes on. A sector that several warps touch (a block's scattered
// writes that together fill it, a stencil's halo, a GEMM tile every block of
// a row reads) reaches DRAM once while it stays cached. This decides, per
// kernel and launch, the largest set of concurrent work whose footprint
// (Symbolic/Footprint.h) fits in the L2:
//   1. the whole grid;
//   2. one wave, the blocks resident at once (blocks per SM x SMs);
//   3. one wave (the grid, where it is one wave) in one iteration of the
//      loops at depth <= d, d = 1, 2, ...
// and charges DRAM with that footprint once per instance (per wave, per
// iteration of those loops), never more than the requests. Accesses without
// an affine address keep all their requests as DRAM traffic and count as
// footprint. Hits are served at the L2's latency, but only hits another warp
// paid for: where a warp's accesses to one object reread the sectors its own
// first access fetches (a stencil's neighbours, a reload), that access waits
// for DRAM with the share of the warp's distinct sectors that reach it, and
// each later one for the sectors no earlier one touched (a lower bound: a
// warp with any sector from DRAM waits for it).
//
// Local memory (a thread's private arrays and spills) is interleaved per
// thread and cached in the L2 like global memory, and the blocks of a later
// wave take the thread slots, and so the local memory, of the blocks they
// replace. The resident threads' local memory is touched every time their
// code runs, more often than any global sector streamed past it, so the
// L2's replacement keeps it while it fits: it reaches DRAM once, and the
// global footprint gets the capacity left. Where it does not fit, every
// local request stays DRAM traffic, stated.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_L2TRAFFIC_H
#define GPUPERF_MODEL_L2TRAFFIC_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include <cstdint>
#include <vector>

namespace gpuperf {

/// Sets DRAMFraction and LatencyDRAMFraction of the global and local
/// accesses (Accesses[i] is Patterns[i] costed on Spec) for a launch with
/// BlocksPerSM resident blocks per SM and LocalBytesPerThread of local memory
/// a thread, and returns the assumptions that state it (none when the spec
/// gives no L2 capacity or no access is reused).
std::vector<Reason> applyL2Reuse(std::vector<AccessInfo> &Accesses,
                                 const std::vector<AccessPattern> &Patterns,
                                 const WarpWorkload &W, unsigned BlocksPerSM,
                                 uint64_t LocalBytesPerThread,
                                 const ResolvedLaunch &Launch,
                                 const GPUSpec &Spec);

} // namespace gpuperf

#endif
