//===- MemoryInstructions.cpp - Program order of memory accesses ----------===//
#include "gpuperf/Graph/MemoryInstructions.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

bool gpuperf::isMemoryInstruction(const Instruction &I) {
  if (isa<LoadInst>(I) || isa<StoreInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return true;
  if (auto *MI = dyn_cast<MemIntrinsic>(&I))
    return MI != nullptr;
  if (auto *CB = dyn_cast<CallBase>(&I))
    if (const Function *Callee = CB->getCalledFunction()) {
      StringRef N = Callee->getName();
      return N.starts_with("llvm.nvvm.ld") || N.starts_with("llvm.nvvm.atomic");
    }
  return false;
}

std::vector<const Instruction *> gpuperf::memoryInstructions(const Function &F) {
  std::vector<const Instruction *> R;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (isMemoryInstruction(I))
        R.push_back(&I);
  return R;
}
