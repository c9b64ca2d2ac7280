//===- Unknowables.h - What the static analysis cannot see -------*- C++
//-*-===//
//
// Constructs whose behaviour no static analysis can know (recursion,
// indirect calls, inline assembly, external callees, dynamic shared memory,
// local arrays, irreducible or unbounded loops), in a kernel and in every
// function it reaches through direct calls. Each becomes a stated
// assumption, so the report says what it could not see instead of silently
// assuming.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_UNKNOWABLES_H
#define GPUPERF_ANALYSIS_UNKNOWABLES_H

#include "gpuperf/Analysis/Options.h"
#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/Reason.h"

#include "llvm/IR/PassManager.h"

#include <set>
#include <string>
#include <vector>

namespace llvm {
class Loop;
} // namespace llvm

namespace gpuperf {

/// Appends one assumption per kind of unknowable found; linear in the size
/// of the reachable code. CountedLoops are loops whose trip count the loop
/// table computed where SCEV has none (geometric steps, Graph/LoopTrips.h):
/// they are not called unknown. \p Opts gives the launch the user gave and
/// how the messages spell its flags.
void noteUnknowables(const KernelInfo &KI, const AnalysisOptions &Opts,
                     llvm::FunctionAnalysisManager &FAM,
                     std::vector<Reason> &Assumptions,
                     const std::set<const llvm::Loop *> &CountedLoops = {});

} // namespace gpuperf

#endif
