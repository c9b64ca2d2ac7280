//===- Views.h - Text and JSON views of an AnalysisReport --------*- C++
//-*-===//
#ifndef GPUPERF_REPORT_VIEWS_H
#define GPUPERF_REPORT_VIEWS_H

#include "gpuperf/Report/AnalysisReport.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace gpuperf {

/// The views a text report can show (--view a,b,c / --all-views).
struct ViewSelection {
  bool Summary = true, Machine = true, Occupancy = false, Bottleneck = false,
       Accesses = true, Divergence = true, Worksheet = false;
  static ViewSelection all();
};

/// Parses "summary,occupancy,..." into a selection.
llvm::Expected<ViewSelection> parseViewList(llvm::StringRef List);

/// Schema gpuperf-report/1 (DESIGN.md). Deterministic: keys in a fixed order.
void writeJSON(const AnalysisReport &R, llvm::raw_ostream &OS);
void writeText(const AnalysisReport &R, const ViewSelection &Views,
               llvm::raw_ostream &OS);

} // namespace gpuperf

#endif
