//===- ThroughputBound.cpp - Volkov's throughput worksheet (§3.6) ---------===//
#include "gpuperf/Model/ThroughputBound.h"
#include "gpuperf/Model/LatencyBound.h"
#include "gpuperf/Model/RequestCost.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace gpuperf;

/// A tensor class's multiply-adds (an mma needs every lane).
static double ops(const WarpWorkload &W, InstrClass C) {
  return W.ThreadOps[unsigned(C)];
}
static double issued(const WarpWorkload &W, InstrClass C) {
  return W.Issued[unsigned(C)];
}

double gpuperf::bytesPerCyclePerSM(double GBps, const GPUSpec &Spec) {
  double Hz = Spec.CoreClockMHz * 1e6;
  if (Spec.SMCount == 0 || Hz <= 0)
    return 0;
  return GBps * 1e9 / (Spec.SMCount * Hz);
}

static bool isOffChip(const AccessInfo &A) {
  return A.Space == MemorySpace::Global || A.Space == MemorySpace::Local;
}

double gpuperf::dramBytesPerRequest(const AccessInfo &A, const GPUSpec &Spec) {
  // Fermi's L1 fills 128-byte lines for loads; stores and atomics go to the
  // L2 in 32-byte segments (RequestCost.h).
  if (Spec.Memory.Coalescing == CoalescingRule::Fermi &&
      A.TransactionsPerRequest > 0)
    return A.TransactionsPerRequest * (servedByL2Only(A.Space, A.Kind)
                                           ? Spec.Memory.SectorBytes
                                           : Spec.Memory.LineBytes);
  // Compute capability 1.0/1.1 serves a half-warp that breaks the
  // coalescing rules with 16 separate transactions (the G80 coalescing rule,
  // RequestCost.cpp), each moving at least a 32-byte segment (the spec's
  // sector_bytes: Volkov §6.7): the bytes follow the transactions, not the
  // sectors the lanes touch.
  if (Spec.Memory.Coalescing == CoalescingRule::G80)
    return std::max(A.SectorsPerRequest, A.TransactionsPerRequest) *
           Spec.Memory.SectorBytes;
  if (A.SectorsPerRequest > 0)
    return A.SectorsPerRequest * Spec.Memory.SectorBytes;
  return A.TransactionsPerRequest * Spec.Memory.SectorBytes;
}

double gpuperf::dramBytesPerWarp(const WarpWorkload &W,
                                 const std::vector<AccessInfo> &Accesses,
                                 const GPUSpec &Spec) {
  double B = 0;
  for (const WarpRequests &R : W.Requests) {
    if (R.AccessIndex < 0 || size_t(R.AccessIndex) >= Accesses.size())
      continue;
    const AccessInfo &A = Accesses[R.AccessIndex];
    if (isOffChip(A))
      B += R.PerWarp * dramBytesPerRequest(A, Spec) * A.DRAMFraction;
  }
  return B;
}

static double ilpInstructions(const LatencyExpr &E) {
  switch (E.K) {
  case LatencyExpr::ILP:
    return E.DualPairs >= 0 ? std::min(E.DualPairs, E.Count) : E.Count;
  case LatencyExpr::Leaf:
  case LatencyExpr::Barrier:
    return 0;
  case LatencyExpr::Seq:
  case LatencyExpr::Max:
  case LatencyExpr::InOrder: { // its dataflow form issues the same
    double S = 0;
    for (const LatencyExpr &C : E.Children)
      S += ilpInstructions(C);
    return S;
  }
  case LatencyExpr::Repeat: {
    double S = 0;
    for (const LatencyExpr &C : E.Children)
      S += ilpInstructions(C);
    return E.Count * S;
  }
  case LatencyExpr::Choice: {
    double S = 0;
    for (size_t I = 0; I < E.Children.size() && I < E.Weights.size(); ++I)
      S += E.Weights[I] * ilpInstructions(E.Children[I]);
    return S;
  }
  }
  return 0;
}

static double issueCount(const WarpWorkload &W) {
  return W.totalIssued() - issued(W, InstrClass::Other);
}

double gpuperf::dualIssuePairs(const WarpWorkload &W, const GPUSpec &Spec) {
  if (!Spec.Scheduling.DualIssue)
    return 0;
  return std::min(ilpInstructions(W.Latency), issueCount(W) / 2);
}

static double replays(const WarpWorkload &W,
                      const std::vector<AccessInfo> &Accesses,
                      const GPUSpec &Spec) {
  unsigned CC = Spec.computeCapability();
  if (CC < 20 || CC >= 50)
    return 0;
  double R = 0;
  for (const WarpRequests &Q : W.Requests) {
    if (Q.AccessIndex < 0 || size_t(Q.AccessIndex) >= Accesses.size())
      continue;
    const AccessInfo &A = Accesses[Q.AccessIndex];
    if (A.Space == MemorySpace::Shared) {
      R += Q.PerWarp * A.excessWavefronts();
    } else if (isOffChip(A)) {
      double Extra =
          Spec.Memory.Coalescing == CoalescingRule::Fermi &&
                  !servedByL2Only(A.Space, A.Kind)
              ? A.TransactionsPerRequest - 1
              : std::ceil(A.SectorsPerRequest * Spec.Memory.SectorBytes /
                          std::max(1u, Spec.Memory.LineBytes)) -
                    1;
      R += Q.PerWarp * std::max(0.0, Extra);
    }
  }
  return R;
}

namespace {

/// The worksheet being filled: its rows, and notes about what the spec
/// cannot price.
struct Worksheet {
  std::vector<ResourceBound> Rows;
  std::vector<Reason> *Notes;
  double LaneSlots; ///< per warp instruction (laneSlotsPerInstruction)
  void unpriced(std::string Why) {
    if (Notes)
      Notes->push_back({ReasonKind::UnpricedResource, std::move(Why)});
  }
};

/// The lane slots a class's warp instructions hold on its pipe, masked
/// lanes included (laneSlotsPerInstruction).
static double laneSlots(const WarpWorkload &W, InstrClass C,
                        const Worksheet &WS) {
  return W.Issued[unsigned(C)] * WS.LaneSlots;
}

/// Everything the memory pipelines see of one warp's requests.
struct MemoryTraffic {
  double LSURequests = 0, LSUWords = 0, LSUCycles = 0, SharedCycles = 0,
         SharedReq = 0, L2Bytes = 0, DRAMBytes = 0;
};

} // namespace

static void addIssueRow(Worksheet &WS, const WarpWorkload &W,
                        const std::vector<AccessInfo> &Accesses,
                        const GPUSpec &Spec) {
  double N = issueCount(W);
  double Dual = dualIssuePairs(W, Spec);
  double Rep = replays(W, Accesses, Spec);
  double Rate = Spec.issueWarpInstrPerCycle();
  if (Rate > 0)
    WS.Rows.push_back({Resource::Issue, (N - Dual + Rep) / Rate,
                       formatv("({0} issued - {1} dual + {2} replays) / {3} "
                               "issues/cycle",
                               N, Dual, Rep, Rate)
                           .str()});
}

/// Returns the integer core cycles, which the fp32 row adds where integer
/// and fp32 share the CUDA cores.
static double addIntRow(Worksheet &WS, const WarpWorkload &W,
                        const GPUSpec &Spec) {
  const ThroughputSpec &T = Spec.Throughput;
  auto Slots = [&](InstrClass C) { return laneSlots(W, C, WS); };
  double IntAddOps = Slots(InstrClass::IntAdd) + Slots(InstrClass::Shuffle);
  double IntMulOps = Slots(InstrClass::IntMul) + Slots(InstrClass::IntMad) +
                     Slots(InstrClass::IntDiv) + Slots(InstrClass::IntRem);
  if (!(IntAddOps > 0 || IntMulOps > 0))
    return 0;
  double IntCycles = 0;
  if ((IntAddOps > 0 && T.IntAdd <= 0) || (IntMulOps > 0 && T.IntMul <= 0))
    WS.unpriced("int: spec has no integer throughput; integer ops not priced");
  else
    IntCycles = (IntAddOps > 0 ? IntAddOps / T.IntAdd : 0) +
                (IntMulOps > 0 ? IntMulOps / T.IntMul : 0);
  WS.Rows.push_back(
      {Resource::Int, IntCycles,
       formatv("{0} add + {1} mul lane slots / ({2}, {3}) per cycle", IntAddOps,
               IntMulOps, T.IntAdd, T.IntMul)
           .str()});
  return IntCycles;
}

static void addFP32Row(Worksheet &WS, const WarpWorkload &W,
                       const GPUSpec &Spec, double IntCycles) {
  const ThroughputSpec &T = Spec.Throughput;
  if (!(T.FP32 > 0))
    return;
  auto Slots = [&](InstrClass C) { return laneSlots(W, C, WS); };
  double FP32Ops = Slots(InstrClass::FP32Add) + Slots(InstrClass::FP32Mul) +
                   Slots(InstrClass::FP32Fma) + 2 * Slots(InstrClass::FP32Div);
  // Before Volta, integer ops run on the same CUDA cores as fp32.
  bool Shared = Spec.CCMajor < 7;
  double C = FP32Ops / T.FP32 + (Shared ? IntCycles : 0);
  if (FP32Ops > 0 || (Shared && IntCycles > 0))
    WS.Rows.push_back(
        {Resource::FP32, C,
         formatv("{0} fp32 lane slots / {1} per cycle{2}", FP32Ops, T.FP32,
                 Shared ? formatv(" + {0} cy integer on the same CUDA cores",
                                  IntCycles)
                              .str()
                        : std::string())
             .str()});
}

static void addSFURow(Worksheet &WS, const WarpWorkload &W,
                      const GPUSpec &Spec) {
  const ThroughputSpec &T = Spec.Throughput;
  auto Slots = [&](InstrClass C) { return laneSlots(W, C, WS); };
  double SFUOps = Slots(InstrClass::Rcp) + Slots(InstrClass::Sqrt) +
                  Slots(InstrClass::Rsqrt) + Slots(InstrClass::SinCos) +
                  Slots(InstrClass::Lg2) + Slots(InstrClass::Ex2) +
                  Slots(InstrClass::FP32Div);
  double Cvt = Slots(InstrClass::Conversion);
  if (!(SFUOps > 0 || Cvt > 0))
    return;
  // A rate of 0 means the spec has no such unit: stated, never free.
  if (SFUOps > 0 && !(T.SFU > 0))
    WS.unpriced("sfu: spec has no SFU throughput; sfu ops not priced");
  if (Cvt > 0 && !(T.Conversion > 0))
    WS.unpriced("conversion: spec has no conversion throughput; conversions "
                "not priced");
  double C = (SFUOps > 0 && T.SFU > 0 ? SFUOps / T.SFU : 0) +
             (Cvt > 0 && T.Conversion > 0 ? Cvt / T.Conversion : 0);
  WS.Rows.push_back({Resource::SFU, C,
                     formatv("{0} sfu lane slots / {1} + {2} conversion lane "
                             "slots / {3}",
                             SFUOps, T.SFU, Cvt, T.Conversion)
                         .str()});
}

static void addFP64Row(Worksheet &WS, const WarpWorkload &W,
                       const GPUSpec &Spec) {
  const ThroughputSpec &T = Spec.Throughput;
  auto Slots = [&](InstrClass C) { return laneSlots(W, C, WS); };
  double F64 = Slots(InstrClass::FP64Add) + Slots(InstrClass::FP64Mul) +
               Slots(InstrClass::FP64Fma);
  if (!(F64 > 0))
    return;
  if (T.FP64 > 0)
    WS.Rows.push_back(
        {Resource::FP64, F64 / T.FP64,
         formatv("{0} fp64 lane slots / {1} per cycle", F64, T.FP64).str()});
  else
    WS.unpriced("fp64: the spec has no FP64 units; fp64 ops not priced");
}

double gpuperf::tensorRate(InstrClass C, const GPUSpec &Spec) {
  const ThroughputSpec &T = Spec.Throughput;
  switch (C) {
  case InstrClass::TensorF16:
    return T.TensorF16;
  case InstrClass::TensorF16Acc16:
    return T.TensorF16Acc16 > 0 ? T.TensorF16Acc16 : T.TensorF16;
  case InstrClass::TensorBF16:
    return T.TensorBF16;
  case InstrClass::TensorTF32:
    return T.TensorTF32;
  case InstrClass::TensorInt8:
    return T.TensorInt8;
  case InstrClass::TensorFP8:
    return T.TensorFP8;
  default:
    return 0;
  }
}

/// The tensor cores' cycles: each input type's multiply-adds at its rate.
static void addTensorRow(Worksheet &WS, const WarpWorkload &W,
                         const GPUSpec &Spec) {
  double Cycles = 0, MultiplyAdds = 0;
  std::string Detail;
  for (unsigned I = 0; I < NumInstrClasses; ++I) {
    InstrClass C = InstrClass(I);
    double N = isTensorClass(C) ? ops(W, C) : 0;
    if (!(N > 0))
      continue;
    double Rate = tensorRate(C, Spec);
    if (!(Rate > 0)) {
      WS.unpriced(formatv("tensor: spec has no {0} rate; {1} multiply-adds "
                          "per warp not priced",
                          instrClassName(C), N)
                      .str());
      continue;
    }
    Cycles += N / Rate;
    MultiplyAdds += N;
    Detail += formatv("{0}{1} {2} multiply-adds / {3} per cycle",
                      Detail.empty() ? "" : " + ", N, instrClassName(C), Rate)
                  .str();
  }
  if (MultiplyAdds > 0)
    WS.Rows.push_back({Resource::Tensor, Cycles, Detail});
}

/// Sums one warp's requests per memory pipeline; constant-space requests
/// are served by the constant cache and cost none of them.
static MemoryTraffic memoryTraffic(const WarpWorkload &W,
                                   const std::vector<AccessInfo> &Accesses,
                                   const GPUSpec &Spec) {
  MemoryTraffic M;
  for (const WarpRequests &R : W.Requests) {
    if (R.AccessIndex < 0 || size_t(R.AccessIndex) >= Accesses.size())
      continue;
    const AccessInfo &A = Accesses[R.AccessIndex];
    if (A.Space == MemorySpace::Constant)
      continue;
    // The load/store path's cycles per request (classifyPatterns): a load's
    // distinct words or a store's every lane's, at the spec's width, at
    // least one cycle.
    M.LSURequests += R.PerWarp;
    M.LSUWords += R.PerWarp * A.WordsPerRequest;
    M.LSUCycles += R.PerWarp * A.LSUCyclesPerRequest;
    if (A.Space == MemorySpace::Shared) {
      M.SharedReq += R.PerWarp;
      M.SharedCycles += R.PerWarp * std::max(1.0, A.BankConflictWays) *
                        Spec.Throughput.SharedCyclesPerAccess;
    } else {
      M.L2Bytes += R.PerWarp * A.SectorsPerRequest * Spec.Memory.SectorBytes *
                   A.L2Fraction;
      M.DRAMBytes += R.PerWarp * dramBytesPerRequest(A, Spec) * A.DRAMFraction;
    }
  }
  return M;
}

static void addMemoryRows(Worksheet &WS, const MemoryTraffic &M,
                          const GPUSpec &Spec) {
  const ThroughputSpec &T = Spec.Throughput;
  if (M.LSUCycles > 0)
    WS.Rows.push_back({Resource::LSU, M.LSUCycles,
                       formatv("{0} requests, {1} words in all / {2} words "
                               "per cycle, at least 1 cycle a request{3}",
                               M.LSURequests, M.LSUWords, T.LSU,
                               T.L1Banks ? " (a global load: its L1 bank ways "
                                           "where more)"
                                         : "")
                           .str()});
  if (M.SharedReq > 0)
    WS.Rows.push_back({Resource::Shared, M.SharedCycles,
                       formatv("{0} requests x ways x {1} cy", M.SharedReq,
                               T.SharedCyclesPerAccess)
                           .str()});
  if (M.L2Bytes > 0 && T.L2GBps > 0) {
    double BPC = bytesPerCyclePerSM(T.L2GBps, Spec);
    WS.Rows.push_back(
        {Resource::L2, M.L2Bytes / BPC,
         formatv("{0} B / {1:f2} B/cycle/SM", M.L2Bytes, BPC).str()});
  } else if (M.L2Bytes > 0) {
    WS.unpriced("l2: spec has no L2 bandwidth (l2_gbps 0); L2 traffic not "
                "priced");
  }
  if (M.DRAMBytes > 0) {
    double BPC = bytesPerCyclePerSM(T.DRAMMeasuredGBps, Spec);
    if (BPC > 0)
      WS.Rows.push_back({Resource::DRAM, M.DRAMBytes / BPC,
                         formatv("{0} B / {1:f2} B/cycle/SM ({2} GB/s)",
                                 M.DRAMBytes, BPC, T.DRAMMeasuredGBps)
                             .str()});
    else
      WS.unpriced(
          "dram: spec has no measured DRAM bandwidth; traffic not priced");
  }
}

/// Global atomics whose lanes update one address are serialised at the L2
/// (hardware-data-2.md §5c), at a rate no source gives: stated, priced as
/// the one request they are.
static void noteSerialisedAtomics(Worksheet &WS,
                                  const std::vector<AccessInfo> &Accesses) {
  for (const AccessInfo &A : Accesses)
    if (A.Kind == AccessKind::Atomic && A.Space == MemorySpace::Global &&
        A.SameAddressLanes > 1) {
      WS.unpriced(formatv("atomics: {0} lanes of a warp update one global "
                          "address at {1}, serialised at the L2; no source "
                          "gives the L2's atomic rate, so each warp's updates "
                          "are priced as one request",
                          A.SameAddressLanes,
                          A.Loc.empty() ? "<no loc>" : A.Loc)
                      .str());
      return; // once per kernel: the first such access
    }
}

double gpuperf::laneSlotsPerInstruction(const ResolvedLaunch &L,
                                        const GPUSpec &Spec) {
  unsigned WarpSize = std::max(1u, Spec.Scheduling.WarpSize);
  if (Spec.CCMajor >= 2)
    return WarpSize;
  // Compute capability 1.x: half-warps that hold threads of the block.
  double Threads = double(L.Block.size()), Half = WarpSize / 2.0;
  double Warps = std::ceil(Threads / WarpSize);
  if (Warps <= 0)
    return WarpSize;
  double Last = Threads - (Warps - 1) * WarpSize;
  return ((Warps - 1) * WarpSize + Half * std::ceil(Last / Half)) / Warps;
}

std::vector<ResourceBound> gpuperf::throughputBound(
    const WarpWorkload &W, const std::vector<AccessInfo> &Accesses,
    const GPUSpec &Spec, std::vector<Reason> *Notes, double LaneSlots) {
  Worksheet WS{{},
               Notes,
               LaneSlots > 0 ? LaneSlots
                             : std::max(1u, Spec.Scheduling.WarpSize)};
  WS.Rows.reserve(10);
  // Rows are added in the worksheet's order, which breaks ties below.
  addIssueRow(WS, W, Accesses, Spec);
  double IntCycles = addIntRow(WS, W, Spec);
  addFP32Row(WS, W, Spec, IntCycles);
  addSFURow(WS, W, Spec);
  addFP64Row(WS, W, Spec);
  addTensorRow(WS, W, Spec);
  addMemoryRows(WS, memoryTraffic(W, Accesses, Spec), Spec);
  noteSerialisedAtomics(WS, Accesses);

  std::stable_sort(WS.Rows.begin(), WS.Rows.end(),
                   [](const ResourceBound &A, const ResourceBound &B) {
                     return A.CyclesPerWarp > B.CyclesPerWarp;
                   });
  return std::move(WS.Rows);
}
