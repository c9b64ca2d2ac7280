//===- AccessMerging.cpp --------------------------------------------------===//
#include "gpuperf/IR/AccessMerging.h"
#include "gpuperf/IR/AnalysisManagers.h"

#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
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

std::optional<Reason> gpuperf::mergeAccessesAsBackend(Module &M) {
  Triple TT(M.getTargetTriple());
  if (!TT.isNVPTX())
    return std::nullopt;
  const Target *T = nvptxTarget(TT);
  if (!T)
    return std::nullopt;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT.str(), targetCPU(M), "", TargetOptions(), std::nullopt));
  if (!TM)
    return std::nullopt;
  unsigned Before = memoryInstructionCount(M);
  AnalysisManagers AM(TM.get());
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
