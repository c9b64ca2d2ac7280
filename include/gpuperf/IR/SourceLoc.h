//===- SourceLoc.h - Source locations of IR, as every report writes them -===//
//
// The one place that turns debug locations into the "file:line[:col]" text
// reports, remarks, --assume-* keys and assumptions use, at the user's line
// of code inlined from headers.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_SOURCELOC_H
#define GPUPERF_IR_SOURCELOC_H

#include <string>

namespace llvm {
class DILocation;
class Function;
class Instruction;
class Loop;
} // namespace llvm

namespace gpuperf {

/// The user's line of a debug location: code inlined from headers (the CUDA
/// SDK's __ldg, atomicAdd, __shfl_*, CUB, gpuperf's own header) is reported
/// where the user's code calls it. Follows the inlinedAt chain outwards to
/// the first location in the compile unit's main file; without one (a kernel
/// defined in a header) the outermost, the kernel's own line. Every function
/// below reports this location.
const llvm::DILocation *userLocation(const llvm::DILocation *DL);

/// "file:line:col" from the debug location (file without directory); an
/// instruction a pass left without a line takes that of the nearest
/// instruction using its value (else computing an operand); "" without
/// debug info.
std::string instructionLoc(const llvm::Instruction &I);
/// "file:line" of the instruction, else the demangled name of its function
/// (where a construct is, for an assumption that names one).
std::string instructionLineOrFunction(const llvm::Instruction &I);
/// "file:line" of the function's definition, or "" without debug info.
std::string functionLoc(const llvm::Function &F);
/// The loop's start location (llvm.loop metadata), else its header branch.
std::string loopLoc(const llvm::Loop &L);
/// How a loop's iteration number prints: "iter@83" for the loop at line 83
/// (its start, else its header's branch), else "iv.<header>", else
/// "iv.<depth>". Stable from run to run; not unique (two loops on a line).
std::string loopIterationName(const llvm::Loop &L);
/// True when Key names Loc: equal, or "file:line" matching Loc's prefix.
bool locMatches(const std::string &Loc, const std::string &Key);

} // namespace gpuperf

#endif
