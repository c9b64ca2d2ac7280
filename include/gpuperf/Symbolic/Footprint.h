//===- Footprint.h - Bytes an access touches over a set of threads -*- C++
//-*-===//
//
// What an L2 (or any cache shared by many warps) sees of an access is not its
// requests but the distinct sectors they touch while the data can stay
// cached: a naive transpose's scattered writes fill whole sectors within a
// block, a stencil's halos are read by neighbouring blocks, a GEMM's tiles by
// every block of a row. This header holds the GPU-independent fact behind
// that: an access's byte offset as an affine form over the thread, block and
// loop indices of the launch, each ranging over [0, extent), and the number
// of distinct sectors a set of such accesses touches when some indices range
// over fewer values (one wave of blocks, one iteration of a loop).
//
// The count treats the form as a box: terms sorted by stride, a term whose
// copies of the run built so far are less than a sector apart extends the
// run, any other multiplies the number of runs. That is exact when the
// strides nest (each at least the span of the smaller ones, as in row-major
// arrays whose rows are whole sectors) and an upper bound otherwise
// (FootprintTest checks both against the sectors counted one by one).
// Accesses to one object with the same terms and nearby offsets (a
// stencil's neighbours) are one union.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_FOOTPRINT_H
#define GPUPERF_SYMBOLIC_FOOTPRINT_H

#include "gpuperf/Symbolic/AddrExpr.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gpuperf {

struct ResolvedLaunch;

/// One term of an affine byte offset: StrideBytes times an index that takes
/// the values 0 .. Extent - 1 over the launch.
struct FootprintTerm {
  enum Kind { Thread, Block, Loop };
  Kind K = Thread;
  /// Thread and Block: the axis (0..2 = x, y, z); Loop: the loop's depth
  /// (1 = outermost).
  unsigned Index = 0;
  int64_t StrideBytes = 0;
  int64_t Extent = 1;
  /// Loop: the loop's iteration symbol, which tells sibling loops at one
  /// depth apart.
  unsigned LoopSymbol = 0;
};

/// An access's byte offset from its object as an affine form, or why it is
/// none (then no reuse is credited to the access).
struct AffineFootprint {
  bool Valid = false;
  std::string Why; ///< when not Valid
  std::vector<FootprintTerm> Terms;
  int64_t OffsetBytes = 0;
  unsigned AccessBytes = 0; ///< bytes each thread touches per execution
};

/// The affine form of Offset (bytes) over Syms. LoopDepth gives the depth of
/// a loop-iteration symbol (0 for other symbols). Symbols with a value are
/// constants; thread and block indices range over the launch; a loop index
/// over [0, Hi]; any other symbol, or an operation other than sums and
/// products by constants, leaves no affine form.
AffineFootprint
affineFootprint(const ExprRef &Offset, const SymbolTable &Syms,
                const std::function<unsigned(unsigned)> &LoopDepth,
                const ResolvedLaunch &Launch, unsigned AccessBytes);

/// Which indices range over fewer values than the launch gives them.
struct FootprintScope {
  /// Blocks along each axis that take part (the launch's grid: all).
  int64_t BlockExtent[3] = {1, 1, 1};
  /// Threads along each axis that take part (0: the block's all).
  int64_t ThreadExtent[3] = {0, 0, 0};
  /// Loops at this depth or shallower are at one iteration (0: none).
  unsigned FixedLoopDepth = 0;
};

/// Distinct sectors touched by the union of Group (accesses to one object
/// with the same terms) over Scope.
int64_t footprintSectors(const std::vector<const AffineFootprint *> &Group,
                         const FootprintScope &Scope, unsigned SectorBytes);

/// How many times Scope's footprint is touched over the launch for an
/// access with these terms: once per value of the fixed loops' indices it
/// depends on (the wave count is the caller's).
double scopeRepetitions(const AffineFootprint &F, const FootprintScope &Scope);

} // namespace gpuperf

#endif
