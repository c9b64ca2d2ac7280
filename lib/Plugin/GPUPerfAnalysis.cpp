//===- GPUPerfAnalysis.cpp - Orchestrates the stages per kernel ------------===//
#include "gpuperf/Plugin/GPUPerfAnalysis.h"
#include "gpuperf/Graph/KernelStructure.h"
#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Advice.h"
#include "gpuperf/Model/Predict.h"
#include "gpuperf/Model/WhatIf.h"
#include "gpuperf/Report/Remarks.h"
#include "gpuperf/Spec/SpecRegistry.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace llvm;
using namespace gpuperf;

AnalysisKey GPUPerfAnalysis::Key;

static Error optionError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static std::string functionLoc(const Function &F) {
  if (const DISubprogram *SP = F.getSubprogram())
    return formatv("{0}:{1}", sys::path::filename(SP->getFilename()), SP->getLine()).str();
  return "";
}

/// Block, grid and arguments after defaults; each default is an assumption.
static ResolvedLaunch resolveBlock(const KernelInfo &KI, const LaunchConfig &User,
                                   std::vector<std::string> &Assumptions) {
  ResolvedLaunch L;
  if (User.Block) {
    L.Block = *User.Block;
  } else if (KI.MaxNTid) {
    L.Block = *KI.MaxNTid;
    L.BlockAssumed = true;
    Assumptions.push_back("block = " + L.Block.str() +
                          " from __launch_bounds__ (no --block given)");
  } else {
    L.Block = Dim3{256, 1, 1};
    L.BlockAssumed = true;
    Assumptions.push_back("block = 256 (no --block given)");
  }
  return L;
}

/// The workload names accesses by the graph layer's memory-instruction
/// order; re-key it to the access analysis' order by instruction, so the two
/// layers need not agree on enumeration.
static void rekeyAccesses(KernelStructure &KS, const std::vector<AccessInfo> &Accesses) {
  DenseMap<const Instruction *, int> Index;
  for (unsigned I = 0; I < Accesses.size(); ++I)
    Index[Accesses[I].Inst] = int(I);
  auto map = [&](int Old) {
    if (Old < 0 || unsigned(Old) >= KS.MemoryInsts.size())
      return -1;
    auto It = Index.find(KS.MemoryInsts[Old]);
    return It == Index.end() ? -1 : It->second;
  };
  for (WarpRequests &R : KS.Workload.Requests)
    R.AccessIndex = map(R.AccessIndex);
  std::function<void(LatencyExpr &)> Walk = [&](LatencyExpr &E) {
    if (E.AccessIndex >= 0)
      E.AccessIndex = map(E.AccessIndex);
    for (LatencyExpr &C : E.Children)
      Walk(C);
  };
  Walk(KS.Workload.Latency);
}

/// Names the object each access touches (the shared/global variable or the
/// kernel parameter) and, for multi-dimensional arrays, their row length.
static void nameAccessObjects(const KernelInfo &KI, std::vector<AccessInfo> &Accesses) {
  for (AccessInfo &A : Accesses) {
    if (!A.Inst)
      continue;
    const Value *Ptr = getLoadStorePointerOperand(A.Inst);
    if (!Ptr) {
      if (auto *RMW = dyn_cast<AtomicRMWInst>(A.Inst))
        Ptr = RMW->getPointerOperand();
      else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(A.Inst))
        Ptr = CX->getPointerOperand();
    }
    if (!Ptr)
      continue;
    const Value *Base = getUnderlyingObject(Ptr, 12);
    if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
      A.Object = shortObjectName(GV->getName());
      Type *T = GV->getValueType();
      unsigned Dims = 0;
      while (auto *AT = dyn_cast<ArrayType>(T)) {
        if (!isa<ArrayType>(AT->getElementType()) && Dims >= 1 &&
            AT->getElementType()->isSized() &&
            GV->getDataLayout().getTypeAllocSize(AT->getElementType()) == A.BytesPerThread)
          A.ObjectRowElements = unsigned(AT->getNumElements());
        T = AT->getElementType();
        ++Dims;
      }
    } else if (auto *Arg = dyn_cast<Argument>(Base)) {
      if (Arg->getArgNo() < KI.ParamNames.size())
        A.Object = KI.ParamNames[Arg->getArgNo()];
    }
  }
}

Expected<AnalysisReport> gpuperf::analyzeModule(Module &M, FunctionAnalysisManager &FAM,
                                                const AnalysisOptions &Opts) {
  Expected<GPUSpec> Spec = SpecRegistry::builtin().lookup(Opts.GPU);
  if (!Spec)
    return Spec.takeError();

  AnalysisReport R;
  R.Input = M.getSourceFileName().empty() ? M.getModuleIdentifier() : M.getSourceFileName();
  R.Spec = std::move(*Spec);
  R.Model = Opts.Model;

  std::vector<KernelInfo> Kernels = findKernels(M);
  if (!Opts.KernelRegex.empty()) {
    Regex Re(Opts.KernelRegex);
    std::string ReError;
    if (!Re.isValid(ReError))
      return optionError("invalid --kernel regex '" + Opts.KernelRegex + "': " + ReError);
    std::vector<std::string> All;
    for (const KernelInfo &K : Kernels)
      All.push_back(K.Demangled);
    llvm::erase_if(Kernels, [&](const KernelInfo &K) { return !kernelMatches(K, Re); });
    if (Kernels.empty())
      return optionError("--kernel '" + Opts.KernelRegex + "' matches no kernel (kernels: " +
                         (All.empty() ? std::string("none") : join(All, ", ")) + ")");
  }
  if (Kernels.empty())
    R.Notes.push_back("the module defines no kernels");

  // Every --arg must name a parameter of some analysed kernel.
  for (const auto &[Name, Value] : Opts.Launch.Args) {
    bool Used = false;
    for (const KernelInfo &K : Kernels) {
      std::vector<std::string> Unmatched;
      bindKernelArgs(K, {{Name, Value}}, &Unmatched);
      Used |= Unmatched.empty();
    }
    if (!Used && !Kernels.empty())
      return optionError("--arg '" + Name + "' names no parameter of the analysed kernels");
  }

  // Resources: the user's numbers, else ptxas, else an estimate from the IR.
  std::optional<std::map<std::string, ResourceUsage>> Ptxas;
  std::string PtxasWhy = "disabled";
  if (!Opts.Launch.Registers && !Opts.NoPtxas && !Kernels.empty())
    Ptxas = ptxasResources(M, R.Spec.PTXArch, PtxasWhy);

  for (const KernelInfo &KI : Kernels) {
    KernelReport K;
    K.Name = KI.Name;
    K.Demangled = KI.Demangled;
    K.Loc = functionLoc(*KI.F);
    K.Launch = resolveBlock(KI, Opts.Launch, K.Assumptions);
    K.Launch.Args = bindKernelArgs(KI, Opts.Launch.Args);

    ResourceUsage &RU = K.Resources;
    if (Opts.Launch.Registers) {
      RU.Registers = *Opts.Launch.Registers;
      RU.StaticShared = staticSharedBytes(*KI.F);
      RU.Barriers = usesBarrier(*KI.F) ? 1 : 0;
      RU.Source = ResourceSource::User;
      RU.Note = "registers from --regs; static shared memory from the IR";
    } else if (Ptxas && Ptxas->count(KI.Name)) {
      RU = Ptxas->at(KI.Name);
      RU.Barriers = std::max(RU.Barriers, usesBarrier(*KI.F) ? 1u : 0u);
      RU.Note = "ptxas -v for " + R.Spec.PTXArch;
    } else {
      RU = estimateResources(*KI.F);
      if (PtxasWhy != "disabled")
        RU.Note = "estimated from the IR: " + PtxasWhy;
    }
    if (Opts.Launch.DynamicShared)
      RU.DynamicShared = *Opts.Launch.DynamicShared;

    if (KI.MaxNTid && K.Launch.Block.size() > KI.MaxNTid->size()) {
      K.Occupancy.Possible = false;
      K.Occupancy.Impossible =
          formatv("block of {0} threads exceeds __launch_bounds__ maxThreadsPerBlock {1}",
                  K.Launch.Block.size(), KI.MaxNTid->size());
    } else {
      OccupancyInput In;
      In.ThreadsPerBlock = unsigned(K.Launch.Block.size());
      In.RegistersPerThread = RU.Registers;
      In.SharedPerBlock = RU.sharedPerBlock();
      In.BarriersPerBlock = RU.Barriers;
      In.MinBlocksPerSM = KI.MinCTASM;
      K.Occupancy = computeOccupancy(R.Spec, In);
      K.OccupancyTable = occupancyWhatIf(R.Spec, In);
    }

    if (Opts.Launch.Grid) {
      K.Launch.Grid = *Opts.Launch.Grid;
    } else {
      // Enough blocks for several full waves, so the tail is small.
      unsigned PerSM = std::max(1u, K.Occupancy.BlocksPerSM);
      K.Launch.Grid = Dim3{R.Spec.SMCount * PerSM * 8, 1, 1};
      K.Launch.GridAssumed = true;
      K.Assumptions.push_back(formatv("grid = {0} blocks, 8 full waves (no --grid given)",
                                      K.Launch.Grid.X)
                                  .str());
    }

    // Symbolic, graph and model stages.
    Function &F = *KI.F;
    ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
    LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
    AccessOptions AO;
    AO.AssumeAccess = Opts.AssumeAccess;
    K.Accesses = analyzeAccesses(F, SE, LI, K.Launch, R.Spec, AO);
    nameAccessObjects(KI, K.Accesses);
    ControlOptions CO;
    CO.AssumeBranch = Opts.AssumeBranch;
    CO.AssumeTrip = Opts.AssumeTrip;
    CO.WarpSize = R.Spec.Scheduling.WarpSize;
    KernelStructure KS = analyzeKernelStructure(F, FAM, K.Launch, CO);
    rekeyAccesses(KS, K.Accesses);
    K.Branches = std::move(KS.Branches);
    K.Loops = std::move(KS.Loops);
    K.WFG = std::make_shared<WorkFlowGraph>(std::move(KS.WFG));
    K.Workload = std::make_shared<WarpWorkload>(std::move(KS.Workload));
    if (K.Occupancy.Possible) {
      K.Predicted = predict(*K.Workload, K.Accesses, K.Occupancy, K.Launch, R.Spec, Opts.Model,
                            K.KernelBounds);
      K.HasPrediction = true;
      K.BottleneckRows = bottleneckRows(K.Predicted, K.KernelBounds);
      K.Curve = throughputCurve(*K.Workload, K.Accesses, K.Launch, R.Spec, Opts.Model,
                                K.Predicted, K.KernelBounds);
    }
    AdviceInput AI;
    AI.Accesses = &K.Accesses;
    AI.Branches = &K.Branches;
    AI.Occupancy = &K.Occupancy;
    AI.OccIn.ThreadsPerBlock = unsigned(K.Launch.Block.size());
    AI.OccIn.RegistersPerThread = RU.Registers;
    AI.OccIn.SharedPerBlock = RU.sharedPerBlock();
    AI.OccIn.BarriersPerBlock = RU.Barriers;
    AI.OccIn.MinBlocksPerSM = KI.MinCTASM;
    AI.Predicted = K.HasPrediction ? &K.Predicted : nullptr;
    AI.KernelBounds = K.HasPrediction ? &K.KernelBounds : nullptr;
    AI.Spec = &R.Spec;
    K.Advices = adviseKernel(AI);
    R.Kernels.push_back(std::move(K));
  }
  return R;
}

GPUPerfAnalysis::Result GPUPerfAnalysis::run(Module &M, ModuleAnalysisManager &MAM) {
  Result Res;
  if (std::string Why = whyNotNVPTX(M); !Why.empty()) {
    Res.Error = Why;
    return Res;
  }
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Expected<AnalysisReport> R =
      Opts.BadFlag.empty() ? analyzeModule(M, FAM, Opts) : Expected<AnalysisReport>(optionError(Opts.BadFlag));
  if (R) {
    Res.Report = std::move(*R);
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

PreservedAnalyses GPUPerfRemarks::run(Module &M, ModuleAnalysisManager &MAM) {
  const GPUPerfAnalysis::Result &Res = MAM.getResult<GPUPerfAnalysis>(M);
  if (Res.Report)
    emitRemarks(*Res.Report, M);
  else
    emitModuleNotAnalysed(M, Res.Error);
  return PreservedAnalyses::all();
}
