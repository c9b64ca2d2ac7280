//===- WorksheetView.cpp - The throughput and latency bounds, worked ------===//
#include "AllViews.h"
#include "ViewFormat.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace gpuperf;

static json::Object boundsJSON(const Bounds &B) {
  json::Array Thru;
  for (const ResourceBound &R : B.Throughput)
    Thru.push_back(json::Object{{"resource", resourceName(R.Resource)},
                                {"cycles_per_warp", jsonNum(R.CyclesPerWarp)},
                                {"detail", R.Detail}});
  json::Array Path;
  for (const CriticalStep &S : B.CriticalPath)
    Path.push_back(
        json::Object{{"what", S.What}, {"cycles", jsonNum(S.Cycles)}});
  return json::Object{
      {"latency_cycles_per_warp", jsonNum(B.LatencyCyclesPerWarp)},
      {"throughput", std::move(Thru)},
      {"binding", resourceName(B.Binding)},
      {"critical_path", std::move(Path)}};
}

/// The two bounds over occupancy: what --plot draws.
static json::Object curveJSON(const ThroughputCurve &C) {
  json::Array Points;
  for (const CurvePoint &Pt : C.Points)
    Points.push_back(
        json::Object{{"warps", jsonNum(Pt.Warps)},
                     {"latency_bound", jsonNum(Pt.LatencyBound)},
                     {"throughput_bound", jsonNum(Pt.ThroughputBound)},
                     {"predicted", jsonNum(Pt.Predicted)}});
  return json::Object{
      {"unit", C.Unit},
      {"model", modelName(C.Model)},
      {"max_warps_per_sm", C.MaxWarpsPerSM},
      {"latency_cycles_per_warp", jsonNum(C.LatencyCyclesPerWarp)},
      {"throughput_cycles_per_warp", jsonNum(C.ThroughputCyclesPerWarp)},
      {"throughput_resource",
       C.ThroughputResource ? resourceName(*C.ThroughputResource) : ""},
      {"launch_warps_per_sm", jsonNum(C.LaunchWarpsPerSM)},
      {"needed_warps_per_sm", jsonNum(C.NeededWarpsPerSM)},
      {"saturation_warps_per_sm", jsonNum(C.SaturationWarpsPerSM)},
      {"points", std::move(Points)}};
}

namespace {
class WorksheetView final : public View {
public:
  StringRef name() const override { return "worksheet"; }

  void printText(const KernelReport &K, const AnalysisReport &,
                 raw_ostream &OS) const override {
    if (!K.HasPrediction)
      return;
    const Bounds &B = K.KernelBounds;
    OS << formatv("  throughput bound (Volkov §3.6; SM cycles per warp; "
                  "binding: {0})\n",
                  resourceName(B.Binding));
    TextTable T;
    T.Header = {"resource", "cycles/warp", "warps/cycle/SM", "arithmetic"};
    T.Right = {false, true, true, false};
    for (const ResourceBound &R : B.Throughput)
      T.Rows.push_back(
          {resourceName(R.Resource).str(), fixedText(R.CyclesPerWarp, 2),
           R.CyclesPerWarp > 0 ? rateText(1 / R.CyclesPerWarp) : "-",
           R.Detail});
    T.print(OS, 4);
    OS << formatv("  latency bound (Volkov §3.7): {0:F1} cycles per warp\n",
                  B.LatencyCyclesPerWarp);
    TextTable C;
    C.Header = {"cycles", "critical path step"};
    C.Right = {true, false};
    for (const CriticalStep &S : B.CriticalPath)
      C.Rows.push_back({fixedText(S.Cycles, 1), S.What});
    C.print(OS, 4);
  }

  void toJSON(const KernelReport &K, json::Object &Kernel) const override {
    if (!K.HasPrediction) {
      Kernel["bounds"] = nullptr;
      Kernel["throughput_curve"] = nullptr;
      return;
    }
    Kernel["bounds"] = boundsJSON(K.KernelBounds);
    Kernel["throughput_curve"] = curveJSON(K.Curve);
  }
};
} // namespace

const View &gpuperf::worksheetView() {
  static const WorksheetView V;
  return V;
}
