//===- IRLowering.h - LLVM IR values and SCEVs as expressions ---*- C++ -*-===//
//
// The one lowering of a kernel's integer values to Expr (AddrExpr.h), as
// Polly's SCEVAffinator is the one lowering of SCEV to ISL: one walk over
// SCEV nodes, one over integer IR values and one over i1 conditions. The
// access analysis lowers byte offsets and guards with it, divergence and
// uniformity lower lane predicates (ThreadExpr.h), and loop trip counts
// lower SCEV trip counts and induction variables.
//
// The rules for each operation live here, once: the truncation rule, the
// special registers, which operations each ExprForm keeps. The Address form
// keeps what ISL accepts (quasi-affine: division, modulo and shifts by
// constants, low-bit masks, disjoint or, select on a comparison) and fails
// on the rest with a sentence; the Index form keeps every integer operation,
// for the brute-force evaluator.
//
// What differs between clients is a policy, given by overriding the hooks:
// how an operand is reached (through SCEV, or value by value with a depth
// bound) and memoised; the symbols of kernel parameters, thread indices and
// loop variables (SCEV's recurrences or loop-header phis); how a phi that is
// no recurrence merges; and what becomes of a failure or an assumption.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_IRLOWERING_H
#define GPUPERF_SYMBOLIC_IRLOWERING_H

#include "gpuperf/IR/Reason.h"
#include "gpuperf/Symbolic/AddrExpr.h"

#include <string>

namespace llvm {
class APInt;
class Argument;
class BinaryOperator;
class ICmpInst;
class Loop;
class PHINode;
class SCEV;
class SCEVAddRecExpr;
class ScalarEvolution;
class SelectInst;
class Value;
} // namespace llvm

namespace gpuperf {

/// V as a message names it, in the user's terms where the IR keeps them:
/// its source variable (`i`, from a debug record), a parameter's source name
/// (`in`, else #2), else where it is computed ("the load at k.cu:12:5";
/// an IR name clang made up, offset.1121, says nothing to the user), else as
/// the IR prints it as an operand (%offset.1121, %3, 7).
std::string operandText(const llvm::Value &V);

/// V's name as a symbol prints in expressions: its source variable, else its
/// IR name without clang's numbering (i.013 is i), else as the IR prints it
/// as an operand (%3).
std::string valueName(const llvm::Value &V);

class IRLowering {
public:
  /// ValueSigns: SCEV, whose facts about an IR value's sign hold for its
  /// expression where the client's casts go through SCEV (their wrapping
  /// stated), as the Address form's do.
  IRLowering(ExprForm Form, const SymbolTable &Symbols,
             llvm::ScalarEvolution *ValueSigns = nullptr)
      : Form(Form), Symbols(Symbols), ValueSigns(ValueSigns) {}
  virtual ~IRLowering() = default;

  /// One SCEV node; its operands through scevOperand.
  ExprRef lowerSCEV(const llvm::SCEV *S);
  /// An integer IR value; its operands through valueOperand.
  ExprRef lowerValue(const llvm::Value *V);
  /// An i1 value as a condition; sub-conditions through conditionOperand.
  ExprRef lowerCondition(const llvm::Value *V);
  /// The thread's lane: its linear index in the block, modulo 32 (%laneid).
  ExprRef laneIndex();

protected:
  /// How operands are reached: clients memoise and bound the recursion.
  virtual ExprRef scevOperand(const llvm::SCEV *S) { return lowerSCEV(S); }
  /// A SCEV leaf that SCEV could not see into.
  virtual ExprRef scevUnknown(const llvm::Value *V) { return lowerValue(V); }
  virtual ExprRef valueOperand(const llvm::Value *V) = 0;
  virtual ExprRef conditionOperand(const llvm::Value *V) {
    return lowerCondition(V);
  }

  /// The symbols.
  virtual ExprRef parameter(const llvm::Argument &A) = 0;
  /// tid, ctaid, ntid or nctaid along Dim (0..2 = x, y, z).
  virtual ExprRef threadIndex(SymKind K, unsigned Dim) = 0;
  /// The iteration number of loop L, for an affine recurrence of L.
  virtual ExprRef loopIteration(const llvm::Loop &L) = 0;
  /// Address form: whether E, not a constant, becomes one once the client
  /// substitutes values for its symbols; then a division, modulo or mask by
  /// E is kept (quasi-affine after the substitution) instead of failing.
  virtual bool constantOnceSubstituted(const ExprRef &E) const { return false; }
  /// An integer phi that SCEV (or the client) does not see as a recurrence.
  virtual ExprRef phi(const llvm::PHINode &P) = 0;
  /// The values E takes: its valueRange over the symbols, with what the
  /// client knows of them besides (the thread indices' launch bounds).
  virtual ValueRange rangeOf(const ExprRef &E) const {
    return valueRange(E, Symbols);
  }

  /// Records why a value has no expression (the first reason is kept).
  virtual ExprRef fail(const std::string &Why, bool DataDependent) {
    return nullptr;
  }
  /// Records an assumption an expression rests on.
  virtual void assume(Reason R) {}

  /// Constructors of the client's form.
  ExprRef op(Expr::OpKind K, ExprRef A, ExprRef B) const;
  ExprRef compare(Expr::PredKind P, ExprRef A, ExprRef B) const;
  ExprRef logicalAnd(ExprRef A, ExprRef B) const;
  ExprRef logicalOr(ExprRef A, ExprRef B) const;
  ExprRef logicalNot(ExprRef A) const;
  ExprRef truth(bool V) const;
  /// Comparison Cmp as a condition, or, given OnTrue and OnFalse, as the
  /// value a select on it takes. ReadSigned: an unsigned Cmp as the signed
  /// one, where the caller knows both to agree.
  ExprRef comparison(const llvm::ICmpInst &Cmp, ExprRef OnTrue = nullptr,
                     ExprRef OnFalse = nullptr, bool ReadSigned = false);
  ExprRef extendedComparison(const llvm::Value &V, bool Signed);

  /// Whether expression E of IR value V is never negative: lowerBound over
  /// the symbols' values and bounds, else (given ValueSigns) SCEV's fact
  /// about V. Unsigned comparisons, minima and maxima of such values are
  /// the signed ones, which read (and cost ISL) less. Without ValueSigns
  /// (the Index form, which reads an IR zext or logical shift of a negative
  /// value as that value, unstated) only E decides: there the unsigned
  /// comparison is what stays exact.
  bool knownNonNegative(const ExprRef &E, const llvm::Value *V) const;
  /// The same for expression E of SCEV node S.
  bool knownNonNegative(const ExprRef &E, const llvm::SCEV *S) const;
  /// The smaller (Min) or larger of A and B as unsigned integers of the IR.
  ExprRef unsignedMinMax(bool Min, ExprRef A, ExprRef B) const;

  /// E, the exact result of Bits-bit arithmetic that may wrap (an add, sub,
  /// mul or shl without nsw: `threadIdx.x * k` is unsigned arithmetic),
  /// reduced into the signed range where its range is known and leaves it,
  /// as the IR's bits read as signed. Where the range is unknown the exact
  /// result is kept: it rests on a value the launch does not give.
  ExprRef wrappedTo(ExprRef E, unsigned Bits) const;

  const ExprForm Form;
  const SymbolTable &Symbols; ///< the symbols the expressions refer to

private:
  ExprRef recurrence(const llvm::SCEVAddRecExpr &AR);
  ExprRef specialRegister(unsigned IntrinsicID, const llvm::Value &V);
  ExprRef binary(const llvm::BinaryOperator &BO);
  ExprRef addressBinary(const llvm::BinaryOperator &BO);
  ExprRef shiftOnceSubstituted(const llvm::BinaryOperator &BO);
  ExprRef bitRangeOf(const ExprRef &X, const llvm::APInt &Mask);
  ExprRef select(const llvm::SelectInst &S);
  /// E truncated to Bits bits: a modulo below 31 bits; the narrow bits read
  /// as signed (wrappedTo) where E's range is known and leaves their signed
  /// range; otherwise E, with "casts assumed not to wrap" unless E's
  /// valueRange fits.
  ExprRef truncated(ExprRef E, unsigned Bits);
  /// E, an integer of FromBits bits, zero- or sign-extended (Signed). Where
  /// nothing inside E wraps (noWrapBelow) and its range is the narrow
  /// type's: E where the range shows the value unchanged, E moved by
  /// 2^FromBits where the whole range is on the side that wraps, a modulo
  /// where it straddles the wrap. The Index form extends any other value
  /// as a modulo too; else E under "casts assumed not to wrap".
  ExprRef extended(ExprRef E, unsigned FromBits, bool Signed);
  /// wrappedTo for a binary operator of the IR (unchanged where it has nsw).
  ExprRef wrapped(const llvm::BinaryOperator &BO, ExprRef E) const;
  /// E, an integer of Bits bits that an unsigned division, remainder or
  /// logical shift reads, as that unsigned value where E's range reaches
  /// below zero (a difference some lanes take negative): E + 2^Bits where
  /// the whole range is negative, else E modulo 2^Bits. E where its lower
  /// end is unknown (the Address form states its division assumption).
  ExprRef asUnsigned(ExprRef E, unsigned Bits) const;
  /// L sdiv R, or L srem R (Remainder): C's truncating division. By a
  /// negative R, the negated quotient by -R (the remainder by -R); by an R
  /// of either sign, a select on it in the Index form, the floor reading in
  /// the Address form (under its stated assumption).
  ExprRef signedDivision(ExprRef L, ExprRef R, bool Remainder) const;
  /// signedDivision by an R known positive: the floor division where L is
  /// never negative; where L's range reaches below zero, a select on L's
  /// sign. Floor division where L's lower end is unknown (the Address form
  /// states it).
  ExprRef positiveDivision(ExprRef L, ExprRef R, bool Remainder) const;
  /// The representative of E modulo 2^Bits in the signed range.
  ExprRef signedModulo(ExprRef E, unsigned Bits) const;
  void assumeCastsDoNotWrap();
  /// Whether every value of E lies in [Lo, Hi] (rangeOf, both ends known).
  bool within(const ExprRef &E, int64_t Lo, int64_t Hi) const;
  /// Whether every operation below E's top stays within the signed range of
  /// Bits bits, so that E computes what the IR's narrow arithmetic does (a
  /// product that wraps and is shifted back into range does not).
  bool noWrapBelow(const ExprRef &E, unsigned Bits) const;

  llvm::ScalarEvolution *ValueSigns;
};

} // namespace gpuperf

#endif
