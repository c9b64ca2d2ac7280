//===- ThreadExpr.h - IR values as expressions in tid, ctaid, IVs -*- C++ -*-=//
//
// Lowers integer SSA values and i1 conditions into the IdxExpr trees
// the Symbolic layer counts. Variables: "tid.x/y/z", "ctaid.x/y/z", kernel
// parameters by source name (or "#i" when unnamed), and one variable per
// loop-header phi, named by ThreadExprBuilder::phiName. ntid/nctaid/warpsize
// become constants of the concrete launch. Values that come from memory,
// unknown calls or non-integer arithmetic give std::nullopt.
// Integer wrap-around and the signedness of comparisons are ignored
// (mathematical integers), which is exact while values stay in range.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_THREADEXPR_H
#define GPUPERF_GRAPH_THREADEXPR_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Symbolic/Divergence.h"

#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>
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
  ThreadExprBuilder(const llvm::Function &F, const llvm::LoopInfo &LI,
                    const ResolvedLaunch &L);

  std::optional<IdxExpr> idx(const llvm::Value *V);
  std::optional<CondExpr> cond(const llvm::Value *V);

  /// "iv<N>.<name>" for a loop-header phi.
  std::string phiName(const llvm::PHINode *P);
  const llvm::PHINode *phiByName(const std::string &N) const;
  /// Source name (parameterNames) or "#i".
  std::string paramName(const llvm::Argument &A) const;
  /// Argument values the launch resolves, by parameter variable name.
  const std::map<std::string, int64_t> &fixedParams() const { return Fixed; }
  const ResolvedLaunch &launch() const { return L; }

private:
  std::optional<IdxExpr> idxImpl(const llvm::Value *V, unsigned Depth);
  std::optional<CondExpr> condImpl(const llvm::Value *V, unsigned Depth);
  const llvm::LoopInfo &LI;
  const ResolvedLaunch &L;
  std::map<std::string, int64_t> Fixed;
  llvm::DenseMap<const llvm::PHINode *, std::string> PhiNames;
  std::map<std::string, const llvm::PHINode *> PhiByName;
  std::vector<std::string> ArgNames; ///< by position, "" where unknown
};

} // namespace gpuperf

#endif
