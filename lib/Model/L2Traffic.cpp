//===- L2Traffic.cpp - DRAM traffic through the shared L2 -----------------===//
#include "gpuperf/Model/L2Traffic.h"
#include "gpuperf/Model/ThroughputBound.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

using namespace llvm;
using namespace gpuperf;

namespace {

/// Accesses to one object with the same affine terms: one union footprint.
struct Group {
  std::vector<const AffineFootprint *> Footprints;
  std::vector<size_t> Accesses;
  double Requested = 0; ///< bytes the group's requests move over the launch
};

/// A set of concurrent work whose footprint may fit in the L2.
struct Scope {
  FootprintScope Extents;
  double Waves = 1; ///< instances before loop repetitions
  std::string Text; ///< "one wave of 160 blocks"
  std::string Per;  ///< how often its footprint is fetched: "once per wave"
};

std::string mib(double Bytes) {
  return formatv("{0:f1} MB", Bytes / (1024.0 * 1024.0)).str();
}

/// The scopes from the largest down: the grid, one wave, one wave in one
/// iteration of the loops at depth <= d.
std::vector<Scope> scopesOf(const ResolvedLaunch &L, double WaveBlocks,
                            unsigned MaxDepth) {
  double Blocks = double(L.Grid.X) * L.Grid.Y * L.Grid.Z;
  std::vector<Scope> S;
  Scope Grid;
  Grid.Extents.BlockExtent[0] = L.Grid.X;
  Grid.Extents.BlockExtent[1] = L.Grid.Y;
  Grid.Extents.BlockExtent[2] = L.Grid.Z;
  Grid.Text = "the whole grid";
  Grid.Per = "once";
  S.push_back(Grid);
  if (WaveBlocks >= Blocks)
    return S;
  // Blocks are launched in linear order, x fastest: one wave spans this box.
  Scope Wave;
  Wave.Extents.BlockExtent[0] = int64_t(std::min<double>(L.Grid.X, WaveBlocks));
  Wave.Extents.BlockExtent[1] =
      int64_t(std::min<double>(L.Grid.Y, std::ceil(WaveBlocks / L.Grid.X)));
  Wave.Extents.BlockExtent[2] = int64_t(std::min<double>(
      L.Grid.Z, std::ceil(WaveBlocks / (double(L.Grid.X) * L.Grid.Y))));
  Wave.Waves = std::ceil(Blocks / WaveBlocks);
  Wave.Text = formatv("one wave of {0} blocks", int64_t(WaveBlocks)).str();
  Wave.Per = "once per wave";
  S.push_back(Wave);
  for (unsigned D = 1; D <= MaxDepth; ++D) {
    Scope It = Wave;
    It.Extents.FixedLoopDepth = D;
    It.Text = Wave.Text + formatv(" in one iteration of the loop{0} at depth "
                                  "{1}{2}",
                                  D > 1 ? "s" : "", D > 1 ? "<= " : "", D)
                              .str();
    It.Per = "once per wave and iteration";
    S.push_back(It);
  }
  return S;
}

/// The global accesses with requests, grouped by object, kind and affine
/// terms; those without a footprint only add their bytes to Unaffine.
struct Groups {
  std::map<std::string, Group> ByKey;
  double Unaffine = 0;   ///< requested bytes of accesses without a footprint
  unsigned MaxDepth = 0; ///< deepest loop an address depends on
};

Groups groupsOf(const std::vector<AccessInfo> &Accesses,
                const std::vector<AccessPattern> &Patterns,
                const std::vector<double> &Requested) {
  Groups Out;
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
    // Reads and writes of one sector both reach DRAM (a fill, a write-back).
    Key += formatv("|{0}|{1}", accessKindName(Accesses[I].Kind), F.AccessBytes)
               .str();
    for (const FootprintTerm &T : F.Terms) {
      Key += formatv("|{0},{1},{2},{3}", int(T.K), T.Index, T.StrideBytes,
                     T.Extent)
                 .str();
      if (T.K == FootprintTerm::Loop)
        Out.MaxDepth = std::max(Out.MaxDepth, T.Index);
    }
    Group &G = Out.ByKey[Key];
    G.Footprints.push_back(&F);
    G.Accesses.push_back(I);
    G.Requested += Requested[I];
  }
  return Out;
}

/// Bytes each global and local access's requests move over the launch.
std::vector<double> requestedBytes(const std::vector<AccessInfo> &Accesses,
                                   const WarpWorkload &W, double Warps,
                                   const GPUSpec &Spec) {
  std::vector<double> Requested(Accesses.size(), 0);
  for (const WarpRequests &R : W.Requests)
    if (R.AccessIndex >= 0 && size_t(R.AccessIndex) < Accesses.size() &&
        (Accesses[R.AccessIndex].Space == MemorySpace::Global ||
         Accesses[R.AccessIndex].Space == MemorySpace::Local))
      Requested[R.AccessIndex] +=
          R.PerWarp * Warps *
          dramBytesPerRequest(Accesses[R.AccessIndex], Spec);
  return Requested;
}

/// What one instance of S touches (the groups' unions, and the requests of
/// accesses without a footprint shared over the waves), and each group's
/// DRAM bytes over the launch at that scope.
double footprintAt(const Scope &S, const Groups &Gs, unsigned Sector,
                   std::vector<double> &Traffic) {
  double Footprint = Gs.Unaffine / S.Waves;
  Traffic.clear();
  for (const auto &[Key, G] : Gs.ByKey) {
    double Bytes =
        double(footprintSectors(G.Footprints, S.Extents, Sector)) * Sector;
    Footprint += Bytes;
    Traffic.push_back(Bytes * S.Waves *
                      scopeRepetitions(*G.Footprints.front(), S.Extents));
  }
  return Footprint;
}

/// Whether Traffic is, to rounding, all of Asked: nothing is reused.
bool nothingReused(double Traffic, double Asked) {
  return Traffic >= Asked * 0.999;
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
                mib(Asked),
                Footprint > 0
                    ? formatv("the {0} B a thread of the {1} resident threads "
                              "({2}) do not fit in the L2 ({3})",
                              BytesPerThread, int64_t(ResidentThreads),
                              mib(Footprint), mib(Capacity))
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
              BytesPerThread, int64_t(ResidentThreads), mib(Footprint),
              mib(Asked))
          .str());
}

/// One warp of the launch in one iteration of every loop: its lanes are
/// consecutive linear thread indices, x fastest, held in the box of the
/// rows they span (rounded up where the rows are not a multiple of the warp).
FootprintScope oneWarp(const ResolvedLaunch &L, unsigned WarpSize,
                       unsigned MaxDepth) {
  FootprintScope S;
  int64_t Dims[3] = {int64_t(L.Block.X), int64_t(L.Block.Y),
                     int64_t(L.Block.Z)};
  int64_t Left = std::max(1u, WarpSize);
  for (int I = 0; I < 3; ++I) {
    int64_t D = std::max<int64_t>(1, Dims[I]);
    S.ThreadExtent[I] = std::min(D, Left);
    Left = (Left + D - 1) / D;
  }
  S.FixedLoopDepth = MaxDepth;
  return S;
}

/// Requests per warp of each access.
std::vector<double> requestsPerWarp(size_t N, const WarpWorkload &W) {
  std::vector<double> PerWarp(N, 0);
  for (const WarpRequests &R : W.Requests)
    if (R.AccessIndex >= 0 && size_t(R.AccessIndex) < N)
      PerWarp[R.AccessIndex] += R.PerWarp;
  return PerWarp;
}

/// Sets the latency's DRAM share of the accesses Members (of one group, in
/// program order, run under the same guard as often), whose traffic reaches
/// DRAM with Fraction of their requests. Within one warp (one iteration of
/// its loops) the later members reread what the earlier ones fetch; that
/// sector is no hit another warp paid for: it reaches DRAM for this warp,
/// and the member that rereads it waits with the first (issued together, a
/// stencil's neighbours) or after it, a hit. So the first member takes the
/// members' misses over the sectors the warp touches, Fraction x (sectors
/// of the members) / (their union), and each later one that share of the
/// sectors no earlier member touched. With one member, or members on
/// distinct sectors, that is Fraction. Returns the first member's share.
double setLatencyShares(std::vector<AccessInfo> &Accesses,
                        const std::vector<size_t> &Members,
                        const std::vector<AccessPattern> &Patterns,
                        double Fraction, const FootprintScope &Warp,
                        unsigned Sector) {
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
    Accesses[Members[K]].LatencyDRAMFraction =
        Own[K] > 0 ? First * std::min(1.0, New / Own[K]) : First;
  }
  return First;
}

/// The latency shares of every group whose traffic Fractions sets (in
/// Gs.ByKey's order), its members split by guard and requests per warp:
/// only accesses a warp runs together reread each other's sectors. The
/// sentence that says where a share exceeds the traffic's.
std::optional<Reason>
setGroupLatencyShares(std::vector<AccessInfo> &Accesses, const Groups &Gs,
                      const std::vector<double> &Fractions,
                      const std::vector<AccessPattern> &Patterns,
                      const WarpWorkload &W, const ResolvedLaunch &L,
                      const GPUSpec &Spec) {
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
      double First = setLatencyShares(Accesses, Members, Patterns, Fraction,
                                      Warp, Spec.Memory.SectorBytes);
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
  return Reason(ReasonKind::CacheReuse,
                "L2 reuse within a warp is no hit: where a warp's accesses "
                "to one object, run together, reread the sectors its first "
                "one fetches, that access waits for DRAM with the share of "
                "the sectors the warp touches that reach it, the later ones "
                "only for sectors not read before (latency's DRAM share of "
                "the first access: " +
                    join(InFlight, "; ") + ")");
}

} // namespace

std::vector<Reason>
gpuperf::applyL2Reuse(std::vector<AccessInfo> &Accesses,
                      const std::vector<AccessPattern> &Patterns,
                      const WarpWorkload &W, unsigned BlocksPerSM,
                      uint64_t LocalBytesPerThread, const ResolvedLaunch &L,
                      const GPUSpec &Spec) {
  std::vector<Reason> Out;
  double Capacity = Spec.Memory.L2Bytes;
  if (Capacity <= 0 || BlocksPerSM == 0 || Patterns.size() != Accesses.size())
    return Out;
  double Blocks = double(L.Grid.X) * L.Grid.Y * L.Grid.Z;
  double Warps = L.warpsInGrid(Spec.Scheduling.WarpSize);
  double WaveBlocks = std::min(Blocks, double(BlocksPerSM) * Spec.SMCount);
  std::vector<double> Requested = requestedBytes(Accesses, W, Warps, Spec);
  if (auto Local = keepLocalInL2(
          Accesses, Requested, WaveBlocks * double(L.Block.size()),
          LocalBytesPerThread, Spec.Memory.SectorBytes, Capacity))
    Out.push_back(std::move(*Local));
  Groups Gs = groupsOf(Accesses, Patterns, Requested);
  if (Gs.ByKey.empty())
    return Out;

  std::vector<double> Traffic;
  for (const Scope &S : scopesOf(L, WaveBlocks, Gs.MaxDepth)) {
    double Footprint = footprintAt(S, Gs, Spec.Memory.SectorBytes, Traffic);
    if (Footprint > Capacity)
      continue;
    double Total = Gs.Unaffine, Asked = Gs.Unaffine;
    size_t K = 0;
    std::vector<double> Fractions;
    for (auto &[Key, G] : Gs.ByKey) {
      double Fraction = std::min(1.0, Traffic[K++] / G.Requested);
      for (size_t I : G.Accesses)
        Accesses[I].DRAMFraction = Accesses[I].LatencyDRAMFraction = Fraction;
      Fractions.push_back(Fraction);
      Total += Fraction * G.Requested;
      Asked += G.Requested;
    }
    if (nothingReused(Total, Asked))
      return Out; // the requests are the traffic
    Out.push_back(Reason(
        ReasonKind::CacheReuse,
        formatv("L2 reuse: what {0} touches ({1}) fits in the L2 ({2}), so "
                "each sector reaches DRAM {3}: DRAM traffic {4} of the {5} "
                "requested",
                S.Text, mib(Footprint), mib(Capacity), S.Per, mib(Total),
                mib(Asked))
            .str()));
    if (auto InWarp = setGroupLatencyShares(Accesses, Gs, Fractions, Patterns,
                                            W, L, Spec))
      Out.push_back(std::move(*InWarp));
    return Out;
  }
  return Out;
}
