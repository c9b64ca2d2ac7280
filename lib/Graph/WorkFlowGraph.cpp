//===- WorkFlowGraph.cpp - Baghsorkhi's work flow graph -------------------===//
#include "gpuperf/Graph/WorkFlowGraph.h"
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Hardware/NumberText.h"
#include "gpuperf/IR/MemoryParts.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdio>
#include <functional>

using namespace llvm;
using namespace gpuperf;

std::string WFGNode::label() const {
  switch (K) {
  case Entry:
    return "entry";
  case Exit:
    return "exit";
  case Barrier:
    return "B" + std::to_string(Id);
  case Memory:
  case Shared: {
    std::string S = (K == Memory ? "M" : "S") + std::to_string(Id) + " #" +
                    std::to_string(AccessIndex);
    const Instruction *I = Insts.front();
    S +=
        isa<StoreInst>(I) ? " store" : (isa<LoadInst>(I) ? " load" : " atomic");
    return S;
  }
  case Compute: {
    std::string S = "C" + std::to_string(Id);
    std::string Body;
    for (unsigned C = 0; C < NumInstrClasses; ++C)
      if (Counts[C] && InstrClass(C) != InstrClass::Other)
        Body += (Body.empty() ? "" : ", ") + std::to_string(Counts[C]) + " " +
                instrClassName(InstrClass(C)).str();
    return Body.empty() ? S : S + " (" + Body + ")";
  }
  }
  return "";
}

const BranchInfo *WorkFlowGraph::branchFor(const Instruction *Term) const {
  auto It = BranchIndex.find(Term);
  return It == BranchIndex.end() ? nullptr : &Branches[It->second];
}
const LoopTripInfo *WorkFlowGraph::loopFor(const Loop *L) const {
  return tripInfoOf(Loops, L);
}
std::vector<const WFGArc *>
WorkFlowGraph::transitionsFrom(unsigned Node) const {
  std::vector<const WFGArc *> Out;
  for (unsigned A : OutArcs[Node])
    if (Arcs[A].K == WFGArc::Transition)
      Out.push_back(&Arcs[A]);
  return Out;
}
double WorkFlowGraph::backEdgeTrip(const BasicBlock *Header) const {
  auto It = BlockNodes.find(Header);
  if (It == BlockNodes.end())
    return -1;
  for (const WFGArc &A : Arcs)
    if (A.BackEdge && A.To == It->second.first && A.Trip >= 0)
      return A.Trip;
  return -1;
}
int WorkFlowGraph::accessIndex(const Instruction *I) const {
  for (size_t K = 0; K < MemoryInsts.size(); ++K)
    if (MemoryInsts[K] == I)
      return int(K);
  return -1;
}

/// The first use of each load's value in reverse post-order (unreachable
/// code counts as first). Through a loop-carried phi the value's first use
/// may be in the next iteration, before the load in its own block (a
/// one-block loop, e.g. pointer chasing).
static std::vector<std::pair<const Instruction *, const Instruction *>>
firstUses(const Function &F,
          const std::vector<const Instruction *> &MemoryInsts) {
  DenseMap<const Instruction *, unsigned> Order;
  ReversePostOrderTraversal<const Function *> RPOT(&F);
  for (const BasicBlock *B : RPOT)
    for (const Instruction &I : *B)
      Order[&I] = Order.size();
  std::vector<std::pair<const Instruction *, const Instruction *>> Out;
  for (const Instruction *M : MemoryInsts) {
    if (M->getType()->isVoidTy())
      continue;
    const Instruction *Best = nullptr;
    // Users, and users of the phis they feed, two phis deep (so the
    // recursion is bounded).
    std::function<void(const Instruction *, int)> Visit =
        [&](const Instruction *V, int Depth) {
          for (const User *U : V->users()) {
            auto *UI = dyn_cast<Instruction>(U);
            if (!UI)
              continue;
            if (isa<PHINode>(UI)) {
              if (Depth < 2)
                Visit(UI, Depth + 1);
              continue;
            }
            if (!Best || Order.lookup(UI) < Order.lookup(Best))
              Best = UI;
          }
        };
    Visit(M, 0);
    if (Best)
      Out.push_back({M, Best});
  }
  return Out;
}

/// Where a warp first waits for \p Load's data, first used at \p Use: at Use,
/// unless Use is in a loop Load is outside of. Then the data is there from
/// the first iteration on: the one wait is on the way into the outermost such
/// loop (its preheader's branch; the load's own block's where the loop has
/// no preheader), not in every iteration.
static const Instruction *waitPoint(const LoopInfo &LI, const Instruction *Load,
                                    const Instruction *Use) {
  const Loop *Outermost = nullptr;
  for (const Loop *L = LI.getLoopFor(Use->getParent()); L && !L->contains(Load);
       L = L->getParentLoop())
    Outermost = L;
  if (!Outermost)
    return Use;
  if (const BasicBlock *Pre = Outermost->getLoopPreheader())
    return Pre->getTerminator();
  return Load->getParent()->getTerminator();
}

namespace {
/// Adds the nodes and arcs of one function's graph.
struct WFGBuilder {
  WorkFlowGraph &G;
  DenseMap<const Instruction *, int> AccessIdx;
  DenseMap<const Instruction *, unsigned> NodeOf;

  explicit WFGBuilder(WorkFlowGraph &G) : G(G) {
    for (size_t K = 0; K < G.MemoryInsts.size(); ++K)
      AccessIdx.insert({G.MemoryInsts[K], int(K)}); // first part's index
  }

  unsigned addNode(WFGNode::Kind K, const BasicBlock *BB) {
    WFGNode N;
    N.K = K;
    N.Id = G.Nodes.size();
    N.BB = BB;
    G.Nodes.push_back(N);
    return N.Id;
  }

  size_t addArc(unsigned From, unsigned To, double W = 1) {
    WFGArc E;
    E.From = From;
    E.To = To;
    E.Weight = W;
    G.Arcs.push_back(E);
    return G.Arcs.size() - 1;
  }

  WFGNode::Kind nodeKind(const Instruction &I, InstrClass C) const {
    if (C == InstrClass::Barrier)
      return WFGNode::Barrier;
    if (!AccessIdx.count(&I))
      return WFGNode::Compute;
    if (C == InstrClass::GlobalMem || C == InstrClass::LocalMem)
      return WFGNode::Memory;
    if (C == InstrClass::SharedMem)
      return WFGNode::Shared;
    return WFGNode::Compute;
  }

  /// The block's nodes in order, linked by transition arcs: consecutive
  /// computation instructions share a node; every memory, shared and
  /// barrier instruction starts one.
  void addBlockNodes(const BasicBlock &BB) {
    int Cur = -1;
    unsigned First = ~0u;
    for (const Instruction &I : BB) {
      InstrClass C = classifyInstruction(I);
      WFGNode::Kind K = nodeKind(I, C);
      if (K != WFGNode::Compute || Cur < 0 ||
          G.Nodes[Cur].K != WFGNode::Compute) {
        unsigned N = addNode(K, &BB);
        if (Cur >= 0)
          addArc(unsigned(Cur), N);
        if (First == ~0u)
          First = N;
        Cur = int(N);
      }
      WFGNode &N = G.Nodes[Cur];
      N.Insts.push_back(&I);
      N.Counts[unsigned(C)]++;
      if (auto It = AccessIdx.find(&I); It != AccessIdx.end())
        N.AccessIndex = It->second;
      NodeOf[&I] = unsigned(Cur);
    }
    G.BlockNodes[&BB] = {First, unsigned(Cur)};
  }

  /// Arcs from the block's last node to its successors' first (weighted by
  /// the branch's rho; back edges carry their loop's trip), or to the exit.
  void addTransitions(const BasicBlock &BB, const LoopInfo &LI) {
    const Instruction *T = BB.getTerminator();
    unsigned Last = G.BlockNodes[&BB].second;
    if (T->getNumSuccessors() == 0) {
      addArc(Last, G.ExitNode);
      return;
    }
    const BranchInfo *BI = G.branchFor(T);
    const Loop *L = LI.getLoopFor(&BB);
    for (unsigned S = 0; S < T->getNumSuccessors(); ++S) {
      const BasicBlock *Succ = T->getSuccessor(S);
      double W = BI && S < BI->SuccessorRho.size() ? BI->SuccessorRho[S] : 1;
      size_t A = addArc(Last, G.BlockNodes[Succ].first, W);
      for (const Loop *P = L; P; P = P->getParentLoop())
        if (P->getHeader() == Succ) {
          G.Arcs[A].BackEdge = true;
          if (const LoopTripInfo *TI = G.loopFor(P))
            G.Arcs[A].Trip = TI->EffectiveTrip;
        }
    }
  }

  /// An arc from each load to where the warp first waits for it.
  void addDataDependences(const Function &F, const LoopInfo &LI) {
    for (const auto &[Load, Use] : firstUses(F, G.MemoryInsts)) {
      const Instruction *Wait = waitPoint(LI, Load, Use);
      WFGArc E;
      E.K = WFGArc::DataDependence;
      E.From = NodeOf[Load];
      E.To = NodeOf[Wait];
      E.Producer = Load;
      E.Consumer = Wait;
      G.Arcs.push_back(E);
    }
  }
};
} // namespace

WorkFlowGraph gpuperf::buildWorkFlowGraph(const Function &F, const LoopInfo &LI,
                                          std::vector<BranchInfo> Branches,
                                          std::vector<LoopTripInfo> Loops) {
  WorkFlowGraph G;
  G.Name = F.getName().str();
  G.Branches = std::move(Branches);
  for (unsigned I = 0; I < G.Branches.size(); ++I)
    G.BranchIndex.try_emplace(G.Branches[I].Term, I); // the first, as before
  G.Loops = std::move(Loops);
  G.MemoryInsts = memoryInstructions(F);
  WFGBuilder B(G);
  G.EntryNode = B.addNode(WFGNode::Entry, nullptr);
  for (const BasicBlock &BB : F)
    B.addBlockNodes(BB);
  G.ExitNode = B.addNode(WFGNode::Exit, nullptr);
  B.addArc(G.EntryNode, G.BlockNodes[&F.getEntryBlock()].first);
  for (const BasicBlock &BB : F)
    B.addTransitions(BB, LI);
  B.addDataDependences(F, LI);
  G.OutArcs.resize(G.Nodes.size());
  for (unsigned A = 0; A < G.Arcs.size(); ++A)
    G.OutArcs[G.Arcs[A].From].push_back(A);
  return G;
}

void gpuperf::writeWFGDot(const WorkFlowGraph &G, raw_ostream &OS) {
  OS << "digraph \"WFG " << G.Name
     << "\" {\n  node [fontname=\"monospace\"];\n";
  for (const WFGNode &N : G.Nodes) {
    const char *Shape = "box";
    switch (N.K) {
    case WFGNode::Entry:
    case WFGNode::Exit:
      Shape = "circle";
      break;
    case WFGNode::Memory:
    case WFGNode::Shared:
      Shape = "ellipse";
      break;
    case WFGNode::Barrier:
      Shape = "octagon";
      break;
    default:
      break;
    }
    OS << "  n" << N.Id << " [shape=" << Shape << ", label=\"" << N.label()
       << "\"];\n";
  }
  for (const WFGArc &A : G.Arcs) {
    OS << "  n" << A.From << " -> n" << A.To;
    if (A.K == WFGArc::DataDependence) {
      OS << " [style=dashed, color=red];\n";
      continue;
    }
    std::string L;
    if (A.BackEdge)
      L = "x" + numberText(A.Trip, 4);
    else if (A.Weight != 1)
      L = "rho=" + numberText(A.Weight, 4);
    if (!L.empty())
      OS << " [label=\"" << L << "\"]";
    OS << ";\n";
  }
  OS << "}\n";
}
