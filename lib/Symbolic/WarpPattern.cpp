//===- WarpPattern.cpp - Lane patterns of warp requests via ISL -----------===//
#include "gpuperf/Symbolic/WarpPattern.h"
#include "gpuperf/Symbolic/IslPtr.h"

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
#include <sstream>

using namespace gpuperf;

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

LanePatterns gpuperf::assumedPatterns(AssumedPattern P, const Dim3 &Block,
                                      unsigned Bytes, unsigned WarpSize) {
  LanePatterns R;
  R.Bytes = Bytes;
  R.Exact = false;
  unsigned NW = unsigned((Block.size() + WarpSize - 1) / WarpSize);
  for (unsigned W = 0; W < NW; ++W) {
    WarpRequestVariants WR;
    WR.Active = activeMask(Block, W, WarpSize);
    std::vector<int64_t> Off(WarpSize, 0);
    for (unsigned L = 0; L < WarpSize; ++L)
      Off[L] = P == AssumedPattern::Coalesced ? int64_t(L) * Bytes
               : P == AssumedPattern::Uniform ? 0
                                              : int64_t(L) * AlignPeriod;
    WR.Variants.push_back(std::move(Off));
    R.Warps.push_back(std::move(WR));
  }
  return R;
}

//===----------------------------------------------------------------------===//
// Expression -> isl_pw_aff
//===----------------------------------------------------------------------===//

namespace {
struct IslBuilder {
  isl_ctx *Ctx;
  IslSpace Space; // set space of the domain
  std::vector<int> DimOf;
  /// Subtrees built already, by node: the lanes' addresses share every
  /// subtree that does not mention the thread index (substitute keeps those
  /// nodes), which is most of the work when addresses are piecewise. The
  /// ExprRef keeps the node alive, so its address is not reused.
  std::map<const Expr *, std::pair<ExprRef, IslPwAff>> Built;

  IslPwAff build(const ExprRef &E) {
    if (E->Op == Expr::Const || E->Op == Expr::Sym)
      return IslPwAff(buildNode(E));
    auto It = Built.find(E.get());
    if (It != Built.end())
      return IslPwAff(It->second.second.copy());
    IslPwAff R(buildNode(E));
    if (R)
      Built.emplace(E.get(), std::make_pair(E, IslPwAff(R.copy())));
    return R;
  }
  /// The subtree E for an ISL function that takes its argument.
  isl_pw_aff *take(const ExprRef &E) { return build(E).release(); }

  isl_local_space *ls() { return isl_local_space_from_space(Space.copy()); }
  isl_pw_aff *cst(int64_t V) {
    return isl_pw_aff_from_aff(
        isl_aff_val_on_domain(ls(), isl_val_int_from_si(Ctx, V)));
  }
  isl_pw_aff *buildNode(const ExprRef &E) {
    switch (E->Op) {
    case Expr::Const:
      return cst(E->C);
    case Expr::Sym:
      if (E->SymId >= DimOf.size() || DimOf[E->SymId] < 0)
        return nullptr;
      return isl_pw_aff_from_aff(
          isl_aff_var_on_domain(ls(), isl_dim_set, DimOf[E->SymId]));
    case Expr::Add:
      return isl_pw_aff_add(take(E->Ops[0]), take(E->Ops[1]));
    case Expr::Mul:
      if (auto C = constValue(E->Ops[0]))
        return isl_pw_aff_scale_val(take(E->Ops[1]),
                                    isl_val_int_from_si(Ctx, *C));
      if (auto C = constValue(E->Ops[1]))
        return isl_pw_aff_scale_val(take(E->Ops[0]),
                                    isl_val_int_from_si(Ctx, *C));
      // isl_pw_aff_mul accepts it when one factor is constant.
      return isl_pw_aff_mul(take(E->Ops[0]), take(E->Ops[1]));
    case Expr::FloorDiv:
      return isl_pw_aff_floor(isl_pw_aff_scale_down_val(
          take(E->Ops[0]), isl_val_int_from_si(Ctx, E->C)));
    case Expr::Mod:
      return isl_pw_aff_mod_val(take(E->Ops[0]),
                                isl_val_int_from_si(Ctx, E->C));
    case Expr::Min:
      return isl_pw_aff_min(take(E->Ops[0]), take(E->Ops[1]));
    case Expr::Max:
      return isl_pw_aff_max(take(E->Ops[0]), take(E->Ops[1]));
    case Expr::Select:
      return buildSelect(E);
    }
    return nullptr;
  }
  isl_pw_aff *buildSelect(const ExprRef &E) {
    IslPwAff L = build(E->Ops[0]), R = build(E->Ops[1]);
    IslSet Cond(
        E->Pred == Expr::LT   ? isl_pw_aff_lt_set(L.release(), R.release())
        : E->Pred == Expr::LE ? isl_pw_aff_le_set(L.release(), R.release())
                              : isl_pw_aff_eq_set(L.release(), R.release()));
    IslPwAff T(isl_pw_aff_intersect_domain(take(E->Ops[2]), Cond.copy()));
    IslPwAff F(isl_pw_aff_intersect_domain(take(E->Ops[3]),
                                           isl_set_complement(Cond.release())));
    return isl_pw_aff_union_add(T.release(), F.release());
  }
};

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

namespace {
struct PointCollector {
  std::vector<std::vector<int64_t>> Points;
  unsigned Dims = 0;
  unsigned Cap = 0;
  bool Overflow = false;
};
} // namespace

static isl_stat collectPoint(isl_point *Pnt, void *User) {
  IslPoint P(Pnt);
  auto *PC = static_cast<PointCollector *>(User);
  if (PC->Points.size() >= PC->Cap) {
    PC->Overflow = true;
    return isl_stat_error;
  }
  std::vector<int64_t> V(PC->Dims);
  for (unsigned I = 0; I < PC->Dims; ++I) {
    IslVal X(isl_point_get_coordinate_val(P.get(), isl_dim_set, I));
    V[I] = isl_val_get_num_si(X.get());
  }
  PC->Points.push_back(std::move(V));
  return isl_stat_ok;
}

/// Enumerates the points of a bounded set. Returns false on overflow or when
/// the set is unbounded.
static bool enumerate(IslSet S, unsigned Cap,
                      std::vector<std::vector<int64_t>> &Out) {
  if (!S)
    return false;
  if (isl_set_is_bounded(S.get()) != isl_bool_true)
    return false;
  PointCollector PC;
  PC.Dims = unsigned(isl_set_dim(S.get(), isl_dim_set));
  PC.Cap = Cap;
  isl_set_foreach_point(S.get(), collectPoint, &PC);
  if (PC.Overflow) {
    isl_ctx_reset_error(isl_set_get_ctx(S.get()));
    return false;
  }
  Out = std::move(PC.Points);
  return true;
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
  return G->Op == Expr::Select && G->Pred != Expr::EQ && isOne(G->Ops[2]) &&
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

/// Every active lane's address as an affine form, found by evaluation at a
/// base point and one unit step per free dimension (exact for affine
/// expressions); empty when some active lane's address is not affine or not
/// evaluable. Entries of inactive lanes are unset.
static std::vector<std::optional<LaneAffine>>
laneAffineForms(const ExprRef &Offset,
                const std::vector<std::vector<std::optional<int64_t>>> &TidVals,
                const std::vector<bool> &Active, const SymbolTable &Syms,
                const std::vector<unsigned> &DimSyms) {
  const unsigned WS = unsigned(Active.size());
  // Evaluation points: a base point, then one unit step per free dimension.
  std::vector<std::vector<std::optional<int64_t>>> Points;
  std::vector<int64_t> Step;
  std::vector<std::optional<int64_t>> Base0(Syms.size());
  for (unsigned S : DimSyms)
    Base0[S] = Syms[S].Lo ? *Syms[S].Lo : Syms[S].Hi ? *Syms[S].Hi : 0;
  Points.push_back(Base0);
  for (unsigned S : DimSyms) {
    if (fixedByBounds(Syms[S]))
      continue;
    auto P = Base0;
    int64_t D = Syms[S].Hi && *Base0[S] == *Syms[S].Hi ? -1 : 1;
    P[S] = *Base0[S] + D;
    Points.push_back(std::move(P));
    Step.push_back(D);
  }
  std::vector<std::optional<LaneAffine>> Forms(WS);
  if (isAffine(Offset)) {
    // Affine in the thread index too (the usual case): one form, evaluated
    // once with the thread index at 0 and stepped per thread dimension; each
    // lane adds its thread-index terms to it.
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
    std::optional<int64_t> Base = At(Points[0], NoStep);
    if (!Base)
      return {};
    LaneAffine Warp;
    Warp.AtBase = *Base;
    for (unsigned K = 1; K < Points.size(); ++K) {
      std::optional<int64_t> V = At(Points[K], NoStep);
      if (!V)
        return {};
      Warp.Coef.push_back((*V - *Base) * Step[K - 1]);
    }
    std::vector<int64_t> TidCoef;
    for (unsigned I : TidSyms) {
      std::optional<int64_t> V = At(Points[0], I);
      if (!V)
        return {};
      TidCoef.push_back(*V - *Base);
    }
    for (unsigned L = 0; L < WS; ++L) {
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
  for (unsigned L = 0; L < WS; ++L) {
    if (!Active[L])
      continue;
    if (TidVals[L].empty())
      return {};
    ExprRef E = substitute(Offset, TidVals[L]);
    if (!isAffine(E))
      return {};
    LaneAffine F;
    for (unsigned K = 0; K < Points.size(); ++K) {
      std::optional<int64_t> V = evaluate(E, Points[K]);
      if (!V)
        return {};
      if (K == 0)
        F.AtBase = *V;
      else
        F.Coef.push_back((*V - F.AtBase) * Step[K - 1]);
    }
    Forms[L] = std::move(F);
  }
  return Forms;
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
  auto Mod = [](int64_t V) { return (V % P + P) % P; };
  std::bitset<P> Set;
  Set.set(size_t(Mod(F.AtBase)));
  unsigned K = 0; // index into F.Coef: the free dimensions, in order
  for (unsigned S : DimSyms) {
    const Symbol &Sym = Syms[S];
    if (fixedByBounds(Sym))
      continue;
    int64_t C = Mod(F.Coef[K++]);
    if (C == 0)
      continue;
    int64_t Period = P / std::gcd(C, P);
    int64_t Steps = Period;
    if (Sym.Lo && Sym.Hi)
      Steps = std::min(Period, *Sym.Hi - *Sym.Lo + 1);
    std::bitset<P> Reached;
    for (int64_t T = 0; T < Steps; ++T) {
      size_t Shift = size_t(C * T % P);
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

LanePatterns gpuperf::computeLanePatterns(const ExprRef &OffsetIn,
                                          SymbolTable Syms, const Dim3 &Block,
                                          unsigned Bytes, IslContext &IC,
                                          const LanePatternOptions &Opts) {
  return computeLanePatterns(OffsetIn, nullptr, std::move(Syms), Block, Bytes,
                             IC, Opts);
}

namespace {
/// Whether a lane executes the access, over the issuing domain of its warp.
enum class LaneState { Never, Always, Variable };
} // namespace

LanePatterns gpuperf::computeLanePatterns(const ExprRef &OffsetIn,
                                          const ExprRef &GuardIn,
                                          SymbolTable Syms, const Dim3 &Block,
                                          unsigned Bytes, IslContext &IC,
                                          const LanePatternOptions &Opts) {
  const unsigned WS = Opts.WarpSize;
  LanePatterns Out;
  Out.Bytes = Bytes;
  auto Conservative = [&](const std::string &Why) {
    LanePatterns C =
        assumedPatterns(AssumedPattern::Scattered, Block, Bytes, WS);
    C.Assumptions = Out.Assumptions;
    C.Assumptions.push_back(Why + "; assumed scattered: one sector per lane");
    C.SymbolicForm = Out.SymbolicForm;
    return C;
  };

  // Known values first (ntid, nctaid, parameters given for the launch).
  std::vector<std::optional<int64_t>> Known(Syms.size());
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind != SymKind::Tid)
      Known[I] = Syms[I].Value;
  ExprRef Offset = substitute(OffsetIn, Known);
  std::map<const Expr *, std::pair<ExprRef, unsigned>> Opaque;
  bool NonAffine = false;
  Offset = abstractNonAffine(Offset, Syms, Opaque, NonAffine);
  ExprRef Pred;
  if (GuardIn) {
    Pred = substitute(GuardIn, Known);
    if (auto C = constValue(Pred); C && *C != 0)
      Pred = nullptr; // always true
  }
  if (Pred) {
    bool GuardNonAffine = false;
    ExprRef G = abstractNonAffine(Pred, Syms, Opaque, GuardNonAffine);
    if (GuardNonAffine) {
      Out.Assumptions.push_back("guard not quasi-affine in the thread index: "
                                "all lanes assumed active");
      Pred = nullptr;
    } else {
      Pred = G;
    }
  }
  for (auto &[Key, Node] : Opaque)
    Out.Assumptions.push_back(Syms[Node.second].Name + " = " +
                              print(Node.first, Syms) +
                              " (a product of unknowns) treated as an "
                              "unconstrained integer");
  if (NonAffine)
    return Conservative("a lane's address multiplies unknown values with "
                        "the thread index (not quasi-affine)");

  // Domain over the remaining unknown symbols.
  std::vector<int> DimOf(Syms.size(), -1);
  std::vector<unsigned> DimSyms;
  for (unsigned I = 0; I < Syms.size(); ++I) {
    if (Syms[I].Kind == SymKind::Tid || Syms[I].Value)
      continue;
    auto IsI = [&](unsigned J) { return J == I; };
    if (!mentions(Offset, IsI) && !(Pred && mentions(Pred, IsI)))
      continue;
    DimOf[I] = int(DimSyms.size());
    DimSyms.push_back(I);
  }
  std::vector<std::string> IslDimNames, DimNames;
  for (unsigned D = 0; D < DimSyms.size(); ++D) {
    IslDimNames.push_back(sanitize(Syms[DimSyms[D]].Name) + "_" +
                          std::to_string(D));
    DimNames.push_back(Syms[DimSyms[D]].Name);
  }
  std::ostringstream DS;
  DS << "{ [";
  for (unsigned D = 0; D < DimSyms.size(); ++D)
    DS << (D ? ", " : "") << IslDimNames[D];
  DS << "]";
  bool First = true;
  for (unsigned D = 0; D < DimSyms.size(); ++D) {
    const Symbol &S = Syms[DimSyms[D]];
    std::string N = sanitize(S.Name) + "_" + std::to_string(D);
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

  isl_ctx *Ctx = IC.get();
  isl_set *Dom;
  {
    // Parsing the bounds is cheap and bounded; the quota covers the rest.
    IslQuotaGuard ParseGuard(Ctx, 0);
    Dom = IC.readSet(DS.str());
    if (!Dom)
      return Conservative("bad ISL domain " + DS.str() + ": " +
                          ParseGuard.failureReason());
  }
  IslQuotaGuard Quota(Ctx, Opts.IslMaxOperations);
  if (isl_set_is_empty(Dom) == isl_bool_true) {
    isl_set_free(Dom);
    Out.Assumptions.push_back("the access executes for no value of its "
                              "symbols: no requests");
    return Out;
  }
  IslBuilder B{Ctx, IslSpace(isl_set_get_space(Dom)), DimOf, {}};
  std::vector<unsigned> TidIds;
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind == SymKind::Tid)
      TidIds.push_back(I);

  // The guard over the domain and the thread index, built once where it is
  // quasi-affine in the thread index too: a lane's guard set is then this
  // set with the thread index fixed, not a piecewise build of its own (the
  // 2-D bounds checks of stencils and matrix kernels).
  const unsigned TidBase = unsigned(DimSyms.size());
  std::unique_ptr<isl_set, isl_set *(*)(isl_set *)> GuardAll(nullptr,
                                                             isl_set_free);
  if (Pred && isQuasiAffine(Pred)) {
    std::vector<int> DimOfAll = DimOf;
    for (unsigned K = 0; K < TidIds.size(); ++K)
      DimOfAll[TidIds[K]] = int(TidBase + K);
    IslBuilder BA{
        Ctx,
        IslSpace(isl_space_add_dims(isl_set_get_space(Dom), isl_dim_set,
                                    unsigned(TidIds.size()))),
        DimOfAll,
        {}};
    if (isl_pw_aff *GA = BA.build(Pred).release())
      GuardAll.reset(isl_pw_aff_non_zero_set(GA));
  }
  auto laneGuardSet = [&](const std::vector<std::optional<int64_t>> &Tid,
                          const ExprRef &G) -> isl_set * {
    if (!GuardAll) {
      isl_pw_aff *GA = B.build(G).release();
      return GA ? isl_pw_aff_non_zero_set(GA) : nullptr;
    }
    isl_set *S = isl_set_copy(GuardAll.get());
    for (unsigned K = 0; K < TidIds.size(); ++K)
      S = isl_set_fix_si(S, isl_dim_set, TidBase + K, int(*Tid[TidIds[K]]));
    return isl_set_project_out(S, isl_dim_set, TidBase,
                               unsigned(TidIds.size()));
  };

  unsigned NW = unsigned((Block.size() + WS - 1) / WS);
  bool Failed = false, Grouped = false, Bounded = false;
  std::string Why;
  for (unsigned W = 0; W < NW && !Failed; ++W) {
    WarpRequestVariants WR;
    WR.Active = activeMask(Block, W, WS);
    std::vector<isl_pw_aff *> PA(WS, nullptr);
    std::vector<LaneState> State(WS, LaneState::Never);
    std::vector<isl_set *> GS(WS, nullptr); // lanes' guard sets (Variable)
    std::vector<std::vector<std::optional<int64_t>>> TidVals(WS);
    for (unsigned L = 0; L < WS; ++L) {
      if (!WR.Active[L])
        continue;
      uint64_t T = uint64_t(W) * WS + L;
      std::vector<std::optional<int64_t>> V(Syms.size());
      for (unsigned I : TidIds) {
        unsigned D = Syms[I].Dim;
        V[I] = D == 0   ? int64_t(T % Block.X)
               : D == 1 ? int64_t(T / Block.X % Block.Y)
                        : int64_t(T / (uint64_t(Block.X) * Block.Y));
      }
      TidVals[L] = std::move(V);
      State[L] = LaneState::Always;
      if (!Pred)
        continue;
      ExprRef G = substitute(Pred, TidVals[L]);
      if (auto C = constValue(G)) {
        State[L] = *C != 0 ? LaneState::Always : LaneState::Never;
        continue;
      }
      if (auto Box = guardOverBox(G, Syms, DimSyms)) {
        State[L] = *Box ? LaneState::Always : LaneState::Never;
        continue;
      }
      isl_set *GL = laneGuardSet(TidVals[L], G);
      if (!GL) {
        Failed = true;
        continue;
      }
      GS[L] = isl_set_intersect(GL, isl_set_copy(Dom));
      State[L] = LaneState::Variable;
    }
    bool AnyVariable = false;
    if (Pred && !Failed) {
      // Lanes whose guard set is neither empty nor all of Dom vary; values
      // where no lane is active are dropped when the variants are
      // enumerated (so Dom itself stays the domain, no union needed).
      for (unsigned L = 0; L < WS; ++L) {
        if (State[L] != LaneState::Variable)
          continue;
        if (isl_set_is_empty(GS[L]) == isl_bool_true)
          State[L] = LaneState::Never;
        else if (isl_set_is_subset(Dom, GS[L]) == isl_bool_true)
          State[L] = LaneState::Always;
        else
          AnyVariable = true;
      }
      if (std::none_of(State.begin(), State.end(),
                       [](LaneState X) { return X != LaneState::Never; })) {
        // No lane ever executes the access: this warp issues no request.
        for (unsigned L = 0; L < WS; ++L)
          isl_set_free(GS[L]);
        WR.Active.assign(WS, false);
        Out.Warps.push_back(std::move(WR));
        continue;
      }
      for (unsigned L = 0; L < WS; ++L)
        WR.Active[L] = State[L] != LaneState::Never;
    }
    // Cells of the domain with one set of active lanes each.
    std::vector<std::pair<isl_set *, std::vector<bool>>> Cells;
    if (!AnyVariable) {
      Cells.push_back({isl_set_copy(Dom), WR.Active});
    } else if (!Failed) {
      std::vector<bool> Base(WS);
      for (unsigned L = 0; L < WS; ++L)
        Base[L] = State[L] == LaneState::Always;
      Cells.push_back({isl_set_copy(Dom), Base});
      for (unsigned L = 0; L < WS && !Failed; ++L) {
        if (State[L] != LaneState::Variable)
          continue;
        std::vector<std::pair<isl_set *, std::vector<bool>>> Next;
        for (auto &[C, M] : Cells) {
          isl_set *In = isl_set_intersect(isl_set_copy(C), isl_set_copy(GS[L]));
          isl_set *Out2 = isl_set_subtract(C, isl_set_copy(GS[L]));
          if (!In || !Out2)
            Failed = true;
          if (isl_set_is_empty(In) == isl_bool_false) {
            std::vector<bool> M2 = M;
            M2[L] = true;
            Next.push_back({In, std::move(M2)});
          } else {
            isl_set_free(In);
          }
          if (isl_set_is_empty(Out2) == isl_bool_false)
            Next.push_back({Out2, M});
          else
            isl_set_free(Out2);
        }
        Cells = std::move(Next);
        if (Cells.size() > Opts.MaxVariants) {
          Failed = true;
          Why = "more than " + std::to_string(Opts.MaxVariants) +
                " distinct sets of active lanes per warp";
        }
      }
    }
    // Lane 0's address is the reference, active or not. When every lane's
    // address is affine over a box, the distances to lane 0 are decided by
    // evaluation (BoxDiff) and only lane 0 needs ISL.
    std::vector<std::optional<LaneAffine>> Forms;
    if (!Failed)
      Forms = laneAffineForms(Offset, TidVals, WR.Active, Syms, DimSyms);
    std::vector<std::optional<int64_t>> BoxDiff = constantLaneDistances(Forms);
    bool UseBox = !BoxDiff.empty();
    // Which free dimensions are unbounded (either way): an affine distance
    // that depends on one of them is unbounded over the box.
    std::vector<bool> OpenDim;
    std::vector<unsigned> FixedDims; // ISL dimensions fixed by their bounds
    for (unsigned D = 0; D < DimSyms.size(); ++D) {
      const Symbol &S = Syms[DimSyms[D]];
      if (fixedByBounds(S))
        FixedDims.push_back(D);
      else
        OpenDim.push_back(!S.Lo || !S.Hi);
    }
    for (unsigned L = 0; L < WS && !Failed; ++L) {
      if ((!WR.Active[L] && L != 0) || (UseBox && L != 0))
        continue;
      PA[L] = B.build(substitute(Offset, TidVals[L])).release();
      if (!PA[L])
        Failed = true;
    }
    for (auto &[Cell, Act] : Cells) {
      if (Failed ||
          std::none_of(Act.begin(), Act.end(), [](bool X) { return X; }))
        continue; // no lane active in this cell: not issued
      std::vector<Range> Diff(WS);
      bool AllConst = true, AnyUnbounded = false;
      for (unsigned L = 1; L < WS && !Failed; ++L) {
        if (!Act[L])
          continue;
        if (UseBox) {
          Diff[L].Kind = DiffKind::Constant;
          Diff[L].Value = *BoxDiff[L];
          continue;
        }
        if (!AnyVariable && !Forms.empty() && Forms[0] && Forms[L]) {
          // The cell is the whole box: an affine distance is constant iff
          // its coefficients are zero, else bounded iff every dimension it
          // depends on is.
          Diff[L] = affineDistanceOverBox(*Forms[L], *Forms[0], OpenDim);
          AllConst &= Diff[L].Kind == DiffKind::Constant;
          AnyUnbounded |= Diff[L].Kind == DiffKind::Unbounded;
          continue;
        }
        Diff[L] = rangeOf(IslPwAff(isl_pw_aff_sub(isl_pw_aff_copy(PA[L]),
                                                  isl_pw_aff_copy(PA[0]))),
                          Cell);
        if (Diff[L].Kind == DiffKind::Error)
          Failed = true;
        AllConst &= Diff[L].Kind == DiffKind::Constant;
        AnyUnbounded |= Diff[L].Kind == DiffKind::Unbounded;
      }
      if (W == 0 && !Failed && WS > 1 && Act[1] && UseBox) {
        Out.SymbolicForm =
            "lanes " + std::to_string(Diff[1].Value) + " bytes apart";
      } else if (W == 0 && !Failed && WS > 1 && Act[1]) {
        isl_pw_aff *D1 =
            isl_pw_aff_sub(isl_pw_aff_copy(PA[1]), isl_pw_aff_copy(PA[0]));
        D1 = isl_pw_aff_gist(D1, isl_set_copy(Cell));
        Out.SymbolicForm =
            Diff[1].Kind == DiffKind::Constant
                ? "lanes " + std::to_string(Diff[1].Value) + " bytes apart"
                : "lanes " + pwAffText(D1, IslDimNames, DimNames) +
                      " bytes apart";
        isl_pw_aff_free(D1);
      }
      // Residues of lane 0 modulo AlignPeriod.
      std::vector<std::vector<int64_t>> Res;
      if (!Failed && !AnyVariable && !Forms.empty() && Forms[0]) {
        Res = residuesOverBox(*Forms[0], Syms, DimSyms);
      } else if (!Failed) {
        isl_pw_aff *M = isl_pw_aff_mod_val(
            isl_pw_aff_copy(PA[0]), isl_val_int_from_si(Ctx, AlignPeriod));
        M = isl_pw_aff_intersect_domain(M, isl_set_copy(Cell));
        if (!enumerate(IslSet(isl_map_range(isl_map_from_pw_aff(M))),
                       AlignPeriod + 1, Res))
          Failed = true;
      }
      if (!Failed && AllConst) {
        for (auto &R : Res) {
          std::vector<int64_t> Off(WS, 0);
          for (unsigned L = 0; L < WS; ++L)
            if (Act[L])
              Off[L] = R[0] + (L ? Diff[L].Value : 0);
          WR.Variants.push_back(std::move(Off));
          if (AnyVariable)
            WR.VariantActive.push_back(Act);
        }
      } else if (!Failed && !AnyUnbounded) {
        // Lane distances vary within bounds: enumerate (residue, distances).
        Bounded = true;
        isl_pw_aff_list *List = isl_pw_aff_list_alloc(Ctx, WS);
        List = isl_pw_aff_list_add(
            List, isl_pw_aff_mod_val(isl_pw_aff_copy(PA[0]),
                                     isl_val_int_from_si(Ctx, AlignPeriod)));
        std::vector<unsigned> Lanes;
        for (unsigned L = 1; L < WS; ++L)
          if (Act[L]) {
            List = isl_pw_aff_list_add(
                List,
                isl_pw_aff_sub(isl_pw_aff_copy(PA[L]), isl_pw_aff_copy(PA[0])));
            Lanes.push_back(L);
          }
        isl_space *MS = isl_space_map_from_domain_and_range(
            isl_set_get_space(Dom),
            isl_space_set_alloc(Ctx, 0, Lanes.size() + 1));
        isl_map *Map = isl_map_from_multi_pw_aff(
            isl_multi_pw_aff_from_pw_aff_list(MS, List));
        Map = isl_map_intersect_domain(Map, isl_set_copy(Cell));
        std::vector<std::vector<int64_t>> Pts;
        if (!enumerate(IslSet(isl_map_range(Map)), Opts.MaxVariants, Pts)) {
          Failed = true;
          Why = "more than " + std::to_string(Opts.MaxVariants) +
                " distinct lane patterns per warp";
        }
        for (auto &P : Pts) {
          std::vector<int64_t> Off(WS, 0);
          if (Act[0])
            Off[0] = P[0];
          for (unsigned K = 0; K < Lanes.size(); ++K)
            Off[Lanes[K]] = P[0] + P[K + 1];
          WR.Variants.push_back(std::move(Off));
          if (AnyVariable)
            WR.VariantActive.push_back(Act);
        }
      } else if (!Failed) {
        // Some lane distances depend on unknown values without bound: group
        // lanes whose mutual distance is constant; distinct groups are assumed
        // far apart (distinct lines, same bank alignment).
        Grouped = true;
        std::vector<unsigned> Leaders;
        std::vector<std::pair<unsigned, int64_t>> Member(WS, {0, 0});
        // Over a full-dimensional cell, two affine addresses are a constant
        // distance apart iff their coefficients agree: no ISL per pair.
        bool ByForms = !Forms.empty() &&
                       (!AnyVariable || fullDimensional(Cell, FixedDims));
        for (unsigned L = 0; L < WS && !Failed; ++L) {
          if (!Act[L])
            continue;
          bool Placed = false;
          for (unsigned G = 0; G < Leaders.size() && !Placed && ByForms; ++G)
            if (Forms[L]->Coef == Forms[Leaders[G]]->Coef) {
              Member[L] = {G, Forms[L]->AtBase - Forms[Leaders[G]]->AtBase};
              Placed = true;
            }
          for (unsigned G = 0; G < Leaders.size() && !Placed && !ByForms; ++G) {
            Range D = rangeOf(
                IslPwAff(isl_pw_aff_sub(isl_pw_aff_copy(PA[L]),
                                        isl_pw_aff_copy(PA[Leaders[G]]))),
                Cell);
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
        for (auto &R : Res) {
          std::vector<int64_t> Off(WS, 0);
          for (unsigned L = 0; L < WS; ++L)
            if (Act[L])
              Off[L] = R[0] + int64_t(Member[L].first) * (int64_t(1) << 20) +
                       Member[L].second;
          WR.Variants.push_back(std::move(Off));
          if (AnyVariable)
            WR.VariantActive.push_back(Act);
        }
      }
    }
    for (auto &C : Cells)
      isl_set_free(C.first);
    for (isl_pw_aff *P : PA)
      isl_pw_aff_free(P);
    for (isl_set *G : GS)
      isl_set_free(G);
    Out.Warps.push_back(std::move(WR));
  }
  isl_set_free(Dom);
  if (Failed || Quota.failed()) {
    std::string R = Quota.failureReason();
    if (R.empty())
      R = Why.empty() ? "lane addresses not representable in ISL" : Why;
    return Conservative(R);
  }
  if (Grouped) {
    std::string Unknown;
    for (unsigned I : DimSyms)
      if (Syms[I].Kind == SymKind::Param || Syms[I].Kind == SymKind::Opaque)
        Unknown += (Unknown.empty() ? "" : ", ") + Syms[I].Name;
    Out.Assumptions.push_back(
        "lane distance (" + Out.SymbolicForm + ") depends on unknown " +
        (Unknown.empty() ? std::string("values") : Unknown) +
        ": assumed large, lanes at non-constant distance in distinct "
        "128-byte lines with equal bank alignment");
    Out.Exact = false;
  }
  (void)Bounded;
  if (Pred && std::all_of(Out.Warps.begin(), Out.Warps.end(),
                          [](const WarpRequestVariants &W) {
                            return W.Variants.empty();
                          }))
    Out.Assumptions.push_back("the access executes in no lane for this "
                              "launch: no requests");
  return Out;
}
