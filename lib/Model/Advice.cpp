//===- Advice.cpp - What would move the kernel ----------------------------===//
#include "gpuperf/Model/Advice.h"
#include "gpuperf/Hardware/NumberText.h"
#include "gpuperf/Model/GradualSaturation.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::adviceKindName(AdviceKind K) {
  switch (K) {
  case AdviceKind::BankConflict:
    return "bank-conflict";
  case AdviceKind::AtomicContention:
    return "atomic-contention";
  case AdviceKind::Uncoalesced:
    return "uncoalesced";
  case AdviceKind::Divergence:
    return "divergence";
  case AdviceKind::Occupancy:
    return "occupancy";
  case AdviceKind::SmallGrid:
    return "small-grid";
  }
  return "";
}

std::vector<BottleneckRow> gpuperf::bottleneckRows(const Prediction &P,
                                                   const Bounds &B) {
  std::vector<BottleneckRow> Rows;
  if (B.LatencyCyclesPerWarp > 0)
    Rows.push_back(
        {Resource::Latency, P.ResidentWarpsPerSM / B.LatencyCyclesPerWarp, 1});
  for (const ResourceBound &R : B.Throughput)
    if (R.CyclesPerWarp > 0)
      Rows.push_back({R.Resource, 1 / R.CyclesPerWarp, 1});
  std::stable_sort(Rows.begin(), Rows.end(),
                   [](const BottleneckRow &A, const BottleneckRow &C) {
                     return A.WarpsPerCycle < C.WarpsPerCycle;
                   });
  if (!Rows.empty() && Rows.front().WarpsPerCycle > 0)
    for (BottleneckRow &R : Rows)
      R.Margin = R.WarpsPerCycle / Rows.front().WarpsPerCycle;
  return Rows;
}

static std::string at(const AccessInfo &A) {
  return A.Loc.empty() ? std::string("<no loc>") : A.Loc;
}

static std::string objectText(const AccessInfo &A) {
  return A.Object.empty() ? std::string() : " (`" + A.Object + "`)";
}

/// k of "strided(k)", 0 otherwise.
static unsigned strideOf(const AccessClass &C) {
  return C.K == AccessClass::Strided ? C.Stride : 0;
}

/// Atomics whose lanes collide, or may: same-address updates of a warp are
/// serialised (hardware-data-2.md §5c), which no bank or sector layout
/// fixes. True when advice was given.
static bool adviseAtomic(const AccessInfo &A, const FlagSpelling &Flags,
                         std::vector<Advice> &Out) {
  if (A.Kind != AccessKind::Atomic)
    return false;
  std::string Where =
      memorySpaceName(A.Space).str() + " atomic at " + at(A) + objectText(A);
  if (A.DataDependent) {
    std::string Priced =
        A.SameAddressLanes >= 1.5
            ? formatv("priced at {0} lanes on one address, as its assumption "
                      "states",
                      decimalsText(A.SameAddressLanes, 2))
                  .str()
            : std::string("priced as its assumption states");
    Out.push_back(
        {AdviceKind::AtomicContention, A.Loc,
         Where +
             " updates data-dependent addresses: how many lanes of a "
             "warp collide depends on the data (" +
             Priced + "; " + Flags.given("assume-access", at(A)) +
             "=random:K prices K equally likely targets, =uniform one for "
             "all); where values repeat, per-warp copies of the target cut "
             "the collisions"});
    return true;
  }
  if (A.SameAddressLanes < 1.5)
    return false;
  Out.push_back({AdviceKind::AtomicContention, A.Loc,
                 formatv("{0}: {1} lanes of a warp update one address, one "
                         "after another; reduce within the warp first "
                         "(shuffles) and let one lane update",
                         Where, decimalsText(A.SameAddressLanes, 2))
                     .str()});
  return true;
}

static void adviseAccesses(const AdviceInput &In, std::vector<Advice> &Out) {
  for (const AccessInfo &A : *In.Accesses) {
    if (adviseAtomic(A, In.Flags, Out))
      continue;
    if (A.Space == MemorySpace::Shared) {
      if (A.excessWavefronts() <= 1e-9)
        continue;
      std::string Ways = decimalsText(A.conflictDegree(), 2);
      unsigned K = strideOf(A.Class);
      if (K > 1 && !A.Object.empty() && A.ObjectRowElements == K)
        Out.push_back({AdviceKind::BankConflict, A.Loc,
                       formatv("padding `{0}` to {1} columns removes a {2}-way "
                               "conflict at {3}",
                               A.Object, K + 1, Ways, at(A))
                           .str()});
      else
        Out.push_back(
            {AdviceKind::BankConflict, A.Loc,
             formatv(
                 "shared {0} at {1}{2} is a {3}-way bank conflict ({4}{5}): "
                 "make the lanes of a warp hit distinct banks",
                 accessKindName(A.Kind), at(A), objectText(A), Ways,
                 A.Class.str(),
                 A.SymbolicForm.empty() ? "" : "; " + A.SymbolicForm)
                 .str()});
      continue;
    }
    if (A.Space != MemorySpace::Global && A.Space != MemorySpace::Local)
      continue;
    if (A.IdealSectorsPerRequest <= 0 ||
        A.SectorsPerRequest <= 1.25 * A.IdealSectorsPerRequest)
      continue;
    std::string Fix;
    if (strideOf(A.Class))
      Fix = "; make consecutive lanes access consecutive elements (e.g. stage "
            "the tile "
            "through shared memory)";
    else if (A.Class.K == AccessClass::Misaligned)
      Fix = "; align the warp's first address to the sector";
    Out.push_back(
        {AdviceKind::Uncoalesced, A.Loc,
         formatv(
             "accesses at {0}{1} {2} {3} sectors per request where {4} would "
             "do ({5}){6}",
             at(A), objectText(A),
             A.Kind == AccessKind::Load ? "read" : "write",
             decimalsText(A.SectorsPerRequest, 2),
             decimalsText(A.IdealSectorsPerRequest, 2), A.Class.str(), Fix)
             .str()});
  }
}

static void adviseBranches(const AdviceInput &In, std::vector<Advice> &Out) {
  for (const BranchInfo &B : *In.Branches) {
    if (B.DivergentWarpFraction <= 0 || B.BoundsCheck)
      continue; // a bounds check splits only the launch's edge
    Out.push_back(
        {AdviceKind::Divergence, B.Loc,
         formatv(
             "the branch at {0} diverges in {1} of warps with {2} of "
             "lanes active on the taken side: diverged warps issue both "
             "sides; make the condition uniform across each warp's 32 lanes",
             B.Loc.empty() ? "<no loc>" : B.Loc,
             percentText(B.DivergentWarpFraction),
             percentText(B.ActiveLaneFraction))
             .str()});
  }
}

/// True when \p I gives more warps per SM than the launch's occupancy;
/// \p R is then its occupancy.
static bool raisesOccupancy(const AdviceInput &In, const OccupancyInput &I,
                            OccupancyResult &R) {
  R = computeOccupancy(*In.Spec, I);
  return R.Possible && R.WarpsPerSM > In.Occupancy->WarpsPerSM;
}

/// The largest register count below the kernel's that raises occupancy.
static std::string fewerRegistersHint(const AdviceInput &In) {
  OccupancyResult R;
  for (unsigned Regs = In.OccIn.RegistersPerThread; Regs-- > 1;) {
    OccupancyInput I = In.OccIn;
    I.RegistersPerThread = Regs;
    if (raisesOccupancy(In, I, R))
      return formatv("raise occupancy: limited by registers -- {0} registers "
                     "per thread; "
                     "{1} would allow {2} warps/SM (e.g. __launch_bounds__ or "
                     "-maxrregcount)",
                     In.OccIn.RegistersPerThread, Regs, R.WarpsPerSM);
  }
  return "";
}

/// The largest shared allocation below the kernel's that raises occupancy.
static std::string lessSharedHint(const AdviceInput &In) {
  OccupancyResult R;
  unsigned Unit = std::max(1u, In.Spec->Occupancy.SharedAllocUnit);
  // Advice is given for possible launches only: the bytes fit 32 bits.
  for (unsigned Bytes = unsigned(In.OccIn.SharedPerBlock); Bytes >= Unit;) {
    Bytes -= Unit;
    OccupancyInput I = In.OccIn;
    I.SharedPerBlock = Bytes;
    if (raisesOccupancy(In, I, R))
      return formatv("raise occupancy: limited by shared memory -- {0} B per "
                     "block; {1} B "
                     "would allow {2} warps/SM",
                     In.OccIn.SharedPerBlock, Bytes, R.WarpsPerSM);
  }
  return "";
}

/// The smallest block, in doublings of the launch's, that raises occupancy
/// limited by block slots or barriers.
static std::string largerBlocksHint(const AdviceInput &In) {
  const OccupancyResult &O = *In.Occupancy;
  OccupancyResult R;
  for (unsigned T = unsigned(In.OccIn.ThreadsPerBlock) * 2;
       T <= In.Spec->Occupancy.MaxThreadsPerBlock; T *= 2) {
    OccupancyInput I = In.OccIn;
    I.ThreadsPerBlock = T;
    if (raisesOccupancy(In, I, R))
      return formatv(
          "raise occupancy: limited by {0} -- {1} blocks/SM of {2} threads; "
          "blocks of {3} threads would allow {4} warps/SM",
          limiterName(O.Limiter), O.BlocksPerSM, In.OccIn.ThreadsPerBlock, T,
          R.WarpsPerSM);
  }
  return "";
}

/// How to raise occupancy past what limits it.
static std::string occupancyHint(const AdviceInput &In) {
  const OccupancyResult &O = *In.Occupancy;
  std::string Msg;
  switch (O.Limiter) {
  case OccupancyLimiter::Registers:
    Msg = fewerRegistersHint(In);
    break;
  case OccupancyLimiter::Shared:
    Msg = lessSharedHint(In);
    break;
  case OccupancyLimiter::Blocks:
  case OccupancyLimiter::Barriers:
    Msg = largerBlocksHint(In);
    break;
  case OccupancyLimiter::Warps:
    Msg = "occupancy is at the maximum warps per SM: more independent work per "
          "thread "
          "(ILP, several elements per thread) hides latency instead";
    break;
  }
  if (Msg.empty())
    Msg = formatv("raise occupancy: limited by {0}", limiterName(O.Limiter))
              .str();
  return Msg;
}

/// Why more than \p Warps warps per SM would be faster, or "" where they
/// would not: latency-bound below the warps that reach the throughput
/// bound, or, where the knee is gradual, below those that reach
/// SaturationFraction of it.
static std::string whyMoreWarps(const Prediction &P, unsigned Warps) {
  double Saturation = P.SaturationWarpsPerSM; // 0: the knee is sharp
  bool BelowSaturation = Warps + 1e-9 < Saturation;
  if (P.Mode == PredictionMode::LatencyBound &&
      Warps + 1e-9 < P.NeededWarpsPerSM) {
    std::string Why = formatv("latency-bound at {0} warps/SM, {1:F1} needed to "
                              "reach the throughput bound",
                              Warps, P.NeededWarpsPerSM);
    if (Saturation > 0)
      Why += formatv("{0} {1:F1} {2} reach {3:P0} of it, {4}",
                     BelowSaturation ? " and" : ";", Saturation,
                     BelowSaturation ? "to" : "already", SaturationFraction,
                     GradualApproach)
                 .str();
    return Why;
  }
  if (P.Mode == PredictionMode::ThroughputBound && BelowSaturation &&
      !P.Bottlenecks.empty())
    return formatv("bound by {0} at {1} warps/SM: {2:F1} warps/SM reach {3:P0} "
                   "of its bound, {4}",
                   resourceName(P.Bottlenecks.front()), Warps, Saturation,
                   SaturationFraction, GradualApproach)
        .str();
  return "";
}

static void adviseOccupancy(const AdviceInput &In, std::vector<Advice> &Out) {
  const OccupancyResult &O = *In.Occupancy;
  const Prediction &P = *In.Predicted;
  if (P.ResidentWarpsPerSM + 1e-9 < O.WarpsPerSM)
    Out.push_back(
        {AdviceKind::SmallGrid, "",
         formatv("the grid is too small to fill the GPU: the busiest SM holds "
                 "{0} warps of the {1} occupancy allows; launch more blocks",
                 decimalsText(P.ResidentWarpsPerSM, 2), O.WarpsPerSM)
             .str()});
  // A small grid caps the resident warps below occupancy: occupancy is not
  // what limits them then.
  if (P.ResidentWarpsPerSM + 1e-9 < O.WarpsPerSM)
    return;
  std::string Need = whyMoreWarps(P, O.WarpsPerSM);
  if (!Need.empty())
    Out.push_back(
        {AdviceKind::Occupancy, "", occupancyHint(In) + " (" + Need + ")"});
}

/// Each piece of advice once, with how many instances gave it: an unrolled
/// loop repeats one source line's access, and its advice, dozens of times.
static std::vector<Advice> mergeRepeated(std::vector<Advice> All) {
  std::vector<Advice> Out;
  std::vector<unsigned> Instances;
  for (Advice &A : All) {
    auto It = std::find_if(Out.begin(), Out.end(), [&](const Advice &B) {
      return B.Kind == A.Kind && B.Loc == A.Loc && B.Message == A.Message;
    });
    if (It != Out.end()) {
      ++Instances[It - Out.begin()];
      continue;
    }
    Out.push_back(std::move(A));
    Instances.push_back(1);
  }
  for (size_t I = 0; I < Out.size(); ++I)
    if (Instances[I] > 1)
      Out[I].Message += formatv(" ({0} instances at this location, e.g. an "
                                "unrolled loop)",
                                Instances[I])
                            .str();
  return Out;
}

std::vector<Advice> gpuperf::adviseKernel(const AdviceInput &In) {
  std::vector<Advice> Out;
  if (In.Accesses)
    adviseAccesses(In, Out);
  if (In.Branches)
    adviseBranches(In, Out);
  if (In.Occupancy && In.Occupancy->Possible && In.Predicted && In.Spec)
    adviseOccupancy(In, Out);
  return mergeRepeated(std::move(Out));
}
