//===- PDG.cpp - Program dependence graph ---------------------------------===//
#include "gpuperf/Graph/PDG.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/InstrClass.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>

using namespace llvm;
using namespace gpuperf;

static bool writesMemory(const Instruction &I) {
  return isa<StoreInst>(I) || isa<AtomicRMWInst>(I) ||
         isa<AtomicCmpXchgInst>(I) ||
         (isa<CallBase>(I) && I.mayWriteToMemory());
}

ProgramDependenceGraph::ProgramDependenceGraph(const Function &Fn,
                                               const PostDominatorTree &PDT,
                                               AAResults *AA)
    : F(&Fn) {
  size_t Pairs = 0;
  for (const BasicBlock &A : Fn) {
    const Instruction *T = A.getTerminator();
    if (T->getNumSuccessors() < 2)
      continue;
    const DomTreeNode *AN = PDT.getNode(&A);
    const DomTreeNode *Stop = AN ? AN->getIDom() : nullptr;
    // One walk up the post-dominator tree per successor visits each block
    // once, so no pair is added twice (a search for it made the
    // construction cubic in nested branches).
    for (unsigned S = 0; S < T->getNumSuccessors(); ++S) {
      const DomTreeNode *R = PDT.getNode(T->getSuccessor(S));
      while (R && R != Stop) {
        if (const BasicBlock *B = R->getBlock())
          CD[B].push_back({T, S});
        R = R->getIDom();
        if (++Pairs > MaxControlDependences) {
          CutShort = "its control dependences exceed " +
                     std::to_string(MaxControlDependences) +
                     " (branch, block) pairs (a deep nest of branches)";
          CD.clear();
          return;
        }
      }
    }
  }
  // Regions: blocks with identical control-dependence sets.
  std::map<std::vector<CtrlDep>, unsigned> Key;
  for (const BasicBlock &B : Fn) {
    std::vector<CtrlDep> K = CD.lookup(&B);
    std::sort(K.begin(), K.end());
    auto It = Key.find(K);
    if (It == Key.end()) {
      Region R;
      R.Id = Regions.size();
      R.Conditions = K;
      Regions.push_back(R);
      It = Key.emplace(K, R.Id).first;
    }
    Regions[It->second].Blocks.push_back(&B);
    RegionOf[&B] = It->second;
  }
  // Data dependence.
  for (const BasicBlock &B : Fn)
    for (const Instruction &I : B)
      for (const Value *Op : I.operands())
        if (auto *D = dyn_cast<Instruction>(Op))
          Edges.push_back({EdgeKind::Data, D, &I});
  // Memory dependence (conservative).
  std::vector<const Instruction *> M = memoryInstructions(Fn);
  for (size_t I = 0; I < M.size(); ++I)
    for (size_t J = I + 1; J < M.size(); ++J) {
      const Instruction *A = M[I], *B = M[J];
      if (!writesMemory(*A) && !writesMemory(*B))
        continue;
      InstrClass CA = classifyInstruction(*A), CB = classifyInstruction(*B);
      bool SA = CA == InstrClass::SharedMem, SB = CB == InstrClass::SharedMem;
      if (SA != SB)
        continue;
      if (AA) {
        auto LA = MemoryLocation::getOrNone(A),
             LB = MemoryLocation::getOrNone(B);
        if (LA && LB && AA->isNoAlias(*LA, *LB))
          continue;
      }
      Edges.push_back({EdgeKind::Memory, A, B});
    }
}

const std::vector<ProgramDependenceGraph::CtrlDep> &
ProgramDependenceGraph::controlDeps(const BasicBlock *BB) const {
  auto It = CD.find(BB);
  return It == CD.end() ? None : It->second;
}

static std::string name(const Value *V) {
  std::string S;
  raw_string_ostream OS(S);
  V->printAsOperand(OS, false);
  return S;
}

void ProgramDependenceGraph::print(raw_ostream &OS) const {
  OS << "PDG for " << F->getName() << "\n";
  if (!CutShort.empty())
    OS << "  not built: " << CutShort << "\n";
  for (const Region &R : Regions) {
    OS << "  region R" << R.Id << " if";
    if (R.Conditions.empty())
      OS << " entry";
    for (auto &[T, S] : R.Conditions)
      OS << " (" << name(T->getParent()) << " succ " << S << ")";
    OS << ":";
    for (const BasicBlock *B : R.Blocks)
      OS << " " << name(B);
    OS << "\n";
  }
  for (const Edge &E : Edges) {
    if (E.K == EdgeKind::Data && !E.From->getType()->isVoidTy() &&
        E.From->hasName() == false && E.From->getType()->isLabelTy())
      continue;
    OS << "  " << (E.K == EdgeKind::Data ? "data " : "mem  ") << name(E.From)
       << " -> ";
    if (E.To->getType()->isVoidTy())
      OS << E.To->getOpcodeName() << " in " << name(E.To->getParent());
    else
      OS << name(E.To);
    OS << "\n";
  }
}
