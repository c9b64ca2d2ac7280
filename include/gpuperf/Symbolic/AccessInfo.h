//===- AccessInfo.h - What a warp's lanes do with one memory access -*- C++
//-*-//
#ifndef GPUPERF_SYMBOLIC_ACCESSINFO_H
#define GPUPERF_SYMBOLIC_ACCESSINFO_H

#include "gpuperf/IR/Reason.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace llvm {
class Instruction;
}

namespace gpuperf {

enum class MemorySpace { Global, Shared, Local, Constant };
enum class AccessKind { Load, Store, Atomic };

llvm::StringRef memorySpaceName(MemorySpace S);
llvm::StringRef accessKindName(AccessKind K);

/// How a warp's lanes address memory in its worst request (JSON `class`).
struct AccessClass {
  /// In increasing severity; Unclassified only until classification.
  enum Kind {
    Unclassified,
    Uniform,
    Coalesced,
    Broadcast,
    Misaligned,
    Strided,
    Scattered,
    DataDependent
  } K = Unclassified;
  unsigned Stride = 0; ///< Strided: elements between consecutive lanes

  AccessClass() = default;
  AccessClass(Kind K, unsigned Stride = 0) : K(K), Stride(Stride) {}
  /// The worse of two request classes: data-dependent and scattered count
  /// alike (the order the schema documents).
  bool worseThan(const AccessClass &O) const;
  /// "coalesced", "strided(4)", ... ; "" while unclassified.
  std::string str() const;
  bool operator==(const AccessClass &O) const {
    return K == O.K && Stride == O.Stride;
  }
};

/// One memory instruction, per warp request, averaged over the warps of a
/// block (and over blocks where alignment depends on ctaid). Min and max are
/// kept when warps differ. Fields map 1:1 onto JSON `accesses[]`.
struct AccessInfo {
  const llvm::Instruction *Inst = nullptr;
  std::string Loc; ///< "file:line:col", or "" without debug info
  MemorySpace Space = MemorySpace::Global;
  AccessKind Kind = AccessKind::Load;
  unsigned BytesPerThread = 0;
  /// Global/local: 32-byte sectors touched per warp request, and the fewest
  /// sectors that could hold the bytes the active lanes need.
  double SectorsPerRequest = 0, IdealSectorsPerRequest = 0;
  double MinSectorsPerRequest = 0, MaxSectorsPerRequest = 0;
  /// Transactions per request by the spec's coalescing rule family.
  double TransactionsPerRequest = 0;
  /// Shared: the wavefronts of one request, Nsight Compute's word: the most
  /// distinct bank words one bank serves, summed over the phases an access
  /// of 8 or 16 bytes per lane splits into (JSON `wavefronts`, and
  /// `bank_conflict_ways` for schema 1's first readers).
  double BankConflictWays = 0, MinBankConflictWays = 0, MaxBankConflictWays = 0;
  /// Shared: the fewest wavefronts the active lanes' bytes need: 1, 2 or 4
  /// for 4-, 8- or 16-byte accesses of a full warp. The excess over it is
  /// what bank conflicts cost.
  double IdealWavefronts = 0;
  /// Atomics: the most lanes of a warp request that update one address,
  /// averaged over requests; their updates are serialised (in shared
  /// memory counted in the wavefronts).
  double SameAddressLanes = 0;
  /// The 4-byte words a request moves through the load/store path,
  /// averaged over requests: a load's distinct words (a word several lanes
  /// read, a broadcast, once), a store's or atomic's every active lane's.
  double WordsPerRequest = 0;
  /// Global loads on a GPU whose L1 banks are given: the most distinct
  /// bank words one L1 data bank serves for a request, averaged over
  /// requests (0 elsewhere). Lanes on distinct lines at one offset within
  /// the line hit one bank, each in its own cycle.
  double L1BankWays = 0;
  /// Cycles a request takes the load/store path: its words at the spec's
  /// width (throughput.lsu words a cycle), or its L1 bank ways where more,
  /// at least one a request; averaged over requests.
  double LSUCyclesPerRequest = 0;
  /// Average fraction of lanes that take part (partial warps, predication).
  double ActiveLaneFraction = 1;
  /// Global loads: the share of the requested bytes that miss the L1 and
  /// reach the L2, the rest being L1 hits (L1Traffic.h); 1 where no L1
  /// reuse is credited (stores, atomics, a spec without an L1 size).
  double L2Fraction = 1;
  /// Global loads: the share of the access's latency spent beyond the L1
  /// (L1Traffic.h); above L2Fraction where the L1's reuse is of sectors
  /// other warps of the block fetch (in flight when this warp reaches them)
  /// or a warp's loads, run together, reread its first one's fetch.
  double LatencyL2Fraction = 1;
  /// Global: the share of the requested bytes that reach DRAM, the rest
  /// being served by the caches (L2Traffic.h); 1 where no reuse is
  /// credited, never above L2Fraction.
  double DRAMFraction = 1;
  /// Global: the share of the access's latency spent waiting for DRAM
  /// (L2Traffic.h). It differs from DRAMFraction where a warp's requests
  /// reread sectors its own earlier requests fetch: those are still in
  /// flight, or were fetched for this warp, not hits another warp paid for.
  double LatencyDRAMFraction = 1;
  AccessClass Class;
  /// Human-readable address pattern, e.g. "lanes 4*n bytes apart".
  std::string SymbolicForm;
  /// Every assumption the numbers rest on, stated for the user.
  std::vector<Reason> Assumptions;
  /// True when the lanes' addresses could not be derived from the launch.
  bool DataDependent = false;
  /// Shared: wavefronts beyond the ideal per request (Nsight Compute's
  /// "bank conflicts").
  double excessWavefronts() const {
    return BankConflictWays > IdealWavefronts
               ? BankConflictWays - IdealWavefronts
               : 0;
  }
  /// Shared: how many ways the lanes of one phase conflict (wavefronts over
  /// their ideal; 1 when conflict free).
  double conflictDegree() const {
    return IdealWavefronts > 0 ? BankConflictWays / IdealWavefronts
                               : BankConflictWays;
  }

  /// The object accessed: a shared/global variable's source name (demangled,
  /// "tile" for a function-local __shared__ array) or the kernel parameter
  /// the pointer comes from; "" when unknown. Filled by the orchestration.
  std::string Object;
  /// For a 2-D (or deeper) array object, the innermost row length in
  /// elements of BytesPerThread; 0 otherwise.
  unsigned ObjectRowElements = 0;
};

} // namespace gpuperf

#endif
