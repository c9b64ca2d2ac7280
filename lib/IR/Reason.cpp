//===- Reason.cpp - What the analysis assumed or could not do -------------===//
#include "gpuperf/IR/Reason.h"

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::reasonKindName(ReasonKind K) {
  switch (K) {
  case ReasonKind::SpecFromArchitecture:
    return "spec-from-architecture";
  case ReasonKind::SpecNotForArchitecture:
    return "spec-not-for-architecture";
  case ReasonKind::DebugInfoDropped:
    return "debug-info-dropped";
  case ReasonKind::NoKernels:
    return "no-kernels";
  case ReasonKind::DefaultBlock:
    return "default-block";
  case ReasonKind::DefaultGrid:
    return "default-grid";
  case ReasonKind::NonIntegerArgument:
    return "non-integer-argument";
  case ReasonKind::UnknownParameter:
    return "unknown-parameter";
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
  case ReasonKind::IrreducibleCycle:
    return "irreducible-cycle";
  case ReasonKind::LoopWithoutExit:
    return "loop-without-exit";
  case ReasonKind::UnknownTripCount:
    return "unknown-trip-count";
  case ReasonKind::BaseAlignment:
    return "base-alignment";
  case ReasonKind::NonNegativeOperands:
    return "non-negative-operands";
  case ReasonKind::CastsDoNotWrap:
    return "casts-do-not-wrap";
  case ReasonKind::UnboundedInductionVariable:
    return "unbounded-induction-variable";
  case ReasonKind::ProductOfUnknowns:
    return "product-of-unknowns";
  case ReasonKind::UnknownLaneDistance:
    return "unknown-lane-distance";
  case ReasonKind::GuardNotModelled:
    return "guard-not-modelled";
  case ReasonKind::AddressNotModelled:
    return "address-not-modelled";
  case ReasonKind::ConservativeLanes:
    return "conservative-lanes";
  case ReasonKind::LocalMemoryInterleaved:
    return "local-memory-interleaved";
  case ReasonKind::NoRequests:
    return "no-requests";
  case ReasonKind::AssumedBranchProbability:
    return "assumed-branch-probability";
  case ReasonKind::AssumedDiverged:
    return "assumed-diverged";
  case ReasonKind::CountedPerIteration:
    return "counted-per-iteration";
  case ReasonKind::SampledBlocks:
    return "sampled-blocks";
  case ReasonKind::AssumedTripCount:
    return "assumed-trip-count";
  case ReasonKind::ApproximateTripCount:
    return "approximate-trip-count";
  case ReasonKind::SlowestLane:
    return "slowest-lane";
  case ReasonKind::ImpossibleLaunch:
    return "impossible-launch";
  case ReasonKind::SmallGrid:
    return "small-grid";
  case ReasonKind::ContentionUnavailable:
    return "contention-unavailable";
  case ReasonKind::UnpricedResource:
    return "unpriced-resource";
  case ReasonKind::ModelRule:
    return "model-rule";
  case ReasonKind::LatencyPathTruncated:
    return "latency-path-truncated";
  case ReasonKind::BranchesCostedAsDiverged:
    return "branches-costed-as-diverged";
  case ReasonKind::OverBudget:
    return "over-budget";
  }
  return "";
}
