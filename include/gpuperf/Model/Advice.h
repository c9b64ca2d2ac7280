//===- Advice.h - What would move the kernel -------------------*- C++ -*-===//
//
// The bottleneck view's data: the binding limit and the next ones with their
// margins, and concrete advice derived from the accesses, branches,
// occupancy and bounds (never from IR). Rules:
//   bank-conflict  shared access with ways > 1; when the lanes walk a column
//                  of a 2-D shared array (class strided(k), k = the array's
//                  row length), padding the row to k + 1 elements spreads the
//                  column over all banks.
//   uncoalesced    global/local access reading more sectors per request than
//                  the ideal (by more than 1.25x).
//   divergence     a branch on which some warps diverge.
//   occupancy      latency-bound with fewer resident warps than needed
//                  (L / T): the limiter, and the register count / shared
//                  bytes / block size that would give more warps per SM.
//   small-grid     the busiest SM receives fewer warps than occupancy allows.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_ADVICE_H
#define GPUPERF_MODEL_ADVICE_H

#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/FlagSpelling.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <string>
#include <vector>

namespace gpuperf {

/// One limit on warp throughput, tightest first.
struct BottleneckRow {
  Resource Limit = Resource::Latency;
  double WarpsPerCycle = 0; ///< the throughput this limit alone allows
  double Margin = 1;        ///< WarpsPerCycle / the binding one (>= 1)
};

enum class AdviceKind {
  BankConflict,
  AtomicContention,
  Uncoalesced,
  Divergence,
  Occupancy,
  SmallGrid
};
/// bank-conflict|atomic-contention|uncoalesced|divergence|occupancy|
/// small-grid
llvm::StringRef adviceKindName(AdviceKind K);

struct Advice {
  AdviceKind Kind = AdviceKind::Occupancy;
  std::string Loc;     ///< source location, "" for kernel-level advice
  std::string Message; ///< one sentence, for the user
};

/// Latency (n / L at the resident warps) and every worksheet row as
/// throughputs, sorted tightest first, with their margins over the binding.
std::vector<BottleneckRow> bottleneckRows(const Prediction &P, const Bounds &B);

struct AdviceInput {
  const std::vector<AccessInfo> *Accesses = nullptr;
  const std::vector<BranchInfo> *Branches = nullptr;
  const OccupancyResult *Occupancy = nullptr;
  OccupancyInput OccIn; ///< what the occupancy was computed from
  const Prediction *Predicted = nullptr; ///< null when nothing was predicted
  const Bounds *KernelBounds = nullptr;
  const GPUSpec *Spec = nullptr;
  FlagSpelling Flags; ///< for advice that names an option
};

std::vector<Advice> adviseKernel(const AdviceInput &In);

} // namespace gpuperf

#endif
