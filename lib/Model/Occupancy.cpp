//===- Occupancy.cpp - The CUDA occupancy calculator's rules --------------===//
//
// Follows cuda_occupancy.h: blocks per SM is the minimum of the limits from
// warps, registers (allocated per warp and split across sub-partitions, or
// per block on CC 1.x), shared memory (rounded to the allocation unit after
// the per-block reservation), the block-slot limit and, where the spec has
// one, the hardware barrier limit.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Model/Occupancy.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <climits>

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::limiterName(OccupancyLimiter L) {
  switch (L) {
  case OccupancyLimiter::Warps:
    return "warps";
  case OccupancyLimiter::Registers:
    return "registers";
  case OccupancyLimiter::Shared:
    return "shared";
  case OccupancyLimiter::Blocks:
    return "blocks";
  case OccupancyLimiter::Barriers:
    return "barriers";
  }
  return "warps";
}

static uint64_t roundUp(uint64_t V, uint64_t Unit) {
  return Unit ? (V + Unit - 1) / Unit * Unit : V;
}
static unsigned ceilDiv(unsigned V, unsigned D) { return (V + D - 1) / D; }

/// Why a block of \p In cannot run on \p Spec at all (a per-block limit),
/// or "".
static std::string overPerBlockLimit(const GPUSpec &Spec,
                                     const OccupancyInput &In) {
  const OccupancySpec &O = Spec.Occupancy;
  if (In.ThreadsPerBlock == 0)
    return "a block has no threads";
  if (In.ThreadsPerBlock > O.MaxThreadsPerBlock)
    return formatv("{0} threads per block exceed the limit of {1} on {2}",
                   In.ThreadsPerBlock, O.MaxThreadsPerBlock, Spec.Name);
  if (In.RegistersPerThread > O.MaxRegistersPerThread)
    return formatv("{0} registers per thread exceed the limit of {1} on {2}",
                   In.RegistersPerThread, O.MaxRegistersPerThread, Spec.Name);
  // Sizes saturate at 2^64 - 1 (ResourceUsage.h): said as what they mean.
  auto Bytes = [](uint64_t B) {
    return B == UINT64_MAX ? std::string("more than 2^64 - 1")
                           : std::to_string(B);
  };
  if (In.SharedPerBlock > O.MaxSharedPerBlock)
    return formatv("{0} bytes of shared memory per block exceed the limit of "
                   "{1} on {2}",
                   Bytes(In.SharedPerBlock), O.MaxSharedPerBlock, Spec.Name);
  if (O.MaxLocalPerThread && In.LocalPerThread > O.MaxLocalPerThread)
    return formatv("{0} bytes of local memory per thread exceed the limit of "
                   "{1} on {2}",
                   Bytes(In.LocalPerThread), O.MaxLocalPerThread, Spec.Name);
  return "";
}

/// Fills the register allocation and the blocks it allows; returns why the
/// block's registers exceed the per-block limit, or "".
static std::string limitByRegisters(const GPUSpec &Spec,
                                    const OccupancyInput &In, unsigned W,
                                    OccupancyResult &R) {
  const OccupancySpec &O = Spec.Occupancy;
  const unsigned WarpSize = Spec.Scheduling.WarpSize;
  R.LimitByRegisters = UINT_MAX;
  if (In.RegistersPerThread == 0)
    return "";
  if (O.RegisterAllocation == RegisterGranularity::Warp) {
    R.RegistersPerWarp =
        roundUp(In.RegistersPerThread * WarpSize, O.RegisterAllocUnit);
    R.RegistersPerBlock = R.RegistersPerWarp * W;
    if (R.RegistersPerBlock > O.MaxRegistersPerBlock)
      return formatv("the block needs {0} registers ({1} per warp x {2} "
                     "warps), over the per-block limit of {3} on {4}",
                     R.RegistersPerBlock, R.RegistersPerWarp, W,
                     O.MaxRegistersPerBlock, Spec.Name);
    // Each sub-partition holds whole warps in its share of the file.
    unsigned PerSubPartition = O.RegistersPerSM / O.SubPartitions;
    unsigned WarpsByRegs =
        (PerSubPartition / R.RegistersPerWarp) * O.SubPartitions;
    R.LimitByRegisters = WarpsByRegs / W;
    return "";
  }
  // CC 1.x: warps are allocated in pairs, registers per block.
  R.RegistersPerBlock = roundUp(
      roundUp(W, 2) * WarpSize * In.RegistersPerThread, O.RegisterAllocUnit);
  if (R.RegistersPerBlock > O.MaxRegistersPerBlock)
    return formatv("the block needs {0} registers, over the per-block "
                   "limit of {1} on {2}",
                   R.RegistersPerBlock, O.MaxRegistersPerBlock, Spec.Name);
  R.LimitByRegisters = O.RegistersPerSM / R.RegistersPerBlock;
  return "";
}

/// The blocks per SM: the tightest limit; ties go to the first in this
/// order, as the occupancy calculator shows.
static void pickLimiter(OccupancyResult &R) {
  std::pair<unsigned, OccupancyLimiter> Limits[] = {
      {R.LimitByWarps, OccupancyLimiter::Warps},
      {R.LimitByRegisters, OccupancyLimiter::Registers},
      {R.LimitByShared, OccupancyLimiter::Shared},
      {R.LimitByBlocks, OccupancyLimiter::Blocks},
      {R.LimitByBarriers, OccupancyLimiter::Barriers}};
  auto Min =
      std::min_element(std::begin(Limits), std::end(Limits),
                       [](auto &A, auto &B) { return A.first < B.first; });
  R.BlocksPerSM = Min->first;
  R.Limiter = Min->second;
}

/// The driver picks the smallest carveout step that holds \p Need bytes.
static unsigned carveoutBytes(const OccupancySpec &O, unsigned Need) {
  for (unsigned KiB : O.CarveoutKiB)
    if (KiB * 1024u >= Need)
      return KiB * 1024u;
  return O.SharedPerSM;
}

OccupancyResult gpuperf::computeOccupancy(const GPUSpec &Spec,
                                          const OccupancyInput &In) {
  const OccupancySpec &O = Spec.Occupancy;
  OccupancyResult R;
  auto impossible = [&](std::string Why) {
    R.Possible = false;
    R.Impossible = std::move(Why);
    return R;
  };
  if (std::string Why = overPerBlockLimit(Spec, In); !Why.empty())
    return impossible(std::move(Why));

  // Below MaxThreadsPerBlock from here on: 32-bit counts suffice.
  const unsigned W =
      ceilDiv(unsigned(In.ThreadsPerBlock), Spec.Scheduling.WarpSize);
  R.WarpsPerBlock = W;
  R.LimitByWarps = O.MaxWarpsPerSM / W; // warp slots
  R.LimitByBlocks = O.MaxBlocksPerSM;   // block slots
  if (std::string Why = limitByRegisters(Spec, In, W, R); !Why.empty())
    return impossible(std::move(Why));

  // Shared memory: the reservation counts against every block.
  R.LimitByShared = UINT_MAX;
  uint64_t Shared = In.SharedPerBlock + O.ReservedSharedPerBlock;
  R.SharedPerBlockAllocated = roundUp(Shared, O.SharedAllocUnit);
  if (R.SharedPerBlockAllocated > 0)
    R.LimitByShared = O.SharedPerSM / R.SharedPerBlockAllocated;

  // Hardware barriers (CC 9.0 and the like).
  R.LimitByBarriers = UINT_MAX;
  if (O.MaxBarriersPerSM > 0 && In.BarriersPerBlock > 0)
    R.LimitByBarriers = O.MaxBarriersPerSM / In.BarriersPerBlock;

  pickLimiter(R);
  if (R.BlocksPerSM == 0)
    return impossible(
        formatv("not even one block fits in an SM of {0} ({1} limit)",
                Spec.Name, limiterName(R.Limiter)));
  R.Possible = true;
  R.WarpsPerSM = R.BlocksPerSM * W;
  R.Fraction = double(R.WarpsPerSM) / O.MaxWarpsPerSM;
  R.CarveoutBytes = carveoutBytes(O, R.BlocksPerSM * R.SharedPerBlockAllocated);
  return R;
}

OccupancyInput gpuperf::occupancyInputOf(const ResourceUsage &RU,
                                         const Dim3 &Block,
                                         unsigned MinBlocksPerSM) {
  OccupancyInput In;
  In.ThreadsPerBlock = Block.size();
  In.RegistersPerThread = RU.Registers;
  In.SharedPerBlock = RU.sharedPerBlock();
  In.LocalPerThread = RU.localPerThread();
  In.BarriersPerBlock = RU.Barriers;
  In.MinBlocksPerSM = MinBlocksPerSM;
  return In;
}

/// Why CUDA refuses a launch of these dimensions on Spec's GPU ("" if it
/// does not).
static std::string dimensionLimit(const GPUSpec &Spec, const Dim3 &Block,
                                  const std::optional<Dim3> &Grid) {
  const OccupancySpec &O = Spec.Occupancy;
  auto over = [&](const char *What, char Axis, unsigned V, unsigned Max) {
    return formatv("{0}.{1} = {2} exceeds the limit of {3} on {4}", What, Axis,
                   V, Max, Spec.Name)
        .str();
  };
  const unsigned BlockDims[3] = {Block.X, Block.Y, Block.Z};
  for (unsigned I = 0; I < 3; ++I)
    if (BlockDims[I] > O.MaxBlockDim[I])
      return over("blockDim", "xyz"[I], BlockDims[I], O.MaxBlockDim[I]);
  if (!Grid)
    return "";
  const unsigned GridDims[3] = {Grid->X, Grid->Y, Grid->Z};
  for (unsigned I = 0; I < 3; ++I)
    if (GridDims[I] > O.MaxGridDim[I])
      return over("gridDim", "xyz"[I], GridDims[I], O.MaxGridDim[I]);
  return "";
}

OccupancyResult gpuperf::launchOccupancy(const GPUSpec &Spec,
                                         const ResourceUsage &RU,
                                         const Dim3 &Block,
                                         const std::optional<Dim3> &MaxNTid,
                                         unsigned MinBlocksPerSM,
                                         const std::optional<Dim3> &Grid) {
  auto impossible = [](std::string Why) {
    OccupancyResult Occ;
    Occ.Possible = false;
    Occ.Impossible = std::move(Why);
    return Occ;
  };
  // The total is checked first: its message names the familiar limit.
  if (Block.size() <= Spec.Occupancy.MaxThreadsPerBlock)
    if (std::string Why = dimensionLimit(Spec, Block, Grid); !Why.empty())
      return impossible(Why);
  if (MaxNTid && Block.size() > MaxNTid->size())
    return impossible(formatv("block of {0} threads exceeds __launch_bounds__ "
                              "maxThreadsPerBlock {1}",
                              Block.size(), MaxNTid->size()));
  return computeOccupancy(Spec, occupancyInputOf(RU, Block, MinBlocksPerSM));
}
