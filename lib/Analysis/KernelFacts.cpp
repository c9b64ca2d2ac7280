//===- KernelFacts.cpp - The IR work for one kernel launch ----------------===//
#include "gpuperf/Analysis/KernelFacts.h"
#include "gpuperf/Analysis/Unknowables.h"
#include "gpuperf/Graph/KernelStructure.h"
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/ObjectNames.h"
#include "gpuperf/IR/SourceLoc.h"
#include "gpuperf/Model/Advice.h"
#include "gpuperf/Model/Occupancy.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <set>

using namespace llvm;
using namespace gpuperf;

/// The row length of a multi-dimensional array whose innermost element is
/// what the access reads, or 0.
static unsigned rowElements(const GlobalVariable &GV, uint64_t AccessBytes) {
  unsigned Row = 0, Dims = 0;
  Type *T = GV.getValueType();
  while (auto *AT = dyn_cast<ArrayType>(T)) {
    T = AT->getElementType();
    if (!isa<ArrayType>(T) && Dims >= 1 && T->isSized() &&
        GV.getDataLayout().getTypeAllocSize(T) == AccessBytes)
      Row = unsigned(AT->getNumElements());
    ++Dims;
  }
  return Row;
}

/// Names the object each access touches (the shared/global variable or the
/// kernel parameter) and, for multi-dimensional arrays, their row length,
/// for advice such as "pad `tile`".
static void nameAccessObjects(const KernelInfo &KI,
                              std::vector<AccessPattern> &Accesses) {
  // A memcpy's accesses: load, then store.
  DenseMap<const Instruction *, unsigned> PartOf;
  for (AccessPattern &P : Accesses) {
    AccessInfo &A = P.Info;
    if (!A.Inst)
      continue;
    SmallVector<MemoryPart, 2> Parts = memoryParts(*A.Inst);
    unsigned Part = PartOf[A.Inst]++;
    if (Part >= Parts.size())
      continue;
    const Value *Base = getUnderlyingObject(Parts[Part].Ptr, 12);
    if (auto *GV = dyn_cast<GlobalVariable>(Base)) {
      A.Object = shortObjectName(GV->getName());
      if (unsigned Row = rowElements(*GV, A.BytesPerThread))
        A.ObjectRowElements = Row;
    } else if (auto *Arg = dyn_cast<Argument>(Base)) {
      if (Arg->getArgNo() < KI.ParamNames.size())
        A.Object = KI.ParamNames[Arg->getArgNo()];
    }
  }
}

std::string gpuperf::overBudget(const Function &F,
                                const AnalysisOptions &Opts) {
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
                 "the per-kernel analysis budget ({2} instructions, {3} "
                 "accesses): accesses, branches, loops and the prediction "
                 "were not computed, only resources and occupancy",
                 Insts, Accesses, Opts.MaxKernelInstructions,
                 Opts.MaxKernelAccesses)
      .str();
}

static double msSince(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - T)
      .count();
}

/// The graph layer's results, moved into the facts; where the latency walk
/// had to simplify, that is stated.
static void takeStructure(KernelStructure &&KS, KernelFacts &K) {
  K.Branches = std::move(KS.Branches);
  K.Loops = std::move(KS.Loops);
  if (KS.CutShort) { // nothing to predict from: said why
    K.Unanalysed.push_back(std::move(*KS.CutShort));
    return;
  }
  K.WFG = std::make_shared<WorkFlowGraph>(std::move(KS.WFG));
  if (unsigned N = KS.Workload.LatencyTruncatedAfter)
    K.Assumptions.push_back(
        {ReasonKind::LatencyPathTruncated,
         "single-warp latency path cut short after " + std::to_string(N) +
             " blocks (too many paths through branches to walk): the "
             "latency bound is a lower bound"});
  // Branches the latency walk counted under one rule: "N <what>".
  const std::pair<unsigned, Reason> Counted[] = {
      {KS.Workload.BranchesCostedAsDiverged,
       {ReasonKind::BranchesCostedAsDiverged,
        " partly divergent branch(es) with large sides costed as fully "
        "diverged in the single-warp latency (both sides run)"}},
      {KS.Workload.BranchesPredicated,
       {ReasonKind::BranchesPredicated,
        " short branch(es) assumed predicated by the compiler (at most 7 "
        "instructions a side where the condition diverges, 4 where it does "
        "not; CUDA C Programming Guide): both sides issue, and the loads of "
        "a run of them overlap in the single-warp latency"}},
      {KS.Workload.BranchesRoundedToSlowestWarp,
       {ReasonKind::SlowestWarp,
        " branch(es) split the warps of every block: the single-warp latency "
        "takes the longest way some warp takes, since a block waits for its "
        "slowest warp at a barrier and before it is replaced (Volkov §3.7); "
        "each branch on its own, so where different warps take the long ways "
        "of several such branches between two barriers it exceeds the "
        "slowest warp's"}}};
  for (const auto &[N, R] : Counted)
    if (N)
      K.Assumptions.push_back({R.Kind, std::to_string(N) + R.Message});
  K.Workload = std::make_shared<WarpWorkload>(std::move(KS.Workload));
}

/// What every set of facts holds, IR work or not.
static KernelFacts launchFacts(const KernelInfo &KI,
                               const ResolvedLaunch &Launch,
                               const ResourceUsage &RU,
                               std::vector<Reason> Assumptions,
                               const AnalysisOptions &Opts) {
  KernelFacts K;
  K.Flags = Opts.Flags;
  K.Name = KI.Name;
  K.Demangled = KI.Demangled;
  K.Loc = functionLoc(*KI.F);
  K.Launch = Launch;
  K.Assumptions = std::move(Assumptions);
  K.Resources = RU;
  K.MaxNTid = KI.MaxNTid;
  K.MinCTASM = KI.MinCTASM;
  return K;
}

KernelFacts
gpuperf::factsForLaunch(const KernelInfo &KI, FunctionAnalysisManager &FAM,
                        const ResolvedLaunch &Launch, const ResourceUsage &RU,
                        std::vector<Reason> Assumptions,
                        const AnalysisOptions &Opts, const GPUSpec &Spec) {
  if (!launchOccupancy(Spec, RU, Launch.Block, KI.MaxNTid, KI.MinCTASM,
                       Launch.Grid)
           .Possible)
    return launchFacts(KI, Launch, RU, std::move(Assumptions), Opts);
  return analyzeKernelFacts(KI, FAM, Launch, RU, std::move(Assumptions), Opts,
                            Spec.Scheduling.WarpSize);
}

KernelFacts gpuperf::analyzeKernelFacts(const KernelInfo &KI,
                                        FunctionAnalysisManager &FAM,
                                        const ResolvedLaunch &Launch,
                                        const ResourceUsage &RU,
                                        std::vector<Reason> Assumptions,
                                        const AnalysisOptions &Opts,
                                        unsigned WarpSize) {
  KernelFacts K = launchFacts(KI, Launch, RU, std::move(Assumptions), Opts);
  Function &F = *KI.F;
  if (std::string Over = overBudget(F, Opts); !Over.empty()) {
    noteUnknowables(KI, Opts, FAM, K.Assumptions);
    K.Unanalysed.push_back({ReasonKind::OverBudget, Over});
    return K;
  }
  // What no analysis can know comes first; which loops are unknown is known
  // once the loop table has counted them.
  size_t UnknowablesAt = K.Assumptions.size();
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  ControlOptions CO;
  CO.AssumeBranch = Opts.AssumeBranch;
  CO.AssumeTrip = Opts.AssumeTrip;
  CO.Flags = Opts.Flags;
  CO.WarpSize = WarpSize; // the one spec number the structure needs
  // One budget for the exact counting of the kernel's accesses and branches.
  KernelWorkBudget Budget;
  // The loop table first: the access analysis bounds each loop's iterations
  // by the counts it knows where SCEV has none (steps that SCEV cannot
  // prove do not overflow, geometric IVs).
  auto Start = std::chrono::steady_clock::now();
  std::vector<LoopTripInfo> Loops;
  {
    ThreadExprBuilder TEB(F, DT, LI, Launch, &SE);
    Loops = computeLoopTrips(LI, SE, TEB, CO);
  }
  double LoopsMs = msSince(Start);
  Start = std::chrono::steady_clock::now();
  AccessOptions AO;
  AO.AssumeAccess = Opts.AssumeAccess;
  AO.Flags = Opts.Flags;
  AO.LoopPhiValues = geometricIVValues(F, DT, LI, SE, Launch, Loops, CO);
  AO.LoopTrips = knownTripCounts(Loops, CO);
  AO.LaneMaxTrips = laneMaxTripCounts(Loops, CO);
  K.Patterns = collectAccessPatterns(F, SE, LI, DT, Launch, AO, Budget);
  K.AccessMs = msSince(Start);

  Start = std::chrono::steady_clock::now();
  nameAccessObjects(KI, K.Patterns.Accesses);
  KernelStructure KS =
      analyzeKernelStructure(F, FAM, Launch, CO, Budget, std::move(Loops));
  // Both layers number accesses by memoryAccesses(F) (IR/MemoryParts.h).
  assert(KS.MemoryInsts.size() == K.Patterns.Accesses.size() &&
         "the graph and the access analysis count accesses alike");
  K.StructureMs = LoopsMs + msSince(Start);
  std::vector<Reason> Unknowables;
  noteUnknowables(KI, Opts, FAM, Unknowables, KS.Loops);
  K.Assumptions.insert(K.Assumptions.begin() + UnknowablesAt,
                       Unknowables.begin(), Unknowables.end());
  takeStructure(std::move(KS), K);
  return K;
}
