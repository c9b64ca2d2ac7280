//===- ParameterNames.h - Source names of a function's parameters -------===//
//
// The one reader of parameter names. Debug info comes first because
// release-built clang drops IR names; at -O2 a parameter may survive only in
// the debug records (or intrinsics) of its uses, not in the subprogram's
// retained nodes, so all three are read. Variables of inlined callees carry
// their own argument numbers and are ignored.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_PARAMETERNAMES_H
#define GPUPERF_IR_PARAMETERNAMES_H

#include <string>
#include <vector>

namespace llvm {
class Function;
} // namespace llvm

namespace gpuperf {

/// Source names of F's parameters, indexed by position; "" where unknown.
/// First found wins: the subprogram's retained nodes, then dbg records, then
/// dbg intrinsics, then the IR argument names.
std::vector<std::string> parameterNames(const llvm::Function &F);

} // namespace gpuperf

#endif
