//===- RequestCost.h - What warp requests cost on one GPU -------*- C++ -*-===//
//
// The spec-dependent step of the access analysis: the lane patterns of each
// access (Symbolic/WarpPattern.h, computed once per launch) are counted on
// one GPU's rules: 32-byte sectors, transactions per coalescing rule family,
// shared-memory bank-conflict ways, and the class of the request. Cheap, so
// it runs once per spec.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_REQUESTCOST_H
#define GPUPERF_MODEL_REQUESTCOST_H

#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"
#include "gpuperf/Symbolic/AccessInfo.h"
#include "gpuperf/Symbolic/WarpPattern.h"

#include <map>
#include <string>
#include <vector>

namespace gpuperf {

/// Cost of one concrete request.
struct RequestCost {
  double Sectors = 0, IdealSectors = 0, Transactions = 0, BankWays = 0;
  /// Atomics: the most active lanes that update one address.
  double SameAddressLanes = 0;
  /// The distinct 4-byte words the active lanes' bytes cover: what the
  /// load/store path moves, a word read by several lanes (a broadcast)
  /// once.
  double Words = 0;
  /// Global loads through a banked L1 (ThroughputSpec::L1Banks): the most
  /// distinct bank words one bank serves, summed over the phases a wide
  /// access splits into; 0 where the L1's banks are not modelled.
  double L1BankWays = 0;
};

/// The distinct 4-byte words the active lanes' Bytes at Offsets cover.
unsigned distinctWords(const std::vector<int64_t> &Offsets,
                       const std::vector<bool> &Active, unsigned Bytes);

/// The most active lanes whose accesses start at one address.
unsigned sameAddressLanes(const std::vector<int64_t> &Offsets,
                          const std::vector<bool> &Active);

/// Whether an access of \p Kind in \p Space is served by the L2 alone on
/// compute capability 2.x: a global store or atomic (globalRequestCost).
inline bool servedByL2Only(MemorySpace Space, AccessKind Kind) {
  return Space == MemorySpace::Global && Kind != AccessKind::Load;
}

/// Global/local memory: 32-byte sectors, ideal sectors and transactions per
/// the spec's coalescing rule family. \p L2Only: a global store or atomic,
/// which compute capability 2.x serves in the L2's 32-byte segments, not in
/// the L1's 128-byte lines (hardware-data.md, CC 2.x: "L1 off or L2 only:
/// 32 B segments"; that Fermi's L1 caches global loads and local accesses
/// but not global stores is the rule issue 13 states, assumed here).
RequestCost globalRequestCost(const std::vector<int64_t> &Offsets,
                              const std::vector<bool> &Active, unsigned Bytes,
                              const MemorySpec &Mem, bool L2Only = false);

/// Shared memory: the most distinct bank words one bank serves, summed over
/// the phases a wide access splits into (16 banks per half-warp request on
/// CC 1.x: the larger half-warp is reported). \p Serialised (atomics):
/// lanes on one word do not share it, each update is served in turn.
double bankConflictWays(const std::vector<int64_t> &Offsets,
                        const std::vector<bool> &Active, unsigned Bytes,
                        const ThroughputSpec &T, bool Serialised = false);

/// A global load's cycles in the L1's data banks (ThroughputSpec::L1Banks
/// of L1BankBytes, one word a bank a cycle; 16 x 8 B on V100, A100 and
/// H100, measured by gpu-benches' stride test): the most distinct bank
/// words one bank serves, over phases of as many lanes as a row of banks
/// holds. 0 when the spec does not give the banks.
double l1BankWays(const std::vector<int64_t> &Offsets,
                  const std::vector<bool> &Active, unsigned Bytes,
                  const ThroughputSpec &T);

/// The class of one concrete request (never data-dependent), given its cost.
AccessClass requestClass(const std::vector<int64_t> &Offsets,
                         const std::vector<bool> &Active, unsigned Bytes,
                         bool Shared, const RequestCost &Cost);

/// Request shapes already costed for one spec. The accesses of a kernel
/// repeat a few shapes (lanes 4 bytes apart, at each alignment), so
/// classify() keeps one of these across them.
struct RequestShapeCosts {
  struct Costed {
    RequestCost Cost;
    AccessClass Class;
  };
  explicit RequestShapeCosts(const GPUSpec &Spec) : Spec(&Spec) {}
  const GPUSpec *Spec; ///< the spec the costs are for
  /// Width, space, then each lane's offset less a multiple of a period that
  /// changes no sector, line, segment or bank (inactive lanes: INT64_MIN).
  std::map<std::vector<int64_t>, Costed> Shapes;
};

/// Fills the numeric fields, Class, SymbolicForm and Assumptions of Out from
/// the patterns for one spec (averages over variants, then warps; min, max).
/// Costs is for Spec, or null for costs kept for this call only.
void classifyPatterns(const LanePatterns &P, MemorySpace Space,
                      const GPUSpec &Spec, AccessInfo &Out,
                      RequestShapeCosts *Costs = nullptr);

/// Every access of P on Spec: sectors, transactions, bank ways, class.
std::vector<AccessInfo> classify(const AccessPatterns &P, const GPUSpec &Spec);

} // namespace gpuperf

#endif
