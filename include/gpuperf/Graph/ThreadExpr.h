//===- ThreadExpr.h - IR values as expressions in tid, ctaid, IVs -*- C++ -*-=//
//
// Lowers integer SSA values and i1 conditions into index expressions
// (AddrExpr.h, ExprForm::Index) over the builder's SymbolTable: tid.x/y/z,
// ctaid.x/y/z, kernel parameters by source name (or "#i" when unnamed; their
// Symbol::Value is the launch's argument where --arg gives one), and one
// symbol per loop-header phi, named "iv<N>.<name>". ntid/nctaid/warpsize
// become constants of the concrete launch. Values that come from memory,
// unknown calls or non-integer arithmetic have no expression (null).
// Integer wrap-around and the signedness of comparisons are ignored
// (mathematical integers), which is exact while values stay in range.
//
// Lowering is memoised per value (and recursion depth, which is bounded), so
// a value used twice shares one node: the result is a DAG, built in time
// linear in the use-def graph. An expression whose expanded tree exceeds
// MaxExprSize nodes is unknown and recorded (boundHit), because printing,
// evaluating and counting it costs its expanded size: xorshift rounds or
// x + x chains double it per instruction.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_THREADEXPR_H
#define GPUPERF_GRAPH_THREADEXPR_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/AddrExpr.h"
#include "gpuperf/Symbolic/Divergence.h"

#include "llvm/ADT/DenseMap.h"

#include <string>
#include <utility>
#include <vector>

namespace llvm {
class Argument;
class Function;
class LoopInfo;
class PHINode;
class Value;
} // namespace llvm

namespace gpuperf {

class ThreadExprBuilder {
public:
  /// Largest expanded expression kept (nodes); larger ones are unknown.
  static constexpr uint32_t MaxExprSize = 256;
  /// Deepest use-def recursion followed.
  static constexpr unsigned MaxDepth = 48;

  ThreadExprBuilder(const llvm::Function &F, const llvm::LoopInfo &LI,
                    const ResolvedLaunch &L);

  /// V as an index expression or a condition; null when it has none.
  ExprRef idx(const llvm::Value *V);
  ExprRef cond(const llvm::Value *V);
  /// The bound that left V without an expression (as idx or cond asked).
  enum class Bound { None, Size, Depth };
  Bound boundHit(const llvm::Value *V) const;
  /// " (its expression exceeds 256 nodes)" or " (its use-def chain is over
  /// 48 values deep)" when a bound is why V has no expression; "" otherwise.
  std::string boundNote(const llvm::Value *V) const;

  SymbolTable &symbols() { return Syms; }
  const SymbolTable &symbols() const { return Syms; }
  const LaneSymbols &lanes() const { return Lanes; }
  /// The loop-header phi a Phi symbol stands for; null for other symbols.
  const llvm::PHINode *phiOf(unsigned Sym) const;
  /// Every symbol's concrete value where known (the launch's arguments).
  SymValues fixedValues() const;
  /// E as it appears in reports.
  std::string print(const ExprRef &E) const {
    return gpuperf::print(E, Syms, ExprForm::Index);
  }
  const ResolvedLaunch &launch() const { return L; }

private:
  using Key = std::pair<const llvm::Value *, unsigned>;
  /// A lowering at one depth: the expression, or the bound that stopped it.
  struct Lowered {
    ExprRef E;
    Bound Hit = Bound::None;
  };
  using Memo = llvm::DenseMap<Key, Lowered>;
  ExprRef idxImpl(const llvm::Value *V, unsigned Depth);
  ExprRef condImpl(const llvm::Value *V, unsigned Depth);
  ExprRef lowerIdx(const llvm::Value *V, unsigned Depth);
  ExprRef lowerCond(const llvm::Value *V, unsigned Depth);
  ExprRef phiIdx(const llvm::PHINode &P, unsigned Depth);
  Lowered bounded(const llvm::Value *V, unsigned Depth, ExprRef E) const;
  Bound operandBound(const llvm::Value *V, unsigned Depth) const;
  unsigned phiSymbol(const llvm::PHINode *P);
  unsigned paramSymbol(const llvm::Argument &A);

  const llvm::LoopInfo &LI;
  const ResolvedLaunch &L;
  SymbolTable Syms;
  LaneSymbols Lanes;
  llvm::DenseMap<const llvm::PHINode *, unsigned> PhiSyms;
  llvm::DenseMap<unsigned, const llvm::PHINode *> PhiBySym;
  std::vector<std::string> ArgNames; ///< by position, "" where unknown
  Memo IdxMemo, CondMemo;
};

} // namespace gpuperf

#endif
