//===- BlockGuards.cpp - The branches every path to a block takes a side of
//===//

#include "gpuperf/IR/BlockGuards.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace gpuperf;

std::vector<GuardingEdge> gpuperf::guardsOf(const BasicBlock *X,
                                            const DominatorTree &DT,
                                            const LoopInfo &LI) {
  std::vector<GuardingEdge> G;
  const DomTreeNode *N = DT.getNode(X);
  for (N = N ? N->getIDom() : nullptr; N; N = N->getIDom()) {
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
