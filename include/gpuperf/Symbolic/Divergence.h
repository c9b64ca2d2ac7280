//===- Divergence.h - Counting lanes that satisfy a branch condition -*- C++
//-*-//
//
// Baghsorkhi §3.1: a structural condition O(At + B, I(i)) over thread
// coordinates, loop induction variables and kernel parameters. The Graph
// layer lowers IR conditions into expressions (AddrExpr.h; no ISL there);
// this file counts, over the warps of the launch (and over loop iterations),
// how many warps take each side, how many diverge, and how many lanes are
// active on the true side.
//
// Counting uses ISL (IslExpr.h's C API builder, operations quota): the set
//   { [ctaid..., w, k..., l] : lane l of warp w exists, reaches the branch
//                              (DivergenceDomain::Within) and cond(lane) }
// is built with tid.x/y/z written as quasi-affine functions of 32w+l, and
// counted with isl_set_count_val; projecting out l gives "some lane true"
// per warp. Iteration variables k of affine IVs become set dimensions, so
// eqs. (10)-(12) are counted exactly instead of by a closed-form estimate.
// A lane-by-lane brute-force evaluation of the same condition is the fallback
// (and the oracle the unit tests compare against).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_DIVERGENCE_H
#define GPUPERF_SYMBOLIC_DIVERGENCE_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/AddrExpr.h"
#include "gpuperf/Symbolic/IslGuard.h"
#include "gpuperf/Symbolic/WorkBudget.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace gpuperf {

/// The thread- and block-index symbols of a table (-1 where absent).
struct LaneSymbols {
  explicit LaneSymbols(const SymbolTable &Syms);
  int Tid[3] = {-1, -1, -1};
  int Ctaid[3] = {-1, -1, -1};
  /// Binds tid.x/y/z to the thread with linear index T of a block.
  void bindThread(SymValues &V, const Dim3 &Block, uint64_t T) const;
  /// Binds ctaid.x/y/z to the block with linear index B of the grid.
  void bindBlock(SymValues &V, const Dim3 &Grid, uint64_t B) const;
};

/// True for the thread and block index symbols (tid.*, ctaid.*).
bool isLaneSymbol(const Symbol &S);
bool isBlockSymbol(const Symbol &S);

/// Where the condition is evaluated. Symbols of kind Tid and Ctaid are the
/// lane's coordinates; every other symbol the condition mentions must be
/// fixed or ranged.
struct DivergenceDomain {
  Dim3 Block, Grid;
  unsigned WarpSize = 32;
  /// Concrete values by symbol id (kernel parameters, enumerated geometric
  /// IV values).
  SymValues Fixed;
  /// Iteration symbols counted as dimensions: symbol id -> trip count N, the
  /// symbol ranges over 0..N-1 (affine IVs are substituted by
  /// start + step * k before counting).
  std::map<unsigned, int64_t> Ranged;
  /// Where a lane takes part (null: every lane of the launch), over the
  /// same symbols as the condition: a lane where it fails, and a warp
  /// instance with no lane where it holds, are not counted (the lanes that
  /// have left a loop by an iteration).
  ExprRef Within;
};

/// Counts over all (block, warp, iteration) instances of the domain that
/// have a lane in it (DivergenceDomain::Within).
struct DivergenceCount {
  double Warps = 0;            ///< warp instances
  double AnyTrue = 0;          ///< ... with at least one lane true
  double AnyFalse = 0;         ///< ... with at least one lane false
  double TrueLanes = 0;        ///< lanes evaluating true
  double LanesInTrueWarps = 0; ///< lanes of the warps with AnyTrue
  double LanesInFalseWarps = 0;
  double FalseLanes = 0;
  std::string Method; ///< "ranges", "isl" or "brute-force"

  double diverged() const { return AnyTrue + AnyFalse - Warps; }
  double divergentWarpFraction() const {
    return Warps > 0 ? diverged() / Warps : 0;
  }
  double rhoTrue() const { return Warps > 0 ? AnyTrue / Warps : 0; }
  double rhoFalse() const { return Warps > 0 ? AnyFalse / Warps : 0; }
  /// Average fraction of a warp's lanes active on the true side, over the
  /// warps that run the true side.
  double activeLaneFractionTrue() const {
    return LanesInTrueWarps > 0 ? TrueLanes / LanesInTrueWarps : 0;
  }
  double activeLaneFractionFalse() const {
    return LanesInFalseWarps > 0 ? FalseLanes / LanesInFalseWarps : 0;
  }
};

/// The ISL set of the lanes where C holds (does not hold, with Negate), as
/// text for dumps and tests; "" when C is not quasi-affine after fixing
/// D.Fixed.
std::string divergenceSetString(const ExprRef &C, const SymbolTable &Syms,
                                const DivergenceDomain &D, bool Negate);

/// Counts with ISL on Ctx (its operations quota shared with the other calls
/// on it). std::nullopt when the condition is not quasi-affine or the quota
/// was hit.
std::optional<DivergenceCount> countDivergenceISL(const ExprRef &C,
                                                  const SymbolTable &Syms,
                                                  const DivergenceDomain &D,
                                                  IslContext &Ctx);
/// Same, on a context of its own with MaxOperations.
std::optional<DivergenceCount>
countDivergenceISL(const ExprRef &C, const SymbolTable &Syms,
                   const DivergenceDomain &D,
                   unsigned long MaxOperations = 2000000);

/// The lane evaluations countDivergenceBrute needs for C over D;
/// std::nullopt when C cannot be evaluated there.
std::optional<uint64_t> bruteForceEvaluations(const ExprRef &C,
                                              const SymbolTable &Syms,
                                              const DivergenceDomain &D);

/// Evaluates lane by lane. std::nullopt when more than MaxEvaluations lane
/// evaluations would be needed or a symbol is unbound.
std::optional<DivergenceCount>
countDivergenceBrute(const ExprRef &C, const SymbolTable &Syms,
                     const DivergenceDomain &D,
                     uint64_t MaxEvaluations = 4000000);

/// How a condition on block indices (a bounds check) splits the launch's
/// blocks along the indices it names: the blocks where it holds for every
/// lane (in every iteration the domain ranges over) and those where it
/// holds for some lanes only, the launch's edge.
struct BlockSplit {
  /// The block indices the condition names (0..2 = x, y, z).
  std::vector<unsigned> Dims;
  /// The blocks along Dims every lane passes.
  double Whole = 0;
  /// The blocks along Dims some lanes pass, by their indices along Dims.
  std::vector<std::vector<int64_t>> Edge;
};

/// The split of D's grid by Check (D.Within left aside). std::nullopt
/// where Check names no block index, is not quasi-affine over the lane's
/// indices and D's iterations, or names another unknown; where more than
/// MaxEdge blocks are at the edge; or where ISL fails on Ctx.
std::optional<BlockSplit> splitBlocks(const ExprRef &Check,
                                      const SymbolTable &Syms,
                                      const DivergenceDomain &D,
                                      unsigned MaxEdge, IslContext &Ctx);

/// The count where valueRange decides the domain and the condition for
/// every lane (the lane's indices over the block and grid, iterations over
/// their counts): each warp instance's lanes all take one side, or no lane
/// is in the domain. std::nullopt where the ranges do not decide.
std::optional<DivergenceCount>
countDivergenceByRanges(const ExprRef &C, const SymbolTable &Syms,
                        const DivergenceDomain &D);

/// The ranges first (free), then ISL, then brute force, the last two within
/// the kernel's Budget (which records why when it refuses).
std::optional<DivergenceCount> countDivergence(const ExprRef &C,
                                               const SymbolTable &Syms,
                                               const DivergenceDomain &D,
                                               KernelWorkBudget &Budget);

} // namespace gpuperf

#endif
