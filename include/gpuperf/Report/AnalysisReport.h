//===- AnalysisReport.h - Everything one analysis found ----------*- C++
//-*-===//
//
// The one struct every view prints from (llvm-mca style): the analysis fills
// it, the views only format it.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_REPORT_ANALYSISREPORT_H
#define GPUPERF_REPORT_ANALYSISREPORT_H

#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Graph/WorkFlowGraph.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/CudaSDK.h"
#include "gpuperf/IR/FlagSpelling.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/IR/Reason.h"
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Model/Advice.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Model/WhatIf.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gpuperf {

struct KernelReport {
  std::string Name; ///< mangled
  std::string Demangled;
  std::string Loc; ///< definition's source location, if known
  ResolvedLaunch Launch;
  ResourceUsage Resources;
  OccupancyResult Occupancy;
  /// Occupancy at other block sizes and register counts (occupancy view).
  OccupancyWhatIf OccupancyTable;
  std::vector<AccessInfo> Accesses;
  std::vector<BranchInfo> Branches;
  std::vector<LoopTripInfo> Loops;
  bool HasPrediction = false;
  Bounds KernelBounds;
  Prediction Predicted;
  /// Every limit as a throughput, tightest first, with margins (bottleneck
  /// view).
  std::vector<BottleneckRow> BottleneckRows;
  /// What would move the kernel (bottleneck view).
  std::vector<Advice> Advices;
  /// Predicted throughput over occupancy (the --plot picture).
  ThroughputCurve Curve;
  /// Kernel-level assumptions (defaults used for unknown inputs).
  std::vector<Reason> Assumptions;
  /// What could not be analysed, and why (becomes a missed remark).
  std::vector<Reason> Unanalysed;
  /// The graph and its reduction, kept for DOT output and re-specialisation
  /// (rank, what-if tables) without re-analysing the IR.
  std::shared_ptr<const WorkFlowGraph> WFG;
  std::shared_ptr<const WarpWorkload> Workload;
  /// Wall time per stage in milliseconds (accesses, structure, model); not
  /// part of the JSON report, which stays byte-identical across runs.
  double ResourcesMs = 0, AccessMs = 0, StructureMs = 0, ModelMs = 0;
};

struct AnalysisReport {
  std::string Input;
  GPUSpec Spec;
  ModelKind Model = DefaultModel;
  std::vector<Reason> Notes; ///< input-level notes (how it was compiled)
  /// For a .cu input: the CUDA headers it was compiled against.
  std::optional<DeviceHeaders> Headers;
  std::vector<KernelReport> Kernels;
  /// How the front end that asked spells its options: a view that points at
  /// another ("--view machine lists them") names it so.
  FlagSpelling Flags;
};

} // namespace gpuperf

#endif
