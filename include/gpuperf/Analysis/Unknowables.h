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
#include "gpuperf/Graph/ControlInfo.h"
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
/// of the reachable code. \p Tabled is the kernel's loop table
/// (Graph/LoopTrips.h): a loop SCEV cannot count is not unknown where the
/// table computed its count (geometric steps), and where the table assumed
/// one, the note says the count it assumed, as the table does. \p Opts
/// gives the launch the user gave and how the messages spell its flags.
void noteUnknowables(const KernelInfo &KI, const AnalysisOptions &Opts,
                     llvm::FunctionAnalysisManager &FAM,
                     std::vector<Reason> &Assumptions,
                     const std::vector<LoopTripInfo> &Tabled = {});

} // namespace gpuperf

#endif
