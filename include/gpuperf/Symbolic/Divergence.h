//===- Divergence.h - Counting lanes that satisfy a branch condition -*- C++
//-*-//
//
// Baghsorkhi §3.1: a structural condition O(At + B, I(i)) over thread
// coordinates, loop induction variables and kernel parameters. The Graph
// layer lowers IR conditions into IdxExpr trees (no ISL there);
// this file counts, over the warps of the launch (and over loop iterations),
// how many warps take each side, how many diverge, and how many lanes are
// active on the true side.
//
// Counting uses ISL (C API, ISL_ON_ERROR_CONTINUE, operations quota): the set
//   { [ctaid..., w, k..., l] : lane l of warp w exists and cond(lane) }
// is built with tid.x/y/z written as quasi-affine functions of 32w+l, and
// counted with isl_set_count_val; projecting out l gives "some lane true"
// per warp. Iteration variables k of affine IVs become set dimensions, so
// eqs. (10)-(12) are counted exactly instead of by a closed-form estimate.
// A lane-by-lane brute-force evaluator of the same trees is the fallback
// (and the oracle the unit tests compare against).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_DIVERGENCE_H
#define GPUPERF_SYMBOLIC_DIVERGENCE_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/AddrExpr.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

/// Integer expression or condition over variables. Reserved variable names:
/// "tid.x", "tid.y", "tid.z", "ctaid.x", "ctaid.y", "ctaid.z"; anything else
/// is a parameter or a loop variable bound through DivergenceDomain.
struct IdxExpr {
  /// Sym is a variable by name; the binary kinds take two operands (the
  /// divisor of FloorDiv/Mod too), with Expr's semantics (applyOp). The
  /// condition kinds compare integers (Cmp) or combine conditions.
  Expr::OpKind K = Expr::Const;
  int64_t C = 0;               ///< Const value
  Expr::PredKind P = Expr::EQ; ///< Cmp: Ops[0] P Ops[1]
  std::string Name;            ///< Sym name
  std::vector<IdxExpr> Ops;

  static IdxExpr cst(int64_t V);
  static IdxExpr var(std::string N);
  static IdxExpr bin(Expr::OpKind O, IdxExpr A, IdxExpr B);
  static IdxExpr cmp(Expr::PredKind P, IdxExpr A, IdxExpr B);
  static IdxExpr land(IdxExpr A, IdxExpr B);
  static IdxExpr lor(IdxExpr A, IdxExpr B);
  static IdxExpr lnot(IdxExpr A);
  static IdxExpr truth(bool V);
  bool isConst() const { return K == Expr::Const; }
  /// Variables this expression mentions (sorted, unique).
  void vars(std::vector<std::string> &Out) const;
  std::string str() const;
};

/// An IdxExpr of a condition kind.
using CondExpr = IdxExpr;

/// Where the condition is evaluated.
struct DivergenceDomain {
  Dim3 Block, Grid;
  unsigned WarpSize = 32;
  /// Concrete values (kernel parameters, enumerated geometric IV values).
  std::map<std::string, int64_t> Fixed;
  /// Iteration variables counted as dimensions: name -> trip count N, the
  /// variable ranges over 0..N-1 (affine IVs are substituted by
  /// start + step * k before counting).
  std::map<std::string, int64_t> Ranged;
};

/// Counts over all (block, warp, iteration) instances of the domain.
struct DivergenceCount {
  double Warps = 0;            ///< warp instances
  double AnyTrue = 0;          ///< ... with at least one lane true
  double AnyFalse = 0;         ///< ... with at least one lane false
  double TrueLanes = 0;        ///< lanes evaluating true
  double LanesInTrueWarps = 0; ///< lanes of the warps with AnyTrue
  double LanesInFalseWarps = 0;
  double FalseLanes = 0;
  std::string Method; ///< "isl" or "brute-force"

  double diverged() const { return AnyTrue + AnyFalse - Warps; }
  double divergentWarpFraction() const {
    return Warps > 0 ? diverged() / Warps : 0;
  }
  double rhoTrue() const { return Warps > 0 ? AnyTrue / Warps : 0; }
  double rhoFalse() const { return Warps > 0 ? AnyFalse / Warps : 0; }
  /// Average fraction of a warp's lanes active on the true side, over the
  /// warps that run the true side.
  double activeLaneFractionTrue() const {
    return LanesInTrueWarps > 0 ? TrueLanes / LanesInTrueWarps : 0;
  }
  double activeLaneFractionFalse() const {
    return LanesInFalseWarps > 0 ? FalseLanes / LanesInFalseWarps : 0;
  }
};

/// The ISL string of the lane set (for dumps and tests); "" when the
/// condition is not quasi-affine after substituting Fixed.
std::string divergenceSetString(const CondExpr &C, const DivergenceDomain &D,
                                bool Negate);

/// Counts with ISL under an operations quota. std::nullopt when the
/// condition is not quasi-affine or the quota was hit.
std::optional<DivergenceCount>
countDivergenceISL(const CondExpr &C, const DivergenceDomain &D,
                   unsigned long MaxOperations = 2000000);

/// Evaluates lane by lane. std::nullopt when more than MaxEvaluations lane
/// evaluations would be needed or a variable is unbound.
std::optional<DivergenceCount>
countDivergenceBrute(const CondExpr &C, const DivergenceDomain &D,
                     uint64_t MaxEvaluations = 4000000);

/// ISL first, brute force second.
std::optional<DivergenceCount> countDivergence(const CondExpr &C,
                                               const DivergenceDomain &D);

/// Binds "tid.x/y/z" to the thread with linear index T of a block.
void bindThread(std::map<std::string, int64_t> &Env, const Dim3 &Block,
                uint64_t T);
/// Binds "ctaid.x/y/z" to the block with linear index B of the grid.
void bindBlock(std::map<std::string, int64_t> &Env, const Dim3 &Grid,
               uint64_t B);
/// True for the thread and block index variables ("tid.*", "ctaid.*").
bool isLaneVar(const std::string &V);
bool isBlockVar(const std::string &V);

/// Evaluates with every variable bound (conditions to 1 or 0); std::nullopt
/// if one is unbound or a division by zero occurs.
std::optional<int64_t> evalIdx(const IdxExpr &E,
                               const std::map<std::string, int64_t> &Env);
std::optional<bool> evalCond(const CondExpr &C,
                             const std::map<std::string, int64_t> &Env);

/// Substitutes Var -> expression and folds constants.
IdxExpr substitute(const IdxExpr &E, const std::map<std::string, IdxExpr> &S);

} // namespace gpuperf

#endif
