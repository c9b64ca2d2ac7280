//===- GPUSpec.h - Machine description of one GPU ---------------*- C++ -*-===//
//
// A GPUSpec is everything the models know about a GPU. It is read from one
// YAML file under gpu-specs/ (schema: gpu-specs/README.md). Every field is in
// the unit its comment names; cycles are core-clock cycles.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_HARDWARE_GPUSPEC_H
#define GPUPERF_HARDWARE_GPUSPEC_H

#include <algorithm>
#include <string>
#include <vector>

namespace gpuperf {

/// How a warp's global-memory request becomes memory transactions.
enum class CoalescingRule {
  G80,     ///< CC 1.0/1.1: per half-warp, strict in-order word k of a segment.
  GT200,   ///< CC 1.2/1.3: per half-warp, one 32/64/128 B segment each, shrunk.
  Fermi,   ///< CC 2.x: per warp, one 128 B line per distinct line (L1 on).
  Sectors, ///< CC 3.x+: 32 B sectors per request.
};

enum class RegisterGranularity { Warp, Block };

struct SchedulingSpec {
  unsigned WarpSize = 32;
  unsigned SchedulersPerSM = 0;
  /// Cycles a scheduler needs between two issues (2 on G80..Fermi, 1 later).
  double CyclesPerIssue = 0;
  /// Can a scheduler issue two independent instructions of one warp at once.
  bool DualIssue = false;
  /// Cycles between back-to-back independent instructions of one warp.
  double ILPLatency = 0;
};

struct OccupancySpec {
  unsigned MaxWarpsPerSM = 0;
  unsigned MaxBlocksPerSM = 0;
  unsigned MaxThreadsPerBlock = 0;
  /// Largest blockDim.x, .y, .z and gridDim.x, .y, .z a launch may have.
  unsigned MaxBlockDim[3] = {0, 0, 0};
  unsigned MaxGridDim[3] = {0, 0, 0};
  unsigned MaxLocalPerThread = 0; ///< bytes of local memory per thread
  unsigned RegistersPerSM = 0;
  unsigned MaxRegistersPerThread = 0;
  unsigned MaxRegistersPerBlock = 0;
  /// Registers are allocated per warp (CC >= 2.0) or per block (CC 1.x).
  RegisterGranularity RegisterAllocation = RegisterGranularity::Warp;
  /// Allocation unit in registers (per warp or per block, see above).
  unsigned RegisterAllocUnit = 0;
  /// Warps are bound to sub-partitions; the register file is split evenly.
  unsigned SubPartitions = 1;
  unsigned SharedPerSM = 0;            ///< bytes, the largest carveout
  unsigned MaxSharedPerBlock = 0;      ///< bytes, including opt-in
  unsigned SharedAllocUnit = 0;        ///< bytes
  unsigned ReservedSharedPerBlock = 0; ///< bytes the driver reserves per block
  /// Shared-memory carveout choices in KiB (empty: fixed SharedPerSM).
  std::vector<unsigned> CarveoutKiB;
  /// Hardware named barriers per SM that limit resident blocks (0: no limit).
  unsigned MaxBarriersPerSM = 0;
};

/// Register-dependency and memory latencies, in cycles.
struct LatencySpec {
  double IntAdd = 0, IntMul = 0, IntMad = 0;
  double FP32Add = 0, FP32Mul = 0, FP32Fma = 0;
  double FP64Add = 0, FP64Mul = 0, FP64Fma = 0;
  double Conversion = 0;
  double Rcp = 0, Sqrt = 0, Rsqrt = 0, SinCos = 0, Lg2 = 0, Ex2 = 0;
  double FP32Div = 0, IntDiv = 0, IntRem = 0;
  double Shared = 0, Constant = 0, L1Hit = 0, L2Hit = 0, DRAM = 0;
  /// Extra cycles per extra transaction of a diverging access (Volkov T6.7).
  double ExtraTransaction = 0;
  double Barrier = 0, Branch = 0, BlockLaunch = 0;
};

/// Throughputs: operations (one per thread) per cycle per SM, unless noted.
struct ThroughputSpec {
  double IntAdd = 0, IntMul = 0, FP32 = 0, FP64 = 0, SFU = 0, Conversion = 0;
  /// Distinct 4-byte words the load/store path moves per cycle per SM (its
  /// lanes when each lane moves one word).
  double LSU = 0;
  unsigned SharedBanks = 32;
  unsigned SharedBankBytes = 4;
  /// The L1's data banks for global loads (0: not modelled). A load's
  /// request takes as many cycles as one bank has distinct words to serve.
  unsigned L1Banks = 0, L1BankBytes = 0;
  double SharedCyclesPerAccess = 1; ///< cycles per conflict-free request
  double DRAMMeasuredGBps = 0;      ///< best measured streaming throughput
  double DRAMPinGBps = 0;           ///< datasheet pin bandwidth
  double L2GBps = 0;                ///< 0: unknown / not modelled
  /// Dense tensor-core multiply-adds per cycle per SM at CoreClockMHz, by
  /// input type (FP16 with an FP32 or an FP16 accumulator); 0: no such unit
  /// or no sourced rate.
  double TensorF16 = 0, TensorF16Acc16 = 0, TensorBF16 = 0, TensorTF32 = 0,
         TensorInt8 = 0, TensorFP8 = 0;
};

struct MemorySpec {
  CoalescingRule Coalescing = CoalescingRule::Sectors;
  unsigned SectorBytes = 32;
  unsigned LineBytes = 128;
  /// L2 capacity shared by all SMs, caching global loads and stores; 0 when
  /// unknown or when the GPU has none for global memory (compute capability
  /// 1.x): global traffic then reaches DRAM as requested.
  double L2Bytes = 0;
  /// The SM's unified L1 data cache and shared memory array, caching global
  /// loads (compute capability 7.0 and newer); the L1 holds what the shared
  /// carveout leaves. 0 when unknown or when global loads bypass the L1:
  /// every global load then reaches the L2.
  double L1SharedBytes = 0;

  /// Transactions a fully coalesced 4-byte-per-thread warp request needs
  /// under the coalescing rule (Volkov §6.7, after the CUDA guide): a 64 B
  /// segment per half-warp on CC 1.x, one 128 B line on Fermi (its 32 B L2
  /// segments where \p L2Only: stores, RequestCost.h), else the sectors of
  /// 128 bytes.
  double coalescedTransactions(bool L2Only = false) const {
    double Sectors = 128.0 / std::max(1u, SectorBytes);
    switch (Coalescing) {
    case CoalescingRule::G80:
    case CoalescingRule::GT200:
      return 2;
    case CoalescingRule::Fermi:
      return L2Only ? Sectors : 1;
    case CoalescingRule::Sectors:
      return Sectors;
    }
    return 1;
  }
};

/// Volkov §6.5 (Table 6.5): mean memory latency in cycles = a + b * x / (c -
/// x), with x and c device-wide throughput in GB/s (4 B per thread access).
struct ContentionSpec {
  double A = 0, B = 0, C = 0;
};

struct GPUSpec {
  std::string Name;
  std::vector<std::string> Aliases;
  std::string Description;
  std::string Base; ///< name of the spec this one inherits from, if any
  unsigned CCMajor = 0, CCMinor = 0;
  std::string PTXArch; ///< e.g. "sm_90", for llc/ptxas
  unsigned SMCount = 0;
  double CoreClockMHz = 0;
  SchedulingSpec Scheduling;
  OccupancySpec Occupancy;
  LatencySpec Latency;
  ThroughputSpec Throughput;
  MemorySpec Memory;
  /// Volkov's contention fit; only some GPUs have one (HasContention).
  ContentionSpec Contention;
  bool HasContention = false;
  /// Dotted field names whose values nobody measured for this GPU.
  std::vector<std::string> Provisional;
  /// Where the spec came from: "builtin:h200.yaml" or a user's path.
  std::string Origin;

  unsigned computeCapability() const { return CCMajor * 10 + CCMinor; }
  double issueWarpInstrPerCycle() const {
    return Scheduling.SchedulersPerSM / Scheduling.CyclesPerIssue;
  }
};

} // namespace gpuperf

#endif
