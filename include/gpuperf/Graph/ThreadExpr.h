//===- ThreadExpr.h - IR values as expressions in tid, ctaid, IVs -*- C++ -*-=//
//
// The divergence, uniformity and trip-count policy for the one IR lowering
// (Symbolic/IRLowering.h): integer SSA values, i1 conditions and SCEVs as
// index expressions (ExprForm::Index) over the builder's SymbolTable:
// tid.x/y/z, ctaid.x/y/z, kernel parameters by source name (or "#i" when
// unnamed; their Symbol::Value is the launch's argument where --arg gives
// one), one symbol per loop-header phi, named "iv<N>.<name>", and, in SCEVs,
// one iteration symbol per loop (printed "iter@LINE"). ntid/nctaid/warpsize
// become constants of the concrete launch. Values that come from memory,
// unknown calls or non-integer arithmetic have no expression (null).
// Integer wrap-around is ignored (mathematical integers), which is exact
// while values stay in range; unsigned comparisons stay unsigned.
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
#include "gpuperf/Symbolic/IRLowering.h"

#include "llvm/ADT/DenseMap.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace llvm {
class Argument;
class BasicBlock;
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class PHINode;
class SCEV;
class ScalarEvolution;
class Value;
} // namespace llvm

namespace gpuperf {

class ThreadExprBuilder : public IRLowering {
public:
  /// Largest expanded expression kept (nodes); larger ones are unknown.
  static constexpr uint32_t MaxExprSize = 256;
  /// Deepest use-def recursion followed.
  static constexpr unsigned MaxDepth = 48;
  /// Deepest SCEV nesting followed.
  static constexpr unsigned MaxSCEVDepth = 32;

  /// With SE, a value computed in a loop and used after it is the value
  /// SCEV finds at the loop's exit.
  ThreadExprBuilder(const llvm::Function &F, const llvm::DominatorTree &DT,
                    const llvm::LoopInfo &LI, const ResolvedLaunch &L,
                    llvm::ScalarEvolution *SE = nullptr);

  /// The most trips a lane runs, per loop, as the loop table counted them
  /// for this launch (Graph/LoopTrips.h, countedMostTrips): where SCEV's
  /// symbolic maximum is looser (a step in a parameter: the unsigned
  /// range's, 2^32 / step) or missing, a loop's iterations and its
  /// induction variables are bounded by these, so that arithmetic on them
  /// that wraps is read wrapped. Given before the first lowering, which
  /// fixes the phis' ranges.
  void boundIterationsBy(std::map<const llvm::Loop *, int64_t> MostTrips);

  /// V as an index expression or a condition; null when it has none.
  ExprRef idx(const llvm::Value *V);
  ExprRef cond(const llvm::Value *V);
  /// A SCEV (a trip count, an induction variable's start or step): affine
  /// recurrences of loops become Start + Step * iter@LINE (keyed by
  /// loopIterationKey, AddrExpr.h), wherever they are (the count of an inner
  /// loop whose start is the outer iteration: a division of it).
  ExprRef scev(const llvm::SCEV *S);
  /// Loop L's iteration symbol, as SCEV's recurrences of L name it.
  ExprRef iteration(const llvm::Loop &Lp) { return loopIteration(Lp); }
  /// The value of loop-header phi P, an affine recurrence, at Iteration:
  /// Start + Step * Iteration, read as the IR's bits wrap where SCEV does
  /// not know P to stay in the signed range (and Iteration's range is
  /// known): into the signed range, or the unsigned one where P's symbol is
  /// taken as never negative.
  ExprRef recurrenceValue(const llvm::PHINode &P, ExprRef Start, ExprRef Step,
                          ExprRef Iteration);
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
  const llvm::DominatorTree &dominators() const { return DT; }

protected:
  ExprRef scevOperand(const llvm::SCEV *S) override;
  ExprRef scevUnknown(const llvm::Value *V) override { return idx(V); }
  ExprRef valueOperand(const llvm::Value *V) override {
    return idxImpl(V, CurDepth + 1);
  }
  ExprRef conditionOperand(const llvm::Value *V) override {
    return condImpl(V, CurDepth + 1);
  }
  ExprRef parameter(const llvm::Argument &A) override {
    return mkSym(paramSymbol(A));
  }
  ExprRef threadIndex(SymKind K, unsigned Dim) override;
  ExprRef loopIteration(const llvm::Loop &L) override;
  ExprRef phi(const llvm::PHINode &P) override { return phiIdx(P, CurDepth); }

private:
  using Key = std::pair<const llvm::Value *, unsigned>;
  /// A lowering at one depth: the expression, or the bound that stopped it.
  struct Lowered {
    ExprRef E;
    Bound Hit = Bound::None;
  };
  using Memo = llvm::DenseMap<Key, Lowered>;
  ExprRef idxImpl(const llvm::Value *V, unsigned Depth) {
    return memoised(V, Depth, false);
  }
  ExprRef condImpl(const llvm::Value *V, unsigned Depth) {
    return memoised(V, Depth, true);
  }
  /// V lowered at Depth (as a condition when Cond), once per depth.
  ExprRef memoised(const llvm::Value *V, unsigned Depth, bool Cond);
  /// Lowers V (as a condition when Cond) with its operands at Depth + 1.
  ExprRef lowerAt(const llvm::Value *V, unsigned Depth, bool Cond);
  ExprRef phiIdx(const llvm::PHINode &P, unsigned Depth);
  ExprRef branchMerge(const llvm::PHINode &P, unsigned Depth);
  ExprRef valueAfterItsLoop(const llvm::Value *V, const llvm::BasicBlock *At,
                            unsigned Depth);
  Lowered bounded(const llvm::Value *V, unsigned Depth, ExprRef E) const;
  Bound operandBound(const llvm::Value *V, unsigned Depth) const;
  unsigned phiSymbol(const llvm::PHINode *P);
  /// The last iteration of loop L any lane of the launch runs (SCEV's
  /// largest backedge-taken count over the launch, else the loop table's
  /// count), where known.
  std::optional<int64_t> lastIteration(const llvm::Loop &L);
  /// The values Start + Step * k takes over loop L's iterations, both ends
  /// known, where L's last iteration is.
  std::optional<ValueRange> valuesOverIterations(const llvm::Loop &L,
                                                 const ExprRef &Start,
                                                 const ExprRef &Step);
  unsigned paramSymbol(const llvm::Argument &A);

  const llvm::DominatorTree &DT;
  const llvm::LoopInfo &LI;
  llvm::ScalarEvolution *SE;
  const ResolvedLaunch &L;
  SymbolTable Syms;
  LaneSymbols Lanes;
  llvm::DenseMap<const llvm::PHINode *, unsigned> PhiSyms;
  llvm::DenseMap<unsigned, const llvm::PHINode *> PhiBySym;
  std::vector<std::string> ArgNames; ///< by position, "" where unknown
  std::map<const llvm::Loop *, int64_t> CountedMostTrips;
  Memo IdxMemo, CondMemo;
  /// Values (and whether as a condition) that have no expression: over
  /// MaxExprSize at some depth, so at every depth, or too deep from some
  /// depth on, so from every deeper one. A lowering that reaches one from
  /// another root stops there at once: a chain of N values costs about N
  /// lowerings, not N x MaxDepth (a 24,500-step select chain: 2.4 s).
  llvm::DenseMap<std::pair<const llvm::Value *, unsigned>,
                 std::pair<Bound, unsigned>>
      NoExpr;
  unsigned CurDepth = 0;  ///< use-def depth of the value being lowered
  unsigned SCEVDepth = 0; ///< SCEV nesting of the node being lowered
};

} // namespace gpuperf

#endif
