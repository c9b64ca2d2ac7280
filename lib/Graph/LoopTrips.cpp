//===- LoopTrips.cpp - Loop trip counts and induction variables -----------===//
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/IR/BlockGuards.h"
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>

using namespace llvm;
using namespace gpuperf;

namespace {
/// Per-lane statistics of a count, over the lanes that reach the loop.
struct LaneStats {
  double WarpAvg = 0, MinLane = 0, MaxLane = 0, Utilization = 1;
  bool Sampled = false;
  /// Loops around whose iterations were sampled (over MaxOuterValues).
  std::vector<const Loop *> SampledOuter;
  /// Whether every iteration of the loops around a lane runs was counted.
  bool OverEveryOuterIteration = true;
  double Warps = 0; ///< warps with a lane that reaches the loop
};

/// What a count gives for a lane that never reaches the loop: that lane and
/// a warp of such lanes stay out of the statistics, since the branches that
/// skip the loop are weighed by their own probabilities.
constexpr double NotReached = std::numeric_limits<double>::quiet_NaN();

/// Values of an enclosing loop's iteration a count that depends on it is
/// taken over: every one up to this many, else this many evenly spaced.
constexpr int64_t MaxOuterValues = 64;

/// Evaluates Count(env) over the lanes of the launch (all blocks when the
/// count uses ctaid, sampled evenly beyond the evaluation budget).
std::optional<LaneStats>
overLanes(const ResolvedLaunch &L, const LaneSymbols &Lanes, bool UsesCtaid,
          unsigned long Budget,
          const std::function<std::optional<double>(SymValues &)> &Count,
          SymValues Env) {
  uint64_t Threads = L.Block.size();
  uint64_t Blocks = UsesCtaid ? L.Grid.size() : 1;
  uint64_t Stride = 1;
  LaneStats S;
  if (Blocks * Threads > Budget) {
    Stride = (Blocks * Threads + Budget - 1) / Budget;
    S.Sampled = true;
  }
  double SumWarp = 0, NWarps = 0, SumLane = 0, SumCapacity = 0;
  S.MinLane = 1e300;
  S.MaxLane = -1e300;
  for (uint64_t B = 0; B < Blocks; B += Stride) {
    Lanes.bindBlock(Env, L.Grid, B);
    for (uint64_t W = 0; W * 32 < Threads; ++W) {
      double Max = 0;
      unsigned N = 0;
      for (uint64_t T = W * 32; T < std::min<uint64_t>(Threads, W * 32 + 32);
           ++T, ++N) {
        Lanes.bindThread(Env, L.Block, T);
        auto C = Count(Env);
        if (!C)
          return std::nullopt;
        if (std::isnan(*C)) {
          --N;
          continue;
        }
        double V = std::max(0.0, *C);
        Max = std::max(Max, V);
        S.MinLane = std::min(S.MinLane, V);
        S.MaxLane = std::max(S.MaxLane, V);
        SumLane += V;
      }
      if (N == 0)
        continue;
      SumWarp += Max;
      SumCapacity += Max * N;
      NWarps += 1;
    }
  }
  S.Warps = NWarps;
  if (NWarps == 0)
    S.MinLane = S.MaxLane = 0;
  S.WarpAvg = NWarps ? SumWarp / NWarps : 0;
  S.Utilization = SumCapacity > 0 ? SumLane / SumCapacity : 1;
  return S;
}

} // namespace

const LoopTripInfo *gpuperf::tripInfoOf(const std::vector<LoopTripInfo> &Loops,
                                        const Loop *L) {
  for (const LoopTripInfo &T : Loops)
    if (T.L == L)
      return &T;
  return nullptr;
}

double gpuperf::effectiveTripOf(const std::vector<LoopTripInfo> &Loops,
                                const Loop *L) {
  const LoopTripInfo *T = tripInfoOf(Loops, L);
  return T ? T->EffectiveTrip : 1;
}

std::optional<InductionVar>
gpuperf::analyzeInductionVar(const PHINode &P, const LoopInfo &LI,
                             ScalarEvolution &SE, ThreadExprBuilder &TEB) {
  const Loop *L = LI.getLoopFor(P.getParent());
  if (!L || L->getHeader() != P.getParent() || !P.getType()->isIntegerTy())
    return std::nullopt;
  InductionVar IV;
  IV.L = L;
  if (SE.isSCEVable(P.getType()))
    if (auto *AR =
            dyn_cast<SCEVAddRecExpr>(SE.getSCEV(const_cast<PHINode *>(&P))))
      if (AR->getLoop() == L && AR->isAffine()) {
        ExprRef St = TEB.scev(AR->getStart());
        ExprRef Sp = TEB.scev(AR->getStepRecurrence(SE));
        if (St && Sp) {
          IV.K = InductionVar::Affine;
          IV.Start = St;
          IV.Step = Sp;
          return IV;
        }
      }
  // Geometric: the latch value is op(P, c).
  const BasicBlock *Latch = L->getLoopLatch();
  const BasicBlock *Pre = L->getLoopPredecessor();
  if (!Latch || !Pre)
    return std::nullopt;
  auto *Next = dyn_cast<BinaryOperator>(P.getIncomingValueForBlock(Latch));
  ExprRef St = TEB.idx(P.getIncomingValueForBlock(Pre));
  if (!Next || !St || Next->getOperand(0) != &P)
    return std::nullopt;
  auto *C = dyn_cast<ConstantInt>(Next->getOperand(1));
  if (!C)
    return std::nullopt;
  IV.K = InductionVar::Geometric;
  IV.Start = St;
  IV.Factor = C->getSExtValue();
  switch (Next->getOpcode()) {
  case Instruction::Mul:
    IV.Update = Expr::Mul;
    break;
  case Instruction::Shl:
    IV.Update = Expr::Mul;
    IV.Factor = int64_t(1) << IV.Factor;
    break;
  case Instruction::LShr:
  case Instruction::AShr:
    IV.Update = Expr::FloorDiv;
    IV.Factor = int64_t(1) << IV.Factor;
    break;
  case Instruction::UDiv:
  case Instruction::SDiv:
    IV.Update = Expr::FloorDiv;
    break;
  default:
    return std::nullopt;
  }
  if (IV.Factor == 0)
    return std::nullopt;
  return IV;
}

std::vector<int64_t> gpuperf::geometricValues(const InductionVar &IV,
                                              int64_t Start, unsigned N) {
  std::vector<int64_t> R;
  int64_t V = Start;
  for (unsigned I = 0; I < N; ++I) {
    R.push_back(V);
    if (IV.Update == Expr::Mul) {
      if (std::abs(V) > (int64_t(1) << 40))
        break;
      V *= IV.Factor;
    } else {
      V = V >= 0 ? V / IV.Factor : -((-V) / IV.Factor);
    }
  }
  return R;
}

/// E with the launch's parameter values substituted and the affine
/// induction variables of the loops around block At written as their
/// values at those loops' iterations (as SCEV names them).
static ExprRef atIterations(const ExprRef &E, const BasicBlock &At,
                            const LoopInfo &LI, ScalarEvolution &SE,
                            ThreadExprBuilder &TEB) {
  std::vector<ExprRef> By;
  for (unsigned V : symbolsOf(E)) {
    const PHINode *P = TEB.phiOf(V);
    const Loop *Of = P ? LI.getLoopFor(P->getParent()) : nullptr;
    if (!Of || !Of->contains(&At))
      continue;
    std::optional<InductionVar> IV = analyzeInductionVar(*P, LI, SE, TEB);
    if (!IV || IV->K != InductionVar::Affine)
      continue;
    By.resize(TEB.symbols().size());
    By[V] = TEB.recurrenceValue(*P, IV->Start, IV->Step, TEB.iteration(*IV->L));
  }
  return substitute(By.empty() ? E : substitute(E, By, ExprForm::Index),
                    TEB.fixedValues(), ExprForm::Index);
}

ExprRef gpuperf::guardCondition(const BasicBlock &At, const LoopInfo &LI,
                                ScalarEvolution &SE, ThreadExprBuilder &TEB,
                                size_t MaxGuards, bool &Cut) {
  ExprRef Guard;
  std::vector<GuardingEdge> Guards =
      guardsOf(&At, TEB.dominators(), LI, MaxGuards + 1);
  Cut = Guards.size() > MaxGuards;
  Guards.resize(std::min(Guards.size(), MaxGuards));
  for (const GuardingEdge &E : Guards) {
    auto *Br = dyn_cast<BranchInst>(E.Terminator);
    ExprRef C = Br ? TEB.cond(Br->getCondition()) : nullptr;
    if (!C)
      continue;
    C = atIterations(E.OnTrue ? C : mkLNot(C), At, LI, SE, TEB);
    std::vector<unsigned> Symbols = symbolsOf(C);
    if (Symbols.empty() || !llvm::all_of(Symbols, [&](unsigned V) {
          const Symbol &S = TEB.symbols()[V];
          return isLaneSymbol(S) || isLoopIterationSymbol(S);
        }))
      continue; // the same everywhere, or not the lane's and iteration's
    Guard = Guard ? mkLAnd(Guard, C) : C;
  }
  return Guard;
}

ExprRef gpuperf::laneTripCount(const Loop &L, ScalarEvolution &SE,
                               ThreadExprBuilder &TEB) {
  const SCEV *BTC = SE.getBackedgeTakenCount(&L);
  if (isa<SCEVCouldNotCompute>(BTC))
    return nullptr;
  ExprRef X = TEB.scev(BTC);
  if (!X)
    return nullptr;
  return substitute(mkIndexOp(Expr::Add, X, mkConst(1)), TEB.fixedValues(),
                    ExprForm::Index);
}

namespace {
using CountFn = std::function<std::optional<double>(SymValues &)>;

/// The trip count of one loop: SCEV's backedge-taken count evaluated over the
/// lanes, else the latch condition stepped with the header phis, else an
/// assumed count with what was found stated.
class LoopTripCounter {
public:
  LoopTripCounter(const Loop *L, const LoopInfo &LI, ScalarEvolution &SE,
                  ThreadExprBuilder &TEB, const ControlOptions &Opts,
                  const std::vector<LoopTripInfo> &Outer)
      : L(L), LI(LI), SE(SE), TEB(TEB), Opts(Opts), Outer(Outer) {
    T.L = L;
    T.Loc = loopLoc(*L);
  }

  LoopTripInfo run() {
    bool Cut = false; // every guard read
    EntryGuard =
        guardCondition(*L->getHeader(), LI, SE, TEB, SIZE_MAX - 1, Cut);
    if (!fromBackedgeCount() && !fromLatchCondition()) {
      T.TripExpr = "unknown";
      assume("loop exit depends on memory contents or unknown values");
    }
    return T;
  }

private:
  using IVMap = std::map<unsigned, InductionVar>; ///< by phi symbol

  bool fromBackedgeCount();
  bool fromLatchCondition();
  bool latchInductionVars(const ExprRef &C, IVMap &IVs,
                          std::vector<unsigned> &OtherVars) const;
  std::optional<double> simulateLane(SymValues &Env, const ExprRef &C,
                                     bool StayOnTrue, const IVMap &IVs,
                                     bool &HitCap) const;
  void describeUnresolved(const ExprRef &C, const IVMap &IVs);
  void assume(const std::string &Why);
  void finish(const LaneStats &S, const char *Method);
  std::optional<LaneStats> evalCount(const std::vector<unsigned> &Vars,
                                     const CountFn &Count,
                                     uint64_t LaneBudget) const;
  bool
  outerValues(const std::vector<unsigned> &Vars,
              std::vector<std::pair<unsigned, std::vector<int64_t>>> &Values,
              bool &Lane, bool &Cta, std::vector<const Loop *> &Sampled,
              bool &Every) const;
  /// E with the launch's parameter values substituted.
  ExprRef withFixedParams(const ExprRef &E) const {
    return substitute(E, TEB.fixedValues(), ExprForm::Index);
  }

  const Loop *L;
  const LoopInfo &LI;
  ScalarEvolution &SE;
  ThreadExprBuilder &TEB;
  const ControlOptions &Opts;
  const std::vector<LoopTripInfo> &Outer; ///< the enclosing loops' trips
  /// Where a lane reaches the loop (null: every lane, as far as modelled).
  ExprRef EntryGuard;
  LoopTripInfo T;
};
} // namespace

static std::string countText(double N) {
  return N == std::floor(N) ? std::to_string(int64_t(N))
                            : formatv("{0:F2}", N).str();
}

/// The user's --assume-trip for the loop at Loc (the last that matches),
/// with its key.
static std::optional<std::pair<double, std::string>>
userTrip(const std::string &Loc, const ControlOptions &Opts) {
  std::optional<std::pair<double, std::string>> R;
  for (auto &[K, P] : Opts.AssumeTrip)
    if (locMatches(Loc, K))
      R = {P, K};
  return R;
}

void LoopTripCounter::assume(const std::string &Why) {
  T.TripCount = -1;
  T.Method = "assumed";
  double V = Opts.DefaultTripCount;
  std::string From =
      "default; " + Opts.Flags.given("assume-trip", "LOC=N") + " sets another";
  if (auto U = userTrip(T.Loc, Opts)) {
    V = U->first;
    From = Opts.Flags.given("assume-trip", U->second + "=" + countText(V));
  }
  T.EffectiveTrip = V;
  T.Assumptions.push_back({ReasonKind::AssumedTripCount,
                           Why + "; assumed " + std::to_string(int64_t(V)) +
                               " iterations (" + From + ")"});
}

void LoopTripCounter::finish(const LaneStats &S, const char *Method) {
  T.TripCount = S.WarpAvg;
  T.EffectiveTrip = S.WarpAvg;
  T.MinLaneTrip = S.MinLane;
  T.MaxLaneTrip = S.MaxLane;
  T.LaneUtilization = S.Utilization;
  T.Method = Method;
  T.OverEveryOuterIteration = S.OverEveryOuterIteration;
  if (S.Sampled)
    T.Assumptions.push_back(
        {ReasonKind::SampledBlocks,
         "per-lane trip count sampled over an even subset of the blocks"});
  for (const Loop *O : S.SampledOuter)
    T.Assumptions.push_back({ReasonKind::SampledIterations,
                             "trip count taken over " +
                                 std::to_string(MaxOuterValues) +
                                 " evenly spaced iterations of the loop at " +
                                 loopLoc(*O) + ", which it depends on"});
  if (S.MinLane != S.MaxLane)
    T.Assumptions.push_back(
        {ReasonKind::SlowestLane,
         "thread-dependent trip count: a warp runs its slowest lane's count"});
}

static std::optional<int64_t> knownTrip(const LoopTripInfo &T,
                                        const ControlOptions &Opts);

/// Sorts the free variables of a count: lane variables (Lane, and Cta when
/// one is a ctaid) and the enclosing loops' iteration variables, each given
/// up to MaxOuterValues evenly spaced values over its loop's effective trip
/// (the loops given fewer go to Sampled; Every is cleared where a loop's
/// effective trip is not the count of every lane). False when a variable is
/// neither (an unresolved parameter).
bool LoopTripCounter::outerValues(
    const std::vector<unsigned> &Vars,
    std::vector<std::pair<unsigned, std::vector<int64_t>>> &Values, bool &Lane,
    bool &Cta, std::vector<const Loop *> &Sampled, bool &Every) const {
  const SymbolTable &Syms = TEB.symbols();
  for (unsigned V : Vars) {
    const Symbol &S = Syms[V];
    if (S.Value)
      continue;
    if (isLaneSymbol(S)) {
      Lane = true;
      Cta |= isBlockSymbol(S);
      continue;
    }
    if (!isLoopIterationSymbol(S))
      return false;
    const Loop *O = nullptr;
    for (const Loop *P = L->getParentLoop(); P; P = P->getParentLoop())
      if (loopIterationKey(P) == S.Key)
        O = P;
    if (!O)
      return false;
    const LoopTripInfo *OT = tripInfoOf(Outer, O);
    Every &= OT && OT->OverEveryOuterIteration && knownTrip(*OT, Opts) &&
             !userTrip(OT->Loc, Opts);
    int64_t N =
        std::max<int64_t>(1, int64_t(std::ceil(effectiveTripOf(Outer, O))));
    std::vector<int64_t> Vals;
    int64_t Steps = std::min<int64_t>(N, MaxOuterValues);
    if (Steps < N)
      Sampled.push_back(O);
    for (int64_t I = 0; I < Steps; ++I)
      Vals.push_back(
          Steps == N ? I : I * (N - 1) / std::max<int64_t>(1, Steps - 1));
    Values.push_back({V, Vals});
  }
  return true;
}

/// Count averaged over the enclosing loops' iteration values and over the
/// lanes of the launch that reach it (inside the entry guard). LaneBudget
/// bounds the lanes evaluated; a simulated lane costs up to
/// MaxSimulatedIterations condition evaluations, so simulation gets fewer.
std::optional<LaneStats>
LoopTripCounter::evalCount(const std::vector<unsigned> &CountVars,
                           const CountFn &UnguardedCount,
                           uint64_t LaneBudget) const {
  std::vector<unsigned> Vars = CountVars;
  CountFn Count = UnguardedCount;
  if (EntryGuard) {
    for (unsigned V : symbolsOf(EntryGuard))
      if (!llvm::is_contained(Vars, V))
        Vars.push_back(V);
    Count = [&](SymValues &Env) -> std::optional<double> {
      if (std::optional<int64_t> In = evaluate(EntryGuard, Env); In && !*In)
        return NotReached;
      return UnguardedCount(Env);
    };
  }
  std::vector<std::pair<unsigned, std::vector<int64_t>>> Values;
  bool Lane = false, Cta = false;
  std::vector<const Loop *> SampledOuter;
  bool Every = true;
  if (!outerValues(Vars, Values, Lane, Cta, SampledOuter, Every))
    return std::nullopt;
  SymValues Env = TEB.fixedValues();
  LaneStats Acc;
  Acc.MinLane = 1e300;
  Acc.MaxLane = -1e300;
  double Num = 0, UtilSum = 0;
  std::function<bool(size_t)> Rec = [&](size_t I) -> bool {
    if (I < Values.size()) {
      for (int64_t V : Values[I].second) {
        Env[Values[I].first] = V;
        if (!Rec(I + 1))
          return false;
      }
      return true;
    }
    std::optional<LaneStats> S;
    if (Lane) {
      S = overLanes(TEB.launch(), TEB.lanes(), Cta, LaneBudget, Count, Env);
    } else if (auto C = Count(Env)) {
      S = LaneStats();
      S->Warps = std::isnan(*C) ? 0 : 1;
      S->WarpAvg = S->MinLane = S->MaxLane = S->Warps ? std::max(0.0, *C) : 0;
    }
    if (!S)
      return false;
    if (S->Warps == 0)
      return true; // no lane reaches the loop here
    Acc.WarpAvg += S->WarpAvg;
    Acc.MinLane = std::min(Acc.MinLane, S->MinLane);
    Acc.MaxLane = std::max(Acc.MaxLane, S->MaxLane);
    Acc.Sampled |= S->Sampled;
    UtilSum += S->Utilization;
    Num += 1;
    return true;
  };
  if (!Rec(0))
    return std::nullopt;
  Acc.SampledOuter = SampledOuter;
  Acc.OverEveryOuterIteration = Every && SampledOuter.empty();
  if (Num == 0) { // no lane reaches the loop
    LaneStats None;
    None.Sampled = Acc.Sampled;
    None.SampledOuter = SampledOuter;
    None.OverEveryOuterIteration = Acc.OverEveryOuterIteration;
    return None;
  }
  Acc.WarpAvg /= Num;
  Acc.Utilization = UtilSum / Num;
  return Acc;
}

/// Backedge-taken count + 1, evaluated per lane. True when decided (a count,
/// or an assumption because it needs parameters the launch does not give).
bool LoopTripCounter::fromBackedgeCount() {
  ExprRef Trip = laneTripCount(*L, SE, TEB);
  if (!Trip)
    return false;
  std::vector<unsigned> Vars = symbolsOf(Trip);
  const SymbolTable &Syms = TEB.symbols();
  bool Unresolved = false;
  for (unsigned V : Vars) {
    if (isLaneSymbol(Syms[V]) || isLoopIterationSymbol(Syms[V]))
      continue;
    // Another loop's variable: the latch condition says what is unknown.
    if (Syms[V].Kind != SymKind::Param)
      return false;
    Unresolved = true;
  }
  if (Unresolved) {
    T.TripExpr = TEB.print(Trip);
    assume("trip count " + T.TripExpr +
           " depends on parameters the launch does not give");
    return true;
  }
  auto S = evalCount(
      Vars,
      [&](SymValues &Env) -> std::optional<double> {
        auto V = evaluate(Trip, Env);
        if (!V)
          return std::nullopt;
        return double(*V);
      },
      Opts.MaxLaneEvaluations);
  if (!S)
    return false;
  finish(*S, "scev");
  return true;
}

/// The header phis of this loop that the latch condition uses, as induction
/// variables, and the other variables the condition and their starts and
/// steps use. False when a phi is not an induction variable (IVs then holds
/// those analysed before it).
bool LoopTripCounter::latchInductionVars(
    const ExprRef &C, IVMap &IVs, std::vector<unsigned> &OtherVars) const {
  std::vector<unsigned> Others;
  auto addSymbolsOf = [&](const ExprRef &E) {
    for (unsigned V : symbolsOf(E))
      if (std::find(Others.begin(), Others.end(), V) == Others.end())
        Others.push_back(V);
  };
  bool Ok = true;
  for (unsigned V : symbolsOf(C)) {
    const PHINode *P = TEB.phiOf(V);
    if (!P || LI.getLoopFor(P->getParent()) != L) {
      Others.push_back(V);
      continue;
    }
    auto IV = analyzeInductionVar(*P, LI, SE, TEB);
    if (!IV) {
      Ok = false;
      break;
    }
    IVs[V] = *IV;
    addSymbolsOf(IV->Start);
    if (IV->K == InductionVar::Affine)
      addSymbolsOf(IV->Step);
  }
  for (unsigned V : Others)
    if (!IVs.count(V) &&
        std::find(OtherVars.begin(), OtherVars.end(), V) == OtherVars.end())
      OtherVars.push_back(V);
  return Ok;
}

/// One lane's iterations: the latch condition evaluated with the IVs'
/// values until it leaves the loop, at most MaxSimulatedIterations times
/// (then HitCap is set).
std::optional<double>
LoopTripCounter::simulateLane(SymValues &Env, const ExprRef &C, bool StayOnTrue,
                              const IVMap &IVs, bool &HitCap) const {
  std::map<unsigned, int64_t> Cur;
  for (auto &[N, IV] : IVs) {
    auto St = evaluate(IV.Start, Env);
    if (!St)
      return std::nullopt;
    Cur[N] = *St;
  }
  // Steps do not depend on the IVs: evaluate them once per lane.
  std::map<unsigned, int64_t> Steps;
  for (auto &[N, IV] : IVs)
    if (IV.K == InductionVar::Affine) {
      auto Step = evaluate(IV.Step, Env);
      if (!Step)
        return std::nullopt;
      Steps[N] = *Step;
    }
  // The IVs live in Env while simulating and are unbound again before
  // returning.
  for (auto &KV : IVs)
    Env.resize(std::max<size_t>(Env.size(), KV.first + 1));
  struct Restore {
    SymValues &Env;
    const IVMap &IVs;
    ~Restore() {
      for (auto &KV : IVs)
        Env[KV.first] = std::nullopt;
    }
  } R{Env, IVs};
  unsigned Cap = Opts.MaxSimulatedIterations;
  for (unsigned K = 0; K < Cap; ++K) {
    for (auto &[N, IV] : IVs)
      Env[N] = IV.K == InductionVar::Affine ? Cur[N] + Steps[N] * int64_t(K)
                                            : Cur[N];
    auto B = evaluate(C, Env);
    if (!B)
      return std::nullopt;
    if ((*B != 0) != StayOnTrue)
      return double(K + 1);
    for (auto &[N, IV] : IVs)
      if (IV.K == InductionVar::Geometric) {
        auto Nx = geometricValues(IV, Cur[N], 2);
        if (Nx.size() < 2)
          return std::nullopt;
        Cur[N] = Nx[1];
      }
  }
  HitCap = true;
  return double(Cap);
}

/// Steps the latch condition with the header phis' sequences. True when
/// decided (a simulated count, or an assumption stating the condition).
bool LoopTripCounter::fromLatchCondition() {
  const BasicBlock *Latch = L->getLoopLatch();
  auto *Br = Latch ? dyn_cast<BranchInst>(Latch->getTerminator()) : nullptr;
  if (!Br || !Br->isConditional())
    return false;
  ExprRef C = TEB.cond(Br->getCondition());
  if (!C &&
      TEB.boundHit(Br->getCondition()) != ThreadExprBuilder::Bound::None) {
    T.TripExpr = "unknown";
    assume("loop exit condition not expressible" +
           TEB.boundNote(Br->getCondition()));
    return true;
  }
  if (!C)
    return false;
  bool StayOnTrue = L->contains(Br->getSuccessor(0));
  IVMap IVs;
  std::vector<unsigned> OtherVars;
  if (latchInductionVars(C, IVs, OtherVars)) {
    bool HitCap = false;
    auto S = evalCount(
        OtherVars,
        [&](SymValues &Env) {
          return simulateLane(Env, C, StayOnTrue, IVs, HitCap);
        },
        Opts.MaxSimulatedLanes);
    if (S && !HitCap) {
      finish(*S, "simulated");
      return true;
    }
  }
  describeUnresolved(C, IVs);
  assume("trip count not resolved (" + T.TripExpr + ")");
  return true;
}

/// A log-based count for one geometric IV compared with a bound in the
/// parameters, else "iterations while C" with each IV's sequence.
void LoopTripCounter::describeUnresolved(const ExprRef &C, const IVMap &IVs) {
  ExprRef CF = withFixedParams(C);
  T.TripExpr = "iterations while " + TEB.print(CF);
  if (IVs.size() == 1 && IVs.begin()->second.K == InductionVar::Geometric &&
      CF->Op == Expr::Cmp) {
    unsigned N = IVs.begin()->first;
    const InductionVar &IV = IVs.begin()->second;
    auto Uses = [&](const ExprRef &E) {
      std::vector<unsigned> S = symbolsOf(E);
      return std::find(S.begin(), S.end(), N) != S.end();
    };
    bool InL = Uses(CF->Ops[0]), InR = Uses(CF->Ops[1]);
    if (InL != InR) {
      std::string Bound = TEB.print(InL ? CF->Ops[1] : CF->Ops[0]),
                  Start = TEB.print(IV.Start);
      std::string Log =
          IV.Factor == 2 ? "log2" : "log" + std::to_string(IV.Factor);
      T.TripExpr =
          IV.Update == Expr::Mul
              ? "ceil(" + Log + "(" + Bound + " / " + Start + "))"
              : "floor(" + Log + "(" + Start + " / " + Bound + ")) + 1";
      T.Assumptions.push_back({ReasonKind::ApproximateTripCount,
                               "geometric loop: count " + T.TripExpr +
                                   " is approximate (+-1 with the exit test)"});
      return;
    }
  }
  // In the order of the IVs' names.
  std::map<std::string, const InductionVar *> ByName;
  for (auto &[N, IV] : IVs)
    ByName[TEB.symbols()[N].Name] = &IV;
  for (auto &[N, IV] : ByName)
    T.TripExpr += IV->K == InductionVar::Geometric
                      ? ", " + N + " = " + TEB.print(IV->Start) +
                            (IV->Update == Expr::Mul ? " * " : " / ") +
                            std::to_string(IV->Factor) + "^k"
                      : ", " + N + " = " + TEB.print(IV->Start) + " + " +
                            TEB.print(IV->Step) + " * k";
}

/// A trip count as the report prints it: whole, else two decimals.
/// The user's --assume-trip wins over a count gpuperf computed too (a
/// count it believes it knows may rest on assumptions the user can refute).
static void overrideByUser(LoopTripInfo &T, const ControlOptions &Opts) {
  auto U = userTrip(T.Loc, Opts);
  if (!U || T.Method == "assumed")
    return;
  std::string Computed = countText(T.EffectiveTrip);
  T.TripCount = T.EffectiveTrip = T.MinLaneTrip = T.MaxLaneTrip = U->first;
  T.LaneUtilization = 1;
  T.Method = "assumed";
  T.Assumptions.push_back(
      {ReasonKind::AssumedTripCount,
       countText(U->first) + " iterations (" +
           Opts.Flags.given("assume-trip",
                            U->second + "=" + countText(U->first)) +
           ") instead of the " + Computed + " computed"});
}

/// The trips of \p Outermost's nest, outer loops first (the inner ones read
/// their counts), in source order. A worklist, not recursion: a hostile
/// nest a thousand deep overflowed the stack where frames are large (a
/// sanitizer build).
static void tripsOfNest(const Loop *Outermost, const LoopInfo &LI,
                        ScalarEvolution &SE, ThreadExprBuilder &TEB,
                        const ControlOptions &Opts,
                        std::vector<LoopTripInfo> &Out) {
  SmallVector<const Loop *, 8> Work = {Outermost};
  while (!Work.empty()) {
    const Loop *L = Work.pop_back_val();
    Out.push_back(LoopTripCounter(L, LI, SE, TEB, Opts, Out).run());
    overrideByUser(Out.back(), Opts); // before the inner loops read it
    // The first subloop's nest next, then the second's, as recursion would.
    for (const Loop *Sub : llvm::reverse(L->getSubLoops()))
      Work.push_back(Sub);
  }
}

std::vector<LoopTripInfo>
gpuperf::computeLoopTrips(const LoopInfo &LI, ScalarEvolution &SE,
                          ThreadExprBuilder &TEB, const ControlOptions &Opts) {
  std::vector<LoopTripInfo> Out;
  // LoopInfo lists top-level loops last-first; report them in source order.
  for (const Loop *L : llvm::reverse(LI.getTopLevelLoops()))
    tripsOfNest(L, LI, SE, TEB, Opts, Out);
  return Out;
}

/// Counted over a sample of the blocks or of an outer loop's iterations.
static bool sampled(const LoopTripInfo &T) {
  return llvm::any_of(T.Assumptions, [](const Reason &R) {
    return R.Kind == ReasonKind::SampledBlocks ||
           R.Kind == ReasonKind::SampledIterations;
  });
}

/// A count the table knows for every lane of the launch: gpuperf's own
/// (counted, lane-uniform, not sampled) or the user's.
static std::optional<int64_t> knownTrip(const LoopTripInfo &T,
                                        const ControlOptions &Opts) {
  if (userTrip(T.Loc, Opts))
    return int64_t(std::ceil(T.EffectiveTrip));
  if (T.Method == "assumed" || T.TripCount < 0 || sampled(T) ||
      !T.OverEveryOuterIteration || T.MinLaneTrip != T.MaxLaneTrip)
    return std::nullopt;
  return int64_t(std::ceil(T.TripCount));
}

std::map<const Loop *, int64_t>
gpuperf::knownTripCounts(const std::vector<LoopTripInfo> &Loops,
                         const ControlOptions &Opts) {
  std::map<const Loop *, int64_t> Out;
  for (const LoopTripInfo &T : Loops)
    if (auto N = knownTrip(T, Opts))
      Out[T.L] = *N;
  return Out;
}

/// Counted by gpuperf for every lane of the launch.
static bool countedEverywhere(const LoopTripInfo &T,
                              const ControlOptions &Opts) {
  return T.Method != "assumed" && !userTrip(T.Loc, Opts) && !sampled(T) &&
         T.OverEveryOuterIteration && T.MaxLaneTrip >= 0;
}

std::map<const Loop *, int64_t>
gpuperf::laneMaxTripCounts(const std::vector<LoopTripInfo> &Loops,
                           const ControlOptions &Opts) {
  std::map<const Loop *, int64_t> Out;
  for (const LoopTripInfo &T : Loops)
    if (countedEverywhere(T, Opts) && T.MaxLaneTrip >= 1 &&
        T.MinLaneTrip != T.MaxLaneTrip)
      Out[T.L] = int64_t(std::ceil(T.MaxLaneTrip));
  return Out;
}

std::map<const Loop *, int64_t>
gpuperf::countedMostTrips(const std::vector<LoopTripInfo> &Loops,
                          const ControlOptions &Opts) {
  std::map<const Loop *, int64_t> Out;
  for (const LoopTripInfo &T : Loops)
    if (countedEverywhere(T, Opts))
      Out[T.L] = int64_t(std::ceil(T.MaxLaneTrip));
  return Out;
}

std::map<const PHINode *, std::vector<int64_t>> gpuperf::geometricIVValues(
    const Function &F, const DominatorTree &DT, const LoopInfo &LI,
    ScalarEvolution &SE, const ResolvedLaunch &Launch,
    const std::vector<LoopTripInfo> &Loops, const ControlOptions &Opts) {
  std::map<const PHINode *, std::vector<int64_t>> Out;
  ThreadExprBuilder TEB(F, DT, LI, Launch, &SE);
  for (const Loop *L : LI.getLoopsInPreorder())
    for (const PHINode &P : L->getHeader()->phis()) {
      auto IV = analyzeInductionVar(P, LI, SE, TEB);
      if (!IV || IV->K != InductionVar::Geometric)
        continue;
      const LoopTripInfo *T = tripInfoOf(Loops, L);
      // The start's parameters are symbols once analyzeInductionVar ran.
      std::optional<int64_t> Start = evaluate(IV->Start, TEB.fixedValues());
      std::optional<int64_t> Count = T ? knownTrip(*T, Opts) : std::nullopt;
      if (!Start || !Count || *Count < 1)
        continue;
      unsigned N =
          unsigned(std::min<int64_t>(*Count, Opts.MaxSimulatedIterations));
      Out[&P] = geometricValues(*IV, *Start, N);
    }
  return Out;
}
