//===- AddrExpr.cpp -------------------------------------------------------===//
#include "gpuperf/Symbolic/AddrExpr.h"
#include "gpuperf/IR/LaunchContext.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cassert>
#include <limits>

using namespace gpuperf;

unsigned SymbolTable::add(Symbol S) {
  Syms.push_back(std::move(S));
  return unsigned(Syms.size() - 1);
}

unsigned SymbolTable::getOrAdd(SymKind K, unsigned Dim,
                               const std::string &Name) {
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind == K && Syms[I].Dim == Dim && Syms[I].Key == Name)
      return I;
  Symbol S;
  S.Kind = K;
  S.Dim = Dim;
  S.Name = S.Key = Name;
  return add(S);
}

static constexpr const char *LoopIterationKeyPrefix = "iter-of@";

std::string gpuperf::loopIterationKey(const void *Loop) {
  return LoopIterationKeyPrefix + std::to_string(uintptr_t(Loop));
}

bool gpuperf::isLoopIterationSymbol(const Symbol &S) {
  return S.Kind == SymKind::IV &&
         llvm::StringRef(S.Key).starts_with(LoopIterationKeyPrefix);
}

int64_t gpuperf::floorDiv(int64_t A, int64_t C) {
  int64_t Q = A / C, R = A % C;
  if (R != 0 && ((R < 0) != (C < 0)))
    --Q;
  return Q;
}

int64_t gpuperf::floorMod(int64_t A, int64_t C) {
  return A - floorDiv(A, C) * C;
}

std::optional<int64_t> gpuperf::applyOp(Expr::OpKind K, int64_t A, int64_t B) {
  switch (K) {
  case Expr::Add:
    return A + B;
  case Expr::Sub:
    return A - B;
  case Expr::Mul:
    return A * B;
  case Expr::FloorDiv:
    if (B == 0)
      return std::nullopt;
    return floorDiv(A, B);
  case Expr::Mod:
    if (B == 0)
      return std::nullopt;
    return floorMod(A, B);
  case Expr::Min:
    return std::min(A, B);
  case Expr::Max:
    return std::max(A, B);
  case Expr::And:
    return A & B;
  case Expr::Or:
    return A | B;
  case Expr::Xor:
    return A ^ B;
  case Expr::Shl:
    if (B < 0 || B > 62)
      return std::nullopt;
    return int64_t(uint64_t(A) << B);
  case Expr::LShr:
    if (B < 0 || B > 62)
      return std::nullopt;
    return floorDiv(A, int64_t(1) << B);
  default:
    return std::nullopt;
  }
}

bool gpuperf::holds(Expr::PredKind P, int64_t L, int64_t R) {
  switch (P) {
  case Expr::LT:
    return L < R;
  case Expr::LE:
    return L <= R;
  case Expr::EQ:
    return L == R;
  case Expr::NE:
    return L != R;
  case Expr::GT:
    return L > R;
  case Expr::GE:
    return L >= R;
  case Expr::ULT:
    return uint64_t(L) < uint64_t(R);
  case Expr::ULE:
    return uint64_t(L) <= uint64_t(R);
  case Expr::UGT:
    return uint64_t(L) > uint64_t(R);
  case Expr::UGE:
    return uint64_t(L) >= uint64_t(R);
  }
  return false;
}

Expr::PredKind gpuperf::negate(Expr::PredKind P) {
  switch (P) {
  case Expr::LT:
    return Expr::GE;
  case Expr::LE:
    return Expr::GT;
  case Expr::EQ:
    return Expr::NE;
  case Expr::NE:
    return Expr::EQ;
  case Expr::GT:
    return Expr::LE;
  case Expr::GE:
    return Expr::LT;
  case Expr::ULT:
    return Expr::UGE;
  case Expr::ULE:
    return Expr::UGT;
  case Expr::UGT:
    return Expr::ULE;
  case Expr::UGE:
    return Expr::ULT;
  }
  return P;
}

bool gpuperf::isUnsigned(Expr::PredKind P) { return signedKind(P) != P; }

Expr::PredKind gpuperf::signedKind(Expr::PredKind P) {
  switch (P) {
  case Expr::ULT:
    return Expr::LT;
  case Expr::ULE:
    return Expr::LE;
  case Expr::UGT:
    return Expr::GT;
  case Expr::UGE:
    return Expr::GE;
  default:
    return P;
  }
}

Expr::PredKind gpuperf::swapped(Expr::PredKind P) {
  switch (P) {
  case Expr::LT:
    return Expr::GT;
  case Expr::LE:
    return Expr::GE;
  case Expr::GT:
    return Expr::LT;
  case Expr::GE:
    return Expr::LE;
  case Expr::ULT:
    return Expr::UGT;
  case Expr::ULE:
    return Expr::UGE;
  case Expr::UGT:
    return Expr::ULT;
  case Expr::UGE:
    return Expr::ULE;
  case Expr::EQ:
  case Expr::NE:
    break;
  }
  return P;
}

static ExprRef make(Expr E) {
  uint64_t Size = 1;
  for (const ExprRef &O : E.Ops)
    Size += O->Size;
  E.Size = uint32_t(std::min<uint64_t>(Size, UINT32_MAX));
  return std::make_shared<const Expr>(std::move(E));
}

ExprRef gpuperf::mkConst(int64_t V) {
  Expr E;
  E.Op = Expr::Const;
  E.C = V;
  return make(std::move(E));
}

ExprRef gpuperf::mkSym(unsigned Id) {
  Expr E;
  E.Op = Expr::Sym;
  E.SymId = Id;
  return make(std::move(E));
}

std::optional<int64_t> gpuperf::constValue(const ExprRef &E) {
  if (E->Op == Expr::Const)
    return E->C;
  return std::nullopt;
}

ExprRef gpuperf::mkAdd(ExprRef A, ExprRef B) {
  auto CA = constValue(A), CB = constValue(B);
  if (CA && CB)
    return mkConst(*CA + *CB);
  if (CA && *CA == 0)
    return B;
  if (CB && *CB == 0)
    return A;
  Expr E;
  E.Op = Expr::Add;
  E.Ops = {A, B};
  return make(std::move(E));
}

ExprRef gpuperf::mkMul(ExprRef A, ExprRef B) {
  auto CA = constValue(A), CB = constValue(B);
  if (CA && CB)
    return mkConst(*CA * *CB);
  if ((CA && *CA == 0) || (CB && *CB == 0))
    return mkConst(0);
  if (CA && *CA == 1)
    return B;
  if (CB && *CB == 1)
    return A;
  Expr E;
  E.Op = Expr::Mul;
  if (CB) // constant first
    std::swap(A, B);
  E.Ops = {A, B};
  return make(std::move(E));
}

ExprRef gpuperf::mkSub(ExprRef A, ExprRef B) {
  return mkAdd(A, mkMul(mkConst(-1), B));
}

ExprRef gpuperf::mkFloorDiv(ExprRef A, int64_t C) {
  assert(C != 0 && "division by zero");
  if (C < 0)
    return mkFloorDiv(mkMul(mkConst(-1), A), -C);
  if (C == 1)
    return A;
  if (auto CA = constValue(A))
    return mkConst(floorDiv(*CA, C));
  Expr E;
  E.Op = Expr::FloorDiv;
  E.C = C;
  E.Ops = {A};
  return make(std::move(E));
}

ExprRef gpuperf::mkMod(ExprRef A, int64_t C) {
  assert(C > 0 && "modulo by a non-positive constant");
  if (C == 1)
    return mkConst(0);
  if (auto CA = constValue(A))
    return mkConst(floorMod(*CA, C));
  Expr E;
  E.Op = Expr::Mod;
  E.C = C;
  E.Ops = {A};
  return make(std::move(E));
}

static ExprRef mkMinMax(Expr::OpKind K, ExprRef A, ExprRef B) {
  auto CA = constValue(A), CB = constValue(B);
  if (CA && CB)
    return mkConst(K == Expr::Min ? std::min(*CA, *CB) : std::max(*CA, *CB));
  Expr E;
  E.Op = K;
  E.Ops = {A, B};
  return make(std::move(E));
}

ExprRef gpuperf::mkMin(ExprRef A, ExprRef B) {
  return mkMinMax(Expr::Min, A, B);
}
ExprRef gpuperf::mkMax(ExprRef A, ExprRef B) {
  return mkMinMax(Expr::Max, A, B);
}

ExprRef gpuperf::mkSelect(Expr::PredKind P, ExprRef L, ExprRef R, ExprRef T,
                          ExprRef F) {
  switch (P) {
  case Expr::GT:
  case Expr::GE:
  case Expr::UGT:
  case Expr::UGE:
    return mkSelect(swapped(P), R, L, T, F);
  case Expr::NE:
    return mkSelect(Expr::EQ, L, R, F, T);
  default:
    break;
  }
  auto CL = constValue(L), CR = constValue(R);
  if (CL && CR)
    return holds(P, *CL, *CR) ? T : F;
  Expr E;
  E.Op = Expr::Select;
  E.Pred = P;
  E.Ops = {L, R, T, F};
  return make(std::move(E));
}

/// Two's complement sum: folding must not overflow into undefined behaviour.
static int64_t wrappingAdd(int64_t A, int64_t B) {
  return int64_t(uint64_t(A) + uint64_t(B));
}

static bool isLowBitMask(int64_t M) {
  return M > 0 && M < INT64_MAX && ((M + 1) & M) == 0;
}

ExprRef gpuperf::mkIndexOp(Expr::OpKind O, ExprRef A, ExprRef B) {
  auto CA = constValue(A), CB = constValue(B);
  if (CA && CB)
    if (auto V = applyOp(O, *CA, *CB))
      return mkConst(*V);
  if ((O == Expr::Add || O == Expr::Sub) && CB && *CB == 0)
    return A;
  if (O == Expr::Add && CA && *CA == 0)
    return B;
  if (O == Expr::Mul && ((CA && *CA == 0) || (CB && *CB == 0)))
    return mkConst(0);
  if (O == Expr::Mul && CB && *CB == 1)
    return A;
  if (O == Expr::Mul && CA && *CA == 1)
    return B;
  if (O == Expr::FloorDiv && CB && *CB == 1)
    return A;
  if (O == Expr::Add && CA) // the constant addend goes last
    return mkIndexOp(Expr::Add, B, A);
  if (O == Expr::Add && CB && A->Op == Expr::Add)
    if (auto Inner = constValue(A->Ops[1]))
      return mkIndexOp(Expr::Add, A->Ops[0], mkConst(wrappingAdd(*Inner, *CB)));
  if (O == Expr::Sub && CB)
    return mkIndexOp(Expr::Add, A, mkConst(int64_t(0 - uint64_t(*CB))));
  if (O == Expr::Shl && CB && *CB >= 0 && *CB < 62)
    return mkIndexOp(Expr::Mul, A, mkConst(int64_t(1) << *CB));
  if (O == Expr::LShr && CB && *CB >= 0 && *CB < 62)
    return mkIndexOp(Expr::FloorDiv, A, mkConst(int64_t(1) << *CB));
  if (O == Expr::And && CB && isLowBitMask(*CB))
    return mkIndexOp(Expr::Mod, A, mkConst(*CB + 1));
  if (O == Expr::And && CA && isLowBitMask(*CA))
    return mkIndexOp(Expr::Mod, B, mkConst(*CA + 1));
  Expr E;
  E.Op = O;
  if ((O == Expr::FloorDiv || O == Expr::Mod) && CB) {
    E.C = *CB;
    E.Ops = {A};
  } else {
    E.Ops = {A, B};
  }
  return make(std::move(E));
}

static ExprRef mkCondition(Expr::OpKind K, std::vector<ExprRef> Ops,
                           Expr::PredKind P = Expr::EQ) {
  Expr E;
  E.Op = K;
  E.Pred = P;
  E.Ops = std::move(Ops);
  return make(std::move(E));
}

ExprRef gpuperf::mkCmp(Expr::PredKind P, ExprRef A, ExprRef B) {
  return mkCondition(Expr::Cmp, {A, B}, P);
}
ExprRef gpuperf::mkLAnd(ExprRef A, ExprRef B) {
  return mkCondition(Expr::LAnd, {A, B});
}
ExprRef gpuperf::mkLOr(ExprRef A, ExprRef B) {
  return mkCondition(Expr::LOr, {A, B});
}
ExprRef gpuperf::mkLNot(ExprRef A) { return mkCondition(Expr::LNot, {A}); }
ExprRef gpuperf::mkTruth(bool V) {
  return mkCondition(V ? Expr::True : Expr::False, {});
}

std::optional<int64_t> gpuperf::evaluate(const ExprRef &E,
                                         const SymValues &Vals) {
  switch (E->Op) {
  case Expr::Const:
    return E->C;
  case Expr::True:
    return 1;
  case Expr::False:
    return 0;
  case Expr::Sym:
    if (E->SymId < Vals.size())
      return Vals[E->SymId];
    return std::nullopt;
  case Expr::LAnd:
  case Expr::LOr: {
    // One side decides where it is false (true), whether or not the other
    // evaluates: a count `(n - 1) / t` under its guard `t > 0`.
    bool Decides = E->Op == Expr::LOr;
    std::optional<int64_t> A = evaluate(E->Ops[0], Vals);
    if (A && (*A != 0) == Decides)
      return Decides;
    std::optional<int64_t> B = evaluate(E->Ops[1], Vals);
    if (B && (*B != 0) == Decides)
      return Decides;
    if (!A || !B)
      return std::nullopt;
    return !Decides;
  }
  default:
    break;
  }
  int64_t V[4] = {0, 0, 0, 0};
  for (size_t I = 0; I < E->Ops.size(); ++I) {
    auto X = evaluate(E->Ops[I], Vals);
    if (!X)
      return std::nullopt;
    V[I] = *X;
  }
  switch (E->Op) {
  case Expr::FloorDiv:
  case Expr::Mod:
    return applyOp(E->Op, V[0], E->Ops.size() > 1 ? V[1] : E->C);
  case Expr::Select:
    return holds(E->Pred, V[0], V[1]) ? V[2] : V[3];
  case Expr::Cmp:
    return holds(E->Pred, V[0], V[1]);
  case Expr::LNot:
    return !V[0];
  default:
    return applyOp(E->Op, V[0], V[1]);
  }
}

namespace {
using Bound = std::optional<int64_t>;

Bound checkedAdd(Bound A, Bound B) {
  int64_t R;
  if (!A || !B || __builtin_add_overflow(*A, *B, &R))
    return std::nullopt;
  return R;
}
Bound checkedMul(Bound A, Bound B) {
  int64_t R;
  if (!A || !B || __builtin_mul_overflow(*A, *B, &R))
    return std::nullopt;
  return R;
}
Bound negated(Bound A) {
  return A && *A != std::numeric_limits<int64_t>::min() ? Bound(-*A)
                                                        : std::nullopt;
}
/// The smaller (Min) or larger of two bounds, none unless both are known.
Bound both(bool Min, Bound A, Bound B) {
  if (!A || !B)
    return std::nullopt;
  return Min ? std::min(*A, *B) : std::max(*A, *B);
}
/// The smaller (Min) or larger of the bounds that are known.
Bound either(bool Min, Bound A, Bound B) {
  return A && B ? both(Min, A, B) : A ? A : B;
}

ValueRange product(ValueRange A, ValueRange B) {
  if (A.Lo && A.Lo == A.Hi)
    std::swap(A, B);
  if (B.Lo && B.Lo == B.Hi) // times a constant: each end scales
    return *B.Lo >= 0
               ? ValueRange{checkedMul(A.Lo, B.Lo), checkedMul(A.Hi, B.Lo)}
               : ValueRange{checkedMul(A.Hi, B.Lo), checkedMul(A.Lo, B.Lo)};
  if (A.Lo && A.Hi && B.Lo && B.Hi) {
    Bound Ends[] = {checkedMul(A.Lo, B.Lo), checkedMul(A.Lo, B.Hi),
                    checkedMul(A.Hi, B.Lo), checkedMul(A.Hi, B.Hi)};
    ValueRange R{Ends[0], Ends[0]};
    for (Bound End : Ends) {
      R.Lo = both(true, R.Lo, End);
      R.Hi = both(false, R.Hi, End);
    }
    return R;
  }
  if (A.Lo >= 0 && B.Lo >= 0) // both non-negative, one unbounded above
    return {checkedMul(A.Lo, B.Lo), std::nullopt};
  return {};
}

/// A / C (floor), C a positive constant: each end divides.
ValueRange quotient(ValueRange A, int64_t C) {
  auto Div = [&](Bound X) { return X ? Bound(floorDiv(*X, C)) : std::nullopt; };
  return {Div(A.Lo), Div(A.Hi)};
}
} // namespace

/// Whether valueRange reads operation K only by a constant right operand.
static bool isFixedRightOperand(Expr::OpKind K) {
  return K == Expr::Shl || K == Expr::FloorDiv || K == Expr::LShr ||
         K == Expr::Mod || K == Expr::Xor;
}

/// Whether a value of range R is non-zero: 0, 1 or either.
static ValueRange truthOf(ValueRange R) {
  if (R.Lo == 0 && R.Hi == 0)
    return {0, 0};
  if ((R.Lo && *R.Lo > 0) || (R.Hi && *R.Hi < 0))
    return {1, 1};
  return {0, 1};
}

/// A comparison's truth (0 or 1) where the operands' ranges decide it,
/// else {0, 1}. An unsigned one is decided where neither side is negative.
static ValueRange comparisonRange(Expr::PredKind P, ValueRange A,
                                  ValueRange B) {
  const ValueRange Open{0, 1};
  bool Unsigned =
      P == Expr::ULT || P == Expr::ULE || P == Expr::UGT || P == Expr::UGE;
  if (Unsigned && !(A.Lo >= 0 && B.Lo >= 0))
    return Open;
  switch (P) {
  case Expr::GT:
  case Expr::UGT:
    return comparisonRange(Expr::LT, B, A);
  case Expr::GE:
  case Expr::UGE:
    return comparisonRange(Expr::LE, B, A);
  case Expr::LT:
  case Expr::ULT:
    if (A.Hi && B.Lo && *A.Hi < *B.Lo)
      return {1, 1};
    if (A.Lo && B.Hi && *A.Lo >= *B.Hi)
      return {0, 0};
    return Open;
  case Expr::LE:
  case Expr::ULE:
    if (A.Hi && B.Lo && *A.Hi <= *B.Lo)
      return {1, 1};
    if (A.Lo && B.Hi && *A.Lo > *B.Hi)
      return {0, 0};
    return Open;
  case Expr::EQ:
  case Expr::NE: {
    bool Same = A.Lo && A.Lo == A.Hi && B.Lo == B.Hi && A.Lo == B.Lo;
    bool Apart =
        (A.Hi && B.Lo && *A.Hi < *B.Lo) || (A.Lo && B.Hi && *A.Lo > *B.Hi);
    if (!Same && !Apart)
      return Open;
    bool Equal = Same;
    return P == Expr::EQ ? ValueRange{Equal, Equal}
                         : ValueRange{!Equal, !Equal};
  }
  }
  return Open;
}

ValueRange gpuperf::valueRange(const ExprRef &E, const SymbolTable &Syms) {
  if (E->Size > 256)
    return {};
  auto Of = [&](unsigned I) -> ValueRange {
    if (I == 1 && E->Ops.size() == 1) // the constant right operand
      return {E->C, E->C};
    return valueRange(E->Ops[I], Syms);
  };
  // The constant right operand, where there is one: a literal, or a value
  // the launch fixes (a shift or divisor given by --arg).
  std::optional<int64_t> C;
  if (E->Ops.size() == 1)
    C = E->C;
  else if (E->Ops.size() == 2 && !(C = constValue(E->Ops[1])) &&
           isFixedRightOperand(E->Op))
    if (ValueRange R = Of(1); R.Lo && R.Lo == R.Hi)
      C = R.Lo;
  switch (E->Op) {
  case Expr::Const:
    return {E->C, E->C};
  case Expr::Sym: {
    if (E->SymId >= Syms.size())
      return {};
    const Symbol &S = Syms[E->SymId];
    return S.Value ? ValueRange{S.Value, S.Value} : ValueRange{S.Lo, S.Hi};
  }
  case Expr::Cmp:
    return comparisonRange(E->Pred, Of(0), Of(1));
  case Expr::LAnd:
  case Expr::LOr: {
    bool And = E->Op == Expr::LAnd;
    ValueRange A = truthOf(Of(0)), B = truthOf(Of(1));
    return {both(And, A.Lo, B.Lo), both(And, A.Hi, B.Hi)};
  }
  case Expr::LNot: {
    ValueRange A = truthOf(Of(0));
    return {1 - *A.Hi, 1 - *A.Lo};
  }
  case Expr::True:
    return {1, 1};
  case Expr::False:
    return {0, 0};
  case Expr::Add: {
    ValueRange A = Of(0), B = Of(1);
    return {checkedAdd(A.Lo, B.Lo), checkedAdd(A.Hi, B.Hi)};
  }
  case Expr::Sub: {
    ValueRange A = Of(0), B = Of(1);
    return {checkedAdd(A.Lo, negated(B.Hi)), checkedAdd(A.Hi, negated(B.Lo))};
  }
  case Expr::Mul:
    return product(Of(0), Of(1));
  case Expr::Shl:
    if (C && *C >= 0 && *C <= 40)
      return product(Of(0), {int64_t(1) << *C, int64_t(1) << *C});
    return {};
  case Expr::FloorDiv:
    return C && *C > 0 ? quotient(Of(0), *C) : ValueRange{};
  case Expr::LShr:
    return C && *C >= 0 && *C <= 62 ? quotient(Of(0), int64_t(1) << *C)
                                    : ValueRange{};
  case Expr::Mod: {
    if (!C || *C <= 0)
      return {};
    ValueRange A = Of(0);
    if (A.Lo >= 0 && A.Hi && *A.Hi < *C) // no wrap: the value itself
      return A;
    return {0, *C - 1};
  }
  case Expr::Min:
  case Expr::Max: {
    bool Min = E->Op == Expr::Min;
    ValueRange A = Of(0), B = Of(1);
    // The minimum is at least the smaller low end, at most either high end.
    return Min ? ValueRange{both(true, A.Lo, B.Lo), either(true, A.Hi, B.Hi)}
               : ValueRange{either(false, A.Lo, B.Lo), both(false, A.Hi, B.Hi)};
  }
  case Expr::Select: {
    ValueRange T = Of(2), F = Of(3);
    return {both(true, T.Lo, F.Lo), both(false, T.Hi, F.Hi)};
  }
  case Expr::Xor: {
    ValueRange A = Of(0);
    if (C == -1) // ~x = -x - 1
      return {checkedAdd(negated(A.Hi), -1), checkedAdd(negated(A.Lo), -1)};
    return A.Lo >= 0 && Of(1).Lo >= 0 ? ValueRange{0, std::nullopt}
                                      : ValueRange{};
  }
  case Expr::And: {
    ValueRange A = Of(0), B = Of(1);
    // A mask that is non-negative bounds the result from both sides.
    Bound Hi = A.Lo >= 0 && B.Lo >= 0 ? either(true, A.Hi, B.Hi)
               : B.Lo >= 0            ? B.Hi
               : A.Lo >= 0            ? A.Hi
                                      : std::nullopt;
    return A.Lo >= 0 || B.Lo >= 0 ? ValueRange{0, Hi} : ValueRange{};
  }
  case Expr::Or: {
    ValueRange A = Of(0), B = Of(1);
    return A.Lo >= 0 && B.Lo >= 0
               ? ValueRange{both(false, A.Lo, B.Lo), std::nullopt}
               : ValueRange{};
  }
  default:
    return {};
  }
}

ValueRange gpuperf::valueRangeInBlock(const ExprRef &E, const SymbolTable &Syms,
                                      const Dim3 &Block) {
  SymbolTable Bounded = Syms;
  for (unsigned I = 0; I < Bounded.size(); ++I)
    if (Bounded[I].Kind == SymKind::Tid && !Bounded[I].Value) {
      Bounded[I].Lo = 0;
      Bounded[I].Hi = int64_t(Block.along(Bounded[I].Dim)) - 1;
    }
  return valueRange(E, Bounded);
}

std::optional<int64_t> gpuperf::lowerBound(const ExprRef &E,
                                           const SymbolTable &Syms) {
  return valueRange(E, Syms).Lo;
}

static bool isCondition(Expr::OpKind K) {
  return K == Expr::Cmp || K == Expr::LAnd || K == Expr::LOr ||
         K == Expr::LNot || K == Expr::True || K == Expr::False;
}

/// E's node over new operands, folded by the constructors of form F.
static ExprRef rebuild(const Expr &E, llvm::ArrayRef<ExprRef> Ops, ExprForm F) {
  if (isCondition(E.Op)) // conditions keep their form; their integers fold
    return mkCondition(E.Op, std::vector<ExprRef>(Ops.begin(), Ops.end()),
                       E.Pred);
  bool ByOperand = Ops.size() > 1;
  // An address's division by an operand that became a constant is an
  // address division again.
  std::optional<int64_t> Divisor = ByOperand ? constValue(Ops[1]) : E.C;
  bool AddressDivision = F == ExprForm::Address && Divisor;
  switch (E.Op) {
  case Expr::Add:
    return F == ExprForm::Address ? mkAdd(Ops[0], Ops[1])
                                  : mkIndexOp(Expr::Add, Ops[0], Ops[1]);
  case Expr::Mul:
    return F == ExprForm::Address ? mkMul(Ops[0], Ops[1])
                                  : mkIndexOp(Expr::Mul, Ops[0], Ops[1]);
  case Expr::FloorDiv:
    if (AddressDivision && *Divisor != 0)
      return mkFloorDiv(Ops[0], *Divisor);
    return mkIndexOp(E.Op, Ops[0], ByOperand ? Ops[1] : mkConst(E.C));
  case Expr::Mod:
    if (AddressDivision && *Divisor > 0)
      return mkMod(Ops[0], *Divisor);
    return mkIndexOp(E.Op, Ops[0], ByOperand ? Ops[1] : mkConst(E.C));
  case Expr::Shl:
  case Expr::LShr:
    // A shift by an operand that became a constant is a product or an
    // address division by its power of two.
    if (AddressDivision && *Divisor >= 0 && *Divisor <= 40)
      return E.Op == Expr::Shl ? mkMul(Ops[0], mkConst(int64_t(1) << *Divisor))
                               : mkFloorDiv(Ops[0], int64_t(1) << *Divisor);
    return mkIndexOp(E.Op, Ops[0], Ops[1]);
  case Expr::Min:
  case Expr::Max:
    return F == ExprForm::Address ? mkMinMax(E.Op, Ops[0], Ops[1])
                                  : mkIndexOp(E.Op, Ops[0], Ops[1]);
  case Expr::Select:
    return mkSelect(E.Pred, Ops[0], Ops[1], Ops[2], Ops[3]);
  default:
    return mkIndexOp(E.Op, Ops[0], Ops[1]);
  }
}

/// substitute with Lookup(symbol) giving the replacement or null.
static ExprRef substituteWith(const ExprRef &E,
                              llvm::function_ref<ExprRef(unsigned)> Lookup,
                              ExprForm F) {
  switch (E->Op) {
  case Expr::Sym:
    if (ExprRef R = Lookup(E->SymId))
      return R;
    return E;
  case Expr::Const:
  case Expr::True:
  case Expr::False:
    return E;
  default:
    break;
  }
  // A subtree that mentions none of the substituted symbols is returned as
  // it is (the same node), so that consumers can share work on it.
  llvm::SmallVector<ExprRef, 4> Ops;
  bool Changed = false;
  for (const ExprRef &O : E->Ops) {
    Ops.push_back(substituteWith(O, Lookup, F));
    Changed |= Ops.back() != O;
  }
  return Changed ? rebuild(*E, Ops, F) : E;
}

ExprRef gpuperf::substitute(const ExprRef &E, const std::vector<ExprRef> &By,
                            ExprForm F) {
  return substituteWith(
      E, [&](unsigned S) { return S < By.size() ? By[S] : nullptr; }, F);
}

ExprRef gpuperf::substitute(const ExprRef &E, const SymValues &Vals,
                            ExprForm F) {
  return substituteWith(
      E,
      [&](unsigned S) {
        return S < Vals.size() && Vals[S] ? mkConst(*Vals[S]) : nullptr;
      },
      F);
}

std::vector<unsigned> gpuperf::symbolsOf(const ExprRef &E) {
  std::vector<unsigned> Out;
  llvm::DenseSet<const Expr *> Seen;
  std::vector<const Expr *> Stack = {E.get()};
  while (!Stack.empty()) {
    const Expr *N = Stack.back();
    Stack.pop_back();
    if (!Seen.insert(N).second)
      continue;
    if (N->Op == Expr::Sym)
      Out.push_back(N->SymId); // each node once, so each symbol once
    for (auto It = N->Ops.rbegin(); It != N->Ops.rend(); ++It)
      Stack.push_back(It->get());
  }
  // Two Sym nodes may name the same symbol.
  std::vector<unsigned> Unique;
  for (unsigned S : Out)
    if (std::find(Unique.begin(), Unique.end(), S) == Unique.end())
      Unique.push_back(S);
  return Unique;
}

bool gpuperf::isQuasiAffine(const ExprRef &E) {
  switch (E->Op) {
  case Expr::Mul:
    if (!constValue(E->Ops[0]) && !constValue(E->Ops[1]))
      return false;
    break;
  case Expr::FloorDiv:
    if (E->Ops.size() > 1 || E->C == 0)
      return false;
    break;
  case Expr::Mod:
    if (E->Ops.size() > 1 || E->C <= 0)
      return false;
    break;
  case Expr::And:
  case Expr::Or:
  case Expr::Xor:
  case Expr::Shl:
  case Expr::LShr:
    return false;
  default:
    break;
  }
  for (const ExprRef &O : E->Ops)
    if (!isQuasiAffine(O))
      return false;
  return true;
}

static const char *opText(Expr::OpKind K) {
  switch (K) {
  case Expr::Add:
    return "+";
  case Expr::Sub:
    return "-";
  case Expr::Mul:
    return "*";
  case Expr::FloorDiv:
    return "/";
  case Expr::Mod:
    return "%";
  case Expr::And:
    return "&";
  case Expr::Or:
    return "|";
  case Expr::Xor:
    return "^";
  case Expr::Shl:
    return "<<";
  case Expr::LShr:
    return ">>";
  default:
    return "?";
  }
}

static const char *predText(Expr::PredKind P) {
  switch (P) {
  case Expr::LT:
    return "<";
  case Expr::LE:
    return "<=";
  case Expr::EQ:
    return "==";
  case Expr::NE:
    return "!=";
  case Expr::GT:
    return ">";
  case Expr::GE:
    return ">=";
  case Expr::ULT:
    return "<u";
  case Expr::ULE:
    return "<=u";
  case Expr::UGT:
    return ">u";
  case Expr::UGE:
    return ">=u";
  }
  return "";
}

std::string gpuperf::print(const ExprRef &E, const SymbolTable &Syms,
                           ExprForm F) {
  auto P = [&](unsigned I) { return print(E->Ops[I], Syms, F); };
  // The divisor of a division or modulo, by operand or constant.
  auto Divisor = [&] {
    return E->Ops.size() > 1 ? P(1) : std::to_string(E->C);
  };
  bool Address = F == ExprForm::Address;
  switch (E->Op) {
  case Expr::Const:
    return std::to_string(E->C);
  case Expr::Sym:
    return E->SymId < Syms.size() ? Syms[E->SymId].Name
                                  : "s" + std::to_string(E->SymId);
  case Expr::Mul:
    if (Address)
      return P(0) + "*" + P(1);
    break;
  case Expr::FloorDiv:
    if (Address)
      return "floor(" + P(0) + "/" + Divisor() + ")";
    break;
  case Expr::Mod:
    if (Address)
      return "(" + P(0) + " mod " + Divisor() + ")";
    break;
  case Expr::Min:
    return "min(" + P(0) + ", " + P(1) + ")";
  case Expr::Max:
    return "max(" + P(0) + ", " + P(1) + ")";
  case Expr::Select:
    return "(" + P(0) + " " + predText(E->Pred) + " " + P(1) + " ? " + P(2) +
           " : " + P(3) + ")";
  case Expr::Cmp:
    return P(0) + " " + predText(E->Pred) + " " + P(1);
  case Expr::LAnd:
    return "(" + P(0) + " && " + P(1) + ")";
  case Expr::LOr:
    return "(" + P(0) + " || " + P(1) + ")";
  case Expr::LNot:
    return "!(" + P(0) + ")";
  case Expr::True:
    return "true";
  case Expr::False:
    return "false";
  default:
    break;
  }
  std::string Right =
      E->Op == Expr::FloorDiv || E->Op == Expr::Mod ? Divisor() : P(1);
  return "(" + P(0) + " " + opText(E->Op) + " " + Right + ")";
}
