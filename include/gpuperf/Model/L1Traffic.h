//===- L1Traffic.h - L2 traffic through an SM's L1 --------------*- C++ -*-===//
//
// On compute capability 7.0 and newer every global load goes through the
// SM's L1, which shares one array with shared memory, and only what the L1
// does not hold reaches the L2. The warps of a block that read the same rows
// (a naive matrix multiply's tile of B, each warp's row of A reread over
// eight steps, a stencil's halo) fetch each sector into the L1 once while
// it stays there. This decides, per kernel and launch, the largest piece of
// a block's work whose footprint (Symbolic/Footprint.h), times the blocks
// resident on an SM, fits in what the shared carveout leaves of the array:
//   1. a block over its life;
//   2. a block in one iteration of the loops at depth <= d, d = 1, 2, ...
// and charges the L2 with that footprint once per instance, never more than
// the requests, with the blocks resident on an SM (fewer where the grid
// is) sharing its L1. Stores, atomics and volatile loads go to the L2 and
// are not credited; loads without an affine address keep all their
// requests and count as footprint. For the latency, the warps of a block
// reach the sectors one of them fetches at about the same point, while the
// fetch is in flight: only a warp's rereads of what it fetched itself in an
// earlier iteration are hits (its misses counted as if it had the L1 to
// itself), and where a warp's loads, run together, reread what its first
// one fetches, that one waits for them (L2Traffic.h). DRAM then sees no more
// than the L1 passes on (L2Traffic.h).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_L1TRAFFIC_H
#define GPUPERF_MODEL_L1TRAFFIC_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include <vector>

namespace gpuperf {

/// Sets L2Fraction and LatencyL2Fraction of the global loads (Accesses[i] is
/// Patterns[i] costed on Spec) for a launch at occupancy Occ, and returns
/// the assumptions that state it (none when the spec gives no L1 size or no
/// load is reused).
std::vector<Reason> applyL1Reuse(std::vector<AccessInfo> &Accesses,
                                 const std::vector<AccessPattern> &Patterns,
                                 const WarpWorkload &W,
                                 const OccupancyResult &Occ,
                                 const ResolvedLaunch &Launch,
                                 const GPUSpec &Spec);

} // namespace gpuperf

#endif
