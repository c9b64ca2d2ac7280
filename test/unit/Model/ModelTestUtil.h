//===- ModelTestUtil.h - Hand-built specs and workloads for model tests ---===//
//
// GPU parameters from Volkov 2016: Table 2.6 (SMs, schedulers, CUDA cores),
// Table 2.7 (clock), Table 2.8 (issue rate), Table 6.2 (latencies = Table
// 4.1 mem_lat/alu_lat), Table 6.4 (peak GB/s, which give Table 4.1 mem_thru),
// Table 6.7 (extra transaction latency); Table 6.5 (contention fits); Lai &
// Seznec Table 1 (LD/ST units: Fermi 16, Kepler 32).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_TEST_MODELTESTUTIL_H
#define GPUPERF_TEST_MODELTESTUTIL_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <string>

namespace gpuperf {
namespace test {

struct VolkovRow { // Table 4.1
  const char *Name;
  double MemLat, MemThru, AluLat, AluThru, IssueThru;
};

inline GPUSpec volkovGPU(const std::string &Name) {
  GPUSpec S;
  S.Name = Name;
  auto Set = [&](unsigned SMs, double MHz, unsigned Sched, double CPI,
                 bool Dual, double Lanes, double Dram, double Add, double GBps,
                 CoalescingRule Rule, unsigned MaxWarps, double LSU,
                 double Extra) {
    S.SMCount = SMs;
    S.CoreClockMHz = MHz;
    S.Scheduling.SchedulersPerSM = Sched;
    S.Scheduling.CyclesPerIssue = CPI;
    S.Scheduling.DualIssue = Dual;
    S.Throughput.FP32 = S.Throughput.IntAdd = S.Throughput.IntMul = Lanes;
    S.Latency.DRAM = Dram;
    S.Latency.FP32Add = S.Latency.FP32Mul = S.Latency.FP32Fma = Add;
    S.Latency.IntAdd = S.Latency.IntMul = S.Latency.IntMad = Add;
    S.Latency.ExtraTransaction = Extra;
    S.Throughput.DRAMMeasuredGBps = GBps;
    S.Memory.Coalescing = Rule;
    S.Occupancy.MaxWarpsPerSM = MaxWarps;
    S.Throughput.LSU = LSU;
  };
  if (Name == "8800gtx") {
    Set(16, 1350, 1, 2, false, 8, 444, 20, 74, CoalescingRule::G80, 24, 0, 6.7);
    S.CCMajor = 1, S.CCMinor = 0, S.Throughput.SharedBanks = 16;
    S.Throughput.SFU = 2;
    S.Contention = {453, 61, 81}, S.HasContention = true;
  } else if (Name == "gtx280") {
    Set(30, 1296, 1, 2, false, 8, 434, 24, 138, CoalescingRule::GT200, 32, 0,
        7.6);
    S.CCMajor = 1, S.CCMinor = 3, S.Throughput.SharedBanks = 16;
    S.Throughput.SFU = 2;
    S.Contention = {438, 17, 140}, S.HasContention = true;
  } else if (Name == "gtx480") {
    Set(15, 1400, 2, 2, false, 32, 513, 18, 161, CoalescingRule::Fermi, 48, 16,
        34);
    S.CCMajor = 2, S.Throughput.SFU = 4, S.Throughput.SharedCyclesPerAccess = 2;
    S.Contention = {501, 41, 170}, S.HasContention = true;
  } else if (Name == "gtx680") {
    Set(8, 1124, 4, 1, true, 192, 301, 9, 154, CoalescingRule::Sectors, 64, 32,
        33);
    S.CCMajor = 3, S.Throughput.SFU = 32, S.Throughput.SharedBankBytes = 8;
    S.Scheduling.ILPLatency = 3; // §3.8
    S.Latency.BlockLaunch = 201; // §3.8
    S.Latency.Shared = 24;       // T6.2
    S.Contention = {300, 32, 170}, S.HasContention = true;
  } else if (Name == "gtx980") {
    Set(16, 1266, 4, 1, true, 128, 368, 6, 211, CoalescingRule::Sectors, 64, 32,
        5.9);
    S.CCMajor = 5, S.CCMinor = 2, S.Throughput.SFU = 32;
    S.Contention = {372, 22, 221}, S.HasContention = true;
  }
  return S;
}

/// A coalesced 4-byte-per-thread global load: 128 B per request.
inline AccessInfo coalescedLoad(const GPUSpec &S, unsigned Bytes = 4) {
  AccessInfo A;
  A.Space = MemorySpace::Global;
  A.BytesPerThread = Bytes;
  A.SectorsPerRequest = A.IdealSectorsPerRequest = 32.0 * Bytes / 32;
  A.TransactionsPerRequest =
      S.Memory.Coalescing == CoalescingRule::Fermi     ? Bytes / 4.0
      : S.Memory.Coalescing == CoalescingRule::Sectors ? A.SectorsPerRequest
                                                       : 2;
  A.Class = AccessClass::Coalesced;
  return A;
}

/// A coalesced global store: the same bytes; on Fermi the L2's 32-byte
/// segments (RequestCost.h), one per sector.
inline AccessInfo coalescedStore(const GPUSpec &S, unsigned Bytes = 4) {
  AccessInfo A = coalescedLoad(S, Bytes);
  A.Kind = AccessKind::Store;
  if (S.Memory.Coalescing == CoalescingRule::Fermi)
    A.TransactionsPerRequest = A.SectorsPerRequest;
  return A;
}

/// Occupancy of \p Warps warps per SM in blocks of \p WarpsPerBlock.
inline OccupancyResult occupancy(unsigned Warps, unsigned WarpsPerBlock = 1) {
  OccupancyResult O;
  O.Possible = true;
  O.WarpsPerSM = Warps;
  O.BlocksPerSM = Warps / WarpsPerBlock;
  O.WarpsPerBlock = WarpsPerBlock;
  return O;
}

inline ResolvedLaunch launch(unsigned Threads, unsigned Blocks) {
  ResolvedLaunch L;
  L.Block.X = Threads;
  L.Grid.X = Blocks;
  return L;
}

inline void addIssued(WarpWorkload &W, InstrClass C, double N,
                      double Lanes = 32) {
  W.Issued[unsigned(C)] += N;
  W.ThreadOps[unsigned(C)] += N * Lanes;
}

} // namespace test
} // namespace gpuperf

#endif
