//===- WarpPattern.cpp - Lane patterns of warp requests via ISL -----------===//
#include "gpuperf/Symbolic/WarpPattern.h"
#include "gpuperf/Symbolic/IslExpr.h"
#include "gpuperf/Symbolic/IslPtr.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <isl/aff.h>
#include <isl/ctx.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

#include <algorithm>
#include <bitset>
#include <map>
#include <memory>
#include <numeric>
#include <set>
#include <sstream>

using namespace gpuperf;
using llvm::StringRef;

//===----------------------------------------------------------------------===//
// Synthetic patterns
//===----------------------------------------------------------------------===//

static std::vector<bool> activeMask(const Dim3 &Block, unsigned Warp,
                                    unsigned WarpSize) {
  std::vector<bool> A(WarpSize);
  for (unsigned L = 0; L < WarpSize; ++L)
    A[L] = uint64_t(Warp) * WarpSize + L < Block.size();
  return A;
}

std::optional<AssumedPattern> gpuperf::parseAssumedPattern(StringRef S) {
  AssumedPattern P;
  if (S == "coalesced")
    P.K = AssumedPattern::Coalesced;
  else if (S == "uniform")
    P.K = AssumedPattern::Uniform;
  else if (S == "random" || S == "distinct")
    P.K = AssumedPattern::Scattered;
  else if (S.consume_front("random:") && !S.getAsInteger(10, P.BinCount) &&
           P.BinCount >= 1 && P.BinCount <= (int64_t(1) << 31))
    P.K = AssumedPattern::Bins;
  else
    return std::nullopt;
  return P;
}

/// splitmix64: a small generator whose sequence is the same everywhere
/// (std::uniform_int_distribution is not specified bit for bit).
static uint64_t nextRandom(uint64_t &State) {
  uint64_t Z = (State += 0x9e3779b97f4a7c15ULL);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebULL;
  return Z ^ (Z >> 31);
}

LanePatterns gpuperf::assumedPatterns(AssumedPattern P, const Dim3 &Block,
                                      unsigned Bytes, unsigned WarpSize) {
  LanePatterns R;
  R.Bytes = Bytes;
  R.Exact = false;
  unsigned NW = unsigned((Block.size() + WarpSize - 1) / WarpSize);
  unsigned Samples = P.K == AssumedPattern::Bins
                         ? std::max(1u, (AssumedBinSamples + NW - 1) / NW)
                         : 1;
  uint64_t State = 0x67707570; // fixed: reports are deterministic
  for (unsigned W = 0; W < NW; ++W) {
    WarpRequestVariants WR;
    WR.Active = activeMask(Block, W, WarpSize);
    for (unsigned V = 0; V < Samples; ++V) {
      std::vector<int64_t> Off(WarpSize, 0);
      for (unsigned L = 0; L < WarpSize; ++L)
        switch (P.K) {
        case AssumedPattern::Coalesced:
          Off[L] = int64_t(L) * Bytes;
          break;
        case AssumedPattern::Uniform:
          break;
        case AssumedPattern::Scattered:
          Off[L] = int64_t(L) * AlignPeriod;
          break;
        case AssumedPattern::Bins:
          Off[L] = int64_t(nextRandom(State) % uint64_t(P.BinCount)) * Bytes;
          break;
        }
      WR.Variants.push_back(std::move(Off));
    }
    R.Warps.push_back(std::move(WR));
  }
  return R;
}

namespace {
enum class DiffKind { Constant, Bounded, Unbounded, Error };

struct Range {
  DiffKind Kind = DiffKind::Error;
  int64_t Value = 0;
};
} // namespace

/// Range of D over Dom.
static Range rangeOf(IslPwAff D, isl_set *Dom) {
  Range Out;
  if (!D)
    return Out;
  IslSet R(isl_map_range(isl_map_from_pw_aff(
      isl_pw_aff_intersect_domain(D.release(), isl_set_copy(Dom)))));
  if (!R)
    return Out;
  IslAff Id(isl_aff_var_on_domain(
      isl_local_space_from_space(isl_set_get_space(R.get())), isl_dim_set, 0));
  IslVal Mn(isl_set_min_val(R.get(), Id.get()));
  IslVal Mx(isl_set_max_val(R.get(), Id.get()));
  if (!Mn || !Mx)
    return Out;
  if (isl_val_is_int(Mn.get()) && isl_val_is_int(Mx.get())) {
    if (isl_val_eq(Mn.get(), Mx.get())) {
      Out.Kind = DiffKind::Constant;
      Out.Value = isl_val_get_num_si(Mn.get());
    } else {
      Out.Kind = DiffKind::Bounded;
    }
  } else if (!isl_val_is_nan(Mn.get()) && !isl_val_is_nan(Mx.get())) {
    Out.Kind = DiffKind::Unbounded;
  }
  return Out;
}

static std::string sanitize(const std::string &N) {
  std::string S;
  for (char C : N)
    S += (isalnum(static_cast<unsigned char>(C)) || C == '_') ? C : '_';
  if (S.empty() || isdigit(static_cast<unsigned char>(S[0])))
    S = "a" + S;
  return S;
}

/// The affine function PA as text, with ISL's dimension names (IslNames[d])
/// shown as the symbols' names (Shown[d]), e.g. "4*#2" rather than "4_2_1".
static std::string pwAffText(isl_pw_aff *PA,
                             const std::vector<std::string> &IslNames,
                             const std::vector<std::string> &Shown) {
  if (!PA)
    return "?";
  char *C = isl_pw_aff_to_str(PA);
  std::string S = C ? C : "?";
  free(C);
  // "{ [a, b] -> [(4b)] }" -> "4b"
  auto P = S.find("-> [");
  if (P != std::string::npos) {
    S = S.substr(P + 4);
    auto E = S.rfind(']');
    if (E != std::string::npos)
      S = S.substr(0, E);
    if (S.size() > 2 && S.front() == '(' && S.back() == ')')
      S = S.substr(1, S.size() - 2);
  }
  std::string Out;
  for (size_t I = 0; I < S.size();) {
    unsigned char Ch = S[I];
    if (!isalpha(Ch) && Ch != '_') {
      Out += S[I++];
      continue;
    }
    size_t J = I;
    while (J < S.size() &&
           (isalnum(static_cast<unsigned char>(S[J])) || S[J] == '_'))
      ++J;
    std::string Tok = S.substr(I, J - I);
    auto It = std::find(IslNames.begin(), IslNames.end(), Tok);
    if (It != IslNames.end()) {
      if (!Out.empty() && isdigit(static_cast<unsigned char>(Out.back())))
        Out += '*';
      Out += Shown[It - IslNames.begin()];
    } else {
      Out += Tok;
    }
    I = J;
  }
  return Out;
}

/// Replaces lane-invariant products of two unknowns by opaque symbols.
static ExprRef
abstractNonAffine(const ExprRef &E, SymbolTable &Syms,
                  std::map<const Expr *, std::pair<ExprRef, unsigned>> &Done,
                  bool &Failed) {
  if (E->Op == Expr::Const || E->Op == Expr::Sym)
    return E;
  if (E->Op == Expr::Mul && !constValue(E->Ops[0]) && !constValue(E->Ops[1])) {
    auto IsTid = [&](unsigned I) { return Syms[I].Kind == SymKind::Tid; };
    auto NotTid = [&](unsigned I) { return Syms[I].Kind != SymKind::Tid; };
    bool U0 = mentions(E->Ops[0], NotTid), U1 = mentions(E->Ops[1], NotTid);
    // Distribute over sums so lane-dependent and lane-invariant parts split.
    for (unsigned K = 0; K < 2 && U0 && U1; ++K)
      if (E->Ops[K]->Op == Expr::Add) {
        const ExprRef &S = E->Ops[K], &O = E->Ops[1 - K];
        return mkAdd(
            abstractNonAffine(mkMul(S->Ops[0], O), Syms, Done, Failed),
            abstractNonAffine(mkMul(S->Ops[1], O), Syms, Done, Failed));
      }
    if (U0 && U1) {
      if (mentions(E, IsTid)) {
        Failed = true;
        return E;
      }
    } else {
      // One factor depends on tid only: a constant once lanes are concrete.
      auto R = std::make_shared<Expr>(*E);
      for (ExprRef &O : R->Ops)
        O = abstractNonAffine(O, Syms, Done, Failed);
      return R;
    }
    auto It = Done.find(E.get());
    if (It == Done.end()) {
      Symbol S;
      S.Kind = SymKind::Opaque;
      S.Name = "t" + std::to_string(Done.size());
      It = Done.emplace(E.get(), std::make_pair(E, Syms.add(S))).first;
    }
    return mkSym(It->second.second);
  }
  auto R = std::make_shared<Expr>(*E);
  for (ExprRef &O : R->Ops)
    O = abstractNonAffine(O, Syms, Done, Failed);
  return R;
}

//===----------------------------------------------------------------------===//
// Guards over a box, without ISL
//===----------------------------------------------------------------------===//

/// Affine: sums and constant multiples of symbols (no floor, mod, min, max,
/// select).
static bool isAffine(const ExprRef &E) {
  switch (E->Op) {
  case Expr::Const:
  case Expr::Sym:
    return true;
  case Expr::Add:
    return isAffine(E->Ops[0]) && isAffine(E->Ops[1]);
  case Expr::Mul:
    return (E->Ops[0]->Op == Expr::Const || E->Ops[1]->Op == Expr::Const) &&
           isAffine(E->Ops[0]) && isAffine(E->Ops[1]);
  default:
    return false;
  }
}

static bool isOne(const ExprRef &E) {
  return E->Op == Expr::Const && E->C == 1;
}
static bool isZero(const ExprRef &E) {
  return E->Op == Expr::Const && E->C == 0;
}

/// A half-space guard: (affine < or <= affine) ? 1 : 0.
static bool isHalfSpace(const ExprRef &G) {
  return G->Op == Expr::Select &&
         (G->Pred == Expr::LT || G->Pred == Expr::LE) && isOne(G->Ops[2]) &&
         isZero(G->Ops[3]) && isAffine(G->Ops[0]) && isAffine(G->Ops[1]);
}

/// A conjunction (min) of half-spaces: a convex set.
static bool isConvexGuard(const ExprRef &G) {
  if (G->Op == Expr::Min)
    return isConvexGuard(G->Ops[0]) && isConvexGuard(G->Ops[1]);
  return isHalfSpace(G);
}

/// Decides a lane's guard over the box of the domain's symbol bounds by its
/// corners, when that is exact: a convex guard true at every corner holds on
/// the whole box; a single half-space false at every corner holds nowhere
/// (its complement is convex too). Otherwise nothing (use ISL).
static std::optional<bool> guardOverBox(const ExprRef &G,
                                        const SymbolTable &Syms,
                                        const std::vector<unsigned> &DimSyms) {
  if (DimSyms.size() > 6 || !isConvexGuard(G))
    return std::nullopt;
  for (unsigned S : DimSyms)
    if (!Syms[S].Lo || !Syms[S].Hi)
      return std::nullopt;
  std::vector<std::optional<int64_t>> Vals(Syms.size());
  unsigned Corners = 1u << DimSyms.size(), True = 0;
  for (unsigned C = 0; C < Corners; ++C) {
    for (unsigned D = 0; D < DimSyms.size(); ++D) {
      const Symbol &S = Syms[DimSyms[D]];
      Vals[DimSyms[D]] = (C >> D) & 1 ? *S.Hi : *S.Lo;
    }
    std::optional<int64_t> V = evaluate(G, Vals);
    if (!V)
      return std::nullopt;
    True += *V != 0;
  }
  if (True == Corners)
    return true;
  if (True == 0 && isHalfSpace(G))
    return false;
  return std::nullopt;
}

/// A symbol whose bounds fix its value: folded into LaneAffine::AtBase, not
/// one of the free dimensions that LaneAffine::Coef has an entry for.
static bool fixedByBounds(const Symbol &S) {
  return S.Lo && S.Hi && *S.Lo == *S.Hi;
}

/// A lane's address as c0 + sum of Coef[d] * (symbol d - its base value),
/// over the free dimensions (fixed ones folded into AtBase).
struct LaneAffine {
  int64_t AtBase = 0;
  llvm::SmallVector<int64_t, 4> Coef;
};

namespace {
/// Where an address is evaluated to read off its affine form: a base point,
/// then one unit step per free dimension.
struct EvalPoints {
  std::vector<std::vector<std::optional<int64_t>>> Points;
  std::vector<int64_t> Step; ///< per step: its direction (-1 at the bound Hi)
};
} // namespace

static EvalPoints evaluationPoints(const SymbolTable &Syms,
                                   const std::vector<unsigned> &DimSyms) {
  EvalPoints EP;
  std::vector<std::optional<int64_t>> Base0(Syms.size());
  for (unsigned S : DimSyms)
    Base0[S] = Syms[S].Lo ? *Syms[S].Lo : Syms[S].Hi ? *Syms[S].Hi : 0;
  EP.Points.push_back(Base0);
  for (unsigned S : DimSyms) {
    if (fixedByBounds(Syms[S]))
      continue;
    auto P = Base0;
    int64_t D = Syms[S].Hi && *Base0[S] == *Syms[S].Hi ? -1 : 1;
    P[S] = *Base0[S] + D;
    EP.Points.push_back(std::move(P));
    EP.Step.push_back(D);
  }
  return EP;
}

/// The lanes' forms of an address affine in the thread index too (the usual
/// case): one form, evaluated once with the thread index at 0 and stepped
/// per thread dimension; each lane adds its thread-index terms to it.
static std::vector<std::optional<LaneAffine>> formsOfAffineAddress(
    const ExprRef &Offset,
    const std::vector<std::vector<std::optional<int64_t>>> &TidVals,
    const std::vector<bool> &Active, const SymbolTable &Syms,
    const EvalPoints &EP) {
  std::vector<unsigned> TidSyms;
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind == SymKind::Tid)
      TidSyms.push_back(I);
  auto At = [&](const std::vector<std::optional<int64_t>> &Point,
                unsigned StepSym) -> std::optional<int64_t> {
    std::vector<std::optional<int64_t>> V = Point;
    for (unsigned I : TidSyms)
      V[I] = I == StepSym ? 1 : 0;
    return evaluate(Offset, V);
  };
  const unsigned NoStep = unsigned(Syms.size());
  std::optional<int64_t> Base = At(EP.Points[0], NoStep);
  if (!Base)
    return {};
  LaneAffine Warp;
  Warp.AtBase = *Base;
  for (unsigned K = 1; K < EP.Points.size(); ++K) {
    std::optional<int64_t> V = At(EP.Points[K], NoStep);
    if (!V)
      return {};
    Warp.Coef.push_back((*V - *Base) * EP.Step[K - 1]);
  }
  std::vector<int64_t> TidCoef;
  for (unsigned I : TidSyms) {
    std::optional<int64_t> V = At(EP.Points[0], I);
    if (!V)
      return {};
    TidCoef.push_back(*V - *Base);
  }
  std::vector<std::optional<LaneAffine>> Forms(Active.size());
  for (unsigned L = 0; L < Active.size(); ++L) {
    if (!Active[L])
      continue;
    if (TidVals[L].empty())
      return {};
    LaneAffine F = Warp;
    for (unsigned T = 0; T < TidSyms.size(); ++T)
      F.AtBase += TidCoef[T] * TidVals[L][TidSyms[T]].value_or(0);
    Forms[L] = std::move(F);
  }
  return Forms;
}

/// The lanes' forms of an address that is affine only once the thread index
/// is concrete: each lane's address evaluated on its own.
static std::vector<std::optional<LaneAffine>>
formsPerLane(const ExprRef &Offset,
             const std::vector<std::vector<std::optional<int64_t>>> &TidVals,
             const std::vector<bool> &Active, const EvalPoints &EP) {
  std::vector<std::optional<LaneAffine>> Forms(Active.size());
  for (unsigned L = 0; L < Active.size(); ++L) {
    if (!Active[L])
      continue;
    if (TidVals[L].empty())
      return {};
    ExprRef E = substitute(Offset, TidVals[L]);
    if (!isAffine(E))
      return {};
    LaneAffine F;
    for (unsigned K = 0; K < EP.Points.size(); ++K) {
      std::optional<int64_t> V = evaluate(E, EP.Points[K]);
      if (!V)
        return {};
      if (K == 0)
        F.AtBase = *V;
      else
        F.Coef.push_back((*V - F.AtBase) * EP.Step[K - 1]);
    }
    Forms[L] = std::move(F);
  }
  return Forms;
}

/// Every active lane's address as an affine form, found by evaluation at a
/// base point and one unit step per free dimension (exact for affine
/// expressions); empty when some active lane's address is not affine or not
/// evaluable. Entries of inactive lanes are unset.
static std::vector<std::optional<LaneAffine>>
laneAffineForms(const ExprRef &Offset,
                const std::vector<std::vector<std::optional<int64_t>>> &TidVals,
                const std::vector<bool> &Active, const SymbolTable &Syms,
                const std::vector<unsigned> &DimSyms) {
  EvalPoints EP = evaluationPoints(Syms, DimSyms);
  if (isAffine(Offset))
    return formsOfAffineAddress(Offset, TidVals, Active, Syms, EP);
  return formsPerLane(Offset, TidVals, Active, EP);
}

/// The lanes' constant distances to lane 0 when every active lane's address
/// is affine with lane 0's coefficients; empty otherwise (or when lane 0 is
/// not active: the ISL path then takes lane 0's address as the reference).
static std::vector<std::optional<int64_t>>
constantLaneDistances(const std::vector<std::optional<LaneAffine>> &Forms) {
  if (Forms.empty() || !Forms[0])
    return {};
  std::vector<std::optional<int64_t>> Diff(Forms.size());
  for (unsigned L = 1; L < Forms.size(); ++L) {
    if (!Forms[L])
      continue;
    if (Forms[L]->Coef != Forms[0]->Coef)
      return {};
    Diff[L] = Forms[L]->AtBase - Forms[0]->AtBase;
  }
  return Diff;
}

/// Range of lane L's distance to lane 0 over the whole box, from their
/// affine forms (OpenDim: which free dimensions lack a bound).
static Range affineDistanceOverBox(const LaneAffine &L, const LaneAffine &L0,
                                   const std::vector<bool> &OpenDim) {
  Range R;
  R.Kind = DiffKind::Constant;
  R.Value = L.AtBase - L0.AtBase;
  for (unsigned D = 0; D < L.Coef.size(); ++D) {
    if (L.Coef[D] == L0.Coef[D])
      continue;
    if (OpenDim[D])
      return R.Kind = DiffKind::Unbounded, R;
    R.Kind = DiffKind::Bounded;
  }
  return R;
}

static int64_t alignResidue(int64_t V) {
  return (V % AlignPeriod + AlignPeriod) % AlignPeriod;
}

namespace {
/// A free dimension of the box as lane 0's residue modulo AlignPeriod moves
/// along it: by C (nonzero) a step, back where it was after Period steps,
/// over Extent values (Period where the dimension is unbounded).
struct ResidueStep {
  int64_t C, Period, Extent;
};
} // namespace

static std::vector<ResidueStep>
residueSteps(const LaneAffine &F, const SymbolTable &Syms,
             const std::vector<unsigned> &DimSyms) {
  std::vector<ResidueStep> Steps;
  unsigned K = 0; // index into F.Coef: the free dimensions, in order
  for (unsigned S : DimSyms) {
    const Symbol &Sym = Syms[S];
    if (fixedByBounds(Sym))
      continue;
    int64_t C = alignResidue(F.Coef[K++]);
    if (C == 0)
      continue;
    int64_t Period = AlignPeriod / std::gcd(C, AlignPeriod);
    Steps.push_back(
        {C, Period, Sym.Lo && Sym.Hi ? *Sym.Hi - *Sym.Lo + 1 : Period});
  }
  return Steps;
}

/// The residues modulo AlignPeriod that an affine address takes over the
/// whole box, ascending, one per row: what ISL's point enumeration of the
/// address mod AlignPeriod gives, by arithmetic. A dimension with
/// coefficient c steps the residue by c mod AlignPeriod; over a range as
/// long as the period of that step (or unbounded) it reaches every multiple
/// of gcd(c, AlignPeriod), else just its first values.
static std::vector<std::vector<int64_t>>
residuesOverBox(const LaneAffine &F, const SymbolTable &Syms,
                const std::vector<unsigned> &DimSyms) {
  constexpr int64_t P = AlignPeriod;
  std::bitset<P> Set;
  Set.set(size_t(alignResidue(F.AtBase)));
  for (const ResidueStep &D : residueSteps(F, Syms, DimSyms)) {
    std::bitset<P> Reached;
    for (int64_t T = 0; T < std::min(D.Period, D.Extent); ++T) {
      size_t Shift = size_t(D.C * T % P);
      Reached |= Shift ? (Set << Shift) | (Set >> (P - Shift)) : Set;
    }
    Set = Reached;
  }
  std::vector<std::vector<int64_t>> Res;
  for (size_t R = 0; R < size_t(P); ++R)
    if (Set.test(R))
      Res.push_back({int64_t(R)});
  return Res;
}

/// The share of the whole box's points at which an affine address takes
/// each residue modulo AlignPeriod: residuesOverBox's residues, weighed. A
/// dimension of E values adds C * t for t < E, which takes each residue of
/// its orbit E / Period times and the first E mod Period of them once more;
/// an unbounded one spreads evenly over its orbit.
static std::vector<double>
residueSharesOverBox(const LaneAffine &F, const SymbolTable &Syms,
                     const std::vector<unsigned> &DimSyms) {
  constexpr int64_t P = AlignPeriod;
  std::vector<double> Share(P, 0.0);
  Share[size_t(alignResidue(F.AtBase))] = 1.0;
  for (const ResidueStep &D : residueSteps(F, Syms, DimSyms)) {
    std::vector<double> Next(P, 0.0);
    for (int64_t T = 0; T < std::min(D.Period, D.Extent); ++T) {
      double Times = double(D.Extent / D.Period + (T < D.Extent % D.Period)) /
                     double(D.Extent);
      int64_t Shift = D.C * T % P;
      for (int64_t R = 0; R < P; ++R)
        Next[size_t((R + Shift) % P)] += Share[size_t(R)] * Times;
    }
    Share = std::move(Next);
  }
  return Share;
}

/// Whether the integer points of S span its space but for the dimensions
/// Fixed (ascending; fixed by their bounds), so that an affine function of
/// the other dimensions that is not constant in form varies over S.
static bool fullDimensional(isl_set *S, const std::vector<unsigned> &Fixed) {
  IslSet Free(isl_set_copy(S));
  for (auto It = Fixed.rbegin(); It != Fixed.rend(); ++It)
    Free = IslSet(isl_set_project_out(Free.release(), isl_dim_set, *It, 1));
  IslBasicSet Hull(isl_set_affine_hull(Free.release()));
  return Hull && isl_basic_set_is_universe(Hull.get()) == isl_bool_true;
}

//===----------------------------------------------------------------------===//
// The access and its domain
//===----------------------------------------------------------------------===//

namespace {
/// The access with the launch's known values substituted and the products of
/// unknowns abstracted into opaque symbols.
struct PreparedAccess {
  ExprRef Offset;
  ExprRef Pred; ///< null when every lane executes the access
  /// An address multiplies unknown values with the thread index.
  bool NonAffine = false;
};

/// The unknown symbols the access depends on: the set dimensions of its ISL
/// domain, in symbol order.
struct DomainDims {
  std::vector<int> DimOf;        ///< per symbol: its dimension, or -1
  std::vector<unsigned> DimSyms; ///< per dimension: its symbol
  /// Per dimension: its ISL name, and the symbol's name shown instead.
  std::vector<std::string> IslNames, Names;
  /// Per free dimension (not fixed by its bounds): whether it lacks a bound,
  /// so that an affine distance depending on it is unbounded over the box.
  std::vector<bool> OpenDim;
  std::vector<unsigned> FixedDims; ///< the dimensions fixed by their bounds
};
} // namespace

/// Substitutes the known values (ntid, nctaid, parameters given for the
/// launch) and abstracts products of unknowns; the symbols that adds go into
/// Syms, what they stand for into Assumptions.
static PreparedAccess prepareAccess(const ExprRef &OffsetIn,
                                    const ExprRef &GuardIn, SymbolTable &Syms,
                                    std::vector<Reason> &Assumptions) {
  std::vector<std::optional<int64_t>> Known(Syms.size());
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind != SymKind::Tid)
      Known[I] = Syms[I].Value;
  PreparedAccess A;
  std::map<const Expr *, std::pair<ExprRef, unsigned>> Opaque;
  A.Offset =
      abstractNonAffine(substitute(OffsetIn, Known), Syms, Opaque, A.NonAffine);
  if (GuardIn) {
    A.Pred = substitute(GuardIn, Known);
    if (auto C = constValue(A.Pred); C && *C != 0)
      A.Pred = nullptr; // always true
  }
  if (A.Pred) {
    bool GuardNonAffine = false;
    ExprRef G = abstractNonAffine(A.Pred, Syms, Opaque, GuardNonAffine);
    if (GuardNonAffine) {
      Assumptions.push_back({ReasonKind::GuardNotModelled,
                             "guard not quasi-affine in the thread index: "
                             "all lanes assumed active"});
      A.Pred = nullptr;
    } else {
      A.Pred = G;
    }
  }
  // In the order the symbols were made (t0, t1, ...), not the map's order
  // of node addresses, which differs from run to run.
  std::vector<std::pair<unsigned, ExprRef>> Products;
  for (auto &[Key, Node] : Opaque)
    Products.push_back({Node.second, Node.first});
  llvm::sort(Products,
             [](const auto &X, const auto &Y) { return X.first < Y.first; });
  for (const auto &[Sym, Product] : Products)
    Assumptions.push_back({ReasonKind::ProductOfUnknowns,
                           Syms[Sym].Name + " = " + print(Product, Syms) +
                               " (a product of unknowns) treated as an "
                               "unconstrained integer"});
  return A;
}

/// The symbols of the domain: those without a known value that the address
/// or the guard mentions (the thread index is made concrete per lane).
static DomainDims domainDims(const SymbolTable &Syms, const PreparedAccess &A) {
  DomainDims D;
  D.DimOf.assign(Syms.size(), -1);
  for (unsigned I = 0; I < Syms.size(); ++I) {
    if (Syms[I].Kind == SymKind::Tid || Syms[I].Value)
      continue;
    auto IsI = [&](unsigned J) { return J == I; };
    if (!mentions(A.Offset, IsI) && !(A.Pred && mentions(A.Pred, IsI)))
      continue;
    D.DimOf[I] = int(D.DimSyms.size());
    D.DimSyms.push_back(I);
  }
  for (unsigned K = 0; K < D.DimSyms.size(); ++K) {
    const Symbol &S = Syms[D.DimSyms[K]];
    D.IslNames.push_back(sanitize(S.Name) + "_" + std::to_string(K));
    D.Names.push_back(S.Name);
    if (fixedByBounds(S))
      D.FixedDims.push_back(K);
    else
      D.OpenDim.push_back(!S.Lo || !S.Hi);
  }
  return D;
}

/// The domain as ISL reads it: the symbols' known bounds.
static std::string domainText(const DomainDims &D, const SymbolTable &Syms) {
  std::ostringstream DS;
  DS << "{ [";
  for (unsigned K = 0; K < D.DimSyms.size(); ++K)
    DS << (K ? ", " : "") << D.IslNames[K];
  DS << "]";
  bool First = true;
  for (unsigned K = 0; K < D.DimSyms.size(); ++K) {
    const Symbol &S = Syms[D.DimSyms[K]];
    const std::string &N = D.IslNames[K];
    if (S.Lo) {
      DS << (First ? " : " : " and ") << *S.Lo << " <= " << N;
      First = false;
    }
    if (S.Hi) {
      DS << (First ? " : " : " and ") << N << " <= " << *S.Hi;
      First = false;
    }
  }
  DS << " }";
  return DS.str();
}

/// The thread-index symbols' values in linear thread T of the block (x
/// fastest).
static std::vector<std::optional<int64_t>>
threadIndex(uint64_t T, const Dim3 &Block, const SymbolTable &Syms,
            const std::vector<unsigned> &TidIds) {
  std::vector<std::optional<int64_t>> V(Syms.size());
  for (unsigned I : TidIds) {
    unsigned D = Syms[I].Dim;
    V[I] = D == 0   ? int64_t(T % Block.X)
           : D == 1 ? int64_t(T / Block.X % Block.Y)
                    : int64_t(T / (uint64_t(Block.X) * Block.Y));
  }
  return V;
}

//===----------------------------------------------------------------------===//
// Request variants of each warp
//===----------------------------------------------------------------------===//

/// Most variants of a warp counted one by one (each costs ISL work); past
/// that, the sets of active lanes are counted.
constexpr size_t MaxWeighedVariants = 8;
/// Most points (blocks, iterations) of a set of active lanes over which
/// lane 0's alignments are tallied one by one.
constexpr int64_t MaxEnumeratedPoints = int64_t(1) << 12;

namespace {
/// Whether a lane executes the access, over the issuing domain of its warp.
enum class LaneState { Never, Always, Variable };

/// A part of the domain where the same lanes are active.
struct Cell {
  IslSet Set;
  std::vector<bool> Active;
};

/// One warp's lanes while its request variants are found.
struct WarpLanes {
  WarpLanes(unsigned W, unsigned WS)
      : W(W), TidVals(WS), State(WS, LaneState::Never), GuardSets(WS),
        Address(WS) {}

  unsigned W;
  WarpRequestVariants WR;
  /// Per lane active in the block: the thread-index values.
  std::vector<std::vector<std::optional<int64_t>>> TidVals;
  std::vector<LaneState> State;
  std::vector<IslSet> GuardSets; ///< of the Variable lanes, within the domain
  bool AnyVariable = false;      ///< some lane's activity varies
  /// Per variant, the points of its cell that issue it, for its weight.
  struct Origin {
    /// Lane 0's residue where the lanes' distances are constant (the points
    /// with that residue), else none.
    std::optional<int64_t> Residue;
    /// Where the distances are bounded and enumerated: the points that give
    /// them (null past MaxWeighedVariants, never counted one by one).
    IslSet Preimage;
  };
  std::vector<Origin> Origins;
  /// Every active lane's address as an affine form; empty where one is not.
  std::vector<std::optional<LaneAffine>> Forms;
  /// The lanes' constant distances to lane 0, found by arithmetic; empty
  /// when they are not all constant.
  std::vector<std::optional<int64_t>> BoxDiff;
  std::vector<IslPwAff> Address; ///< the lanes' addresses ISL needs

  bool useBox() const { return !BoxDiff.empty(); }
};

/// Each active lane's distance to lane 0 over one cell.
struct LaneDistances {
  std::vector<Range> Diff;
  bool AllConst = true, AnyUnbounded = false;
};

/// Finds the request variants of every warp of the block for one access.
/// Strategies, cheapest first: a lane's guard by its value or the corners of
/// the symbols' box, else ISL; lane distances and residues by arithmetic on
/// affine forms, else ISL; variants from constant distances, else by ISL's
/// enumeration of bounded ones, else by grouping lanes.
class WarpVariantFinder {
public:
  WarpVariantFinder(const PreparedAccess &A, const SymbolTable &Syms,
                    const DomainDims &Dims, IslSet Dom, const Dim3 &Block,
                    const LanePatternOptions &Opts, isl_ctx *Ctx);

  /// Appends every warp's variants to Out.Warps and sets Out.SymbolicForm;
  /// false when the lanes defeat the analysis (why() says how, or ISL).
  bool run(LanePatterns &Out);
  /// Some lanes were grouped by an assumed distance.
  bool grouped() const { return Grouped; }
  /// Some warp's variants weighed alike over the whole domain, though its
  /// lanes' activity varies (a set of active lanes not counted cheaply).
  bool weighedAlike() const { return WeighedAlike; }
  /// Some warp's alignments were too many to count over the blocks and
  /// iterations: they weigh alike within each set of active lanes.
  bool spreadEvenly() const { return SpreadEvenly; }
  const std::string &why() const { return Why; }

private:
  IslSet guardOverThreads();
  IslSet laneGuardSet(const std::vector<std::optional<int64_t>> &Tid,
                      const ExprRef &G);
  WarpRequestVariants warpVariants(unsigned W, LanePatterns &Out);
  void laneGuards(WarpLanes &WL);
  bool settleGuards(WarpLanes &WL);
  std::vector<Cell> activeCells(const WarpLanes &WL);
  std::vector<Cell> splitCells(std::vector<Cell> Cells, const IslSet &Guard,
                               unsigned L);
  void laneAddresses(WarpLanes &WL);
  void weighVariants(WarpLanes &WL, const std::vector<Cell> &Cells,
                     const std::vector<size_t> &CellOf);
  bool countEachVariant(WarpLanes &WL, const std::vector<Cell> &Cells,
                        const std::vector<size_t> &CellOf);
  bool countResiduesByPoints(WarpLanes &WL, const std::vector<Cell> &Cells,
                             const std::vector<size_t> &CellOf);
  std::optional<double> domainFraction(const IslSet &S);
  const std::vector<std::optional<int64_t>> &dimExtents();
  void cellVariants(WarpLanes &WL, const Cell &C, LanePatterns &Out);
  LaneDistances laneDistances(const WarpLanes &WL, const Cell &C);
  std::string distanceText(const WarpLanes &WL, const Cell &C,
                           const LaneDistances &D);
  std::vector<std::vector<int64_t>> laneZeroResidues(const WarpLanes &WL,
                                                     const Cell &C);
  void
  addConstantDistanceVariants(WarpLanes &WL, const Cell &C,
                              const LaneDistances &D,
                              const std::vector<std::vector<int64_t>> &Res);
  void addBoundedDistanceVariants(WarpLanes &WL, const Cell &C);
  void addGroupedVariants(WarpLanes &WL, const Cell &C,
                          const std::vector<std::vector<int64_t>> &Res);
  std::vector<std::pair<unsigned, int64_t>> laneGroups(const WarpLanes &WL,
                                                       const Cell &C);

  const ExprRef &Offset, &Pred;
  const SymbolTable &Syms;
  const DomainDims &Dims;
  const Dim3 &Block;
  const LanePatternOptions &Opts;
  const unsigned WS;
  isl_ctx *Ctx;
  IslSet Dom;                   ///< the symbols' bounds
  IslExprBuilder B;             ///< expressions over Dom
  std::vector<unsigned> TidIds; ///< the thread-index symbols
  unsigned TidBase;             ///< GuardAll's first thread-index dimension
  IslSet GuardAll; ///< the guard over Dom and the thread index, or null
  bool Failed = false, Grouped = false, WeighedAlike = false,
       SpreadEvenly = false;
  std::string Why;
  /// Per domain dimension, its number of values (none: unbounded);
  /// computed once, when variants are first weighed.
  std::vector<std::optional<int64_t>> DimExtents;
};
} // namespace

WarpVariantFinder::WarpVariantFinder(const PreparedAccess &A,
                                     const SymbolTable &Syms,
                                     const DomainDims &Dims, IslSet DomIn,
                                     const Dim3 &Block,
                                     const LanePatternOptions &Opts,
                                     isl_ctx *Ctx)
    : Offset(A.Offset), Pred(A.Pred), Syms(Syms), Dims(Dims), Block(Block),
      Opts(Opts), WS(Opts.WarpSize), Ctx(Ctx), Dom(std::move(DomIn)),
      B(Ctx, IslSpace(isl_set_get_space(Dom.get())), Dims.DimOf),
      TidBase(unsigned(Dims.DimSyms.size())) {
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind == SymKind::Tid)
      TidIds.push_back(I);
  GuardAll = guardOverThreads();
}

/// The guard over the domain and the thread index, built once where it is
/// quasi-affine in the thread index too: a lane's guard set is then this set
/// with the thread index fixed, not a piecewise build of its own (the 2-D
/// bounds checks of stencils and matrix kernels).
IslSet WarpVariantFinder::guardOverThreads() {
  if (!Pred || !isQuasiAffine(Pred))
    return IslSet();
  std::vector<int> DimOfAll = Dims.DimOf;
  for (unsigned K = 0; K < TidIds.size(); ++K)
    DimOfAll[TidIds[K]] = int(TidBase + K);
  IslExprBuilder BA(
      Ctx,
      IslSpace(isl_space_add_dims(isl_set_get_space(Dom.get()), isl_dim_set,
                                  unsigned(TidIds.size()))),
      DimOfAll);
  IslPwAff GA = BA.build(Pred);
  if (!GA)
    return IslSet();
  return IslSet(isl_pw_aff_non_zero_set(GA.release()));
}

/// Where the lane with thread index Tid, whose guard is G, is active.
IslSet
WarpVariantFinder::laneGuardSet(const std::vector<std::optional<int64_t>> &Tid,
                                const ExprRef &G) {
  if (!GuardAll) {
    IslPwAff GA = B.build(G);
    return GA ? IslSet(isl_pw_aff_non_zero_set(GA.release())) : IslSet();
  }
  IslSet S(GuardAll.copy());
  for (unsigned K = 0; K < TidIds.size(); ++K)
    S = IslSet(isl_set_fix_si(S.release(), isl_dim_set, TidBase + K,
                              int(*Tid[TidIds[K]])));
  return IslSet(isl_set_project_out(S.release(), isl_dim_set, TidBase,
                                    unsigned(TidIds.size())));
}

bool WarpVariantFinder::run(LanePatterns &Out) {
  unsigned NW = unsigned((Block.size() + WS - 1) / WS);
  for (unsigned W = 0; W < NW && !Failed; ++W)
    Out.Warps.push_back(warpVariants(W, Out));
  return !Failed;
}

WarpRequestVariants WarpVariantFinder::warpVariants(unsigned W,
                                                    LanePatterns &Out) {
  WarpLanes WL(W, WS);
  WL.WR.Active = activeMask(Block, W, WS);
  laneGuards(WL);
  if (Pred && !Failed && !settleGuards(WL)) {
    // No lane ever executes the access: this warp issues no request.
    WL.WR.Active.assign(WS, false);
    return std::move(WL.WR);
  }
  std::vector<Cell> Cells = activeCells(WL);
  laneAddresses(WL);
  std::vector<size_t> CellOf; // per variant, the cell it came from
  for (size_t K = 0; K < Cells.size(); ++K) {
    cellVariants(WL, Cells[K], Out);
    CellOf.resize(WL.WR.Variants.size(), K);
  }
  if (!Failed && (WL.AnyVariable || WL.WR.Variants.size() > 1))
    weighVariants(WL, Cells, CellOf);
  return std::move(WL.WR);
}

/// Each variant's share of the domain's points (blocks, iterations), so
/// that the request of an edge block weighs as one block, not as one of a
/// few kinds of block. The warp's weights sum to the share of the points
/// where it issues a request: a warp idle in the edge blocks issues in the
/// others only. Each variant is counted (countEachVariant) up to
/// MaxWeighedVariants; past that, or for lanes grouped by an assumed
/// distance, each set of active lanes is counted and its variants weigh
/// alike within it: near their counts where they differ only in lane 0's
/// alignment, spread evenly over the set (a loop index's 64 alignments,
/// rows of odd pitch). Where a set cannot be counted cheaply
/// (domainFraction) the variants weigh alike over the whole domain, as if
/// the warp issued everywhere, stated (weighedAlike).
void WarpVariantFinder::weighVariants(WarpLanes &WL,
                                      const std::vector<Cell> &Cells,
                                      const std::vector<size_t> &CellOf) {
  if (WL.WR.Variants.size() <= MaxWeighedVariants &&
      countEachVariant(WL, Cells, CellOf))
    return;
  if (!WL.AnyVariable && !WL.Forms.empty() && WL.Forms[0] &&
      WL.Origins.size() == WL.WR.Variants.size()) {
    // One cell, the whole box: each residue's share by arithmetic.
    std::vector<double> Share =
        residueSharesOverBox(*WL.Forms[0], Syms, Dims.DimSyms);
    std::vector<double> Weights;
    for (const WarpLanes::Origin &O : WL.Origins)
      if (O.Residue)
        Weights.push_back(Share[size_t(*O.Residue)]);
    if (Weights.size() == WL.Origins.size()) {
      WL.WR.Weights = std::move(Weights);
      return;
    }
  }
  if (countResiduesByPoints(WL, Cells, CellOf))
    return;
  // Lanes grouped by an assumed distance are stated as such; alignments
  // are spread evenly over their set of active lanes, stated too.
  SpreadEvenly |= WL.Origins.size() == WL.WR.Variants.size() &&
                  llvm::all_of(WL.Origins, [](const WarpLanes::Origin &O) {
                    return O.Residue.has_value();
                  });
  if (!WL.AnyVariable)
    return; // one cell, the whole domain: alike already
  std::vector<double> CellShare(Cells.size(), 0.0);
  std::vector<unsigned> VariantsOfCell(Cells.size(), 0);
  for (size_t K : CellOf)
    ++VariantsOfCell[K];
  for (size_t K = 0; K < Cells.size(); ++K) {
    if (!VariantsOfCell[K])
      continue; // no lane active: no request
    std::optional<double> F = domainFraction(Cells[K].Set);
    if (!F) {
      WeighedAlike = true;
      return;
    }
    CellShare[K] = *F;
  }
  std::vector<double> Weights;
  for (size_t K : CellOf)
    Weights.push_back(CellShare[K] / VariantsOfCell[K]);
  WL.WR.Weights = std::move(Weights);
  WL.WR.Basis = WarpRequestVariants::WeightBasis::PerLaneSet;
}

/// Each variant's share counted exactly: the points of its cell where lane
/// 0's address has its residue, or, for a variant of bounded distances, the
/// points that give its tuple. False (no weights set) for lanes grouped by
/// an assumed distance, or where a count fails.
bool WarpVariantFinder::countEachVariant(WarpLanes &WL,
                                         const std::vector<Cell> &Cells,
                                         const std::vector<size_t> &CellOf) {
  if (WL.Origins.size() != WL.WR.Variants.size() || !WL.Address[0])
    return false;
  IslPwAff Mod(isl_pw_aff_mod_val(WL.Address[0].copy(),
                                  isl_val_int_from_si(Ctx, AlignPeriod)));
  std::vector<double> Weights;
  for (size_t V = 0; V < WL.WR.Variants.size(); ++V) {
    IslSet Points;
    const WarpLanes::Origin &O = WL.Origins[V];
    if (O.Residue) {
      IslPwAff R(isl_pw_aff_val_on_domain(
          isl_set_universe(isl_set_get_space(Dom.get())),
          isl_val_int_from_si(Ctx, *O.Residue)));
      Points =
          IslSet(isl_set_intersect(isl_pw_aff_eq_set(Mod.copy(), R.release()),
                                   Cells[CellOf[V]].Set.copy()));
    } else if (O.Preimage) {
      Points = IslSet(O.Preimage.copy());
    } else {
      return false; // grouped lanes: no set of points to count
    }
    std::optional<double> F = domainFraction(Points);
    if (!F)
      return false;
    Weights.push_back(*F);
  }
  WL.WR.Weights = std::move(Weights);
  return true;
}

/// Each variant's share where the lanes' distances are constant and there
/// are more variants than are counted one by one (a grid-stride loop whose
/// step is no multiple of a line: lane 0 takes a residue per iteration):
/// the points of each cell, over the dimensions its set or lane 0's address
/// involve, enumerated once and tallied by lane 0's residue. False where a
/// variant has no residue or a cell has more than MaxEnumeratedPoints such
/// points.
bool WarpVariantFinder::countResiduesByPoints(
    WarpLanes &WL, const std::vector<Cell> &Cells,
    const std::vector<size_t> &CellOf) {
  if (WL.Origins.size() != WL.WR.Variants.size() || !WL.Address[0] ||
      llvm::any_of(WL.Origins,
                   [](const WarpLanes::Origin &O) { return !O.Residue; }))
    return false;
  const std::vector<std::optional<int64_t>> &Extents = dimExtents();
  unsigned NDims = unsigned(Extents.size());
  IslPwAff Mod(isl_pw_aff_mod_val(WL.Address[0].copy(),
                                  isl_val_int_from_si(Ctx, AlignPeriod)));
  std::vector<double> Weights(WL.WR.Variants.size(), 0.0);
  for (size_t K = 0; K < Cells.size(); ++K) {
    if (!llvm::is_contained(CellOf, K))
      continue; // no lane active: no request
    if (!Mod)
      return false;
    // The dimensions kept: those lane 0's address or the cell involves
    // beyond the domain's bounds; the others cancel in the share.
    std::vector<bool> Kept(NDims);
    int64_t Points = 1;
    IslSet G(isl_set_gist(Cells[K].Set.copy(), Dom.copy()));
    for (unsigned D = 0; D < NDims && G; ++D) {
      Kept[D] =
          isl_pw_aff_involves_dims(Mod.get(), isl_dim_in, D, 1) ==
              isl_bool_true ||
          isl_set_involves_dims(G.get(), isl_dim_set, D, 1) == isl_bool_true;
      if (!Kept[D])
        continue;
      if (!Extents[D] || *Extents[D] > MaxEnumeratedPoints)
        return false;
      Points *= *Extents[D];
      if (Points > MaxEnumeratedPoints)
        return false;
    }
    if (!G)
      return false;
    IslMap M(isl_map_from_pw_aff(
        isl_pw_aff_intersect_domain(Mod.copy(), Cells[K].Set.copy())));
    for (unsigned D = NDims; D-- > 0;)
      if (!Kept[D])
        M = IslMap(isl_map_project_out(M.release(), isl_dim_in, D, 1));
    std::vector<std::vector<int64_t>> Tuples;
    if (!M || !enumeratePoints(IslSet(isl_map_wrap(M.release())),
                               unsigned(MaxEnumeratedPoints), Tuples))
      return false;
    std::map<int64_t, int64_t> Tally; // residue of lane 0 -> points
    for (const std::vector<int64_t> &T : Tuples)
      ++Tally[T.back()];
    for (size_t V = 0; V < CellOf.size(); ++V)
      if (CellOf[V] == K)
        Weights[V] = double(Tally[*WL.Origins[V].Residue]) / double(Points);
  }
  WL.WR.Weights = std::move(Weights);
  return true;
}

/// The points of bounded set S counted as disjoint boxes, each the product
/// of its intervals, without enumerating them; nullopt where a piece is not
/// a box (strides, diagonal bounds) or the count overflows.
static std::optional<int64_t> countAsBoxes(const IslSet &S) {
  IslSet Disjoint(isl_set_make_disjoint(S.copy()));
  if (!Disjoint)
    return std::nullopt;
  int64_t Total = 0;
  auto AddBox = [](isl_basic_set *B, void *User) -> isl_stat {
    IslSet Box(isl_set_from_basic_set(B));
    if (isl_set_is_box(Box.get()) != isl_bool_true)
      return isl_stat_error;
    int64_t Points = 1;
    for (int D = 0, N = int(isl_set_dim(Box.get(), isl_dim_set)); D < N; ++D) {
      IslVal Lo(isl_set_dim_min_val(Box.copy(), D));
      IslVal Hi(isl_set_dim_max_val(Box.copy(), D));
      if (!Lo || !Hi || isl_val_is_int(Lo.get()) != isl_bool_true ||
          isl_val_is_int(Hi.get()) != isl_bool_true ||
          __builtin_mul_overflow(Points,
                                 isl_val_get_num_si(Hi.get()) -
                                     isl_val_get_num_si(Lo.get()) + 1,
                                 &Points))
        return isl_stat_error;
    }
    auto &Sum = *static_cast<int64_t *>(User);
    return __builtin_add_overflow(Sum, Points, &Sum) ? isl_stat_error
                                                     : isl_stat_ok;
  };
  if (isl_set_foreach_basic_set(Disjoint.get(), AddBox, &Total) < 0)
    return std::nullopt;
  return Total;
}

/// The domain's extent along each dimension, computed once.
const std::vector<std::optional<int64_t>> &WarpVariantFinder::dimExtents() {
  if (!DimExtents.empty())
    return DimExtents;
  for (int D = 0, N = int(isl_set_dim(Dom.get(), isl_dim_set)); D < N; ++D) {
    IslVal Lo(isl_set_dim_min_val(Dom.copy(), D));
    IslVal Hi(isl_set_dim_max_val(Dom.copy(), D));
    bool Bounded = Lo && Hi && isl_val_is_int(Lo.get()) == isl_bool_true &&
                   isl_val_is_int(Hi.get()) == isl_bool_true;
    DimExtents.push_back(
        Bounded ? std::optional<int64_t>(isl_val_get_num_si(Hi.get()) -
                                         isl_val_get_num_si(Lo.get()) + 1)
                : std::nullopt);
  }
  return DimExtents;
}

/// |S| / |Dom|, counted over the dimensions S constrains beyond Dom (Dom is
/// a box, so the others cancel): as boxes where S's pieces are boxes (an
/// edge block, a first or last iteration), else by ISL where the lines it
/// scans (the kept dimensions but the widest) are at most MaxCountedPoints.
std::optional<double> WarpVariantFinder::domainFraction(const IslSet &S) {
  constexpr int64_t MaxCountedPoints = int64_t(1) << 12;
  unsigned NDims = unsigned(isl_set_dim(Dom.get(), isl_dim_set));
  IslSet G(isl_set_gist(S.copy(), Dom.copy()));
  if (!G)
    return std::nullopt;
  std::vector<bool> Keep(NDims);
  for (unsigned D = 0; D < NDims; ++D)
    Keep[D] =
        isl_set_involves_dims(G.get(), isl_dim_set, D, 1) == isl_bool_true;
  const std::vector<std::optional<int64_t>> &DimExtents = dimExtents();
  // ISL's count does not visit every point (1.75 million points of a 2-D
  // lattice over 70 x 100000 count in under a millisecond with ISL 0.25):
  // the cap holds the product of the kept extents but the widest.
  std::optional<int64_t> Extent = 1;
  int64_t Widest = 1;
  for (unsigned D = 0; D < NDims && Extent; ++D)
    if (Keep[D]) {
      if (!DimExtents[D] || *Extent > MaxCountedPoints)
        Extent = std::nullopt;
      else
        *Extent *= std::min(Widest, *DimExtents[D]);
      Widest = std::max(Widest, DimExtents[D].value_or(0));
    }
  auto Count = [&](const IslSet &X) -> std::optional<int64_t> {
    IslSet P(X.copy());
    for (unsigned D = NDims; D-- > 0;)
      if (!Keep[D])
        P = IslSet(isl_set_project_out(P.release(), isl_dim_set, D, 1));
    if (!P || isl_set_is_bounded(P.get()) != isl_bool_true)
      return std::nullopt;
    if (std::optional<int64_t> N = countAsBoxes(P))
      return N;
    if (!Extent || *Extent > MaxCountedPoints)
      return std::nullopt;
    IslVal N(isl_set_count_val(P.get()));
    if (!N || isl_val_is_int(N.get()) != isl_bool_true)
      return std::nullopt;
    return isl_val_get_num_si(N.get());
  };
  std::optional<int64_t> All = Count(Dom), In = Count(S);
  if (!All || !In || *All <= 0)
    return std::nullopt;
  return double(*In) / double(*All);
}

/// Each lane's thread index, and whether it executes the access: by its
/// guard's value where that is constant, by the corners of the symbols' box
/// where they decide it, else by its guard set (a Variable lane).
void WarpVariantFinder::laneGuards(WarpLanes &WL) {
  for (unsigned L = 0; L < WS; ++L) {
    if (!WL.WR.Active[L])
      continue;
    WL.TidVals[L] = threadIndex(uint64_t(WL.W) * WS + L, Block, Syms, TidIds);
    WL.State[L] = LaneState::Always;
    if (!Pred)
      continue;
    ExprRef G = substitute(Pred, WL.TidVals[L]);
    if (auto C = constValue(G)) {
      WL.State[L] = *C != 0 ? LaneState::Always : LaneState::Never;
      continue;
    }
    if (auto Box = guardOverBox(G, Syms, Dims.DimSyms)) {
      WL.State[L] = *Box ? LaneState::Always : LaneState::Never;
      continue;
    }
    IslSet GL = laneGuardSet(WL.TidVals[L], G);
    if (!GL) {
      Failed = true;
      continue;
    }
    WL.GuardSets[L] = IslSet(isl_set_intersect(GL.release(), Dom.copy()));
    WL.State[L] = LaneState::Variable;
  }
}

/// Lanes whose guard set is neither empty nor all of Dom vary; values where
/// no lane is active are dropped when the variants are enumerated (so Dom
/// itself stays the domain, no union needed). Marks the lanes that may
/// execute the access active; false when none ever does.
bool WarpVariantFinder::settleGuards(WarpLanes &WL) {
  for (unsigned L = 0; L < WS; ++L) {
    if (WL.State[L] != LaneState::Variable)
      continue;
    isl_set *GS = WL.GuardSets[L].get();
    if (isl_set_is_empty(GS) == isl_bool_true)
      WL.State[L] = LaneState::Never;
    else if (isl_set_is_subset(Dom.get(), GS) == isl_bool_true)
      WL.State[L] = LaneState::Always;
    else
      WL.AnyVariable = true;
  }
  if (std::none_of(WL.State.begin(), WL.State.end(),
                   [](LaneState X) { return X != LaneState::Never; }))
    return false;
  for (unsigned L = 0; L < WS; ++L)
    WL.WR.Active[L] = WL.State[L] != LaneState::Never;
  return true;
}

/// The cells of the domain with one set of active lanes each: the domain
/// itself unless some lane varies, else the domain split by the guard sets
/// of the lanes that vary.
std::vector<Cell> WarpVariantFinder::activeCells(const WarpLanes &WL) {
  std::vector<Cell> Cells;
  if (!WL.AnyVariable) {
    Cells.push_back({IslSet(Dom.copy()), WL.WR.Active});
    return Cells;
  }
  if (Failed)
    return Cells;
  std::vector<bool> Base(WS);
  for (unsigned L = 0; L < WS; ++L)
    Base[L] = WL.State[L] == LaneState::Always;
  Cells.push_back({IslSet(Dom.copy()), Base});
  for (unsigned L = 0; L < WS && !Failed; ++L) {
    if (WL.State[L] != LaneState::Variable)
      continue;
    Cells = splitCells(std::move(Cells), WL.GuardSets[L], L);
    if (Cells.size() > Opts.MaxVariants) {
      Failed = true;
      Why = "more than " + std::to_string(Opts.MaxVariants) +
            " distinct sets of active lanes per warp";
    }
  }
  return Cells;
}

/// Each cell's nonempty parts where lane L is active (by its guard set) and
/// where it is not.
std::vector<Cell> WarpVariantFinder::splitCells(std::vector<Cell> Cells,
                                                const IslSet &Guard,
                                                unsigned L) {
  std::vector<Cell> Next;
  for (Cell &C : Cells) {
    IslSet In(isl_set_intersect(C.Set.copy(), Guard.copy()));
    IslSet Out(isl_set_subtract(C.Set.release(), Guard.copy()));
    if (!In || !Out)
      Failed = true;
    if (isl_set_is_empty(In.get()) == isl_bool_false) {
      std::vector<bool> Active = C.Active;
      Active[L] = true;
      Next.push_back({std::move(In), std::move(Active)});
    }
    if (isl_set_is_empty(Out.get()) == isl_bool_false)
      Next.push_back({std::move(Out), std::move(C.Active)});
  }
  return Next;
}

/// Lane 0's address is the reference, active or not. When every lane's
/// address is affine over a box, the distances to lane 0 are decided by
/// evaluation (BoxDiff) and only lane 0 needs ISL.
void WarpVariantFinder::laneAddresses(WarpLanes &WL) {
  if (!Failed)
    WL.Forms =
        laneAffineForms(Offset, WL.TidVals, WL.WR.Active, Syms, Dims.DimSyms);
  WL.BoxDiff = constantLaneDistances(WL.Forms);
  for (unsigned L = 0; L < WS && !Failed; ++L) {
    if ((!WL.WR.Active[L] && L != 0) || (WL.useBox() && L != 0))
      continue;
    WL.Address[L] = B.build(substitute(Offset, WL.TidVals[L]));
    if (!WL.Address[L])
      Failed = true;
  }
}

/// The request variants of one cell: lane 0's residues, each with the lanes'
/// distances to lane 0 (constant, bounded or grouped).
void WarpVariantFinder::cellVariants(WarpLanes &WL, const Cell &C,
                                     LanePatterns &Out) {
  const std::vector<bool> &Act = C.Active;
  if (Failed || std::none_of(Act.begin(), Act.end(), [](bool X) { return X; }))
    return; // no lane active in this cell: not issued
  LaneDistances D = laneDistances(WL, C);
  if (WL.W == 0 && !Failed && WS > 1 && Act[1])
    Out.SymbolicForm = distanceText(WL, C, D);
  std::vector<std::vector<int64_t>> Res = laneZeroResidues(WL, C);
  if (Failed)
    return;
  if (D.AllConst)
    addConstantDistanceVariants(WL, C, D, Res);
  else if (!D.AnyUnbounded)
    addBoundedDistanceVariants(WL, C);
  else
    addGroupedVariants(WL, C, Res);
}

/// By the warp's constant distances, else by affine forms where the cell is
/// the whole box, else by ISL.
LaneDistances WarpVariantFinder::laneDistances(const WarpLanes &WL,
                                               const Cell &C) {
  LaneDistances D;
  D.Diff.resize(WS);
  for (unsigned L = 1; L < WS && !Failed; ++L) {
    if (!C.Active[L])
      continue;
    Range &R = D.Diff[L];
    if (WL.useBox()) {
      R.Kind = DiffKind::Constant;
      R.Value = *WL.BoxDiff[L];
      continue;
    }
    if (!WL.AnyVariable && !WL.Forms.empty() && WL.Forms[0] && WL.Forms[L]) {
      // An affine distance is constant iff its coefficients are zero, else
      // bounded iff every dimension it depends on is.
      R = affineDistanceOverBox(*WL.Forms[L], *WL.Forms[0], Dims.OpenDim);
    } else {
      R = rangeOf(
          IslPwAff(isl_pw_aff_sub(WL.Address[L].copy(), WL.Address[0].copy())),
          C.Set.get());
      if (R.Kind == DiffKind::Error)
        Failed = true;
    }
    D.AllConst &= R.Kind == DiffKind::Constant;
    D.AnyUnbounded |= R.Kind == DiffKind::Unbounded;
  }
  return D;
}

/// "lanes 4 bytes apart", or the distance of lane 1 to lane 0 over the cell
/// as ISL writes it.
std::string WarpVariantFinder::distanceText(const WarpLanes &WL, const Cell &C,
                                            const LaneDistances &D) {
  if (WL.useBox())
    return "lanes " + std::to_string(D.Diff[1].Value) + " bytes apart";
  IslPwAff D1(isl_pw_aff_gist(
      isl_pw_aff_sub(WL.Address[1].copy(), WL.Address[0].copy()),
      C.Set.copy()));
  return D.Diff[1].Kind == DiffKind::Constant
             ? "lanes " + std::to_string(D.Diff[1].Value) + " bytes apart"
             : "lanes " + pwAffText(D1.get(), Dims.IslNames, Dims.Names) +
                   " bytes apart";
}

/// The residues of lane 0's address modulo AlignPeriod over the cell: by
/// arithmetic where the cell is the whole box and the address is affine,
/// else by ISL's enumeration.
std::vector<std::vector<int64_t>>
WarpVariantFinder::laneZeroResidues(const WarpLanes &WL, const Cell &C) {
  std::vector<std::vector<int64_t>> Res;
  if (Failed)
    return Res;
  if (!WL.AnyVariable && !WL.Forms.empty() && WL.Forms[0])
    return residuesOverBox(*WL.Forms[0], Syms, Dims.DimSyms);
  IslPwAff M(isl_pw_aff_mod_val(WL.Address[0].copy(),
                                isl_val_int_from_si(Ctx, AlignPeriod)));
  M = IslPwAff(isl_pw_aff_intersect_domain(M.release(), C.Set.copy()));
  if (!enumeratePoints(IslSet(isl_map_range(isl_map_from_pw_aff(M.release()))),
                       AlignPeriod + 1, Res))
    Failed = true;
  return Res;
}

/// One variant per residue of lane 0.
void WarpVariantFinder::addConstantDistanceVariants(
    WarpLanes &WL, const Cell &C, const LaneDistances &D,
    const std::vector<std::vector<int64_t>> &Res) {
  for (auto &R : Res) {
    std::vector<int64_t> Off(WS, 0);
    for (unsigned L = 0; L < WS; ++L)
      if (C.Active[L])
        Off[L] = R[0] + (L ? D.Diff[L].Value : 0);
    WL.WR.Variants.push_back(std::move(Off));
    WL.Origins.push_back({R[0], IslSet()});
    if (WL.AnyVariable)
      WL.WR.VariantActive.push_back(C.Active);
  }
}

/// Lane distances vary within bounds: ISL enumerates the distinct (residue
/// of lane 0, distances) tuples.
void WarpVariantFinder::addBoundedDistanceVariants(WarpLanes &WL,
                                                   const Cell &C) {
  const std::vector<IslPwAff> &PA = WL.Address;
  IslPwAffList List(isl_pw_aff_list_alloc(Ctx, WS));
  List = IslPwAffList(isl_pw_aff_list_add(
      List.release(),
      isl_pw_aff_mod_val(PA[0].copy(), isl_val_int_from_si(Ctx, AlignPeriod))));
  std::vector<unsigned> Lanes;
  for (unsigned L = 1; L < WS; ++L)
    if (C.Active[L]) {
      List = IslPwAffList(isl_pw_aff_list_add(
          List.release(), isl_pw_aff_sub(PA[L].copy(), PA[0].copy())));
      Lanes.push_back(L);
    }
  IslSpace MS(isl_space_map_from_domain_and_range(
      isl_set_get_space(Dom.get()),
      isl_space_set_alloc(Ctx, 0, Lanes.size() + 1)));
  IslMap Map(isl_map_from_multi_pw_aff(
      isl_multi_pw_aff_from_pw_aff_list(MS.release(), List.release())));
  Map = IslMap(isl_map_intersect_domain(Map.release(), C.Set.copy()));
  std::vector<std::vector<int64_t>> Pts;
  if (!enumeratePoints(IslSet(isl_map_range(Map.copy())), Opts.MaxVariants,
                       Pts)) {
    Failed = true;
    Why = "more than " + std::to_string(Opts.MaxVariants) +
          " distinct lane patterns per warp";
  }
  for (auto &P : Pts) {
    std::vector<int64_t> Off(WS, 0);
    if (C.Active[0])
      Off[0] = P[0];
    for (unsigned K = 0; K < Lanes.size(); ++K)
      Off[Lanes[K]] = P[0] + P[K + 1];
    WL.WR.Variants.push_back(std::move(Off));
    WL.Origins.push_back({std::nullopt, IslSet()});
    if (Pts.size() <= MaxWeighedVariants) { // else never counted one by one
      IslSet Tuple(
          isl_set_universe(isl_space_range(isl_map_get_space(Map.get()))));
      // Distances past 2^31 bytes (a lane's wrapped 32-bit index) are
      // fixed at their full value: an int would cut them.
      for (unsigned K = 0; K < P.size(); ++K)
        Tuple = IslSet(isl_set_fix_val(Tuple.release(), isl_dim_set, K,
                                       isl_val_int_from_si(Ctx, P[K])));
      WL.Origins.back().Preimage = IslSet(
          isl_map_domain(isl_map_intersect_range(Map.copy(), Tuple.release())));
    }
    if (WL.AnyVariable)
      WL.WR.VariantActive.push_back(C.Active);
  }
}

/// Some lane distances depend on unknown values without bound: lanes whose
/// mutual distance is constant form a group; distinct groups are assumed far
/// apart (distinct lines, same bank alignment).
void WarpVariantFinder::addGroupedVariants(
    WarpLanes &WL, const Cell &C,
    const std::vector<std::vector<int64_t>> &Res) {
  Grouped = true;
  std::vector<std::pair<unsigned, int64_t>> Member = laneGroups(WL, C);
  for (auto &R : Res) {
    std::vector<int64_t> Off(WS, 0);
    for (unsigned L = 0; L < WS; ++L)
      if (C.Active[L])
        Off[L] = R[0] + int64_t(Member[L].first) * (int64_t(1) << 20) +
                 Member[L].second;
    WL.WR.Variants.push_back(std::move(Off));
    WL.Origins.push_back({std::nullopt, IslSet()});
    if (WL.AnyVariable)
      WL.WR.VariantActive.push_back(C.Active);
  }
}

/// Each active lane's group and its distance to the group's first lane.
std::vector<std::pair<unsigned, int64_t>>
WarpVariantFinder::laneGroups(const WarpLanes &WL, const Cell &C) {
  std::vector<unsigned> Leaders;
  std::vector<std::pair<unsigned, int64_t>> Member(WS, {0, 0});
  // Over a full-dimensional cell, two affine addresses are a constant
  // distance apart iff their coefficients agree: no ISL per pair.
  bool ByForms =
      !WL.Forms.empty() &&
      (!WL.AnyVariable || fullDimensional(C.Set.get(), Dims.FixedDims));
  const std::vector<IslPwAff> &PA = WL.Address;
  for (unsigned L = 0; L < WS && !Failed; ++L) {
    if (!C.Active[L])
      continue;
    bool Placed = false;
    for (unsigned G = 0; G < Leaders.size() && !Placed && ByForms; ++G)
      if (WL.Forms[L]->Coef == WL.Forms[Leaders[G]]->Coef) {
        Member[L] = {G, WL.Forms[L]->AtBase - WL.Forms[Leaders[G]]->AtBase};
        Placed = true;
      }
    for (unsigned G = 0; G < Leaders.size() && !Placed && !ByForms; ++G) {
      Range D =
          rangeOf(IslPwAff(isl_pw_aff_sub(PA[L].copy(), PA[Leaders[G]].copy())),
                  C.Set.get());
      if (D.Kind == DiffKind::Error)
        Failed = true;
      if (D.Kind == DiffKind::Constant) {
        Member[L] = {G, D.Value};
        Placed = true;
      }
    }
    if (!Placed) {
      Member[L] = {unsigned(Leaders.size()), 0};
      Leaders.push_back(L);
    }
  }
  return Member;
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

/// The scattered pattern substituted when the lanes' addresses cannot be
/// derived, with what was found so far.
static LanePatterns conservativePatterns(const LanePatterns &Found,
                                         const std::string &Why,
                                         const Dim3 &Block, unsigned WS) {
  LanePatterns C =
      assumedPatterns({AssumedPattern::Scattered}, Block, Found.Bytes, WS);
  C.Assumptions = Found.Assumptions;
  C.Assumptions.push_back({ReasonKind::ConservativeLanes,
                           Why + "; assumed scattered: one sector per lane"});
  C.SymbolicForm = Found.SymbolicForm;
  return C;
}

/// States what grouping lanes assumed of the unknowns' values.
static void noteGroupedLanes(LanePatterns &Out, const SymbolTable &Syms,
                             const DomainDims &Dims) {
  std::string Unknown;
  for (unsigned I : Dims.DimSyms)
    if (Syms[I].Kind == SymKind::Param || Syms[I].Kind == SymKind::Opaque)
      Unknown += (Unknown.empty() ? "" : ", ") + Syms[I].Name;
  Out.Assumptions.push_back(
      {ReasonKind::UnknownLaneDistance,
       "lane distance (" + Out.SymbolicForm + ") depends on unknown " +
           (Unknown.empty() ? std::string("values") : Unknown) +
           ": assumed large, lanes at non-constant distance in distinct "
           "128-byte lines with equal bank alignment"});
  Out.Exact = false;
}

LanePatterns gpuperf::computeLanePatterns(const ExprRef &OffsetIn,
                                          SymbolTable Syms, const Dim3 &Block,
                                          unsigned Bytes, IslContext &IC,
                                          const LanePatternOptions &Opts) {
  return computeLanePatterns(OffsetIn, nullptr, std::move(Syms), Block, Bytes,
                             IC, Opts);
}

LanePatterns gpuperf::computeLanePatterns(const ExprRef &OffsetIn,
                                          const ExprRef &GuardIn,
                                          SymbolTable Syms, const Dim3 &Block,
                                          unsigned Bytes, IslContext &IC,
                                          const LanePatternOptions &Opts) {
  const unsigned WS = Opts.WarpSize;
  LanePatterns Out;
  Out.Bytes = Bytes;
  PreparedAccess A = prepareAccess(OffsetIn, GuardIn, Syms, Out.Assumptions);
  if (A.NonAffine)
    return conservativePatterns(
        Out,
        "a lane's address multiplies unknown values with the thread index "
        "(not quasi-affine)",
        Block, WS);
  DomainDims Dims = domainDims(Syms, A);
  std::string DomText = domainText(Dims, Syms);
  isl_ctx *Ctx = IC.get();
  IslQuotaGuard Quota(IC);
  IslSet Dom(IC.readSet(DomText));
  if (!Dom)
    return conservativePatterns(Out,
                                Quota.quotaExceeded()
                                    ? Quota.failureReason()
                                    : "bad ISL domain " + DomText + ": " +
                                          Quota.failureReason(),
                                Block, WS);
  if (isl_set_is_empty(Dom.get()) == isl_bool_true) {
    Out.Assumptions.push_back({ReasonKind::NoRequests,
                               "the access executes for no value of its "
                               "symbols: no requests"});
    return Out;
  }
  WarpVariantFinder Finder(A, Syms, Dims, std::move(Dom), Block, Opts, Ctx);
  if (!Finder.run(Out) || Quota.failed()) {
    std::string R = Quota.failureReason();
    if (R.empty())
      R = Finder.why().empty() ? "lane addresses not representable in ISL"
                               : Finder.why();
    return conservativePatterns(Out, R, Block, WS);
  }
  if (Finder.grouped())
    noteGroupedLanes(Out, Syms, Dims);
  if (Finder.weighedAlike())
    Out.Assumptions.push_back(
        {ReasonKind::VariantsWeighedAlike,
         "the blocks and iterations in which each warp's lanes are active "
         "could not be counted cheaply: its requests weighed alike, as if "
         "it issued in every one"});
  else if (Finder.spreadEvenly())
    Out.Assumptions.push_back(
        {ReasonKind::AlignmentsSpreadEvenly,
         "a warp's request alignments are too many to count over the blocks "
         "and iterations (past " +
             std::to_string(MaxWeighedVariants) + " alignments and " +
             std::to_string(MaxEnumeratedPoints) +
             " points): spread evenly over each set of active lanes"});
  if (A.Pred && std::all_of(Out.Warps.begin(), Out.Warps.end(),
                            [](const WarpRequestVariants &W) {
                              return W.Variants.empty();
                            }))
    Out.Assumptions.push_back({ReasonKind::NoRequests,
                               "the access executes in no lane for this "
                               "launch: no requests"});
  return Out;
}

LanePatterns gpuperf::unionOfLanePatterns(std::vector<LanePatterns> Parts,
                                          unsigned MaxVariants) {
  LanePatterns Out;
  if (Parts.empty())
    return Out;
  Out.Bytes = Parts.front().Bytes;
  size_t NW = Parts.front().Warps.size();
  // A request: its active lanes and their offsets (inactive lanes at 0).
  using Request = std::pair<std::vector<bool>, std::vector<int64_t>>;
  std::vector<std::map<Request, double>> PerWarp(NW); // request -> weight
  std::set<std::string> Stated;
  for (LanePatterns &P : Parts) {
    Out.Exact &= P.Exact;
    for (Reason &R : P.Assumptions)
      if (Stated.insert(R.Message).second)
        Out.Assumptions.push_back(std::move(R));
    for (size_t W = 0; W < std::min(NW, P.Warps.size()); ++W) {
      const WarpRequestVariants &From = P.Warps[W];
      for (size_t V = 0; V < From.Variants.size(); ++V) {
        Request R{From.activeOf(V), From.Variants[V]};
        for (size_t L = 0; L < R.first.size() && L < R.second.size(); ++L)
          if (!R.first[L])
            R.second[L] = 0;
        PerWarp[W][std::move(R)] += From.weightOf(V);
      }
    }
  }
  size_t MaxSeen = 0;
  for (size_t W = 0; W < NW; ++W) {
    WarpRequestVariants Warp;
    Warp.Active = Parts.front().Warps[W].Active;
    std::vector<std::pair<Request, double>> All(PerWarp[W].begin(),
                                                PerWarp[W].end());
    MaxSeen = std::max(MaxSeen, All.size());
    size_t Keep = std::min<size_t>(All.size(), std::max(1u, MaxVariants));
    bool OneMask = true;
    double Total = 0, Kept = 0;
    for (auto &RW : All)
      Total += RW.second;
    for (size_t K = 0; K < Keep; ++K) {
      auto &[R, Weight] = All[K * All.size() / Keep];
      OneMask &= K == 0 || R.first == Warp.VariantActive.front();
      Warp.VariantActive.push_back(std::move(R.first));
      Warp.Variants.push_back(std::move(R.second));
      Warp.Weights.push_back(Weight);
      Kept += Weight;
    }
    for (double &Weight : Warp.Weights) // the kept stand for all
      Weight *= Total / Kept;
    if (OneMask && !Warp.VariantActive.empty()) {
      Warp.Active = Warp.VariantActive.front();
      Warp.VariantActive.clear();
    }
    Out.Warps.push_back(std::move(Warp));
  }
  if (MaxSeen > MaxVariants) {
    Out.Exact = false;
    Out.Assumptions.push_back(
        {ReasonKind::SampledRequests,
         "more than " + std::to_string(MaxVariants) +
             " distinct requests per warp over the enumerated values: an "
             "evenly spaced " +
             std::to_string(MaxVariants) + " of them kept"});
  }
  return Out;
}
