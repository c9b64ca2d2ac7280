//===- Branches.cpp - Divergence and path weights of every branch ---------===//
#include "gpuperf/Graph/Branches.h"
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/Graph/Uniformity.h"
#include "gpuperf/Hardware/NumberText.h"
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <functional>
#include <map>

using namespace llvm;
using namespace gpuperf;

namespace {
/// R over N times as many instances, each counted alike.
DivergenceCount scaledCount(DivergenceCount R, double N) {
  for (double *F : {&R.Warps, &R.AnyTrue, &R.AnyFalse, &R.TrueLanes,
                    &R.FalseLanes, &R.LanesInTrueWarps, &R.LanesInFalseWarps})
    *F *= N;
  return R;
}

void addCount(DivergenceCount &A, const DivergenceCount &B) {
  A.Warps += B.Warps;
  A.AnyTrue += B.AnyTrue;
  A.AnyFalse += B.AnyFalse;
  A.TrueLanes += B.TrueLanes;
  A.FalseLanes += B.FalseLanes;
  A.LanesInTrueWarps += B.LanesInTrueWarps;
  A.LanesInFalseWarps += B.LanesInFalseWarps;
  A.Method = B.Method;
}

/// The loop of the table whose iteration symbol (as SCEV names it) S is.
const Loop *loopOfIteration(const Symbol &S,
                            const std::vector<LoopTripInfo> &Loops) {
  for (const LoopTripInfo &T : Loops)
    if (loopIterationKey(T.L) == S.Key)
      return T.L;
  return nullptr;
}

/// The iteration symbol of loop L in a count, ranged in D over Count where
/// given (the most iterations a lane runs, lanesReaching keeping each
/// lane to its own), else over the loop's count.
unsigned iterationCounter(const Loop *L, ThreadExprBuilder &TEB,
                          const std::vector<LoopTripInfo> &Loops,
                          DivergenceDomain &D,
                          std::optional<int64_t> Count = std::nullopt) {
  SymbolTable &Syms = TEB.symbols();
  unsigned K = Syms.getOrAdd(SymKind::IV, 0, "k." + loopIterationKey(L));
  if (D.Ranged.count(K))
    return K;
  Syms[K].Name = "k." + loopIterationName(*L);
  Syms[K].Lo = 0;
  D.Ranged[K] = std::max<int64_t>(
      1, Count ? *Count : int64_t(std::ceil(effectiveTripOf(Loops, L))));
  Syms[K].Hi = D.Ranged[K] - 1;
  return K;
}

/// E with the iterations SCEV names (of loops in the table) written as
/// their iteration symbols in D; null where one is another's.
ExprRef atCounters(const ExprRef &E, ThreadExprBuilder &TEB,
                   const std::vector<LoopTripInfo> &Loops,
                   DivergenceDomain &D) {
  const SymbolTable &Syms = TEB.symbols();
  std::vector<ExprRef> By;
  for (unsigned V : symbolsOf(E)) {
    if (!isLoopIterationSymbol(Syms[V]))
      continue;
    const Loop *L = loopOfIteration(Syms[V], Loops);
    if (!L)
      return nullptr;
    By.resize(Syms.size());
    By[V] = mkSym(iterationCounter(L, TEB, Loops, D));
  }
  return By.empty() ? E : substitute(E, By, ExprForm::Index);
}

/// Where a lane that entered loop L is still in it at its iteration in D
/// (ranged over MaxTrip): before its own count. Null where the count does
/// not lower.
ExprRef laneStillInLoop(const Loop &L, int64_t MaxTrip, ScalarEvolution &SE,
                        ThreadExprBuilder &TEB,
                        const std::vector<LoopTripInfo> &Loops,
                        DivergenceDomain &D) {
  ExprRef Trip = laneTripCount(L, SE, TEB);
  if (Trip)
    Trip = atCounters(Trip, TEB, Loops, D);
  if (!Trip)
    return nullptr;
  return mkCmp(Expr::LT, mkSym(iterationCounter(&L, TEB, Loops, D, MaxTrip)),
               Trip);
}

/// Substitutes the affine IVs C mentions by start + step * k, with k the
/// ranged iteration symbol of their loop in D (repeatedly: an inner start
/// may use an outer IV), and lists the geometric ones. False on a phi that
/// is no IV.
bool substituteAffineIVs(ExprRef &C, const LoopInfo &LI, ScalarEvolution &SE,
                         ThreadExprBuilder &TEB,
                         const std::vector<LoopTripInfo> &Loops,
                         DivergenceDomain &D,
                         std::vector<std::pair<unsigned, InductionVar>> &Geo) {
  SymbolTable &Syms = TEB.symbols();
  for (int Round = 0; Round < 4; ++Round) {
    // The iterations SCEV names (in a start of an inner loop's IV).
    C = atCounters(C, TEB, Loops, D);
    if (!C)
      return false;
    std::vector<ExprRef> By;
    for (unsigned V : symbolsOf(C)) {
      const PHINode *P = TEB.phiOf(V);
      if (!P)
        continue;
      auto IV = analyzeInductionVar(*P, LI, SE, TEB);
      if (!IV)
        return false;
      if (IV->K == InductionVar::Geometric) {
        if (std::none_of(Geo.begin(), Geo.end(),
                         [&](auto &G) { return G.first == V; }))
          Geo.push_back({V, *IV});
        continue;
      }
      unsigned K = iterationCounter(IV->L, TEB, Loops, D);
      By.resize(Syms.size());
      By[V] = TEB.recurrenceValue(*P, IV->Start, IV->Step, mkSym(K));
    }
    if (By.empty())
      break;
    C = substitute(C, By, ExprForm::Index);
  }
  return true;
}

/// The nearest guards of a branch its count reads: a nest of thousands of
/// branches would make each count's lanes a conjunction of thousands.
constexpr size_t MaxCountedGuards = 16;

/// The conjuncts of a condition (A && B && ...).
void conjuncts(const ExprRef &E, std::vector<ExprRef> &Out) {
  if (E->Op == Expr::LAnd) {
    for (const ExprRef &Op : E->Ops)
      conjuncts(Op, Out);
    return;
  }
  Out.push_back(E);
}

/// What a count of the lanes that reach a branch leaves out, each stated.
struct LeftOut {
  /// Loops whose lanes' counts do not lower: their lanes count in every
  /// iteration the loop's average count ranges over.
  std::vector<const Loop *> Loops;
  /// Loops whose count differs between lanes but whose most trips are not
  /// known for every lane and iteration (laneMaxTripCounts): the same.
  std::vector<const Loop *> UnboundedLoops;
  /// Guards past the MaxCountedGuards nearest.
  bool GuardsCut = false;
  /// Bounds checks on a block index the condition does not name that may
  /// keep lanes out.
  std::vector<ExprRef> BoundsChecks;
  /// Their conjunction over the domain's counters, where they name no block
  /// index the count does (it then ranges over one block along theirs):
  /// a count block by block may take them in (EdgeBlocks).
  ExprRef SplittableChecks;
};

/// The lanes that reach block At, where condition C is counted, in an
/// iteration of the loops around it: in the loops whose count differs
/// between lanes or outer iterations (laneMaxTripCounts), those that have
/// not left (laneStillInLoop), and those that pass its guards
/// (guardCondition, the MaxCountedGuards nearest). Two kinds of guard are
/// left out. Where C and the loops name no thread or block index, those
/// naming no iteration: they keep out the same warps in every iteration,
/// which leaves the shares of a condition the same in a whole warp
/// unchanged. And those naming a block index C does not name (a bounds
/// check on the global index): counting them spans the grid, which spends
/// the kernel's budget on a bounds-checked kernel's every branch; exact
/// where the launch's ranges show they keep out no lane or where they keep
/// out whole blocks the count is the same over, else the lanes they keep
/// out count as reaching the branch (Out.BoundsChecks). Null when
/// every lane reaches At in every iteration counted.
ExprRef lanesReaching(const BasicBlock &At, const ExprRef &C,
                      const LoopInfo &LI, ScalarEvolution &SE,
                      ThreadExprBuilder &TEB,
                      const std::vector<LoopTripInfo> &Loops,
                      const ControlOptions &Opts, DivergenceDomain &D,
                      LeftOut &Out) {
  std::map<const Loop *, int64_t> LaneMax = laneMaxTripCounts(Loops, Opts);
  std::vector<const Loop *> Around;
  for (const Loop *L = LI.getLoopFor(&At); L; L = L->getParentLoop())
    Around.push_back(L);
  ExprRef Within;
  // Outer loops first: an inner count ranges over their iterations.
  for (const Loop *L : llvm::reverse(Around)) {
    auto Max = LaneMax.find(L);
    if (Max == LaneMax.end()) {
      const LoopTripInfo *T = tripInfoOf(Loops, L);
      if (T && T->MaxLaneTrip >= 0 && T->MinLaneTrip != T->MaxLaneTrip)
        Out.UnboundedLoops.push_back(L);
      continue;
    }
    if (ExprRef Still = laneStillInLoop(*L, Max->second, SE, TEB, Loops, D))
      Within = Within ? mkLAnd(Within, Still) : Still;
    else
      Out.Loops.push_back(L);
  }
  // C over the lanes' own indices (a phi it still names may be any).
  ExprRef Written = C;
  DivergenceDomain Scratch = D;
  std::vector<std::pair<unsigned, InductionVar>> Geo;
  if (!substituteAffineIVs(Written, LI, SE, TEB, Loops, Scratch, Geo))
    Written = C;
  const SymbolTable &Syms = TEB.symbols();
  auto NamesLane = [&](const ExprRef &E) {
    return mentions(
        E, [&](unsigned V) { return isLaneSymbol(Syms[V]) || TEB.phiOf(V); });
  };
  // A condition no lane decides has the same shares over any set of warps
  // that is the same in every iteration: only guards naming an iteration
  // change them.
  bool LaneFree = !NamesLane(Written) && (!Within || !NamesLane(Within));
  std::vector<ExprRef> Parts;
  bool Cut = false;
  if (ExprRef Guard = guardCondition(At, LI, SE, TEB, MaxCountedGuards, Cut))
    conjuncts(Guard, Parts);
  Out.GuardsCut = Cut && !LaneFree;
  std::vector<ExprRef> LeftParts; // naming a block index C does not
  for (const ExprRef &Part : Parts) {
    if (LaneFree && !mentions(Part, [&](unsigned V) {
          return isLoopIterationSymbol(Syms[V]);
        }))
      continue;
    if (mentions(Part, [&](unsigned V) {
          return isBlockSymbol(Syms[V]) &&
                 !mentions(Written, [&](unsigned U) { return U == V; });
        })) {
      LeftParts.push_back(Part);
      continue;
    }
    if (ExprRef Counted = atCounters(Part, TEB, Loops, D))
      Within = Within ? mkLAnd(Counted, Within) : Counted;
  }
  // A part left out is exact where it keeps out no lane, or only whole
  // blocks over which the count is the same (it names block indices the
  // condition and the counted lanes do not, and nothing else).
  for (const ExprRef &Part : LeftParts) {
    bool WholeBlocks = llvm::all_of(symbolsOf(Part), [&](unsigned V) {
      auto Named = [&](unsigned U) { return U == V; };
      return isBlockSymbol(Syms[V]) && !mentions(Written, Named) &&
             !(Within && mentions(Within, Named));
    });
    if (!WholeBlocks && valueRange(Part, Syms).Lo != 1)
      Out.BoundsChecks.push_back(Part);
  }
  bool Splittable = !Out.BoundsChecks.empty();
  for (const ExprRef &Check : Out.BoundsChecks) {
    ExprRef Counted = atCounters(Check, TEB, Loops, D);
    Splittable = Splittable && Counted && !mentions(Counted, [&](unsigned V) {
                   auto Named = [&](unsigned U) { return U == V; };
                   return isBlockSymbol(Syms[V]) &&
                          (mentions(Written, Named) ||
                           (Within && mentions(Within, Named)));
                 });
    if (Splittable)
      Out.SplittableChecks = Out.SplittableChecks
                                 ? mkLAnd(Out.SplittableChecks, Counted)
                                 : Counted;
  }
  if (!Splittable)
    Out.SplittableChecks = nullptr;
  return Within;
}

/// The blocks a count takes bounds checks in by (LeftOut::SplittableChecks):
/// over the Split.Whole blocks every lane passes them the count is the
/// same as without them, and each block at the launch's edge is counted
/// with them. Exact, and cheap where a count over the whole grid is not.
struct EdgeBlocks {
  ExprRef Checks;
  BlockSplit Split;
};

/// A branch's bounds checks split the launch into at most this many edge
/// blocks, each counted apart, or they are left out of its count (stated).
constexpr unsigned MaxEdgeBlocks = 16;

std::optional<EdgeBlocks> edgeBlocks(const LeftOut &Left,
                                     const DivergenceDomain &D,
                                     const ThreadExprBuilder &TEB,
                                     KernelWorkBudget &Budget) {
  if (!Left.SplittableChecks)
    return std::nullopt;
  DivergenceDomain Fixed = D;
  Fixed.Fixed = TEB.fixedValues();
  std::optional<BlockSplit> Split = splitBlocks(
      Left.SplittableChecks, TEB.symbols(), Fixed, MaxEdgeBlocks, Budget.isl());
  if (!Split)
    return std::nullopt;
  return EdgeBlocks{Left.SplittableChecks, std::move(*Split)};
}

/// C's count over D, block by block where Edges are given: the count over
/// one of the blocks every lane passes them times their number, plus each
/// edge block's count with them.
std::optional<DivergenceCount> countByBlocks(const ExprRef &C,
                                             const SymbolTable &Syms,
                                             const DivergenceDomain &D,
                                             const EdgeBlocks *Edges,
                                             KernelWorkBudget &Budget) {
  if (!Edges)
    return countDivergence(C, Syms, D, Budget);
  DivergenceCount Total;
  Total.Method = "isl"; // the split; a count below names its own
  if (Edges->Split.Whole > 0) {
    std::optional<DivergenceCount> R = countDivergence(C, Syms, D, Budget);
    if (!R)
      return std::nullopt;
    // Every lane of a whole block passes the checks in each iteration only
    // they name, which the count without them takes once.
    double Iterations = 1;
    std::vector<unsigned> Named = symbolsOf(C);
    if (D.Within)
      llvm::append_range(Named, symbolsOf(D.Within));
    for (unsigned V : symbolsOf(Edges->Checks))
      if (auto N = D.Ranged.find(V);
          N != D.Ranged.end() && !llvm::is_contained(Named, V))
        Iterations *= double(std::max<int64_t>(N->second, 0));
    addCount(Total, scaledCount(*R, Edges->Split.Whole * Iterations));
  }
  LaneSymbols LS(Syms);
  for (const std::vector<int64_t> &Block : Edges->Split.Edge) {
    DivergenceDomain At = D;
    At.Within = D.Within ? mkLAnd(D.Within, Edges->Checks) : Edges->Checks;
    for (size_t I = 0; I < Block.size(); ++I) {
      unsigned S = unsigned(LS.Ctaid[Edges->Split.Dims[I]]);
      At.Fixed.resize(std::max<size_t>(At.Fixed.size(), S + 1));
      At.Fixed[S] = Block[I];
    }
    std::optional<DivergenceCount> R = countDivergence(C, Syms, At, Budget);
    if (!R)
      return std::nullopt;
    addCount(Total, *R);
  }
  return Total;
}

/// The sentences for what a count of the lanes reaching a branch left out.
std::vector<Reason> leftOutNotes(const LeftOut &Left,
                                 const ThreadExprBuilder &TEB) {
  std::vector<Reason> Notes;
  for (const Loop *L : Left.Loops)
    Notes.push_back({ReasonKind::LanesLeavingUncounted,
                     "the lanes that leave the loop at " + loopLoc(*L) +
                         " before their warp does counted in every iteration "
                         "of it (their counts do not lower to an expression)"});
  for (const Loop *L : Left.UnboundedLoops)
    Notes.push_back({ReasonKind::LanesLeavingUncounted,
                     "the lanes that leave the loop at " + loopLoc(*L) +
                         " before their warp does counted in every iteration "
                         "of it (its count was not taken over every lane and "
                         "iteration)"});
  if (Left.GuardsCut)
    Notes.push_back({ReasonKind::GuardsUncounted,
                     "the guards of the branch past its " +
                         std::to_string(MaxCountedGuards) +
                         " nearest left out of its count (the lanes they "
                         "keep out counted as reaching it)"});
  for (const ExprRef &Check : Left.BoundsChecks)
    Notes.push_back({ReasonKind::GuardsUncounted,
                     "the bounds check " + TEB.print(Check) +
                         " left out of the branch's count (any lanes it "
                         "keeps out counted as reaching it)"});
  return Notes;
}

/// Counts C over D (the launch, and the iterations of the loops where the
/// lanes that reach the branch differ: lanesReaching) and over the
/// iterations of the loops whose IVs it mentions. Fails on unresolved
/// symbols.
std::optional<DivergenceCount> countOverIterations(
    ExprRef C, DivergenceDomain D, const EdgeBlocks *Edges, const LoopInfo &LI,
    ScalarEvolution &SE, ThreadExprBuilder &TEB,
    const std::vector<LoopTripInfo> &Loops, const ControlOptions &Opts,
    KernelWorkBudget &Budget, std::vector<Reason> &Notes) {
  std::vector<std::pair<unsigned, InductionVar>> Geo;
  if (!substituteAffineIVs(C, LI, SE, TEB, Loops, D, Geo))
    return std::nullopt;
  const SymbolTable &Syms = TEB.symbols();
  D.Fixed = TEB.fixedValues();
  // Loop-exit conditions also use "it.*" names from SCEV: not produced here.
  if (Geo.empty())
    return countByBlocks(C, Syms, D, Edges, Budget);
  // Enumerate geometric IV values (nested products, start must be concrete).
  DivergenceCount Acc;
  bool Ok = true;
  std::function<void(size_t)> Rec = [&](size_t I) {
    if (!Ok)
      return;
    if (I == Geo.size()) {
      auto R = countByBlocks(C, Syms, D, Edges, Budget);
      if (!R) {
        Ok = false;
        return;
      }
      addCount(Acc, *R);
      return;
    }
    auto &[Sym, IV] = Geo[I];
    auto St = evaluate(IV.Start, D.Fixed);
    if (!St) {
      Ok = false;
      return;
    }
    unsigned N =
        unsigned(std::max(1.0, std::ceil(effectiveTripOf(Loops, IV.L))));
    N = std::min(N, Opts.MaxSimulatedIterations);
    for (int64_t V : geometricValues(IV, *St, N)) {
      D.Fixed[Sym] = V;
      Rec(I + 1);
    }
    D.Fixed[Sym] = std::nullopt;
  };
  Rec(0);
  if (!Ok)
    return std::nullopt;
  Notes.push_back(
      {ReasonKind::CountedPerIteration,
       "condition counted per iteration of a geometric induction variable"});
  return Acc;
}

double assumedProbability(const std::string &Loc, const ControlOptions &Opts,
                          std::string &From) {
  double P = Opts.DefaultBranchProbability;
  From = "default; " + Opts.Flags.given("assume-branch", "LOC=P") +
         " sets another";
  for (auto &[K, V] : Opts.AssumeBranch)
    if (locMatches(Loc, K)) {
      P = V;
      From = Opts.Flags.given("assume-branch", K + "=" + numberText(V));
    }
  return P;
}

/// Whether --assume-branch names Loc.
bool assumedByUser(const std::string &Loc, const ControlOptions &Opts) {
  for (auto &KV : Opts.AssumeBranch)
    if (locMatches(Loc, KV.first))
      return true;
  return false;
}

void fillDataDependent(BranchInfo &B, unsigned NSucc,
                       const ControlOptions &Opts, const std::string &Why) {
  std::string From;
  double P = assumedProbability(B.Loc, Opts, From);
  B.Method = "assumed";
  if (NSucc == 2) {
    if (Opts.DataDependentLanesIndependent) {
      double W = Opts.WarpSize;
      B.DivergentWarpFraction = 1 - std::pow(P, W) - std::pow(1 - P, W);
      B.RhoTrue = 1 - std::pow(1 - P, W);
      B.RhoFalse = 1 - std::pow(P, W);
      B.ActiveLaneFraction = B.RhoTrue > 0 ? P / B.RhoTrue : 0;
      B.ActiveLaneFractionFalse = B.RhoFalse > 0 ? (1 - P) / B.RhoFalse : 0;
      B.Assumptions.push_back(
          {ReasonKind::AssumedBranchProbability,
           Why + ": lanes take the true side independently with p = " +
               numberText(P) + " (" + From + ")"});
    } else {
      B.DivergentWarpFraction = 0;
      B.RhoTrue = P;
      B.RhoFalse = 1 - P;
      B.ActiveLaneFraction = B.ActiveLaneFractionFalse = 1;
      B.Assumptions.push_back(
          {ReasonKind::AssumedBranchProbability,
           Why + ": a warp takes the true side with p = " + numberText(P) +
               " (" + From + "), its lanes agreeing"});
    }
    B.SuccessorRho = {B.RhoTrue, B.RhoFalse};
    B.SuccessorLaneFraction = {B.ActiveLaneFraction, B.ActiveLaneFractionFalse};
    return;
  }
  B.DivergentWarpFraction = 0;
  B.SuccessorRho.assign(NSucc, 1.0 / NSucc);
  B.SuccessorLaneFraction.assign(NSucc, 1.0);
  B.Assumptions.push_back(
      {ReasonKind::AssumedBranchProbability,
       Why + ": every switch target equally likely, lanes agreeing"});
}

void fillConservative(BranchInfo &B, unsigned NSucc, const std::string &Why) {
  B.Method = "assumed";
  B.DivergentWarpFraction = 1;
  B.RhoTrue = B.RhoFalse = 1;
  B.ActiveLaneFraction = B.ActiveLaneFractionFalse = 1.0 / NSucc;
  B.SuccessorRho.assign(NSucc, 1.0);
  B.SuccessorLaneFraction.assign(NSucc, 1.0 / NSucc);
  B.Assumptions.push_back(
      {ReasonKind::AssumedDiverged,
       Why + ": assumed every warp diverges (conservative)"});
}

void fillFromCount(BranchInfo &B, const DivergenceCount &R) {
  B.Method = R.Method;
  B.DivergentWarpFraction = R.divergentWarpFraction();
  B.RhoTrue = R.rhoTrue();
  B.RhoFalse = R.rhoFalse();
  B.ActiveLaneFraction = R.activeLaneFractionTrue();
  B.ActiveLaneFractionFalse = R.activeLaneFractionFalse();
  B.SuccessorRho = {B.RhoTrue, B.RhoFalse};
  B.SuccessorLaneFraction = {B.ActiveLaneFraction, B.ActiveLaneFractionFalse};
}

/// Counts of a condition's text over the lanes that reach it, shared by
/// branches that test the same condition there in the same loops, with the
/// notes the count produced; and what counting the kernel's conditions may
/// still cost.
struct ConditionCounts {
  std::map<std::string,
           std::pair<std::optional<DivergenceCount>, std::vector<Reason>>>
      ByText;
  KernelWorkBudget &Budget;
};

/// Why a condition has no count: the kernel's budget, else the launch
/// ("not <What> for this launch").
std::string notCountedWhy(const KernelWorkBudget &Budget,
                          const std::string &What) {
  return Budget.spentWhy().empty() ? "not " + What + " for this launch"
                                   : "not counted: " + Budget.spentWhy();
}

/// The condition and successor count of a conditional terminator; null for
/// terminators that do not choose between successors.
const Value *branchCondition(const Instruction *T, unsigned &NSucc) {
  if (auto *Br = dyn_cast<BranchInst>(T)) {
    if (!Br->isConditional())
      return nullptr;
    NSucc = 2;
    return Br->getCondition();
  }
  if (auto *Sw = dyn_cast<SwitchInst>(T)) {
    NSucc = Sw->getNumSuccessors();
    return Sw->getCondition();
  }
  return nullptr;
}

/// L as a * tid.<Dim> + b * ctaid.<Dim> + (terms without lane symbols);
/// false when it is not that (products of lane symbols, divisions, other
/// axes).
bool laneLinear(const ExprRef &E, const SymbolTable &Syms, unsigned Dim,
                int64_t Scale, int64_t &A, int64_t &B) {
  switch (E->Op) {
  case Expr::Const:
    return true;
  case Expr::Sym: {
    const Symbol &S = Syms[E->SymId];
    if (!isLaneSymbol(S))
      return true;
    if (S.Dim != Dim)
      return false;
    (S.Kind == SymKind::Tid ? A : B) += Scale;
    return true;
  }
  case Expr::Add:
  case Expr::Sub:
    return laneLinear(E->Ops[0], Syms, Dim, Scale, A, B) &&
           laneLinear(E->Ops[1], Syms, Dim, E->Op == Expr::Sub ? -Scale : Scale,
                      A, B);
  case Expr::Mul:
    for (int Side = 0; Side < 2; ++Side)
      if (auto K = constValue(E->Ops[Side]);
          K && std::llabs(*K) < (int64_t(1) << 31))
        return laneLinear(E->Ops[1 - Side], Syms, Dim, Scale * *K, A, B);
    return !mentions(E, [&](unsigned I) { return isLaneSymbol(Syms[I]); });
  default:
    return !mentions(E, [&](unsigned I) { return isLaneSymbol(Syms[I]); });
  }
}

/// A bounds check `g < n`: g a global thread index along one axis (a *
/// tid.d + b * ctaid.d + c, every block's values apart from every other
/// block's), n unknown for this launch.
struct BoundsCheck {
  bool TrueInRange; ///< the true side is the one below the bound
  unsigned Axis;
};

/// The most warps of one block whose threads lie on both sides of a bound
/// along Axis, over the bound's positions inside the block.
unsigned warpsSplitByBound(const Dim3 &Block, unsigned Axis,
                           unsigned WarpSize) {
  auto Coord = [&](uint64_t T) {
    return Axis == 0   ? T % Block.X
           : Axis == 1 ? T / Block.X % Block.Y
                       : T / (uint64_t(Block.X) * Block.Y);
  };
  uint64_t Extent = Axis == 0 ? Block.X : Axis == 1 ? Block.Y : Block.Z;
  unsigned Most = 0;
  for (uint64_t P = 1; P < Extent; ++P) {
    unsigned Split = 0;
    for (uint64_t W0 = 0; W0 < Block.size(); W0 += WarpSize) {
      bool Below = false, Above = false;
      for (uint64_t T = W0; T < std::min<uint64_t>(W0 + WarpSize, Block.size());
           ++T)
        (Coord(T) < P ? Below : Above) = true;
      Split += Below && Above;
    }
    Most = std::max(Most, Split);
  }
  return Most;
}

/// Whether C is a bounds check, and on which side and axis.
std::optional<BoundsCheck> boundCheckOf(const ExprRef &C,
                                        const SymbolTable &Syms,
                                        const ResolvedLaunch &L) {
  if (C->Op != Expr::Cmp)
    return std::nullopt;
  bool Unsigned = isUnsigned(C->Pred);
  Expr::PredKind Order = signedKind(C->Pred);
  bool Lt = Order == Expr::LT || Order == Expr::LE;
  bool Gt = !Lt && C->Pred != Expr::EQ && C->Pred != Expr::NE;
  if (!Lt && !Gt)
    return std::nullopt;
  auto IsLane = [&](unsigned I) { return isLaneSymbol(Syms[I]); };
  const uint64_t Extent[] = {L.Block.X, L.Block.Y, L.Block.Z};
  for (unsigned Axis = 0; Axis < 3; ++Axis)
    for (int Side = 0; Side < 2; ++Side) {
      const ExprRef &G = C->Ops[Side], &N = C->Ops[1 - Side];
      int64_t A = 0, B = 0;
      if (!mentions(G, IsLane) || mentions(N, IsLane) ||
          !laneLinear(G, Syms, Axis, 1, A, B) || A == 0 ||
          std::llabs(B) < std::llabs(A) * int64_t(Extent[Axis]) ||
          (A > 0) != (B >= 0))
        continue;
      // Unsigned, a non-negative index against a bound is the signed test,
      // or, where the bound is negative (huge as unsigned), every lane is
      // in range: what the launch covering the bound assumes either way.
      if (Unsigned && !(lowerBound(G, Syms) >= 0))
        continue;
      // g < n (or n > g) holds below the bound when g grows with the thread.
      bool GLessThanN = (Side == 0) == Lt;
      return BoundsCheck{GLessThanN == (A > 0), Axis};
    }
  return std::nullopt;
}

/// The bounds checks C is made of: one, or a conjunction of in-range tests
/// (row < m && col < n), or a disjunction of out-of-range ones; empty when
/// C is none of these.
std::vector<BoundsCheck> boundsChecksOf(const ExprRef &C,
                                        const SymbolTable &Syms,
                                        const ResolvedLaunch &L) {
  if (C->Op != Expr::LAnd && C->Op != Expr::LOr) {
    std::optional<BoundsCheck> One = boundCheckOf(C, Syms, L);
    return One ? std::vector<BoundsCheck>{*One} : std::vector<BoundsCheck>();
  }
  std::vector<BoundsCheck> All;
  for (const ExprRef &Op : C->Ops) {
    std::vector<BoundsCheck> Part = boundsChecksOf(Op, Syms, L);
    bool Fits = !Part.empty() && llvm::all_of(Part, [&](const BoundsCheck &B) {
      return B.TrueInRange == (C->Op == Expr::LAnd);
    });
    if (!Fits)
      return {};
    All.insert(All.end(), Part.begin(), Part.end());
  }
  return All;
}

/// The bounds checks C is made of, as boundsChecksOf, or those of C with
/// its loops' affine induction variables written out (true with them): a
/// grid-stride loop's `i < n`, i = gid + stride * k, bounds the global
/// thread index in each iteration k, which every lane of a warp in the loop
/// shares.
std::pair<std::vector<BoundsCheck>, bool>
boundsChecksOverIterations(ExprRef C, const LoopInfo &LI, ScalarEvolution &SE,
                           ThreadExprBuilder &TEB,
                           const std::vector<LoopTripInfo> &Loops) {
  if (std::vector<BoundsCheck> Direct =
          boundsChecksOf(C, TEB.symbols(), TEB.launch());
      !Direct.empty())
    return {Direct, false};
  DivergenceDomain Unused;
  std::vector<std::pair<unsigned, InductionVar>> Geo;
  ExprRef Written = C;
  if (!substituteAffineIVs(Written, LI, SE, TEB, Loops, Unused, Geo) ||
      !Geo.empty() || Written == C)
    return {{}, false};
  return {boundsChecksOf(Written, TEB.symbols(), TEB.launch()), true};
}

/// A bounds check whose bound the launch does not give: the launch is
/// assumed to cover it, so every warp takes the in-range side and at most
/// the warps holding the bound diverge: along x in a 1-D launch the one
/// warp, else up to Split warps of each block at the edge.
void fillBoundsCheck(BranchInfo &B, const std::vector<BoundsCheck> &Checks,
                     const ResolvedLaunch &L, const ControlOptions &Opts,
                     const std::string &Cond, bool PerIteration,
                     bool BoundGiven = false) {
  unsigned WarpSize = Opts.WarpSize;
  double Warps = L.warpsInGrid(WarpSize);
  const uint64_t Grid[] = {L.Grid.X, L.Grid.Y, L.Grid.Z};
  double Diverging = 0; // each bound's, added: an upper bound
  for (const BoundsCheck &Check : Checks)
    Diverging += warpsSplitByBound(L.Block, Check.Axis, WarpSize) *
                 (double(L.Grid.size()) / double(Grid[Check.Axis]));
  Diverging = std::min(Diverging, Warps);
  double Edge = Warps > 0 ? Diverging / Warps : 1;
  bool TrueInRange = Checks.front().TrueInRange;
  B.Method = "assumed";
  B.BoundsCheck = true;
  B.DivergentWarpFraction = Edge;
  B.RhoTrue = TrueInRange ? 1 : Edge;
  B.RhoFalse = TrueInRange ? Edge : 1;
  B.ActiveLaneFraction = B.ActiveLaneFractionFalse = 1;
  B.SuccessorRho = {B.RhoTrue, B.RhoFalse};
  B.SuccessorLaneFraction = {1, 1};
  std::string Split =
      Diverging == 0 ? std::string("no warp diverges: the bound falls between "
                                   "warps")
      : Diverging == 1
          ? std::string("at most the one warp that holds the bound diverges")
          : formatv("at most the {0} warps that hold the bound{1} diverge",
                    uint64_t(std::llround(Diverging)),
                    Checks.size() > 1 ? "s" : "")
                .str();
  std::string GiveIt = "; " + Opts.Flags.flag("arg") + " gives the value)";
  B.Assumptions.push_back(
      {ReasonKind::AssumedBranchProbability,
       BoundGiven ? "condition " + Cond +
                        " bounds the global thread index in each iteration: a "
                        "warp's lanes leave the loop together (" +
                        Split + (Diverging > 0 ? " in each iteration" : "") +
                        "; an upper bound, not counted lane by lane over the "
                        "iterations)"
       : PerIteration
           ? "condition " + Cond +
                 " bounds the global thread index in each iteration by a "
                 "value the launch does not give: a warp's lanes leave the "
                 "loop together (" +
                 Split + (Diverging > 0 ? " in each iteration" : "") + GiveIt
           : "condition " + Cond +
                 " bounds the global thread index by a value the launch does "
                 "not give: assumed the launch covers it (every warp in "
                 "range, " +
                 Split + GiveIt});
  if (Diverging == 0)
    B.Kind = Uniformity::WarpUniform;
}

/// Warp-iterations a per-iteration count of a branch covers (warps of the
/// grid times the trips of the loops around it) past which a bounds check
/// is said by its rule instead.
constexpr double MaxCountedWarpIterations = 1e6;

/// The warps of the grid times the trip counts of the loops around Br
/// (unknown trips: their stated assumption).
double warpIterations(const BranchInst &Br, const LoopInfo &LI,
                      const ResolvedLaunch &L,
                      const std::vector<LoopTripInfo> &Loops,
                      unsigned WarpSize) {
  double N = L.warpsInGrid(WarpSize);
  for (const Loop *Lp = LI.getLoopFor(Br.getParent()); Lp;
       Lp = Lp->getParentLoop())
    N *= std::max(1.0, effectiveTripOf(Loops, Lp));
  return N;
}

/// Whether \p C takes the same values in every block of the launch: it names
/// thread indices, loop iterations and given values only, no block index
/// and nothing unknown.
bool sameInEveryBlock(const ExprRef &C, const SymbolTable &Syms) {
  return !mentions(C, [&](unsigned S) {
    const Symbol &Sym = Syms[S];
    switch (Sym.Kind) {
    case SymKind::Tid:
    case SymKind::Ntid:
    case SymKind::Nctaid:
    case SymKind::IV:
      return false;
    case SymKind::Param:
      return !Sym.Value;
    default:
      return true;
    }
  });
}

/// Fills a two-way branch on a thread- or warp-uniform condition from its
/// count over the launch, falling back to assumptions when it has none.
void fillConditionalBranch(BranchInfo &B, const BranchInst &Br,
                           const LoopInfo &LI, ScalarEvolution &SE,
                           ThreadExprBuilder &TEB,
                           const std::vector<LoopTripInfo> &Loops,
                           const ControlOptions &Opts, ConditionCounts &Counted,
                           std::vector<Reason> &Notes) {
  ExprRef C = TEB.cond(Br.getCondition());
  std::optional<DivergenceCount> R;
  if (C) {
    B.Condition = TEB.print(C);
    // A grid-stride loop's test against a given bound is a bounds check in
    // each iteration: counting it lane by lane over thousands of
    // iterations (a reduction's 2,048 over 16,384 warps: 3 s) spends the
    // kernel's ISL quota for what the rule says at once.
    if (auto [Checks, PerIteration] =
            assumedByUser(B.Loc, Opts) ||
                    warpIterations(Br, LI, TEB.launch(), Loops,
                                   Opts.WarpSize) <= MaxCountedWarpIterations
                ? std::pair(std::vector<BoundsCheck>(), false)
                : boundsChecksOverIterations(C, LI, SE, TEB, Loops);
        PerIteration && !Checks.empty() && !mentions(C, [&](unsigned S) {
          const Symbol &Sym = TEB.symbols()[S];
          return Sym.Kind == SymKind::Param && !Sym.Value;
        })) {
      fillBoundsCheck(B, Checks, TEB.launch(), Opts, B.Condition, true,
                      /*BoundGiven=*/true);
      return;
    }
    DivergenceDomain D;
    D.Block = TEB.launch().Block;
    D.Grid = TEB.launch().Grid;
    D.WarpSize = Opts.WarpSize;
    LeftOut Left;
    D.Within =
        lanesReaching(*Br.getParent(), C, LI, SE, TEB, Loops, Opts, D, Left);
    std::string Key = B.Condition;
    if (D.Within)
      Key += " within " + TEB.print(D.Within);
    if (Left.SplittableChecks)
      Key += " by blocks of " + TEB.print(Left.SplittableChecks);
    std::vector<Reason> LeftNotes = leftOutNotes(Left, TEB);
    for (const Reason &R : LeftNotes)
      Key += " | " + R.Message;
    // The count ranges over the iterations of the loops around, which print
    // alike for two loops on one line.
    for (const Loop *L = LI.getLoopFor(Br.getParent()); L;
         L = L->getParentLoop())
      Key += " in " + loopIterationKey(L);
    auto [It, New] = Counted.ByText.try_emplace(Key);
    if (New) {
      std::optional<EdgeBlocks> Edges =
          edgeBlocks(Left, D, TEB, Counted.Budget);
      It->second.first =
          countOverIterations(C, D, Edges ? &*Edges : nullptr, LI, SE, TEB,
                              Loops, Opts, Counted.Budget, It->second.second);
      if (Edges)
        Left.BoundsChecks.clear(); // counted block by block
      llvm::append_range(It->second.second, leftOutNotes(Left, TEB));
    }
    R = It->second.first;
    Notes = It->second.second;
  }
  if (R) {
    // No warp reaching the branch (its guards exclude each other for this
    // launch): no warp takes either side.
    fillFromCount(B, *R);
    if (B.Kind == Uniformity::ThreadDependent && R->diverged() == 0)
      B.Kind = Uniformity::WarpUniform; // no warp splits for this launch
    else if (B.Kind != Uniformity::ThreadDependent && R->diverged() > 0)
      // The count covers every block; the uniformity check samples three
      // (a stencil's last block column splits its warps, the first does not).
      B.Kind = Uniformity::ThreadDependent;
    // A condition that names no thread index splits no block (a loop's
    // iterations may take different ways, each all warps together).
    B.SplitsEveryBlock = B.Kind != Uniformity::Uniform && R->AnyTrue > 0 &&
                         R->AnyFalse > 0 && sameInEveryBlock(C, TEB.symbols());
  } else if (auto [Checks, PerIteration] =
                 C && !R && Counted.Budget.spentWhy().empty() &&
                         !assumedByUser(B.Loc, Opts)
                     ? boundsChecksOverIterations(C, LI, SE, TEB, Loops)
                     : std::pair(std::vector<BoundsCheck>(), false);
             !Checks.empty()) {
    fillBoundsCheck(B, Checks, TEB.launch(), Opts, B.Condition, PerIteration);
  } else if (B.Kind == Uniformity::ThreadDependent) {
    fillConservative(B, 2,
                     C ? "condition " + B.Condition + " " +
                             notCountedWhy(Counted.Budget, "countable")
                       : "condition not expressible in thread indices" +
                             TEB.boundNote(Br.getCondition()));
  } else {
    fillDataDependent(B, 2, Opts,
                      C ? "uniform condition " + B.Condition + " " +
                              notCountedWhy(Counted.Budget, "resolved")
                        : "uniform condition not expressible" +
                              TEB.boundNote(Br.getCondition()));
  }
}

/// Per-target tallies of a switch counted lane by lane.
struct SwitchCount {
  std::vector<double> WarpsUsing, LanesUsing, LanesInUsingWarps;
  double Warps = 0, Diverged = 0;
  uint64_t Blocks = 1;
};

/// The successor index a switch takes on each case value (a value no case
/// has takes 0, the default); a case matches by its value read signed or
/// unsigned, a later case over an earlier one.
std::map<int64_t, unsigned> switchTargets(const SwitchInst &Sw) {
  std::map<int64_t, unsigned> Targets;
  for (auto Case : Sw.cases()) {
    unsigned S = Case.getSuccessorIndex();
    Targets[Case.getCaseValue()->getSExtValue()] = S;
    Targets[int64_t(Case.getCaseValue()->getZExtValue())] = S;
  }
  return Targets;
}

/// A switch's walk: the iteration symbols of D.Within (in D.Ranged) it
/// steps through, the blocks (the first 4096 where a block index is named)
/// and its lane evaluations (none past 2^62).
struct SwitchWalk {
  std::vector<std::pair<unsigned, int64_t>> Ranged;
  uint64_t Blocks = 1, Iterations = 1;
  std::optional<uint64_t> Evaluations;
};

SwitchWalk switchWalk(const DivergenceDomain &D, bool UsesCta) {
  SwitchWalk W;
  W.Blocks = UsesCta ? std::min<uint64_t>(D.Grid.size(), 4096) : 1;
  if (D.Within)
    for (unsigned V : symbolsOf(D.Within))
      if (auto R = D.Ranged.find(V); R != D.Ranged.end()) {
        W.Ranged.push_back(*R);
        W.Iterations *= uint64_t(std::max<int64_t>(R->second, 0));
        if (W.Iterations > (uint64_t(1) << 40))
          return W;
      }
  double N = double(W.Blocks) * double(W.Iterations) * double(D.Block.size());
  if (N < double(uint64_t(1) << 62))
    W.Evaluations = uint64_t(N);
  return W;
}

/// Evaluates the switch value X for every lane of every warp that reaches
/// it (D.Within, in each iteration Walk steps through), over Walk's
/// blocks. Fails when either does not evaluate.
std::optional<SwitchCount> countSwitchByLanes(const SwitchInst &Sw,
                                              unsigned NSucc, const ExprRef &X,
                                              const DivergenceDomain &D,
                                              const SwitchWalk &Walk,
                                              ThreadExprBuilder &TEB) {
  const ResolvedLaunch &L = TEB.launch();
  SwitchCount SC;
  SC.WarpsUsing.assign(NSucc, 0);
  SC.LanesUsing.assign(NSucc, 0);
  SC.LanesInUsingWarps.assign(NSucc, 0);
  SC.Blocks = Walk.Blocks;
  std::map<int64_t, unsigned> Targets = switchTargets(Sw);
  // A warp diverges where its lanes go to different blocks: cases that
  // share a block are one way.
  std::vector<unsigned> FirstToBlock(NSucc);
  for (unsigned S = 0; S < NSucc; ++S)
    for (unsigned P = 0; P <= S; ++P)
      if (Sw.getSuccessor(P) == Sw.getSuccessor(S)) {
        FirstToBlock[S] = P;
        break;
      }
  SymValues Env = TEB.fixedValues();
  for (auto &[Sym, N] : Walk.Ranged)
    Env.resize(std::max<size_t>(Env.size(), Sym + 1));
  for (uint64_t Bk = 0; Bk < SC.Blocks; ++Bk) {
    TEB.lanes().bindBlock(Env, L.Grid, Bk);
    for (uint64_t It = 0; It < Walk.Iterations; ++It) {
      uint64_t Rest = It;
      for (auto &[Sym, N] : Walk.Ranged) {
        Env[Sym] = int64_t(Rest % uint64_t(N));
        Rest /= uint64_t(N);
      }
      for (uint64_t W = 0; W * 32 < L.Block.size(); ++W) {
        std::vector<unsigned> Count(NSucc, 0);
        unsigned N = 0; // the warp's lanes that reach the switch
        for (uint64_t Tl = W * 32;
             Tl < std::min<uint64_t>(L.Block.size(), W * 32 + 32); ++Tl) {
          TEB.lanes().bindThread(Env, L.Block, Tl);
          if (D.Within) {
            std::optional<int64_t> In = evaluate(D.Within, Env);
            if (!In)
              return std::nullopt;
            if (!*In)
              continue;
          }
          auto V = evaluate(X, Env);
          if (!V)
            return std::nullopt;
          auto T = Targets.find(*V);
          Count[T == Targets.end() ? 0 : T->second]++;
          ++N;
        }
        if (N == 0)
          continue; // no lane of the warp reaches the switch
        SC.Warps++;
        std::vector<bool> BlockUsed(NSucc, false);
        unsigned Used = 0;
        for (unsigned S = 0; S < NSucc; ++S)
          if (Count[S]) {
            if (!BlockUsed[FirstToBlock[S]]) {
              BlockUsed[FirstToBlock[S]] = true;
              Used++;
            }
            SC.WarpsUsing[S]++;
            SC.LanesUsing[S] += Count[S];
            SC.LanesInUsingWarps[S] += N;
          }
        if (Used > 1)
          SC.Diverged++;
      }
    }
  }
  return SC;
}

void fillFromSwitchCount(BranchInfo &B, unsigned NSucc, const SwitchCount &SC,
                         bool UsesCta, uint64_t GridBlocks) {
  B.Method = "brute-force";
  B.DivergentWarpFraction = SC.Diverged / SC.Warps;
  for (unsigned S = 0; S < NSucc; ++S) {
    B.SuccessorRho.push_back(SC.WarpsUsing[S] / SC.Warps);
    B.SuccessorLaneFraction.push_back(
        SC.LanesInUsingWarps[S] ? SC.LanesUsing[S] / SC.LanesInUsingWarps[S]
                                : 0);
  }
  B.RhoTrue = B.SuccessorRho[0];
  B.RhoFalse = 1 - B.RhoTrue;
  B.ActiveLaneFraction = B.SuccessorLaneFraction[0];
  if (B.Kind == Uniformity::ThreadDependent && SC.Diverged == 0)
    B.Kind = Uniformity::WarpUniform;
  if (UsesCta && SC.Blocks < GridBlocks)
    B.Assumptions.push_back({ReasonKind::SampledBlocks,
                             "switch counted over the first 4096 blocks"});
}

/// Switch: one count per case over the lanes that reach it (lanesReaching,
/// as a two-way branch's); a warp diverges when its lanes pick different
/// targets (counted lane by lane when no IV is involved).
void fillSwitch(BranchInfo &B, const SwitchInst &Sw, unsigned NSucc,
                const LoopInfo &LI, ScalarEvolution &SE, ThreadExprBuilder &TEB,
                const std::vector<LoopTripInfo> &Loops,
                const ControlOptions &Opts, KernelWorkBudget &Budget) {
  ExprRef X = TEB.idx(Sw.getCondition());
  const SymbolTable &Syms = TEB.symbols();
  std::vector<unsigned> Vars;
  if (X)
    Vars = symbolsOf(X);
  bool LaneOnly = X != nullptr;
  for (unsigned V : Vars)
    LaneOnly &= isLaneSymbol(Syms[V]) || Syms[V].Value.has_value();
  const ResolvedLaunch &L = TEB.launch();
  if (LaneOnly && L.Block.size() <= 4096) {
    B.Condition = "switch " + TEB.print(X);
    DivergenceDomain D;
    D.Block = L.Block;
    D.Grid = L.Grid;
    D.WarpSize = Opts.WarpSize;
    LeftOut Left;
    D.Within =
        lanesReaching(*Sw.getParent(), X, LI, SE, TEB, Loops, Opts, D, Left);
    auto NamesBlock = [&](const ExprRef &E) {
      return E &&
             mentions(E, [&](unsigned V) { return isBlockSymbol(Syms[V]); });
    };
    bool UsesCta = NamesBlock(X) || NamesBlock(D.Within);
    std::optional<SwitchCount> SC;
    std::string NotWalked;
    if (D.Within) {
      // The walk over the lanes that reach it, in each iteration, is
      // charged to the kernel's budget as a branch's count is.
      SwitchWalk Walk = switchWalk(D, UsesCta);
      if (!Walk.Evaluations ||
          *Walk.Evaluations > Budget.MaxEvaluationsPerCondition ||
          *Walk.Evaluations > Budget.evaluationsLeft()) {
        NotWalked = "its walk over them would pass the kernel's budget "
                    "for counting conditions lane by lane";
      } else {
        Budget.chargeEvaluations(*Walk.Evaluations);
        SC = countSwitchByLanes(Sw, NSucc, X, D, Walk, TEB);
        if (!SC)
          NotWalked = "they do not evaluate for this launch";
      }
    }
    if (!SC) {
      // Every lane of the launch, once (as switches were counted before
      // they followed the lanes that reach them); a domain left out is
      // stated.
      if (D.Within) {
        B.Assumptions.push_back(
            {ReasonKind::GuardsUncounted,
             "the lanes that reach the switch (" + TEB.print(D.Within) +
                 ") not counted, " + NotWalked +
                 ": every lane of the launch counted as reaching it"});
        Left = LeftOut();
        D.Within = nullptr;
      }
      UsesCta = NamesBlock(X);
      SC = countSwitchByLanes(Sw, NSucc, X, D, switchWalk(D, UsesCta), TEB);
    }
    if (SC && SC->Warps > 0) {
      fillFromSwitchCount(B, NSucc, *SC, UsesCta, L.Grid.size());
      llvm::append_range(B.Assumptions, leftOutNotes(Left, TEB));
    } else if (SC) {
      // No warp reaches it for this launch: none takes any target.
      B.Method = "brute-force";
      B.SuccessorRho.assign(NSucc, 0);
      B.SuccessorLaneFraction.assign(NSucc, 0);
      B.RhoTrue = B.RhoFalse = 0;
      B.ActiveLaneFraction = B.ActiveLaneFractionFalse = 0;
      B.DivergentWarpFraction = 0;
      if (B.Kind == Uniformity::ThreadDependent)
        B.Kind = Uniformity::WarpUniform;
    } else {
      fillConservative(B, NSucc, "switch condition not countable");
    }
  } else if (B.Kind == Uniformity::ThreadDependent) {
    fillConservative(B, NSucc,
                     "switch condition not countable for this launch" +
                         TEB.boundNote(Sw.getCondition()));
  } else {
    fillDataDependent(B, NSucc, Opts,
                      "uniform switch condition not resolved" +
                          TEB.boundNote(Sw.getCondition()));
  }
}
} // namespace

std::vector<BranchInfo>
gpuperf::computeBranches(const Function &F, const LoopInfo &LI,
                         ScalarEvolution &SE, ThreadExprBuilder &TEB,
                         const UniformityInfo &UI,
                         const std::vector<LoopTripInfo> &Loops,
                         const ControlOptions &Opts, KernelWorkBudget &Budget) {
  std::vector<BranchInfo> Out;
  // Branches on the same condition (a scan's up- and down-sweep test the
  // same (tid + 1) % (2 * s) == 0) are counted once: the count is a function
  // of the condition's text, whose names fix its values and loops, and of
  // the lanes that reach it.
  ConditionCounts Counted{{}, Budget};
  for (const BasicBlock &BB : F) {
    const Instruction *T = BB.getTerminator();
    unsigned NSucc = 0;
    const Value *CondV = branchCondition(T, NSucc);
    if (!CondV)
      continue;
    BranchInfo B;
    B.Term = T;
    B.Loc = instructionLoc(*T);
    B.Kind = UI.get(CondV);
    if (B.Kind == Uniformity::DataDependent) {
      fillDataDependent(
          B, NSucc, Opts,
          "condition depends on memory contents or unknown calls");
      Out.push_back(B);
      continue;
    }
    std::vector<Reason> Notes;
    if (auto *Br = dyn_cast<BranchInst>(T))
      fillConditionalBranch(B, *Br, LI, SE, TEB, Loops, Opts, Counted, Notes);
    else
      fillSwitch(B, *cast<SwitchInst>(T), NSucc, LI, SE, TEB, Loops, Opts,
                 Budget);
    B.Assumptions.insert(B.Assumptions.end(), Notes.begin(), Notes.end());
    Out.push_back(B);
  }
  return Out;
}
