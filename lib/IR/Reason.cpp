//===- Reason.cpp - What the analysis assumed or could not do -------------===//
#include "gpuperf/IR/Reason.h"

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::reasonKindName(ReasonKind K) {
  switch (K) {
  case ReasonKind::DefaultBlock:
    return "default-block";
  case ReasonKind::DefaultGrid:
    return "default-grid";
  case ReasonKind::NonIntegerArgument:
    return "non-integer-argument";
  case ReasonKind::Recursion:
    return "recursion";
  case ReasonKind::IndirectCall:
    return "indirect-call";
  case ReasonKind::InlineAssembly:
    return "inline-assembly";
  case ReasonKind::ExternalCall:
    return "external-call";
  case ReasonKind::DynamicSharedMemory:
    return "dynamic-shared-memory";
  case ReasonKind::LocalMemory:
    return "local-memory";
  case ReasonKind::UnmodelledMemoryIntrinsic:
    return "unmodelled-memory-intrinsic";
  case ReasonKind::IrreducibleCycle:
    return "irreducible-cycle";
  case ReasonKind::LoopWithoutExit:
    return "loop-without-exit";
  case ReasonKind::UnknownTripCount:
    return "unknown-trip-count";
  case ReasonKind::LatencyPathTruncated:
    return "latency-path-truncated";
  case ReasonKind::BranchesCostedAsDiverged:
    return "branches-costed-as-diverged";
  case ReasonKind::OverBudget:
    return "over-budget";
  }
  return "";
}
