//===- AddrExpr.h - Address expressions over named symbols -------*- C++
//-*-===//
//
// A small, immutable expression tree for byte offsets of memory accesses over
// symbols: kernel scalar parameters, tid/ctaid/ntid/nctaid.{x,y,z}, loop
// induction variables (iteration numbers) and opaque lane-invariant terms.
// Operations: add, mul, floor-division and modulo by positive constants,
// min, max and select on a comparison (piecewise). Division and modulo use
// floor semantics (the result of a modulo is in [0, c)).
//
// The same tree is evaluated with plain integers (the brute-force oracle) and
// converted to an isl_pw_aff (WarpPattern.h); both must agree. Its kinds,
// predicates and their semantics (applyOp, holds) are also those of the index
// expressions and conditions of IR values (Divergence.h).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_ADDREXPR_H
#define GPUPERF_SYMBOLIC_ADDREXPR_H

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

enum class SymKind { Param, Tid, Ctaid, Ntid, Nctaid, IV, Opaque };

struct Symbol {
  SymKind Kind = SymKind::Param;
  unsigned Dim = 0; ///< 0..2 = x,y,z for the thread-index kinds
  std::string Name; ///< "n", "#2", "tid.x", "iv.for.body"
  /// Known inclusive bounds (for unknown values: the domain ISL works on).
  std::optional<int64_t> Lo, Hi;
  /// Concrete value where known (launch, --arg).
  std::optional<int64_t> Value;
};

/// All symbols one function's expressions refer to, by index.
class SymbolTable {
public:
  unsigned add(Symbol S);
  /// Index of the symbol with this kind and name, adding it if new.
  unsigned getOrAdd(SymKind K, unsigned Dim, const std::string &Name);
  const Symbol &operator[](unsigned I) const { return Syms[I]; }
  Symbol &operator[](unsigned I) { return Syms[I]; }
  unsigned size() const { return unsigned(Syms.size()); }

private:
  std::vector<Symbol> Syms;
};

int64_t floorDiv(int64_t A, int64_t C);
int64_t floorMod(int64_t A, int64_t C);

struct Expr;
using ExprRef = std::shared_ptr<const Expr>;

struct Expr {
  /// The kinds of every integer expression of the project. Sub, the bitwise
  /// kinds (And, Or, Xor, Shl, LShr: two's complement 64-bit), FloorDiv/Mod
  /// by an operand and the conditions (Cmp by Pred, LAnd, LOr, LNot, True,
  /// False: 1 or 0) occur only in index expressions of IR values
  /// (Divergence.h); ISL accepts the bitwise kinds once the right operand is
  /// a constant.
  enum OpKind {
    Const,
    Sym,
    Add,
    Mul,
    FloorDiv,
    Mod,
    Min,
    Max,
    Select,
    Sub,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    Cmp,
    LAnd,
    LOr,
    LNot,
    True,
    False
  };
  /// Comparisons on mathematical integers. Select nodes use LT, LE and EQ
  /// only (mkSelect swaps or flips the others).
  enum PredKind { LT, LE, EQ, NE, GT, GE };
  OpKind Op = Const;
  int64_t C = 0;      ///< Const value; divisor for FloorDiv/Mod
  unsigned SymId = 0; ///< Sym
  PredKind Pred = LT; ///< Select: (Ops[0] Pred Ops[1]) ? Ops[2] : Ops[3]
  std::vector<ExprRef> Ops;
};

/// A binary operation of kind K on two values: Add, Sub, Mul, FloorDiv, Mod,
/// Min, Max and the bitwise kinds. std::nullopt for a division or modulo by
/// zero and a shift by less than 0 or more than 62.
std::optional<int64_t> applyOp(Expr::OpKind K, int64_t A, int64_t B);
/// Whether L P R holds.
bool holds(Expr::PredKind P, int64_t L, int64_t R);
/// The predicate that holds exactly where P does not.
Expr::PredKind negate(Expr::PredKind P);

ExprRef mkConst(int64_t V);
ExprRef mkSym(unsigned Id);
ExprRef mkAdd(ExprRef A, ExprRef B);
ExprRef mkSub(ExprRef A, ExprRef B);
ExprRef mkMul(ExprRef A, ExprRef B);
/// Floor division by a constant; C must be nonzero (a negative C is folded).
ExprRef mkFloorDiv(ExprRef A, int64_t C);
/// Floor modulo by a constant > 0.
ExprRef mkMod(ExprRef A, int64_t C);
ExprRef mkMin(ExprRef A, ExprRef B);
ExprRef mkMax(ExprRef A, ExprRef B);
/// (L P R) ? T : F, for every predicate.
ExprRef mkSelect(Expr::PredKind P, ExprRef L, ExprRef R, ExprRef T, ExprRef F);

std::optional<int64_t> constValue(const ExprRef &E);

/// Evaluates with Vals[SymId]; nullopt when a needed symbol has no value.
std::optional<int64_t>
evaluate(const ExprRef &E, const std::vector<std::optional<int64_t>> &Vals);

/// Replaces every symbol that has a value in Vals by its value and folds.
ExprRef substitute(const ExprRef &E,
                   const std::vector<std::optional<int64_t>> &Vals);

/// True when E mentions a symbol for which Pred(symbol id) holds.
template <typename PredT> bool mentions(const ExprRef &E, PredT Pred) {
  if (E->Op == Expr::Sym)
    return Pred(E->SymId);
  for (const ExprRef &O : E->Ops)
    if (mentions(O, Pred))
      return true;
  return false;
}

/// True when every multiplication has at most one non-constant factor and
/// every select/min/max operand is quasi-affine (what ISL accepts).
bool isQuasiAffine(const ExprRef &E);

std::string print(const ExprRef &E, const SymbolTable &Syms);

} // namespace gpuperf

#endif
