//===- View.h - One view of a report, as text and JSON ----------*- C++ -*-===//
//
// A view (llvm-mca style) formats one part of the report twice, side by side:
// as a section of the text report and as keys of the JSON report, so each
// field is written in one place.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_REPORT_VIEW_H
#define GPUPERF_REPORT_VIEW_H

#include "gpuperf/Report/AnalysisReport.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

namespace gpuperf {

/// Every view, in the order the text report prints them.
enum class ViewKind {
  Summary,
  Machine,
  Occupancy,
  Bottleneck,
  Accesses,
  Divergence,
  Worksheet
};
constexpr unsigned NumViews = unsigned(ViewKind::Worksheet) + 1;

class View {
public:
  virtual ~View();

  /// The name --view selects it by.
  virtual llvm::StringRef name() const = 0;

  /// Text printed once, before the kernels; Asked when the user chose this
  /// view by name (--view, --all-views), not by default: then in full.
  virtual void printHeader(const AnalysisReport &R, bool Asked,
                           llvm::raw_ostream &OS) const {}
  /// This view's section of one kernel's text.
  virtual void printText(const KernelReport &K, const AnalysisReport &R,
                         llvm::raw_ostream &OS) const {}

  /// Adds this view's keys to the report's top-level JSON object.
  virtual void reportJSON(const AnalysisReport &R,
                          llvm::json::Object &Report) const {}
  /// Adds this view's keys to one kernel's JSON object.
  virtual void toJSON(const KernelReport &K, llvm::json::Object &Kernel) const {
  }
};

/// The one (stateless) view of each kind.
const View &getView(ViewKind Kind);

} // namespace gpuperf

#endif
