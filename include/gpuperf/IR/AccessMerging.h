//===- AccessMerging.h - Memory accesses as the NVPTX backend emits them -*-
// C++ -*-===//
//
// clang's -O2 IR spells a float4 or int4 load as four scalar loads (SROA
// splits the vector struct); the NVPTX backend merges them back into one
// ld.global.v4 with LLVM's LoadStoreVectorizer, which runs in its codegen
// pipeline. Analysed as spelt, such a kernel issues four 4-byte requests
// where the GPU issues one 16-byte request: four times the requests, and the
// sectors of a strided access. gpuperf analyses the accesses the GPU
// executes: it runs the same pass, with the NVPTX target's own legality and
// width rules (its TargetTransformInfo), on the module it analyses — the one
// it read itself, or a copy of the user's in the opt/clang plugin, which
// never changes the IR it is given.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_ACCESSMERGING_H
#define GPUPERF_IR_ACCESSMERGING_H

#include "gpuperf/IR/Reason.h"

#include <optional>

namespace llvm {
class Module;
} // namespace llvm

namespace gpuperf {

/// Merges adjacent loads and stores of every function of M as the NVPTX
/// backend does. The note to report when some were merged (how many memory
/// instructions the merged ones replace); std::nullopt when none were.
std::optional<Reason> mergeAccessesAsBackend(llvm::Module &M);

} // namespace gpuperf

#endif
