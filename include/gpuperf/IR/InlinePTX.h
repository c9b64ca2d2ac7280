//===- InlinePTX.h - What an inline assembly statement executes -*- C++ -*-===//
//
// CUB, CUTLASS and the CUDA headers reach the hardware through inline PTX:
// `__pipeline_memcpy_async` is `cp.async.cg.shared.global [$0], [$1], 16`,
// warp shuffles, cache-hinted loads, `ldmatrix`, `mma.sync` and Hopper's
// `wgmma` are asm strings. This header reads the common mnemonics out of an
// asm call: the memory operations it performs (as memory parts whose
// pointer is the asm operand's IR value), the tensor multiply it issues,
// and its instruction class; everything else it names, so that the report
// states it with the cost used instead of treating the statement as free.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_INLINEPTX_H
#define GPUPERF_IR_INLINEPTX_H

#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/TensorOp.h"

#include "llvm/IR/Intrinsics.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Instruction;
}

namespace gpuperf {

struct InlinePTX {
  /// The class the models cost the statement as: a tensor class, the
  /// memory class of a single access, Shuffle or Barrier, IntAdd for
  /// recognised ALU work only, Other for copies (two parts) and for what
  /// costs nothing of its own (cp.async.wait_group: the copy's latency).
  InstrClass Class = InstrClass::Other;
  std::optional<TensorMma> Mma;
  llvm::SmallVector<MemoryPart, 2> Parts;
  /// cp.async copies among Parts (a global read and a shared write each).
  unsigned AsyncCopies = 0;
  /// Mnemonics the model does not cost, or recognised ones whose operands
  /// it cannot follow (an address that is no pointer, an offset), each once.
  std::vector<std::string> Unmodelled;
};

/// The statement \p I executes, if \p I is an inline assembly call.
std::optional<InlinePTX> inlinePTXOf(const llvm::Instruction &I);

/// The special register an inline assembly call reads when it is one move
/// of one ("mov.u32 $0, %laneid;", as CUB's LaneId() writes it), as the
/// NVVM intrinsic that reads the same register: the lowerings treat both
/// alike.
std::optional<llvm::Intrinsic::ID>
specialRegisterReadOf(const llvm::Instruction &I);

} // namespace gpuperf

#endif
