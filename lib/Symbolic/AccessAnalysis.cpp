//===- AccessAnalysis.cpp - SCEV to lane patterns, per access ------------===//
#include "gpuperf/Symbolic/AccessAnalysis.h"
#include "gpuperf/IR/BlockGuards.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/ObjectNames.h"
#include "gpuperf/IR/ParameterNames.h"
#include "gpuperf/IR/SourceLoc.h"
#include "gpuperf/IR/TensorOp.h"
#include "gpuperf/Symbolic/IRLowering.h"
#include "gpuperf/Symbolic/IslExpr.h"
#include "gpuperf/Symbolic/IslGuard.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <isl/ilp.h>
#include <isl/set.h>
#include <isl/val.h>

#include <map>
#include <set>

using namespace llvm;
using namespace gpuperf;

namespace {
/// The access analysis's policy for the one IR lowering (IRLowering.h):
/// Address form, operands through SCEV, loop variables as SCEV's
/// recurrences over one iteration symbol per loop bounded by the
/// backedge-taken count, failures and assumptions recorded as sentences.
class Translator : public IRLowering {
public:
  Translator(Function &F, ScalarEvolution &SE, LoopInfo &LI, DominatorTree &DT,
             const ResolvedLaunch &Launch, SymbolTable &Syms,
             const AccessOptions &Opts)
      : IRLowering(ExprForm::Address, Syms, &SE), SE(SE), LI(LI), DT(DT),
        Launch(Launch), Syms(Syms), PhiValues(Opts.LoopPhiValues),
        LoopTrips(Opts.LoopTrips), LaneMaxTrips(Opts.LaneMaxTrips),
        ArgNames(parameterNames(F)) {}

  ExprRef translate(const SCEV *S) { return scevOperand(S); }
  /// A parameter as messages name it: `in` from debug info, else #2.
  std::string argText(const Argument &A) const {
    return parameterMention(ArgNames, A.getArgNo());
  }
  /// Values of the symbols known for the launch (--arg, the block).
  std::vector<std::optional<int64_t>> knownValues() const;
  /// An i1 value as a 0/1 expression (comparisons, and/or/not of them).
  ExprRef condition(const Value *V) { return lowerCondition(V); }
  /// Starts a new top-level translation (an address or a guard).
  void begin() {
    Failure.clear();
    DataDependent = false;
    Memo.clear();
  }
  std::string Failure;        ///< why translation failed
  bool DataDependent = false; ///< failure came from data
  /// Assumptions the expression rests on.
  std::set<Reason, BySentence> Assumed;
  /// The values of an enumerated loop-header phi's symbol; null for other
  /// symbols.
  const std::vector<int64_t> *valuesOf(unsigned Sym) const {
    auto It = EnumeratedPhis.find(Sym);
    return It == EnumeratedPhis.end() ? nullptr : It->second;
  }
  /// Where loop L's count depends on the lane: which lanes are still in it.
  struct LaneContinuation {
    unsigned Iteration = 0; ///< the loop's iteration symbol, K
    /// Whether the lane is still in the loop at iteration K, as a 0/1
    /// expression over K, the thread and block indices, the bounded
    /// iterations of the loops around and values the launch fixes: K = 0 (the
    /// loop's entry guard says which lanes enter), or the latch's condition
    /// held at iteration K - 1; else K is at most the lane's backedge-taken
    /// count.
    ExprRef Still;
    /// What the latch's condition or the count rests on.
    std::vector<Reason> Assumed;
  };
  /// L's lane continuation, computed once per loop; null where the loop
  /// has none (its count is the same in every lane, or neither
  /// monotoneLatchExit nor SCEV reads its exit).
  const LaneContinuation *laneContinuationOf(const Loop &L);
  /// The depth of the loop whose iteration symbol Sym is (0: none).
  unsigned loopDepthOf(unsigned Sym) const {
    auto It = LoopDepths.find(Sym);
    return It == LoopDepths.end() ? 0 : It->second;
  }

  /// Deepest nesting of SCEVs and values translated (recursively).
  static constexpr unsigned MaxDepth = 256;
  /// Largest expression kept (nodes, expanded): printing, evaluating and
  /// building ISL objects of it cost its expanded size.
  static constexpr uint32_t MaxExprSize = 1024;

protected:
  ExprRef scevOperand(const SCEV *S) override;
  ExprRef valueOperand(const Value *V) override {
    return translate(SE.getSCEV(const_cast<Value *>(V)));
  }
  ExprRef parameter(const Argument &A) override;
  ExprRef threadIndex(SymKind K, unsigned Dim) override;
  ValueRange rangeOf(const ExprRef &E) const override;
  ExprRef loopIteration(const Loop &L) override;
  ExprRef phi(const PHINode &P) override;
  /// An expression of enumerated phis and of values the launch fixes
  /// (blockDim, gridDim, --arg) is a constant per value; as a divisor, a
  /// known zero is not one (--arg m=0 divides by nothing).
  bool constantOnceSubstituted(const ExprRef &E) const override {
    std::vector<std::optional<int64_t>> Known = knownValues();
    std::vector<unsigned> Syms = symbolsOf(E);
    if (!llvm::all_of(Syms,
                      [&](unsigned Id) { return valuesOf(Id) || Known[Id]; }))
      return false;
    if (llvm::any_of(Syms, [&](unsigned Id) { return valuesOf(Id); }))
      return true; // its values are substituted where the lanes are computed
    std::optional<int64_t> V = constValue(substitute(E, Known));
    return V && *V != 0;
  }
  ExprRef fail(const std::string &Why, bool Data) override {
    if (Failure.empty()) {
      Failure = Why;
      DataDependent = Data;
    }
    return nullptr;
  }
  void assume(Reason R) override { Assumed.insert(std::move(R)); }

private:
  /// A translation with the failure and assumptions it produced.
  struct Translated {
    ExprRef E;
    std::string Failure;
    bool DataDependent = false;
    std::set<Reason, BySentence> Assumed;
  };
  /// Adds T's failure (when none is set yet) and assumptions.
  void replay(const Translated &T) {
    Assumed.insert(T.Assumed.begin(), T.Assumed.end());
    if (Failure.empty() && !T.Failure.empty()) {
      Failure = T.Failure;
      DataDependent = T.DataDependent;
    }
  }
  /// Translations of this top-level translation, by SCEV: a value used
  /// twice (x + x, a select on x returning x) is translated once, not once
  /// per path. Kept only outside phis being translated (whose incoming
  /// values are translated in the phi's scope).
  std::map<const SCEV *, Translated> Memo;
  unsigned Depth = 0;
  ExprRef enumeratedPhi(const PHINode &P, const std::vector<int64_t> &Values);
  std::set<const PHINode *> PhisInProgress;
  std::map<unsigned, unsigned> LoopDepths; ///< iteration symbol -> depth
  /// Loops whose count depends on the lane (built by loopIteration), and
  /// whether each loop laneContinuationOf was asked about may have one.
  std::map<const Loop *, LaneContinuation> Continuations;
  std::map<const Loop *, bool> MayContinuePerLane;
  /// Iteration symbol of a loop nothing bounds above -> the sentence that
  /// says so, for every address that uses it.
  std::map<unsigned, Reason> UnboundedNotes;
  /// Keeps the failure of the translation in progress across a nested one
  /// whose failure is its own (a loop's count, a step, a latch condition).
  class KeepFailure {
  public:
    explicit KeepFailure(Translator &T)
        : T(T), Failure(T.Failure), Data(T.DataDependent) {}
    ~KeepFailure() {
      T.Failure = std::move(Failure);
      T.DataDependent = Data;
    }

  private:
    Translator &T;
    std::string Failure;
    bool Data;
  };
  /// The exit of a loop whose one exit is its latch, comparing an affine
  /// recurrence of the loop with a value the loop does not change, in the
  /// direction in which a lane that leaves never returns (i < n, i growing
  /// for this launch): the comparison, and whether true stays in the loop.
  struct LatchExit {
    const ICmpInst *Cmp;
    bool StaysOnTrue;
    /// An unsigned Cmp that reads as the signed one (below).
    bool ReadSigned = false;
  };
  std::optional<LatchExit> monotoneLatchExit(const Loop &L);
  /// L's lane continuation with iteration symbol K: the latch's condition
  /// at K - 1 implies it at every earlier iteration (monotoneLatchExit),
  /// else SCEV's backedge-taken count for the lane; only where it names
  /// thread and block indices and values the launch fixes.
  std::optional<LaneContinuation> laneContinuation(const Loop &L, unsigned K);
  /// Symbols of loop-header phis with enumerated values -> the values.
  std::map<unsigned, const std::vector<int64_t> *> EnumeratedPhis;

  ScalarEvolution &SE;
  LoopInfo &LI;
  DominatorTree &DT;
  const ResolvedLaunch &Launch;
  SymbolTable &Syms;
  const std::map<const PHINode *, std::vector<int64_t>> &PhiValues;
  const std::map<const Loop *, int64_t> &LoopTrips;
  const std::map<const Loop *, int64_t> &LaneMaxTrips;
  std::vector<std::string> ArgNames; ///< by position, "" where unknown
};

} // namespace

ExprRef Translator::parameter(const Argument &A) {
  std::string Pos = "#" + std::to_string(A.getArgNo());
  std::string Name = ArgNames[A.getArgNo()];
  if (Name.empty())
    Name = Pos;
  unsigned Id = Syms.getOrAdd(SymKind::Param, A.getArgNo(), Name);
  Symbol &S = Syms[Id];
  if (!S.Value && !S.Lo) {
    auto V = Launch.Args.find(Name);
    if (V == Launch.Args.end())
      V = Launch.Args.find(Pos);
    if (V != Launch.Args.end())
      S.Value = V->second;
    else
      S.Lo = 0;
  }
  if (!S.Value)
    Assumed.insert({ReasonKind::UnknownParameter,
                    "parameter " + Name + " unknown: assumed " + Name +
                        " >= 0, kept symbolic"});
  return mkSym(Id);
}

/// Thread and block indices are symbols (ntid and nctaid with the launch's
/// value, ctaid bounded by the grid), so that addresses print with them.
ExprRef Translator::threadIndex(SymKind K, unsigned Dim) {
  static const char *XYZ[] = {"x", "y", "z"};
  static const char *Prefix[] = {"", "tid", "ctaid", "ntid", "nctaid"};
  unsigned Id =
      Syms.getOrAdd(K, Dim, std::string(Prefix[unsigned(K)]) + "." + XYZ[Dim]);
  Symbol &S = Syms[Id];
  auto Get = [&](const Dim3 &D) { return int64_t(D.along(Dim)); };
  if (K == SymKind::Ntid)
    S.Value = Get(Launch.Block);
  else if (K == SymKind::Nctaid)
    S.Value = Get(Launch.Grid);
  else if (K == SymKind::Ctaid) {
    S.Lo = 0;
    S.Hi = Get(Launch.Grid) - 1;
  }
  if ((K == SymKind::Ctaid || K == SymKind::Nctaid) && Launch.GridAssumed)
    Assumed.insert({ReasonKind::DefaultGrid,
                    "grid " + Launch.Grid.str() + " assumed (not given)"});
  if (Launch.BlockAssumed)
    Assumed.insert({ReasonKind::DefaultBlock,
                    "block " + Launch.Block.str() + " assumed (not given)"});
  return mkSym(Id);
}

/// The table leaves the thread indices unbounded (the lanes of a warp are
/// the access domain's business); a range bounds them by the block.
ValueRange Translator::rangeOf(const ExprRef &E) const {
  return valueRangeInBlock(E, Syms, Launch.Block);
}

/// The sentence for a loop iteration nothing bounds above; Why says why.
static Reason unboundedIteration(const Loop &L, const std::string &Name,
                                 const std::string &Why) {
  std::string Loc = loopLoc(L);
  return {ReasonKind::UnboundedInductionVariable,
          "trip count of the loop at " + (Loc.empty() ? Name : Loc) + " " +
              Why + ": its iteration " + Name + " only bounded below by 0"};
}

ExprRef Translator::loopIteration(const Loop &L) {
  // The iteration number of the loop at line 83 prints as iter@83; the
  // loop itself is the key.
  unsigned Id = Syms.getOrAdd(SymKind::IV, 0, loopIterationKey(&L));
  Symbol &S = Syms[Id];
  if (S.Lo) {
    // Every address that uses the iteration rests on what bounds it.
    if (auto It = UnboundedNotes.find(Id); It != UnboundedNotes.end())
      Assumed.insert(It->second);
    return mkSym(Id);
  }
  LoopDepths[Id] = L.getLoopDepth();
  S.Name = loopIterationName(L);
  S.Lo = 0;
  if (auto It = LoopTrips.find(&L); It != LoopTrips.end()) {
    S.Hi = std::max<int64_t>(0, It->second - 1);
    return mkSym(Id);
  }
  const SCEV *BTC = SE.getBackedgeTakenCount(&L);
  bool Bounded = false;
  if (!isa<SCEVCouldNotCompute>(BTC)) {
    KeepFailure Keep(*this);
    if (ExprRef E = translate(BTC))
      if (auto Hi = evaluate(E, knownValues())) {
        Syms[Id].Hi = *Hi;
        Bounded = true;
      }
  }
  // A count that depends on the lane: each lane takes part up to its own
  // count, and the iteration ranges up to the slowest lane's, the loop
  // table's where it counted every lane, else ISL's (lanesInLoopsAround).
  // The slowest lane's count bounds the iteration before the continuation
  // is lowered, so that the casts in it are ranged (a widened index is
  // exact, not assumed not to wrap).
  if (!Bounded) {
    if (auto It = LaneMaxTrips.find(&L); It != LaneMaxTrips.end())
      Syms[Id].Hi = std::max<int64_t>(0, It->second - 1);
    if (std::optional<LaneContinuation> C = laneContinuation(L, Id)) {
      Continuations.emplace(&L, std::move(*C));
      return mkSym(Id);
    }
    Syms[Id].Hi.reset();
  }
  if (!Bounded) {
    Reason Note =
        unboundedIteration(L, Syms[Id].Name, "unknown for this launch");
    Assumed.insert(Note);
    UnboundedNotes.emplace(Id, std::move(Note));
  }
  return mkSym(Id);
}

const Translator::LaneContinuation *
Translator::laneContinuationOf(const Loop &L) {
  auto [May, New] = MayContinuePerLane.try_emplace(&L, false);
  if (New)
    May->second = !LoopTrips.count(&L) &&
                  (monotoneLatchExit(L).has_value() ||
                   !isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(&L)));
  if (!May->second)
    return nullptr;
  loopIteration(L); // builds the continuation where the loop has one
  auto It = Continuations.find(&L);
  return It == Continuations.end() ? nullptr : &It->second;
}

/// Whether a lane whose narrow index of Bits bits (sign- or zero-extended,
/// Signed) steps by D and is tested against Bound leaves before the index
/// wraps: the last value it takes, less than D past the bound (one more
/// where the test is inclusive), is still in the narrow type's range. A
/// grid-stride loop whose bound is within a stride of 2^32 wraps instead
/// and may never end.
static bool leavesBeforeWrapping(unsigned Bits, bool Signed,
                                 std::optional<int64_t> Bound, int64_t D,
                                 bool Inclusive) {
  if (!Bound || Bits > 62 || std::abs(D) >= (int64_t(1) << Bits))
    return false;
  int64_t Lo = Signed ? -(int64_t(1) << (Bits - 1)) : 0;
  int64_t Hi = Lo + (int64_t(1) << Bits) - 1;
  if (*Bound < Lo - 1 || *Bound > Hi + 1)
    return false;
  int64_t Last =
      *Bound + D + (D > 0 ? -1 : 1) + (Inclusive ? D / std::abs(D) : 0);
  return Last >= Lo && Last <= Hi;
}

std::optional<Translator::LatchExit>
Translator::monotoneLatchExit(const Loop &L) {
  BasicBlock *Latch = L.getLoopLatch();
  auto *Br = Latch ? dyn_cast<BranchInst>(Latch->getTerminator()) : nullptr;
  if (!Br || !Br->isConditional() || L.getExitingBlock() != Latch)
    return std::nullopt;
  auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
  if (!Cmp)
    return std::nullopt;
  bool StaysOnTrue = Br->getSuccessor(0) == L.getHeader();
  CmpInst::Predicate P =
      StaysOnTrue ? Cmp->getPredicate() : Cmp->getInversePredicate();
  const SCEV *A = SE.getSCEV(Cmp->getOperand(0));
  const SCEV *B = SE.getSCEV(Cmp->getOperand(1));
  if (!SE.isLoopInvariant(B, &L)) {
    std::swap(A, B);
    P = CmpInst::getSwappedPredicate(P);
  }
  // A widened recurrence (a 32-bit index tested against a 64-bit bound)
  // moves as the recurrence does while that does not wrap; below, the lane
  // must leave before it can.
  bool Widened = isa<SCEVZeroExtendExpr, SCEVSignExtendExpr>(A);
  auto *AR = dyn_cast<SCEVAddRecExpr>(
      Widened ? cast<SCEVCastExpr>(A)->getOperand() : A);
  if (!AR || AR->getLoop() != &L || !AR->isAffine() ||
      !SE.isLoopInvariant(B, &L))
    return std::nullopt;
  // Values for this launch, where the launch fixes them.
  auto valueOf = [&](const SCEV *X) -> std::optional<int64_t> {
    KeepFailure Keep(*this);
    ExprRef E = translate(X);
    return E ? evaluate(E, knownValues()) : std::nullopt;
  };
  std::optional<int64_t> Bound = valueOf(B);
  std::optional<int64_t> D = valueOf(AR->getStepRecurrence(SE));
  // A lane stays while the recurrence is below a bound it grows towards
  // (or above one it falls towards): once out, never back in.
  bool Below = ICmpInst::isLT(P) || ICmpInst::isLE(P);
  bool Above = ICmpInst::isGT(P) || ICmpInst::isGE(P);
  if (!D || !((Below && *D > 0) || (Above && *D < 0)))
    return std::nullopt;
  // So far as the index does not wrap: a widened one must leave before it
  // can, and so must an unsigned one unless neither side is ever negative
  // (a zero extension never is), which keeps it clear of the unsigned wrap
  // (a grid-stride loop of unsigned index and bound).
  unsigned Bits = AR->getType()->getIntegerBitWidth();
  std::optional<int64_t> NarrowBound = Bound; // as the test reads it
  if (!Widened && ICmpInst::isUnsigned(P) && Bound && *Bound < 0 && Bits < 63)
    *NarrowBound += int64_t(1) << Bits;
  bool LeavesFirst =
      leavesBeforeWrapping(Bits, isa<SCEVSignExtendExpr>(A), NarrowBound, *D,
                           ICmpInst::isLE(P) || ICmpInst::isGE(P));
  bool NeverNegative =
      SE.isKnownNonNegative(isa<SCEVZeroExtendExpr>(A) ? A : AR->getStart()) &&
      (SE.isKnownNonNegative(B) || (Bound && *Bound >= 0));
  if ((Widened || (ICmpInst::isUnsigned(P) && !NeverNegative)) && !LeavesFirst)
    return std::nullopt;
  // An unsigned test of a falling recurrence that starts in the signed range
  // at or above a bound there, and leaves before it wraps, reads as the
  // signed test while the lane is in the loop; read unsigned, the
  // continuation's values at later iterations, below zero, would take the
  // lane back in (`for (k = gid; k >= 0; k -= 3)`, which clang tests as
  // k >u 2).
  bool ReadSigned = false;
  if (ICmpInst::isUnsigned(P) && *D < 0 && !Widened && LeavesFirst &&
      *NarrowBound >= 0 && *NarrowBound < (int64_t(1) << (Bits - 1))) {
    KeepFailure Keep(*this);
    ExprRef Start = translate(AR->getStart());
    ValueRange R = Start ? rangeOf(Start) : ValueRange();
    ReadSigned =
        R.Lo && *R.Lo >= 0 && R.Hi && *R.Hi < (int64_t(1) << (Bits - 1));
  }
  return LatchExit{Cmp, StaysOnTrue, ReadSigned};
}

std::optional<Translator::LaneContinuation>
Translator::laneContinuation(const Loop &L, unsigned K) {
  LaneContinuation Out;
  Out.Iteration = K;
  // X translated, with what it rests on kept apart for the continuation.
  auto translatedApart = [&](auto Translate) {
    KeepFailure Keep(*this);
    std::set<Reason, BySentence> Outer = std::move(Assumed);
    Assumed.clear();
    ExprRef X = Translate();
    Out.Assumed.assign(Assumed.begin(), Assumed.end());
    Assumed = std::move(Outer);
    return X;
  };
  if (std::optional<LatchExit> Exit = monotoneLatchExit(L)) {
    ExprRef C = translatedApart([&] {
      return Exit->ReadSigned ? comparison(*Exit->Cmp, nullptr, nullptr, true)
                              : condition(Exit->Cmp);
    });
    if (!C)
      return std::nullopt;
    if (!Exit->StaysOnTrue)
      C = mkSub(mkConst(1), C);
    std::vector<ExprRef> By(Syms.size());
    By[K] = mkSub(mkSym(K), mkConst(1));
    Out.Still =
        mkMax(compare(Expr::LE, mkSym(K), mkConst(0)), substitute(C, By));
  } else {
    // Other exits SCEV counts lane by lane (the `niter == unroll_iter` of
    // clang's run-time unrolling): a lane runs iterations 0 to its
    // backedge-taken count.
    const SCEV *BTC = SE.getBackedgeTakenCount(&L);
    if (isa<SCEVCouldNotCompute>(BTC))
      return std::nullopt;
    ExprRef Last = translatedApart([&] { return translate(BTC); });
    if (!Last)
      return std::nullopt;
    Out.Still = compare(Expr::LE, mkSym(K), Last);
  }
  // Besides K and the lane's indices, the continuation may name the
  // iterations of the loops around L that are bounded (a triangular loop's
  // bound), which are dimensions of every access inside; not an unknown
  // parameter, nor another loop's iteration.
  std::vector<std::optional<int64_t>> Known = knownValues();
  auto enclosingBounded = [&](const Symbol &S) {
    for (const Loop *P = L.getParentLoop(); P; P = P->getParentLoop())
      if (S.Key == loopIterationKey(P))
        return S.Hi.has_value();
    return false;
  };
  for (unsigned Id : symbolsOf(Out.Still))
    if (!Known[Id] && Id != K && Syms[Id].Kind != SymKind::Tid &&
        Syms[Id].Kind != SymKind::Ctaid && !enclosingBounded(Syms[Id]))
      return std::nullopt;
  return Out;
}

std::vector<std::optional<int64_t>> Translator::knownValues() const {
  std::vector<std::optional<int64_t>> V(Syms.size());
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind != SymKind::Tid && Syms[I].Kind != SymKind::Ctaid)
      V[I] = Syms[I].Value;
  return V;
}

/// A PHI that SCEV does not see as a recurrence: the merge after an unrolled
/// loop and its remainder (the IV's exit value, or its start when the
/// unrolled loop is skipped), or an if/else merge. Each incoming value is
/// taken at the PHI's scope (exit values of loops the PHI is outside of);
/// edges whose branch condition is false for this launch are dropped; the
/// rest must agree, or the PHI must be a two-way merge below a conditional
/// branch of its immediate dominator (then it is a select on that
/// condition).
/// A geometric IV: a symbol the access is computed per value of.
ExprRef Translator::enumeratedPhi(const PHINode &P,
                                  const std::vector<int64_t> &Values) {
  // Keyed by the phi (two loops may step variables of one name).
  unsigned Id =
      Syms.getOrAdd(SymKind::Phi, 0, "phi@" + std::to_string(uintptr_t(&P)));
  Syms[Id].Name = valueName(P);
  auto [Lo, Hi] = std::minmax_element(Values.begin(), Values.end());
  Syms[Id].Lo = *Lo;
  Syms[Id].Hi = *Hi;
  EnumeratedPhis[Id] = &Values;
  return mkSym(Id);
}

ExprRef Translator::phi(const PHINode &Phi) {
  auto *P = const_cast<PHINode *>(&Phi);
  auto Fail = [&]() {
    return fail("loop-carried value that is no induction variable (" +
                    operandText(*P) + ")",
                true);
  };
  BasicBlock *B = P->getParent();
  if (auto It = PhiValues.find(P);
      LI.isLoopHeader(B) && It != PhiValues.end() && !It->second.empty())
    return enumeratedPhi(*P, It->second);
  if (LI.isLoopHeader(B) || PhisInProgress.count(P) ||
      !P->getType()->isIntegerTy())
    return Fail();
  PhisInProgress.insert(P);
  struct In {
    BasicBlock *From;
    ExprRef E;
  };
  std::vector<In> Ins;
  const Loop *Scope = LI.getLoopFor(B);
  bool Ok = true;
  for (unsigned K = 0; K < P->getNumIncomingValues() && Ok; ++K) {
    BasicBlock *From = P->getIncomingBlock(K);
    // Feasibility of the edge for this launch.
    if (auto *Br = dyn_cast<BranchInst>(From->getTerminator());
        Br && Br->isConditional() &&
        Br->getSuccessor(0) != Br->getSuccessor(1)) {
      std::string SavedF = Failure;
      bool SavedD = DataDependent;
      std::set<Reason, BySentence> SavedA = Assumed;
      ExprRef C = condition(Br->getCondition());
      Failure = SavedF;
      DataDependent = SavedD;
      Assumed = SavedA;
      if (C)
        if (auto CV = constValue(substitute(C, knownValues()))) {
          bool Taken = (*CV != 0) == (Br->getSuccessor(0) == B);
          if (!Taken)
            continue;
        }
    }
    const SCEV *S = SE.getSCEVAtScope(P->getIncomingValue(K), Scope);
    if (isa<SCEVCouldNotCompute>(S) || SCEVExprContains(S, [&](const SCEV *X) {
          auto *AR = dyn_cast<SCEVAddRecExpr>(X);
          return AR && !AR->getLoop()->contains(B);
        })) {
      Ok = false;
      break;
    }
    ExprRef E = translate(S);
    if (!E)
      Ok = false;
    else
      Ins.push_back({From, E});
  }
  PhisInProgress.erase(P);
  if (!Ok || Ins.empty())
    return Fail();
  std::vector<std::optional<int64_t>> Known = knownValues();
  std::string First = print(substitute(Ins[0].E, Known), Syms);
  bool Same = true;
  for (const In &I : Ins)
    Same &= print(substitute(I.E, Known), Syms) == First;
  if (Same)
    return Ins[0].E;
  // Two values arriving along the two sides of a branch (mergedBranch).
  if (Ins.size() == 2)
    if (std::optional<MergedBranch> M = mergedBranch(*P, DT, LI)) {
      ExprRef C = condition(M->Branch->getCondition());
      if (!C)
        return nullptr;
      // Both edges are feasible, so Ins is in the phi's operand order.
      return mkSelect(Expr::EQ, C, mkConst(1), Ins[M->IncomingOnTrue].E,
                      Ins[1 - M->IncomingOnTrue].E);
    }
  return Fail();
}

ExprRef Translator::scevOperand(const SCEV *S) {
  if (Depth >= MaxDepth)
    return fail("expression nested deeper than " + std::to_string(MaxDepth) +
                    " operations",
                false);
  bool Memoise = PhisInProgress.empty();
  if (Memoise)
    if (auto It = Memo.find(S); It != Memo.end()) {
      replay(It->second);
      return It->second.E;
    }
  // Translate S with a failure and assumptions of its own, then add them.
  Translated Outer{nullptr, std::move(Failure), DataDependent,
                   std::move(Assumed)};
  Failure.clear();
  DataDependent = false;
  Assumed.clear();
  ++Depth;
  ExprRef E = lowerSCEV(S);
  if (E && E->Size > MaxExprSize)
    E = fail("expression over " + std::to_string(MaxExprSize) + " nodes",
             false);
  --Depth;
  Translated Mine{E, std::move(Failure), DataDependent, std::move(Assumed)};
  Failure = std::move(Outer.Failure);
  DataDependent = Outer.DataDependent;
  Assumed = std::move(Outer.Assumed);
  replay(Mine);
  if (Memoise && PhisInProgress.empty())
    Memo.emplace(S, std::move(Mine));
  return E;
}

static ExprRef negate(ExprRef C) { return mkSub(mkConst(1), C); }

namespace {
/// The lane predicate of one block: the conjunction of the conditions of the
/// branches it is control dependent on (as a 0/1 expression; null = always),
/// plus what could not be modelled.
struct BlockGuard {
  ExprRef Pred;
  std::vector<Reason> Notes;
  std::set<Reason, BySentence> Assumed;
};
} // namespace

static std::string lineOf(const Instruction &I) {
  std::string L = instructionLoc(I);
  if (L.empty())
    return I.getParent()->hasName() ? I.getParent()->getName().str()
                                    : "an unnamed block";
  return L.substr(0, L.rfind(':'));
}

/// Largest lane predicate a block keeps (nodes): a few dozen conditions.
static constexpr uint32_t MaxGuardSize = 128;

/// The parameters without a value that condition C names ("n, m"), or "".
static std::string unknownParameters(const ExprRef &C,
                                     const SymbolTable &Syms) {
  std::string Names;
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind == SymKind::Param && !Syms[I].Value &&
        mentions(C, [&](unsigned J) { return J == I; }))
      Names += (Names.empty() ? "" : ", ") + Syms[I].Name;
  return Names;
}

/// Condition V (of a guard or a pointer select) as a 0/1 expression; Used
/// receives the assumptions it rests on, apart from the translator's own.
/// Null, with Tr.Failure set, where it is not modelled.
static ExprRef translateCondition(const Value *V, Translator &Tr,
                                  std::set<Reason, BySentence> &Used) {
  Tr.begin();
  std::set<Reason, BySentence> Saved = std::move(Tr.Assumed);
  Tr.Assumed.clear();
  ExprRef C = Tr.condition(V);
  Used = std::move(Tr.Assumed);
  Tr.Assumed = std::move(Saved);
  return C;
}

/// The lane predicate of block X: the conjunction of its guards' conditions
/// (guardsOf), as far as they are modelled.
static BlockGuard guardOf(BasicBlock *X, DominatorTree &DT, LoopInfo &LI,
                          Translator &Tr, const SymbolTable &Syms) {
  BlockGuard G;
  for (const GuardingEdge &E : guardsOf(X, DT, LI)) {
    auto *Br = dyn_cast<BranchInst>(E.Terminator);
    if (!Br) {
      G.Notes.push_back({ReasonKind::GuardNotModelled,
                         "guard (switch) at " + lineOf(*E.Terminator) +
                             " not modelled: all lanes assumed active"});
      continue;
    }
    std::set<Reason, BySentence> Used;
    ExprRef C = translateCondition(Br->getCondition(), Tr, Used);
    std::string Where = "guard at " + lineOf(*Br);
    if (!C) {
      G.Notes.push_back({ReasonKind::GuardNotModelled,
                         Where + " not modelled (" +
                             (Tr.Failure.empty() ? "condition" : Tr.Failure) +
                             "): all lanes assumed active"});
      continue;
    }
    if (std::string Unknown = unknownParameters(C, Syms); !Unknown.empty()) {
      G.Notes.push_back({ReasonKind::GuardNotModelled,
                         Where + " depends on unknown parameter " + Unknown +
                             ": all lanes assumed active"});
      continue;
    }
    if (!E.OnTrue)
      C = negate(C);
    // A conjunction as deep as a nest of thousands of branches would cost
    // its depth in stack to print, evaluate and lower, and far more ISL
    // work than the kernel's quota: the nearest conditions are kept, the
    // outer ones stated.
    if (G.Pred && G.Pred->Size + C->Size > MaxGuardSize) {
      G.Notes.push_back({ReasonKind::GuardNotModelled,
                         Where +
                             " and the guards enclosing it not modelled "
                             "(the lane predicate would exceed " +
                             std::to_string(MaxGuardSize) +
                             " nodes): assumed to hold in every lane"});
      break;
    }
    G.Pred = G.Pred ? mkMin(G.Pred, C) : C;
    G.Assumed.insert(Used.begin(), Used.end());
  }
  return G;
}

static MemorySpace spaceOfAS(unsigned AS, MemorySpace Default) {
  switch (AS) {
  case 1:
    return MemorySpace::Global;
  case 3:
    return MemorySpace::Shared;
  case 4:
    return MemorySpace::Constant;
  case 5:
    return MemorySpace::Local;
  default:
    return Default;
  }
}

/// The memory space of Ptr, found by tracing it to its base (a kernel
/// argument, a global or an alloca). Sets DataWhy when the base is not one
/// of those; PS and BaseS receive the pointer's SCEV and its base's.
static MemorySpace spaceOfPointer(Value *Ptr, ScalarEvolution &SE,
                                  const Translator &Tr, AccessInfo &AI,
                                  std::string &DataWhy, const SCEV *&PS,
                                  const SCEV *&BaseS) {
  unsigned PtrAS = Ptr->getType()->getPointerAddressSpace();
  // A pointer cast back from generic (__cvta_generic_to_shared, as inline
  // PTX gets its shared addresses) keeps its space and the generic
  // pointer's offsets.
  while (auto *ASC = dyn_cast<AddrSpaceCastOperator>(Ptr)) {
    Ptr = const_cast<Value *>(ASC->getPointerOperand());
    PtrAS = PtrAS ? PtrAS : Ptr->getType()->getPointerAddressSpace();
  }
  PS = SE.getSCEV(Ptr);
  BaseS = SE.getPointerBase(PS);
  Value *Base = nullptr;
  if (auto *U = dyn_cast<SCEVUnknown>(BaseS))
    Base = U->getValue();
  // A generic pointer takes the space of the pointer it was cast from.
  while (Base && isa<AddrSpaceCastOperator>(Base)) {
    auto *Op = cast<Operator>(Base);
    PtrAS =
        PtrAS ? PtrAS : Op->getOperand(0)->getType()->getPointerAddressSpace();
    Base = Op->getOperand(0);
  }
  MemorySpace Sp = MemorySpace::Global;
  if (!Base) {
    DataWhy = "pointer base not found";
  } else if (auto *A = dyn_cast<Argument>(Base)) {
    Sp = spaceOfAS(A->getType()->getPointerAddressSpace(),
                   spaceOfAS(PtrAS, MemorySpace::Global));
    AI.Assumptions.push_back(Reason::about(
        ReasonKind::BaseAlignment, "kernel pointer argument", Tr.argText(*A),
        "assumed a global allocation aligned to 256 bytes"));
  } else if (auto *G = dyn_cast<GlobalVariable>(Base)) {
    Sp = spaceOfAS(G->getAddressSpace(), MemorySpace::Global);
    if (Sp == MemorySpace::Shared)
      AI.Assumptions.push_back(
          Reason::about(ReasonKind::BaseAlignment, "shared array",
                        "`" + shortObjectName(G->getName()) + "`",
                        "assumed to start at a multiple of 256 bytes"));
  } else if (isa<AllocaInst>(Base)) {
    Sp = MemorySpace::Local;
  } else {
    DataWhy = "pointer is data-dependent (" + operandText(*Base) + ")";
  }
  return spaceOfAS(PtrAS, Sp);
}

/// The byte offset of PS from its base BaseS in the launch's symbols; null
/// (with DataWhy set) when it is not modelled.
static ExprRef offsetFromBase(const SCEV *PS, const SCEV *BaseS,
                              ScalarEvolution &SE, Translator &Tr,
                              AccessInfo &AI, std::string &DataWhy) {
  const SCEV *OS = SE.getMinusSCEV(PS, BaseS);
  if (isa<SCEVCouldNotCompute>(OS)) {
    DataWhy = "offset from base not computable";
    return nullptr;
  }
  Tr.begin();
  Tr.Assumed.clear();
  ExprRef Off = Tr.translate(OS);
  if (!Off)
    DataWhy = Tr.Failure.empty() ? "address not modelled" : Tr.Failure;
  AI.Assumptions.insert(AI.Assumptions.end(), Tr.Assumed.begin(),
                        Tr.Assumed.end());
  return Off;
}

/// Request \p Request of a wmma fragment tile: the tile's offset \p Off
/// plus the lane's share. The PTX ISA leaves the lanes' shares
/// implementation-defined; the model gives each lane chunkBytes() of one
/// line, lanes down the lines first (as ldmatrix reads rows, 8 lanes per
/// 16-byte phase), which decides the bank conflicts of a shared tile; the
/// sectors of a global tile are the tile's lines whatever the order.
static ExprRef tileLaneOffset(ExprRef Off, const FragmentTile &T,
                              unsigned Request, const ExprRef &Pitch,
                              Translator &Tr, AccessInfo &AI) {
  unsigned Chunk = T.chunkBytes();
  ExprRef Slot = mkAdd(Tr.laneIndex(), mkConst(int64_t(32) * Request));
  ExprRef Line = mkMod(Slot, T.Lines), Column = mkFloorDiv(Slot, T.Lines);
  AI.Assumptions.push_back(
      {ReasonKind::FragmentLayout,
       formatv("wmma fragment of {0} lines x {1} B: the lanes' shares are "
               "implementation-defined (PTX ISA); modelled as {2} B of one "
               "line per lane, lanes down the lines (as ldmatrix reads)",
               T.Lines, T.LineBytes, Chunk)
           .str()});
  return mkAdd(Off, mkAdd(mkMul(Line, Pitch), mkMul(Column, mkConst(Chunk))));
}

/// Bytes from one line of fragment tile \p T to the next; null (with
/// DataWhy set) when its leading dimension is not modelled.
static ExprRef tilePitch(const FragmentTile &T, ScalarEvolution &SE,
                         Translator &Tr, std::string &DataWhy) {
  if (!T.Stride)
    return mkConst(T.LineBytes);
  ExprRef Elems = Tr.translate(SE.getSCEV(const_cast<Value *>(T.Stride)));
  if (!Elems)
    DataWhy = "leading dimension of the fragment not modelled";
  return Elems ? mkMul(Elems, mkConst(T.ElemBytes)) : nullptr;
}

/// The lanes of an access whose address is not modelled: scattered, unless
/// --assume-access names its location (file:line:col, file:line or line).
static void assumeUnmodelledLanes(AccessPattern &AP, const std::string &DataWhy,
                                  const AccessOptions &Opts, const Dim3 &Block,
                                  unsigned Bytes) {
  AccessInfo &AI = AP.Info;
  AI.DataDependent = true;
  AI.Class = AccessClass::DataDependent;
  AssumedPattern P;
  std::string How = "assumed scattered: one sector per lane (" +
                    Opts.Flags.given("assume-access", "LOC=PATTERN") +
                    " sets another)";
  std::string File = AI.Loc.substr(0, AI.Loc.find(':'));
  std::string Line;
  if (!AI.Loc.empty()) {
    size_t A = AI.Loc.find(':'), B = AI.Loc.find(':', A + 1);
    Line = AI.Loc.substr(A + 1, B - A - 1);
  }
  for (const std::string &Key : {AI.Loc, File + ":" + Line, Line}) {
    auto It = Opts.AssumeAccess.find(Key);
    if (Key.empty() || It == Opts.AssumeAccess.end())
      continue;
    std::optional<AssumedPattern> Given = parseAssumedPattern(It->second);
    if (!Given) {
      How = "unknown " + Opts.Flags.flag("assume-access") + " value '" +
            It->second + "': " + How;
      break;
    }
    P = *Given;
    How = "assumed " + It->second + " (" +
          Opts.Flags.given("assume-access", Key + "=" + It->second) + ")";
    if (P.K == AssumedPattern::Bins)
      How += ": each lane one of " + std::to_string(P.BinCount) +
             " elements of " + std::to_string(Bytes) +
             " B, equally likely; the cost is the " + "average of " +
             std::to_string(AssumedBinSamples) + " sampled warp requests";
    break;
  }
  AI.Assumptions.push_back(
      {ReasonKind::AddressNotModelled, DataWhy + "; " + How});
  AP.Lanes = assumedPatterns(P, Block, Bytes);
}

namespace {
/// What the lane patterns of modelled accesses share across a kernel: the
/// guards of blocks and the lanes already computed for an address.
struct LaneModel {
  LaneModel(Translator &Tr, SymbolTable &Syms, DominatorTree &DT, LoopInfo &LI,
            const ResolvedLaunch &Launch, const AccessOptions &Opts,
            IslContext &Ctx)
      : Tr(Tr), Syms(Syms), DT(DT), LI(LI), Launch(Launch), Block(Launch.Block),
        Opts(Opts), Ctx(Ctx) {
    LO.MaxVariants = Opts.MaxVariants;
  }

  /// Most combinations of enumerated values one access is computed for.
  static constexpr size_t MaxValueCombinations = 64;

  Translator &Tr;
  SymbolTable &Syms;
  DominatorTree &DT;
  LoopInfo &LI;
  const ResolvedLaunch &Launch;
  const Dim3 &Block;
  const AccessOptions &Opts;
  LanePatternOptions LO;
  /// The kernel's context: its quota bounds the ISL work of all accesses
  /// together (0.6 s per guarded access otherwise adds up).
  IslContext &Ctx;
  std::map<BasicBlock *, BlockGuard> Guards;
  std::map<std::string, size_t> LaneMemo; // key -> first access with it
  /// Loops whose count depends on the lane that ISL could not bound.
  std::set<const Loop *> Unbounded;
};
} // namespace

/// "1, 2, 4, ..., 128": the values V, the middle elided when long.
static std::string valueList(const std::vector<int64_t> &V) {
  std::string S;
  for (size_t I = 0; I < V.size(); ++I) {
    if (V.size() > 5 && I == 3) {
      S += ", ...";
      I = V.size() - 1;
    }
    S += (I ? ", " : "") + std::to_string(V[I]);
  }
  return S;
}

/// The lanes of Off under Pred computed once per combination of values of
/// the enumerated loop-header phis they use (Enumerated), united per warp;
/// std::nullopt over MaxValueCombinations combinations.
static std::optional<LanePatterns>
lanesPerValue(const ExprRef &Off, const ExprRef &Pred,
              const std::vector<unsigned> &Enumerated, unsigned Bytes,
              LaneModel &M) {
  size_t Combinations = 1;
  for (unsigned S : Enumerated)
    if ((Combinations *= M.Tr.valuesOf(S)->size()) >
        LaneModel::MaxValueCombinations)
      return std::nullopt;
  std::vector<LanePatterns> Parts;
  std::vector<std::string> Forms;
  SymValues Vals(M.Syms.size());
  for (size_t C = 0; C < Combinations; ++C) {
    std::string Label;
    for (size_t I = 0, Rest = C; I < Enumerated.size(); ++I) {
      const std::vector<int64_t> &V = *M.Tr.valuesOf(Enumerated[I]);
      Vals[Enumerated[I]] = V[Rest % V.size()];
      Rest /= V.size();
      Label += (I ? ", " : "") + M.Syms[Enumerated[I]].Name + " = " +
               std::to_string(*Vals[Enumerated[I]]);
    }
    Parts.push_back(computeLanePatterns(substitute(Off, Vals),
                                        Pred ? substitute(Pred, Vals) : nullptr,
                                        M.Syms, M.Block, Bytes, M.Ctx, M.LO));
    if (!Parts.back().SymbolicForm.empty()) // one lane has no distances
      Forms.push_back(Label + ": " + Parts.back().SymbolicForm);
  }
  LanePatterns U = unionOfLanePatterns(std::move(Parts), M.LO.MaxVariants);
  U.SymbolicForm = Forms.size() <= 2 ? join(Forms, "; ")
                                     : Forms.front() + "; ...; " + Forms.back();
  return U;
}

/// The last iteration K at which some lane of the launch is still in its
/// loop (Still: a 0/1 expression over K, the thread and block indices, the
/// bounded iterations of the loops around and values the launch fixes), by
/// ISL; nullopt where ISL cannot bound it.
static std::optional<int64_t>
lastIteration(const ExprRef &Still, unsigned K,
              const std::vector<std::optional<int64_t>> &Known,
              const SymbolTable &Syms, const ResolvedLaunch &Launch,
              IslContext &Ctx) {
  ExprRef C = substitute(Still, Known);
  std::vector<int> DimOf(Syms.size(), -1);
  std::vector<int64_t> Extent; // per dimension; 0: K, unbounded above
  for (unsigned Id : symbolsOf(C)) {
    const Symbol &S = Syms[Id];
    bool Lane = S.Kind == SymKind::Tid || S.Kind == SymKind::Ctaid;
    const Dim3 &D = S.Kind == SymKind::Tid ? Launch.Block : Launch.Grid;
    if (Id != K && !Lane && !(S.Lo == 0 && S.Hi))
      return std::nullopt;
    DimOf[Id] = int(Extent.size());
    Extent.push_back(Id == K ? 0 : Lane ? int64_t(D.along(S.Dim)) : *S.Hi + 1);
  }
  if (DimOf[K] < 0)
    return std::nullopt;
  IslQuotaGuard Quota(Ctx);
  isl_ctx *I = Ctx.get();
  IslSpace Space(isl_space_set_alloc(I, 0, unsigned(Extent.size())));
  IslSet Box(isl_set_universe(Space.copy()));
  for (unsigned D = 0; D < Extent.size(); ++D) {
    Box = IslSet(isl_set_lower_bound_si(Box.release(), isl_dim_set, D, 0));
    if (Extent[D] > 0)
      Box = IslSet(
          isl_set_upper_bound_si(Box.release(), isl_dim_set, D, Extent[D] - 1));
  }
  IslExprBuilder B(I, std::move(Space), DimOf);
  IslPwAff Value = B.build(C);
  IslSet In(Value ? isl_pw_aff_non_zero_set(Value.release()) : nullptr);
  if (!In || !Box)
    return std::nullopt;
  In = IslSet(isl_set_intersect(In.release(), Box.release()));
  if (In && isl_set_is_empty(In.get()) == isl_bool_true)
    return 0;
  IslVal Max(In ? isl_set_dim_max_val(In.copy(), DimOf[K]) : nullptr);
  if (Quota.failed() || !Max || isl_val_is_int(Max.get()) != isl_bool_true)
    return std::nullopt;
  return isl_val_get_num_si(Max.get());
}

/// Appends the reasons of From whose sentence To does not hold yet.
template <class Reasons>
static void appendNew(std::vector<Reason> &To, const Reasons &From) {
  for (const Reason &R : From)
    if (none_of(To, [&](const Reason &A) { return A.Message == R.Message; }))
      To.push_back(R);
}

/// Whether the lanes are still in the loops around BB whose count depends on
/// the lane (Translator::laneContinuationOf), as a 0/1 expression; null
/// where every lane is. A loop the table did not count lane by lane gets
/// its last iteration from ISL; where ISL cannot bound it, the iteration
/// stays bounded below only. What each rests on goes to Notes.
static ExprRef lanesInLoopsAround(BasicBlock *BB, LaneModel &M,
                                  std::vector<Reason> &Notes) {
  ExprRef Pred;
  for (const Loop *L = M.LI.getLoopFor(BB); L; L = L->getParentLoop()) {
    const Translator::LaneContinuation *C = M.Tr.laneContinuationOf(*L);
    if (!C)
      continue;
    Symbol &K = M.Syms[C->Iteration];
    if (!K.Hi && !M.Unbounded.count(L))
      if (std::optional<int64_t> Last =
              lastIteration(C->Still, C->Iteration, M.Tr.knownValues(), M.Syms,
                            M.Launch, M.Ctx))
        K.Hi = *Last;
    if (!K.Hi) {
      M.Unbounded.insert(L);
      appendNew(Notes, std::vector<Reason>{unboundedIteration(
                           *L, K.Name,
                           "depends on the lane and ISL could not "
                           "bound it")});
      continue;
    }
    appendNew(Notes, C->Assumed);
    Pred = Pred ? mkMin(Pred, C->Still) : C->Still;
  }
  return Pred;
}

/// The lanes of access AP at offset Off in block BB, under BB's guard.
static void modelLanes(AccessPattern &AP, BasicBlock *BB, ExprRef Off,
                       unsigned Bytes, LaneModel &M,
                       const std::vector<AccessPattern> &Earlier,
                       ExprRef LaneCondition) {
  AccessInfo &AI = AP.Info;
  auto It = M.Guards.find(BB);
  if (It == M.Guards.end())
    It = M.Guards.emplace(BB, guardOf(BB, M.DT, M.LI, M.Tr, M.Syms)).first;
  const BlockGuard &G = It->second;
  ExprRef Pred = G.Pred && LaneCondition ? mkMin(G.Pred, LaneCondition)
                 : G.Pred                ? G.Pred
                                         : LaneCondition;
  // Lanes that have left a loop whose count depends on the lane (a
  // grid-stride loop's last pass) take no part in its later iterations.
  if (ExprRef Still = lanesInLoopsAround(BB, M, AI.Assumptions))
    Pred = Pred ? mkMin(Pred, Still) : Still;
  // The guard's reasons, each once (the address may rest on the same).
  appendNew(AI.Assumptions, G.Assumed);
  AI.Assumptions.insert(AI.Assumptions.end(), G.Notes.begin(), G.Notes.end());
  AP.Address = print(Off, M.Syms);
  if (Pred)
    AP.Guard = print(Pred, M.Syms);
  // Accesses with the same address, guard and width (a[i], b[i], c[i]
  // in one block) have the same lanes: compute them once.
  std::string Key = AP.Address + "|" + AP.Guard + "|" + std::to_string(Bytes);
  auto [Memo, New] = M.LaneMemo.try_emplace(Key, Earlier.size());
  if (AI.Space == MemorySpace::Global)
    AP.Footprint = affineFootprint(
        Off, M.Syms, [&](unsigned S) { return M.Tr.loopDepthOf(S); }, M.Launch,
        Bytes);
  if (!New) {
    AP.Lanes = Earlier[Memo->second].Lanes;
    return;
  }
  std::vector<unsigned> Enumerated;
  for (const ExprRef &E : {Off, Pred})
    if (E)
      for (unsigned S : symbolsOf(E))
        if (M.Tr.valuesOf(S) && !is_contained(Enumerated, S))
          Enumerated.push_back(S);
  if (Enumerated.empty()) {
    AP.Lanes =
        computeLanePatterns(Off, Pred, M.Syms, M.Block, Bytes, M.Ctx, M.LO);
    return;
  }
  if (std::optional<LanePatterns> L =
          lanesPerValue(Off, Pred, Enumerated, Bytes, M)) {
    AP.Lanes = std::move(*L);
    return;
  }
  M.LaneMemo.erase(Memo); // the next access states its own failure
  std::string Names;
  for (unsigned S : Enumerated)
    Names += (Names.empty() ? "" : ", ") + M.Syms[S].Name + " (" +
             valueList(*M.Tr.valuesOf(S)) + ")";
  assumeUnmodelledLanes(AP,
                        "address over more than " +
                            std::to_string(LaneModel::MaxValueCombinations) +
                            " combinations of the values of " + Names,
                        M.Opts, M.Block, Bytes);
}

/// What the warp's requests of a fragment tile at \p TileOff touch
/// together: its lines, each LineBytes long, a pitch apart (a term of the
/// warp's threads, which cover them jointly whatever their shares).
static AffineFootprint tileFootprint(const ExprRef &TileOff,
                                     const FragmentTile &T,
                                     const ExprRef &Pitch, LaneModel &M) {
  AffineFootprint F = affineFootprint(
      TileOff, M.Syms, [&](unsigned S) { return M.Tr.loopDepthOf(S); },
      M.Launch, T.LineBytes);
  if (!F.Valid || T.Lines == 1)
    return F;
  std::optional<int64_t> Bytes = evaluate(Pitch, M.Tr.knownValues());
  if (!Bytes) {
    F = AffineFootprint();
    F.Why = "leading dimension of the fragment unknown";
    return F;
  }
  F.Terms.push_back({FootprintTerm::Thread, 0, *Bytes, int64_t(T.Lines)});
  return F;
}

/// The lanes (a 0/1 expression) that take the object's side of a pointer
/// chosen between an object and the thread's local default for load \p I
/// (MemoryPart::LocalDefault); null, stated, where every lane is assumed
/// to. The other lanes read their own local copy, an L1 hit the model does
/// not cost: nvcc predicates such a load and keeps the default in a
/// register.
static ExprRef objectSideLanes(const Instruction &I, const MemoryPart &Part,
                               Translator &Tr, const SymbolTable &Syms,
                               LoopInfo &LI, AccessInfo &AI) {
  const SelectInst &S = *Part.LocalDefault;
  std::string Where = "pointer chosen at " + lineOf(S) +
                      " between the object and a local default of each "
                      "thread";
  auto everyLane = [&](const std::string &Why) {
    AI.Assumptions.push_back(
        {ReasonKind::LocalDefault,
         Where + ": " + Why + ", so every lane is assumed to take the object"});
    return nullptr;
  };
  // Chosen in a loop the load is outside of: the condition belongs to
  // whichever iteration ran last.
  if (const Loop *L = LI.getLoopFor(S.getParent());
      L && !L->contains(I.getParent()))
    return everyLane("the choice is made in a loop the load follows");
  std::set<Reason, BySentence> Used;
  ExprRef C = translateCondition(S.getCondition(), Tr, Used);
  if (!C)
    return everyLane("its condition is not modelled (" +
                     (Tr.Failure.empty() ? "condition" : Tr.Failure) + ")");
  if (std::string Unknown = unknownParameters(C, Syms); !Unknown.empty())
    return everyLane("its condition depends on unknown parameter " + Unknown);
  appendNew(AI.Assumptions, Used);
  AI.Assumptions.push_back(
      {ReasonKind::LocalDefault,
       Where + ": the object's access in the lanes that choose it; the "
               "others read their local copy, not costed (an L1 hit; nvcc "
               "predicates such a load and keeps the default in a register)"});
  return Part.ObjectWhen ? C : negate(C);
}

AccessPatterns gpuperf::collectAccessPatterns(Function &F, ScalarEvolution &SE,
                                              LoopInfo &LI, DominatorTree &DT,
                                              const ResolvedLaunch &Launch,
                                              const AccessOptions &Opts) {
  KernelWorkBudget Budget;
  return collectAccessPatterns(F, SE, LI, DT, Launch, Opts, Budget);
}

AccessPatterns gpuperf::collectAccessPatterns(Function &F, ScalarEvolution &SE,
                                              LoopInfo &LI, DominatorTree &DT,
                                              const ResolvedLaunch &Launch,
                                              const AccessOptions &Opts,
                                              KernelWorkBudget &Budget) {
  AccessPatterns Out;
  SymbolTable Syms;
  Translator Tr(F, SE, LI, DT, Launch, Syms, Opts);
  LaneModel M(Tr, Syms, DT, LI, Launch, Opts, Budget.isl());

  // Access #k is entry k of memoryAccesses(F), as in the graph layer.
  for (const MemoryAccess &Access : memoryAccesses(F)) {
    Instruction &I = const_cast<Instruction &>(*Access.Inst);
    const MemoryPart &Part = Access.Part;
    AccessPattern AP;
    AccessInfo &AI = AP.Info;
    AI.Inst = &I;
    AI.Loc = instructionLoc(I);
    AI.Kind = Part.Kind == MemoryPartKind::Load    ? AccessKind::Load
              : Part.Kind == MemoryPartKind::Store ? AccessKind::Store
                                                   : AccessKind::Atomic;
    unsigned Bytes = Part.Bytes;
    AI.BytesPerThread = Bytes;

    std::string DataWhy;
    const SCEV *PS = nullptr, *BaseS = nullptr;
    AI.Space = spaceOfPointer(const_cast<Value *>(Part.Ptr), SE, Tr, AI,
                              DataWhy, PS, BaseS);
    ExprRef Off;
    if (DataWhy.empty())
      Off = offsetFromBase(PS, BaseS, SE, Tr, AI, DataWhy);
    std::optional<FragmentTile> Tile;
    ExprRef TileOff = Off, Pitch;
    if (Off && Part.TileRequest != MemoryPart::NotATile) {
      Tile = fragmentTileOf(I);
      if ((Pitch = tilePitch(*Tile, SE, Tr, DataWhy)))
        Off = tileLaneOffset(Off, *Tile, Part.TileRequest, Pitch, Tr, AI);
    }

    if (AI.Space == MemorySpace::Local && DataWhy.empty()) {
      AP.Lanes =
          assumedPatterns({AssumedPattern::Coalesced}, Launch.Block, Bytes);
      AI.Assumptions.push_back(
          {ReasonKind::LocalMemoryInterleaved,
           "local memory is interleaved per thread by the hardware: same "
           "offset in every lane assumed coalesced"});
    } else if (!DataWhy.empty()) {
      assumeUnmodelledLanes(AP, DataWhy, Opts, Launch.Block, Bytes);
    } else {
      // The lanes whose addresses the request reads, beyond the block's
      // guard (an Address-form guard: 1 where it holds, else 0): ldmatrix
      // .x1/.x2 read the first 8 or 16 lanes' only; a load through a local
      // default reads the object in the lanes that choose it.
      ExprRef Lanes = Part.AddressLanes ? mkSelect(Expr::LT, Tr.laneIndex(),
                                                   mkConst(Part.AddressLanes),
                                                   mkConst(1), mkConst(0))
                                        : nullptr;
      if (Part.LocalDefault)
        if (ExprRef Chosen = objectSideLanes(I, Part, Tr, Syms, LI, AI))
          Lanes = Lanes ? mkMin(Lanes, Chosen) : Chosen;
      modelLanes(AP, I.getParent(), Off, Bytes, M, Out.Accesses, Lanes);
      if (Tile && AI.Space == MemorySpace::Global)
        AP.Footprint = tileFootprint(TileOff, *Tile, Pitch, M);
    }
    Out.Accesses.push_back(std::move(AP));
  }
  return Out;
}
