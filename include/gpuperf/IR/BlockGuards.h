//===- BlockGuards.h - The branches every path to a block takes a side of -===//
//
// A block executes in exactly the threads that took, at each of its guarding
// branches, the side it lies on. The one walk that finds those branches: the
// access analysis turns them into a lane predicate for ISL, the loop table
// into the lanes that reach a loop. And the one reading of a phi that merges
// the two sides of a branch, which both lowerings make a select.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_BLOCKGUARDS_H
#define GPUPERF_IR_BLOCKGUARDS_H

#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class BasicBlock;
class BranchInst;
class DominatorTree;
class Instruction;
class LoopInfo;
class PHINode;
} // namespace llvm

namespace gpuperf {

/// A branch or switch one of whose edges dominates the block. For a
/// conditional branch, the block runs only where its condition is OnTrue; a
/// switch's edge is not described further (not modelled).
struct GuardingEdge {
  const llvm::Instruction *Terminator = nullptr;
  bool OnTrue = true;
};

/// The guards of X: every conditional branch in a dominator D of X one of
/// whose edges dominates X, where D is not inside a loop that X is outside
/// of (so its condition holds in X's iteration, not in a loop's last one).
/// This is not the PDG's control dependence (post-dominance, nearest branch
/// only): a lane predicate needs every enclosing condition, and an edge that
/// X can be reached around says nothing about X's lanes.
/// Nearest first, at most Max of them (a nest 15,000 deep has as many).
std::vector<GuardingEdge> guardsOf(const llvm::BasicBlock *X,
                                   const llvm::DominatorTree &DT,
                                   const llvm::LoopInfo &LI,
                                   size_t Max = SIZE_MAX);

/// The branch whose two sides a two-way phi merges: the conditional branch
/// that ends the phi's immediate dominator in the same loop iteration, each
/// incoming edge dominated by a different side of it.
struct MergedBranch {
  const llvm::BranchInst *Branch = nullptr;
  unsigned IncomingOnTrue = 0; ///< the phi's operand that arrives on true
};

/// The branch P merges the sides of, if P is such a merge.
std::optional<MergedBranch> mergedBranch(const llvm::PHINode &P,
                                         const llvm::DominatorTree &DT,
                                         const llvm::LoopInfo &LI);

} // namespace gpuperf

#endif
