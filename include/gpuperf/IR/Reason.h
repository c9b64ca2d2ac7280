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
#include <vector>

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
  VariantsWeighedAlike,
  AlignmentsSpreadEvenly,
  FragmentLayout,
  LocalMemoryInterleaved,
  LocalDefault,
  NoRequests,
  // How a branch or a loop was counted.
  AssumedBranchProbability,
  AssumedDiverged,
  CountedPerIteration,
  SampledBlocks,
  SampledIterations,
  AssumedTripCount,
  ApproximateTripCount,
  SlowestLane,
  LanesLeavingUncounted,
  GuardsUncounted,
  BranchesPredicated,
  SlowestWarp,
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
  /// Control dependences past their bound: no work flow graph.
  ControlDependencesBounded,
  /// Work past what a double holds (loops nested past 1e308 iterations).
  WorkNotRepresentable,
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
  /// For a sentence about one named thing, "<Noun> <Subject> <predicate>"
  /// ("kernel pointer argument", "`in`"): sentences alike but for the
  /// subject say one thing of several, and views merge them
  /// (mergeAlikeSubjects). Empty: the sentence stands alone.
  std::string Noun, Subject;

  Reason(ReasonKind Kind, std::string Message, std::string Loc = "")
      : Kind(Kind), Loc(std::move(Loc)), Message(std::move(Message)) {}

  /// "<Noun> <Subject> <Predicate>", mergeable with its like.
  static Reason about(ReasonKind Kind, std::string Noun, std::string Subject,
                      llvm::StringRef Predicate);
  /// The words after the subject ("" without one).
  llvm::StringRef predicate() const;
};

/// \p Rs with the sentences alike but for their subject said once
/// ("kernel pointer arguments `in` and `out` each assumed a global
/// allocation aligned to 256 bytes"), at the first one's place; the others
/// keep their order. \p MergedFrom, when given, receives for each result
/// the indices of the inputs it says.
std::vector<Reason>
mergeAlikeSubjects(const std::vector<Reason> &Rs,
                   std::vector<std::vector<size_t>> *MergedFrom = nullptr);

/// Orders reasons by their sentence: a std::set of reasons states each
/// sentence once, in the order of the sentences.
struct BySentence {
  bool operator()(const Reason &A, const Reason &B) const {
    return A.Message < B.Message;
  }
};

} // namespace gpuperf

#endif
