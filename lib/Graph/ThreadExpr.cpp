//===- ThreadExpr.cpp - IR values as expressions in tid, ctaid, IVs -------===//
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/IR/BlockGuards.h"
#include "gpuperf/IR/ParameterNames.h"
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace gpuperf;

/// A table holding tid.x/y/z and ctaid.x/y/z, each within the launch's
/// block and grid (so that an unsigned comparison of a global index reads
/// as the signed one, and a count's operands are known non-negative).
static SymbolTable laneTable(const ResolvedLaunch &L) {
  SymbolTable T;
  static const char *Axis[] = {"x", "y", "z"};
  for (SymKind K : {SymKind::Tid, SymKind::Ctaid}) {
    const Dim3 &Extent = K == SymKind::Tid ? L.Block : L.Grid;
    for (unsigned D = 0; D < 3; ++D) {
      Symbol &S = T[T.getOrAdd(K, D,
                               (K == SymKind::Tid ? "tid." : "ctaid.") +
                                   std::string(Axis[D]))];
      S.Lo = 0;
      S.Hi = int64_t(Extent.along(D)) - 1;
    }
  }
  return T;
}

ThreadExprBuilder::ThreadExprBuilder(const Function &F, const DominatorTree &DT,
                                     const LoopInfo &LI,
                                     const ResolvedLaunch &L,
                                     ScalarEvolution *SE)
    : IRLowering(ExprForm::Index, Syms), DT(DT), LI(LI), SE(SE), L(L),
      Syms(laneTable(L)), Lanes(Syms), ArgNames(parameterNames(F)) {
  for (const Argument &A : F.args()) {
    if (!A.getType()->isIntegerTy())
      continue;
    unsigned S = paramSymbol(A);
    auto It = L.Args.find(Syms[S].Name);
    if (It == L.Args.end())
      It = L.Args.find("#" + std::to_string(A.getArgNo()));
    if (It != L.Args.end())
      Syms[S].Value = It->second;
  }
}

unsigned ThreadExprBuilder::paramSymbol(const Argument &A) {
  const std::string &Name = ArgNames[A.getArgNo()];
  return Syms.getOrAdd(SymKind::Param, 0,
                       Name.empty() ? "#" + std::to_string(A.getArgNo())
                                    : Name);
}

unsigned ThreadExprBuilder::phiSymbol(const PHINode *P) {
  auto It = PhiSyms.find(P);
  if (It != PhiSyms.end())
    return It->second;
  std::string N = "iv" + std::to_string(PhiSyms.size());
  if (P->hasName())
    N += "." + P->getName().str();
  unsigned S = Syms.getOrAdd(SymKind::Phi, 0, N);
  // Printed as the source variable where a debug record names the phi.
  if (std::string Source = valueName(*P); Source.front() != '%')
    Syms[S].Name = Source;
  PhiSyms[P] = S;
  PhiBySym[S] = P;
  auto *AR =
      SE ? dyn_cast<SCEVAddRecExpr>(SE->getSCEV(const_cast<PHINode *>(P)))
         : nullptr;
  if (!AR || !AR->isAffine())
    return S;
  ExprRef Start = scev(AR->getStart());
  ExprRef Step = scev(AR->getStepRecurrence(*SE));
  if (!Start || !Step)
    return S;
  // Its values over the loop's iterations where the loop's count is known:
  // where they stay in the signed range (so the IR's are the same),
  // arithmetic on it that wraps is read wrapped; where they leave it the
  // phi wraps itself, and no sign holds (an unsigned comparison of it stays
  // unsigned).
  unsigned Bits = P->getType()->getIntegerBitWidth();
  if (std::optional<ValueRange> Values =
          AR->getLoop()->getHeader() == P->getParent() && Bits >= 2 &&
                  Bits <= 63
              ? valuesOverIterations(*AR->getLoop(), Start, Step)
              : std::nullopt) {
    int64_t Half = int64_t(1) << (Bits - 1);
    if (*Values->Lo >= -Half && *Values->Hi < Half) {
      Syms[S].Lo = Values->Lo;
      Syms[S].Hi = Values->Hi;
    }
    return S;
  }
  // Otherwise one that starts and steps non-negative is taken to stay so
  // (the Index form ignores wrap-around): an unsigned grid-stride loop's
  // test against its bound reads as the signed one.
  if (lowerBound(Start, Syms) >= 0 && lowerBound(Step, Syms) >= 0)
    Syms[S].Lo = 0;
  return S;
}

void ThreadExprBuilder::boundIterationsBy(
    std::map<const Loop *, int64_t> MostTrips) {
  assert(PhiSyms.empty() && "phi ranges are fixed at their first lowering");
  CountedMostTrips = std::move(MostTrips);
}

const PHINode *ThreadExprBuilder::phiOf(unsigned Sym) const {
  return PhiBySym.lookup(Sym);
}

SymValues ThreadExprBuilder::fixedValues() const {
  SymValues V(Syms.size());
  for (unsigned I = 0; I < Syms.size(); ++I)
    V[I] = Syms[I].Value;
  return V;
}

ExprRef ThreadExprBuilder::idx(const Value *V) { return idxImpl(V, 0); }
ExprRef ThreadExprBuilder::cond(const Value *V) { return condImpl(V, 0); }

ExprRef ThreadExprBuilder::threadIndex(SymKind K, unsigned Dim) {
  switch (K) {
  case SymKind::Tid:
    return mkSym(unsigned(Lanes.Tid[Dim]));
  case SymKind::Ctaid:
    return mkSym(unsigned(Lanes.Ctaid[Dim]));
  case SymKind::Ntid:
    return mkConst(L.Block.along(Dim));
  default:
    return mkConst(L.Grid.along(Dim));
  }
}

ExprRef ThreadExprBuilder::loopIteration(const Loop &Lp) {
  // Keyed by the loop, printed as the user reads it (iter@LINE): the key's
  // address never reaches a report, which stays the same from run to run.
  unsigned Id = Syms.getOrAdd(SymKind::IV, 0, loopIterationKey(&Lp));
  if (Syms[Id].Lo)
    return mkSym(Id);
  Syms[Id].Name = loopIterationName(Lp);
  Syms[Id].Lo = 0;
  // Bounded by the most trips SCEV or the loop table finds for this
  // launch, so that the arithmetic on it that wraps is read wrapped.
  if (std::optional<int64_t> Last = lastIteration(Lp))
    Syms[Id].Hi = *Last;
  return mkSym(Id);
}

std::optional<ValueRange>
ThreadExprBuilder::valuesOverIterations(const Loop &Lp, const ExprRef &Start,
                                        const ExprRef &Step) {
  std::optional<int64_t> Last = lastIteration(Lp);
  if (!Last)
    return std::nullopt;
  // Start + Step * k is monotone in k for each lane: its ends are at the
  // first and the last iteration.
  ValueRange First = valueRange(Start, Syms);
  ValueRange AtLast = valueRange(
      mkIndexOp(Expr::Add, Start, mkIndexOp(Expr::Mul, Step, mkConst(*Last))),
      Syms);
  if (!First.Lo || !First.Hi || !AtLast.Lo || !AtLast.Hi)
    return std::nullopt;
  return ValueRange{std::min(*First.Lo, *AtLast.Lo),
                    std::max(*First.Hi, *AtLast.Hi)};
}

std::optional<int64_t> ThreadExprBuilder::lastIteration(const Loop &Lp) {
  std::optional<int64_t> Hi;
  const SCEV *Count = SE ? SE->getSymbolicMaxBackedgeTakenCount(&Lp) : nullptr;
  if (Count && !isa<SCEVCouldNotCompute>(Count))
    if (ExprRef E = scev(Count))
      Hi = valueRange(E, Syms).Hi;
  // SCEV's symbolic maximum of a step in a parameter is the unsigned
  // range's (2^32 / step); the table's count is the launch's.
  if (auto It = CountedMostTrips.find(&Lp); It != CountedMostTrips.end()) {
    int64_t Last = std::max<int64_t>(It->second - 1, 0);
    Hi = Hi ? std::min(*Hi, Last) : Last;
  }
  return Hi >= 0 ? Hi : std::nullopt;
}

ExprRef ThreadExprBuilder::recurrenceValue(const PHINode &P, ExprRef Start,
                                           ExprRef Step, ExprRef Iteration) {
  ExprRef E =
      mkIndexOp(Expr::Add, Start, mkIndexOp(Expr::Mul, Step, Iteration));
  auto *AR =
      SE && SE->isSCEVable(P.getType())
          ? dyn_cast<SCEVAddRecExpr>(SE->getSCEV(const_cast<PHINode *>(&P)))
          : nullptr;
  if (!AR || AR->hasNoSignedWrap() || !P.getType()->isIntegerTy())
    return E;
  unsigned Bits = P.getType()->getIntegerBitWidth();
  // A phi taken as never negative (its comparisons read as signed ones,
  // which the unsigned ones are only so) wraps into the unsigned range.
  if (auto It = PhiSyms.find(&P); It != PhiSyms.end() &&
                                  Syms[It->second].Lo >= 0 && Bits >= 2 &&
                                  Bits <= 62) {
    int64_t Span = int64_t(1) << Bits;
    ValueRange R = valueRange(E, Syms);
    if (R.Lo && R.Hi && (*R.Lo < 0 || *R.Hi >= Span))
      return mkIndexOp(Expr::Mod, E, mkConst(Span));
    return E;
  }
  return wrappedTo(E, Bits);
}

ExprRef ThreadExprBuilder::scev(const SCEV *S) { return scevOperand(S); }

ExprRef ThreadExprBuilder::scevOperand(const SCEV *S) {
  if (SCEVDepth > MaxSCEVDepth)
    return nullptr;
  ++SCEVDepth;
  ExprRef E = lowerSCEV(S);
  --SCEVDepth;
  return E && E->Size <= MaxExprSize ? E : nullptr;
}

/// The bound an operand of V lowered at Depth + 1 hit, if one did.
ThreadExprBuilder::Bound ThreadExprBuilder::operandBound(const Value *V,
                                                         unsigned Depth) const {
  auto *U = dyn_cast<User>(V);
  if (!U)
    return Bound::None;
  for (const Value *Op : U->operands()) {
    if (Depth + 1 > MaxDepth)
      return Bound::Depth;
    for (const Memo *M : {&IdxMemo, &CondMemo}) {
      auto It = M->find(Key{Op, Depth + 1});
      if (It != M->end() && !It->second.E && It->second.Hit != Bound::None)
        return It->second.Hit;
    }
  }
  return Bound::None;
}

/// E, unless it is over MaxExprSize nodes: then none, with the bound; when
/// E is none, the bound an operand hit (the reason it is none).
ThreadExprBuilder::Lowered
ThreadExprBuilder::bounded(const Value *V, unsigned Depth, ExprRef E) const {
  if (E && E->Size <= MaxExprSize)
    return {E, Bound::None};
  if (E)
    return {nullptr, Bound::Size};
  return {nullptr, operandBound(V, Depth)};
}

ThreadExprBuilder::Bound ThreadExprBuilder::boundHit(const Value *V) const {
  for (const Memo *M : {&IdxMemo, &CondMemo}) {
    auto It = M->find(Key{V, 0});
    if (It != M->end() && !It->second.E && It->second.Hit != Bound::None)
      return It->second.Hit;
  }
  return Bound::None;
}

std::string ThreadExprBuilder::boundNote(const Value *V) const {
  switch (boundHit(V)) {
  case Bound::Size:
    return " (its expression exceeds " + std::to_string(MaxExprSize) +
           " nodes)";
  case Bound::Depth:
    return " (its use-def chain is over " + std::to_string(MaxDepth) +
           " values deep)";
  case Bound::None:
    break;
  }
  return "";
}

ExprRef ThreadExprBuilder::memoised(const Value *V, unsigned Depth, bool Cond) {
  if (Depth > MaxDepth)
    return nullptr;
  Memo &M = Cond ? CondMemo : IdxMemo;
  Key K{V, Depth};
  if (auto It = M.find(K); It != M.end())
    return It->second.E;
  auto None = NoExpr.find({V, unsigned(Cond)});
  if (None != NoExpr.end() &&
      (None->second.first == Bound::Size || Depth >= None->second.second)) {
    M[K] = {nullptr, None->second.first};
    return nullptr;
  }
  Lowered R = bounded(V, Depth, lowerAt(V, Depth, Cond));
  M[K] = R;
  if (!R.E && R.Hit != Bound::None) {
    auto [It, New] = NoExpr.insert({{V, unsigned(Cond)}, {R.Hit, Depth}});
    if (!New && (R.Hit == Bound::Size || It->second.first == Bound::Depth))
      It->second = {R.Hit, std::min(It->second.second, Depth)};
  }
  return R.E;
}

/// A phi outside a loop header is its incoming value when all agree, else
/// a select on the branch whose two sides it merges.
ExprRef ThreadExprBuilder::phiIdx(const PHINode &P, unsigned Depth) {
  if (LI.isLoopHeader(P.getParent()))
    return mkSym(phiSymbol(&P));
  ExprRef Same;
  for (const Value *In : P.incoming_values()) {
    ExprRef X = idxImpl(In, Depth + 1);
    if (!X)
      return nullptr;
    if (Same && Same != X && print(Same) != print(X))
      return branchMerge(P, Depth);
    Same = X;
  }
  return Same;
}

/// Phi P of two values, each arriving along one side of a comparison
/// (mergedBranch): a select on it. Clang's run-time unrolling merges the
/// start of its main loop so: the start where the remainder loop in front of
/// it was skipped, its end where it ran.
ExprRef ThreadExprBuilder::branchMerge(const PHINode &P, unsigned Depth) {
  std::optional<MergedBranch> M = mergedBranch(P, DT, LI);
  auto *Cmp = M ? dyn_cast<ICmpInst>(M->Branch->getCondition()) : nullptr;
  if (!Cmp)
    return nullptr;
  ExprRef T = valueAfterItsLoop(P.getIncomingValue(M->IncomingOnTrue),
                                P.getParent(), Depth + 1);
  ExprRef F = valueAfterItsLoop(P.getIncomingValue(1 - M->IncomingOnTrue),
                                P.getParent(), Depth + 1);
  return T && F ? comparison(*Cmp, T, F) : nullptr;
}

/// V as block At sees it: where V is computed in a loop that At is outside
/// of (an induction variable's value at its loop's exit), the value SCEV
/// finds at the exit, which the loop's iterations do not change; none
/// without SCEV or where it finds none.
ExprRef ThreadExprBuilder::valueAfterItsLoop(const Value *V,
                                             const BasicBlock *At,
                                             unsigned Depth) {
  auto *I = dyn_cast<Instruction>(V);
  const Loop *Lp = I ? LI.getLoopFor(I->getParent()) : nullptr;
  if (!Lp || Lp->contains(At))
    return idxImpl(V, Depth);
  if (!SE || !SE->isSCEVable(V->getType()))
    return nullptr;
  const SCEV *Exit = SE->getSCEVAtScope(SE->getSCEV(const_cast<Value *>(V)),
                                        LI.getLoopFor(At));
  if (isa<SCEVCouldNotCompute>(Exit) || !SE->isLoopInvariant(Exit, Lp))
    return nullptr;
  return scev(Exit);
}

ExprRef ThreadExprBuilder::lowerAt(const Value *V, unsigned Depth, bool Cond) {
  unsigned Outer = CurDepth;
  CurDepth = Depth;
  ExprRef E = Cond ? lowerCondition(V) : lowerValue(V);
  CurDepth = Outer;
  return E;
}
