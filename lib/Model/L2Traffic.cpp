//===- L2Traffic.cpp - DRAM traffic through the shared L2 -----------------===//
#include "gpuperf/Model/L2Traffic.h"
#include "CacheFootprints.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <optional>

using namespace llvm;
using namespace gpuperf;

namespace {

/// The scopes from the largest down: the grid, one wave, one wave in one
/// iteration of the loops at depth <= d.
std::vector<CacheScope> scopesOf(const ResolvedLaunch &L, double WaveBlocks,
                                 unsigned MaxDepth) {
  double Blocks = double(L.Grid.X) * L.Grid.Y * L.Grid.Z;
  CacheScope Grid;
  Grid.Extents.BlockExtent[0] = L.Grid.X;
  Grid.Extents.BlockExtent[1] = L.Grid.Y;
  Grid.Extents.BlockExtent[2] = L.Grid.Z;
  Grid.Text = "the whole grid";
  Grid.Per = "once";
  if (WaveBlocks >= Blocks)
    return withLoopIterations(Grid, MaxDepth, "once per iteration");
  // Blocks are launched in linear order, x fastest: one wave spans this box.
  CacheScope Wave;
  Wave.Extents.BlockExtent[0] = int64_t(std::min<double>(L.Grid.X, WaveBlocks));
  Wave.Extents.BlockExtent[1] =
      int64_t(std::min<double>(L.Grid.Y, std::ceil(WaveBlocks / L.Grid.X)));
  Wave.Extents.BlockExtent[2] = int64_t(std::min<double>(
      L.Grid.Z, std::ceil(WaveBlocks / (double(L.Grid.X) * L.Grid.Y))));
  Wave.Instances = std::ceil(Blocks / WaveBlocks);
  Wave.Text = formatv("one wave of {0} blocks", int64_t(WaveBlocks)).str();
  Wave.Per = "once per wave";
  std::vector<CacheScope> S{Grid};
  for (CacheScope &It :
       withLoopIterations(Wave, MaxDepth, "once per wave and iteration"))
    S.push_back(std::move(It));
  return S;
}

/// The local memory of the threads resident at once: where it fits in
/// Capacity, its accesses' DRAMFraction set to reach DRAM once and the
/// footprint taken from Capacity. The sentence that says which, if any
/// local request is reused or left as DRAM traffic.
std::optional<Reason> keepLocalInL2(std::vector<AccessInfo> &Accesses,
                                    const std::vector<double> &Requested,
                                    double ResidentThreads,
                                    uint64_t BytesPerThread, unsigned Sector,
                                    double &Capacity) {
  double Asked = 0;
  for (size_t I = 0; I < Accesses.size(); ++I)
    if (Accesses[I].Space == MemorySpace::Local)
      Asked += Requested[I];
  if (Asked <= 0)
    return std::nullopt;
  double Footprint =
      std::ceil(ResidentThreads * double(BytesPerThread) / Sector) * Sector;
  if (Footprint <= 0 || Footprint > Capacity)
    return Reason(
        ReasonKind::CacheReuse,
        formatv("local memory left as DRAM traffic ({0} requested): {1}",
                megabytesText(Asked),
                Footprint > 0
                    ? formatv("the {0} B a thread of the {1} resident threads "
                              "({2}) do not fit in the L2 ({3})",
                              BytesPerThread, int64_t(ResidentThreads),
                              megabytesText(Footprint), megabytesText(Capacity))
                          .str()
                    : std::string("the kernel's resources give no local "
                                  "memory per thread"))
            .str());
  Capacity -= Footprint;
  if (nothingReused(Footprint, Asked))
    return std::nullopt;
  for (AccessInfo &A : Accesses)
    if (A.Space == MemorySpace::Local)
      A.DRAMFraction = A.LatencyDRAMFraction = Footprint / Asked;
  return Reason(
      ReasonKind::CacheReuse,
      formatv("L2 holds local memory: the {0} B a thread of the {1} "
              "resident threads ({2}) stay in the L2, later waves taking the "
              "slots of the blocks they replace, so they reach DRAM once, "
              "not the {3} requested",
              BytesPerThread, int64_t(ResidentThreads),
              megabytesText(Footprint), megabytesText(Asked))
          .str());
}

} // namespace

/// applyL2Reuse before the shares are kept within the L1's.
static std::vector<Reason> creditL2(std::vector<AccessInfo> &Accesses,
                                    const std::vector<AccessPattern> &Patterns,
                                    const WarpWorkload &W, unsigned BlocksPerSM,
                                    uint64_t LocalBytesPerThread,
                                    const ResolvedLaunch &L,
                                    const GPUSpec &Spec) {
  std::vector<Reason> Out;
  double Capacity = Spec.Memory.L2Bytes;
  if (Capacity <= 0 || BlocksPerSM == 0 || Patterns.size() != Accesses.size())
    return Out;
  double Blocks = double(L.Grid.X) * L.Grid.Y * L.Grid.Z;
  double Warps = L.warpsInGrid(Spec.Scheduling.WarpSize);
  double WaveBlocks = std::min(Blocks, double(BlocksPerSM) * Spec.SMCount);
  std::vector<double> Requested =
      requestedBytes(Accesses, W, Warps, Spec, [](const AccessInfo &A) {
        return A.Space == MemorySpace::Global || A.Space == MemorySpace::Local;
      });
  if (auto Local = keepLocalInL2(
          Accesses, Requested, WaveBlocks * double(L.Block.size()),
          LocalBytesPerThread, Spec.Memory.SectorBytes, Capacity))
    Out.push_back(std::move(*Local));
  FootprintGroups Gs = groupFootprints(Accesses, Patterns, Requested);
  if (Gs.ByKey.empty())
    return Out;
  std::vector<CacheScope> Scopes = scopesOf(L, WaveBlocks, Gs.MaxDepth);
  std::optional<FittingScope> Fit =
      firstFit(Scopes, Gs, Spec.Memory.SectorBytes, Capacity);
  if (!Fit)
    return Out;

  // DRAM sees no more than the L1 passes on (L1Traffic.h): what the L2
  // reuses is judged against that.
  double Total = Gs.Unaffine, Passed = Gs.Unaffine, Asked = Gs.Unaffine;
  size_t K = 0;
  std::vector<double> Fractions;
  for (const auto &[Key, G] : Gs.ByKey) {
    // The L1 groups loads alike (volatile ones apart: the largest share).
    double L1Share = 0;
    for (size_t I : G.Accesses)
      L1Share = std::max(L1Share, Accesses[I].L2Fraction);
    Fractions.push_back(std::min(Fit->Fractions[K++], L1Share));
    Total += Fractions.back() * G.Requested;
    Passed += L1Share * G.Requested;
    Asked += G.Requested;
  }
  if (nothingReused(Total, Passed))
    return Out; // the requests that reach the L2 are the traffic
  K = 0;
  for (const auto &[Key, G] : Gs.ByKey) {
    for (size_t I : G.Accesses)
      Accesses[I].DRAMFraction = Accesses[I].LatencyDRAMFraction = Fractions[K];
    ++K;
  }
  Out.push_back(Reason(
      ReasonKind::CacheReuse,
      formatv("L2 reuse: what {0} touches ({1}) fits in the L2 ({2}), so "
              "each sector reaches DRAM {3}: DRAM traffic {4} of the {5}",
              Fit->Scope->Text, megabytesText(Fit->Footprint),
              megabytesText(Capacity), Fit->Scope->Per, megabytesText(Total),
              nothingReused(Passed, Asked)
                  ? megabytesText(Asked) + " requested"
                  : megabytesText(Passed) + " that miss the L1")
          .str()));
  if (auto InWarp = setWarpLatencyShares(
          Accesses, Gs, Fractions, Patterns, W, L, Spec,
          {"L2", "DRAM", "DRAM", &AccessInfo::LatencyDRAMFraction}))
    Out.push_back(std::move(*InWarp));
  return Out;
}

std::vector<Reason>
gpuperf::applyL2Reuse(std::vector<AccessInfo> &Accesses,
                      const std::vector<AccessPattern> &Patterns,
                      const WarpWorkload &W, unsigned BlocksPerSM,
                      uint64_t LocalBytesPerThread, const ResolvedLaunch &L,
                      const GPUSpec &Spec) {
  std::vector<Reason> Out = creditL2(Accesses, Patterns, W, BlocksPerSM,
                                     LocalBytesPerThread, L, Spec);
  // What reaches DRAM, and a wait for it, went through the L1 first.
  for (AccessInfo &A : Accesses) {
    A.DRAMFraction = std::min(A.DRAMFraction, A.L2Fraction);
    A.LatencyDRAMFraction =
        std::min(A.LatencyDRAMFraction, A.LatencyL2Fraction);
  }
  return Out;
}
