//===- CacheFootprints.cpp - What a cache keeps of a launch's accesses ----===//
#include "CacheFootprints.h"
#include "gpuperf/Model/ThroughputBound.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace llvm;
using namespace gpuperf;

FootprintGroups
gpuperf::groupFootprints(const std::vector<AccessInfo> &Accesses,
                         const std::vector<AccessPattern> &Patterns,
                         const std::vector<double> &Requested) {
  FootprintGroups Out;
  for (size_t I = 0; I < Accesses.size(); ++I) {
    if (Requested[I] <= 0 || Accesses[I].Space != MemorySpace::Global)
      continue;
    const AffineFootprint &F = Patterns[I].Footprint;
    if (!F.Valid) {
      Out.Unaffine += Requested[I];
      continue;
    }
    std::string Key = Accesses[I].Object.empty() ? "#" + std::to_string(I)
                                                 : Accesses[I].Object;
    // Reads and writes of one sector both reach the level below (a fill, a
    // write-back).
    Key += formatv("|{0}|{1}", accessKindName(Accesses[I].Kind), F.AccessBytes)
               .str();
    for (const FootprintTerm &T : F.Terms) {
      Key += formatv("|{0},{1},{2},{3},{4}", int(T.K), T.Index, T.LoopSymbol,
                     T.StrideBytes, T.Extent)
                 .str();
      if (T.K == FootprintTerm::Loop)
        Out.MaxDepth = std::max(Out.MaxDepth, T.Index);
    }
    FootprintGroup &G = Out.ByKey[Key];
    G.Footprints.push_back(&F);
    G.Accesses.push_back(I);
    G.Requested += Requested[I];
  }
  return Out;
}

std::vector<double>
gpuperf::requestedBytes(const std::vector<AccessInfo> &Accesses,
                        const WarpWorkload &W, double Warps,
                        const GPUSpec &Spec,
                        function_ref<bool(const AccessInfo &)> Seen) {
  std::vector<double> Requested(Accesses.size(), 0);
  for (const WarpRequests &R : W.Requests)
    if (R.AccessIndex >= 0 && size_t(R.AccessIndex) < Accesses.size() &&
        Seen(Accesses[R.AccessIndex]))
      Requested[R.AccessIndex] +=
          R.PerWarp * Warps *
          dramBytesPerRequest(Accesses[R.AccessIndex], Spec);
  return Requested;
}

std::vector<CacheScope> gpuperf::withLoopIterations(const CacheScope &Scope,
                                                    unsigned MaxDepth,
                                                    StringRef PerIteration) {
  std::vector<CacheScope> S{Scope};
  for (unsigned D = 1; D <= MaxDepth; ++D) {
    CacheScope It = Scope;
    It.Extents.FixedLoopDepth = D;
    It.Text = Scope.Text + formatv(" in one iteration of the loop{0} at depth "
                                   "{1}{2}",
                                   D > 1 ? "s" : "", D > 1 ? "<= " : "", D)
                               .str();
    It.Per = PerIteration.str();
    S.push_back(It);
  }
  return S;
}

double gpuperf::footprintAt(const CacheScope &S, const FootprintGroups &Gs,
                            unsigned SectorBytes,
                            std::vector<double> &Traffic) {
  double Footprint = Gs.Unaffine / S.Instances;
  Traffic.clear();
  for (const auto &[Key, G] : Gs.ByKey) {
    double Bytes =
        double(footprintSectors(G.Footprints, S.Extents, SectorBytes)) *
        SectorBytes;
    Footprint += Bytes;
    Traffic.push_back(Bytes * S.Instances *
                      scopeRepetitions(*G.Footprints.front(), S.Extents));
  }
  return Footprint;
}

FootprintScope gpuperf::oneWarp(const ResolvedLaunch &L, unsigned WarpSize,
                                unsigned FixedLoopDepth) {
  FootprintScope S;
  int64_t Dims[3] = {int64_t(L.Block.X), int64_t(L.Block.Y),
                     int64_t(L.Block.Z)};
  int64_t Left = std::max(1u, WarpSize);
  for (int I = 0; I < 3; ++I) {
    int64_t D = std::max<int64_t>(1, Dims[I]);
    S.ThreadExtent[I] = std::min(D, Left);
    Left = (Left + D - 1) / D;
  }
  S.FixedLoopDepth = FixedLoopDepth;
  return S;
}

std::string gpuperf::megabytesText(double Bytes) {
  return formatv("{0:f1} MB", Bytes / (1024.0 * 1024.0)).str();
}

std::string gpuperf::kilobytesText(double Bytes) {
  return formatv("{0:f1} KB", Bytes / 1024.0).str();
}

std::optional<FittingScope>
gpuperf::firstFit(const std::vector<CacheScope> &Scopes,
                  const FootprintGroups &Gs, unsigned SectorBytes,
                  double Capacity) {
  std::vector<double> Traffic;
  for (const CacheScope &S : Scopes) {
    double Footprint = footprintAt(S, Gs, SectorBytes, Traffic);
    if (Footprint > Capacity)
      continue;
    FittingScope Fit{&S, Footprint, {}};
    size_t K = 0;
    for (const auto &[Key, G] : Gs.ByKey)
      Fit.Fractions.push_back(std::min(1.0, Traffic[K++] / G.Requested));
    return Fit;
  }
  return std::nullopt;
}

namespace {

/// Requests per warp of each access.
std::vector<double> requestsPerWarp(size_t N, const WarpWorkload &W) {
  std::vector<double> PerWarp(N, 0);
  for (const WarpRequests &R : W.Requests)
    if (R.AccessIndex >= 0 && size_t(R.AccessIndex) < N)
      PerWarp[R.AccessIndex] += R.PerWarp;
  return PerWarp;
}

/// Sets the latency share of the accesses Members (of one group, in program
/// order, run under the same guard as often), whose traffic misses with
/// Fraction of their requests. Within one warp (one iteration of its loops)
/// the later members reread what the earlier ones fetch; that sector is no
/// hit another warp paid for: it misses for this warp, and the member that
/// rereads it waits with the first (issued together, a stencil's
/// neighbours) or after it, a hit. So the first member takes the members'
/// misses over the sectors the warp touches, Fraction x (sectors of the
/// members) / (their union), and each later one that share of the sectors
/// no earlier member touched. With one member, or members on distinct
/// sectors, that is Fraction. Returns the first member's share.
double setLatencyShares(std::vector<AccessInfo> &Accesses,
                        const std::vector<size_t> &Members,
                        const std::vector<AccessPattern> &Patterns,
                        double Fraction, const FootprintScope &Warp,
                        unsigned Sector, double AccessInfo::*Share) {
  std::vector<double> Own, Union;
  std::vector<const AffineFootprint *> Prefix;
  double Sum = 0;
  for (size_t I : Members) {
    const AffineFootprint *F = &Patterns[I].Footprint;
    Own.push_back(double(footprintSectors({F}, Warp, Sector)));
    Prefix.push_back(F);
    Union.push_back(double(footprintSectors(Prefix, Warp, Sector)));
    Sum += Own.back();
  }
  // The union is an upper bound where offsets do not nest: never below the
  // traffic's share.
  double First = Union.back() > 0
                     ? std::clamp(Fraction * Sum / Union.back(), Fraction, 1.0)
                     : Fraction;
  for (size_t K = 0; K < Members.size(); ++K) {
    double New = std::max(0.0, Union[K] - (K ? Union[K - 1] : 0));
    Accesses[Members[K]].*Share =
        Own[K] > 0 ? First * std::min(1.0, New / Own[K]) : First;
  }
  return First;
}

} // namespace

std::optional<Reason> gpuperf::setWarpLatencyShares(
    std::vector<AccessInfo> &Accesses, const FootprintGroups &Gs,
    const std::vector<double> &Fractions,
    const std::vector<AccessPattern> &Patterns, const WarpWorkload &W,
    const ResolvedLaunch &L, const GPUSpec &Spec, const CacheLevel &Level) {
  FootprintScope Warp = oneWarp(L, Spec.Scheduling.WarpSize, Gs.MaxDepth);
  std::vector<double> PerWarp = requestsPerWarp(Accesses.size(), W);
  std::vector<std::string> InFlight;
  size_t K = 0;
  for (const auto &[Key, G] : Gs.ByKey) {
    double Fraction = Fractions[K++];
    std::map<std::pair<std::string, double>, std::vector<size_t>> Together;
    for (size_t I : G.Accesses)
      Together[{Patterns[I].Guard, PerWarp[I]}].push_back(I);
    for (const auto &[How, Members] : Together) {
      double First =
          setLatencyShares(Accesses, Members, Patterns, Fraction, Warp,
                           Spec.Memory.SectorBytes, Level.LatencyShare);
      if (First > Fraction + 0.01)
        InFlight.push_back(
            formatv("{0} ({1} accesses: {2:f2}, not {3:f2})",
                    Accesses[Members.front()].Object.empty()
                        ? std::string("an unnamed object")
                        : "`" + Accesses[Members.front()].Object + "`",
                    Members.size(), First, Fraction)
                .str());
    }
  }
  if (InFlight.empty())
    return std::nullopt;
  return Reason(
      ReasonKind::CacheReuse,
      formatv("{0} reuse within a warp is no hit: where a warp's accesses "
              "to one object, run together, reread the sectors its first "
              "one fetches, that access waits for {1} with the share of "
              "the sectors the warp touches that reach it, the later ones "
              "only for sectors not read before (latency's {2} share of "
              "the first access: {3})",
              Level.Name, Level.WaitsFor, Level.Below, join(InFlight, "; "))
          .str());
}
