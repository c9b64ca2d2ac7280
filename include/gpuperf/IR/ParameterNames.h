//===- ParameterNames.h - Source names of a function's parameters -------===//
//
// The one reader of parameter names. Debug info comes first because
// release-built clang drops IR names; at -O2 a parameter may survive only in
// the debug records (or intrinsics) of its uses, not in the subprogram's
// retained nodes, so all three are read. Variables of inlined callees carry
// their own argument numbers and are ignored. Parameters without a name
// (IR compiled without -g or -fno-discard-value-names: CUDA's -g emits line
// tables only) are named by position, "#i", and described by their type.
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
/// dbg intrinsics, then the IR argument names, then the definition in the
/// source file a line table names (CUDA -g), when that file declares as
/// many parameters as F has.
std::vector<std::string> parameterNames(const llvm::Function &F);

/// The parameter types as the source spells them, from the demangled
/// signature ("const float*"), else the IR types ("ptr", "i32") for
/// functions that are not mangled (extern "C").
std::vector<std::string> parameterTypes(const llvm::Function &F);

/// Parameter ArgNo as a message names it, given parameterNames' Names:
/// `in`, else #2.
std::string parameterMention(const std::vector<std::string> &Names,
                             unsigned ArgNo);

/// Every parameter with its position, name and type, for messages:
/// "#0 x (float*), #1 (int, no name)".
std::string describeParameters(const llvm::Function &F);

} // namespace gpuperf

#endif
