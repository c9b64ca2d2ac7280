//===- IRLowering.cpp - LLVM IR values and SCEVs as expressions -----------===//
#include "gpuperf/Symbolic/IRLowering.h"
#include "gpuperf/IR/InlinePTX.h"
#include "gpuperf/IR/ParameterNames.h"
#include "gpuperf/IR/SourceLoc.h"
#include "gpuperf/Symbolic/IntPredicate.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace gpuperf;

static std::string irOperand(const Value &V) {
  std::string S;
  raw_string_ostream OS(S);
  V.printAsOperand(OS, false);
  return OS.str();
}

/// The source variable a debug record binds V to as it is (no expression:
/// `stride`, not `stride` = V >> 1), if any.
static const DILocalVariable *sourceVariable(const Value &V) {
  SmallVector<DbgValueInst *, 2> Intrinsics;
  SmallVector<DbgVariableRecord *, 2> Records;
  findDbgValues(Intrinsics, const_cast<Value *>(&V), &Records);
  for (const DbgVariableRecord *R : Records)
    if (R->getExpression()->getNumElements() == 0 && R->getVariable())
      return R->getVariable();
  for (const DbgValueInst *D : Intrinsics)
    if (D->getExpression()->getNumElements() == 0 && D->getVariable())
      return D->getVariable();
  return nullptr;
}

std::string gpuperf::operandText(const Value &V) {
  if (auto *A = dyn_cast<Argument>(&V))
    return parameterMention(parameterNames(*A->getParent()), A->getArgNo());
  if (const DILocalVariable *Var = sourceVariable(V))
    return "`" + Var->getName().str() + "`";
  // An instruction by where it is in the source, not by a name clang made
  // up (offset.1121, cond.i).
  if (auto *I = dyn_cast<Instruction>(&V))
    if (std::string Loc = instructionLoc(*I); !Loc.empty())
      return std::string("the ") + I->getOpcodeName() + " at " + Loc;
  return irOperand(V);
}

std::string gpuperf::valueName(const Value &V) {
  if (const DILocalVariable *Var = sourceVariable(V))
    return Var->getName().str();
  // clang names a value after its variable, numbered: i.013 is i.
  StringRef N = V.getName();
  while (!N.empty()) {
    auto [Stem, Number] = N.rsplit('.');
    if (Stem == N || Stem.empty() || Number.empty() ||
        !llvm::all_of(Number, isDigit))
      break;
    N = Stem;
  }
  return N.empty() ? irOperand(V) : N.str();
}

//===- Constructors of the form -------------------------------------------===//

ExprRef IRLowering::op(Expr::OpKind K, ExprRef A, ExprRef B) const {
  if (Form == ExprForm::Index)
    return mkIndexOp(K, A, B);
  auto C = constValue(B);
  switch (K) {
  case Expr::Add:
    return mkAdd(A, B);
  case Expr::Mul:
    return mkMul(A, B);
  case Expr::Min:
    return mkMin(A, B);
  case Expr::Max:
    return mkMax(A, B);
  case Expr::FloorDiv:
    if (C && *C != 0)
      return mkFloorDiv(A, *C);
    break;
  case Expr::Mod:
    if (C && *C > 0)
      return mkMod(A, *C);
    break;
  default:
    break;
  }
  return mkIndexOp(K, A, B);
}

// The Address form writes conditions as 0/1 integers (a select on the
// comparison, min for and, max for or) so that they stay quasi-affine.
ExprRef IRLowering::compare(Expr::PredKind P, ExprRef A, ExprRef B) const {
  if (Form == ExprForm::Index)
    return mkCmp(P, A, B);
  return mkSelect(P, A, B, mkConst(1), mkConst(0));
}
ExprRef IRLowering::logicalAnd(ExprRef A, ExprRef B) const {
  return Form == ExprForm::Index ? mkLAnd(A, B) : mkMin(A, B);
}
ExprRef IRLowering::logicalOr(ExprRef A, ExprRef B) const {
  return Form == ExprForm::Index ? mkLOr(A, B) : mkMax(A, B);
}
ExprRef IRLowering::logicalNot(ExprRef A) const {
  return Form == ExprForm::Index ? mkLNot(A) : mkSub(mkConst(1), A);
}
ExprRef IRLowering::truth(bool V) const {
  return Form == ExprForm::Index ? mkTruth(V) : mkConst(V ? 1 : 0);
}

bool IRLowering::within(const ExprRef &E, int64_t Lo, int64_t Hi) const {
  ValueRange R = rangeOf(E);
  return R.Lo >= Lo && R.Hi && *R.Hi <= Hi;
}

/// The signed range of an integer of Bits bits (2 to 63).
static std::pair<int64_t, int64_t> signedRange(unsigned Bits) {
  assert(Bits >= 2 && Bits <= 63 && "no signed range to speak of");
  int64_t Half = int64_t(1) << (Bits - 1);
  return {-Half, Half - 1};
}

/// Whether E is a narrow truncation's modulo (truncated): the reduction of
/// its own value to at most Bits bits, below which values wrap on purpose.
static bool isTruncation(const ExprRef &E, unsigned Bits) {
  return E->Op == Expr::Mod && E->Ops.size() == 1 && E->C > 0 &&
         E->C <= (int64_t(1) << Bits) && isPowerOf2_64(uint64_t(E->C));
}

bool IRLowering::noWrapBelow(const ExprRef &E, unsigned Bits) const {
  if (E->Size > 256) // too long to range every operation
    return false;
  if (isTruncation(E, Bits))
    return true;
  auto [Lo, Hi] = signedRange(Bits);
  return llvm::all_of(E->Ops, [&](const ExprRef &Op) {
    return Op->Op == Expr::Const || isTruncation(Op, Bits) ||
           (within(Op, Lo, Hi) && noWrapBelow(Op, Bits));
  });
}

void IRLowering::assumeCastsDoNotWrap() {
  assume({ReasonKind::CastsDoNotWrap,
          "integer casts (trunc/zext/sext) assumed not to wrap"});
}

ExprRef IRLowering::truncated(ExprRef E, unsigned Bits) {
  if (!E)
    return nullptr;
  if (Bits < 31)
    return op(Expr::Mod, E, mkConst(int64_t(1) << Bits));
  // A wide value known to leave the narrow signed range (a 64-bit product
  // cut to int) is the narrow bits read as signed.
  if (ValueRange R = rangeOf(E);
      Bits >= 32 && Bits <= 62 && R.Lo && R.Hi &&
      (*R.Lo < signedRange(Bits).first || *R.Hi > signedRange(Bits).second))
    return wrappedTo(E, Bits);
  if (auto [Lo, Hi] = signedRange(std::min(Bits, 63u));
      !within(E, Lo, Hi) || !noWrapBelow(E, std::min(Bits, 63u)))
    assumeCastsDoNotWrap();
  return E;
}

ExprRef IRLowering::extended(ExprRef E, unsigned FromBits, bool Signed) {
  // Conditions are 0 or 1 already; 64 bits extend nothing.
  if (!E || FromBits == 1 || FromBits >= 64)
    return E;
  if (FromBits == 63) { // no 64-bit span to take a modulo by
    assumeCastsDoNotWrap();
    return E;
  }
  // Where nothing inside E leaves the narrow type's signed range, E is the
  // narrow value in one reading: as signed (a parameter, a difference) or
  // as unsigned (a narrow modulo's result).
  bool Faithful = noWrapBelow(E, FromBits);
  auto [Lo, Hi] = signedRange(FromBits);
  int64_t Span = int64_t(1) << FromBits;
  ValueRange R = rangeOf(E);
  bool Narrow = Faithful && R.Lo && R.Hi && *R.Lo >= Lo && *R.Hi < Span;
  if (Narrow) {
    if (*R.Lo >= (Signed ? Lo : 0) && *R.Hi <= (Signed ? Hi : Span - 1))
      return E;
    // Wholly on the side that wraps, the extension is E moved by
    // 2^FromBits: negative values zero-extended, values past the signed
    // range (a narrow modulo's) sign-extended; an affine shift.
    if (!Signed && *R.Hi < 0)
      return op(Expr::Add, E, mkConst(Span));
    if (Signed && *R.Lo > Hi)
      return op(Expr::Add, E, mkConst(-Span));
  }
  // Otherwise the extension is a modulo: exact where E is the narrow value
  // in either reading (a difference that some lanes take below zero), and
  // for the Index form's evaluator wherever E is congruent to it.
  if (Narrow || (Form == ExprForm::Index && FromBits <= 32))
    return Signed ? signedModulo(E, FromBits) : op(Expr::Mod, E, mkConst(Span));
  assumeCastsDoNotWrap();
  return E;
}

ExprRef IRLowering::signedDivision(ExprRef L, ExprRef R, bool Remainder) const {
  // By a negative divisor, the quotient is the negated one by its
  // magnitude, the remainder that one's (it keeps the dividend's sign).
  auto ByMagnitude = [&]() {
    ExprRef Q = positiveDivision(L, mkSub(mkConst(0), R), Remainder);
    return Remainder ? Q : mkSub(mkConst(0), Q);
  };
  ValueRange Divisor = rangeOf(R);
  if (Divisor.Lo > 0)
    return positiveDivision(L, R, Remainder);
  if (Divisor.Hi && *Divisor.Hi < 0)
    return ByMagnitude();
  // Of either sign: a select on it, which the Index form evaluates; the
  // Address form keeps the floor reading under its stated assumption.
  if (Form == ExprForm::Address)
    return op(Remainder ? Expr::Mod : Expr::FloorDiv, L, R);
  return mkSelect(Expr::GE, R, mkConst(0), positiveDivision(L, R, Remainder),
                  ByMagnitude());
}

ExprRef IRLowering::positiveDivision(ExprRef L, ExprRef R,
                                     bool Remainder) const {
  Expr::OpKind K = Remainder ? Expr::Mod : Expr::FloorDiv;
  std::optional<int64_t> Lo = rangeOf(L).Lo;
  if (!Lo || *Lo >= 0)
    return op(K, L, R);
  // Truncation is the floor of the magnitude, negated back.
  ExprRef OfNegative = mkSub(mkConst(0), op(K, mkSub(mkConst(0), L), R));
  return mkSelect(Expr::GE, L, mkConst(0), op(K, L, R), OfNegative);
}

ExprRef IRLowering::signedModulo(ExprRef E, unsigned Bits) const {
  int64_t Half = -signedRange(Bits).first;
  return mkSub(
      op(Expr::Mod, op(Expr::Add, E, mkConst(Half)), mkConst(2 * Half)),
      mkConst(Half));
}

ExprRef IRLowering::wrappedTo(ExprRef E, unsigned Bits) const {
  // Narrow arithmetic keeps its reading in either signedness (a narrow
  // modulo's result is the unsigned one); 64 bits have no wider value.
  if (!E || Bits < 32 || Bits > 62)
    return E;
  ValueRange R = rangeOf(E);
  auto [Lo, Hi] = signedRange(Bits);
  if (!R.Lo || !R.Hi || (*R.Lo >= Lo && *R.Hi <= Hi))
    return E;
  int64_t Span = int64_t(1) << Bits;
  // Wholly on one side of the signed range: an affine shift.
  if (*R.Lo > Hi && *R.Hi < Hi + Span)
    return op(Expr::Add, E, mkConst(-Span));
  if (*R.Hi < Lo && *R.Lo >= Lo - Span)
    return op(Expr::Add, E, mkConst(Span));
  return signedModulo(E, Bits);
}

ExprRef IRLowering::wrapped(const BinaryOperator &BO, ExprRef E) const {
  if (BO.hasNoSignedWrap())
    return E;
  return wrappedTo(E, BO.getType()->getIntegerBitWidth());
}

ExprRef IRLowering::asUnsigned(ExprRef E, unsigned Bits) const {
  if (!E || Bits < 2 || Bits > 62)
    return E;
  ValueRange R = rangeOf(E);
  if (!R.Lo || *R.Lo >= 0)
    return E;
  int64_t Span = int64_t(1) << Bits;
  if (R.Hi && *R.Hi < 0 && *R.Lo >= -Span)
    return op(Expr::Add, E, mkConst(Span));
  return op(Expr::Mod, E, mkConst(Span));
}

//===- SCEV ---------------------------------------------------------------===//

/// The operation of a SCEV n-ary node; for unsigned minima and maxima the
/// signed one, which they are where every operand is non-negative
/// (lowerSCEV decides that).
static std::optional<Expr::OpKind> naryKind(SCEVTypes T) {
  switch (T) {
  case scAddExpr:
    return Expr::Add;
  case scMulExpr:
    return Expr::Mul;
  case scSMaxExpr:
  case scUMaxExpr:
    return Expr::Max;
  case scSMinExpr:
  case scUMinExpr:
  case scSequentialUMinExpr:
    return Expr::Min;
  default:
    return std::nullopt;
  }
}

ExprRef IRLowering::recurrence(const SCEVAddRecExpr &AR) {
  if (!AR.isAffine())
    return fail("non-affine recurrence", false);
  ExprRef Start = scevOperand(AR.getStart());
  ExprRef Step = scevOperand(AR.getOperand(1));
  if (!Start || !Step)
    return nullptr;
  ExprRef Iteration = loopIteration(*AR.getLoop());
  if (!Iteration)
    return nullptr;
  ExprRef E = op(Expr::Add, Start, op(Expr::Mul, Step, Iteration));
  // A recurrence SCEV does not know to stay in the signed range is the
  // IR's wrapping arithmetic, as its sums and products are.
  if (AR.getType()->isIntegerTy() && !AR.hasNoSignedWrap())
    return wrappedTo(E, AR.getType()->getIntegerBitWidth());
  return E;
}

ExprRef IRLowering::lowerSCEV(const SCEV *S) {
  if (auto *C = dyn_cast<SCEVConstant>(S)) {
    if (C->getAPInt().getSignificantBits() > 63)
      return fail("constant too wide", false);
    return mkConst(C->getAPInt().getSExtValue());
  }
  if (auto *U = dyn_cast<SCEVUnknown>(S))
    return scevUnknown(U->getValue());
  if (auto *AR = dyn_cast<SCEVAddRecExpr>(S))
    return recurrence(*AR);
  if (auto *N = dyn_cast<SCEVNAryExpr>(S)) {
    auto K = naryKind(N->getSCEVType());
    if (!K)
      return fail("SCEV operation not modelled", false);
    SmallVector<ExprRef, 4> Operands;
    for (const SCEV *Op : N->operands()) {
      Operands.push_back(scevOperand(Op));
      if (!Operands.back())
        return nullptr;
    }
    // An unsigned minimum or maximum with an operand that may be negative
    // is a select on the unsigned comparison: a negative operand is above
    // every non-negative one.
    bool Unsigned = isa<SCEVUMinExpr, SCEVUMaxExpr, SCEVSequentialUMinExpr>(N);
    bool AsSigned =
        !Unsigned || all_of(zip(N->operands(), Operands), [&](auto OpE) {
          return knownNonNegative(std::get<1>(OpE), std::get<0>(OpE));
        });
    ExprRef Acc = Operands.front();
    for (const ExprRef &E : drop_begin(Operands))
      Acc = AsSigned ? op(*K, Acc, E) : unsignedMinMax(*K == Expr::Min, Acc, E);
    // A sum or product that SCEV does not know to stay in the signed range
    // is the IR's wrapping arithmetic (tid * k, unsigned).
    if ((*K == Expr::Add || *K == Expr::Mul) && N->getType()->isIntegerTy() &&
        !N->hasNoSignedWrap())
      return wrappedTo(Acc, N->getType()->getIntegerBitWidth());
    return Acc;
  }
  if (auto *D = dyn_cast<SCEVUDivExpr>(S)) {
    auto *C = dyn_cast<SCEVConstant>(D->getRHS());
    unsigned Bits = D->getType()->getIntegerBitWidth();
    // Both operands are unsigned: a divisor of 2^31 or more is no negative.
    if (C && !C->getAPInt().isZero() && C->getAPInt().getActiveBits() <= 62) {
      ExprRef L = asUnsigned(scevOperand(D->getLHS()), Bits);
      return L ? op(Expr::FloorDiv, L, mkConst(C->getAPInt().getZExtValue()))
               : nullptr;
    }
    ExprRef L = asUnsigned(scevOperand(D->getLHS()), Bits);
    ExprRef R = L ? asUnsigned(scevOperand(D->getRHS()), Bits) : nullptr;
    if (!L || !R)
      return nullptr;
    if (Form == ExprForm::Address && !constantOnceSubstituted(R))
      return fail("division by a non-constant", false);
    return op(Expr::FloorDiv, L, R);
  }
  if (auto *T = dyn_cast<SCEVTruncateExpr>(S))
    return truncated(scevOperand(T->getOperand()),
                     T->getType()->getIntegerBitWidth());
  // A comparison widened to an integer (a rounded-up division's carry).
  if (auto *Ext = dyn_cast<SCEVIntegralCastExpr>(S))
    if (auto *U = dyn_cast<SCEVUnknown>(Ext->getOperand()))
      if (ExprRef E =
              extendedComparison(*U->getValue(), isa<SCEVSignExtendExpr>(Ext)))
        return E;
  // Arithmetic in a narrow type wraps before it is widened: the remainder
  // count of a loop unrolled by 4 is zext i2 (1 + trunc n to i2).
  if (auto *Z = dyn_cast<SCEVZeroExtendExpr>(S))
    if (unsigned Bits = Z->getOperand()->getType()->getIntegerBitWidth();
        Bits < 31 && isa<SCEVNAryExpr>(Z->getOperand()))
      return truncated(scevOperand(Z->getOperand()), Bits);
  if (auto *C = dyn_cast<SCEVCastExpr>(S)) {
    if (isa<SCEVPtrToIntExpr>(C))
      return fail("pointer-to-integer in an index", true);
    return extended(scevOperand(C->getOperand()),
                    C->getOperand()->getType()->getIntegerBitWidth(),
                    isa<SCEVSignExtendExpr>(C));
  }
  return fail("SCEV not modelled", false);
}

//===- IR values ----------------------------------------------------------===//

ExprRef IRLowering::specialRegister(unsigned ID, const Value &V) {
  struct Row {
    Intrinsic::ID ID;
    SymKind K;
    unsigned Dim;
  };
  static const Row Rows[] = {
      {Intrinsic::nvvm_read_ptx_sreg_tid_x, SymKind::Tid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_tid_y, SymKind::Tid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_tid_z, SymKind::Tid, 2},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_x, SymKind::Ctaid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_y, SymKind::Ctaid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_ctaid_z, SymKind::Ctaid, 2},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_x, SymKind::Ntid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_y, SymKind::Ntid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_ntid_z, SymKind::Ntid, 2},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_x, SymKind::Nctaid, 0},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_y, SymKind::Nctaid, 1},
      {Intrinsic::nvvm_read_ptx_sreg_nctaid_z, SymKind::Nctaid, 2},
  };
  for (const Row &R : Rows)
    if (R.ID == ID)
      return threadIndex(R.K, R.Dim);
  if (ID == Intrinsic::nvvm_read_ptx_sreg_warpsize)
    return mkConst(32);
  if (ID == Intrinsic::nvvm_read_ptx_sreg_laneid)
    return laneIndex();
  auto *Callee = cast<CallBase>(V).getCalledFunction();
  if (Callee && Callee->getName().starts_with("llvm.nvvm.read.ptx.sreg."))
    return fail("special register not modelled", true);
  return fail("intrinsic not modelled (" + operandText(V) + ")", true);
}

ExprRef IRLowering::laneIndex() {
  ExprRef Linear = op(Expr::Add, threadIndex(SymKind::Tid, 0),
                      op(Expr::Add,
                         op(Expr::Mul, threadIndex(SymKind::Ntid, 0),
                            threadIndex(SymKind::Tid, 1)),
                         op(Expr::Mul,
                            op(Expr::Mul, threadIndex(SymKind::Ntid, 0),
                               threadIndex(SymKind::Ntid, 1)),
                            threadIndex(SymKind::Tid, 2))));
  return op(Expr::Mod, Linear, mkConst(32));
}

/// Whether Opcode is an integer binary operator the Index form keeps.
static bool isIndexBinary(unsigned Opcode) {
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
static ExprRef indexAnd(const Instruction &I, const ExprRef &A,
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

ExprRef IRLowering::binary(const BinaryOperator &BO) {
  if (Form == ExprForm::Address)
    return addressBinary(BO);
  if (!isIndexBinary(BO.getOpcode()))
    return fail("operation not modelled: " + operandText(BO), false);
  // Both operands are lowered even when the first fails: lowering names the
  // loop-header phis it meets, in order.
  ExprRef A = valueOperand(BO.getOperand(0));
  ExprRef B = valueOperand(BO.getOperand(1));
  if (!A || !B)
    return nullptr;
  unsigned Bits = BO.getType()->getIntegerBitWidth();
  switch (BO.getOpcode()) {
  case Instruction::Add:
    return wrapped(BO, mkIndexOp(Expr::Add, A, B));
  case Instruction::Sub:
    return wrapped(BO, mkIndexOp(Expr::Sub, A, B));
  case Instruction::Mul:
    return wrapped(BO, mkIndexOp(Expr::Mul, A, B));
  case Instruction::Shl:
    return wrapped(BO, mkIndexOp(Expr::Shl, A, B));
  case Instruction::LShr:
    return mkIndexOp(Expr::LShr, asUnsigned(A, Bits), B);
  case Instruction::AShr:
    return mkIndexOp(Expr::LShr, A, B);
  case Instruction::UDiv:
    return mkIndexOp(Expr::FloorDiv, asUnsigned(A, Bits), asUnsigned(B, Bits));
  case Instruction::SDiv:
    return signedDivision(A, B, false);
  case Instruction::URem:
    return mkIndexOp(Expr::Mod, asUnsigned(A, Bits), asUnsigned(B, Bits));
  case Instruction::SRem:
    return signedDivision(A, B, true);
  case Instruction::And:
    return indexAnd(BO, A, B);
  case Instruction::Or:
    if (cast<PossiblyDisjointInst>(BO).isDisjoint())
      return mkIndexOp(Expr::Add, A, B);
    return mkIndexOp(Expr::Or, A, B);
  default:
    return mkIndexOp(Expr::Xor, A, B);
  }
}

/// X & Mask as floor-mods, one term per run of set bits [A, B) of Mask:
/// (X mod 2^B) - (X mod 2^A), X mod 2^B when A = 0, X - (X mod 2^A) when the
/// run reaches the top bit (two's complement agrees with floor-mod for
/// negative X). InstCombine leaves masks of several runs where it lets an or
/// absorb low bits ((x << 4) | 113 for (x & ~7) * 16 + 113). Null for masks
/// of more than four runs, or with a run starting above bit 40 or ending
/// above it short of the top bit.
ExprRef IRLowering::bitRangeOf(const ExprRef &X, const APInt &Mask) {
  constexpr unsigned MaxRuns = 4;
  auto ModPow2 = [&](unsigned E) {
    return op(Expr::Mod, X, mkConst(int64_t(1) << E));
  };
  ExprRef Sum;
  APInt Rest = Mask;
  for (unsigned Runs = 0; !Rest.isZero(); ++Runs) {
    unsigned A = Rest.countr_zero();
    unsigned B = A + Rest.lshr(A).countr_one();
    bool ToTop = B == Mask.getBitWidth();
    if (Runs == MaxRuns || A > 40 || (!ToTop && B > 40))
      return nullptr;
    ExprRef Run = ToTop ? (A == 0 ? X : mkSub(X, ModPow2(A)))
                        : (A == 0 ? ModPow2(B) : mkSub(ModPow2(B), ModPow2(A)));
    Sum = Sum ? op(Expr::Add, Sum, Run) : Run;
    if (ToTop)
      break;
    Rest &= ~APInt::getBitsSet(Mask.getBitWidth(), A, B);
  }
  return Sum;
}

/// The quasi-affine operations (SCEV already spells sums and products for
/// clients that lower through it).
ExprRef IRLowering::addressBinary(const BinaryOperator &BO) {
  ExprRef L = valueOperand(BO.getOperand(0));
  if (!L)
    return nullptr;
  unsigned Opcode = BO.getOpcode();
  if (Opcode == Instruction::Add || Opcode == Instruction::Sub ||
      Opcode == Instruction::Mul) {
    ExprRef R = valueOperand(BO.getOperand(1));
    if (!R)
      return nullptr;
    return wrapped(BO, Opcode == Instruction::Add   ? op(Expr::Add, L, R)
                       : Opcode == Instruction::Mul ? op(Expr::Mul, L, R)
                                                    : mkSub(L, R));
  }
  auto *C = dyn_cast<ConstantInt>(BO.getOperand(1));
  int64_t K = C ? C->getSExtValue() : 0;
  unsigned Bits = BO.getType()->getIntegerBitWidth();
  bool Unsigned = Opcode == Instruction::UDiv || Opcode == Instruction::URem;
  if (Unsigned || Opcode == Instruction::LShr)
    L = asUnsigned(L, Bits);
  switch (Opcode) {
  case Instruction::SDiv:
  case Instruction::UDiv:
  case Instruction::SRem:
  case Instruction::URem: {
    ExprRef R = C ? mkConst(K) : valueOperand(BO.getOperand(1));
    if (!R)
      return nullptr;
    if (Unsigned)
      R = asUnsigned(R, Bits);
    if (C && C->isZero())
      return fail("division by zero in " + operandText(BO), false);
    if (!C && !constantOnceSubstituted(R))
      return fail("division by a non-constant in " + operandText(BO), false);
    // Floor division is the IR's where the dividend is never negative (an
    // unsigned one is read as unsigned above) and the divisor positive; a
    // signed one truncates, which the lowering follows where it knows the
    // signs (signedDivision).
    ValueRange Divisor = rangeOf(R);
    if (!rangeOf(L).Lo || (!(Divisor.Lo > 0) && !(Divisor.Hi < 0)))
      assume({ReasonKind::NonNegativeOperands,
              "operands of div/rem assumed non-negative (floor semantics)"});
    bool Remainder = Opcode == Instruction::SRem || Opcode == Instruction::URem;
    if (!Unsigned)
      return signedDivision(L, R, Remainder);
    return op(Remainder ? Expr::Mod : Expr::FloorDiv, L, R);
  }
  case Instruction::AShr:
  case Instruction::LShr:
    if (C && K >= 0 && K <= 40)
      return op(Expr::FloorDiv, L, mkConst(int64_t(1) << K));
    if (ExprRef R = C ? nullptr : shiftOnceSubstituted(BO))
      return mkIndexOp(Expr::LShr, L, R);
    break;
  case Instruction::Shl:
    if (C && K >= 0 && K <= 40)
      return wrapped(BO, op(Expr::Mul, mkConst(int64_t(1) << K), L));
    if (ExprRef R = C ? nullptr : shiftOnceSubstituted(BO))
      return wrapped(BO, mkIndexOp(Expr::Shl, L, R));
    break;
  case Instruction::And:
    if (C)
      if (ExprRef Bits = bitRangeOf(L, C->getValue()))
        return Bits;
    if (!C) { // x & (2^k - 1) with k known per substituted value
      ExprRef R = valueOperand(BO.getOperand(1));
      if (R && (constantOnceSubstituted(R) || constantOnceSubstituted(L)))
        return indexAnd(BO, L, R);
    }
    break;
  case Instruction::Or:
    if (cast<PossiblyDisjointInst>(BO).isDisjoint()) {
      ExprRef R = valueOperand(BO.getOperand(1));
      return R ? op(Expr::Add, L, R) : nullptr;
    }
    // x | c = x + c - (x & c), as InstCombine writes (x & ~3) | 3.
    if (C)
      if (ExprRef Bits = bitRangeOf(L, C->getValue()))
        return mkSub(op(Expr::Add, L, mkConst(K)), Bits);
    break;
  case Instruction::Xor:
    // c ^ x = c - x when every bit x can set is set in c: InstCombine's
    // form of 1023 - tid.x (tid.x < 1024).
    if (C && !C->isNegative()) {
      KnownBits KB =
          computeKnownBits(BO.getOperand(0), BO.getModule()->getDataLayout());
      if ((~KB.Zero & ~C->getValue()).isZero())
        return mkSub(mkConst(K), L);
    }
    break;
  default:
    break;
  }
  return fail("operation not modelled: " + operandText(BO), false);
}

/// The amount shift BO shifts by, where it is a value the client
/// substitutes (a shift given by --arg): the shift is a product or a
/// division by a power of two once it is.
ExprRef IRLowering::shiftOnceSubstituted(const BinaryOperator &BO) {
  ExprRef R = valueOperand(BO.getOperand(1));
  return R && constantOnceSubstituted(R) ? R : nullptr;
}

/// C ? A : B as a min or max when the comparison is of A and B (how they are
/// often written); null otherwise.
static ExprRef selectAsMinMax(const ExprRef &C, const ExprRef &A,
                              const ExprRef &B, const SymbolTable &Syms) {
  if (C->Op != Expr::Cmp)
    return nullptr;
  auto Text = [&](const ExprRef &E) { return print(E, Syms, ExprForm::Index); };
  std::string LS = Text(C->Ops[0]), RS = Text(C->Ops[1]), AS = Text(A),
              BS = Text(B);
  bool Less = C->Pred == Expr::LT || C->Pred == Expr::LE;
  bool Greater = C->Pred == Expr::GT || C->Pred == Expr::GE;
  if ((Less || Greater) && LS == AS && RS == BS)
    return mkIndexOp(Less ? Expr::Min : Expr::Max, A, B);
  if ((Less || Greater) && LS == BS && RS == AS)
    return mkIndexOp(Less ? Expr::Max : Expr::Min, A, B);
  return nullptr;
}

// An integer select: the Address form keeps it as a piecewise expression on
// the comparison; the Index form keeps the min and max it spells.
ExprRef IRLowering::select(const SelectInst &S) {
  if (Form == ExprForm::Index) {
    ExprRef C = conditionOperand(S.getCondition());
    ExprRef A = valueOperand(S.getTrueValue());
    ExprRef B = valueOperand(S.getFalseValue());
    if (!C || !A || !B)
      return nullptr;
    if (ExprRef M = selectAsMinMax(C, A, B, Symbols))
      return M;
    if (auto *Cmp = dyn_cast<ICmpInst>(S.getCondition()))
      return comparison(*Cmp, A, B);
    return fail("select not modelled: " + operandText(S), false);
  }
  auto *Cmp = dyn_cast<ICmpInst>(S.getCondition());
  if (!Cmp)
    return fail("select on a non-comparison", true);
  ExprRef T = valueOperand(S.getTrueValue());
  ExprRef F = valueOperand(S.getFalseValue());
  return T && F ? comparison(*Cmp, T, F) : nullptr;
}

ExprRef IRLowering::lowerValue(const Value *V) {
  if (auto *A = dyn_cast<Argument>(V)) {
    if (!A->getType()->isIntegerTy())
      return fail("non-integer argument " + operandText(*A), true);
    return parameter(*A);
  }
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getBitWidth() > 64)
      return fail("constant too wide", false);
    return mkConst(CI->getBitWidth() == 1 ? int64_t(CI->getZExtValue())
                                          : CI->getSExtValue());
  }
  if (auto *II = dyn_cast<IntrinsicInst>(V)) {
    Intrinsic::ID ID = II->getIntrinsicID();
    if (ID == Intrinsic::smin || ID == Intrinsic::smax ||
        ID == Intrinsic::umin || ID == Intrinsic::umax) {
      ExprRef A = valueOperand(II->getArgOperand(0));
      ExprRef B = valueOperand(II->getArgOperand(1));
      if (!A || !B)
        return nullptr;
      bool Min = ID == Intrinsic::smin || ID == Intrinsic::umin;
      if ((ID == Intrinsic::umin || ID == Intrinsic::umax) &&
          !(knownNonNegative(A, II->getArgOperand(0)) &&
            knownNonNegative(B, II->getArgOperand(1))))
        return unsignedMinMax(Min, A, B);
      return op(Min ? Expr::Min : Expr::Max, A, B);
    }
    return specialRegister(ID, *II);
  }
  if (auto *Call = dyn_cast<CallBase>(V))
    if (auto ID = specialRegisterReadOf(*Call))
      return specialRegister(*ID, *Call);
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !I->getType()->isIntegerTy())
    return fail("value not modelled (" + operandText(*V) + ")", true);
  if (auto *BO = dyn_cast<BinaryOperator>(I))
    return binary(*BO);
  switch (I->getOpcode()) {
  case Instruction::Select:
    return select(*cast<SelectInst>(I));
  case Instruction::ZExt:
  case Instruction::SExt:
    if (ExprRef E = extendedComparison(*I->getOperand(0),
                                       I->getOpcode() == Instruction::SExt))
      return E;
    // Arithmetic in a narrow type wraps before it is widened.
    if (unsigned Bits = I->getOperand(0)->getType()->getIntegerBitWidth();
        I->getOpcode() == Instruction::ZExt && Bits < 31 &&
        isa<BinaryOperator>(I->getOperand(0)))
      return truncated(valueOperand(I->getOperand(0)), Bits);
    return extended(valueOperand(I->getOperand(0)),
                    I->getOperand(0)->getType()->getIntegerBitWidth(),
                    I->getOpcode() == Instruction::SExt);
  case Instruction::Freeze:
    return valueOperand(I->getOperand(0));
  case Instruction::Trunc: {
    // No modulo where the operand is known to fit (tid.x to i16).
    unsigned Bits = I->getType()->getIntegerBitWidth();
    KnownBits KB =
        computeKnownBits(I->getOperand(0), I->getModule()->getDataLayout());
    if (KB.isNonNegative() && KB.countMaxActiveBits() < Bits)
      return valueOperand(I->getOperand(0));
    return truncated(valueOperand(I->getOperand(0)), Bits);
  }
  case Instruction::Load:
    return fail("index loaded from memory (" + operandText(*I) + ")", true);
  case Instruction::Call:
  case Instruction::Invoke:
    return fail("index returned by a call (" + operandText(*I) + ")", true);
  case Instruction::PHI:
    return phi(*cast<PHINode>(I));
  default:
    return fail("value not modelled (" + operandText(*I) + ")", true);
  }
}

//===- Conditions ---------------------------------------------------------===//

/// The value of a constant condition of either form.
static std::optional<int64_t> constTruth(const ExprRef &E) {
  if (E->Op == Expr::True || E->Op == Expr::False)
    return E->Op == Expr::True;
  return constValue(E);
}

bool IRLowering::knownNonNegative(const ExprRef &E, const Value *V) const {
  return knownNonNegative(E, ValueSigns && V &&
                                     ValueSigns->isSCEVable(V->getType())
                                 ? ValueSigns->getSCEV(const_cast<Value *>(V))
                                 : nullptr);
}

bool IRLowering::knownNonNegative(const ExprRef &E, const SCEV *S) const {
  if (rangeOf(E).Lo >= 0)
    return true;
  return ValueSigns && S && ValueSigns->isKnownNonNegative(S);
}

ExprRef IRLowering::unsignedMinMax(bool Min, ExprRef A, ExprRef B) const {
  return mkSelect(Expr::ULT, A, B, Min ? A : B, Min ? B : A);
}

/// An integer comparison: as a condition, or (OnTrue and OnFalse given) as
/// the value a select on it takes, such as the 0 or 1 of a zext of it (a
/// rounded-up division's carry).
ExprRef IRLowering::comparison(const ICmpInst &Cmp, ExprRef OnTrue,
                               ExprRef OnFalse, bool ReadSigned) {
  if (!Cmp.getOperand(0)->getType()->isIntegerTy())
    return fail("comparison of non-integers", true);
  ExprRef A = valueOperand(Cmp.getOperand(0));
  ExprRef B = valueOperand(Cmp.getOperand(1));
  if (!A || !B)
    return nullptr;
  auto P = intPredicate(Cmp.getPredicate(),
                        ReadSigned || (Cmp.isUnsigned() &&
                                       knownNonNegative(A, Cmp.getOperand(0)) &&
                                       knownNonNegative(B, Cmp.getOperand(1))));
  if (!P)
    return fail("comparison not modelled", false);
  if (OnTrue && OnFalse)
    return mkSelect(*P, A, B, OnTrue, OnFalse);
  return compare(*P, A, B);
}

/// A comparison widened to an integer: 1 (zext) or -1 (sext) where it holds,
/// 0 where not (a rounded-up division's carry); none for other values.
ExprRef IRLowering::extendedComparison(const Value &V, bool Signed) {
  auto *Cmp = dyn_cast<ICmpInst>(&V);
  if (!Cmp || !Cmp->getType()->isIntegerTy(1))
    return nullptr;
  return comparison(*Cmp, mkConst(Signed ? -1 : 1), mkConst(0));
}

ExprRef IRLowering::lowerCondition(const Value *V) {
  if (auto *CI = dyn_cast<ConstantInt>(V))
    return truth(!CI->isZero());
  if (auto *Cmp = dyn_cast<ICmpInst>(V))
    return comparison(*Cmp);
  if (isa<FCmpInst>(V))
    return fail("floating-point comparison", true);
  if (isa<LoadInst>(V) || isa<CallBase>(V))
    return fail("condition loaded from memory or returned by a call", true);
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return fail("condition not modelled (" + operandText(*V) + ")", true);
  if (!I->getType()->isIntegerTy(1))
    return fail("non-boolean condition", false);
  switch (I->getOpcode()) {
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor: {
    ExprRef A = conditionOperand(I->getOperand(0));
    ExprRef B = conditionOperand(I->getOperand(1));
    if (!A || !B)
      return nullptr;
    if (I->getOpcode() == Instruction::And)
      return logicalAnd(A, B);
    if (I->getOpcode() == Instruction::Or)
      return logicalOr(A, B);
    if (auto K = constTruth(B)) // xor with true negates
      return *K ? logicalNot(A) : A;
    return logicalOr(logicalAnd(A, logicalNot(B)),
                     logicalAnd(logicalNot(A), B));
  }
  case Instruction::Select: {
    // select c, b, false is c && b; select c, true, b is c || b.
    auto *S = cast<SelectInst>(I);
    ExprRef C = conditionOperand(S->getCondition());
    ExprRef A = conditionOperand(S->getTrueValue());
    ExprRef B = conditionOperand(S->getFalseValue());
    if (!C || !A || !B)
      return nullptr;
    if (auto K = constTruth(B); K && !*K)
      return logicalAnd(C, A);
    if (auto K = constTruth(A); K && *K)
      return logicalOr(C, B);
    return logicalOr(logicalAnd(C, A), logicalAnd(logicalNot(C), B));
  }
  case Instruction::Trunc: {
    ExprRef X = valueOperand(I->getOperand(0));
    if (!X)
      return nullptr;
    return compare(Expr::EQ, op(Expr::Mod, X, mkConst(2)), mkConst(1));
  }
  case Instruction::Freeze:
    return conditionOperand(I->getOperand(0));
  default:
    return fail("boolean operation not modelled", false);
  }
}
