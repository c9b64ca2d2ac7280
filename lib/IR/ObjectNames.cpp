//===- ObjectNames.cpp - Source names of memory objects -------------------===//
#include "gpuperf/IR/ObjectNames.h"

#include "llvm/Demangle/Demangle.h"

using namespace llvm;

std::string gpuperf::shortObjectName(StringRef IRName) {
  std::string D = demangle(IRName.str());
  // A function-local static ("transpose_tile(...)::tile"): the variable.
  size_t Pos = D.rfind("::");
  if (Pos != std::string::npos && D != IRName)
    return D.substr(Pos + 2);
  return D;
}
