//===- Views.h - Text and JSON reports made of views ------------*- C++ -*-===//
#ifndef GPUPERF_REPORT_VIEWS_H
#define GPUPERF_REPORT_VIEWS_H

#include "gpuperf/Report/AnalysisReport.h"
#include "gpuperf/Report/View.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <bitset>

namespace gpuperf {

/// The views a text report shows (--view a,b,c / --all-views).
class ViewSelection {
public:
  /// The default: summary, machine, accesses and divergence.
  ViewSelection();
  static ViewSelection none();
  static ViewSelection all();

  bool has(ViewKind K) const { return Selected.test(unsigned(K)); }
  void add(ViewKind K) { Selected.set(unsigned(K)); }
  /// Whether the user named the views (--view, --all-views): the views then
  /// print in full what the default shows in brief.
  bool chosen() const { return Chosen; }
  void choose() { Chosen = true; }

private:
  std::bitset<NumViews> Selected;
  bool Chosen = false;
};

/// Parses "summary,occupancy,..." into a selection.
llvm::Expected<ViewSelection> parseViewList(llvm::StringRef List);

/// Schema gpuperf-report/1 (docs/architecture.md), from every view whatever the
/// selection. Deterministic: keys in a fixed order.
void writeJSON(const AnalysisReport &R, llvm::raw_ostream &OS);
/// Every number in a kernel's report is finite: a NaN or infinity (which
/// JSON cannot hold) is an internal error naming the field, never printed.
llvm::Error checkFiniteNumbers(const KernelReport &K);
/// The JSON path of the first non-finite number of \p K's report
/// ("throughput_curve.throughput_cycles_per_warp"), or "" when all are finite.
std::string nonFiniteField(const KernelReport &K);
void writeText(const AnalysisReport &R, const ViewSelection &Views,
               llvm::raw_ostream &OS);

} // namespace gpuperf

#endif
