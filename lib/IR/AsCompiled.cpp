//===- AsCompiled.cpp --------------------------------------------------===//
#include "gpuperf/IR/AsCompiled.h"
#include "gpuperf/IR/AnalysisManagers.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/CallGraph.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/Vectorize/LoadStoreVectorizer.h"

#include <memory>

extern "C" void LLVMInitializeNVPTXTargetInfo();
extern "C" void LLVMInitializeNVPTXTarget();
extern "C" void LLVMInitializeNVPTXTargetMC();

using namespace llvm;
using namespace gpuperf;

/// The NVPTX target of the LLVM gpuperf runs on (registered once).
static const Target *nvptxTarget(const Triple &TT) {
  static bool Registered = [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    return true;
  }();
  (void)Registered;
  std::string Error;
  return TargetRegistry::lookupTarget(TT.str(), Error);
}

/// The architecture the module is compiled for (the first function's
/// target-cpu), else the backend's default.
static std::string targetCPU(const Module &M) {
  for (const Function &F : M)
    if (F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return "";
}

static unsigned memoryInstructionCount(const Module &M) {
  unsigned N = 0;
  for (const Function &F : M)
    for (const BasicBlock &BB : F)
      for (const Instruction &I : BB)
        N += isa<LoadInst, StoreInst>(I);
  return N;
}

/// The NVPTX TargetMachine for M, whose passes and TTI the backend uses.
static std::unique_ptr<TargetMachine> nvptxMachine(const Module &M) {
  Triple TT(M.getTargetTriple());
  const Target *T = TT.isNVPTX() ? nvptxTarget(TT) : nullptr;
  if (!T)
    return nullptr;
  return std::unique_ptr<TargetMachine>(T->createTargetMachine(
      TT.str(), targetCPU(M), "", TargetOptions(), std::nullopt));
}

/// -O0 IR: every defined function carries optnone. The note, when M was.
static std::optional<Reason> optimizeUnoptimized(Module &M, TargetMachine &TM) {
  unsigned Optnone = 0;
  for (Function &F : M)
    if (F.hasOptNone()) {
      ++Optnone;
      F.removeFnAttr(Attribute::OptimizeNone);
      F.removeFnAttr(Attribute::NoInline);
    }
  if (!Optnone)
    return std::nullopt;
  AnalysisManagers AM(&TM);
  ModulePassManager MPM =
      AM.PB.buildPerModuleDefaultPipeline(OptimizationLevel::O2);
  MPM.run(M, AM.MAM);
  return Reason{ReasonKind::OptimizedUnoptimized,
                formatv("{0} functions were compiled without optimisation "
                        "(optnone, -O0): analysed after LLVM's -O2 pipeline, "
                        "as a release build would be",
                        Optnone)
                    .str()};
}

/// Functions of M that reach themselves through calls (whose calls stay).
static DenseSet<const Function *> recursiveFunctions(Module &M) {
  DenseSet<const Function *> Out;
  CallGraph CG(M);
  for (auto SCC = scc_begin(&CG); !SCC.isAtEnd(); ++SCC)
    if (SCC.hasCycle())
      for (CallGraphNode *N : *SCC)
        if (const Function *F = N->getFunction())
          Out.insert(F);
  return Out;
}

/// Inlines the calls to defined, non-recursive device functions that stay
/// calls (__noinline__), so that their accesses, loops and branches are
/// analysed at each call site with the caller's arguments and thread
/// indices. The note, when some were inlined.
static std::vector<Reason> inlineCallees(Module &M, TargetMachine &TM) {
  // Copies of callees beyond this many instructions are not made: the
  // default per-kernel instruction budget (--max-kernel-instructions).
  constexpr uint64_t MaxAddedInstructions = 50000;
  DenseSet<const Function *> Recursive = recursiveFunctions(M);
  std::vector<std::string> Names, TooLarge;
  unsigned Calls = 0, LeftCalls = 0;
  uint64_t Added = 0;
  for (Function &F : M) {
    if (F.isDeclaration() || Recursive.contains(&F))
      continue;
    unsigned Sites = 0;
    for (User *U : F.users())
      if (auto *CB = dyn_cast<CallBase>(U); CB && CB->getCalledFunction() == &F)
        ++Sites;
    if (!Sites)
      continue;
    uint64_t Copies = uint64_t(Sites) * F.getInstructionCount();
    if (Added + Copies > MaxAddedInstructions) {
      LeftCalls += Sites;
      TooLarge.push_back(demangle(F.getName()));
      continue;
    }
    Added += Copies;
    Calls += Sites;
    Names.push_back(demangle(F.getName()));
    F.removeFnAttr(Attribute::NoInline);
    F.addFnAttr(Attribute::AlwaysInline);
  }
  auto List = [](ArrayRef<std::string> N) {
    return N.size() <= 3 ? join(N, ", ")
                         : join(N.take_front(3), ", ") + ", ...";
  };
  std::vector<Reason> Notes;
  if (LeftCalls)
    Notes.push_back(
        {ReasonKind::ExternalCall,
         formatv("{0} calls to device functions left out of line ({1}): "
                 "inlining them would add over {2} instructions; their "
                 "accesses and loops are not analysed, their cost is unknown",
                 LeftCalls, List(TooLarge), MaxAddedInstructions)
             .str()});
  if (!Calls)
    return Notes;
  AnalysisManagers AM(&TM);
  AlwaysInlinerPass(/*InsertLifetimeIntrinsics=*/false).run(M, AM.MAM);
  Notes.push_back(Reason{
      ReasonKind::CalleesInlined,
      formatv("{0} kept out of line "
              "(__noinline__: {1}) analysed as if inlined at each "
              "call site, with the caller's arguments and thread "
              "indices; the cost of the call itself (passing "
              "arguments, call and return) is not modelled, and "
              "ptxas' register count is the inlined code's",
              Calls == 1 ? std::string("1 call to a device function")
                         : std::to_string(Calls) + " calls to device functions",
              List(Names))
          .str()});
  return Notes;
}

/// Merges adjacent loads and stores as the NVPTX backend does. The note,
/// when some were merged.
static std::optional<Reason> mergeAccessesAsBackend(Module &M,
                                                    TargetMachine &TM) {
  unsigned Before = memoryInstructionCount(M);
  AnalysisManagers AM(&TM);
  FunctionPassManager FPM;
  FPM.addPass(LoadStoreVectorizerPass());
  for (Function &F : M)
    if (!F.isDeclaration())
      FPM.run(F, AM.FAM);
  unsigned After = memoryInstructionCount(M);
  if (After == Before)
    return std::nullopt;
  return Reason{ReasonKind::AccessesMerged,
                formatv("adjacent loads and stores merged into vector "
                        "accesses as the NVPTX backend's LoadStoreVectorizer "
                        "does: {0} memory instructions became {1}",
                        Before, After)
                    .str()};
}

std::vector<Reason> gpuperf::prepareAsCompiled(Module &M) {
  std::vector<Reason> Notes;
  std::unique_ptr<TargetMachine> TM = nvptxMachine(M);
  if (!TM)
    return Notes;
  if (std::optional<Reason> R = optimizeUnoptimized(M, *TM))
    Notes.push_back(std::move(*R));
  for (Reason &R : inlineCallees(M, *TM))
    Notes.push_back(std::move(R));
  if (std::optional<Reason> R = mergeAccessesAsBackend(M, *TM))
    Notes.push_back(std::move(*R));
  return Notes;
}
