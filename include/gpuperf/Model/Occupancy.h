//===- Occupancy.h - Resident blocks and warps per SM ------------*- C++
//-*-===//
//
// The CUDA occupancy calculator's rules (cuda_occupancy.h), for every compute
// capability the specs cover.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_OCCUPANCY_H
#define GPUPERF_MODEL_OCCUPANCY_H

#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace gpuperf {

enum class OccupancyLimiter { Warps, Registers, Shared, Blocks, Barriers };
llvm::StringRef limiterName(OccupancyLimiter L); // JSON vocabulary

struct OccupancyInput {
  uint64_t ThreadsPerBlock = 0;
  unsigned RegistersPerThread = 0;
  uint64_t SharedPerBlock = 0;   ///< static + dynamic bytes, before reservation
  uint64_t LocalPerThread = 0;   ///< bytes of local memory one thread needs
  unsigned BarriersPerBlock = 0; ///< named barriers used (0 or 1 typically)
  /// __launch_bounds__ minBlocksPerMultiprocessor, 0 when absent (only
  /// reported: ptxas already applied it to the register count).
  unsigned MinBlocksPerSM = 0;
};

struct OccupancyResult {
  bool Possible = false;
  std::string Impossible; ///< why not even one block fits
  unsigned BlocksPerSM = 0;
  unsigned WarpsPerSM = 0;
  double Fraction = 0; ///< WarpsPerSM / MaxWarpsPerSM
  OccupancyLimiter Limiter = OccupancyLimiter::Warps;
  // The per-resource block limits, for the occupancy view.
  unsigned LimitByWarps = 0, LimitByRegisters = 0, LimitByShared = 0,
           LimitByBlocks = 0, LimitByBarriers = 0;
  unsigned WarpsPerBlock = 0;
  unsigned RegistersPerWarp = 0;  ///< allocated (per-warp granularity)
  unsigned RegistersPerBlock = 0; ///< allocated
  unsigned SharedPerBlockAllocated = 0;
  unsigned CarveoutBytes = 0; ///< smallest carveout that holds the blocks
};

OccupancyResult computeOccupancy(const GPUSpec &Spec, const OccupancyInput &In);

/// The calculator's input for a kernel's resources at one block size.
OccupancyInput occupancyInputOf(const ResourceUsage &RU, const Dim3 &Block,
                                unsigned MinBlocksPerSM);
/// Occupancy of one launch: impossible when a block or grid dimension
/// exceeds the GPU's limit (the grid when known), when the block exceeds the
/// kernel's __launch_bounds__ (\p MaxNTid), else computeOccupancy.
OccupancyResult launchOccupancy(const GPUSpec &Spec, const ResourceUsage &RU,
                                const Dim3 &Block,
                                const std::optional<Dim3> &MaxNTid,
                                unsigned MinBlocksPerSM,
                                const std::optional<Dim3> &Grid = {});

} // namespace gpuperf

#endif
