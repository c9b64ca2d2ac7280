//===- FuzzModuleAccess.cpp - The access analysis step of fuzz-module -----===//
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/PassManager.h"

using namespace llvm;
using namespace gpuperf;

void fuzzAccesses(Function &F, FunctionAnalysisManager &FAM, const ResolvedLaunch &Launch,
                  const GPUSpec &Spec) {
  std::vector<AccessInfo> A = analyzeAccesses(F, FAM.getResult<ScalarEvolutionAnalysis>(F),
                                              FAM.getResult<LoopAnalysis>(F), Launch, Spec);
  (void)A;
}
