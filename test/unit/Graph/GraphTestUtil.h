//===- GraphTestUtil.h - Loading corpus kernels for Graph tests -*- C++ -*-===//
#ifndef GPUPERF_TEST_GRAPHTESTUTIL_H
#define GPUPERF_TEST_GRAPHTESTUTIL_H

#include "gpuperf/Graph/KernelStructure.h"

#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace gpuperf {
namespace test {

/// Owns a module from test/Inputs/Graph and the analysis managers.
struct CorpusModule {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;
  llvm::PassBuilder PB;

  explicit CorpusModule(const std::string &File) {
    llvm::SMDiagnostic Err;
    M = llvm::parseIRFile(std::string(GPUPERF_TEST_INPUTS) + "/Graph/" + File,
                          Err, Ctx);
    if (!M)
      ADD_FAILURE() << "cannot parse " << File << ": "
                    << Err.getMessage().str();
    FAM.registerPass([&] { return PB.buildDefaultAAPipeline(); });
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  }

  llvm::Function *fn(const std::string &Name) {
    llvm::Function *F = M ? M->getFunction(Name) : nullptr;
    if (!F)
      ADD_FAILURE() << "no function " << Name;
    return F;
  }

  KernelStructure analyze(const std::string &Name, Dim3 Block,
                          Dim3 Grid = Dim3{1, 1, 1},
                          std::map<std::string, int64_t> Args = {},
                          const ControlOptions &Opts = {}) {
    ResolvedLaunch L;
    L.Block = Block;
    L.Grid = Grid;
    L.Args = std::move(Args);
    llvm::Function *F = fn(Name);
    return analyzeKernelStructure(*F, FAM, L, Opts);
  }
};

} // namespace test
} // namespace gpuperf

#endif
