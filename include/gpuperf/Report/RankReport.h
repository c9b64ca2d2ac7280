//===- RankReport.h - Variants x launch configurations, ranked --*- C++ -*-===//
//
// What `gpuperf rank` found, filled by the sweep (Analysis/Sweep.h) and
// printed by the rank view (RankView.h) as text or schema gpuperf-rank/1.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_REPORT_RANKREPORT_H
#define GPUPERF_REPORT_RANKREPORT_H

#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Prediction.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gpuperf {

/// One configuration: an input's kernel at one block size and argument set.
struct RankEntry {
  std::string Input, Kernel; ///< path as given; demangled kernel name
  Dim3 Block, Grid;
  std::map<std::string, int64_t> Args; ///< as the user spelled them
  bool Possible = false;
  std::string Why; ///< when impossible or unanalysed
  double TimeUs = 0;
  Resource Binding = Resource::Latency;
  PredictionMode Mode = PredictionMode::None;
  double Occupancy = 0;
};

struct RankReport {
  std::string GPU;
  ModelKind Model = DefaultModel;
  size_t Configurations = 0;
  /// The predicted configurations, fastest first (ties in configuration
  /// order), then those that cannot run.
  std::vector<RankEntry> Ranked, Impossible;
};

} // namespace gpuperf

#endif
