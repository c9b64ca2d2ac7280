//===- AddrExpr.h - Integer expressions over symbols ------------*- C++ -*-===//
//
// The one expression tree of the project: immutable nodes shared through
// ExprRef (so a lowering that reuses a sub-result builds a DAG) over symbols
// of a SymbolTable: kernel scalar parameters, tid/ctaid/ntid/nctaid.{x,y,z},
// loop iteration numbers, loop-header phis and opaque lane-invariant terms.
//
// Byte offsets of memory accesses (AccessAnalysis.h) use add, mul,
// floor-division and modulo by positive constants, min, max and select on a
// comparison (piecewise). Index expressions and conditions of IR values
// (ThreadExpr.h, Divergence.h) add sub, the bitwise kinds, division and
// modulo by an operand and the condition kinds. Division and modulo use
// floor semantics (the result of a modulo by c > 0 is in [0, c)).
//
// One evaluator (the brute-force oracle), one substitute and one printer
// serve both; IslExpr.h converts the quasi-affine ones to ISL. The two
// families of constructors fold differently (address: constants first in
// products; index: operands in IR order, constants last in sums), and
// ExprForm selects the matching printing and refolding, so that the text of
// both in reports is what it has always been.
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

struct Dim3;

/// IV: a loop's iteration number; Phi: the value of a loop-header phi.
enum class SymKind { Param, Tid, Ctaid, Ntid, Nctaid, IV, Opaque, Phi };

struct Symbol {
  SymKind Kind = SymKind::Param;
  unsigned Dim = 0; ///< 0..2 = x,y,z for the thread-index kinds
  std::string Name; ///< "n", "#2", "tid.x", "iv.for.body", "iv0.i"
  /// What getOrAdd finds the symbol by: its Name unless the client keyed it
  /// by the IR object it stands for (a loop, a phi) and named it for print.
  std::string Key;
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

/// The Symbol::Key of a loop's iteration symbol (the loop's address: unique,
/// never printed; the symbol prints as loopIterationName, IR/SourceLoc.h),
/// and whether a symbol is one.
std::string loopIterationKey(const void *Loop);
bool isLoopIterationSymbol(const Symbol &S);

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
  /// Comparisons on mathematical integers; the U kinds compare the
  /// operands as the IR's unsigned comparisons do, a negative value above
  /// every non-negative one (exact for values in the signed range of their
  /// width, as the rest of the arithmetic is). Select nodes use LT, LE, EQ,
  /// ULT and ULE only (mkSelect swaps or flips the others).
  enum PredKind { LT, LE, EQ, NE, GT, GE, ULT, ULE, UGT, UGE };
  OpKind Op = Const;
  int64_t C = 0;            ///< Const value; divisor for FloorDiv/Mod
  unsigned SymId = 0;       ///< Sym
  PredKind Pred = LT;       ///< Select: (Ops[0] Pred Ops[1]) ? Ops[2] : Ops[3];
                            ///< Cmp: Ops[0] Pred Ops[1]
  std::vector<ExprRef> Ops; ///< FloorDiv/Mod: divisor C, or Ops[1] if present
  /// Nodes of the expanded tree (a shared subtree counted at every use),
  /// saturating: what printing and evaluating E costs.
  uint32_t Size = 1;
};

/// How an expression prints and refolds after substitution: Address
/// ("4*x", "floor(x/4)", "(x mod 4)"; mk* constructors) or Index ("(x * 4)",
/// "(x / 4)", "(x % 4)"; mkIndexOp and the condition constructors).
enum class ExprForm { Address, Index };

/// Values of symbols by id (std::nullopt: unknown).
using SymValues = std::vector<std::optional<int64_t>>;

/// A binary operation of kind K on two values: Add, Sub, Mul, FloorDiv, Mod,
/// Min, Max and the bitwise kinds. std::nullopt for a division or modulo by
/// zero and a shift by less than 0 or more than 62.
std::optional<int64_t> applyOp(Expr::OpKind K, int64_t A, int64_t B);
/// Whether L P R holds.
bool holds(Expr::PredKind P, int64_t L, int64_t R);
/// The predicate that holds exactly where P does not.
Expr::PredKind negate(Expr::PredKind P);
/// The predicate Q with R Q L exactly where L P R.
Expr::PredKind swapped(Expr::PredKind P);
/// Whether P compares as unsigned (ULT, ULE, UGT, UGE).
bool isUnsigned(Expr::PredKind P);
/// P's order as a signed comparison: LT for ULT, ...; P itself if signed.
Expr::PredKind signedKind(Expr::PredKind P);

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

/// Index expressions of IR values: the binary operation K (Add, Sub, Mul,
/// FloorDiv, Mod, Min, Max and the bitwise kinds) with the IR lowering's
/// folding: constants fold, identities drop, a constant addend goes last,
/// shifts and low-bit masks by constants become products, divisions and
/// moduli, and the divisor of a division or modulo moves into C when it is a
/// constant.
ExprRef mkIndexOp(Expr::OpKind K, ExprRef A, ExprRef B);
/// Conditions (1 or 0 when evaluated).
ExprRef mkCmp(Expr::PredKind P, ExprRef A, ExprRef B);
ExprRef mkLAnd(ExprRef A, ExprRef B);
ExprRef mkLOr(ExprRef A, ExprRef B);
ExprRef mkLNot(ExprRef A);
ExprRef mkTruth(bool V);

std::optional<int64_t> constValue(const ExprRef &E);

/// Evaluates with Vals[SymId] (conditions to 1 or 0); std::nullopt when a
/// needed symbol has no value or a division by zero or shift out of range
/// occurs. A conjunction with a false side (a disjunction with a true one)
/// needs no value of the other.
std::optional<int64_t> evaluate(const ExprRef &E, const SymValues &Vals);

/// The values an expression can take: Lo <= E <= Hi, each end where known.
struct ValueRange {
  std::optional<int64_t> Lo, Hi;
};

/// The range of E by interval arithmetic over the symbols' values and
/// bounds (Symbol::Value, Lo, Hi); an end is missing where a symbol's is,
/// where an operation does not bound it (a division by an operand, most
/// bitwise operations) or where it overflows, and both are for E of over 256
/// nodes; a condition is {1, 1} or {0, 0} where its operands' ranges decide
/// it, else {0, 1}. Sound, not tight: a symbol that occurs twice ranges
/// freely in each occurrence.
ValueRange valueRange(const ExprRef &E, const SymbolTable &Syms);

/// valueRange over one block of the launch: the thread indices without a
/// value bounded by Block (symbol tables leave them open, the lanes of a
/// warp being the access domain's business).
ValueRange valueRangeInBlock(const ExprRef &E, const SymbolTable &Syms,
                             const Dim3 &Block);

/// valueRange(E, Syms).Lo: a value E never falls below.
std::optional<int64_t> lowerBound(const ExprRef &E, const SymbolTable &Syms);

/// Replaces every symbol S with By[S] non-null by By[S] and refolds the nodes
/// above it as F's constructors do (conditions keep their form). A subtree
/// that mentions none of them is returned as it is (the same node).
ExprRef substitute(const ExprRef &E, const std::vector<ExprRef> &By,
                   ExprForm F = ExprForm::Address);
/// Replaces every symbol that has a value in Vals by its value and folds.
ExprRef substitute(const ExprRef &E, const SymValues &Vals,
                   ExprForm F = ExprForm::Address);

/// The symbols E mentions, each once, in the order a left-to-right walk of
/// the expanded tree first meets them.
std::vector<unsigned> symbolsOf(const ExprRef &E);

/// True when E mentions a symbol for which Pred(symbol id) holds.
template <typename PredT> bool mentions(const ExprRef &E, PredT Pred) {
  if (E->Op == Expr::Sym)
    return Pred(E->SymId);
  for (const ExprRef &O : E->Ops)
    if (mentions(O, Pred))
      return true;
  return false;
}

/// True when every multiplication has at most one non-constant factor, every
/// division and modulo is by a constant (a positive one for modulo), no
/// bitwise kind remains and every operand is quasi-affine (what ISL accepts).
bool isQuasiAffine(const ExprRef &E);

std::string print(const ExprRef &E, const SymbolTable &Syms,
                  ExprForm F = ExprForm::Address);

} // namespace gpuperf

#endif
