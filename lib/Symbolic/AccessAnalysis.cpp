//===- AccessAnalysis.cpp - SCEV to lane patterns, per access ------------===//
#include "gpuperf/Symbolic/AccessAnalysis.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/ParameterNames.h"
#include "gpuperf/IR/SourceLoc.h"
#include "gpuperf/Symbolic/IntPredicate.h"

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
#include "llvm/Support/Path.h"

#include <map>
#include <set>

using namespace llvm;
using namespace gpuperf;

namespace {

class Translator {
public:
  Translator(Function &F, ScalarEvolution &SE, LoopInfo &LI, DominatorTree &DT,
             const ResolvedLaunch &Launch, SymbolTable &Syms)
      : SE(SE), LI(LI), DT(DT), Launch(Launch), Syms(Syms),
        ArgNames(parameterNames(F)) {}

  ExprRef translate(const SCEV *S);
  /// An i1 value as a 0/1 expression (comparisons, and/or/not of them).
  ExprRef condition(Value *V);
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

  /// Deepest nesting of SCEVs and values translated (recursively).
  static constexpr unsigned MaxDepth = 256;
  /// Largest expression kept (nodes, expanded): printing, evaluating and
  /// building ISL objects of it cost its expanded size.
  static constexpr uint32_t MaxExprSize = 1024;

private:
  /// A translation with the failure and assumptions it produced.
  struct Translated {
    ExprRef E;
    std::string Failure;
    bool DataDependent = false;
    std::set<Reason, BySentence> Assumed;
  };
  ExprRef translateNode(const SCEV *S);
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
  ExprRef fail(const std::string &Why, bool Data) {
    if (Failure.empty()) {
      Failure = Why;
      DataDependent = Data;
    }
    return nullptr;
  }
  ExprRef value(Value *V);
  ExprRef param(Argument *A);
  ExprRef sreg(Intrinsic::ID ID);
  ExprRef iv(const Loop *L);
  ExprRef phi(PHINode *P);
  std::vector<std::optional<int64_t>> knownValues() const;
  std::set<const PHINode *> PhisInProgress;

  ScalarEvolution &SE;
  LoopInfo &LI;
  DominatorTree &DT;
  const ResolvedLaunch &Launch;
  SymbolTable &Syms;
  std::vector<std::string> ArgNames; ///< by position, "" where unknown
};

} // namespace

static std::string valueText(const Value *V) {
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS, false);
  return OS.str();
}

ExprRef Translator::param(Argument *A) {
  std::string Pos = "#" + std::to_string(A->getArgNo());
  std::string Name = ArgNames[A->getArgNo()];
  if (Name.empty())
    Name = Pos;
  unsigned Id = Syms.getOrAdd(SymKind::Param, A->getArgNo(), Name);
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

ExprRef Translator::sreg(Intrinsic::ID ID) {
  static const char *XYZ[] = {"x", "y", "z"};
  struct Row {
    Intrinsic::ID ID;
    SymKind K;
    unsigned D;
    const char *N;
  };
  static const Row Rows[] = {
      {Intrinsic::nvvm_read_ptx_sreg_tid_x, SymKind::Tid, 0, "tid"},
      {Intrinsic::nvvm_read_ptx_sreg_tid_y, SymKind::Tid, 1, "tid"},
      {Intrinsic::nvvm_read_ptx_sreg_tid_z, SymKind::Tid, 2, "tid"},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_x, SymKind::Ctaid, 0, "ctaid"},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_y, SymKind::Ctaid, 1, "ctaid"},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_z, SymKind::Ctaid, 2, "ctaid"},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_x, SymKind::Ntid, 0, "ntid"},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_y, SymKind::Ntid, 1, "ntid"},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_z, SymKind::Ntid, 2, "ntid"},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_x, SymKind::Nctaid, 0, "nctaid"},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_y, SymKind::Nctaid, 1, "nctaid"},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_z, SymKind::Nctaid, 2, "nctaid"},
  };
  for (const Row &R : Rows) {
    if (R.ID != ID)
      continue;
    unsigned Id = Syms.getOrAdd(R.K, R.D, std::string(R.N) + "." + XYZ[R.D]);
    Symbol &S = Syms[Id];
    auto Get = [&](const Dim3 &D) {
      return int64_t(R.D == 0 ? D.X : R.D == 1 ? D.Y : D.Z);
    };
    if (R.K == SymKind::Ntid)
      S.Value = Get(Launch.Block);
    else if (R.K == SymKind::Nctaid)
      S.Value = Get(Launch.Grid);
    else if (R.K == SymKind::Ctaid) {
      S.Lo = 0;
      S.Hi = Get(Launch.Grid) - 1;
    }
    if ((R.K == SymKind::Ctaid || R.K == SymKind::Nctaid) && Launch.GridAssumed)
      Assumed.insert({ReasonKind::DefaultGrid,
                      "grid " + Launch.Grid.str() + " assumed (not given)"});
    if (Launch.BlockAssumed)
      Assumed.insert({ReasonKind::DefaultBlock,
                      "block " + Launch.Block.str() + " assumed (not given)"});
    return mkSym(Id);
  }
  if (ID == Intrinsic::nvvm_read_ptx_sreg_warpsize)
    return mkConst(32);
  return fail("special register not modelled", true);
}

ExprRef Translator::iv(const Loop *L) {
  std::string Name =
      "iv." + (L->getHeader()->hasName() ? L->getHeader()->getName().str()
                                         : std::to_string(L->getLoopDepth()));
  unsigned Id =
      Syms.getOrAdd(SymKind::IV, 0, Name + "@" + std::to_string(uintptr_t(L)));
  Symbol &S = Syms[Id];
  if (!S.Lo) {
    S.Name = Name;
    S.Lo = 0;
    const SCEV *BTC = SE.getBackedgeTakenCount(L);
    bool Bounded = false;
    if (!isa<SCEVCouldNotCompute>(BTC)) {
      std::string SavedFailure = Failure;
      bool SavedData = DataDependent;
      if (ExprRef E = translate(BTC)) {
        std::vector<std::optional<int64_t>> V(Syms.size());
        for (unsigned I = 0; I < Syms.size(); ++I)
          if (Syms[I].Kind != SymKind::Tid && Syms[I].Kind != SymKind::Ctaid)
            V[I] = Syms[I].Value;
        if (auto Hi = evaluate(E, V)) {
          Syms[Id].Hi = *Hi;
          Bounded = true;
        }
      }
      Failure = SavedFailure;
      DataDependent = SavedData;
    }
    if (!Bounded)
      Assumed.insert(
          {ReasonKind::UnboundedInductionVariable,
           "trip count of loop " + Name +
               " unknown for this launch: IV only bounded below by 0"});
  }
  return mkSym(Id);
}

ExprRef Translator::value(Value *V) {
  if (auto *A = dyn_cast<Argument>(V)) {
    if (!A->getType()->isIntegerTy())
      return fail("non-integer argument " + valueText(A), true);
    return param(A);
  }
  if (auto *CI = dyn_cast<ConstantInt>(V))
    return mkConst(CI->getSExtValue());
  if (auto *II = dyn_cast<IntrinsicInst>(V)) {
    Intrinsic::ID ID = II->getIntrinsicID();
    if (ID == Intrinsic::smin || ID == Intrinsic::smax ||
        ID == Intrinsic::umin || ID == Intrinsic::umax) {
      ExprRef A = translate(SE.getSCEV(II->getArgOperand(0)));
      ExprRef B = translate(SE.getSCEV(II->getArgOperand(1)));
      if (!A || !B)
        return nullptr;
      bool Min = ID == Intrinsic::smin || ID == Intrinsic::umin;
      return Min ? mkMin(A, B) : mkMax(A, B);
    }
    return sreg(ID);
  }
  if (auto *BO = dyn_cast<BinaryOperator>(V)) {
    auto *C = dyn_cast<ConstantInt>(BO->getOperand(1));
    ExprRef L = translate(SE.getSCEV(BO->getOperand(0)));
    if (!L)
      return nullptr;
    int64_t K = C ? C->getSExtValue() : 0;
    switch (BO->getOpcode()) {
    case Instruction::SDiv:
    case Instruction::UDiv:
    case Instruction::SRem:
    case Instruction::URem:
      if (!C || K <= 0)
        return fail("division by a non-constant in " + valueText(BO), false);
      Assumed.insert({ReasonKind::NonNegativeOperands,
                      "operands of div/rem assumed non-negative "
                      "(floor semantics)"});
      return BO->getOpcode() == Instruction::SDiv ||
                     BO->getOpcode() == Instruction::UDiv
                 ? mkFloorDiv(L, K)
                 : mkMod(L, K);
    case Instruction::AShr:
    case Instruction::LShr:
      if (!C || K < 0 || K > 40)
        break;
      return mkFloorDiv(L, int64_t(1) << K);
    case Instruction::Shl:
      if (!C || K < 0 || K > 40)
        break;
      return mkMul(mkConst(int64_t(1) << K), L);
    case Instruction::And:
      if (C && K > 0 && ((K + 1) & K) == 0)
        return mkMod(L, K + 1);
      break;
    case Instruction::Or:
      if (cast<PossiblyDisjointInst>(BO)->isDisjoint()) {
        ExprRef R = translate(SE.getSCEV(BO->getOperand(1)));
        return R ? mkAdd(L, R) : nullptr;
      }
      break;
    default:
      break;
    }
    return fail("operation not modelled: " + valueText(BO), false);
  }
  if (auto *Sel = dyn_cast<SelectInst>(V)) {
    auto *Cmp = dyn_cast<ICmpInst>(Sel->getCondition());
    if (!Cmp)
      return fail("select on a non-comparison", true);
    ExprRef A = translate(SE.getSCEV(Cmp->getOperand(0)));
    ExprRef B = translate(SE.getSCEV(Cmp->getOperand(1)));
    ExprRef T = translate(SE.getSCEV(Sel->getTrueValue()));
    ExprRef Fv = translate(SE.getSCEV(Sel->getFalseValue()));
    if (!A || !B || !T || !Fv)
      return nullptr;
    if (auto P = intPredicate(Cmp->getPredicate()))
      return mkSelect(*P, A, B, T, Fv);
    return fail("comparison not modelled", false);
  }
  if (auto *Cast = dyn_cast<CastInst>(V))
    if (isa<ZExtInst>(Cast) || isa<SExtInst>(Cast))
      return translate(SE.getSCEV(Cast->getOperand(0)));
  if (isa<LoadInst>(V))
    return fail("index loaded from memory (" + valueText(V) + ")", true);
  if (isa<CallBase>(V))
    return fail("index returned by a call (" + valueText(V) + ")", true);
  if (auto *P = dyn_cast<PHINode>(V))
    return phi(P);
  return fail("value not modelled (" + valueText(V) + ")", true);
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
ExprRef Translator::phi(PHINode *P) {
  auto Fail = [&]() {
    return fail("loop-carried value that is no induction variable (" +
                    valueText(P) + ")",
                true);
  };
  BasicBlock *B = P->getParent();
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
  // Two-way merge below a branch of the immediate dominator D: one incoming
  // edge comes straight from D, the other from D's other successor's side.
  if (Ins.size() == 2) {
    DomTreeNode *N = DT.getNode(B);
    BasicBlock *D = N && N->getIDom() ? N->getIDom()->getBlock() : nullptr;
    auto *Br = D ? dyn_cast<BranchInst>(D->getTerminator()) : nullptr;
    if (Br && Br->isConditional() &&
        (!LI.getLoopFor(D) || LI.getLoopFor(D)->contains(B))) {
      for (unsigned K = 0; K < 2; ++K) {
        const In &Direct = Ins[K], &Other = Ins[1 - K];
        if (Direct.From != D)
          continue;
        unsigned Side = Br->getSuccessor(0) == B ? 0 : 1;
        BasicBlock *Away = Br->getSuccessor(1 - Side);
        if (Br->getSuccessor(Side) != B || Away == B ||
            !DT.dominates(Away, Other.From))
          continue;
        ExprRef C = condition(Br->getCondition());
        if (!C)
          return nullptr;
        // Side 0: the direct edge is taken when C holds.
        return mkSelect(Expr::EQ, C, mkConst(Side == 0 ? 1 : 0), Direct.E,
                        Other.E);
      }
    }
  }
  return Fail();
}

ExprRef Translator::translate(const SCEV *S) {
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
  ExprRef E = translateNode(S);
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

ExprRef Translator::translateNode(const SCEV *S) {
  if (auto *C = dyn_cast<SCEVConstant>(S)) {
    if (C->getAPInt().getSignificantBits() > 63)
      return fail("constant too wide", false);
    return mkConst(C->getAPInt().getSExtValue());
  }
  if (auto *U = dyn_cast<SCEVUnknown>(S))
    return value(U->getValue());
  if (auto *N = dyn_cast<SCEVNAryExpr>(S)) {
    if (auto *AR = dyn_cast<SCEVAddRecExpr>(N)) {
      if (!AR->isAffine())
        return fail("non-affine recurrence", false);
      ExprRef Start = translate(AR->getStart());
      ExprRef Step = translate(AR->getStepRecurrence(SE));
      if (!Start || !Step)
        return nullptr;
      return mkAdd(Start, mkMul(Step, iv(AR->getLoop())));
    }
    ExprRef Acc;
    for (const SCEV *Op : N->operands()) {
      ExprRef E = translate(Op);
      if (!E)
        return nullptr;
      if (!Acc) {
        Acc = E;
        continue;
      }
      switch (N->getSCEVType()) {
      case scAddExpr:
        Acc = mkAdd(Acc, E);
        break;
      case scMulExpr:
        Acc = mkMul(Acc, E);
        break;
      case scSMaxExpr:
      case scUMaxExpr:
        Acc = mkMax(Acc, E);
        break;
      case scSMinExpr:
      case scUMinExpr:
        Acc = mkMin(Acc, E);
        break;
      default:
        return fail("SCEV operation not modelled", false);
      }
    }
    return Acc;
  }
  if (auto *D = dyn_cast<SCEVUDivExpr>(S)) {
    auto *C = dyn_cast<SCEVConstant>(D->getRHS());
    if (!C || C->getAPInt().isZero() || C->getAPInt().getSignificantBits() > 63)
      return fail("division by a non-constant", false);
    ExprRef L = translate(D->getLHS());
    return L ? mkFloorDiv(L, C->getAPInt().getSExtValue()) : nullptr;
  }
  if (auto *T = dyn_cast<SCEVTruncateExpr>(S)) {
    ExprRef E = translate(T->getOperand());
    if (!E)
      return nullptr;
    unsigned W = T->getType()->getIntegerBitWidth();
    if (W < 31)
      return mkMod(E, int64_t(1) << W);
    Assumed.insert({ReasonKind::CastsDoNotWrap,
                    "integer casts (trunc/zext/sext) assumed not to wrap"});
    return E;
  }
  if (auto *C = dyn_cast<SCEVCastExpr>(S)) {
    if (isa<SCEVPtrToIntExpr>(C))
      return fail("pointer-to-integer in an index", true);
    Assumed.insert({ReasonKind::CastsDoNotWrap,
                    "integer casts (trunc/zext/sext) assumed not to wrap"});
    return translate(C->getOperand());
  }
  return fail("SCEV not modelled", false);
}

static ExprRef negate(ExprRef C) { return mkSub(mkConst(1), C); }

ExprRef Translator::condition(Value *V) {
  if (auto *CI = dyn_cast<ConstantInt>(V))
    return mkConst(CI->isZero() ? 0 : 1);
  if (auto *Cmp = dyn_cast<ICmpInst>(V)) {
    if (!Cmp->getOperand(0)->getType()->isIntegerTy())
      return fail("comparison of non-integers", true);
    ExprRef A = translate(SE.getSCEV(Cmp->getOperand(0)));
    ExprRef B = A ? translate(SE.getSCEV(Cmp->getOperand(1))) : nullptr;
    if (!A || !B)
      return nullptr;
    if (Cmp->isUnsigned())
      Assumed.insert({ReasonKind::NonNegativeOperands,
                      "operands of unsigned comparisons assumed "
                      "non-negative"});
    if (auto P = intPredicate(Cmp->getPredicate()))
      return mkSelect(*P, A, B, mkConst(1), mkConst(0));
    return fail("comparison not modelled", false);
  }
  if (auto *BO = dyn_cast<BinaryOperator>(V)) {
    if (!BO->getType()->isIntegerTy(1))
      return fail("non-boolean condition", false);
    if (BO->getOpcode() == Instruction::Xor)
      if (auto *C = dyn_cast<ConstantInt>(BO->getOperand(1))) {
        ExprRef A = condition(BO->getOperand(0));
        return !A ? nullptr : C->isOne() ? negate(A) : A;
      }
    if (BO->getOpcode() == Instruction::And ||
        BO->getOpcode() == Instruction::Or) {
      ExprRef A = condition(BO->getOperand(0));
      ExprRef B = A ? condition(BO->getOperand(1)) : nullptr;
      if (!A || !B)
        return nullptr;
      return BO->getOpcode() == Instruction::And ? mkMin(A, B) : mkMax(A, B);
    }
    return fail("boolean operation not modelled", false);
  }
  if (auto *Sel = dyn_cast<SelectInst>(V)) {
    // Logical and/or: select c, b, false / select c, true, b.
    auto *T = dyn_cast<ConstantInt>(Sel->getTrueValue());
    auto *F = dyn_cast<ConstantInt>(Sel->getFalseValue());
    if (F && F->isZero()) {
      ExprRef A = condition(Sel->getCondition());
      ExprRef B = A ? condition(Sel->getTrueValue()) : nullptr;
      return A && B ? mkMin(A, B) : nullptr;
    }
    if (T && T->isOne()) {
      ExprRef A = condition(Sel->getCondition());
      ExprRef B = A ? condition(Sel->getFalseValue()) : nullptr;
      return A && B ? mkMax(A, B) : nullptr;
    }
    return fail("select condition not modelled", false);
  }
  if (isa<FCmpInst>(V))
    return fail("floating-point comparison", true);
  if (isa<LoadInst>(V) || isa<CallBase>(V))
    return fail("condition loaded from memory or returned by a call", true);
  return fail("condition not modelled (" + valueText(V) + ")", true);
}

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

/// Guards of block X: every conditional branch in a dominator D of X (D not
/// inside a loop that excludes X, so the condition holds in the same
/// iteration) one of whose outgoing edges dominates X: X executes exactly in
/// the lanes where that edge is taken. This is not the PDG's control
/// dependence (post-dominance, nearest branch only, join blocks of several
/// edges included): a lane predicate needs every enclosing condition, and an
/// edge that X can be reached around says nothing about X's lanes.
static BlockGuard guardOf(BasicBlock *X, DominatorTree &DT, LoopInfo &LI,
                          Translator &Tr, const SymbolTable &Syms) {
  BlockGuard G;
  DomTreeNode *N = DT.getNode(X);
  for (N = N ? N->getIDom() : nullptr; N; N = N->getIDom()) {
    BasicBlock *D = N->getBlock();
    Instruction *Term = D->getTerminator();
    if (const Loop *L = LI.getLoopFor(D); L && !L->contains(X))
      continue; // a loop exit: not a per-iteration lane predicate
    if (auto *Sw = dyn_cast<SwitchInst>(Term)) {
      for (BasicBlock *S : successors(Sw))
        if (DT.dominates(BasicBlockEdge(D, S), X)) {
          G.Notes.push_back({ReasonKind::GuardNotModelled,
                             "guard (switch) at " + lineOf(*Term) +
                                 " not modelled: all lanes assumed active"});
          break;
        }
      continue;
    }
    auto *Br = dyn_cast<BranchInst>(Term);
    if (!Br || !Br->isConditional() ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    int Side = -1;
    for (unsigned K = 0; K < 2 && Side < 0; ++K)
      if (DT.dominates(BasicBlockEdge(D, Br->getSuccessor(K)), X))
        Side = int(K);
    if (Side < 0)
      continue;
    Tr.begin();
    std::set<Reason, BySentence> Saved = std::move(Tr.Assumed);
    Tr.Assumed.clear();
    ExprRef C = Tr.condition(Br->getCondition());
    std::set<Reason, BySentence> Used = std::move(Tr.Assumed);
    Tr.Assumed = std::move(Saved);
    std::string Where = "guard at " + lineOf(*Br);
    if (!C) {
      G.Notes.push_back({ReasonKind::GuardNotModelled,
                         Where + " not modelled (" +
                             (Tr.Failure.empty() ? "condition" : Tr.Failure) +
                             "): all lanes assumed active"});
      continue;
    }
    std::string Unknown;
    for (unsigned I = 0; I < Syms.size(); ++I)
      if (Syms[I].Kind == SymKind::Param && !Syms[I].Value &&
          mentions(C, [&](unsigned J) { return J == I; }))
        Unknown += (Unknown.empty() ? "" : ", ") + Syms[I].Name;
    if (!Unknown.empty()) {
      G.Notes.push_back({ReasonKind::GuardNotModelled,
                         Where + " depends on unknown parameter " + Unknown +
                             ": all lanes assumed active"});
      continue;
    }
    if (Side == 1)
      C = negate(C);
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

static AssumedPattern parseAssumed(const std::string &S, bool &Ok) {
  Ok = true;
  if (S == "coalesced")
    return AssumedPattern::Coalesced;
  if (S == "uniform")
    return AssumedPattern::Uniform;
  Ok = S == "random" || S == "scattered";
  return AssumedPattern::Scattered;
}

/// The memory space of Ptr, found by tracing it to its base (a kernel
/// argument, a global or an alloca). Sets DataWhy when the base is not one
/// of those; PS and BaseS receive the pointer's SCEV and its base's.
static MemorySpace spaceOfPointer(Value *Ptr, ScalarEvolution &SE,
                                  AccessInfo &AI, std::string &DataWhy,
                                  const SCEV *&PS, const SCEV *&BaseS) {
  unsigned PtrAS = Ptr->getType()->getPointerAddressSpace();
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
    AI.Assumptions.push_back({ReasonKind::BaseAlignment,
                              "kernel pointer argument " + valueText(A) +
                                  " assumed a global allocation aligned to "
                                  "256 bytes"});
  } else if (auto *G = dyn_cast<GlobalVariable>(Base)) {
    Sp = spaceOfAS(G->getAddressSpace(), MemorySpace::Global);
    if (Sp == MemorySpace::Shared)
      AI.Assumptions.push_back({ReasonKind::BaseAlignment,
                                "shared array @" + G->getName().str() +
                                    " assumed to start at a multiple of 256 "
                                    "bytes"});
  } else if (isa<AllocaInst>(Base)) {
    Sp = MemorySpace::Local;
  } else {
    DataWhy = "pointer is data-dependent (" + valueText(Base) + ")";
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

/// The lanes of an access whose address is not modelled: scattered, unless
/// --assume-access names its location (file:line:col, file:line or line).
static void assumeUnmodelledLanes(AccessPattern &AP, const std::string &DataWhy,
                                  const AccessOptions &Opts, const Dim3 &Block,
                                  unsigned Bytes) {
  AccessInfo &AI = AP.Info;
  AI.DataDependent = true;
  AI.Class = AccessClass::DataDependent;
  AssumedPattern P = AssumedPattern::Scattered;
  std::string How = "assumed scattered: one sector per lane";
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
    bool Ok;
    P = parseAssumed(It->second, Ok);
    How = Ok ? "assumed " + It->second + " (--assume-access " + Key + "=" +
                   It->second + ")"
             : "unknown --assume-access value '" + It->second +
                   "': assumed scattered: one sector per lane";
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
            const Dim3 &Block, const AccessOptions &Opts, IslContext &Ctx)
      : Tr(Tr), Syms(Syms), DT(DT), LI(LI), Block(Block), Ctx(Ctx) {
    LO.MaxVariants = Opts.MaxVariants;
  }

  Translator &Tr;
  SymbolTable &Syms;
  DominatorTree &DT;
  LoopInfo &LI;
  const Dim3 &Block;
  LanePatternOptions LO;
  /// The kernel's context: its quota bounds the ISL work of all accesses
  /// together (0.6 s per guarded access otherwise adds up).
  IslContext &Ctx;
  std::map<BasicBlock *, BlockGuard> Guards;
  std::map<std::string, size_t> LaneMemo; // key -> first access with it
};
} // namespace

/// The lanes of access AP at offset Off in block BB, under BB's guard.
static void modelLanes(AccessPattern &AP, BasicBlock *BB, ExprRef Off,
                       unsigned Bytes, LaneModel &M,
                       const std::vector<AccessPattern> &Earlier) {
  AccessInfo &AI = AP.Info;
  auto It = M.Guards.find(BB);
  if (It == M.Guards.end())
    It = M.Guards.emplace(BB, guardOf(BB, M.DT, M.LI, M.Tr, M.Syms)).first;
  const BlockGuard &G = It->second;
  AI.Assumptions.insert(AI.Assumptions.end(), G.Assumed.begin(),
                        G.Assumed.end());
  AI.Assumptions.insert(AI.Assumptions.end(), G.Notes.begin(), G.Notes.end());
  AP.Address = print(Off, M.Syms);
  if (G.Pred)
    AP.Guard = print(G.Pred, M.Syms);
  // Accesses with the same address, guard and width (a[i], b[i], c[i]
  // in one block) have the same lanes: compute them once.
  std::string Key = AP.Address + "|" + AP.Guard + "|" + std::to_string(Bytes);
  auto [Memo, New] = M.LaneMemo.try_emplace(Key, Earlier.size());
  AP.Lanes = New ? computeLanePatterns(Off, G.Pred, M.Syms, M.Block, Bytes,
                                       M.Ctx, M.LO)
                 : Earlier[Memo->second].Lanes;
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
  Translator Tr(F, SE, LI, DT, Launch, Syms);
  LaneModel M(Tr, Syms, DT, LI, Launch.Block, Opts, Budget.isl());

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
    AI.Space = spaceOfPointer(const_cast<Value *>(Part.Ptr), SE, AI, DataWhy,
                              PS, BaseS);
    ExprRef Off;
    if (DataWhy.empty())
      Off = offsetFromBase(PS, BaseS, SE, Tr, AI, DataWhy);

    if (AI.Space == MemorySpace::Local && DataWhy.empty()) {
      AP.Lanes =
          assumedPatterns(AssumedPattern::Coalesced, Launch.Block, Bytes);
      AI.Assumptions.push_back(
          {ReasonKind::LocalMemoryInterleaved,
           "local memory is interleaved per thread by the hardware: same "
           "offset in every lane assumed coalesced"});
    } else if (!DataWhy.empty()) {
      assumeUnmodelledLanes(AP, DataWhy, Opts, Launch.Block, Bytes);
    } else {
      modelLanes(AP, I.getParent(), Off, Bytes, M, Out.Accesses);
    }
    Out.Accesses.push_back(std::move(AP));
  }
  return Out;
}
