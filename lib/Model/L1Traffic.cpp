//===- L1Traffic.cpp - L2 traffic through an SM's L1 ----------------------===//
#include "gpuperf/Model/L1Traffic.h"
#include "CacheFootprints.h"

#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace gpuperf;

/// Loads the L1 caches: global, not volatile (ld.volatile goes to the L2).
static bool cachedInL1(const AccessInfo &A) {
  if (A.Space != MemorySpace::Global || A.Kind != AccessKind::Load)
    return false;
  auto *Load = dyn_cast_or_null<LoadInst>(A.Inst);
  return !Load || !Load->isVolatile();
}

/// Bytes G's loads would fetch over the launch (Warps warps) if each warp
/// had the L1 to itself over Warp: the misses a warp waits for. The other
/// warps of its block reach the same sectors at about the same point, while
/// the first one's fetch is in flight; a warp's rereads of what it fetched
/// in an earlier iteration are hits.
static double ownMisses(const FootprintGroup &G, const FootprintScope &Warp,
                        double Warps, unsigned Sector) {
  return double(footprintSectors(G.Footprints, Warp, Sector)) * Sector * Warps *
         scopeRepetitions(*G.Footprints.front(), Warp);
}

std::vector<Reason>
gpuperf::applyL1Reuse(std::vector<AccessInfo> &Accesses,
                      const std::vector<AccessPattern> &Patterns,
                      const WarpWorkload &W, const OccupancyResult &Occ,
                      const ResolvedLaunch &L, const GPUSpec &Spec) {
  std::vector<Reason> Out;
  double L1Bytes = Spec.Memory.L1SharedBytes - double(Occ.CarveoutBytes);
  if (Spec.Memory.L1SharedBytes <= 0 || L1Bytes <= 0 || Occ.BlocksPerSM == 0 ||
      Spec.SMCount == 0 || Patterns.size() != Accesses.size())
    return Out;
  // The blocks resident on an SM share its L1 (fewer where the grid is).
  double Blocks = double(L.Grid.X) * L.Grid.Y * L.Grid.Z;
  double Resident =
      std::min<double>(Occ.BlocksPerSM, std::ceil(Blocks / Spec.SMCount));
  double Warps = L.warpsInGrid(Spec.Scheduling.WarpSize);
  std::vector<double> Requested =
      requestedBytes(Accesses, W, Warps, Spec, cachedInL1);
  FootprintGroups Gs = groupFootprints(Accesses, Patterns, Requested);
  if (Gs.ByKey.empty())
    return Out;

  CacheScope Block; // one block: every thread, its own block indices
  Block.Instances = Blocks;
  Block.Text = "one block";
  Block.Per = "once per block";
  std::vector<CacheScope> Scopes =
      withLoopIterations(Block, Gs.MaxDepth, "once per block and iteration");
  std::optional<FittingScope> Fit =
      firstFit(Scopes, Gs, Spec.Memory.SectorBytes, L1Bytes / Resident);
  if (!Fit)
    return Out;
  double Total = Gs.Unaffine, Asked = Gs.Unaffine;
  size_t K = 0;
  std::vector<double> Waits;
  FootprintScope Warp =
      oneWarp(L, Spec.Scheduling.WarpSize, Fit->Scope->Extents.FixedLoopDepth);
  for (const auto &[Key, G] : Gs.ByKey) {
    double Fraction = Fit->Fractions[K++];
    for (size_t I : G.Accesses)
      Accesses[I].L2Fraction = Fraction;
    Waits.push_back(std::clamp(
        ownMisses(G, Warp, Warps, Spec.Memory.SectorBytes) / G.Requested,
        Fraction, 1.0));
    Total += Fraction * G.Requested;
    Asked += G.Requested;
  }
  if (nothingReused(Total, Asked))
    return Out; // the loads' requests are the L2's traffic
  Out.push_back(Reason(
      ReasonKind::CacheReuse,
      formatv("L1 reuse: what {0} loads ({1}), for each of the {2} blocks "
              "resident on an SM, fits in the L1 ({3} beside the {4} shared "
              "carveout), so each sector reaches the L2 {5}: L2 traffic "
              "{6} of the {7} global loads request; for their latency a "
              "warp's rereads of what it fetched itself in an earlier "
              "iteration are hits, not sectors other warps of its block "
              "fetch, which they reach at about the same point, in flight",
              Fit->Scope->Text, kilobytesText(Fit->Footprint),
              int64_t(Resident), kilobytesText(L1Bytes),
              kilobytesText(Occ.CarveoutBytes), Fit->Scope->Per,
              megabytesText(Total), megabytesText(Asked))
          .str()));
  if (auto InWarp = setWarpLatencyShares(
          Accesses, Gs, Waits, Patterns, W, L, Spec,
          {"L1", "L2", "the L2", &AccessInfo::LatencyL2Fraction}))
    Out.push_back(std::move(*InWarp));
  return Out;
}
