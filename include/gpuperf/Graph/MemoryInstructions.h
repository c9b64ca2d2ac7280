//===- MemoryInstructions.h - Program order of memory accesses --*- C++ -*-===//
//
// The WarpWorkload, the WFG and the access analysis refer to a memory access
// by its index in this list: one entry per memory part (IR/MemoryParts.h) of
// every instruction, in function layout order (blocks in Function order,
// instructions in block order). A small memcpy has two consecutive entries,
// its load part and its store part.
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
std::vector<const llvm::Instruction *>
memoryInstructions(const llvm::Function &F);

} // namespace gpuperf

#endif
