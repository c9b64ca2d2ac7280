//===- PDG.h - Program dependence graph (Baghsorkhi §2.1) --------*- C++
//-*-===//
//
// Control dependence from post-dominance (Ferrante et al.): block B is
// control dependent on edge (A, s) when B post-dominates successor s of A
// but not A. Blocks with the same set of control dependences form one region
// node, the paper's region nodes; the entry region has no condition.
// Data dependence: SSA def-use between instructions. Memory dependence,
// conservatively: between any two memory instructions of which one writes,
// unless they are in different state spaces (shared vs global/local) or
// alias analysis (when given) proves them disjoint; edges go in layout order.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_PDG_H
#define GPUPERF_GRAPH_PDG_H

#include "llvm/ADT/DenseMap.h"

#include <string>
#include <utility>
#include <vector>

namespace llvm {
class AAResults;
class BasicBlock;
class Function;
class Instruction;
class PostDominatorTree;
class raw_ostream;
} // namespace llvm

namespace gpuperf {

class ProgramDependenceGraph {
public:
  /// A control-dependence condition: the branch (terminator) and the index of
  /// the successor that leads to the dependent block.
  using CtrlDep = std::pair<const llvm::Instruction *, unsigned>;
  struct Region {
    unsigned Id = 0;
    std::vector<CtrlDep> Conditions; ///< sorted; empty for the entry region
    std::vector<const llvm::BasicBlock *> Blocks;
  };
  enum class EdgeKind { Data, Memory };
  struct Edge {
    EdgeKind K;
    const llvm::Instruction *From, *To;
  };

  /// Control dependences are quadratic in number for some CFGs (a deep
  /// nest of branches whose innermost block leaves straight to the exit:
  /// 15,000 of them, 112 million pairs, 5.6 GB). Past this many the graph
  /// stops and says so (cutShort): about 4,000 such nested branches.
  static constexpr size_t MaxControlDependences = 8'000'000;

  ProgramDependenceGraph(const llvm::Function &F,
                         const llvm::PostDominatorTree &PDT,
                         llvm::AAResults *AA = nullptr);
  /// Why the graph is incomplete (over MaxControlDependences), or "".
  const std::string &cutShort() const { return CutShort; }

  const std::vector<CtrlDep> &controlDeps(const llvm::BasicBlock *BB) const;
  const std::vector<Region> &regions() const { return Regions; }
  unsigned regionOf(const llvm::BasicBlock *BB) const {
    return RegionOf.lookup(BB);
  }
  const std::vector<Edge> &edges() const { return Edges; }
  /// Text dump: regions with their conditions and blocks, then the data and
  /// memory edges.
  void print(llvm::raw_ostream &OS) const;

private:
  const llvm::Function *F;
  llvm::DenseMap<const llvm::BasicBlock *, std::vector<CtrlDep>> CD;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> RegionOf;
  std::vector<Region> Regions;
  std::vector<Edge> Edges;
  std::vector<CtrlDep> None;
  std::string CutShort;
};

} // namespace gpuperf

#endif
