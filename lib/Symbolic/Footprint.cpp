//===- Footprint.cpp - Bytes an access touches over a set of threads ------===//
#include "gpuperf/Symbolic/Footprint.h"
#include "gpuperf/IR/LaunchContext.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

using namespace gpuperf;

namespace {
/// C + sum of Coef[s] * s.
struct LinearForm {
  int64_t C = 0;
  std::map<unsigned, int64_t> Coef;
};

bool scaled(int64_t A, int64_t B, int64_t &Out) {
  return !__builtin_mul_overflow(A, B, &Out);
}

/// Bytes a wrapped piece of an address must move by, at least and in
/// multiples of, to keep its sectors whole and apart from the rest: the
/// longest line or segment of any GPU's memory.
constexpr int64_t WholeLines = 128;

/// Adds Scale * E to L; false when E is not a sum of products by constants.
/// A modulo's operand ranges over Syms and one Block's threads.
bool linearize(const ExprRef &E, int64_t Scale, LinearForm &L,
               const SymbolTable &Syms, const Dim3 &Block) {
  int64_t V;
  switch (E->Op) {
  case Expr::Const:
    return scaled(Scale, E->C, V) && !__builtin_add_overflow(L.C, V, &L.C);
  case Expr::Sym:
    return !__builtin_add_overflow(L.Coef[E->SymId], Scale, &L.Coef[E->SymId]);
  case Expr::Add:
    return std::all_of(E->Ops.begin(), E->Ops.end(), [&](const ExprRef &O) {
      return linearize(O, Scale, L, Syms, Block);
    });
  case Expr::Sub:
    return linearize(E->Ops[0], Scale, L, Syms, Block) &&
           linearize(E->Ops[1], -Scale, L, Syms, Block);
  case Expr::Mul: {
    for (int Side = 0; Side < 2; ++Side)
      if (auto K = constValue(E->Ops[Side]))
        return scaled(Scale, *K, V) &&
               linearize(E->Ops[1 - Side], V, L, Syms, Block);
    return false;
  }
  case Expr::Mod: {
    // A cast's modulo (a 32-bit index some lanes take below zero, zero-
    // extended) moves the values that wrap by the modulus. Where that is
    // whole lines and the operand's range is narrower than the modulus by
    // a line, the moved sectors stay whole and apart: as many as the
    // operand's own, up to the one sector the wrap may split.
    if (E->Ops.size() != 1 || E->C <= 0)
      return false;
    ValueRange R = valueRangeInBlock(E->Ops[0], Syms, Block);
    int64_t Move, Gap;
    return R.Lo && R.Hi && scaled(std::abs(Scale), E->C, Move) &&
           Move % WholeLines == 0 &&
           scaled(std::abs(Scale), E->C - (*R.Hi - *R.Lo), Gap) &&
           Gap >= WholeLines && linearize(E->Ops[0], Scale, L, Syms, Block);
  }
  default:
    return false;
  }
}

AffineFootprint none(std::string Why) {
  AffineFootprint F;
  F.Why = std::move(Why);
  return F;
}

int64_t axisOf(const Dim3 &D, unsigned Axis) {
  return int64_t(Axis == 0 ? D.X : Axis == 1 ? D.Y : D.Z);
}
} // namespace

AffineFootprint
gpuperf::affineFootprint(const ExprRef &Offset, const SymbolTable &Syms,
                         const std::function<unsigned(unsigned)> &LoopDepth,
                         const ResolvedLaunch &Launch, unsigned AccessBytes) {
  SymValues Known(Syms.size());
  for (unsigned I = 0; I < Syms.size(); ++I)
    Known[I] = Syms[I].Value;
  LinearForm L;
  if (!linearize(substitute(Offset, Known), 1, L, Syms, Launch.Block))
    return none("the address is not a sum of products by constants");
  AffineFootprint F;
  F.OffsetBytes = L.C;
  F.AccessBytes = AccessBytes;
  for (auto [Id, Coef] : L.Coef) {
    if (Coef == 0)
      continue;
    if (Coef == INT64_MIN)
      return none("the address's stride is out of range");
    const Symbol &S = Syms[Id];
    FootprintTerm T;
    T.StrideBytes = Coef;
    T.Index = S.Dim;
    switch (S.Kind) {
    case SymKind::Tid:
      T.K = FootprintTerm::Thread;
      T.Extent = axisOf(Launch.Block, S.Dim);
      break;
    case SymKind::Ctaid:
      T.K = FootprintTerm::Block;
      T.Extent = axisOf(Launch.Grid, S.Dim);
      break;
    case SymKind::IV:
      if (!S.Hi || !S.Lo || *S.Lo != 0 || *S.Hi < 0 ||
          *S.Hi > (int64_t(1) << 40))
        return none("the trip count of loop " + S.Name + " is unknown");
      T.K = FootprintTerm::Loop;
      T.Index = LoopDepth(Id);
      T.LoopSymbol = Id;
      T.Extent = *S.Hi + 1;
      break;
    default:
      return none("the address depends on " + S.Name +
                  ", which the launch does not give");
    }
    F.Terms.push_back(T);
  }
  std::sort(F.Terms.begin(), F.Terms.end(),
            [](const FootprintTerm &A, const FootprintTerm &B) {
              return std::make_tuple(A.K, A.Index, A.StrideBytes) <
                     std::make_tuple(B.K, B.Index, B.StrideBytes);
            });
  F.Valid = true;
  return F;
}

/// A term's extent within Scope.
static int64_t scopedExtent(const FootprintTerm &T,
                            const FootprintScope &Scope) {
  switch (T.K) {
  case FootprintTerm::Thread:
    if (int64_t N = Scope.ThreadExtent[std::min(T.Index, 2u)]; N > 0)
      return std::min(T.Extent, N);
    return T.Extent;
  case FootprintTerm::Block:
    return std::min(T.Extent, Scope.BlockExtent[std::min(T.Index, 2u)]);
  case FootprintTerm::Loop:
    return T.Index <= Scope.FixedLoopDepth ? 1 : T.Extent;
  }
  return T.Extent;
}

namespace {
/// One term of the box: its stride (bytes, absolute) and scoped extent.
struct BoxDim {
  int64_t Stride, Extent;
};

/// A group's box: its terms, and how the other accesses' offsets extend it.
struct Box {
  std::vector<BoxDim> Dims;
  int64_t Base = 0;          ///< the lowest offset
  int64_t Left = 0;          ///< bytes the run extends below Base
  int64_t Right = 0;         ///< ... and beyond its end
  int64_t Copies = 1;        ///< shifted copies no term absorbs
  bool SameAlignment = true; ///< every run starts at Base's sector offset
};

/// The other accesses' offsets shift the box: by whole rows of a term (a
/// stencil's neighbouring rows) plus a few bytes (its neighbouring columns),
/// which grows that term's extent and the run; any other shift is a copy.
void absorbOffsets(Box &B, std::vector<int64_t> Offsets, unsigned Sector) {
  std::sort(Offsets.begin(), Offsets.end());
  Offsets.erase(std::unique(Offsets.begin(), Offsets.end()), Offsets.end());
  B.Base = Offsets.front();
  std::vector<int64_t> Grow(B.Dims.size(), 0);
  for (size_t J = 1; J < Offsets.size(); ++J) {
    int64_t Delta;
    if (__builtin_sub_overflow(Offsets[J], B.Base, &Delta) ||
        Delta > (int64_t(1) << 60)) {
      ++B.Copies; // far apart (hostile offsets): a copy, never a merge
      B.SameAlignment = false;
      continue;
    }
    int Best = -1;
    int64_t Rows = 0, Rest = Delta;
    for (size_t D = 0; D < B.Dims.size(); ++D) {
      int64_t S = B.Dims[D].Stride;
      if (S <= 0)
        continue;
      int64_t Q = (Delta + S / 2) / S, R = Delta - Q * S;
      // Offsets come in increasing order: a copy that starts within the
      // rows the box covers so far (its extent and what earlier offsets
      // grew it by) extends them without a gap.
      if (Q < 0 || Q > B.Dims[D].Extent + Grow[D] ||
          std::llabs(R) >= int64_t(Sector))
        continue;
      if (Best < 0 || S > B.Dims[size_t(Best)].Stride)
        Best = int(D), Rows = Q, Rest = R;
    }
    if (Best >= 0) {
      Grow[size_t(Best)] = std::max(Grow[size_t(Best)], Rows);
      B.Left = std::max(B.Left, -Rest);
      B.Right = std::max(B.Right, Rest);
    } else {
      ++B.Copies;
      B.SameAlignment &= Delta % Sector == 0;
    }
  }
  for (size_t D = 0; D < B.Dims.size(); ++D)
    B.Dims[D].Extent += Grow[D];
}

/// The sectors of B's runs of contiguous bytes, counted over its terms in
/// increasing stride. Runs start at multiples of Grain (the gcd of the
/// strides, the offsets and the sector). Doubles: strides times extents of
/// a hostile input overflow int64_t.
double boxSectors(Box B, unsigned AccessBytes, int64_t Grain, unsigned Sector) {
  std::sort(B.Dims.begin(), B.Dims.end(), [](const BoxDim &X, const BoxDim &Y) {
    return X.Stride < Y.Stride;
  });
  double Run = double(AccessBytes) + double(B.Left) + double(B.Right);
  double Runs = 1;
  for (const BoxDim &D : B.Dims) {
    if (D.Extent <= 1 || D.Stride == 0)
      continue;
    // Runs less than a sector apart touch every sector in between.
    if (double(D.Stride) < Run + Sector) {
      Run += double(D.Stride) * double(D.Extent - 1);
    } else {
      Runs *= double(D.Extent);
      B.SameAlignment &= D.Stride % Sector == 0;
    }
  }
  // Where every run starts at the same sector offset, its sectors are
  // exact; otherwise a run may start as far into a sector as the grain
  // allows.
  int64_t Misalign =
      B.SameAlignment
          ? (((B.Base - B.Left) % Sector) + Sector) % Sector
          : int64_t(Sector) - std::max<int64_t>(1, std::llabs(Grain));
  return Runs * std::ceil((double(Misalign) + Run) / Sector) * double(B.Copies);
}
} // namespace

int64_t
gpuperf::footprintSectors(const std::vector<const AffineFootprint *> &Group,
                          const FootprintScope &Scope, unsigned SectorBytes) {
  if (Group.empty() || SectorBytes == 0)
    return 0;
  const AffineFootprint &First = *Group.front();
  Box B;
  int64_t Grain = SectorBytes;
  for (const FootprintTerm &T : First.Terms) {
    B.Dims.push_back({std::llabs(T.StrideBytes), scopedExtent(T, Scope)});
    Grain = std::gcd(Grain, T.StrideBytes);
    B.SameAlignment &= T.StrideBytes > 0; // a negative stride runs downwards
  }
  std::vector<int64_t> Offsets;
  for (const AffineFootprint *F : Group) {
    Offsets.push_back(F->OffsetBytes);
    Grain = std::gcd(Grain, F->OffsetBytes);
  }
  absorbOffsets(B, std::move(Offsets), SectorBytes);
  double Sectors =
      boxSectors(std::move(B), First.AccessBytes, Grain, SectorBytes);
  return Sectors > 9e18 ? int64_t(9e18) : int64_t(Sectors);
}

double gpuperf::scopeRepetitions(const AffineFootprint &F,
                                 const FootprintScope &Scope) {
  double R = 1;
  for (const FootprintTerm &T : F.Terms)
    if (T.K == FootprintTerm::Loop && T.Index <= Scope.FixedLoopDepth)
      R *= double(T.Extent);
  return R;
}
