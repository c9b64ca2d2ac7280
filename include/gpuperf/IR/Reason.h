//===- Reason.h - What the analysis assumed or could not do ------*- C++
//-*-===//
//
// A stated assumption or a reason a stage did not run, as a type (Polly's
// RejectReason is the model): a kind that tools and tests can match on, the
// source location it concerns, and the sentence shown to the user. Reasons
// stay typed through every layer; the views, the JSON report and the remarks
// each render them in one place, and all print the same sentence.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_REASON_H
#define GPUPERF_IR_REASON_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace gpuperf {

enum class ReasonKind {
  // How the input was read (notes about the module).
  SpecFromArchitecture,
  SpecNotForArchitecture,
  DebugInfoDropped,
  AccessesMerged,
  OptimizedUnoptimized,
  CalleesInlined,
  NoKernels,
  // Launch values the user did not give.
  DefaultBlock,
  DefaultGrid,
  NonIntegerArgument,
  UnknownParameter,
  // Code whose behaviour no static analysis can know.
  Recursion,
  IndirectCall,
  InlineAssembly,
  ExternalCall,
  DynamicSharedMemory,
  LocalMemory,
  UnmodelledMemoryIntrinsic,
  UnmodelledIntrinsic,
  IrreducibleCycle,
  LoopWithoutExit,
  UnknownTripCount,
  // What an access's lane addresses rest on.
  BaseAlignment,
  NonNegativeOperands,
  CastsDoNotWrap,
  UnboundedInductionVariable,
  ProductOfUnknowns,
  UnknownLaneDistance,
  GuardNotModelled,
  AddressNotModelled,
  ConservativeLanes,
  SampledRequests,
  FragmentLayout,
  LocalMemoryInterleaved,
  NoRequests,
  // How a branch or a loop was counted.
  AssumedBranchProbability,
  AssumedDiverged,
  CountedPerIteration,
  SampledBlocks,
  AssumedTripCount,
  ApproximateTripCount,
  SlowestLane,
  BranchesPredicated,
  // What the performance model could not price or chose.
  ImpossibleLaunch,
  SmallGrid,
  ContentionUnavailable,
  UnpricedResource,
  ModelRule,
  CacheReuse,
  TensorLatency,
  // Where the analysis simplified to stay bounded.
  LatencyPathTruncated,
  BranchesCostedAsDiverged,
  OverBudget,
};

/// A default the launch took (block or grid not given): the kernel's own
/// assumptions say it, so reports do not repeat it per access.
inline bool isLaunchDefault(ReasonKind K) {
  return K == ReasonKind::DefaultBlock || K == ReasonKind::DefaultGrid;
}

/// "default-block", "inline-assembly", ... (stable, for tools and tests).
llvm::StringRef reasonKindName(ReasonKind K);

struct Reason {
  ReasonKind Kind;
  /// "file:line" of the first occurrence (its function without debug info),
  /// or "" for what it is attached to: the kernel as a whole, or the access,
  /// branch or loop whose assumptions list holds it.
  std::string Loc;
  std::string Message; ///< the sentence every report prints

  Reason(ReasonKind Kind, std::string Message, std::string Loc = "")
      : Kind(Kind), Loc(std::move(Loc)), Message(std::move(Message)) {}
};

/// Orders reasons by their sentence: a std::set of reasons states each
/// sentence once, in the order of the sentences.
struct BySentence {
  bool operator()(const Reason &A, const Reason &B) const {
    return A.Message < B.Message;
  }
};

} // namespace gpuperf

#endif
