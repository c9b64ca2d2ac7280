//===- AccessInfo.cpp -----------------------------------------------------===//
#include "gpuperf/Symbolic/AccessInfo.h"

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::memorySpaceName(MemorySpace S) {
  switch (S) {
  case MemorySpace::Global:
    return "global";
  case MemorySpace::Shared:
    return "shared";
  case MemorySpace::Local:
    return "local";
  case MemorySpace::Constant:
    return "constant";
  }
  return "global";
}

StringRef gpuperf::accessKindName(AccessKind K) {
  switch (K) {
  case AccessKind::Load:
    return "load";
  case AccessKind::Store:
    return "store";
  case AccessKind::Atomic:
    return "atomic";
  }
  return "load";
}
