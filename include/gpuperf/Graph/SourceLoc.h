//===- SourceLoc.h - "file:line:col" of an instruction or loop ---*- C++
//-*-===//
#ifndef GPUPERF_GRAPH_SOURCELOC_H
#define GPUPERF_GRAPH_SOURCELOC_H

#include <string>

namespace llvm {
class Instruction;
class Loop;
} // namespace llvm

namespace gpuperf {

/// "file:line:col" from the debug location (file without directory), or ""
/// without debug info.
std::string instructionLoc(const llvm::Instruction &I);
/// The loop's start location (llvm.loop metadata), else its header branch.
std::string loopLoc(const llvm::Loop &L);
/// True when Key names Loc: equal, or "file:line" matching Loc's prefix.
bool locMatches(const std::string &Loc, const std::string &Key);

} // namespace gpuperf

#endif
