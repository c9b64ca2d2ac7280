//===- MemoryInstructions.cpp - Program order of memory accesses ----------===//
#include "gpuperf/Graph/MemoryInstructions.h"
#include "gpuperf/IR/MemoryParts.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

bool gpuperf::isMemoryInstruction(const Instruction &I) {
  return !memoryParts(I).empty();
}

std::vector<const Instruction *>
gpuperf::memoryInstructions(const Function &F) {
  // One entry per memory part: a small memcpy appears twice (load, store).
  std::vector<const Instruction *> R;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      for (size_t K = 0, N = memoryParts(I).size(); K < N; ++K)
        R.push_back(&I);
  return R;
}
