//===- AddrExpr.cpp -------------------------------------------------------===//
#include "gpuperf/Symbolic/AddrExpr.h"

#include "llvm/ADT/SmallVector.h"

#include <algorithm>
#include <cassert>

using namespace gpuperf;

unsigned SymbolTable::add(Symbol S) {
  Syms.push_back(std::move(S));
  return unsigned(Syms.size() - 1);
}

unsigned SymbolTable::getOrAdd(SymKind K, unsigned Dim,
                               const std::string &Name) {
  for (unsigned I = 0; I < Syms.size(); ++I)
    if (Syms[I].Kind == K && Syms[I].Dim == Dim && Syms[I].Name == Name)
      return I;
  Symbol S;
  S.Kind = K;
  S.Dim = Dim;
  S.Name = Name;
  return add(S);
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
  }
  return P;
}

static ExprRef make(Expr E) {
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
    return mkSelect(Expr::LT, R, L, T, F);
  case Expr::GE:
    return mkSelect(Expr::LE, R, L, T, F);
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

std::optional<int64_t>
gpuperf::evaluate(const ExprRef &E,
                  const std::vector<std::optional<int64_t>> &Vals) {
  switch (E->Op) {
  case Expr::Const:
    return E->C;
  case Expr::Sym:
    if (E->SymId < Vals.size())
      return Vals[E->SymId];
    return std::nullopt;
  default:
    break;
  }
  std::vector<int64_t> V;
  for (const ExprRef &O : E->Ops) {
    auto X = evaluate(O, Vals);
    if (!X)
      return std::nullopt;
    V.push_back(*X);
  }
  switch (E->Op) {
  case Expr::FloorDiv:
  case Expr::Mod:
    return applyOp(E->Op, V[0], E->C);
  case Expr::Select:
    return holds(E->Pred, V[0], V[1]) ? V[2] : V[3];
  default:
    return applyOp(E->Op, V[0], V[1]);
  }
}

ExprRef gpuperf::substitute(const ExprRef &E,
                            const std::vector<std::optional<int64_t>> &Vals) {
  switch (E->Op) {
  case Expr::Const:
    return E;
  case Expr::Sym:
    if (E->SymId < Vals.size() && Vals[E->SymId])
      return mkConst(*Vals[E->SymId]);
    return E;
  default:
    break;
  }
  // A subtree that mentions none of the substituted symbols is returned as
  // it is (the same node), so that consumers can share work on it.
  llvm::SmallVector<ExprRef, 4> Ops;
  bool Changed = false;
  for (const ExprRef &O : E->Ops) {
    Ops.push_back(substitute(O, Vals));
    Changed |= Ops.back() != O;
  }
  if (!Changed)
    return E;
  switch (E->Op) {
  case Expr::Add:
    return mkAdd(Ops[0], Ops[1]);
  case Expr::Mul:
    return mkMul(Ops[0], Ops[1]);
  case Expr::FloorDiv:
    return mkFloorDiv(Ops[0], E->C);
  case Expr::Mod:
    return mkMod(Ops[0], E->C);
  case Expr::Min:
    return mkMin(Ops[0], Ops[1]);
  case Expr::Max:
    return mkMax(Ops[0], Ops[1]);
  case Expr::Select:
    return mkSelect(E->Pred, Ops[0], Ops[1], Ops[2], Ops[3]);
  default: // the index kinds (Divergence.h) have no constructors here
    return E;
  }
}

bool gpuperf::isQuasiAffine(const ExprRef &E) {
  if (E->Op == Expr::Mul && !constValue(E->Ops[0]) && !constValue(E->Ops[1]))
    return false;
  for (const ExprRef &O : E->Ops)
    if (!isQuasiAffine(O))
      return false;
  return true;
}

std::string gpuperf::print(const ExprRef &E, const SymbolTable &Syms) {
  auto P = [&](unsigned I) { return print(E->Ops[I], Syms); };
  switch (E->Op) {
  case Expr::Const:
    return std::to_string(E->C);
  case Expr::Sym:
    return E->SymId < Syms.size() ? Syms[E->SymId].Name
                                  : "s" + std::to_string(E->SymId);
  case Expr::Add:
    return "(" + P(0) + " + " + P(1) + ")";
  case Expr::Mul:
    return P(0) + "*" + P(1);
  case Expr::FloorDiv:
    return "floor(" + P(0) + "/" + std::to_string(E->C) + ")";
  case Expr::Mod:
    return "(" + P(0) + " mod " + std::to_string(E->C) + ")";
  case Expr::Min:
    return "min(" + P(0) + ", " + P(1) + ")";
  case Expr::Max:
    return "max(" + P(0) + ", " + P(1) + ")";
  case Expr::Select: {
    const char *Op = E->Pred == Expr::LT   ? " < "
                     : E->Pred == Expr::LE ? " <= "
                                           : " == ";
    return "(" + P(0) + Op + P(1) + " ? " + P(2) + " : " + P(3) + ")";
  }
  default:
    return "?";
  }
}
