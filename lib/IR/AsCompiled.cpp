//===- AsCompiled.cpp --------------------------------------------------===//
#include "gpuperf/IR/AsCompiled.h"
#include "gpuperf/IR/AnalysisManagers.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/OptimizationLevel.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
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
  if (std::optional<Reason> R = mergeAccessesAsBackend(M, *TM))
    Notes.push_back(std::move(*R));
  return Notes;
}
