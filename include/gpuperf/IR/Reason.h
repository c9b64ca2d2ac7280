//===- Reason.h - What the analysis assumed or could not do ------*- C++
//-*-===//
//
// A stated assumption or a reason a stage did not run, as a type (Polly's
// RejectReason is the model): a kind that tools and tests can match on, the
// source location it concerns, and the sentence shown to the user. Views,
// the JSON report and remarks all print the same sentence.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_REASON_H
#define GPUPERF_IR_REASON_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace gpuperf {

enum class ReasonKind {
  // Launch values the user did not give.
  DefaultBlock,
  DefaultGrid,
  NonIntegerArgument,
  // Code whose behaviour no static analysis can know.
  Recursion,
  IndirectCall,
  InlineAssembly,
  ExternalCall,
  DynamicSharedMemory,
  LocalMemory,
  UnmodelledMemoryIntrinsic,
  IrreducibleCycle,
  LoopWithoutExit,
  UnknownTripCount,
  // Where the analysis simplified to stay bounded.
  LatencyPathTruncated,
  BranchesCostedAsDiverged,
  OverBudget,
};

/// "default-block", "inline-assembly", ... (stable, for tools and tests).
llvm::StringRef reasonKindName(ReasonKind K);

struct Reason {
  ReasonKind Kind;
  /// "file:line" of the first occurrence (its function without debug info),
  /// or "" for the kernel as a whole.
  std::string Loc;
  std::string Message; ///< the sentence every report prints

  Reason(ReasonKind Kind, std::string Message, std::string Loc = "")
      : Kind(Kind), Loc(std::move(Loc)), Message(std::move(Message)) {}
};

} // namespace gpuperf

#endif
