//===- WorkFlowGraph.h - Baghsorkhi's work flow graph (§2.1, Fig. 1) -===//
//
// Nodes: C (a run of computation, with instruction counts per class), M (one
// global or local memory instruction), S (one shared memory instruction),
// B (a barrier), and Entry/Exit. Each basic block becomes the chain of its
// nodes in instruction order (a block with no instructions of its own keeps
// one empty C node, so control flow stays visible). Arcs:
//   transition       along control flow, inside a block and from a block's
//                    last node to each successor's first node; weighted by
//                    the branch's path weight rho (BranchInfo::SuccessorRho),
//                    back edges labelled with the loop's trip count (x W_L);
//   data dependence  from each long-latency load (M/S node with a result) to
//                    the node of its first use (in reverse post-order, looking
//                    through loop-carried phis: a load whose value the next
//                    iteration reads first is charged there); where that use
//                    is in a loop the load is outside of, to the branch of
//                    the preheader of the outermost such loop instead (of
//                    the load's own block where that loop has none): the
//                    warp waits once, not every iteration (Volkov §3.7).
// The reduction (Reduction.h) evaluates this graph: it takes each block's
// instructions from its nodes, follows the transition arcs with their rho
// and trip counts, and charges each load's latency where its data-dependence
// arc ends, so what --dot draws is what the latency bound and the Baghsorkhi
// model computed. Hardware-independent: no spec is read; the model attaches
// latencies.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_WORKFLOWGRAPH_H
#define GPUPERF_GRAPH_WORKFLOWGRAPH_H

#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/IR/InstrClass.h"

#include "llvm/ADT/DenseMap.h"

#include <array>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
class Instruction;
class LoopInfo;
class raw_ostream;
} // namespace llvm

namespace gpuperf {

struct WFGNode {
  enum Kind { Entry, Exit, Compute, Memory, Shared, Barrier } K = Compute;
  unsigned Id = 0;
  const llvm::BasicBlock *BB = nullptr;
  std::vector<const llvm::Instruction *> Insts;
  std::array<unsigned, NumInstrClasses> Counts{}; ///< per class, one execution
  int AccessIndex = -1; ///< Memory/Shared: index into memoryInstructions(F)
  std::string label() const; ///< "C3 (4 fp32_add, 1 int_add)", "M#0 load", ...
};

struct WFGArc {
  enum Kind { Transition, DataDependence } K = Transition;
  unsigned From = 0, To = 0;
  double Weight =
      1; ///< transition: rho of the branch side (1 when unconditional)
  double Trip = -1; ///< back edge: the loop's trip count (EffectiveTrip)
  bool BackEdge = false;
  /// Data dependence: the load and where the warp first waits for it (the
  /// instruction that first uses it, or, for a use inside a loop the load
  /// is outside of, the branch on the way into that loop).
  const llvm::Instruction *Producer = nullptr, *Consumer = nullptr;
};

struct WorkFlowGraph {
  std::string Name;
  std::vector<WFGNode> Nodes;
  std::vector<WFGArc> Arcs;
  unsigned EntryNode = 0, ExitNode = 0;
  /// First and last node of each basic block.
  llvm::DenseMap<const llvm::BasicBlock *, std::pair<unsigned, unsigned>>
      BlockNodes;
  std::vector<const llvm::Instruction *> MemoryInsts; ///< access index order
  std::vector<BranchInfo> Branches;
  std::vector<LoopTripInfo> Loops;
  /// The index in Branches of each branch's terminator (branchFor in
  /// constant time: a search per block made the graph quadratic).
  llvm::DenseMap<const llvm::Instruction *, unsigned> BranchIndex;

  /// Arc indices leaving each node, in creation order (a block's transition
  /// arcs follow its terminator's successor order).
  std::vector<std::vector<unsigned>> OutArcs;

  /// The transition arcs leaving \p Node, in successor order.
  std::vector<const WFGArc *> transitionsFrom(unsigned Node) const;
  /// The block a transition arc leads to (null: the exit node).
  const llvm::BasicBlock *target(const WFGArc &A) const {
    return Nodes[A.To].BB;
  }
  /// The trip count on the back edges into \p Header, or -1 (none known).
  double backEdgeTrip(const llvm::BasicBlock *Header) const;
  const BranchInfo *branchFor(const llvm::Instruction *Term) const;
  const LoopTripInfo *loopFor(const llvm::Loop *L) const;
  /// Index of a memory instruction, -1 when it is not one.
  int accessIndex(const llvm::Instruction *I) const;
};

/// Builds the WFG of F from its CFG, with the branch and loop annotations.
WorkFlowGraph buildWorkFlowGraph(const llvm::Function &F,
                                 const llvm::LoopInfo &LI,
                                 std::vector<BranchInfo> Branches,
                                 std::vector<LoopTripInfo> Loops);

/// Graphviz: C boxes, M/S ellipses, B octagons; transition arcs with rho,
/// back edges with "xN", dashed data-dependence arcs.
void writeWFGDot(const WorkFlowGraph &G, llvm::raw_ostream &OS);

} // namespace gpuperf

#endif
