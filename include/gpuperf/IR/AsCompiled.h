//===- AsCompiled.h - The module as the GPU will execute it -----*- C++ -*-===//
//
// gpuperf predicts the code the GPU runs, which is not always what the IR
// spells:
// - clang's -O2 IR spells a float4 or int4 load as four scalar loads (SROA
//   splits the vector struct); the NVPTX backend merges them back into one
//   ld.global.v4 with LLVM's LoadStoreVectorizer. Analysed as spelt, such a
//   kernel issues four 4-byte requests where the GPU issues one of 16 bytes.
// - a __noinline__ device function stays a call, and an analysis of the
//   kernel alone would miss its accesses and loops (a silent zero cost): its
//   calls are inlined, so each is analysed with the caller's arguments.
// - IR compiled at -O0 (functions marked optnone) keeps every local in an
//   alloca, so every access looks data-dependent and locals become local
//   memory traffic; nobody ships such a build.
// prepareAsCompiled runs LLVM's own passes, with the NVPTX target's rules
// (its TargetMachine and TTI), on the module gpuperf analyses: the one it
// read itself, or a copy of the user's in the opt/clang plugin, which never
// changes the IR it is given. Each step that changed something is reported.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_ASCOMPILED_H
#define GPUPERF_IR_ASCOMPILED_H

#include "gpuperf/IR/Reason.h"

#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace gpuperf {

/// Optimises an -O0 module as a release build would (LLVM's -O2 pipeline,
/// optnone and noinline dropped), inlines the calls to non-recursive device
/// functions that remain, then merges adjacent accesses as the NVPTX backend
/// does. The notes to report, one per step that changed M;
/// none for a module that is not NVPTX.
std::vector<Reason> prepareAsCompiled(llvm::Module &M);

} // namespace gpuperf

#endif
