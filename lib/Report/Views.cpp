//===- Views.cpp - Text and JSON reports assembled from the views ---------===//
//
// Views only format: every number printed here was computed by the analysis
// and stored in the report. This file holds what is not one view's: the
// selection, and the frame around the views (report header, kernel name,
// kernel-level assumptions).
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Report/Views.h"
#include "AllViews.h"
#include "ViewFormat.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <iterator>
#include <optional>

using namespace llvm;
using namespace gpuperf;

View::~View() = default;

const View &gpuperf::getView(ViewKind Kind) {
  switch (Kind) {
  case ViewKind::Summary:
    return summaryView();
  case ViewKind::Machine:
    return machineView();
  case ViewKind::Occupancy:
    return occupancyView();
  case ViewKind::Bottleneck:
    return bottleneckView();
  case ViewKind::Accesses:
    return accessesView();
  case ViewKind::Divergence:
    return divergenceView();
  case ViewKind::Worksheet:
    return worksheetView();
  }
  llvm_unreachable("unknown view kind");
}

/// Every view, in text order.
static constexpr ViewKind AllKinds[] = {
    ViewKind::Summary,    ViewKind::Machine,  ViewKind::Occupancy,
    ViewKind::Bottleneck, ViewKind::Accesses, ViewKind::Divergence,
    ViewKind::Worksheet};
static_assert(std::size(AllKinds) == NumViews, "a view is missing");

ViewSelection::ViewSelection() {
  for (ViewKind K : {ViewKind::Summary, ViewKind::Machine, ViewKind::Accesses,
                     ViewKind::Divergence})
    add(K);
}

ViewSelection ViewSelection::none() {
  ViewSelection V;
  V.Selected.reset();
  return V;
}

ViewSelection ViewSelection::all() {
  ViewSelection V;
  V.Selected.set();
  V.Chosen = true;
  return V;
}

static std::string viewNames() {
  return join(map_range(AllKinds, [](ViewKind K) { return getView(K).name(); }),
              ", ");
}

Expected<ViewSelection> gpuperf::parseViewList(StringRef List) {
  ViewSelection V = ViewSelection::none();
  V.choose();
  SmallVector<StringRef> Names;
  List.split(Names, ',', -1, false);
  for (StringRef N : Names) {
    N = N.trim();
    if (N == "all") {
      V = ViewSelection::all();
      continue;
    }
    const ViewKind *K =
        find_if(AllKinds, [&](ViewKind K) { return getView(K).name() == N; });
    if (K == std::end(AllKinds))
      return createStringError(inconvertibleErrorCode(),
                               "unknown view '" + N +
                                   "' (views: " + viewNames() + ", all)");
    V.add(*K);
  }
  return V;
}

static void writeKernelText(const KernelReport &K, const AnalysisReport &R,
                            const ViewSelection &Views, raw_ostream &OS) {
  OS << "\nKernel " << K.Demangled;
  if (K.Demangled != K.Name)
    OS << "  (" << K.Name << ")";
  OS << "\n";
  for (ViewKind V : AllKinds)
    if (Views.has(V))
      getView(V).printText(K, R, OS);
  printReasons("  assumes ", K.Assumptions, OS);
  printReasons("  not analysed: ", K.Unanalysed, OS);
}

static json::Object kernelJSON(const KernelReport &K) {
  json::Object Kernel{{"name", K.Name},
                      {"demangled", K.Demangled},
                      {"assumptions", jsonReasons(K.Assumptions)},
                      {"assumption_kinds", jsonReasonKinds(K.Assumptions)},
                      {"unanalysed", jsonReasons(K.Unanalysed)},
                      {"unanalysed_kinds", jsonReasonKinds(K.Unanalysed)}};
  for (ViewKind V : AllKinds)
    getView(V).toJSON(K, Kernel);
  return Kernel;
}

/// The first non-finite number under V, as a JSON path ("" when none).
static std::string firstNonFinite(const json::Value &V, const std::string &At) {
  if (std::optional<double> D = V.getAsNumber())
    return std::isfinite(*D) ? "" : At;
  if (const json::Object *O = V.getAsObject()) {
    for (const auto &[Key, Child] : *O)
      if (std::string P = firstNonFinite(Child, At + "." + Key.str());
          !P.empty())
        return P;
  } else if (const json::Array *A = V.getAsArray()) {
    for (size_t I = 0; I < A->size(); ++I)
      if (std::string P =
              firstNonFinite((*A)[I], At + "[" + std::to_string(I) + "]");
          !P.empty())
        return P;
  }
  return "";
}

std::string gpuperf::nonFiniteField(const KernelReport &K) {
  // The text views print the same fields the JSON holds.
  std::string Path = firstNonFinite(json::Value(kernelJSON(K)), "");
  return Path.empty() ? Path : Path.substr(1);
}

Error gpuperf::checkFiniteNumbers(const KernelReport &K) {
  std::string Path = nonFiniteField(K);
  if (Path.empty())
    return Error::success();
  return createStringError(inconvertibleErrorCode(),
                           "internal error: kernel " + K.Name +
                               ": the report would contain a non-finite "
                               "number at " +
                               Path + "; please report this input");
}

void gpuperf::writeText(const AnalysisReport &R, const ViewSelection &Views,
                        raw_ostream &OS) {
  OS << "gpuperf report for " << R.Input << " (model " << modelName(R.Model)
     << ")\n";
  for (ViewKind V : AllKinds)
    if (Views.has(V))
      getView(V).printHeader(R, Views.chosen(), OS);
  if (R.Headers)
    OS << "compiled against " << R.Headers->describe() << "\n";
  printReasons("note: ", R.Notes, OS);
  if (R.Kernels.empty())
    OS << "no kernels selected\n";
  for (const KernelReport &K : R.Kernels)
    writeKernelText(K, R, Views, OS);
}

/// null for IR inputs; {"kind": "sdk", "version", "path"} or
/// {"kind": "gpuperf"} for a .cu.
static json::Value headersJSON(const std::optional<DeviceHeaders> &H) {
  if (!H)
    return nullptr;
  if (!H->SDK)
    return json::Object{{"kind", "gpuperf"}, {"header", "gpuperf_cuda.h"}};
  return json::Object{{"kind", "sdk"},
                      {"version", H->SDK->versionString()},
                      {"path", H->SDK->Path}};
}

// The key order does not depend on which view adds a key, or when: a
// json::Object prints its keys sorted, so the bytes depend only on the keys
// and values, each of which one view writes once.
void gpuperf::writeJSON(const AnalysisReport &R, raw_ostream &OS) {
  json::Array Kernels;
  for (const KernelReport &K : R.Kernels)
    Kernels.push_back(kernelJSON(K));
  json::Object Top{{"schema", "gpuperf-report/1"},
                   {"input", R.Input},
                   {"model", modelName(R.Model)},
                   {"notes", jsonReasons(R.Notes)},
                   {"note_kinds", jsonReasonKinds(R.Notes)},
                   {"kernels", std::move(Kernels)}};
  Top["cuda_headers"] = headersJSON(R.Headers);
  for (ViewKind V : AllKinds)
    getView(V).reportJSON(R, Top);
  OS << formatv("{0:2}", json::Value(std::move(Top))) << "\n";
}
