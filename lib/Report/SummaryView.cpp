//===- SummaryView.cpp - Launch, resources and the prediction -------------===//
#include "AllViews.h"
#include "ViewFormat.h"
#include "gpuperf/Model/GradualSaturation.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace gpuperf;

static std::string launchText(const ResolvedLaunch &L) {
  return formatv("block {0}{1}, grid {2}{3}", L.Block.str(),
                 L.BlockAssumed ? " (assumed)" : "", L.Grid.str(),
                 L.GridAssumed ? " (assumed)" : "")
      .str();
}

static json::Array dimJSON(const Dim3 &D) { return json::Array{D.X, D.Y, D.Z}; }

static json::Object launchJSON(const ResolvedLaunch &L) {
  json::Object Args;
  for (const auto &[Name, Value] : L.Args)
    Args[Name] = Value;
  for (const auto &[Name, Value] : L.NonIntegerArgs)
    Args[Name] = jsonNum(Value);
  return json::Object{{"block", dimJSON(L.Block)},
                      {"grid", dimJSON(L.Grid)},
                      {"block_assumed", L.BlockAssumed},
                      {"grid_assumed", L.GridAssumed},
                      {"args", std::move(Args)}};
}

static json::Object resourcesJSON(const ResourceUsage &RU) {
  return json::Object{{"registers", RU.Registers},
                      {"shared_bytes", RU.sharedPerBlock()},
                      {"static_shared_bytes", RU.StaticShared},
                      {"dynamic_shared_bytes", RU.DynamicShared},
                      {"local_bytes", RU.LocalBytes},
                      {"barriers", RU.Barriers},
                      {"source", resourceSourceName(RU.Source)},
                      {"note", RU.Note}};
}

static json::Array bottlenecksJSON(const std::vector<Resource> &Rs) {
  json::Array A;
  for (Resource R : Rs)
    A.push_back(resourceName(R));
  return A;
}

static json::Object predictionJSON(const Prediction &P) {
  return json::Object{
      {"model", modelName(P.Model)},
      {"warp_throughput_per_sm", jsonNum(P.WarpThroughputPerSM)},
      {"time_us", jsonNum(P.TimeUs)},
      {"mode", modeName(P.Mode)},
      {"needed_warps_per_sm", jsonNum(P.NeededWarpsPerSM)},
      {"saturation_warps_per_sm", jsonNum(P.SaturationWarpsPerSM)},
      {"dram_gbps", jsonNum(P.DRAMGBps)},
      {"resident_warps_per_sm", jsonNum(P.ResidentWarpsPerSM)},
      {"waves", jsonNum(P.Waves)},
      {"upper_bound_fraction", jsonNum(P.UpperBoundFraction)},
      {"bottlenecks", bottlenecksJSON(P.Bottlenecks)},
      {"memory_latency_cycles", jsonNum(P.MemoryLatencyCycles)},
      {"notes", jsonReasons(P.Notes)},
      {"note_kinds", jsonReasonKinds(P.Notes)}};
}

namespace {
/// The occupancy line here is the occupancy view's headline; that view owns
/// the "occupancy" JSON.
class SummaryView final : public View {
public:
  StringRef name() const override { return "summary"; }

  void printText(const KernelReport &K, const AnalysisReport &R,
                 raw_ostream &OS) const override {
    const ResourceUsage &RU = K.Resources;
    const OccupancyResult &O = K.Occupancy;
    OS << "  launch      " << launchText(K.Launch) << "\n";
    OS << formatv(
        "  resources   {0} registers, {1} B shared/block, {2} B local ({3})\n",
        RU.Registers, RU.sharedPerBlock(), RU.LocalBytes,
        resourceSourceName(RU.Source));
    // Why the numbers are not ptxas': the JSON's resources.note.
    if (RU.Source == ResourceSource::Estimate && !RU.Note.empty())
      OS << "              " << RU.Note << "\n";
    if (!O.Possible)
      OS << "  occupancy   impossible: " << O.Impossible << "\n";
    else
      OS << formatv("  occupancy   {0} blocks/SM, {1} warps/SM ({2}), "
                    "limited by {3}\n",
                    O.BlocksPerSM, O.WarpsPerSM, percentText(O.Fraction),
                    limiterName(O.Limiter));
    if (!K.HasPrediction)
      return;
    const Prediction &P = K.Predicted;
    OS << formatv("  time        {0:F2} us, {1}, binding: {2}\n", P.TimeUs,
                  modeName(P.Mode), resourceName(K.KernelBounds.Binding));
    OS << formatv("  throughput  {0} warps/cycle/SM; DRAM {1:F1} GB/s\n",
                  rateText(P.WarpThroughputPerSM), P.DRAMGBps);
    OS << formatv("  needed      {0:F1} warps/SM to reach the throughput "
                  "bound ({1:F0} resident)\n",
                  P.NeededWarpsPerSM, P.ResidentWarpsPerSM);
    if (P.SaturationWarpsPerSM > 0)
      OS << formatv("  saturation  {0:F1} warps/SM reach {1:P0} of it (the "
                    "knee is gradual where a memory pipe binds)\n",
                    P.SaturationWarpsPerSM, SaturationFraction);
    OS << formatv("  model       {0}; spec {1} ({2})\n", modelName(P.Model),
                  R.Spec.Name, R.Spec.Origin);
    // What the model decided on the way (prediction.notes in the JSON).
    printReasons("  note        ", P.Notes, OS);
  }

  void toJSON(const KernelReport &K, json::Object &Kernel) const override {
    Kernel["launch"] = launchJSON(K.Launch);
    Kernel["resources"] = resourcesJSON(K.Resources);
    Kernel["prediction"] = K.HasPrediction
                               ? json::Value(predictionJSON(K.Predicted))
                               : json::Value(nullptr);
  }
};
} // namespace

const View &gpuperf::summaryView() {
  static const SummaryView V;
  return V;
}
