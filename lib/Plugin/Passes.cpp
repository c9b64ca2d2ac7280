//===- Passes.cpp - gpu-perf in LLVM's new pass manager -------------------===//
#include "gpuperf/Plugin/Passes.h"
#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/Analysis/KernelFacts.h"
#include "gpuperf/Graph/KernelStructure.h"
#include "gpuperf/IR/AsCompiled.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Report/Remarks.h"

#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;
using namespace gpuperf;

AnalysisKey GPUPerfAnalysis::Key;

GPUPerfAnalysis::GPUPerfAnalysis(Expected<AnalysisOptions> O) {
  if (O)
    Opts = std::move(*O);
  else
    BadOptions = toString(O.takeError());
}

GPUPerfAnalysis::Result GPUPerfAnalysis::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  Result Res;
  if (std::string Why = whyNotNVPTX(M); !Why.empty()) {
    Res.Error = Why;
    return Res;
  }
  Module *Analysed = &M;
  FunctionAnalysisManager *FAM =
      &MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  // The accesses the GPU executes, on a copy: the pass never changes the IR
  // it is given.
  std::shared_ptr<Module> Copy(CloneModule(M));
  std::vector<Reason> Prepared = prepareAsCompiled(*Copy);
  if (!Prepared.empty()) {
    Res.MergedCopy = std::move(Copy);
    Res.MergedCopyAnalyses = std::make_shared<AnalysisManagers>();
    Analysed = Res.MergedCopy.get();
    FAM = &Res.MergedCopyAnalyses->FAM;
  }
  Expected<AnalysisReport> R =
      Opts ? analyzeModule(*Analysed, *FAM, *Opts)
           : Expected<AnalysisReport>(
                 createStringError(inconvertibleErrorCode(), BadOptions));
  if (R) {
    Res.Report = std::move(*R);
    Res.Report->Notes.insert(Res.Report->Notes.begin(), Prepared.begin(),
                             Prepared.end());
    return Res;
  }
  // Bad options are the user's error, not the module's: say it as one.
  Res.Error = toString(R.takeError());
  M.getContext().emitError("gpu-perf: " + Res.Error);
  return Res;
}

PreservedAnalyses GPUPerfPrinter::run(Module &M, ModuleAnalysisManager &MAM) {
  const GPUPerfAnalysis::Result &Res = MAM.getResult<GPUPerfAnalysis>(M);
  if (!Res.Report) {
    OS << "gpu-perf: nothing analysed: " << Res.Error << "\n";
    return PreservedAnalyses::all();
  }
  if (JSON)
    writeJSON(*Res.Report, OS);
  else
    writeText(*Res.Report, Views, OS);
  return PreservedAnalyses::all();
}

/// Whether anyone reads gpu-perf's remarks: -Rpass-analysis=gpu-perf (or
/// opt's -pass-remarks-*), or a remark file (-fsave-optimization-record).
static bool remarksWanted(const LLVMContext &Ctx) {
  return Ctx.getLLVMRemarkStreamer() ||
         Ctx.getDiagHandlerPtr()->isAnyRemarkEnabled(RemarkPassName);
}

PreservedAnalyses GPUPerfRemarks::run(Module &M, ModuleAnalysisManager &MAM) {
  // A build that loads the plugin but asks for no remark pays nothing: the
  // analysis (and its llc and ptxas runs) happens on demand.
  if (!remarksWanted(M.getContext()))
    return PreservedAnalyses::all();
  std::optional<GPUPerfAnalysis::Result> OwnResult;
  if (Own)
    OwnResult = Own->run(M, MAM);
  const GPUPerfAnalysis::Result &Res =
      OwnResult ? *OwnResult : MAM.getResult<GPUPerfAnalysis>(M);
  if (Res.Report)
    emitRemarks(*Res.Report, M);
  else
    emitModuleNotAnalysed(M, Res.Error);
  return PreservedAnalyses::all();
}

PreservedAnalyses GPUPerfPDGPrinter::run(Module &M,
                                         ModuleAnalysisManager &MAM) {
  if (std::string Why = whyNotNVPTX(M); !Why.empty()) {
    OS << "gpu-perf: nothing analysed: " << Why << "\n";
    return PreservedAnalyses::all();
  }
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  const LaunchConfig &Launch = Opts.Launch;
  for (const KernelInfo &KI : findKernels(M)) {
    if (std::string Over = overBudget(*KI.F, Opts); !Over.empty()) {
      OS << "PDG of kernel " << KI.Demangled << " not built: " << Over << "\n";
      continue;
    }
    // The graph needs a launch but no GPU: one block of the given size.
    ResolvedLaunch L;
    L.Block = Launch.Block ? *Launch.Block : defaultBlock(KI);
    L.Grid = Launch.Grid ? *Launch.Grid : Dim3{1, 1, 1};
    L.Args = bindKernelArgs(KI, Launch.Args);
    KernelStructure KS =
        analyzeKernelStructure(*KI.F, FAM, L, ControlOptions());
    OS << "PDG of kernel " << KI.Demangled << " (block " << L.Block.str()
       << ")\n";
    if (KS.PDG)
      KS.PDG->print(OS);
  }
  return PreservedAnalyses::all();
}
