//===- CacheFootprints.h - What a cache keeps of the accesses ---*- C++ -*-===//
//
// The pieces the L1 (L1Traffic.h) and the L2 (L2Traffic.h) share: the
// accesses a cache sees grouped into union footprints, the bytes their
// requests move, the footprint of a set of concurrent work, and the latency
// shares of a warp that rereads its own fetches (in flight, or fetched for
// it: no hit another warp paid for). Private to the Model library.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_LIB_MODEL_CACHEFOOTPRINTS_H
#define GPUPERF_LIB_MODEL_CACHEFOOTPRINTS_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

/// Accesses to one object with the same kind, width and affine terms: one
/// union footprint.
struct FootprintGroup {
  std::vector<const AffineFootprint *> Footprints;
  std::vector<size_t> Accesses;
  double Requested = 0; ///< bytes the group's requests move over the launch
};

/// The accesses a cache sees, grouped; those without a footprint only add
/// their bytes to Unaffine.
struct FootprintGroups {
  std::map<std::string, FootprintGroup> ByKey;
  double Unaffine = 0;   ///< requested bytes of accesses without a footprint
  unsigned MaxDepth = 0; ///< deepest loop an address depends on
};

/// Groups the accesses with Requested bytes (the others are not the
/// cache's).
FootprintGroups groupFootprints(const std::vector<AccessInfo> &Accesses,
                                const std::vector<AccessPattern> &Patterns,
                                const std::vector<double> &Requested);

/// Bytes each access for which Seen holds moves over the launch (Warps
/// warps), 0 for the others.
std::vector<double>
requestedBytes(const std::vector<AccessInfo> &Accesses, const WarpWorkload &W,
               double Warps, const GPUSpec &Spec,
               llvm::function_ref<bool(const AccessInfo &)> Seen);

/// A set of concurrent work whose footprint may fit in a cache.
struct CacheScope {
  FootprintScope Extents;
  double Instances = 1; ///< of the scope over the launch, before loops
  std::string Text;     ///< "one wave of 160 blocks"
  std::string Per;      ///< how often its footprint is fetched: "once per wave"
};

/// Scope, and the same in one iteration of the loops at depth <= d for
/// d = 1 .. MaxDepth, from the largest down, fetched PerIteration ("once
/// per wave and iteration").
std::vector<CacheScope> withLoopIterations(const CacheScope &Scope,
                                           unsigned MaxDepth,
                                           llvm::StringRef PerIteration);

/// What one instance of S touches (the groups' unions, and the requests of
/// accesses without a footprint shared over the instances), and in Traffic
/// each group's bytes fetched into the cache over the launch at that scope.
double footprintAt(const CacheScope &S, const FootprintGroups &Gs,
                   unsigned SectorBytes, std::vector<double> &Traffic);

/// One warp of the launch, in one iteration of the loops at depth <=
/// FixedLoopDepth: its lanes are consecutive linear thread indices, x
/// fastest, held in the box of the rows they span (rounded up where the rows
/// are not a multiple of the warp).
FootprintScope oneWarp(const ResolvedLaunch &L, unsigned WarpSize,
                       unsigned FixedLoopDepth);

/// Whether Traffic is, to rounding, all of Asked: nothing is reused.
inline bool nothingReused(double Traffic, double Asked) {
  return Traffic >= Asked * 0.999;
}

/// The first of Scopes (largest first) whose footprint fits in Capacity,
/// with each group's share of its requests fetched into the cache there (in
/// Gs.ByKey's order).
struct FittingScope {
  const CacheScope *Scope;
  double Footprint;
  std::vector<double> Fractions;
};
std::optional<FittingScope> firstFit(const std::vector<CacheScope> &Scopes,
                                     const FootprintGroups &Gs,
                                     unsigned SectorBytes, double Capacity);

/// "1.5 MB", "8.0 KB" (units of 1024).
std::string megabytesText(double Bytes);
std::string kilobytesText(double Bytes);

/// A cache level as the latency shares name it.
struct CacheLevel {
  const char *Name;     ///< "L2"
  const char *Below;    ///< the level its misses go to: "DRAM"
  const char *WaitsFor; ///< that level in a sentence: "DRAM", "the L2"
  /// The AccessInfo share of the latency spent below the cache.
  double AccessInfo::*LatencyShare;
};

/// Sets Level's latency share of the accesses of every group of Gs whose
/// traffic share Fractions gives (in Gs.ByKey's order): the traffic's, except
/// where a warp's accesses to one object, run together (same guard, same
/// requests a warp), reread the sectors its first one fetches: that one
/// waits with the share of the warp's distinct sectors that miss, each later
/// one with that share of the sectors no earlier one touched. The sentence
/// that says where a share exceeds the traffic's.
std::optional<Reason> setWarpLatencyShares(
    std::vector<AccessInfo> &Accesses, const FootprintGroups &Gs,
    const std::vector<double> &Fractions,
    const std::vector<AccessPattern> &Patterns, const WarpWorkload &W,
    const ResolvedLaunch &L, const GPUSpec &Spec, const CacheLevel &Level);

} // namespace gpuperf

#endif
