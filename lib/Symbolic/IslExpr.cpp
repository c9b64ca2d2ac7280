//===- IslExpr.cpp - Expressions and conditions as ISL objects ------------===//
#include "gpuperf/Symbolic/IslExpr.h"

using namespace gpuperf;

IslExprBuilder::IslExprBuilder(isl_ctx *Ctx, IslSpace Space,
                               std::vector<int> DimOf)
    : Ctx(Ctx), Space(std::move(Space)), DimOf(std::move(DimOf)) {}

isl_local_space *IslExprBuilder::localSpace() const {
  return isl_local_space_from_space(Space.copy());
}

isl_pw_aff *IslExprBuilder::constant(int64_t V) const {
  return isl_pw_aff_from_aff(
      isl_aff_val_on_domain(localSpace(), isl_val_int_from_si(Ctx, V)));
}

IslPwAff IslExprBuilder::build(const ExprRef &E) {
  if (E->Op == Expr::Const || E->Op == Expr::Sym)
    return IslPwAff(buildNode(E));
  auto It = Built.find(E.get());
  if (It != Built.end())
    return IslPwAff(It->second.second.copy());
  IslPwAff R(buildNode(E));
  if (R)
    Built.emplace(E.get(), std::make_pair(E, IslPwAff(R.copy())));
  return R;
}

isl_pw_aff *IslExprBuilder::buildNode(const ExprRef &E) {
  switch (E->Op) {
  case Expr::Const:
    return constant(E->C);
  case Expr::Sym:
    if (E->SymId >= DimOf.size() || DimOf[E->SymId] < 0)
      return nullptr;
    return isl_pw_aff_from_aff(
        isl_aff_var_on_domain(localSpace(), isl_dim_set, DimOf[E->SymId]));
  case Expr::Add:
    return isl_pw_aff_add(take(E->Ops[0]), take(E->Ops[1]));
  case Expr::Sub:
    return isl_pw_aff_sub(take(E->Ops[0]), take(E->Ops[1]));
  case Expr::Mul:
    if (auto C = constValue(E->Ops[0]))
      return isl_pw_aff_scale_val(take(E->Ops[1]),
                                  isl_val_int_from_si(Ctx, *C));
    if (auto C = constValue(E->Ops[1]))
      return isl_pw_aff_scale_val(take(E->Ops[0]),
                                  isl_val_int_from_si(Ctx, *C));
    // isl_pw_aff_mul accepts it when one factor is constant.
    return isl_pw_aff_mul(take(E->Ops[0]), take(E->Ops[1]));
  case Expr::FloorDiv:
  case Expr::Mod:
    return buildDivision(E);
  case Expr::Min:
    return isl_pw_aff_min(take(E->Ops[0]), take(E->Ops[1]));
  case Expr::Max:
    return isl_pw_aff_max(take(E->Ops[0]), take(E->Ops[1]));
  case Expr::Select:
    return buildSelect(E);
  default: // bitwise kinds and conditions have no isl_pw_aff
    return nullptr;
  }
}

/// Floor division and modulo by a constant (floor((-a)/c) for a division
/// by -c); none by an operand or by zero, nor modulo by a negative constant.
isl_pw_aff *IslExprBuilder::buildDivision(const ExprRef &E) {
  int64_t C = E->C;
  if (E->Ops.size() > 1 || C == 0 || (E->Op == Expr::Mod && C < 0))
    return nullptr;
  if (E->Op == Expr::Mod)
    return isl_pw_aff_mod_val(take(E->Ops[0]), isl_val_int_from_si(Ctx, C));
  isl_pw_aff *A = take(E->Ops[0]);
  if (C < 0) {
    A = isl_pw_aff_neg(A);
    C = -C;
  }
  return isl_pw_aff_floor(
      isl_pw_aff_scale_down_val(A, isl_val_int_from_si(Ctx, C)));
}

isl_set *IslExprBuilder::comparisonSet(Expr::PredKind P, isl_pw_aff *L,
                                       isl_pw_aff *R) {
  switch (P) {
  case Expr::LT:
    return isl_pw_aff_lt_set(L, R);
  case Expr::LE:
    return isl_pw_aff_le_set(L, R);
  case Expr::EQ:
    return isl_pw_aff_eq_set(L, R);
  case Expr::NE:
    return isl_pw_aff_ne_set(L, R);
  case Expr::GT:
    return isl_pw_aff_gt_set(L, R);
  case Expr::GE:
    return isl_pw_aff_ge_set(L, R);
  case Expr::UGT:
  case Expr::UGE:
    return comparisonSet(swapped(P), R, L);
  case Expr::ULT:
  case Expr::ULE:
    break;
  }
  // Unsigned, two's complement: operands of one sign compare as signed ones;
  // a negative one is above every non-negative one.
  auto Negative = [&](isl_pw_aff *X) {
    return isl_pw_aff_lt_set(isl_pw_aff_copy(X), constant(0));
  };
  auto NonNegative = [&](isl_pw_aff *X) {
    return isl_pw_aff_nonneg_set(isl_pw_aff_copy(X));
  };
  isl_set *SameSign =
      isl_set_union(isl_set_intersect(NonNegative(L), NonNegative(R)),
                    isl_set_intersect(Negative(L), Negative(R)));
  isl_set *Wrapped = isl_set_intersect(NonNegative(L), Negative(R));
  isl_set *Ordered =
      isl_set_intersect(comparisonSet(signedKind(P), L, R), SameSign);
  return isl_set_union(Ordered, Wrapped);
}

isl_pw_aff *IslExprBuilder::buildSelect(const ExprRef &E) {
  IslPwAff L = build(E->Ops[0]), R = build(E->Ops[1]);
  IslSet Cond(comparisonSet(E->Pred, L.release(), R.release()));
  IslPwAff T(isl_pw_aff_intersect_domain(take(E->Ops[2]), Cond.copy()));
  IslPwAff F(isl_pw_aff_intersect_domain(take(E->Ops[3]),
                                         isl_set_complement(Cond.release())));
  return isl_pw_aff_union_add(T.release(), F.release());
}

IslSet IslExprBuilder::buildSet(const ExprRef &C, bool Negate) {
  switch (C->Op) {
  case Expr::True:
  case Expr::False:
    return IslSet((C->Op == Expr::True) != Negate
                      ? isl_set_universe(Space.copy())
                      : isl_set_empty(Space.copy()));
  case Expr::LNot:
    return buildSet(C->Ops[0], !Negate);
  case Expr::LAnd:
  case Expr::LOr: {
    IslSet A = buildSet(C->Ops[0], Negate), B = buildSet(C->Ops[1], Negate);
    if (!A || !B)
      return IslSet();
    bool Intersect = (C->Op == Expr::LAnd) != Negate;
    return IslSet(Intersect ? isl_set_intersect(A.release(), B.release())
                            : isl_set_union(A.release(), B.release()));
  }
  case Expr::Cmp: {
    if (!isQuasiAffine(C->Ops[0]) || !isQuasiAffine(C->Ops[1]))
      return IslSet();
    IslPwAff A = build(C->Ops[0]), B = build(C->Ops[1]);
    if (!A || !B)
      return IslSet();
    return IslSet(comparisonSet(Negate ? negate(C->Pred) : C->Pred, A.release(),
                                B.release()));
  }
  default: // an integer where a condition belongs
    return IslSet();
  }
}

namespace {
struct PointCollector {
  std::vector<std::vector<int64_t>> Points;
  unsigned Dims = 0;
  unsigned Cap = 0;
  bool Overflow = false;
};
} // namespace

static isl_stat collectPoint(isl_point *Pnt, void *User) {
  IslPoint P(Pnt);
  auto *PC = static_cast<PointCollector *>(User);
  if (PC->Points.size() >= PC->Cap) {
    PC->Overflow = true;
    return isl_stat_error;
  }
  std::vector<int64_t> V(PC->Dims);
  for (unsigned I = 0; I < PC->Dims; ++I) {
    IslVal X(isl_point_get_coordinate_val(P.get(), isl_dim_set, I));
    V[I] = isl_val_get_num_si(X.get());
  }
  PC->Points.push_back(std::move(V));
  return isl_stat_ok;
}

bool gpuperf::enumeratePoints(IslSet S, unsigned Cap,
                              std::vector<std::vector<int64_t>> &Out) {
  if (!S)
    return false;
  if (isl_set_is_bounded(S.get()) != isl_bool_true)
    return false;
  PointCollector PC;
  PC.Dims = unsigned(isl_set_dim(S.get(), isl_dim_set));
  PC.Cap = Cap;
  isl_stat Walked = isl_set_foreach_point(S.get(), collectPoint, &PC);
  if (PC.Overflow) {
    isl_ctx_reset_error(isl_set_get_ctx(S.get()));
    return false;
  }
  if (Walked != isl_stat_ok)
    return false; // ISL failed (its quota): the list is partial
  Out = std::move(PC.Points);
  return true;
}
