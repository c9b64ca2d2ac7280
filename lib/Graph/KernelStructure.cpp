//===- KernelStructure.cpp - Entry point of the Graph layer ---------------===//
#include "gpuperf/Graph/KernelStructure.h"
#include "gpuperf/Graph/Branches.h"
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Graph/Reduction.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/Graph/Uniformity.h"
#include "gpuperf/IR/MemoryParts.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"

using namespace llvm;
using namespace gpuperf;

KernelStructure gpuperf::analyzeKernelStructure(
    Function &F, DominatorTree &DT, PostDominatorTree &PDT, LoopInfo &LI,
    ScalarEvolution &SE, AAResults *AA, const ResolvedLaunch &Launch,
    const ControlOptions &Opts, KernelWorkBudget &Budget,
    std::optional<std::vector<LoopTripInfo>> Loops) {
  KernelStructure S;
  if (Loops) {
    S.Loops = std::move(*Loops);
  } else {
    ThreadExprBuilder Counting(F, DT, LI, Launch, &SE);
    S.Loops = computeLoopTrips(LI, SE, Counting, Opts);
  }
  // The branches see the loops' counts where SCEV has none.
  ThreadExprBuilder TEB(F, DT, LI, Launch, &SE);
  TEB.boundIterationsBy(countedMostTrips(S.Loops, Opts));
  UniformityInfo UI(F, DT, LI, TEB);
  S.Branches = computeBranches(F, LI, SE, TEB, UI, S.Loops, Opts, Budget);
  S.MemoryInsts = memoryInstructions(F);
  S.PDG = std::make_shared<ProgramDependenceGraph>(F, PDT, AA);
  if (!S.PDG->cutShort().empty()) {
    S.CutShort = Reason(ReasonKind::ControlDependencesBounded,
                        S.PDG->cutShort() +
                            ": the work flow graph and the prediction skipped");
    return S;
  }
  S.WFG = buildWorkFlowGraph(F, LI, S.Branches, S.Loops);
  S.Workload = reduceWorkFlowGraph(S.WFG, F, LI, PDT, *S.PDG, Launch);
  if (!S.Workload.countsFinite())
    S.CutShort = Reason(ReasonKind::WorkNotRepresentable,
                        "its work is past what the model can represent (loops "
                        "nested or counted past 1e308 iterations a thread): "
                        "the prediction skipped");
  return S;
}

KernelStructure gpuperf::analyzeKernelStructure(Function &F,
                                                FunctionAnalysisManager &FAM,
                                                const ResolvedLaunch &Launch,
                                                const ControlOptions &Opts) {
  KernelWorkBudget Budget;
  return analyzeKernelStructure(F, FAM, Launch, Opts, Budget);
}

KernelStructure gpuperf::analyzeKernelStructure(
    Function &F, FunctionAnalysisManager &FAM, const ResolvedLaunch &Launch,
    const ControlOptions &Opts, KernelWorkBudget &Budget,
    std::optional<std::vector<LoopTripInfo>> Loops) {
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &PDT = FAM.getResult<PostDominatorTreeAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  auto &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  auto &AA = FAM.getResult<AAManager>(F);
  return analyzeKernelStructure(F, DT, PDT, LI, SE, &AA, Launch, Opts, Budget,
                                std::move(Loops));
}
