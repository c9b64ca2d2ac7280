//===- RequestCost.cpp - What warp requests cost on one GPU ---------------===//
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Hardware/NumberText.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cassert>
#include <map>
#include <numeric>
#include <set>

using namespace gpuperf;

//===----------------------------------------------------------------------===//
// Per-spec cost of one request
//===----------------------------------------------------------------------===//

static unsigned gt200Transactions(const std::vector<int64_t> &Off,
                                  const std::vector<bool> &Active,
                                  unsigned Bytes, unsigned Begin,
                                  unsigned End) {
  int64_t Seg = Bytes == 1 ? 32 : Bytes == 2 ? 64 : 128;
  std::vector<bool> Left(Active.size(), false);
  for (unsigned L = Begin; L < End; ++L)
    Left[L] = Active[L];
  unsigned N = 0;
  for (;;) {
    unsigned First = End;
    for (unsigned L = Begin; L < End; ++L)
      if (Left[L]) {
        First = L;
        break;
      }
    if (First == End)
      return N;
    int64_t S = floorDiv(Off[First], Seg);
    int64_t Lo = INT64_MAX, Hi = INT64_MIN;
    for (unsigned L = First; L < End; ++L)
      if (Left[L] && floorDiv(Off[L], Seg) == S) {
        Lo = std::min(Lo, Off[L]);
        Hi = std::max(Hi,
                      std::min(Off[L] + int64_t(Bytes) - 1, S * Seg + Seg - 1));
        Left[L] = false;
      }
    int64_t WLo = S * Seg, Size = Seg;
    while (Size > 32) {
      int64_t Half = Size / 2;
      if (Hi < WLo + Half)
        Size = Half;
      else if (Lo >= WLo + Half) {
        WLo += Half;
        Size = Half;
      } else
        break;
    }
    ++N;
  }
}

static unsigned g80Transactions(const std::vector<int64_t> &Off,
                                const std::vector<bool> &Active, unsigned Bytes,
                                unsigned Begin, unsigned End) {
  unsigned NActive = 0;
  int64_t Base = 0;
  bool Ok = Bytes == 4 || Bytes == 8 || Bytes == 16, Have = false;
  for (unsigned L = Begin; L < End; ++L) {
    if (!Active[L])
      continue;
    ++NActive;
    int64_t B = Off[L] - int64_t(L - Begin) * Bytes;
    if (!Have) {
      Base = B;
      Have = true;
    } else if (B != Base)
      Ok = false;
  }
  if (!NActive)
    return 0;
  if (Ok && floorMod(Base, 16 * int64_t(Bytes)) == 0)
    return Bytes == 16 ? 2 : 1;
  return NActive;
}

/// Units of size \p U that the union of the sorted byte intervals \p Iv
/// ([lo, hi)) touches, by merging ranges (no per-byte sets: this runs for
/// every alignment variant of every warp).
static int64_t unitsTouched(llvm::ArrayRef<std::pair<int64_t, int64_t>> Iv,
                            int64_t U) {
  int64_t Count = 0, LastUnit = INT64_MIN;
  for (auto [Lo, Hi] : Iv) {
    int64_t First = floorDiv(Lo, U), Last = floorDiv(Hi - 1, U);
    if (First <= LastUnit)
      First = LastUnit + 1;
    if (First <= Last)
      Count += Last - First + 1;
    LastUnit = std::max(LastUnit, Last);
  }
  return Count;
}

/// The active lanes' byte intervals [lo, hi), sorted.
static llvm::SmallVector<std::pair<int64_t, int64_t>, 32>
laneIntervals(const std::vector<int64_t> &Off, const std::vector<bool> &Active,
              unsigned Bytes) {
  llvm::SmallVector<std::pair<int64_t, int64_t>, 32> Iv;
  for (unsigned L = 0; L < Off.size(); ++L)
    if (Active[L])
      Iv.push_back({Off[L], Off[L] + int64_t(Bytes)});
  llvm::sort(Iv);
  return Iv;
}

unsigned gpuperf::distinctWords(const std::vector<int64_t> &Off,
                                const std::vector<bool> &Active,
                                unsigned Bytes) {
  return unsigned(unitsTouched(laneIntervals(Off, Active, Bytes), 4));
}

RequestCost gpuperf::globalRequestCost(const std::vector<int64_t> &Off,
                                       const std::vector<bool> &Active,
                                       unsigned Bytes, const MemorySpec &Mem,
                                       bool L2Only) {
  RequestCost C;
  int64_t SB = Mem.SectorBytes ? Mem.SectorBytes : 32;
  int64_t LB = Mem.LineBytes ? Mem.LineBytes : 128;
  // Distinct bytes, words, sectors and lines of the lanes' intervals.
  auto Iv = laneIntervals(Off, Active, Bytes);
  int64_t Bytes1 = unitsTouched(Iv, 1);
  C.Sectors = double(unitsTouched(Iv, SB));
  C.IdealSectors = double((Bytes1 + SB - 1) / SB);
  C.Words = double(unitsTouched(Iv, 4));
  double LineCount = double(unitsTouched(Iv, LB));
  unsigned Half = unsigned(Off.size() / 2);
  switch (Mem.Coalescing) {
  case CoalescingRule::Sectors:
    C.Transactions = C.Sectors;
    break;
  case CoalescingRule::Fermi:
    C.Transactions = L2Only ? C.Sectors : LineCount;
    break;
  case CoalescingRule::GT200:
    C.Transactions = gt200Transactions(Off, Active, Bytes, 0, Half) +
                     gt200Transactions(Off, Active, Bytes, Half, Off.size());
    break;
  case CoalescingRule::G80:
    C.Transactions = g80Transactions(Off, Active, Bytes, 0, Half) +
                     g80Transactions(Off, Active, Bytes, Half, Off.size());
    break;
  }
  return C;
}

unsigned gpuperf::sameAddressLanes(const std::vector<int64_t> &Off,
                                   const std::vector<bool> &Active) {
  std::map<int64_t, unsigned> Lanes;
  unsigned Most = 0;
  for (unsigned L = 0; L < Off.size(); ++L)
    if (Active[L])
      Most = std::max(Most, ++Lanes[Off[L]]);
  return Most;
}

/// The most distinct BankBytes-wide words one of Banks banks serves, summed
/// over the phases of PerPhase lanes each request of RequestLanes lanes
/// splits into; the largest request's sum. \p Serialised: lanes on one word
/// count each.
static double bankWays(const std::vector<int64_t> &Off,
                       const std::vector<bool> &Active, unsigned Bytes,
                       int64_t Banks, int64_t BB, unsigned RequestLanes,
                       unsigned PerPhase, bool Serialised) {
  double Best = 0;
  for (unsigned R0 = 0; R0 < Off.size(); R0 += RequestLanes) {
    double Sum = 0;
    for (unsigned P0 = R0; P0 < std::min<size_t>(R0 + RequestLanes, Off.size());
         P0 += PerPhase) {
      std::map<int64_t, std::set<int64_t>> Words;
      std::map<int64_t, size_t> Updates; // Serialised: lane-words per bank
      for (unsigned L = P0; L < std::min<size_t>(P0 + PerPhase, Off.size());
           ++L) {
        if (!Active[L])
          continue;
        for (int64_t W = floorDiv(Off[L], BB);
             W <= floorDiv(Off[L] + int64_t(Bytes) - 1, BB); ++W) {
          Words[floorMod(W, Banks)].insert(W);
          ++Updates[floorMod(W, Banks)];
        }
      }
      size_t Ways = 0;
      for (auto &[Bank, WS] : Words)
        Ways = std::max(Ways, Serialised ? Updates[Bank] : WS.size());
      Sum += double(Ways);
    }
    Best = std::max(Best, Sum);
  }
  return Best;
}

double gpuperf::bankConflictWays(const std::vector<int64_t> &Off,
                                 const std::vector<bool> &Active,
                                 unsigned Bytes, const ThroughputSpec &T,
                                 bool Serialised) {
  int64_t Banks = T.SharedBanks ? T.SharedBanks : 32;
  int64_t BB = T.SharedBankBytes ? T.SharedBankBytes : 4;
  unsigned Request = Banks <= 16 ? 16 : 32; // CC 1.x: half-warp requests
  unsigned PerPhase = unsigned(
      std::min<int64_t>(Request, Banks * BB / std::max<int64_t>(Bytes, BB)));
  return bankWays(Off, Active, Bytes, Banks, BB, Request,
                  std::max(PerPhase, 1u), Serialised);
}

double gpuperf::l1BankWays(const std::vector<int64_t> &Off,
                           const std::vector<bool> &Active, unsigned Bytes,
                           const ThroughputSpec &T) {
  if (T.L1Banks == 0 || T.L1BankBytes == 0)
    return 0;
  int64_t Row = int64_t(T.L1Banks) * T.L1BankBytes;
  unsigned Lanes = unsigned(Off.size());
  // As many lanes as one row of the banks holds go in one phase.
  unsigned PerPhase = unsigned(std::clamp<int64_t>(
      Row / std::max<int64_t>(Bytes, 1), 1, std::max(Lanes, 1u)));
  return bankWays(Off, Active, Bytes, T.L1Banks, T.L1BankBytes, Lanes, PerPhase,
                  false);
}

AccessClass gpuperf::requestClass(const std::vector<int64_t> &Off,
                                  const std::vector<bool> &Active,
                                  unsigned Bytes, bool Shared,
                                  const RequestCost &Cost) {
  std::vector<unsigned> Lanes;
  for (unsigned L = 0; L < Off.size(); ++L)
    if (Active[L])
      Lanes.push_back(L);
  bool Uniform = true, Repeats = false;
  std::set<int64_t> Seen;
  for (unsigned L : Lanes) {
    Uniform &= Off[L] == Off[Lanes[0]];
    Repeats |= !Seen.insert(Off[L]).second;
  }
  if (Uniform)
    return AccessClass::Uniform;
  bool Ideal = Shared ? Cost.BankWays <= Cost.IdealSectors
                      : Cost.Sectors <= Cost.IdealSectors;
  if (Ideal)
    return Shared && Repeats ? AccessClass::Broadcast : AccessClass::Coalesced;
  // Constant stride between consecutive active lanes?
  int64_t S = 0;
  bool Arith = Lanes.size() > 1;
  if (Arith) {
    S = (Off[Lanes[1]] - Off[Lanes[0]]) / int64_t(Lanes[1] - Lanes[0]);
    for (unsigned K = 1; K < Lanes.size(); ++K)
      Arith &= Off[Lanes[K]] - Off[Lanes[K - 1]] ==
               S * int64_t(Lanes[K] - Lanes[K - 1]);
  }
  if (Arith && S == int64_t(Bytes))
    return AccessClass::Misaligned;
  if (Arith && S > 0 && S % int64_t(Bytes) == 0)
    return {AccessClass::Strided, unsigned(S / int64_t(Bytes))};
  return AccessClass::Scattered;
}

//===----------------------------------------------------------------------===//
// The requests of one access
//===----------------------------------------------------------------------===//

void gpuperf::classifyPatterns(const LanePatterns &P, MemorySpace Space,
                               const GPUSpec &Spec, AccessInfo &Out,
                               RequestShapeCosts *Costs) {
  RequestShapeCosts Local(Spec);
  if (!Costs)
    Costs = &Local;
  assert(Costs->Spec == &Spec && "shape costs of another spec");
  bool Shared = Space == MemorySpace::Shared;
  // Same-address updates of one warp are serialised (hardware-data-2.md
  // §5c), in shared memory as wavefronts.
  bool Atomic = Out.Kind == AccessKind::Atomic;
  bool L2Only = servedByL2Only(Space, Out.Kind);
  Out.BytesPerThread = P.Bytes;
  double SumS = 0, SumI = 0, SumT = 0, SumB = 0, SumIw = 0, SumA = 0, SumSa = 0,
         SumW = 0, SumL = 0, SumL1 = 0;
  double MinS = 1e300, MaxS = 0, MinB = 1e300, MaxB = 0;
  AccessClass Class;
  unsigned NW = 0;
  double Requests = 0; ///< per execution of the access by every warp
  // Warps and alignment variants repeat a few request shapes: shifting every
  // lane by a multiple of ShapePeriod changes no sector, line, G80/GT200
  // segment (<= 256 B), bank or class, so each shape is costed once.
  int64_t SB = Spec.Memory.SectorBytes ? Spec.Memory.SectorBytes : 32;
  int64_t LB = Spec.Memory.LineBytes ? Spec.Memory.LineBytes : 128;
  int64_t BankRow =
      (Spec.Throughput.SharedBanks ? Spec.Throughput.SharedBanks : 32) *
      (Spec.Throughput.SharedBankBytes ? Spec.Throughput.SharedBankBytes : 4);
  int64_t L1Row = std::max<int64_t>(1, int64_t(Spec.Throughput.L1Banks) *
                                           Spec.Throughput.L1BankBytes);
  const int64_t ShapePeriod = std::lcm(std::lcm(int64_t(256), LB),
                                       std::lcm(std::lcm(SB, BankRow), L1Row));
  // Global loads go through the L1's data banks (where the spec gives them).
  bool ThroughL1Banks =
      Space == MemorySpace::Global && Out.Kind == AccessKind::Load;
  using Costed = RequestShapeCosts::Costed;
  std::map<std::vector<int64_t>, Costed> &Shapes = Costs->Shapes;
  std::vector<int64_t> IdealOff, Key; // Key: scratch, allocated once
  auto costOf = [&](const std::vector<int64_t> &V,
                    const std::vector<bool> &Act) -> const Costed & {
    int64_t Min = INT64_MAX;
    for (unsigned L = 0; L < V.size(); ++L)
      if (Act[L])
        Min = std::min(Min, V[L]);
    int64_t Shift =
        Min == INT64_MAX ? 0 : floorDiv(Min, ShapePeriod) * ShapePeriod;
    Key.resize(V.size() + 2);
    Key[0] = P.Bytes;
    Key[1] = Shared + 2 * Atomic + 4 * L2Only + 8 * ThroughL1Banks;
    for (unsigned L = 0; L < V.size(); ++L)
      Key[L + 2] = Act[L] ? V[L] - Shift : INT64_MIN; // inactive: no address
    auto Found = Shapes.find(Key);
    if (Found != Shapes.end())
      return Found->second;
    Costed &R = Shapes[Key];
    if (Shared) {
      IdealOff.resize(Act.size());
      for (unsigned L = 0; L < IdealOff.size(); ++L)
        IdealOff[L] = int64_t(L) * P.Bytes;
      R.Cost.BankWays =
          bankConflictWays(V, Act, P.Bytes, Spec.Throughput, Atomic);
      R.Cost.IdealSectors =
          bankConflictWays(IdealOff, Act, P.Bytes, Spec.Throughput);
      R.Cost.Transactions = R.Cost.BankWays;
      R.Cost.Words = distinctWords(V, Act, P.Bytes);
    } else {
      R.Cost = globalRequestCost(V, Act, P.Bytes, Spec.Memory, L2Only);
      if (ThroughL1Banks)
        R.Cost.L1BankWays = l1BankWays(V, Act, P.Bytes, Spec.Throughput);
    }
    if (Atomic)
      R.Cost.SameAddressLanes = sameAddressLanes(V, Act);
    R.Class = requestClass(V, Act, P.Bytes, Shared, R.Cost);
    return R;
  };
  for (const WarpRequestVariants &W : P.Warps) {
    if (W.Variants.empty())
      continue;
    ++NW;
    double S = 0, I = 0, T = 0, Bw = 0, Iw = 0, A = 0, Sa = 0, Wd = 0, Lc = 0,
           L1 = 0;
    for (size_t VI = 0; VI < W.Variants.size(); ++VI) {
      const std::vector<bool> &Act = W.activeOf(VI);
      double Wt = W.weightOf(VI);
      A += Wt * double(std::count(Act.begin(), Act.end(), true)) /
           double(Act.size());
      const Costed &K = costOf(W.Variants[VI], Act);
      const RequestCost &C = K.Cost;
      if (Shared) {
        MinB = std::min(MinB, C.BankWays);
        MaxB = std::max(MaxB, C.BankWays);
      } else {
        MinS = std::min(MinS, C.Sectors);
        MaxS = std::max(MaxS, C.Sectors);
      }
      S += Wt * C.Sectors;
      I += Wt * (Shared ? 0 : C.IdealSectors);
      Iw += Wt * (Shared ? C.IdealSectors : 0); // ideal wavefronts
      T += Wt * C.Transactions;
      Bw += Wt * C.BankWays;
      Sa += Wt * C.SameAddressLanes;
      // A load returns a word several lanes read once (a broadcast); a store
      // or an atomic carries every active lane's operand. Each request
      // takes the load/store path a cycle at least, and a global load as
      // many as one L1 bank has words to serve.
      double Words = Out.Kind == AccessKind::Load
                         ? C.Words
                         : double(std::count(Act.begin(), Act.end(), true)) *
                               double((P.Bytes + 3) / 4);
      Wd += Wt * Words;
      L1 += Wt * C.L1BankWays;
      if (Spec.Throughput.LSU > 0)
        Lc += Wt * std::max({1.0, Words / Spec.Throughput.LSU, C.L1BankWays});
      if (Class.K == AccessClass::Unclassified || K.Class.worseThan(Class))
        Class = K.Class;
    }
    // Sums over requests: a warp that issues one request (its variants
    // alternatives) weighs 1, one issuing at several values of an
    // enumerated IV the number of them.
    SumA += A;
    SumS += S;
    SumI += I;
    SumT += T;
    SumB += Bw;
    SumIw += Iw;
    SumSa += Sa;
    SumW += Wd;
    SumL += Lc;
    SumL1 += L1;
    Requests += W.Weights.empty()
                    ? 1.0
                    : std::accumulate(W.Weights.begin(), W.Weights.end(), 0.0);
  }
  double D = Requests > 0 ? Requests : 1;
  Out.SectorsPerRequest = SumS / D;
  Out.IdealSectorsPerRequest = SumI / D;
  Out.TransactionsPerRequest = SumT / D;
  Out.BankConflictWays = SumB / D;
  Out.IdealWavefronts = SumIw / D;
  Out.SameAddressLanes = SumSa / D;
  Out.WordsPerRequest = SumW / D;
  Out.LSUCyclesPerRequest = SumL / D;
  Out.L1BankWays = SumL1 / D;
  if (Out.DataDependent && Out.L1BankWays > 1)
    Out.Assumptions.push_back(
        {ReasonKind::ModelRule,
         "the assumed lanes meet " + numberText(Out.L1BankWays, 3) +
             " ways in one of the L1's data banks, as many cycles a request "
             "on the load/store path (an address not modelled is costed as "
             "its assumed lanes are)"});
  if (Atomic && Shared && Out.SameAddressLanes > 1)
    Out.Assumptions.push_back(
        {ReasonKind::ModelRule,
         "lanes updating one shared address are served one after another, "
         "as the same-address rule for global atomics states "
         "(hardware-data-2.md §5c); no source states it for shared memory"});
  Out.ActiveLaneFraction = NW ? SumA / D : 0;
  if (Shared) {
    Out.MinBankConflictWays = NW ? MinB : 0;
    Out.MaxBankConflictWays = MaxB;
  } else {
    Out.MinSectorsPerRequest = NW ? MinS : 0;
    Out.MaxSectorsPerRequest = MaxS;
  }
  if (Out.Class.K == AccessClass::Unclassified)
    Out.Class =
        Class.K == AccessClass::Unclassified ? AccessClass::Uniform : Class;
  if (Out.SymbolicForm.empty())
    Out.SymbolicForm = P.SymbolicForm;
  for (const Reason &A : P.Assumptions)
    Out.Assumptions.push_back(A);
}

std::vector<AccessInfo> gpuperf::classify(const AccessPatterns &P,
                                          const GPUSpec &Spec) {
  std::vector<AccessInfo> Out;
  Out.reserve(P.Accesses.size());
  RequestShapeCosts Costs(Spec);
  for (const AccessPattern &AP : P.Accesses) {
    AccessInfo AI = AP.Info;
    classifyPatterns(AP.Lanes, AI.Space, Spec, AI, &Costs);
    Out.push_back(std::move(AI));
  }
  return Out;
}
