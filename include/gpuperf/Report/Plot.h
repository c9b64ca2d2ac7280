//===- Plot.h - Throughput-vs-occupancy plot as SVG --------------*- C++
//-*-===//
//
// Draws each kernel's ThroughputCurve (Volkov thesis Fig. 3.4): the latency
// bound n / L, the throughput bound 1 / T, the predicted curve, and markers
// at the launch's and the needed occupancy. One panel per kernel, stacked.
// Draws only: every number comes from the report.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_REPORT_PLOT_H
#define GPUPERF_REPORT_PLOT_H

#include "gpuperf/Report/AnalysisReport.h"
#include "llvm/Support/raw_ostream.h"

namespace gpuperf {

void writeThroughputPlotSVG(const AnalysisReport &R, llvm::raw_ostream &OS);

/// Every analysed kernel's work flow graph, one digraph per kernel.
void writeReportDot(const AnalysisReport &R, llvm::raw_ostream &OS);

} // namespace gpuperf

#endif
