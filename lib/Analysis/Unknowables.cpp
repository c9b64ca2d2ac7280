//===- Unknowables.cpp - What the static analysis cannot see --------------===//
#include "gpuperf/Analysis/Unknowables.h"
#include "gpuperf/Graph/LoopTrips.h"
#include "gpuperf/Hardware/NumberText.h"
#include "gpuperf/IR/InlinePTX.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CycleAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace llvm;
using namespace gpuperf;

static std::string plural(size_t N, StringRef One, StringRef Many) {
  return formatv("{0} {1}", N, N == 1 ? One : Many).str();
}

namespace {
/// How often a construct occurs, and where first.
struct Occurrences {
  size_t Count = 0;
  std::string First;
  void add(const Instruction &I) {
    if (!Count++)
      First = instructionLineOrFunction(I);
  }
  /// A loop, at the location the loop table gives it.
  void add(const Loop &L) {
    std::string Loc = loopLoc(L);
    if (Loc.empty())
      return add(*L.getHeader()->getFirstNonPHIOrDbg());
    if (!Count++)
      First = Loc;
  }
  std::string where() const { return " (first at " + First + ")"; }
  /// "3 <Many> (first at <loc>)<Rest>", located at the first.
  Reason stated(ReasonKind K, StringRef One, StringRef Many,
                StringRef Rest) const {
    return {K, plural(Count, One, Many) + where() + Rest.str(), First};
  }
};

/// What one walk over the reachable code finds.
struct ReachableCode {
  SetVector<Function *> Functions; ///< discovery order (deterministic)
  std::vector<std::pair<Function *, Function *>> CallEdges;
  Occurrences Indirect;
  /// Inline assembly: what each statement left unmodelled (in order), and
  /// the cp.async copies read out of it or of the intrinsics.
  std::vector<std::pair<const CallBase *, std::vector<std::string>>> Asm;
  Occurrences AsyncCopies;
  /// Integer divisions and remainders by run-time values: 32-bit ones are
  /// costed as their instruction sequence, those of other widths (by bit
  /// width: 64, or 16 where InstCombine narrowed one) are not.
  Occurrences Divisions;
  std::map<unsigned, Occurrences> OtherWidthDivisions;
  SetVector<const Function *> External;
  uint64_t AllocaBytes = 0;
  size_t DynamicAllocas = 0;
  SetVector<const GlobalVariable *> DynamicShared;
  /// memcpy/memmove/memset the access enumeration does not model.
  std::vector<const MemIntrinsic *> UnmodelledMemOps;
  /// NVVM intrinsics no instruction class prices, by name.
  std::map<std::string, Occurrences> UnmodelledIntrinsics;
};
} // namespace

/// An `extern __shared__` array: addrspace(3), no initializer, size 0.
static const GlobalVariable *dynamicSharedOperand(const Use &Op,
                                                  const DataLayout &DL) {
  const Value *V = Op.get()->stripPointerCasts();
  if (auto *CE = dyn_cast<ConstantExpr>(V))
    V = CE->getOperand(0)->stripPointerCasts();
  auto *GV = dyn_cast<GlobalVariable>(V);
  if (GV && GV->getAddressSpace() == 3 && !GV->hasInitializer() &&
      DL.getTypeAllocSize(GV->getValueType()) == 0)
    return GV;
  return nullptr;
}

static void noteCall(Function *Caller, CallBase &CB, ReachableCode &R) {
  if (std::optional<InlinePTX> A = inlinePTXOf(CB)) {
    if (!A->Unmodelled.empty())
      R.Asm.push_back({&CB, A->Unmodelled});
    for (unsigned I = 0; I < A->AsyncCopies; ++I)
      R.AsyncCopies.add(CB);
  } else if (Function *Callee = CB.getCalledFunction()) {
    if (!Callee->isDeclaration()) {
      R.Functions.insert(Callee);
      R.CallEdges.push_back({Caller, Callee});
    } else if (!Callee->isIntrinsic()) {
      R.External.insert(Callee);
    }
  } else {
    R.Indirect.add(CB);
  }
}

static ReachableCode walkReachableCode(Function *Kernel) {
  ReachableCode R;
  R.Functions.insert(Kernel);
  const DataLayout &DL = Kernel->getParent()->getDataLayout();
  for (unsigned I = 0; I < R.Functions.size(); ++I) {
    Function *F = R.Functions[I];
    for (Instruction &Inst : instructions(*F)) {
      if (auto *CB = dyn_cast<CallBase>(&Inst))
        noteCall(F, *CB, R);
      if (auto *MI = dyn_cast<MemIntrinsic>(&Inst))
        if (memoryParts(*MI).empty())
          R.UnmodelledMemOps.push_back(MI);
      if (auto *II = dyn_cast<IntrinsicInst>(&Inst);
          II &&
          II->getCalledFunction()->getName().starts_with(
              "llvm.nvvm.cp.async.") &&
          memoryParts(Inst).size() == 2)
        R.AsyncCopies.add(Inst);
      // (The opcode first: classifying a load walks its address chain.)
      if (Inst.isIntDivRem())
        if (InstrClass C = classifyInstruction(Inst);
            C == InstrClass::IntDiv || C == InstrClass::IntRem)
          (divisionSequence(Inst).empty()
               ? R.OtherWidthDivisions[Inst.getType()->getScalarSizeInBits()]
               : R.Divisions)
              .add(Inst);
      if (isUnmodelledIntrinsic(Inst))
        R.UnmodelledIntrinsics
            [cast<CallBase>(Inst).getCalledFunction()->getName().str()]
                .add(Inst);
      if (auto *AI = dyn_cast<AllocaInst>(&Inst)) {
        if (std::optional<uint64_t> Size = allocaBytes(*AI))
          R.AllocaBytes = SaturatingAdd(R.AllocaBytes, *Size);
        else if (isa<ConstantInt>(AI->getArraySize()))
          R.AllocaBytes = UINT64_MAX; // over 2^64 - 1 bytes
        else
          ++R.DynamicAllocas;
      }
      for (const Use &Op : Inst.operands())
        if (const GlobalVariable *GV = dynamicSharedOperand(Op, DL))
          R.DynamicShared.insert(GV);
    }
  }
  return R;
}

/// Functions on a call-graph cycle reachable from \p Kernel. Iterative DFS:
/// deep call chains must not overflow the native stack.
static SetVector<Function *> recursiveFunctions(
    Function *Kernel,
    const std::vector<std::pair<Function *, Function *>> &Edges) {
  std::map<Function *, std::vector<Function *>> Succ;
  for (auto &[From, To] : Edges)
    Succ[From].push_back(To);
  enum State { New, OnStack, Done };
  std::map<Function *, State> Seen;
  SetVector<Function *> InCycle;
  std::vector<Function *> Stack{Kernel};
  std::vector<std::pair<Function *, size_t>> Work{{Kernel, 0}};
  Seen[Kernel] = OnStack;
  while (!Work.empty()) {
    auto &[F, Next] = Work.back();
    std::vector<Function *> &Out = Succ[F];
    if (Next == Out.size()) {
      Seen[F] = Done;
      Stack.pop_back();
      Work.pop_back();
      continue;
    }
    Function *G = Out[Next++];
    if (Seen[G] == OnStack) {
      InCycle.insert(llvm::find(Stack, G), Stack.end());
    } else if (Seen[G] == New) {
      Seen[G] = OnStack;
      Stack.push_back(G);
      Work.push_back({G, 0});
    }
  }
  return InCycle;
}

template <typename Range> static std::string demangledNames(const Range &Fs) {
  std::vector<std::string> Names;
  for (const Function *F : Fs)
    Names.push_back(demangle(F->getName().str()));
  return join(Names, ", ");
}

static void noteCalls(const ReachableCode &R, Function *Kernel,
                      std::vector<Reason> &Out) {
  SetVector<Function *> Recursive = recursiveFunctions(Kernel, R.CallEdges);
  if (!Recursive.empty())
    Out.push_back({ReasonKind::Recursion, "recursion through " +
                                              demangledNames(Recursive) +
                                              ": call depth unknown"});
  if (R.Indirect.Count)
    Out.push_back(R.Indirect.stated(
        ReasonKind::IndirectCall, "indirect call", "indirect calls",
        ": callee unknown; its shared memory and barriers are not counted"));
  // One line per statement: the site and what the model does not cost.
  for (const auto &[CB, Unmodelled] : R.Asm) {
    std::string Loc = instructionLineOrFunction(*CB);
    Out.push_back({ReasonKind::InlineAssembly,
                   "inline assembly at " + Loc + ": " + join(Unmodelled, ", ") +
                       " not modelled; costed 0",
                   Loc});
  }
  if (R.Divisions.Count)
    Out.push_back(R.Divisions.stated(
        ReasonKind::ModelRule, "integer division by a run-time value",
        "integer divisions by a run-time value",
        ": each costed as the 17-23 instructions ptxas emits for sm_75 to "
        "sm_90 (one MUFU.RCP, two conversions, four IMAD, the rest integer "
        "ALU), on every GPU"));
  for (const auto &[Bits, Found] : R.OtherWidthDivisions) {
    std::string Width = std::to_string(Bits) + "-bit ";
    Out.push_back(Found.stated(
        ReasonKind::ModelRule, Width + "integer division by a run-time value",
        Width + "integer divisions by a run-time value",
        Bits == 64 ? ": each costed as one integer multiply (its inline path "
                     "of about 28 instructions and its slow-path call are not "
                     "modelled)"
                   : ": each costed as one integer multiply (ptxas' sequence "
                     "at this width is not modelled)"));
  }
  if (R.AsyncCopies.Count)
    Out.push_back(R.AsyncCopies.stated(
        ReasonKind::ModelRule, "cp.async copy", "cp.async copies",
        ": each waited for at once (its global latency charged at the copy); "
        "a pipeline that waits stages later hides more"));
  if (!R.External.empty())
    Out.push_back({ReasonKind::ExternalCall,
                   "calls to functions with no definition in the module (" +
                       demangledNames(R.External) +
                       "): their cost is unknown and not counted"});
}

/// Struct copies and large fills are not enumerated as accesses (only sizes
/// the backend lowers to one vector access are, IR/MemoryParts.h): each site
/// is stated with the cost used, never silently free.
static void noteMemIntrinsics(const ReachableCode &R,
                              std::vector<Reason> &Out) {
  for (const MemIntrinsic *MI : R.UnmodelledMemOps) {
    auto *Len = dyn_cast<ConstantInt>(MI->getLength());
    if (Len && Len->isZero())
      continue; // nothing is copied
    std::string Size = Len ? formatv("{0} bytes", Len->getZExtValue()).str()
                           : std::string("a run-time number of bytes");
    std::string Loc = instructionLineOrFunction(*MI);
    Out.push_back(
        {ReasonKind::UnmodelledMemoryIntrinsic,
         formatv("{0} of {1} per thread at {2} is not modelled as memory "
                 "accesses (only power-of-two sizes up to {3} bytes are): "
                 "its traffic and latency are costed 0",
                 MI->getCalledFunction()
                     ->getName()
                     .split('.')
                     .second.split('.')
                     .first,
                 Size, Loc, MaxModelledMemIntrinsicBytes)
             .str(),
         Loc});
  }
}

/// Intrinsics that emit code no instruction class prices (fences,
/// address-space tests, ...): stated per name, never silently free.
static void noteIntrinsics(const ReachableCode &R, std::vector<Reason> &Out) {
  size_t Count = 0;
  std::vector<std::string> Sites;
  for (const auto &[Name, Where] : R.UnmodelledIntrinsics) {
    Count += Where.Count;
    Sites.push_back(Name + Where.where());
  }
  if (Count)
    Out.push_back({ReasonKind::UnmodelledIntrinsic,
                   plural(Count, "call", "calls") +
                       " to intrinsics no operation class covers (" +
                       join(Sites, ", ") + "): each costed 0",
                   R.UnmodelledIntrinsics.begin()->second.First});
}

static void noteMemory(const ReachableCode &R, const AnalysisOptions &Opts,
                       std::vector<Reason> &Out) {
  if (!R.DynamicShared.empty()) {
    std::vector<std::string> Names;
    for (const GlobalVariable *GV : R.DynamicShared)
      Names.push_back(GV->getName().str());
    Out.push_back(
        {ReasonKind::DynamicSharedMemory,
         "dynamic shared memory (extern __shared__ " + join(Names, ", ") +
             "): " +
             (Opts.Launch.DynamicShared
                  ? formatv("{0} bytes per block from {1}",
                            *Opts.Launch.DynamicShared, Opts.Flags.flag("smem"))
                        .str()
                  : "0 bytes per block assumed (no " + Opts.Flags.flag("smem") +
                        " given)")});
  }
  noteMemIntrinsics(R, Out);
  noteIntrinsics(R, Out);
  if (!R.AllocaBytes && !R.DynamicAllocas)
    return;
  std::string Dynamic;
  if (R.DynamicAllocas)
    Dynamic =
        formatv(", plus {0} of unknown size",
                plural(R.DynamicAllocas, "dynamic alloca", "dynamic allocas"))
            .str();
  Out.push_back(
      {ReasonKind::LocalMemory,
       formatv("thread-private arrays in local memory: {0} bytes per thread{1}",
               R.AllocaBytes, Dynamic)
           .str()});
}

/// Irreducible cycles, loops that never exit, loops whose trip count has no
/// closed form: unknown, or (where the loop table assumed one) the count
/// assumed.
static void noteControlFlow(const SetVector<Function *> &Functions,
                            const std::vector<LoopTripInfo> &Tabled,
                            const FlagSpelling &Flags,
                            FunctionAnalysisManager &FAM,
                            std::vector<Reason> &Out) {
  Occurrences Irreducible, NoExit, Unbounded, Assumed;
  std::set<double> AssumedTrips;
  for (Function *F : Functions) {
    CycleInfo &CI = FAM.getResult<CycleAnalysis>(*F);
    SmallVector<const Cycle *> Cycles(CI.toplevel_cycles().begin(),
                                      CI.toplevel_cycles().end());
    while (!Cycles.empty()) {
      const Cycle *C = Cycles.pop_back_val();
      if (!C->isReducible())
        Irreducible.add(*C->getHeader()->getFirstNonPHIOrDbg());
      Cycles.append(C->children().begin(), C->children().end());
    }
    LoopInfo &LI = FAM.getResult<LoopAnalysis>(*F);
    ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(*F);
    for (Loop *L : LI.getLoopsInPreorder()) {
      if (L->hasNoExitBlocks()) {
        NoExit.add(*L);
        continue;
      }
      if (!isa<SCEVCouldNotCompute>(SE.getBackedgeTakenCount(L)))
        continue;
      const LoopTripInfo *Row = tripInfoOf(Tabled, L);
      if (!Row) {
        Unbounded.add(*L);
      } else if (Row->Method == "assumed") {
        Assumed.add(*L);
        AssumedTrips.insert(Row->EffectiveTrip);
      }
    }
  }
  if (Irreducible.Count)
    Out.push_back(
        {ReasonKind::IrreducibleCycle,
         plural(Irreducible.Count, "irreducible cycle", "irreducible cycles") +
             Irreducible.where() +
             ": not a natural loop, so it has no trip count",
         Irreducible.First});
  if (NoExit.Count)
    Out.push_back(
        {ReasonKind::LoopWithoutExit,
         plural(NoExit.Count, "loop with no exit", "loops with no exit") +
             NoExit.where() + ": the kernel may never finish",
         NoExit.First});
  if (Unbounded.Count)
    Out.push_back({ReasonKind::UnknownTripCount,
                   plural(Unbounded.Count, "loop", "loops") +
                       Unbounded.where() +
                       " with no computable trip count: iterations unknown",
                   Unbounded.First});
  if (Assumed.Count)
    Out.push_back(
        {ReasonKind::UnknownTripCount,
         plural(Assumed.Count, "loop", "loops") + Assumed.where() +
             " with no computable trip count: assumed " +
             (AssumedTrips.size() == 1
                  ? numberText(*AssumedTrips.begin()) + " iterations" +
                        (Assumed.Count > 1 ? " each" : "")
                  : std::string("the count the loop table gives each")) +
             " (" + Flags.given("assume-trip", "LOC=N") + " sets another)",
         Assumed.First});
}

void gpuperf::noteUnknowables(const KernelInfo &KI, const AnalysisOptions &Opts,
                              FunctionAnalysisManager &FAM,
                              std::vector<Reason> &Assumptions,
                              const std::vector<LoopTripInfo> &Tabled) {
  ReachableCode R = walkReachableCode(KI.F);
  noteCalls(R, KI.F, Assumptions);
  noteMemory(R, Opts, Assumptions);
  noteControlFlow(R.Functions, Tabled, Opts.Flags, FAM, Assumptions);
}
