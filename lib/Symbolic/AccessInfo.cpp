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

/// Scattered and data-dependent rank alike, as the worst class.
static unsigned severity(AccessClass::Kind K) {
  return K == AccessClass::DataDependent ? unsigned(AccessClass::Scattered)
                                         : unsigned(K);
}

bool AccessClass::worseThan(const AccessClass &O) const {
  return severity(K) > severity(O.K);
}

std::string AccessClass::str() const {
  switch (K) {
  case Unclassified:
    return "";
  case Uniform:
    return "uniform";
  case Coalesced:
    return "coalesced";
  case Broadcast:
    return "broadcast";
  case Misaligned:
    return "misaligned";
  case Strided:
    return "strided(" + std::to_string(Stride) + ")";
  case Scattered:
    return "scattered";
  case DataDependent:
    return "data-dependent";
  }
  return "";
}
