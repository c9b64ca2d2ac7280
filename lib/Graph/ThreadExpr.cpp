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

ThreadExprBuilder::ThreadExprBuilder(const Function &F, const LoopInfo &LI,
                                     const ResolvedLaunch &L)
    : LI(LI), L(L), ArgNames(parameterNames(F)) {
  for (const Argument &A : F.args()) {
    if (!A.getType()->isIntegerTy())
      continue;
    std::string N = paramName(A);
    auto It = L.Args.find(N);
    if (It == L.Args.end())
      It = L.Args.find("#" + std::to_string(A.getArgNo()));
    if (It != L.Args.end())
      Fixed[N] = It->second;
  }
}

std::string ThreadExprBuilder::paramName(const Argument &A) const {
  const std::string &Name = ArgNames[A.getArgNo()];
  return Name.empty() ? "#" + std::to_string(A.getArgNo()) : Name;
}

std::string ThreadExprBuilder::phiName(const PHINode *P) {
  auto It = PhiNames.find(P);
  if (It != PhiNames.end())
    return It->second;
  std::string N = "iv" + std::to_string(PhiNames.size());
  if (P->hasName())
    N += "." + P->getName().str();
  PhiNames[P] = N;
  PhiByName[N] = P;
  return N;
}

const PHINode *ThreadExprBuilder::phiByName(const std::string &N) const {
  auto It = PhiByName.find(N);
  return It == PhiByName.end() ? nullptr : It->second;
}

std::optional<IdxExpr> ThreadExprBuilder::idx(const Value *V) {
  return idxImpl(V, 0);
}
std::optional<CondExpr> ThreadExprBuilder::cond(const Value *V) {
  return condImpl(V, 0);
}

static std::optional<IdxExpr> sreg(Intrinsic::ID ID, const ResolvedLaunch &L) {
  using E = IdxExpr;
  switch (ID) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
    return E::var("tid.x");
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
    return E::var("tid.y");
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
    return E::var("tid.z");
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
    return E::var("ctaid.x");
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
    return E::var("ctaid.y");
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
    return E::var("ctaid.z");
  case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
    return E::cst(L.Block.X);
  case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
    return E::cst(L.Block.Y);
  case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
    return E::cst(L.Block.Z);
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
    return E::cst(L.Grid.X);
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
    return E::cst(L.Grid.Y);
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
    return E::cst(L.Grid.Z);
  case Intrinsic::nvvm_read_ptx_sreg_warpsize:
    return E::cst(32);
  case Intrinsic::nvvm_read_ptx_sreg_laneid: {
    IdxExpr Lin = E::bin(
        Expr::Add, E::var("tid.x"),
        E::bin(Expr::Add, E::bin(Expr::Mul, E::cst(L.Block.X), E::var("tid.y")),
               E::bin(Expr::Mul, E::cst(int64_t(L.Block.X) * L.Block.Y),
                      E::var("tid.z"))));
    return E::bin(Expr::Mod, Lin, E::cst(32));
  }
  default:
    return std::nullopt;
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
static IdxExpr andIdx(const Instruction &I, const IdxExpr &A,
                      const IdxExpr &B) {
  using E = IdxExpr;
  const DataLayout &DL = I.getModule()->getDataLayout();
  for (int Side = 0; Side < 2; ++Side) {
    KnownBits KB = computeKnownBits(I.getOperand(Side), DL);
    unsigned R = KB.countMaxActiveBits();
    if (KB.isNonNegative() && R < 62 && !(Side == 0 ? B : A).isConst()) {
      IdxExpr X = Side == 0 ? A : B, M = Side == 0 ? B : A;
      return E::bin(Expr::And, X,
                    E::bin(Expr::Mod, M, E::cst(int64_t(1) << R)));
    }
  }
  return E::bin(Expr::And, A, B);
}

/// The index expression of binary operator I on operand expressions A and
/// B; signed and unsigned forms map to one index operation.
static IdxExpr binaryIdx(const Instruction &I, const IdxExpr &A,
                         const IdxExpr &B) {
  using E = IdxExpr;
  switch (I.getOpcode()) {
  case Instruction::Add:
    return E::bin(Expr::Add, A, B);
  case Instruction::Sub:
    return E::bin(Expr::Sub, A, B);
  case Instruction::Mul:
    return E::bin(Expr::Mul, A, B);
  case Instruction::Shl:
    return E::bin(Expr::Shl, A, B);
  case Instruction::LShr:
  case Instruction::AShr:
    return E::bin(Expr::LShr, A, B);
  case Instruction::UDiv:
  case Instruction::SDiv:
    return E::bin(Expr::FloorDiv, A, B);
  case Instruction::URem:
  case Instruction::SRem:
    return E::bin(Expr::Mod, A, B);
  case Instruction::And:
    return andIdx(I, A, B);
  case Instruction::Or:
    if (cast<PossiblyDisjointInst>(I).isDisjoint())
      return E::bin(Expr::Add, A, B);
    return E::bin(Expr::Or, A, B);
  default:
    return E::bin(Expr::Xor, A, B);
  }
}

/// C ? A : B as a min or max (how they are often written); none otherwise.
static std::optional<IdxExpr>
selectAsMinMax(const CondExpr &C, const IdxExpr &A, const IdxExpr &B) {
  if (C.K != Expr::Cmp)
    return std::nullopt;
  std::string LS = C.Ops[0].str(), RS = C.Ops[1].str(), AS = A.str(),
              BS = B.str();
  bool Less = C.P == Expr::LT || C.P == Expr::LE;
  bool Greater = C.P == Expr::GT || C.P == Expr::GE;
  if ((Less || Greater) && LS == AS && RS == BS)
    return IdxExpr::bin(Less ? Expr::Min : Expr::Max, A, B);
  if ((Less || Greater) && LS == BS && RS == AS)
    return IdxExpr::bin(Less ? Expr::Max : Expr::Min, A, B);
  return std::nullopt;
}

std::optional<IdxExpr> ThreadExprBuilder::idxImpl(const Value *V,
                                                  unsigned Depth) {
  using E = IdxExpr;
  if (Depth > 48)
    return std::nullopt;
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getBitWidth() > 64)
      return std::nullopt;
    return E::cst(CI->getBitWidth() == 1 ? int64_t(CI->getZExtValue())
                                         : CI->getSExtValue());
  }
  if (auto *A = dyn_cast<Argument>(V)) {
    if (!A->getType()->isIntegerTy())
      return std::nullopt;
    return E::var(paramName(*A));
  }
  if (auto *II = dyn_cast<IntrinsicInst>(V)) {
    if (auto S = sreg(II->getIntrinsicID(), L))
      return S;
    auto Op = minMaxOf(II->getIntrinsicID());
    if (!Op)
      return std::nullopt;
    auto A = idxImpl(II->getArgOperand(0), Depth + 1),
         B = idxImpl(II->getArgOperand(1), Depth + 1);
    if (!A || !B)
      return std::nullopt;
    return E::bin(*Op, *A, *B);
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy())
    return std::nullopt;
  switch (I->getOpcode()) {
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::Trunc:
  case Instruction::Freeze:
    return idxImpl(I->getOperand(0), Depth + 1);
  case Instruction::PHI: {
    auto *P = cast<PHINode>(I);
    if (LI.isLoopHeader(P->getParent()))
      return E::var(phiName(P));
    // A phi outside a loop header is its incoming value when all agree.
    std::optional<IdxExpr> Same;
    for (const Value *In : P->incoming_values()) {
      auto X = idxImpl(In, Depth + 1);
      if (!X || (Same && Same->str() != X->str()))
        return std::nullopt;
      Same = X;
    }
    return Same;
  }
  case Instruction::Select: {
    auto *S = cast<SelectInst>(I);
    auto C = condImpl(S->getCondition(), Depth + 1);
    auto A = idxImpl(S->getTrueValue(), Depth + 1),
         B = idxImpl(S->getFalseValue(), Depth + 1);
    if (!C || !A || !B)
      return std::nullopt;
    return selectAsMinMax(*C, *A, *B);
  }
  default:
    break;
  }
  if (!isModelledBinary(I->getOpcode()))
    return std::nullopt;
  auto A = idxImpl(I->getOperand(0), Depth + 1),
       B = idxImpl(I->getOperand(1), Depth + 1);
  if (!A || !B)
    return std::nullopt;
  return binaryIdx(*I, *A, *B);
}

std::optional<CondExpr> ThreadExprBuilder::condImpl(const Value *V,
                                                    unsigned Depth) {
  using C = CondExpr;
  if (Depth > 48)
    return std::nullopt;
  if (auto *CI = dyn_cast<ConstantInt>(V))
    return C::truth(!CI->isZero());
  if (auto *Cmp = dyn_cast<ICmpInst>(V)) {
    auto A = idxImpl(Cmp->getOperand(0), Depth + 1),
         B = idxImpl(Cmp->getOperand(1), Depth + 1);
    if (!A || !B)
      return std::nullopt;
    auto P = intPredicate(Cmp->getPredicate());
    if (!P)
      return std::nullopt;
    return C::cmp(*P, *A, *B);
  }
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy(1))
    return std::nullopt;
  switch (I->getOpcode()) {
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor: {
    auto A = condImpl(I->getOperand(0), Depth + 1),
         B = condImpl(I->getOperand(1), Depth + 1);
    if (!A || !B)
      return std::nullopt;
    if (I->getOpcode() == Instruction::And)
      return C::land(*A, *B);
    if (I->getOpcode() == Instruction::Or)
      return C::lor(*A, *B);
    return C::lor(C::land(*A, C::lnot(*B)), C::land(C::lnot(*A), *B));
  }
  case Instruction::Select: {
    auto *S = cast<SelectInst>(I);
    auto Cd = condImpl(S->getCondition(), Depth + 1);
    auto A = condImpl(S->getTrueValue(), Depth + 1),
         B = condImpl(S->getFalseValue(), Depth + 1);
    if (!Cd || !A || !B)
      return std::nullopt;
    return C::lor(C::land(*Cd, *A), C::land(C::lnot(*Cd), *B));
  }
  case Instruction::Trunc: {
    auto X = idxImpl(I->getOperand(0), Depth + 1);
    if (!X)
      return std::nullopt;
    return C::cmp(Expr::EQ, IdxExpr::bin(Expr::Mod, *X, IdxExpr::cst(2)),
                  IdxExpr::cst(1));
  }
  case Instruction::Freeze:
    return condImpl(I->getOperand(0), Depth + 1);
  default:
    return std::nullopt;
  }
}
