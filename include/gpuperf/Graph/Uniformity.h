//===- Uniformity.h - How values vary across the threads of a launch -*- C++
//-*-//
//
// Forward data-flow over the lattice Uniform < WarpUniform < ThreadDependent
// < DataDependent:
//   sources  tid.x: ThreadDependent (Uniform when blockDim.x == 1);
//            tid.y: Uniform when blockDim.y == 1, WarpUniform when
//            blockDim.x % 32 == 0; tid.z likewise with blockDim.x*y;
//            laneid: ThreadDependent; warpid, vote.any/all/ballot:
//            WarpUniform; ctaid, ntid, nctaid, arguments, constants,
//            globals: Uniform; loads, atomics, non-intrinsic calls,
//            shuffles: DataDependent.
//   ops      join of the operands; a ThreadDependent integer that lowers to
//            an index expression in tid/ctaid/resolved parameters is
//            evaluated lane by lane for the concrete launch and becomes
//            WarpUniform when every warp's lanes agree (tid.x / 32, tid.y with
//            blockDim.x = 32k).
//   phis     join of the incoming values and, outside loop headers, of the
//            conditions of the branches between the phi's immediate dominator
//            and its block (sync dependence).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_UNIFORMITY_H
#define GPUPERF_GRAPH_UNIFORMITY_H

#include "gpuperf/Graph/ControlInfo.h"

#include "llvm/ADT/DenseMap.h"

namespace llvm {
class DominatorTree;
class Function;
class LoopInfo;
class Value;
} // namespace llvm

namespace gpuperf {

class ThreadExprBuilder;

inline Uniformity joinUniformity(Uniformity A, Uniformity B) {
  return A < B ? B : A;
}

class UniformityInfo {
public:
  /// Computes the uniformity of every instruction and argument of F.
  UniformityInfo(const llvm::Function &F, const llvm::DominatorTree &DT,
                 const llvm::LoopInfo &LI, ThreadExprBuilder &TEB);
  Uniformity get(const llvm::Value *V) const;

private:
  llvm::DenseMap<const llvm::Value *, Uniformity> Map;
};

} // namespace gpuperf

#endif
