//===- WarpPattern.h - Lane addresses of warp requests ----------*- C++ -*-===//
//
// For every warp of a block (32 consecutive linear thread ids, x fastest, the
// last warp possibly partial) the lanes' tid values are constants, so each
// lane's byte offset is a quasi-affine isl_pw_aff over the remaining unknown
// symbols (ctaid, loop IVs, unknown parameters). ISL decides whether lane
// offsets relative to lane 0 are constant and which residues the
// lane-invariant part can take modulo AlignPeriod (256: a multiple of the
// sector, line, segment and bank periods) under the known bounds. Each
// distinct (residue, lane distances) pair is one request variant. Nothing here
// depends on the GPU but its warp size: the cost of the variants on one GPU is
// Model/RequestCost.h's.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_WARPPATTERN_H
#define GPUPERF_SYMBOLIC_WARPPATTERN_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/AccessInfo.h"
#include "gpuperf/Symbolic/AddrExpr.h"
#include "gpuperf/Symbolic/IslGuard.h"

#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

/// Base addresses are assumed aligned to this many bytes (allocation
/// alignment of cudaMalloc is 256 B); residues are taken modulo it.
constexpr int64_t AlignPeriod = 256;

/// The requests one warp can issue for one access.
struct WarpRequestVariants {
  std::vector<bool> Active; ///< per lane (WarpSize entries)
  /// Each variant: byte offset of every lane relative to a base that is a
  /// multiple of AlignPeriod (entries of inactive lanes are unused).
  std::vector<std::vector<int64_t>> Variants;
  /// When non-empty (one entry per variant): the lanes active in each
  /// variant, for accesses under a guard whose lanes vary with unknown
  /// symbols (loop IVs, ctaid, bounded parameters). Otherwise Active holds
  /// for every variant. A warp with no variants issues no request.
  std::vector<std::vector<bool>> VariantActive;
  /// When non-empty (one entry per variant): how many of the warp's
  /// requests, per execution of the access, each variant stands for: the
  /// share of the blocks and iterations that issue it (their sum is below 1
  /// where the warp is idle in some), times the values of an enumerated
  /// induction variable it is issued at. Otherwise the warp issues one
  /// request, each variant equally likely.
  std::vector<double> Weights;
  /// What Weights count (for tests that recount them): each variant's share
  /// (PerVariant), or each set of active lanes' share split alike among its
  /// variants (PerLaneSet: more than 8 variants, or lanes grouped by an
  /// assumed distance). A union of enumerated parts is PerVariant.
  enum class WeightBasis { PerVariant, PerLaneSet };
  WeightBasis Basis = WeightBasis::PerVariant;

  const std::vector<bool> &activeOf(size_t V) const {
    return VariantActive.empty() ? Active : VariantActive[V];
  }
  double weightOf(size_t V) const {
    return Weights.empty() ? 1.0 / double(Variants.size()) : Weights[V];
  }
};

/// Spec-independent lane patterns of one access.
struct LanePatterns {
  unsigned Bytes = 0; ///< bytes each lane accesses (1..16)
  std::vector<WarpRequestVariants> Warps;
  std::vector<Reason> Assumptions;
  std::string SymbolicForm;
  bool Exact = true; ///< false when a conservative pattern was substituted
};

/// What to assume when the lanes' addresses cannot be derived: the
/// --assume-access patterns. Scattered ("random", "distinct"): every lane
/// its own sector. Bins ("random:K"): each lane one of K consecutive
/// elements, independently and equally likely (a histogram of K bins, a
/// lookup table).
struct AssumedPattern {
  enum Kind { Coalesced, Uniform, Scattered, Bins } K = Scattered;
  int64_t BinCount = 0; ///< K of Bins
};

/// The pattern an --assume-access value names (coalesced, uniform, random,
/// distinct, random:K with 1 <= K <= 2^31); none for anything else.
std::optional<AssumedPattern> parseAssumedPattern(llvm::StringRef S);

/// Warp requests sampled for a Bins pattern, over all warps of a block
/// together; their average is the expected cost (AccessAnalysis states it).
constexpr unsigned AssumedBinSamples = 1024;

/// Builds the synthetic patterns used for data-dependent accesses. A Bins
/// pattern draws each lane's element from a fixed-seed generator, so the
/// same launch gives the same requests.
LanePatterns assumedPatterns(AssumedPattern P, const Dim3 &Block,
                             unsigned Bytes, unsigned WarpSize = 32);

struct LanePatternOptions {
  /// Most distinct request variants enumerated per warp before falling back.
  unsigned MaxVariants = 1024;
  unsigned WarpSize = 32;
};

/// Computes the lane patterns of the byte offset Offset for a block of shape
/// Block. Syms gives values (ntid, nctaid, known parameters) and bounds of
/// the unknown symbols (ctaid, IVs, parameters); tid symbols are made concrete
/// per lane. Never aborts: ISL errors and quota hits give a conservative
/// pattern plus a reason in Assumptions. The ISL work counts against Ctx's
/// quota, which the caller's other calls on Ctx share.
LanePatterns computeLanePatterns(const ExprRef &Offset, SymbolTable Syms,
                                 const Dim3 &Block, unsigned Bytes,
                                 IslContext &Ctx,
                                 const LanePatternOptions &Opts = {});

/// Same, for an access that executes only in the lanes where Guard (an
/// expression over the same symbols, evaluating to 0 or 1; null = always)
/// is nonzero. Inactive lanes take no part in a request; values of the
/// unknown symbols where no lane of a warp is active issue no request. Each
/// request variant is a distinct (active lanes, residue of lane 0, distances
/// of the active lanes from lane 0); lane 0's address is the reference even
/// when lane 0 is inactive.
LanePatterns computeLanePatterns(const ExprRef &Offset, const ExprRef &Guard,
                                 SymbolTable Syms, const Dim3 &Block,
                                 unsigned Bytes, IslContext &Ctx,
                                 const LanePatternOptions &Opts = {});

/// The requests of one access computed separately for each value of a
/// symbol it is enumerated over (a geometric induction variable), as one
/// pattern: per warp, every distinct request of every part, in a
/// deterministic order, weighted by the requests it stands for (a request
/// issued at several values counts once per value). Over MaxVariants
/// requests in a warp, an evenly spaced MaxVariants of them are kept, their
/// weights scaled to the warp's requests, and that is stated. SymbolicForm
/// is left to the caller.
LanePatterns unionOfLanePatterns(std::vector<LanePatterns> Parts,
                                 unsigned MaxVariants);

} // namespace gpuperf

#endif
