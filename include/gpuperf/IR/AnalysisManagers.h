//===- AnalysisManagers.h - The new pass manager's analyses, set up -*- C++
//-*-//
//
// Outside opt and clang (the CLI, rank's workers, the C API, the fuzzers) the
// gpu-perf analysis needs LLVM's analyses registered and cross-wired as opt
// does it; with a TargetMachine, the target's cost answers (TTI) too, as the
// backend passes gpuperf reproduces need (AsCompiled.h). Members are
// declared in the order their destruction requires.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_ANALYSISMANAGERS_H
#define GPUPERF_IR_ANALYSISMANAGERS_H

#include "llvm/Passes/PassBuilder.h"

namespace gpuperf {

struct AnalysisManagers {
  llvm::PassBuilder PB;
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;

  explicit AnalysisManagers(llvm::TargetMachine *TM = nullptr) : PB(TM) {
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  }
  AnalysisManagers(const AnalysisManagers &) = delete;
  AnalysisManagers &operator=(const AnalysisManagers &) = delete;
};

} // namespace gpuperf

#endif
