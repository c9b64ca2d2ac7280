//===- DivergenceView.cpp - Branches and loops, and how warps split -------===//
#include "AllViews.h"
#include "ViewFormat.h"
#include "gpuperf/Hardware/NumberText.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace gpuperf;

static void printBranches(const std::vector<BranchInfo> &Branches,
                          raw_ostream &OS) {
  TextTable T;
  T.Header = {"branch", "kind", "divergent warps", "active lanes T/F",
              "rho T/F"};
  T.Right = {false, false, true, true, true};
  for (const BranchInfo &B : Branches)
    T.Rows.push_back({locText(B.Loc).str(), uniformityName(B.Kind).str(),
                      percentText(B.DivergentWarpFraction),
                      percentText(B.ActiveLaneFraction) + "/" +
                          percentText(B.ActiveLaneFractionFalse),
                      formatv("{0:F2}/{1:F2}", B.RhoTrue, B.RhoFalse).str()});
  T.print(OS, 4);
  OS << "    (divergent warps: of the warps reaching the branch, those whose "
        "lanes take both sides; active lanes: of a warp's lanes, those on "
        "each side when it takes it; rho: the fraction of warps that take "
        "each side)\n";
  AssumptionLines Assumed;
  for (const BranchInfo &B : Branches)
    Assumed.add(B.Loc, B.Assumptions);
  Assumed.print(OS);
}

static json::Object branchJSON(const BranchInfo &B) {
  // Per successor in IR order (a switch: default first, then the cases);
  // rho_true/active_lane_fraction describe successor 0 only.
  json::Array SRho, SLanes;
  for (double V : B.SuccessorRho)
    SRho.push_back(jsonNum(V));
  for (double V : B.SuccessorLaneFraction)
    SLanes.push_back(jsonNum(V));
  return json::Object{
      {"loc", B.Loc},
      {"kind", uniformityName(B.Kind)},
      {"divergent_warp_fraction", jsonNum(B.DivergentWarpFraction)},
      {"active_lane_fraction", jsonNum(B.ActiveLaneFraction)},
      {"rho_true", jsonNum(B.RhoTrue)},
      {"rho_false", jsonNum(B.RhoFalse)},
      {"successor_rho", std::move(SRho)},
      {"successor_active_lane_fraction", std::move(SLanes)},
      {"active_lane_fraction_false", jsonNum(B.ActiveLaneFractionFalse)},
      {"assumptions", jsonReasons(B.Assumptions)},
      {"assumption_kinds", jsonReasonKinds(B.Assumptions)},
      {"bounds_check", B.BoundsCheck}};
}

static void printLoops(const std::vector<LoopTripInfo> &Loops,
                       raw_ostream &OS) {
  TextTable T;
  T.Header = {"loop", "trips", "lanes min..max"};
  T.Right = {false, true, true};
  for (const LoopTripInfo &L : Loops) {
    // An unknown count is the one assumed; its line below says why and how
    // to give another.
    std::string Trips = L.TripCount >= 0
                            ? formatv("{0}", L.TripCount).str()
                            : numberText(L.EffectiveTrip) + " assumed";
    std::string Lanes =
        L.MinLaneTrip >= 0 && L.MinLaneTrip != L.MaxLaneTrip
            ? formatv("{0}..{1}", L.MinLaneTrip, L.MaxLaneTrip).str()
            : "-";
    T.Rows.push_back({locText(L.Loc).str(), Trips, Lanes});
  }
  T.print(OS, 4);
  AssumptionLines Assumed;
  for (const LoopTripInfo &L : Loops)
    Assumed.add(L.Loc, L.Assumptions);
  Assumed.print(OS);
}

static json::Object loopJSON(const LoopTripInfo &L) {
  json::Object O{{"loc", L.Loc},
                 {"assumptions", jsonReasons(L.Assumptions)},
                 {"assumption_kinds", jsonReasonKinds(L.Assumptions)}};
  if (L.TripCount >= 0)
    O["trip_count"] = jsonNum(L.TripCount);
  else
    O["trip_count"] = L.TripExpr.empty() ? "unknown" : L.TripExpr;
  // What the model used per entry (trip count, or the --assume-trip /
  // default value where the count is unknown).
  O["effective_trip_count"] = jsonNum(L.EffectiveTrip);
  if (L.MinLaneTrip >= 0) {
    O["min_lane_trip_count"] = jsonNum(L.MinLaneTrip);
    O["max_lane_trip_count"] = jsonNum(L.MaxLaneTrip);
  }
  return O;
}

namespace {
class DivergenceView final : public View {
public:
  StringRef name() const override { return "divergence"; }

  void printText(const KernelReport &K, const AnalysisReport &,
                 raw_ostream &OS) const override {
    if (K.Branches.empty() && K.Loops.empty())
      return;
    OS << "  control\n";
    if (!K.Branches.empty())
      printBranches(K.Branches, OS);
    if (!K.Loops.empty())
      printLoops(K.Loops, OS);
  }

  void toJSON(const KernelReport &K, json::Object &Kernel) const override {
    json::Array Branches, Loops;
    for (const BranchInfo &B : K.Branches)
      Branches.push_back(branchJSON(B));
    for (const LoopTripInfo &L : K.Loops)
      Loops.push_back(loopJSON(L));
    Kernel["branches"] = std::move(Branches);
    Kernel["loops"] = std::move(Loops);
  }
};
} // namespace

const View &gpuperf::divergenceView() {
  static const DivergenceView V;
  return V;
}
