//===- GPUPerfAnalysis.cpp - Orchestrates the stages per kernel
//------------===//
#include "gpuperf/Plugin/GPUPerfAnalysis.h"
#include "gpuperf/Graph/KernelStructure.h"
#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Model/Advice.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Predict.h"
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Model/WhatIf.h"
#include "gpuperf/Report/Remarks.h"
#include "gpuperf/Hardware/SpecRegistry.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

#include <chrono>

using namespace llvm;
using namespace gpuperf;

AnalysisKey GPUPerfAnalysis::Key;

static Error optionError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

static std::string functionLoc(const Function &F) {
  if (const DISubprogram *SP = F.getSubprogram())
    return formatv("{0}:{1}", sys::path::filename(SP->getFilename()),
                   SP->getLine())
        .str();
  return "";
}

/// The workload names accesses by the graph layer's memory-instruction
/// order; re-key it to the access analysis' order by instruction, so the two
/// layers need not agree on enumeration.
static void rekeyAccesses(KernelStructure &KS,
                          const std::vector<AccessInfo> &Accesses) {
  // An instruction with several memory parts (a memcpy) has several
  // accesses; its k-th entry in MemoryInsts is its k-th access.
  DenseMap<const Instruction *, SmallVector<int, 2>> Index;
  for (unsigned I = 0; I < Accesses.size(); ++I)
    Index[Accesses[I].Inst].push_back(int(I));
  std::vector<int> NewIndex(KS.MemoryInsts.size(), -1);
  DenseMap<const Instruction *, unsigned> Seen;
  for (unsigned K = 0; K < KS.MemoryInsts.size(); ++K) {
    auto It = Index.find(KS.MemoryInsts[K]);
    unsigned Part = Seen[KS.MemoryInsts[K]]++;
    if (It != Index.end() && Part < It->second.size())
      NewIndex[K] = It->second[Part];
  }
  auto map = [&](int Old) {
    return Old < 0 || unsigned(Old) >= NewIndex.size() ? -1 : NewIndex[Old];
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
static void nameAccessObjects(const KernelInfo &KI,
                              std::vector<AccessInfo> &Accesses) {
  DenseMap<const Instruction *, unsigned>
      PartOf; // a memcpy's accesses: load, store
  for (AccessInfo &A : Accesses) {
    if (!A.Inst)
      continue;
    SmallVector<MemoryPart, 2> Parts = memoryParts(*A.Inst);
    unsigned Part = PartOf[A.Inst]++;
    if (Part >= Parts.size())
      continue;
    const Value *Ptr = Parts[Part].Ptr;
    const Value *Base = getUnderlyingObject(Ptr, 12);
    if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
      A.Object = shortObjectName(GV->getName());
      Type *T = GV->getValueType();
      unsigned Dims = 0;
      while (auto *AT = dyn_cast<ArrayType>(T)) {
        if (!isa<ArrayType>(AT->getElementType()) && Dims >= 1 &&
            AT->getElementType()->isSized() &&
            GV->getDataLayout().getTypeAllocSize(AT->getElementType()) ==
                A.BytesPerThread)
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

/// "file:line" of an instruction, else "function name".
static std::string instLoc(const Instruction &I) {
  if (const DebugLoc &DL = I.getDebugLoc())
    if (auto *Scope = dyn_cast<DIScope>(DL.getScope()))
      return formatv("{0}:{1}", sys::path::filename(Scope->getFilename()),
                     DL.getLine())
          .str();
  return demangle(I.getFunction()->getName().str());
}

static std::string plural(size_t N, StringRef One, StringRef Many) {
  return formatv("{0} {1}", N, N == 1 ? One : Many).str();
}

/// Constructs whose behaviour the static analysis cannot know, in the kernel
/// and in every function it reaches through direct calls. Each becomes a
/// stated assumption, so the report says what it could not see instead of
/// silently assuming. Linear in the size of the reachable code.
static void noteUnknowables(const KernelInfo &KI, const LaunchConfig &User,
                            FunctionAnalysisManager &FAM,
                            std::vector<std::string> &Assumptions) {
  // Reachable definitions, in discovery order (deterministic).
  SetVector<Function *> Reach;
  Reach.insert(KI.F);
  std::vector<std::pair<Function *, Function *>> CallEdges;
  size_t Indirect = 0, Asm = 0;
  SetVector<const Function *> External;
  const Instruction *FirstIndirect = nullptr, *FirstAsm = nullptr;
  uint64_t AllocaBytes = 0;
  size_t DynamicAllocas = 0;
  SetVector<const GlobalVariable *> DynShared;
  const DataLayout &DL = KI.F->getParent()->getDataLayout();
  for (unsigned I = 0; I < Reach.size(); ++I) {
    Function *F = Reach[I];
    for (Instruction &Inst : instructions(*F)) {
      if (auto *CB = dyn_cast<CallBase>(&Inst)) {
        if (CB->isInlineAsm()) {
          if (!Asm++)
            FirstAsm = CB;
        } else if (Function *Callee = CB->getCalledFunction()) {
          if (!Callee->isDeclaration()) {
            Reach.insert(Callee);
            CallEdges.push_back({F, Callee});
          } else if (!Callee->isIntrinsic()) {
            External.insert(Callee);
          }
        } else if (!Indirect++) {
          FirstIndirect = CB;
        }
      }
      if (auto *AI = dyn_cast<AllocaInst>(&Inst)) {
        if (std::optional<TypeSize> Size = AI->getAllocationSize(DL);
            Size && !Size->isScalable())
          AllocaBytes += Size->getFixedValue();
        else
          ++DynamicAllocas;
      }
      for (const Use &Op : Inst.operands()) {
        const Value *V = Op.get()->stripPointerCasts();
        if (auto *CE = dyn_cast<ConstantExpr>(V))
          V = CE->getOperand(0)->stripPointerCasts();
        if (auto *GV = dyn_cast<GlobalVariable>(V))
          if (GV->getAddressSpace() == 3 && !GV->hasInitializer() &&
              DL.getTypeAllocSize(GV->getValueType()) == 0)
            DynShared.insert(GV);
      }
    }
  }

  // Recursion: a call-graph cycle among the reachable functions.
  {
    std::map<Function *, std::vector<Function *>> Succ;
    for (auto &[From, To] : CallEdges)
      Succ[From].push_back(To);
    std::map<Function *, int> State; // 0 new, 1 on stack, 2 done
    SetVector<Function *> InCycle;
    std::vector<Function *> Stack;
    // Iterative DFS: deep call chains must not overflow the native stack.
    std::vector<std::pair<Function *, size_t>> Work{{KI.F, 0}};
    State[KI.F] = 1;
    Stack.push_back(KI.F);
    while (!Work.empty()) {
      auto &[F, Next] = Work.back();
      std::vector<Function *> &Out = Succ[F];
      if (Next < Out.size()) {
        Function *G = Out[Next++];
        if (State[G] == 1) {
          for (auto It = std::find(Stack.begin(), Stack.end(), G);
               It != Stack.end(); ++It)
            InCycle.insert(*It);
        } else if (State[G] == 0) {
          State[G] = 1;
          Stack.push_back(G);
          Work.push_back({G, 0});
        }
        continue;
      }
      State[F] = 2;
      Stack.pop_back();
      Work.pop_back();
    }
    if (!InCycle.empty()) {
      std::vector<std::string> Names;
      for (Function *F : InCycle)
        Names.push_back(demangle(F->getName().str()));
      Assumptions.push_back("recursion through " + join(Names, ", ") +
                            ": call depth unknown");
    }
  }
  if (Indirect)
    Assumptions.push_back(
        plural(Indirect, "indirect call", "indirect calls") + " (first at " +
        instLoc(*FirstIndirect) +
        "): callee unknown; its shared memory and barriers are not counted");
  if (Asm)
    Assumptions.push_back(
        plural(Asm, "inline assembly statement", "inline assembly statements") +
        " (first at " + instLoc(*FirstAsm) +
        "): opaque; the accesses and latency inside are unknown");
  if (!External.empty()) {
    std::vector<std::string> Names;
    for (const Function *F : External)
      Names.push_back(demangle(F->getName().str()));
    Assumptions.push_back(
        "calls to functions with no definition in the module (" +
        join(Names, ", ") + "): their cost is unknown and not counted");
  }
  if (!DynShared.empty()) {
    std::vector<std::string> Names;
    for (const GlobalVariable *GV : DynShared)
      Names.push_back(GV->getName().str());
    Assumptions.push_back(
        "dynamic shared memory (extern __shared__ " + join(Names, ", ") +
        "): " +
        (User.DynamicShared
             ? formatv("{0} bytes per block from --smem", *User.DynamicShared)
                   .str()
             : std::string("0 bytes per block assumed (no --smem given)")));
  }
  if (AllocaBytes || DynamicAllocas)
    Assumptions.push_back(
        formatv(
            "thread-private arrays in local memory: {0} bytes per thread{1}",
            AllocaBytes,
            DynamicAllocas ? formatv(", plus {0} of unknown size",
                                     plural(DynamicAllocas, "dynamic alloca",
                                            "dynamic allocas"))
                                 .str()
                           : std::string())
            .str());

  // Control flow: irreducible cycles, loops that never exit, loops whose
  // trip count has no closed form.
  size_t Irreducible = 0, NoExit = 0, Unbounded = 0;
  std::string FirstIrreducible, FirstNoExit, FirstUnbounded;
  for (Function *F : Reach) {
    CycleInfo &CI = FAM.getResult<CycleAnalysis>(*F);
    SmallVector<const Cycle *> Cycles(CI.toplevel_cycles().begin(),
                                      CI.toplevel_cycles().end());
    while (!Cycles.empty()) {
      const Cycle *C = Cycles.pop_back_val();
      if (!C->isReducible() && !Irreducible++)
        FirstIrreducible = instLoc(*C->getHeader()->getFirstNonPHIOrDbg());
      Cycles.append(C->children().begin(), C->children().end());
    }
    LoopInfo &LI = FAM.getResult<LoopAnalysis>(*F);
    ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(*F);
    for (Loop *L : LI.getLoopsInPreorder()) {
      std::string Where = instLoc(*L->getHeader()->getFirstNonPHIOrDbg());
      if (L->hasNoExitBlocks()) {
        if (!NoExit++)
          FirstNoExit = Where;
      } else if (isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(L))) {
        if (!Unbounded++)
          FirstUnbounded = Where;
      }
    }
  }
  if (Irreducible)
    Assumptions.push_back(
        plural(Irreducible, "irreducible cycle", "irreducible cycles") +
        " (first at " + FirstIrreducible +
        "): not a natural loop, so it has no trip count");
  if (NoExit)
    Assumptions.push_back(
        plural(NoExit, "loop with no exit", "loops with no exit") +
        " (first at " + FirstNoExit + "): the kernel may never finish");
  if (Unbounded)
    Assumptions.push_back(
        plural(Unbounded, "loop", "loops") + " (first at " + FirstUnbounded +
        ") with no computable trip count: iterations unknown");
}

/// Why the kernel is too large for the symbolic and graph stages, or "".
static std::string overBudget(const Function &F, const AnalysisOptions &Opts) {
  unsigned Insts = 0, Accesses = 0;
  for (const Instruction &I : instructions(F)) {
    ++Insts;
    if (isa<LoadInst, StoreInst, AtomicRMWInst, AtomicCmpXchgInst,
            MemIntrinsic>(I))
      ++Accesses;
  }
  bool TooMany =
      Opts.MaxKernelInstructions && Insts > Opts.MaxKernelInstructions;
  bool TooManyAccesses =
      Opts.MaxKernelAccesses && Accesses > Opts.MaxKernelAccesses;
  if (!TooMany && !TooManyAccesses)
    return "";
  return formatv("kernel has {0} IR instructions and {1} memory accesses, over "
                 "the per-kernel "
                 "analysis budget ({2} instructions, {3} accesses): accesses, "
                 "branches, loops "
                 "and the prediction were not computed, only resources and "
                 "occupancy",
                 Insts, Accesses, Opts.MaxKernelInstructions,
                 Opts.MaxKernelAccesses)
      .str();
}

Expected<ModuleContext> gpuperf::prepareModule(Module &M,
                                               const AnalysisOptions &Opts) {
  Expected<GPUSpec> Spec = SpecRegistry::builtin().lookup(Opts.GPU);
  if (!Spec)
    return Spec.takeError();

  ModuleContext C;
  C.Spec = std::move(*Spec);
  C.Kernels = findKernels(M);
  std::vector<KernelInfo> &Kernels = C.Kernels;
  if (!Opts.KernelRegex.empty()) {
    Regex Re(Opts.KernelRegex);
    std::string ReError;
    if (!Re.isValid(ReError))
      return optionError("invalid --kernel regex '" + Opts.KernelRegex +
                         "': " + ReError);
    std::vector<std::string> All;
    for (const KernelInfo &K : Kernels)
      All.push_back(K.Demangled);
    llvm::erase_if(Kernels,
                   [&](const KernelInfo &K) { return !kernelMatches(K, Re); });
    if (Kernels.empty())
      return optionError(
          "--kernel '" + Opts.KernelRegex + "' matches no kernel (kernels: " +
          (All.empty() ? std::string("none") : join(All, ", ")) + ")");
  }
  if (Kernels.empty())
    C.Notes.push_back("the module defines no kernels");

  // Every --arg must name a parameter of some analysed kernel.
  std::vector<std::string> ArgNames;
  for (const auto &KV : Opts.Launch.Args)
    ArgNames.push_back(KV.first);
  for (const auto &KV : Opts.Launch.NonIntegerArgs)
    ArgNames.push_back(KV.first);
  for (const std::string &Name : ArgNames) {
    bool Used = false;
    for (const KernelInfo &K : Kernels) {
      std::vector<std::string> Unmatched;
      bindKernelArgs(K, {{Name, 0}}, &Unmatched);
      Used |= Unmatched.empty();
    }
    if (!Used && !Kernels.empty())
      return optionError("--arg '" + Name +
                         "' names no parameter of the analysed kernels");
  }

  // Resources: the user's numbers, else ptxas, else an estimate from the IR.
  std::optional<std::map<std::string, ResourceUsage>> Ptxas;
  std::string PtxasWhy = "disabled";
  // llc + ptxas take about 0.3 s per 1,000 IR instructions (30 s for a
  // 100,000-instruction kernel, bench/hostile-timing.sh): over the per-kernel
  // budget, estimate instead.
  unsigned ModuleInsts = 0;
  for (const Function &F : M)
    ModuleInsts += F.getInstructionCount();
  bool PtxasTooLarge =
      Opts.MaxPtxasInstructions && ModuleInsts > Opts.MaxPtxasInstructions;
  if (!Opts.Launch.Registers && !Opts.NoPtxas && !Kernels.empty()) {
    if (PtxasTooLarge)
      PtxasWhy =
          formatv(
              "the module has {0} IR instructions, over the budget of {1} for "
              "running llc and ptxas",
              ModuleInsts, Opts.MaxPtxasInstructions)
              .str();
    else
      Ptxas = ptxasResources(M, C.Spec.PTXArch, PtxasWhy);
  }

  for (const KernelInfo &KI : Kernels) {
    ResourceUsage RU;
    if (Opts.Launch.Registers) {
      RU.Registers = *Opts.Launch.Registers;
      RU.StaticShared = staticSharedBytes(*KI.F);
      RU.Barriers = usesBarrier(*KI.F) ? 1 : 0;
      RU.Source = ResourceSource::User;
      RU.Note = "registers from --regs; static shared memory from the IR";
    } else if (Ptxas && Ptxas->count(KI.Name)) {
      RU = Ptxas->at(KI.Name);
      RU.Barriers = std::max(RU.Barriers, usesBarrier(*KI.F) ? 1u : 0u);
      RU.Note = "ptxas -v for " + C.Spec.PTXArch;
    } else {
      RU = estimateResources(*KI.F);
      if (PtxasWhy != "disabled")
        RU.Note = "estimated from the IR: " + PtxasWhy;
    }
    if (Opts.Launch.DynamicShared)
      RU.DynamicShared = *Opts.Launch.DynamicShared;
    C.Resources.push_back(std::move(RU));
  }
  return C;
}

static OccupancyInput occupancyInputOf(const ResourceUsage &RU,
                                       const Dim3 &Block, unsigned MinCTASM) {
  OccupancyInput In;
  In.ThreadsPerBlock = unsigned(Block.size());
  In.RegistersPerThread = RU.Registers;
  In.SharedPerBlock = RU.sharedPerBlock();
  In.BarriersPerBlock = RU.Barriers;
  In.MinBlocksPerSM = MinCTASM;
  return In;
}

static OccupancyResult occupancyOf(const GPUSpec &Spec, const ResourceUsage &RU,
                                   const Dim3 &Block,
                                   const std::optional<Dim3> &MaxNTid,
                                   unsigned MinCTASM) {
  OccupancyResult Occ;
  if (MaxNTid && Block.size() > MaxNTid->size()) {
    Occ.Possible = false;
    Occ.Impossible = formatv(
        "block of {0} threads exceeds __launch_bounds__ maxThreadsPerBlock {1}",
        Block.size(), MaxNTid->size());
    return Occ;
  }
  return computeOccupancy(Spec, occupancyInputOf(RU, Block, MinCTASM));
}

ResolvedLaunch gpuperf::resolveLaunch(const KernelInfo &KI,
                                      const ResourceUsage &RU,
                                      const LaunchConfig &User,
                                      const GPUSpec &Spec,
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
  L.Args = bindKernelArgs(KI, User.Args);
  for (const auto &[Name, Value] : User.NonIntegerArgs) {
    std::vector<std::string> Unmatched;
    bindKernelArgs(KI, {{Name, 0}}, &Unmatched);
    if (!Unmatched.empty())
      continue;
    L.NonIntegerArgs[Name] = Value;
    char Text[32];
    snprintf(Text, sizeof(Text), "%g", Value);
    Assumptions.push_back(
        "argument " + Name + " = " + Text +
        " is not an integer: it enters no address, trip count or integer "
        "branch condition");
  }
  if (User.Grid) {
    L.Grid = *User.Grid;
  } else {
    // Enough blocks for several full waves, so the tail is small.
    OccupancyResult Occ =
        occupancyOf(Spec, RU, L.Block, KI.MaxNTid, KI.MinCTASM);
    unsigned PerSM = std::max(1u, Occ.BlocksPerSM);
    L.Grid = Dim3{Spec.SMCount * PerSM * 8, 1, 1};
    L.GridAssumed = true;
    Assumptions.push_back(
        formatv("grid = {0} blocks, 8 full waves (no --grid given)", L.Grid.X)
            .str());
  }
  return L;
}

KernelFacts gpuperf::analyzeKernelFacts(const KernelInfo &KI,
                                        FunctionAnalysisManager &FAM,
                                        const ResolvedLaunch &Launch,
                                        const ResourceUsage &RU,
                                        std::vector<std::string> Assumptions,
                                        const AnalysisOptions &Opts,
                                        unsigned WarpSize) {
  KernelFacts K;
  K.Name = KI.Name;
  K.Demangled = KI.Demangled;
  K.Loc = functionLoc(*KI.F);
  K.Launch = Launch;
  K.Assumptions = std::move(Assumptions);
  K.Resources = RU;
  K.MaxNTid = KI.MaxNTid;
  K.MinCTASM = KI.MinCTASM;
  noteUnknowables(KI, Opts.Launch, FAM, K.Assumptions);

  // The symbolic and graph stages, within the per-kernel budget.
  Function &F = *KI.F;
  if (std::string Over = overBudget(F, Opts); !Over.empty()) {
    K.Unanalysed.push_back(Over);
    return K;
  }
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  AccessOptions AO;
  AO.AssumeAccess = Opts.AssumeAccess;
  auto Start = std::chrono::steady_clock::now();
  auto msSince = [](std::chrono::steady_clock::time_point T) {
    return std::chrono::duration<double, std::milli>(
               std::chrono::steady_clock::now() - T)
        .count();
  };
  K.Patterns = collectAccessPatterns(F, SE, LI, Launch, AO);
  K.AccessMs = msSince(Start);
  Start = std::chrono::steady_clock::now();
  {
    // Name what each access touches, for advice such as "pad `tile`".
    std::vector<AccessInfo> Infos;
    for (const AccessPattern &P : K.Patterns.Accesses)
      Infos.push_back(P.Info);
    nameAccessObjects(KI, Infos);
    for (unsigned I = 0; I < Infos.size(); ++I)
      K.Patterns.Accesses[I].Info = std::move(Infos[I]);
  }
  ControlOptions CO;
  CO.AssumeBranch = Opts.AssumeBranch;
  CO.AssumeTrip = Opts.AssumeTrip;
  CO.WarpSize = WarpSize; // the one spec number the structure needs
  KernelStructure KS = analyzeKernelStructure(F, FAM, Launch, CO);
  std::vector<AccessInfo> Order;
  Order.reserve(K.Patterns.Accesses.size());
  for (const AccessPattern &P : K.Patterns.Accesses)
    Order.push_back(P.Info);
  rekeyAccesses(KS, Order);
  K.StructureMs = msSince(Start);
  K.Branches = std::move(KS.Branches);
  K.Loops = std::move(KS.Loops);
  K.WFG = std::make_shared<WorkFlowGraph>(std::move(KS.WFG));
  if (unsigned N = KS.Workload.LatencyTruncatedAfter)
    K.Assumptions.push_back(
        "single-warp latency path cut short after " + std::to_string(N) +
        " blocks (too many paths through branches to walk): the latency "
        "bound is a lower bound");
  if (unsigned N = KS.Workload.BranchesCostedAsDiverged)
    K.Assumptions.push_back(
        std::to_string(N) +
        " partly divergent branch(es) with large sides costed as fully "
        "diverged in the single-warp latency (both sides run)");
  K.Workload = std::make_shared<WarpWorkload>(std::move(KS.Workload));
  return K;
}

KernelReport gpuperf::specialise(const KernelFacts &Facts, const GPUSpec &Spec,
                                 ModelKind Model, SpecialiseDetail Detail) {
  auto Start = std::chrono::steady_clock::now();
  KernelReport K;
  K.AccessMs = Facts.AccessMs;
  K.StructureMs = Facts.StructureMs;
  auto stopClock = [&] {
    K.ModelMs = std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - Start)
                    .count();
  };
  K.Name = Facts.Name;
  K.Demangled = Facts.Demangled;
  K.Loc = Facts.Loc;
  K.Launch = Facts.Launch;
  K.Resources = Facts.Resources;
  K.Assumptions = Facts.Assumptions;
  K.Unanalysed = Facts.Unanalysed;
  K.Occupancy = occupancyOf(Spec, Facts.Resources, Facts.Launch.Block,
                            Facts.MaxNTid, Facts.MinCTASM);
  K.Accesses = classify(Facts.Patterns, Spec);
  K.Branches = Facts.Branches;
  K.Loops = Facts.Loops;
  K.WFG = Facts.WFG;
  K.Workload = Facts.Workload;
  // No workload: the kernel was over the analysis budget (Unanalysed says so).
  if (K.Occupancy.Possible && K.Workload) {
    K.Predicted = predict(*K.Workload, K.Accesses, K.Occupancy, K.Launch, Spec,
                          Model, K.KernelBounds);
    K.HasPrediction = true;
  }
  if (Detail == SpecialiseDetail::Prediction) {
    stopClock();
    return K; // rank: the time and binding resource are all it reads
  }

  OccupancyInput In =
      occupancyInputOf(Facts.Resources, Facts.Launch.Block, Facts.MinCTASM);
  if (K.Occupancy.Possible)
    K.OccupancyTable = occupancyWhatIf(Spec, In);
  if (K.HasPrediction) {
    K.BottleneckRows = bottleneckRows(K.Predicted, K.KernelBounds);
    K.Curve = throughputCurve(*K.Workload, K.Accesses, K.Launch, Spec, Model,
                              K.Predicted, K.KernelBounds);
  }
  AdviceInput AI;
  AI.Accesses = &K.Accesses;
  AI.Branches = &K.Branches;
  AI.Occupancy = &K.Occupancy;
  AI.OccIn = In;
  AI.Predicted = K.HasPrediction ? &K.Predicted : nullptr;
  AI.KernelBounds = K.HasPrediction ? &K.KernelBounds : nullptr;
  AI.Spec = &Spec;
  K.Advices = adviseKernel(AI);
  stopClock();
  return K;
}

Expected<AnalysisReport> gpuperf::analyzeModule(Module &M,
                                                FunctionAnalysisManager &FAM,
                                                const AnalysisOptions &Opts) {
  Expected<ModuleContext> C = prepareModule(M, Opts);
  if (!C)
    return C.takeError();

  AnalysisReport R;
  R.Input = M.getSourceFileName().empty() ? M.getModuleIdentifier()
                                          : M.getSourceFileName();
  R.Spec = std::move(C->Spec);
  R.Model = Opts.Model;
  R.Notes = std::move(C->Notes);
  for (unsigned I = 0; I < C->Kernels.size(); ++I) {
    const KernelInfo &KI = C->Kernels[I];
    std::vector<std::string> Assumptions;
    ResolvedLaunch L =
        resolveLaunch(KI, C->Resources[I], Opts.Launch, R.Spec, Assumptions);
    KernelFacts Facts =
        analyzeKernelFacts(KI, FAM, L, C->Resources[I], std::move(Assumptions),
                           Opts, R.Spec.Scheduling.WarpSize);
    R.Kernels.push_back(specialise(Facts, R.Spec, Opts.Model));
  }
  return R;
}

GPUPerfAnalysis::Result GPUPerfAnalysis::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  Result Res;
  if (std::string Why = whyNotNVPTX(M); !Why.empty()) {
    Res.Error = Why;
    return Res;
  }
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Expected<AnalysisReport> R =
      Opts.BadFlag.empty()
          ? analyzeModule(M, FAM, Opts)
          : Expected<AnalysisReport>(optionError(Opts.BadFlag));
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

PreservedAnalyses GPUPerfPDGPrinter::run(Module &M,
                                         ModuleAnalysisManager &MAM) {
  if (std::string Why = whyNotNVPTX(M); !Why.empty()) {
    OS << "gpu-perf: nothing analysed: " << Why << "\n";
    return PreservedAnalyses::all();
  }
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (const KernelInfo &KI : findKernels(M)) {
    ResolvedLaunch L;
    L.Block = Launch.Block ? *Launch.Block
              : KI.MaxNTid ? *KI.MaxNTid
                           : Dim3{256, 1, 1};
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
