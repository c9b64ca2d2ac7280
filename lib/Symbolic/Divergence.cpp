//===- Divergence.cpp - Counting lanes that satisfy a branch condition ----===//
#include "gpuperf/Symbolic/Divergence.h"
#include "gpuperf/Symbolic/IslExpr.h"
#include "gpuperf/Symbolic/IslGuard.h"
#include "gpuperf/Symbolic/IslPtr.h"

#include <isl/ctx.h>
#include <isl/set.h>
#include <isl/val.h>

#include <algorithm>
#include <memory>

using namespace gpuperf;

LaneSymbols::LaneSymbols(const SymbolTable &Syms) {
  for (unsigned I = 0; I < Syms.size(); ++I) {
    const Symbol &S = Syms[I];
    if (S.Dim > 2)
      continue;
    if (S.Kind == SymKind::Tid)
      Tid[S.Dim] = int(I);
    if (S.Kind == SymKind::Ctaid)
      Ctaid[S.Dim] = int(I);
  }
}

static void bindCoordinates(SymValues &V, const int Ids[3], const Dim3 &Shape,
                            uint64_t Linear) {
  int64_t C[3] = {int64_t(Linear % Shape.X),
                  int64_t((Linear / Shape.X) % Shape.Y),
                  int64_t(Linear / (uint64_t(Shape.X) * Shape.Y))};
  for (int D = 0; D < 3; ++D)
    if (Ids[D] >= 0) {
      if (V.size() <= unsigned(Ids[D]))
        V.resize(Ids[D] + 1);
      V[Ids[D]] = C[D];
    }
}

void LaneSymbols::bindThread(SymValues &V, const Dim3 &Block,
                             uint64_t T) const {
  bindCoordinates(V, Tid, Block, T);
}

void LaneSymbols::bindBlock(SymValues &V, const Dim3 &Grid, uint64_t B) const {
  bindCoordinates(V, Ctaid, Grid, B);
}

bool gpuperf::isBlockSymbol(const Symbol &S) {
  return S.Kind == SymKind::Ctaid;
}

bool gpuperf::isLaneSymbol(const Symbol &S) {
  return S.Kind == SymKind::Tid || isBlockSymbol(S);
}

namespace {
/// The condition and the domain's restriction after fixing D.Fixed, and
/// the symbols they still mention.
struct Prepared {
  ExprRef C, Within;
  bool UsesCtaid[3] = {false, false, false};
  std::vector<std::pair<unsigned, int64_t>> Ranged; ///< in order of use
  bool Ok = true;
};

Prepared prepare(const ExprRef &C, const SymbolTable &Syms,
                 const DivergenceDomain &D) {
  Prepared P;
  P.C = substitute(C, D.Fixed, ExprForm::Index);
  P.Within =
      D.Within ? substitute(D.Within, D.Fixed, ExprForm::Index) : mkTruth(true);
  std::vector<unsigned> Used = symbolsOf(P.C);
  for (unsigned V : symbolsOf(P.Within))
    if (std::find(Used.begin(), Used.end(), V) == Used.end())
      Used.push_back(V);
  for (unsigned V : Used) {
    const Symbol *S = V < Syms.size() ? &Syms[V] : nullptr;
    auto R = D.Ranged.find(V);
    if (S && S->Kind == SymKind::Ctaid && S->Dim < 3)
      P.UsesCtaid[S->Dim] = true;
    else if (R != D.Ranged.end())
      P.Ranged.push_back(*R);
    else if (!S || S->Kind != SymKind::Tid || S->Dim > 2)
      P.Ok = false;
  }
  return P;
}

/// The lane sets of a prepared condition over the dimensions
/// [ctaid (those used)..., w, k (ranged)..., l]: the lanes of the launch, and
/// those where the condition holds or fails. Built with IslExprBuilder after
/// writing tid.x/y/z as quasi-affine functions of 32w + l.
class LaneSets {
public:
  LaneSets(const Prepared &P, const SymbolTable &SymsIn,
           const DivergenceDomain &D, isl_ctx *Ctx);
  IslSet lanes() { return Builder->buildSet(Domain); }
  IslSet where(bool Negate) {
    IslSet Cond = Builder->buildSet(Cond0, Negate);
    if (!Cond)
      return IslSet();
    return IslSet(isl_set_intersect(lanes().release(), Cond.release()));
  }

private:
  ExprRef dim(const std::string &Name, std::vector<int> &DimOf);
  void addRange(const ExprRef &X, int64_t N);

  SymbolTable Syms;
  ExprRef Domain = mkTruth(true), Cond0;
  std::unique_ptr<IslExprBuilder> Builder;
};

ExprRef LaneSets::dim(const std::string &Name, std::vector<int> &DimOf) {
  unsigned Id = Syms.getOrAdd(SymKind::Opaque, 0, "$" + Name);
  DimOf.resize(Syms.size(), -1);
  DimOf[Id] = *std::max_element(DimOf.begin(), DimOf.end()) + 1;
  return mkSym(Id);
}

/// Adds 0 <= X < N to the domain.
void LaneSets::addRange(const ExprRef &X, int64_t N) {
  Domain = mkLAnd(Domain, mkLAnd(mkCmp(Expr::LE, mkConst(0), X),
                                 mkCmp(Expr::LT, X, mkConst(N))));
}

LaneSets::LaneSets(const Prepared &P, const SymbolTable &SymsIn,
                   const DivergenceDomain &D, isl_ctx *Ctx)
    : Syms(SymsIn) {
  std::vector<int> DimOf(Syms.size(), -1);
  std::vector<ExprRef> By(Syms.size());
  LaneSymbols LS(Syms);
  unsigned G[3] = {D.Grid.X, D.Grid.Y, D.Grid.Z};
  for (int I = 0; I < 3; ++I)
    if (P.UsesCtaid[I]) {
      ExprRef B = dim("b" + std::to_string(I), DimOf);
      By[LS.Ctaid[I]] = B;
      addRange(B, G[I]);
    }
  unsigned Warps = unsigned((D.Block.size() + D.WarpSize - 1) / D.WarpSize);
  ExprRef W = dim("w", DimOf);
  addRange(W, Warps);
  for (size_t I = 0; I < P.Ranged.size(); ++I) {
    ExprRef K = dim("k" + std::to_string(I), DimOf);
    By[P.Ranged[I].first] = K;
    addRange(K, P.Ranged[I].second);
  }
  ExprRef L = dim("l", DimOf);
  addRange(L, D.WarpSize);
  ExprRef Lin = mkAdd(mkMul(mkConst(D.WarpSize), W), L);
  Domain =
      mkLAnd(Domain, mkCmp(Expr::LT, Lin, mkConst(int64_t(D.Block.size()))));
  int64_t BX = D.Block.X, BY = D.Block.Y;
  ExprRef Tid[3] = {D.Block.Y * D.Block.Z == 1 ? Lin : mkMod(Lin, BX),
                    mkMod(mkFloorDiv(Lin, BX), BY), mkFloorDiv(Lin, BX * BY)};
  for (int I = 0; I < 3; ++I)
    if (LS.Tid[I] >= 0)
      By[LS.Tid[I]] = Tid[I];
  By.resize(Syms.size());
  Domain = mkLAnd(Domain, substitute(P.Within, By, ExprForm::Index));
  Cond0 = substitute(P.C, By, ExprForm::Index);
  IslSpace Space(isl_space_set_alloc(
      Ctx, 0, unsigned(*std::max_element(DimOf.begin(), DimOf.end()) + 1)));
  Builder = std::make_unique<IslExprBuilder>(Ctx, std::move(Space), DimOf);
}

std::optional<double> countSet(const IslSet &S) {
  if (!S)
    return std::nullopt;
  IslVal V(isl_set_count_val(S.get()));
  if (!V || !isl_val_is_int(V.get()))
    return std::nullopt;
  return isl_val_get_d(V.get());
}
} // namespace

std::string gpuperf::divergenceSetString(const ExprRef &C,
                                         const SymbolTable &Syms,
                                         const DivergenceDomain &D,
                                         bool Negate) {
  Prepared P = prepare(C, Syms, D);
  if (!P.Ok || !isQuasiAffine(P.C) || !isQuasiAffine(P.Within))
    return "";
  IslContext Context;
  IslSet S = LaneSets(P, Syms, D, Context.get()).where(Negate);
  if (!S)
    return "";
  char *Text = isl_set_to_str(S.get());
  std::string R = Text ? Text : "";
  free(Text);
  return R;
}

std::optional<DivergenceCount>
gpuperf::countDivergenceISL(const ExprRef &C, const SymbolTable &Syms,
                            const DivergenceDomain &D,
                            unsigned long MaxOperations) {
  IslContext Context(MaxOperations);
  return countDivergenceISL(C, Syms, D, Context);
}

std::optional<DivergenceCount>
gpuperf::countDivergenceISL(const ExprRef &C, const SymbolTable &Syms,
                            const DivergenceDomain &D, IslContext &Context) {
  Prepared P = prepare(C, Syms, D);
  if (!P.Ok || !isQuasiAffine(P.C) || !isQuasiAffine(P.Within))
    return std::nullopt;
  isl_ctx *Ctx = Context.get();
  IslQuotaGuard Quota(Context);
  LaneSets Sets(P, Syms, D, Ctx);
  IslSet T = Sets.where(false), F = Sets.where(true), V = Sets.lanes();
  DivergenceCount R;
  R.Method = "isl";
  bool Good = T && F && V;
  auto count = [&](const IslSet &S, double &Out) {
    std::optional<double> N = Good ? countSet(S) : std::nullopt;
    Good = N.has_value();
    if (Good)
      Out = *N;
  };
  if (Good) {
    unsigned L = isl_set_dim(V.get(), isl_dim_set) - 1;
    auto proj = [&](const IslSet &S) {
      return IslSet(isl_set_project_out(S.copy(), isl_dim_set, L, 1));
    };
    auto lanesOf = [&](IslSet WarpSet) {
      return IslSet(isl_set_intersect(
          V.copy(), isl_set_add_dims(WarpSet.release(), isl_dim_set, 1)));
    };
    count(T, R.TrueLanes);
    count(F, R.FalseLanes);
    count(proj(V), R.Warps);
    count(proj(T), R.AnyTrue);
    count(proj(F), R.AnyFalse);
    count(lanesOf(proj(T)), R.LanesInTrueWarps);
    count(lanesOf(proj(F)), R.LanesInFalseWarps);
  }
  if (!Good || Quota.failed())
    return std::nullopt; // the caller falls back to brute force
  return R;
}

std::optional<BlockSplit> gpuperf::splitBlocks(const ExprRef &Check,
                                               const SymbolTable &Syms,
                                               const DivergenceDomain &D,
                                               unsigned MaxEdge,
                                               IslContext &Context) {
  DivergenceDomain Alone = D;
  Alone.Within = nullptr;
  Prepared P = prepare(Check, Syms, Alone);
  if (!P.Ok || !isQuasiAffine(P.C))
    return std::nullopt;
  BlockSplit S;
  for (unsigned I = 0; I < 3; ++I)
    if (P.UsesCtaid[I])
      S.Dims.push_back(I);
  if (S.Dims.empty())
    return std::nullopt;
  IslQuotaGuard Quota(Context);
  LaneSets Sets(P, Syms, Alone, Context.get());
  // The block indices come first among the sets' dimensions.
  unsigned NB = unsigned(S.Dims.size());
  auto blocksOf = [&](IslSet Lanes) {
    if (!Lanes)
      return IslSet();
    unsigned N = unsigned(isl_set_dim(Lanes.get(), isl_dim_set));
    return IslSet(
        isl_set_project_out(Lanes.release(), isl_dim_set, NB, N - NB));
  };
  IslSet Passing = blocksOf(Sets.where(false));
  IslSet Failing = blocksOf(Sets.where(true));
  if (!Passing || !Failing)
    return std::nullopt;
  IslSet Edge(isl_set_intersect(Passing.copy(), Failing.copy()));
  std::optional<double> Whole =
      countSet(IslSet(isl_set_subtract(Passing.release(), Failing.release())));
  if (!Whole || !enumeratePoints(std::move(Edge), MaxEdge, S.Edge) ||
      Quota.failed())
    return std::nullopt;
  S.Whole = *Whole;
  return S;
}

/// The blocks the brute force visits (the grid along the block indices the
/// condition uses, one block along the others), their extents in G.
static uint64_t bruteBlocks(const Prepared &P, const DivergenceDomain &D,
                            unsigned G[3]) {
  uint64_t Blocks = 1;
  unsigned Full[3] = {D.Grid.X, D.Grid.Y, D.Grid.Z};
  for (int I = 0; I < 3; ++I) {
    G[I] = P.UsesCtaid[I] ? Full[I] : 1;
    Blocks *= G[I];
  }
  return Blocks;
}

static uint64_t saturatingMul(uint64_t A, uint64_t B) {
  uint64_t R;
  return __builtin_mul_overflow(A, B, &R) ? UINT64_MAX : R;
}

static uint64_t bruteIterations(const Prepared &P) {
  uint64_t Iters = 1;
  for (auto &R : P.Ranged)
    Iters = saturatingMul(Iters, uint64_t(std::max<int64_t>(R.second, 0)));
  return Iters;
}

std::optional<uint64_t>
gpuperf::bruteForceEvaluations(const ExprRef &C, const SymbolTable &Syms,
                               const DivergenceDomain &D) {
  Prepared P = prepare(C, Syms, D);
  if (!P.Ok)
    return std::nullopt;
  unsigned G[3];
  return saturatingMul(saturatingMul(bruteBlocks(P, D, G), bruteIterations(P)),
                       D.Block.size());
}

std::optional<DivergenceCount>
gpuperf::countDivergenceBrute(const ExprRef &C, const SymbolTable &Syms,
                              const DivergenceDomain &D,
                              uint64_t MaxEvaluations) {
  Prepared P = prepare(C, Syms, D);
  if (!P.Ok)
    return std::nullopt;
  unsigned G[3];
  uint64_t Blocks = bruteBlocks(P, D, G), Iters = bruteIterations(P);
  uint64_t Lanes = D.Block.size();
  if (saturatingMul(saturatingMul(Blocks, Iters), Lanes) > MaxEvaluations)
    return std::nullopt;
  DivergenceCount R;
  R.Method = "brute-force";
  LaneSymbols LS(Syms);
  SymValues Env(Syms.size());
  for (auto &Rg : P.Ranged)
    Env.resize(std::max<size_t>(Env.size(), Rg.first + 1));
  unsigned Warps = unsigned((Lanes + D.WarpSize - 1) / D.WarpSize);
  for (unsigned BZ = 0; BZ < G[2]; ++BZ)
    for (unsigned BY = 0; BY < G[1]; ++BY)
      for (unsigned BX = 0; BX < G[0]; ++BX) {
        LS.bindBlock(Env, Dim3{G[0], G[1], G[2]},
                     BX + uint64_t(G[0]) * (BY + uint64_t(G[1]) * BZ));
        for (uint64_t It = 0; It < Iters; ++It) {
          uint64_t Rest = It;
          for (auto &Rg : P.Ranged) {
            Env[Rg.first] = int64_t(Rest % uint64_t(Rg.second));
            Rest /= uint64_t(Rg.second);
          }
          for (unsigned W = 0; W < Warps; ++W) {
            unsigned NT = 0, NF = 0, NL = 0;
            for (unsigned L = 0; L < D.WarpSize; ++L) {
              uint64_t Lin = uint64_t(W) * D.WarpSize + L;
              if (Lin >= Lanes)
                break;
              LS.bindThread(Env, D.Block, Lin);
              std::optional<int64_t> In = evaluate(P.Within, Env);
              if (!In)
                return std::nullopt;
              if (!*In)
                continue; // not in the domain (has left the loop)
              auto V = evaluate(P.C, Env);
              if (!V)
                return std::nullopt;
              ++NL;
              (*V ? NT : NF)++;
            }
            if (NL == 0)
              continue;
            R.Warps += 1;
            R.TrueLanes += NT;
            R.FalseLanes += NF;
            if (NT) {
              R.AnyTrue += 1;
              R.LanesInTrueWarps += NL;
            }
            if (NF) {
              R.AnyFalse += 1;
              R.LanesInFalseWarps += NL;
            }
          }
        }
      }
  return R;
}

// Nothing is evaluated lane by lane and no ISL operation is spent, so a nest
// of guards every lane passes does not use up the kernel's budget.
std::optional<DivergenceCount>
gpuperf::countDivergenceByRanges(const ExprRef &C, const SymbolTable &Syms,
                                 const DivergenceDomain &D) {
  Prepared P = prepare(C, Syms, D);
  if (!P.Ok)
    return std::nullopt;
  SymbolTable Bounded = Syms;
  for (unsigned I = 0; I < Bounded.size(); ++I) {
    Symbol &S = Bounded[I];
    if (S.Value)
      continue;
    auto R = D.Ranged.find(I);
    if (R != D.Ranged.end()) {
      S.Lo = 0;
      S.Hi = R->second - 1;
    } else if (S.Kind == SymKind::Tid || S.Kind == SymKind::Ctaid) {
      const Dim3 &Extent = S.Kind == SymKind::Tid ? D.Block : D.Grid;
      S.Lo = 0;
      S.Hi = int64_t(Extent.along(S.Dim)) - 1;
    }
  }
  auto decided = [](const ValueRange &R) -> std::optional<bool> {
    if (R.Lo && R.Lo == R.Hi && (*R.Lo == 0 || *R.Lo == 1))
      return *R.Lo == 1;
    return std::nullopt;
  };
  std::optional<bool> In = decided(valueRange(P.Within, Bounded));
  if (!In)
    return std::nullopt;
  DivergenceCount R;
  R.Method = "ranges";
  if (!*In)
    return R; // no lane is in the domain
  std::optional<bool> Taken = decided(valueRange(P.C, Bounded));
  unsigned G[3];
  uint64_t Instances = saturatingMul(bruteBlocks(P, D, G), bruteIterations(P));
  if (!Taken || Instances == 0 || Instances == UINT64_MAX)
    return std::nullopt;
  uint64_t Lanes = D.Block.size();
  double Warps =
      double(Instances) * double((Lanes + D.WarpSize - 1) / D.WarpSize);
  double AllLanes = double(Instances) * double(Lanes);
  R.Warps = Warps;
  (*Taken ? R.AnyTrue : R.AnyFalse) = Warps;
  (*Taken ? R.TrueLanes : R.FalseLanes) = AllLanes;
  (*Taken ? R.LanesInTrueWarps : R.LanesInFalseWarps) = AllLanes;
  return R;
}

std::optional<DivergenceCount>
gpuperf::countDivergence(const ExprRef &C, const SymbolTable &Syms,
                         const DivergenceDomain &D, KernelWorkBudget &Budget) {
  if (auto R = countDivergenceByRanges(C, Syms, D))
    return R;
  if (auto R = countDivergenceISL(C, Syms, D, Budget.isl()))
    return R;
  std::optional<uint64_t> N = bruteForceEvaluations(C, Syms, D);
  if (!N || *N > Budget.MaxEvaluationsPerCondition) {
    // Too large for brute force whatever the budget: only ISL could count.
    if (Budget.isl().quotaSpent())
      Budget.noteSpent("the kernel's ISL operation quota (" +
                       std::to_string(Budget.isl().maxOperations()) +
                       ") is spent");
    return std::nullopt;
  }
  if (*N > Budget.evaluationsLeft()) {
    Budget.noteSpent(
        "the kernel's budget for counting conditions lane by lane (" +
        std::to_string(Budget.maxEvaluations()) + " evaluations) is spent");
    return std::nullopt;
  }
  Budget.chargeEvaluations(*N);
  return countDivergenceBrute(C, Syms, D, *N);
}
