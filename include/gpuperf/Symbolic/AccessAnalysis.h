//===- AccessAnalysis.h - Per-access warp behaviour of a kernel --*- C++
//-*-===//
//
// Entry points of the symbolic access analysis. Every memory instruction of a
// kernel (load, store, atomicrmw, cmpxchg, llvm.nvvm.ldg/ldu/atomic calls)
// gets exactly one AccessInfo, in program order.
//
//   AccessPatterns P = collectAccessPatterns(F, SE, LI, DT, Launch, Opts);
//   std::vector<AccessInfo> A = classify(P, Spec); // per GPU, cheap
//
// (classify is the Model layer's, Model/RequestCost.h.)
//
// The address of an access is SCEV(pointer) - SCEV(traced base), turned into
// an AddrExpr over kernel parameters, tid/ctaid/ntid/nctaid and loop IVs, and
// then into per-lane isl_pw_affs (WarpPattern.h). Bases: kernel pointer
// arguments are global (256-byte aligned allocations assumed), addrspace(3)
// globals are shared, allocas local. Pointers or indices loaded from memory or
// returned by calls are data-dependent: Class "data-dependent" with a stated
// default, overridable per source location via AccessOptions::AssumeAccess.
// A loop-header phi that steps geometrically (s *= 2, s >>= 1) is a symbol
// whose values the caller enumerates (AccessOptions::LoopPhiValues): an
// access that uses one is computed per value and its requests united.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_ACCESSANALYSIS_H
#define GPUPERF_SYMBOLIC_ACCESSANALYSIS_H

#include "gpuperf/IR/FlagSpelling.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/AccessInfo.h"
#include "gpuperf/Symbolic/Footprint.h"
#include "gpuperf/Symbolic/WarpPattern.h"
#include "gpuperf/Symbolic/WorkBudget.h"

#include <map>
#include <string>
#include <vector>

namespace llvm {
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class PHINode;
class ScalarEvolution;
} // namespace llvm

namespace gpuperf {

struct AccessOptions {
  /// Pattern to assume for data-dependent accesses, keyed by location
  /// "file:line:col", "file:line" or "line"; value
  /// coalesced|random|random:K|distinct|uniform. (The CLI's --assume-access
  /// LOC=PATTERN.)
  std::map<std::string, std::string> AssumeAccess;
  /// Most distinct request variants per warp enumerated exactly.
  unsigned MaxVariants = 1024;
  /// The values of loop-header phis that are no affine recurrence (geometric
  /// IVs: s *= 2, s >>= 1), one per iteration, as the Graph layer's trip
  /// counts enumerate them (Graph/LoopTrips.h, geometricIVValues). An access
  /// whose address or guard uses one is computed for each of its values;
  /// without values such a phi makes the address data-dependent.
  std::map<const llvm::PHINode *, std::vector<int64_t>> LoopPhiValues;
  /// Trip counts of loops as the Graph layer's loop table knows them for the
  /// launch (lane-independent counts, or the user's --assume-trip;
  /// Graph/LoopTrips.h, knownTripCounts). A loop's iteration symbol ranges
  /// over 0 .. count - 1; it wins over SCEV's backedge-taken count, which is
  /// used for the loops not listed. A loop whose count depends on the lane
  /// keeps each lane while its latch's condition holds, up to the last
  /// iteration any lane runs; a loop none of these bound is only bounded
  /// below, stated.
  std::map<const llvm::Loop *, int64_t> LoopTrips;
  /// Loops whose count depends on the lane and that the loop table counted
  /// lane by lane (Graph/LoopTrips.h, laneMaxTripCounts): the most
  /// iterations a lane runs, where such a loop's iteration ends; ISL bounds
  /// the loops not listed.
  std::map<const llvm::Loop *, int64_t> LaneMaxTrips;
  /// For messages that name --assume-access.
  FlagSpelling Flags;
};

/// One access, spec-independent: its Info carries Inst, Loc, Space, Kind,
/// BytesPerThread, DataDependent, SymbolicForm and Assumptions; Lanes holds
/// the lane offsets of every warp request.
struct AccessPattern {
  AccessInfo Info;
  LanePatterns Lanes;
  std::string Address; ///< printed address expression (bytes from base)
  /// Printed lane predicate (1 where the access executes), empty when the
  /// access executes in every lane of the block.
  std::string Guard;
  /// The address as an affine form over the launch's indices, for the
  /// footprint a cache sees (global accesses with a modelled address).
  AffineFootprint Footprint;
};

struct AccessPatterns {
  std::vector<AccessPattern> Accesses; ///< program order
};

/// Spec-independent step (all the ISL work). DT is the caller's (the
/// analysis manager's), for the guards and the phi merges.
/// The ISL work counts against Budget (shared with the kernel's branches);
/// the accesses met after it is spent are conservative, stated.
AccessPatterns
collectAccessPatterns(llvm::Function &F, llvm::ScalarEvolution &SE,
                      llvm::LoopInfo &LI, llvm::DominatorTree &DT,
                      const ResolvedLaunch &Launch, const AccessOptions &Opts,
                      KernelWorkBudget &Budget);
/// Same, with a budget of its own.
AccessPatterns collectAccessPatterns(llvm::Function &F,
                                     llvm::ScalarEvolution &SE,
                                     llvm::LoopInfo &LI,
                                     llvm::DominatorTree &DT,
                                     const ResolvedLaunch &Launch,
                                     const AccessOptions &Opts = {});

} // namespace gpuperf

#endif
