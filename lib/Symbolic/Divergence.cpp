//===- Divergence.cpp - Counting lanes that satisfy a branch condition ----===//
#include "gpuperf/Symbolic/Divergence.h"
#include "gpuperf/Symbolic/IslGuard.h"
#include "gpuperf/Symbolic/IslPtr.h"

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/val.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <sstream>

using namespace gpuperf;

//===-- Expression trees --------------------------------------------------===//

IdxExpr IdxExpr::cst(int64_t V) {
  IdxExpr E;
  E.K = Expr::Const;
  E.C = V;
  return E;
}
IdxExpr IdxExpr::var(std::string N) {
  IdxExpr E;
  E.K = Expr::Sym;
  E.Name = std::move(N);
  return E;
}

IdxExpr IdxExpr::bin(Expr::OpKind O, IdxExpr A, IdxExpr B) {
  if (A.isConst() && B.isConst())
    if (auto V = applyOp(O, A.C, B.C))
      return cst(*V);
  // Light algebraic folding keeps ISL strings short.
  if ((O == Expr::Add || O == Expr::Sub) && B.isConst() && B.C == 0)
    return A;
  if (O == Expr::Add && A.isConst() && A.C == 0)
    return B;
  if (O == Expr::Mul &&
      ((A.isConst() && A.C == 0) || (B.isConst() && B.C == 0)))
    return cst(0);
  if (O == Expr::Mul && B.isConst() && B.C == 1)
    return A;
  if (O == Expr::Mul && A.isConst() && A.C == 1)
    return B;
  if (O == Expr::FloorDiv && B.isConst() && B.C == 1)
    return A;
  if (O == Expr::Add && A.isConst())
    std::swap(A, B);
  if (O == Expr::Add && B.isConst() && A.K == Expr::Add && A.Ops[1].isConst())
    return bin(Expr::Add, A.Ops[0], cst(A.Ops[1].C + B.C));
  if (O == Expr::Sub && B.isConst())
    return bin(Expr::Add, A, cst(-B.C));
  if (O == Expr::Shl && B.isConst() && B.C >= 0 && B.C < 62)
    return bin(Expr::Mul, A, cst(int64_t(1) << B.C));
  if (O == Expr::LShr && B.isConst() && B.C >= 0 && B.C < 62)
    return bin(Expr::FloorDiv, A, cst(int64_t(1) << B.C));
  if (O == Expr::And && B.isConst() && B.C > 0 && ((B.C + 1) & B.C) == 0)
    return bin(Expr::Mod, A, cst(B.C + 1));
  if (O == Expr::And && A.isConst() && A.C > 0 && ((A.C + 1) & A.C) == 0)
    return bin(Expr::Mod, B, cst(A.C + 1));
  IdxExpr E;
  E.K = O;
  E.Ops.push_back(std::move(A));
  E.Ops.push_back(std::move(B));
  return E;
}

void IdxExpr::vars(std::vector<std::string> &Out) const {
  if (K == Expr::Sym) {
    if (std::find(Out.begin(), Out.end(), Name) == Out.end())
      Out.push_back(Name);
    return;
  }
  for (const IdxExpr &O : Ops)
    O.vars(Out);
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
  case Expr::Min:
    return "min";
  case Expr::Max:
    return "max";
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
    return "";
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
  }
  return "";
}

std::string IdxExpr::str() const {
  switch (K) {
  case Expr::Const:
    return std::to_string(C);
  case Expr::Sym:
    return Name;
  case Expr::Min:
  case Expr::Max:
    return std::string(opText(K)) + "(" + Ops[0].str() + ", " + Ops[1].str() +
           ")";
  case Expr::Cmp:
    return Ops[0].str() + " " + predText(P) + " " + Ops[1].str();
  case Expr::LAnd:
    return "(" + Ops[0].str() + " && " + Ops[1].str() + ")";
  case Expr::LOr:
    return "(" + Ops[0].str() + " || " + Ops[1].str() + ")";
  case Expr::LNot:
    return "!(" + Ops[0].str() + ")";
  case Expr::True:
    return "true";
  case Expr::False:
    return "false";
  default:
    return "(" + Ops[0].str() + " " + opText(K) + " " + Ops[1].str() + ")";
  }
}

IdxExpr IdxExpr::cmp(Expr::PredKind P, IdxExpr A, IdxExpr B) {
  IdxExpr E;
  E.K = Expr::Cmp;
  E.P = P;
  E.Ops = {std::move(A), std::move(B)};
  return E;
}
IdxExpr IdxExpr::land(IdxExpr A, IdxExpr B) {
  IdxExpr E;
  E.K = Expr::LAnd;
  E.Ops = {std::move(A), std::move(B)};
  return E;
}
IdxExpr IdxExpr::lor(IdxExpr A, IdxExpr B) {
  IdxExpr E;
  E.K = Expr::LOr;
  E.Ops = {std::move(A), std::move(B)};
  return E;
}
IdxExpr IdxExpr::lnot(IdxExpr A) {
  IdxExpr E;
  E.K = Expr::LNot;
  E.Ops = {std::move(A)};
  return E;
}
IdxExpr IdxExpr::truth(bool V) {
  IdxExpr E;
  E.K = V ? Expr::True : Expr::False;
  return E;
}

void gpuperf::bindThread(std::map<std::string, int64_t> &Env, const Dim3 &Block,
                         uint64_t T) {
  Env["tid.x"] = int64_t(T % Block.X);
  Env["tid.y"] = int64_t((T / Block.X) % Block.Y);
  Env["tid.z"] = int64_t(T / (uint64_t(Block.X) * Block.Y));
}

void gpuperf::bindBlock(std::map<std::string, int64_t> &Env, const Dim3 &Grid,
                        uint64_t B) {
  Env["ctaid.x"] = int64_t(B % Grid.X);
  Env["ctaid.y"] = int64_t((B / Grid.X) % Grid.Y);
  Env["ctaid.z"] = int64_t(B / (uint64_t(Grid.X) * Grid.Y));
}

bool gpuperf::isBlockVar(const std::string &V) {
  return V.rfind("ctaid.", 0) == 0;
}

bool gpuperf::isLaneVar(const std::string &V) {
  return V.rfind("tid.", 0) == 0 || isBlockVar(V);
}

std::optional<int64_t>
gpuperf::evalIdx(const IdxExpr &E, const std::map<std::string, int64_t> &Env) {
  switch (E.K) {
  case Expr::Const:
    return E.C;
  case Expr::True:
    return 1;
  case Expr::False:
    return 0;
  case Expr::Sym: {
    auto It = Env.find(E.Name);
    if (It == Env.end())
      return std::nullopt;
    return It->second;
  }
  default:
    break;
  }
  int64_t V[2] = {0, 0};
  for (size_t I = 0; I < E.Ops.size(); ++I) {
    auto X = evalIdx(E.Ops[I], Env);
    if (!X)
      return std::nullopt;
    V[I] = *X;
  }
  switch (E.K) {
  case Expr::Cmp:
    return holds(E.P, V[0], V[1]);
  case Expr::LAnd:
    return V[0] && V[1];
  case Expr::LOr:
    return V[0] || V[1];
  case Expr::LNot:
    return !V[0];
  default:
    return applyOp(E.K, V[0], V[1]);
  }
}

std::optional<bool>
gpuperf::evalCond(const CondExpr &C,
                  const std::map<std::string, int64_t> &Env) {
  auto V = evalIdx(C, Env);
  if (!V)
    return std::nullopt;
  return *V != 0;
}

IdxExpr gpuperf::substitute(const IdxExpr &E,
                            const std::map<std::string, IdxExpr> &S) {
  switch (E.K) {
  case Expr::Sym: {
    auto It = S.find(E.Name);
    return It == S.end() ? E : It->second;
  }
  case Expr::Const:
    return E;
  case Expr::Cmp:
  case Expr::LAnd:
  case Expr::LOr:
  case Expr::LNot:
  case Expr::True:
  case Expr::False: {
    // Conditions are kept as they are; only their integers fold.
    IdxExpr R = E;
    for (IdxExpr &O : R.Ops)
      O = substitute(O, S);
    return R;
  }
  default:
    return IdxExpr::bin(E.K, substitute(E.Ops[0], S), substitute(E.Ops[1], S));
  }
}

//===-- ISL ---------------------------------------------------------------===//

namespace {
/// Writes quasi-affine ISL syntax; fails on products of two variables.
struct IslWriter {
  std::map<std::string, std::string> VarText;
  bool Ok = true;

  std::string idx(const IdxExpr &E) {
    switch (E.K) {
    case Expr::Const:
      return "(" + std::to_string(E.C) + ")";
    case Expr::Sym: {
      auto It = VarText.find(E.Name);
      if (It == VarText.end()) {
        Ok = false;
        return "0";
      }
      return "(" + It->second + ")";
    }
    case Expr::Add:
      return "(" + idx(E.Ops[0]) + " + " + idx(E.Ops[1]) + ")";
    case Expr::Sub:
      return "(" + idx(E.Ops[0]) + " - " + idx(E.Ops[1]) + ")";
    case Expr::Mul:
      if (E.Ops[0].isConst())
        return "(" + std::to_string(E.Ops[0].C) + " * " + idx(E.Ops[1]) + ")";
      if (E.Ops[1].isConst())
        return "(" + std::to_string(E.Ops[1].C) + " * " + idx(E.Ops[0]) + ")";
      Ok = false;
      return "0";
    case Expr::FloorDiv:
    case Expr::Mod: {
      if (!E.Ops[1].isConst() || E.Ops[1].C == 0) {
        Ok = false;
        return "0";
      }
      int64_t D = E.Ops[1].C;
      if (E.K == Expr::FloorDiv) {
        std::string A = idx(E.Ops[0]);
        if (D < 0)
          return "floor((-" + A + ")/" + std::to_string(-D) + ")";
        return "floor(" + A + "/" + std::to_string(D) + ")";
      }
      if (D < 0) {
        Ok = false;
        return "0";
      }
      return "(" + idx(E.Ops[0]) + " mod " + std::to_string(D) + ")";
    }
    case Expr::Min:
      return "min(" + idx(E.Ops[0]) + ", " + idx(E.Ops[1]) + ")";
    case Expr::Max:
      return "max(" + idx(E.Ops[0]) + ", " + idx(E.Ops[1]) + ")";
    default:
      break;
    }
    Ok = false;
    return "0";
  }

  std::string cond(const CondExpr &C, bool Neg) {
    switch (C.K) {
    case Expr::True:
      return Neg ? "1 = 0" : "1 = 1";
    case Expr::False:
      return Neg ? "1 = 1" : "1 = 0";
    case Expr::LNot:
      return cond(C.Ops[0], !Neg);
    case Expr::LAnd:
    case Expr::LOr: {
      bool IsAnd = (C.K == Expr::LAnd) != Neg;
      return "((" + cond(C.Ops[0], Neg) + (IsAnd ? ") and (" : ") or (") +
             cond(C.Ops[1], Neg) + "))";
    }
    case Expr::Cmp: {
      std::string A = idx(C.Ops[0]), B = idx(C.Ops[1]);
      Expr::PredKind P = Neg ? negate(C.P) : C.P;
      switch (P) {
      case Expr::EQ:
        return A + " = " + B;
      case Expr::NE:
        return "(" + A + " < " + B + " or " + A + " > " + B + ")";
      case Expr::LT:
        return A + " < " + B;
      case Expr::LE:
        return A + " <= " + B;
      case Expr::GT:
        return A + " > " + B;
      case Expr::GE:
        return A + " >= " + B;
      }
    }
    default:
      break;
    }
    Ok = false;
    return "";
  }
};

/// The variables of C after fixing D.Fixed, and the condition itself.
struct Prepared {
  CondExpr C;
  std::vector<std::string> Vars;
  bool UsesCtaid[3] = {false, false, false};
  std::vector<std::pair<std::string, int64_t>> Ranged;
  bool Ok = true;
};

Prepared prepare(const CondExpr &C, const DivergenceDomain &D) {
  Prepared P;
  std::map<std::string, IdxExpr> S;
  for (auto &[N, V] : D.Fixed)
    S[N] = IdxExpr::cst(V);
  P.C = substitute(C, S);
  P.C.vars(P.Vars);
  static const char *Cta[] = {"ctaid.x", "ctaid.y", "ctaid.z"};
  for (const std::string &V : P.Vars) {
    bool Known = V == "tid.x" || V == "tid.y" || V == "tid.z";
    for (int I = 0; I < 3; ++I)
      if (V == Cta[I]) {
        P.UsesCtaid[I] = true;
        Known = true;
      }
    auto R = D.Ranged.find(V);
    if (R != D.Ranged.end()) {
      P.Ranged.push_back(*R);
      Known = true;
    }
    if (!Known)
      P.Ok = false;
  }
  return P;
}

std::string laneSet(const Prepared &P, const DivergenceDomain &D,
                    const CondExpr *Cond, bool Neg, bool &Ok) {
  IslWriter W;
  std::string Lin = "(" + std::to_string(D.WarpSize) + " * w + l)";
  int64_t BX = D.Block.X, BY = D.Block.Y;
  W.VarText["tid.x"] =
      D.Block.Y * D.Block.Z == 1 ? Lin : Lin + " mod " + std::to_string(BX);
  W.VarText["tid.y"] =
      "floor(" + Lin + "/" + std::to_string(BX) + ") mod " + std::to_string(BY);
  W.VarText["tid.z"] = "floor(" + Lin + "/" + std::to_string(BX * BY) + ")";
  std::vector<std::string> Dims;
  std::string Cons;
  static const char *Cta[] = {"ctaid.x", "ctaid.y", "ctaid.z"};
  unsigned G[3] = {D.Grid.X, D.Grid.Y, D.Grid.Z};
  for (int I = 0; I < 3; ++I)
    if (P.UsesCtaid[I]) {
      std::string N = "b" + std::to_string(I);
      Dims.push_back(N);
      W.VarText[Cta[I]] = N;
      Cons += " and 0 <= " + N + " < " + std::to_string(G[I]);
    }
  unsigned Warps = unsigned((D.Block.size() + D.WarpSize - 1) / D.WarpSize);
  Dims.push_back("w");
  Cons += " and 0 <= w < " + std::to_string(Warps);
  for (size_t I = 0; I < P.Ranged.size(); ++I) {
    std::string N = "k" + std::to_string(I);
    Dims.push_back(N);
    W.VarText[P.Ranged[I].first] = N;
    Cons += " and 0 <= " + N + " < " + std::to_string(P.Ranged[I].second);
  }
  Dims.push_back("l");
  std::string S = "{ [";
  for (size_t I = 0; I < Dims.size(); ++I)
    S += (I ? ", " : "") + Dims[I];
  S += "] : 0 <= l < " + std::to_string(D.WarpSize) + " and " + Lin + " < " +
       std::to_string(D.Block.size()) + Cons;
  if (Cond)
    S += " and (" + W.cond(*Cond, Neg) + ")";
  S += " }";
  Ok = W.Ok;
  return S;
}

std::optional<double> countSet(const IslSet &S) {
  if (!S)
    return std::nullopt;
  IslVal V(isl_set_count_val(S.get()));
  if (!V || !isl_val_is_int(V.get()))
    return std::nullopt;
  return isl_val_get_d(V.get());
}
} // namespace

std::string gpuperf::divergenceSetString(const CondExpr &C,
                                         const DivergenceDomain &D,
                                         bool Negate) {
  Prepared P = prepare(C, D);
  if (!P.Ok)
    return "";
  bool Ok = true;
  std::string S = laneSet(P, D, &P.C, Negate, Ok);
  return Ok ? S : "";
}

std::optional<DivergenceCount>
gpuperf::countDivergenceISL(const CondExpr &C, const DivergenceDomain &D,
                            unsigned long MaxOperations) {
  Prepared P = prepare(C, D);
  if (!P.Ok)
    return std::nullopt;
  bool Ok1 = true, Ok2 = true, Ok3 = true;
  std::string TS = laneSet(P, D, &P.C, false, Ok1);
  std::string FS = laneSet(P, D, &P.C, true, Ok2);
  std::string VS = laneSet(P, D, nullptr, false, Ok3);
  if (!Ok1 || !Ok2 || !Ok3)
    return std::nullopt;

  IslContext Context;
  isl_ctx *Ctx = Context.get();
  IslQuotaGuard Quota(Ctx, MaxOperations);
  IslSet T(isl_set_read_from_str(Ctx, TS.c_str()));
  IslSet F(isl_set_read_from_str(Ctx, FS.c_str()));
  IslSet V(isl_set_read_from_str(Ctx, VS.c_str()));
  DivergenceCount R;
  R.Method = "isl";
  bool Good = T && F && V;
  auto count = [&](const IslSet &S, double &Out) {
    std::optional<double> N = Good ? countSet(S) : std::nullopt;
    Good = N.has_value();
    if (Good)
      Out = *N;
  };
  if (Good) {
    unsigned L = isl_set_dim(V.get(), isl_dim_set) - 1;
    auto proj = [&](const IslSet &S) {
      return IslSet(isl_set_project_out(S.copy(), isl_dim_set, L, 1));
    };
    auto lanesOf = [&](IslSet WarpSet) {
      return IslSet(isl_set_intersect(
          V.copy(), isl_set_add_dims(WarpSet.release(), isl_dim_set, 1)));
    };
    count(T, R.TrueLanes);
    count(F, R.FalseLanes);
    count(proj(V), R.Warps);
    count(proj(T), R.AnyTrue);
    count(proj(F), R.AnyFalse);
    count(lanesOf(proj(T)), R.LanesInTrueWarps);
    count(lanesOf(proj(F)), R.LanesInFalseWarps);
  }
  if (!Good || Quota.failed())
    return std::nullopt; // the caller falls back to brute force
  return R;
}

std::optional<DivergenceCount>
gpuperf::countDivergenceBrute(const CondExpr &C, const DivergenceDomain &D,
                              uint64_t MaxEvaluations) {
  Prepared P = prepare(C, D);
  if (!P.Ok)
    return std::nullopt;
  uint64_t Blocks = 1;
  unsigned G[3] = {1, 1, 1};
  unsigned Full[3] = {D.Grid.X, D.Grid.Y, D.Grid.Z};
  for (int I = 0; I < 3; ++I)
    if (P.UsesCtaid[I]) {
      G[I] = Full[I];
      Blocks *= G[I];
    }
  uint64_t Iters = 1;
  for (auto &R : P.Ranged)
    Iters *= uint64_t(std::max<int64_t>(R.second, 0));
  uint64_t Lanes = D.Block.size();
  if (Blocks * Iters * Lanes > MaxEvaluations)
    return std::nullopt;
  DivergenceCount R;
  R.Method = "brute-force";
  std::map<std::string, int64_t> Env;
  unsigned Warps = unsigned((Lanes + D.WarpSize - 1) / D.WarpSize);
  static const char *Cta[] = {"ctaid.x", "ctaid.y", "ctaid.z"};
  for (unsigned BZ = 0; BZ < G[2]; ++BZ)
    for (unsigned BY = 0; BY < G[1]; ++BY)
      for (unsigned BX = 0; BX < G[0]; ++BX) {
        Env[Cta[0]] = BX;
        Env[Cta[1]] = BY;
        Env[Cta[2]] = BZ;
        for (uint64_t It = 0; It < Iters; ++It) {
          uint64_t Rest = It;
          for (auto &Rg : P.Ranged) {
            Env[Rg.first] = int64_t(Rest % uint64_t(Rg.second));
            Rest /= uint64_t(Rg.second);
          }
          for (unsigned W = 0; W < Warps; ++W) {
            unsigned NT = 0, NF = 0, NL = 0;
            for (unsigned L = 0; L < D.WarpSize; ++L) {
              uint64_t Lin = uint64_t(W) * D.WarpSize + L;
              if (Lin >= Lanes)
                break;
              bindThread(Env, D.Block, Lin);
              auto V = evalCond(P.C, Env);
              if (!V)
                return std::nullopt;
              ++NL;
              (*V ? NT : NF)++;
            }
            R.Warps += 1;
            R.TrueLanes += NT;
            R.FalseLanes += NF;
            if (NT) {
              R.AnyTrue += 1;
              R.LanesInTrueWarps += NL;
            }
            if (NF) {
              R.AnyFalse += 1;
              R.LanesInFalseWarps += NL;
            }
          }
        }
      }
  return R;
}

std::optional<DivergenceCount>
gpuperf::countDivergence(const CondExpr &C, const DivergenceDomain &D) {
  if (auto R = countDivergenceISL(C, D))
    return R;
  return countDivergenceBrute(C, D);
}
