//===- MemoryInstructions.h - Program order of memory accesses --*- C++ -*-===//
//
// The WarpWorkload, the WFG and the access analysis refer to a memory access
// by its index in this list: every load, store, atomicrmw, cmpxchg, and every
// call to an NVVM memory intrinsic (llvm.nvvm.ld*, llvm.nvvm.atomic*,
// llvm.nvvm.ldu*, llvm.nvvm.ldg*) and llvm.mem{cpy,move,set}, in function
// layout order (blocks in Function order, instructions in block order).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_MEMORYINSTRUCTIONS_H
#define GPUPERF_GRAPH_MEMORYINSTRUCTIONS_H

#include <vector>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace gpuperf {

bool isMemoryInstruction(const llvm::Instruction &I);
std::vector<const llvm::Instruction *> memoryInstructions(const llvm::Function &F);

} // namespace gpuperf

#endif
