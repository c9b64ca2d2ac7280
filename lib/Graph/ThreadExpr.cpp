//===- ThreadExpr.cpp - IR values as expressions in tid, ctaid, IVs -------===//
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/IR/ParameterNames.h"
#include "gpuperf/Symbolic/IntPredicate.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"

using namespace llvm;
using namespace gpuperf;

/// A table holding tid.x/y/z and ctaid.x/y/z.
static SymbolTable laneTable() {
  SymbolTable T;
  static const char *Axis[] = {"x", "y", "z"};
  for (unsigned D = 0; D < 3; ++D)
    T.getOrAdd(SymKind::Tid, D, std::string("tid.") + Axis[D]);
  for (unsigned D = 0; D < 3; ++D)
    T.getOrAdd(SymKind::Ctaid, D, std::string("ctaid.") + Axis[D]);
  return T;
}

ThreadExprBuilder::ThreadExprBuilder(const Function &F, const LoopInfo &LI,
                                     const ResolvedLaunch &L)
    : LI(LI), L(L), Syms(laneTable()), Lanes(Syms),
      ArgNames(parameterNames(F)) {
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
  PhiSyms[P] = S;
  PhiBySym[S] = P;
  return S;
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

static ExprRef sreg(Intrinsic::ID ID, const ResolvedLaunch &L,
                    const LaneSymbols &LS) {
  auto Sym = [](int Id) { return mkSym(unsigned(Id)); };
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
    return Sym(LS.Tid[0]);
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
    return Sym(LS.Tid[1]);
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
    return Sym(LS.Tid[2]);
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
    return Sym(LS.Ctaid[0]);
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
    return Sym(LS.Ctaid[1]);
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
    return Sym(LS.Ctaid[2]);
  case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
    return mkConst(L.Block.X);
  case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
    return mkConst(L.Block.Y);
  case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
    return mkConst(L.Block.Z);
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
    return mkConst(L.Grid.X);
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
    return mkConst(L.Grid.Y);
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
    return mkConst(L.Grid.Z);
  case Intrinsic::nvvm_read_ptx_sreg_warpsize:
    return mkConst(32);
  case Intrinsic::nvvm_read_ptx_sreg_laneid: {
    ExprRef Lin = mkIndexOp(
        Expr::Add, Sym(LS.Tid[0]),
        mkIndexOp(Expr::Add,
                  mkIndexOp(Expr::Mul, mkConst(L.Block.X), Sym(LS.Tid[1])),
                  mkIndexOp(Expr::Mul, mkConst(int64_t(L.Block.X) * L.Block.Y),
                            Sym(LS.Tid[2]))));
    return mkIndexOp(Expr::Mod, Lin, mkConst(32));
  }
  default:
    return nullptr;
  }
}

/// The min or max an integer intrinsic computes, if it is one.
static std::optional<Expr::OpKind> minMaxOf(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::smin:
  case Intrinsic::umin:
    return Expr::Min;
  case Intrinsic::smax:
  case Intrinsic::umax:
    return Expr::Max;
  default:
    return std::nullopt;
  }
}

/// Whether Opcode is an integer binary operator idxImpl models.
static bool isModelledBinary(unsigned Opcode) {
  switch (Opcode) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
    return true;
  default:
    return false;
  }
}

/// x & m with x known to fit in r bits equals x & (m mod 2^r); once m is
/// concrete this is often a low-bit mask, i.e. x mod 2^k.
static ExprRef andIdx(const Instruction &I, const ExprRef &A,
                      const ExprRef &B) {
  const DataLayout &DL = I.getModule()->getDataLayout();
  for (int Side = 0; Side < 2; ++Side) {
    KnownBits KB = computeKnownBits(I.getOperand(Side), DL);
    unsigned R = KB.countMaxActiveBits();
    if (KB.isNonNegative() && R < 62 && !constValue(Side == 0 ? B : A)) {
      const ExprRef &X = Side == 0 ? A : B, &M = Side == 0 ? B : A;
      return mkIndexOp(Expr::And, X,
                       mkIndexOp(Expr::Mod, M, mkConst(int64_t(1) << R)));
    }
  }
  return mkIndexOp(Expr::And, A, B);
}

/// The index expression of binary operator I on operand expressions A and
/// B; signed and unsigned forms map to one index operation.
static ExprRef binaryIdx(const Instruction &I, const ExprRef &A,
                         const ExprRef &B) {
  switch (I.getOpcode()) {
  case Instruction::Add:
    return mkIndexOp(Expr::Add, A, B);
  case Instruction::Sub:
    return mkIndexOp(Expr::Sub, A, B);
  case Instruction::Mul:
    return mkIndexOp(Expr::Mul, A, B);
  case Instruction::Shl:
    return mkIndexOp(Expr::Shl, A, B);
  case Instruction::LShr:
  case Instruction::AShr:
    return mkIndexOp(Expr::LShr, A, B);
  case Instruction::UDiv:
  case Instruction::SDiv:
    return mkIndexOp(Expr::FloorDiv, A, B);
  case Instruction::URem:
  case Instruction::SRem:
    return mkIndexOp(Expr::Mod, A, B);
  case Instruction::And:
    return andIdx(I, A, B);
  case Instruction::Or:
    if (cast<PossiblyDisjointInst>(I).isDisjoint())
      return mkIndexOp(Expr::Add, A, B);
    return mkIndexOp(Expr::Or, A, B);
  default:
    return mkIndexOp(Expr::Xor, A, B);
  }
}

/// C ? A : B as a min or max (how they are often written); null otherwise.
static ExprRef selectAsMinMax(const ExprRef &C, const ExprRef &A,
                              const ExprRef &B, const ThreadExprBuilder &TEB) {
  if (C->Op != Expr::Cmp)
    return nullptr;
  std::string LS = TEB.print(C->Ops[0]), RS = TEB.print(C->Ops[1]),
              AS = TEB.print(A), BS = TEB.print(B);
  bool Less = C->Pred == Expr::LT || C->Pred == Expr::LE;
  bool Greater = C->Pred == Expr::GT || C->Pred == Expr::GE;
  if ((Less || Greater) && LS == AS && RS == BS)
    return mkIndexOp(Less ? Expr::Min : Expr::Max, A, B);
  if ((Less || Greater) && LS == BS && RS == AS)
    return mkIndexOp(Less ? Expr::Max : Expr::Min, A, B);
  return nullptr;
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

ExprRef ThreadExprBuilder::idxImpl(const Value *V, unsigned Depth) {
  if (Depth > MaxDepth)
    return nullptr;
  Key K{V, Depth};
  auto It = IdxMemo.find(K);
  if (It != IdxMemo.end())
    return It->second.E;
  Lowered R = bounded(V, Depth, lowerIdx(V, Depth));
  IdxMemo[K] = R;
  return R.E;
}

ExprRef ThreadExprBuilder::condImpl(const Value *V, unsigned Depth) {
  if (Depth > MaxDepth)
    return nullptr;
  Key K{V, Depth};
  auto It = CondMemo.find(K);
  if (It != CondMemo.end())
    return It->second.E;
  Lowered R = bounded(V, Depth, lowerCond(V, Depth));
  CondMemo[K] = R;
  return R.E;
}

/// A phi outside a loop header is its incoming value when all agree.
ExprRef ThreadExprBuilder::phiIdx(const PHINode &P, unsigned Depth) {
  if (LI.isLoopHeader(P.getParent()))
    return mkSym(phiSymbol(&P));
  ExprRef Same;
  for (const Value *In : P.incoming_values()) {
    ExprRef X = idxImpl(In, Depth + 1);
    if (!X || (Same && Same != X && print(Same) != print(X)))
      return nullptr;
    Same = X;
  }
  return Same;
}

ExprRef ThreadExprBuilder::lowerIdx(const Value *V, unsigned Depth) {
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getBitWidth() > 64)
      return nullptr;
    return mkConst(CI->getBitWidth() == 1 ? int64_t(CI->getZExtValue())
                                          : CI->getSExtValue());
  }
  if (auto *A = dyn_cast<Argument>(V)) {
    if (!A->getType()->isIntegerTy())
      return nullptr;
    return mkSym(paramSymbol(*A));
  }
  if (auto *II = dyn_cast<IntrinsicInst>(V)) {
    if (ExprRef S = sreg(II->getIntrinsicID(), L, Lanes))
      return S;
    auto Op = minMaxOf(II->getIntrinsicID());
    if (!Op)
      return nullptr;
    ExprRef A = idxImpl(II->getArgOperand(0), Depth + 1),
            B = idxImpl(II->getArgOperand(1), Depth + 1);
    if (!A || !B)
      return nullptr;
    return mkIndexOp(*Op, A, B);
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy())
    return nullptr;
  switch (I->getOpcode()) {
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
  case Instruction::Freeze:
    return idxImpl(I->getOperand(0), Depth + 1);
  case Instruction::PHI:
    return phiIdx(*cast<PHINode>(I), Depth);
  case Instruction::Select: {
    auto *S = cast<SelectInst>(I);
    ExprRef C = condImpl(S->getCondition(), Depth + 1);
    ExprRef A = idxImpl(S->getTrueValue(), Depth + 1),
            B = idxImpl(S->getFalseValue(), Depth + 1);
    if (!C || !A || !B)
      return nullptr;
    return selectAsMinMax(C, A, B, *this);
  }
  default:
    break;
  }
  if (!isModelledBinary(I->getOpcode()))
    return nullptr;
  // Both operands are lowered even when the first fails: lowering names the
  // loop-header phis it meets, in order.
  ExprRef A = idxImpl(I->getOperand(0), Depth + 1),
          B = idxImpl(I->getOperand(1), Depth + 1);
  if (!A || !B)
    return nullptr;
  return binaryIdx(*I, A, B);
}

ExprRef ThreadExprBuilder::lowerCond(const Value *V, unsigned Depth) {
  if (auto *CI = dyn_cast<ConstantInt>(V))
    return mkTruth(!CI->isZero());
  if (auto *Cmp = dyn_cast<ICmpInst>(V)) {
    ExprRef A = idxImpl(Cmp->getOperand(0), Depth + 1),
            B = idxImpl(Cmp->getOperand(1), Depth + 1);
    if (!A || !B)
      return nullptr;
    auto P = intPredicate(Cmp->getPredicate());
    if (!P)
      return nullptr;
    return mkCmp(*P, A, B);
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy(1))
    return nullptr;
  switch (I->getOpcode()) {
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor: {
    ExprRef A = condImpl(I->getOperand(0), Depth + 1),
            B = condImpl(I->getOperand(1), Depth + 1);
    if (!A || !B)
      return nullptr;
    if (I->getOpcode() == Instruction::And)
      return mkLAnd(A, B);
    if (I->getOpcode() == Instruction::Or)
      return mkLOr(A, B);
    return mkLOr(mkLAnd(A, mkLNot(B)), mkLAnd(mkLNot(A), B));
  }
  case Instruction::Select: {
    auto *S = cast<SelectInst>(I);
    ExprRef Cd = condImpl(S->getCondition(), Depth + 1);
    ExprRef A = condImpl(S->getTrueValue(), Depth + 1),
            B = condImpl(S->getFalseValue(), Depth + 1);
    if (!Cd || !A || !B)
      return nullptr;
    return mkLOr(mkLAnd(Cd, A), mkLAnd(mkLNot(Cd), B));
  }
  case Instruction::Trunc: {
    ExprRef X = idxImpl(I->getOperand(0), Depth + 1);
    if (!X)
      return nullptr;
    return mkCmp(Expr::EQ, mkIndexOp(Expr::Mod, X, mkConst(2)), mkConst(1));
  }
  case Instruction::Freeze:
    return condImpl(I->getOperand(0), Depth + 1);
  default:
    return nullptr;
  }
}
