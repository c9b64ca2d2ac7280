//===- MemoryParts.h - The memory operations one instruction performs -*- C++
//-*-//
//
// Loads, stores, atomics and the nvvm load/atomic intrinsics are one memory
// operation each. A memcpy/memmove of a small constant size is two, as the
// NVPTX backend lowers it: a load of the source, then a store of the
// destination; a small constant memset is one store. A wmma fragment load or
// store is one per warp request of its tile, ldmatrix one 16-byte load per
// lane (TensorOp.h). Every layer that counts
// memory accesses enumerates them through memoryParts(), so the access
// analysis and the work flow graph agree on what "access #k" is.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_MEMORYPARTS_H
#define GPUPERF_IR_MEMORYPARTS_H

#include "gpuperf/IR/InstrClass.h"
#include "llvm/ADT/SmallVector.h"

#include <vector>

namespace llvm {
class DataLayout;
class Function;
class Instruction;
class SelectInst;
class Type;
class Value;
} // namespace llvm

namespace gpuperf {

enum class MemoryPartKind { Load, Store, Atomic };

struct MemoryPart {
  const llvm::Value *Ptr = nullptr;
  unsigned Bytes = 0; ///< per thread
  MemoryPartKind Kind = MemoryPartKind::Load;
  InstrClass Class = InstrClass::GlobalMem; ///< by the pointer's address space
  /// A wmma fragment load or store (TensorOp.h) is one part per warp request
  /// of its tile: this is the request's index; NotATile otherwise.
  unsigned TileRequest = NotATile;
  /// Lanes whose address the instruction reads (ldmatrix .x1/.x2: 8, 16);
  /// 0: every lane's.
  unsigned AddressLanes = 0;
  /// A load through a pointer chosen per lane between an object and the
  /// thread's own local default, `select(C, p, &zero)` (clang writes
  /// `c ? *p : zero` so; the default a constant offset into an alloca of at
  /// most MaxModelledMemIntrinsicBytes): Ptr is the object's side,
  /// LocalDefault the select, and the object's side is taken where C is
  /// ObjectWhen. Null for any other pointer, and for stores.
  const llvm::SelectInst *LocalDefault = nullptr;
  bool ObjectWhen = true;
  static constexpr unsigned NotATile = ~0u;
};

/// Largest memcpy/memset (bytes) modelled as a single vector access.
constexpr unsigned MaxModelledMemIntrinsicBytes = 16;

/// The memory class of a pointer's address space (generic pointers keep
/// the space they were cast from; generic kernel pointers are global).
InstrClass memoryClassOf(const llvm::Value *Ptr);

/// The memory parts of I, in execution order; empty when I accesses no
/// memory the models cost.
llvm::SmallVector<MemoryPart, 2> memoryParts(const llvm::Instruction &I);

/// One memory part of one instruction.
struct MemoryAccess {
  const llvm::Instruction *Inst = nullptr;
  MemoryPart Part;
};

/// "Access #k" everywhere (the access analysis, the WFG, the workload's
/// requests) is entry k of this list: every memory part of every
/// instruction, in function layout order (blocks in Function order,
/// instructions in block order); a small memcpy has two consecutive entries,
/// its load part and its store part.
std::vector<MemoryAccess> memoryAccesses(const llvm::Function &F);
/// The instruction of each entry of memoryAccesses(F).
std::vector<const llvm::Instruction *>
memoryInstructions(const llvm::Function &F);

} // namespace gpuperf

#endif
