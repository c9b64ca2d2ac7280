//===- BlockGuards.cpp - Guards of a block, merges of a branch ------------===//

#include "gpuperf/IR/BlockGuards.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace gpuperf;

std::vector<GuardingEdge> gpuperf::guardsOf(const BasicBlock *X,
                                            const DominatorTree &DT,
                                            const LoopInfo &LI, size_t Max) {
  std::vector<GuardingEdge> G;
  const DomTreeNode *N = DT.getNode(X);
  for (N = N ? N->getIDom() : nullptr; N && G.size() < Max; N = N->getIDom()) {
    const BasicBlock *D = N->getBlock();
    if (const Loop *L = LI.getLoopFor(D); L && !L->contains(X))
      continue; // a loop exit: not a per-iteration lane predicate
    const Instruction *Term = D->getTerminator();
    if (auto *Sw = dyn_cast<SwitchInst>(Term)) {
      for (const BasicBlock *S : successors(Sw))
        if (DT.dominates(BasicBlockEdge(D, S), X)) {
          G.push_back({Sw, true});
          break;
        }
      continue;
    }
    auto *Br = dyn_cast<BranchInst>(Term);
    if (!Br || !Br->isConditional() ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    for (unsigned K = 0; K < 2; ++K)
      if (DT.dominates(BasicBlockEdge(D, Br->getSuccessor(K)), X)) {
        G.push_back({Br, K == 0});
        break;
      }
  }
  return G;
}

std::optional<MergedBranch> gpuperf::mergedBranch(const PHINode &P,
                                                  const DominatorTree &DT,
                                                  const LoopInfo &LI) {
  const DomTreeNode *Node = DT.getNode(P.getParent());
  if (P.getNumIncomingValues() != 2 || !Node || !Node->getIDom())
    return std::nullopt;
  const BasicBlock *D = Node->getIDom()->getBlock();
  auto *Br = dyn_cast<BranchInst>(D->getTerminator());
  if (!Br || !Br->isConditional() ||
      Br->getSuccessor(0) == Br->getSuccessor(1) ||
      LI.getLoopFor(D) != LI.getLoopFor(P.getParent()))
    return std::nullopt;
  BasicBlockEdge OnTrue(D, Br->getSuccessor(0)),
      OnFalse(D, Br->getSuccessor(1));
  const Use &First = P.getOperandUse(0), &Second = P.getOperandUse(1);
  if (DT.dominates(OnTrue, First) && DT.dominates(OnFalse, Second))
    return MergedBranch{Br, 0};
  if (DT.dominates(OnFalse, First) && DT.dominates(OnTrue, Second))
    return MergedBranch{Br, 1};
  return std::nullopt;
}
