//===- Views.cpp - Text and JSON views of one AnalysisReport --------------===//
//
// Views only format: every number printed here was computed by the analysis
// and stored in the report.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Report/Views.h"
#include "ViewFormat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <climits>
#include <cstdio>

using namespace llvm;
using namespace gpuperf;

ViewSelection ViewSelection::all() {
  ViewSelection V;
  V.Summary = V.Machine = V.Occupancy = V.Bottleneck = V.Accesses =
      V.Divergence = V.Worksheet = true;
  return V;
}

Expected<ViewSelection> gpuperf::parseViewList(StringRef List) {
  ViewSelection V;
  V.Summary = V.Machine = V.Occupancy = V.Bottleneck = V.Accesses =
      V.Divergence = V.Worksheet = false;
  SmallVector<StringRef> Names;
  List.split(Names, ',', -1, false);
  for (StringRef N : Names) {
    N = N.trim();
    if (N == "all") {
      V = ViewSelection::all();
      continue;
    }
    bool *Flag = StringSwitch<bool *>(N)
                     .Case("summary", &V.Summary)
                     .Case("machine", &V.Machine)
                     .Case("occupancy", &V.Occupancy)
                     .Case("bottleneck", &V.Bottleneck)
                     .Case("accesses", &V.Accesses)
                     .Case("divergence", &V.Divergence)
                     .Case("worksheet", &V.Worksheet)
                     .Default(nullptr);
    if (!Flag)
      return createStringError(
          inconvertibleErrorCode(),
          "unknown view '" + N +
              "' (views: summary, machine, occupancy, bottleneck, "
              "accesses, divergence, worksheet, all)");
    *Flag = true;
  }
  return V;
}

static json::Array dimJSON(const Dim3 &D) { return json::Array{D.X, D.Y, D.Z}; }

static json::Object specJSON(const GPUSpec &S) {
  return json::Object{
      {"name", S.Name},
      {"origin", S.Origin},
      {"compute_capability", formatv("{0}.{1}", S.CCMajor, S.CCMinor).str()},
      {"sm_count", S.SMCount},
      {"core_clock_mhz", jsonNum(S.CoreClockMHz)},
      {"max_warps_per_sm", S.Occupancy.MaxWarpsPerSM},
      {"dram_latency_cycles", jsonNum(S.Latency.DRAM)},
      {"dram_measured_gbps", jsonNum(S.Throughput.DRAMMeasuredGBps)},
      {"issue_per_cycle_per_sm", jsonNum(S.issueWarpInstrPerCycle())},
      {"coalescing", S.Memory.Coalescing == CoalescingRule::Sectors ? "sectors"
                     : S.Memory.Coalescing == CoalescingRule::Fermi ? "fermi"
                     : S.Memory.Coalescing == CoalescingRule::GT200 ? "gt200"
                                                                    : "g80"},
      {"provisional", jsonStrings(S.Provisional)},
  };
}

static json::Object kernelJSON(const KernelReport &K) {
  const ResolvedLaunch &L = K.Launch;
  json::Object Args;
  for (const auto &[Name, Value] : L.Args)
    Args[Name] = Value;
  for (const auto &[Name, Value] : L.NonIntegerArgs)
    Args[Name] = jsonNum(Value);
  json::Object Launch{{"block", dimJSON(L.Block)},
                      {"grid", dimJSON(L.Grid)},
                      {"block_assumed", L.BlockAssumed},
                      {"grid_assumed", L.GridAssumed},
                      {"args", std::move(Args)}};
  const ResourceUsage &RU = K.Resources;
  json::Object Resources{{"registers", RU.Registers},
                         {"shared_bytes", RU.sharedPerBlock()},
                         {"static_shared_bytes", RU.StaticShared},
                         {"dynamic_shared_bytes", RU.DynamicShared},
                         {"local_bytes", RU.LocalBytes},
                         {"barriers", RU.Barriers},
                         {"source", resourceSourceName(RU.Source)},
                         {"note", RU.Note}};
  const OccupancyResult &O = K.Occupancy;
  json::Object Occ{{"possible", O.Possible},
                   {"blocks_per_sm", O.BlocksPerSM},
                   {"warps_per_sm", O.WarpsPerSM},
                   {"fraction", jsonNum(O.Fraction)},
                   {"limiter", O.Possible ? json::Value(limiterName(O.Limiter))
                                          : json::Value(nullptr)}};
  if (!O.Possible)
    Occ["impossible"] = O.Impossible;
  else {
    auto Limit = [](unsigned V) {
      return V == UINT_MAX ? json::Value(nullptr) : json::Value(V);
    };
    Occ["warps_per_block"] = O.WarpsPerBlock;
    Occ["limits"] = json::Object{{"warps", Limit(O.LimitByWarps)},
                                 {"registers", Limit(O.LimitByRegisters)},
                                 {"shared", Limit(O.LimitByShared)},
                                 {"blocks", Limit(O.LimitByBlocks)},
                                 {"barriers", Limit(O.LimitByBarriers)}};
    Occ["registers_per_warp_allocated"] = O.RegistersPerWarp;
    Occ["shared_per_block_allocated"] = O.SharedPerBlockAllocated;
    Occ["carveout_bytes"] = O.CarveoutBytes;
  }
  auto WhatIf = [](const std::vector<OccupancyWhatIfRow> &Rows) {
    json::Array A;
    for (const OccupancyWhatIfRow &W : Rows) {
      const OccupancyResult &R = W.Result;
      A.push_back(json::Object{
          {"threads_per_block", W.ThreadsPerBlock},
          {"registers", W.Registers},
          {"current", W.Current},
          {"possible", R.Possible},
          {"blocks_per_sm", R.BlocksPerSM},
          {"warps_per_sm", R.WarpsPerSM},
          {"fraction", jsonNum(R.Fraction)},
          {"limiter", R.Possible ? json::Value(limiterName(R.Limiter))
                                 : json::Value(nullptr)}});
    }
    return A;
  };
  Occ["what_if"] =
      json::Object{{"block_sizes", WhatIf(K.OccupancyTable.ByBlockSize)},
                   {"registers", WhatIf(K.OccupancyTable.ByRegisters)}};

  json::Array Accesses;
  for (const AccessInfo &A : K.Accesses)
    Accesses.push_back(json::Object{
        {"loc", A.Loc},
        {"space", memorySpaceName(A.Space)},
        {"kind", accessKindName(A.Kind)},
        {"bytes_per_thread", A.BytesPerThread},
        {"sectors_per_request", jsonNum(A.SectorsPerRequest)},
        {"ideal_sectors_per_request", jsonNum(A.IdealSectorsPerRequest)},
        {"min_sectors_per_request", jsonNum(A.MinSectorsPerRequest)},
        {"max_sectors_per_request", jsonNum(A.MaxSectorsPerRequest)},
        {"transactions_per_request", jsonNum(A.TransactionsPerRequest)},
        {"bank_conflict_ways", jsonNum(A.BankConflictWays)},
        {"active_lane_fraction", jsonNum(A.ActiveLaneFraction)},
        {"class", A.Class},
        {"symbolic", A.SymbolicForm},
        {"assumptions", jsonStrings(A.Assumptions)},
        {"object", A.Object},
        {"min_bank_conflict_ways", jsonNum(A.MinBankConflictWays)},
        {"max_bank_conflict_ways", jsonNum(A.MaxBankConflictWays)}});
  json::Array Branches;
  for (const BranchInfo &B : K.Branches) {
    // Per successor in IR order (a switch: default first, then the cases);
    // rho_true/active_lane_fraction describe successor 0 only.
    json::Array SRho, SLanes;
    for (double V : B.SuccessorRho)
      SRho.push_back(jsonNum(V));
    for (double V : B.SuccessorLaneFraction)
      SLanes.push_back(jsonNum(V));
    Branches.push_back(json::Object{
        {"loc", B.Loc},
        {"kind", uniformityName(B.Kind)},
        {"divergent_warp_fraction", jsonNum(B.DivergentWarpFraction)},
        {"active_lane_fraction", jsonNum(B.ActiveLaneFraction)},
        {"rho_true", jsonNum(B.RhoTrue)},
        {"rho_false", jsonNum(B.RhoFalse)},
        {"successor_rho", std::move(SRho)},
        {"successor_active_lane_fraction", std::move(SLanes)},
        {"active_lane_fraction_false", jsonNum(B.ActiveLaneFractionFalse)},
        {"assumptions", jsonStrings(B.Assumptions)}});
  }
  json::Array Loops;
  for (const LoopTripInfo &Lp : K.Loops) {
    json::Object O{{"loc", Lp.Loc},
                   {"assumptions", jsonStrings(Lp.Assumptions)}};
    if (Lp.TripCount >= 0)
      O["trip_count"] = jsonNum(Lp.TripCount);
    else
      O["trip_count"] = Lp.TripExpr.empty() ? "unknown" : Lp.TripExpr;
    // What the model used per entry (trip count, or the --assume-trip /
    // default value where the count is unknown).
    O["effective_trip_count"] = jsonNum(Lp.EffectiveTrip);
    if (Lp.MinLaneTrip >= 0) {
      O["min_lane_trip_count"] = jsonNum(Lp.MinLaneTrip);
      O["max_lane_trip_count"] = jsonNum(Lp.MaxLaneTrip);
    }
    Loops.push_back(std::move(O));
  }

  json::Object Result{{"name", K.Name},
                      {"demangled", K.Demangled},
                      {"launch", std::move(Launch)},
                      {"resources", std::move(Resources)},
                      {"occupancy", std::move(Occ)},
                      {"accesses", std::move(Accesses)},
                      {"branches", std::move(Branches)},
                      {"loops", std::move(Loops)},
                      {"assumptions", jsonStrings(K.Assumptions)},
                      {"unanalysed", jsonStrings(K.Unanalysed)}};
  if (K.HasPrediction) {
    const Bounds &B = K.KernelBounds;
    json::Array Thru;
    for (const ResourceBound &R : B.Throughput)
      Thru.push_back(json::Object{{"resource", R.Resource},
                                  {"cycles_per_warp", jsonNum(R.CyclesPerWarp)},
                                  {"detail", R.Detail}});
    json::Array Path;
    for (const CriticalStep &S : B.CriticalPath)
      Path.push_back(
          json::Object{{"what", S.What}, {"cycles", jsonNum(S.Cycles)}});
    Result["bounds"] = json::Object{
        {"latency_cycles_per_warp", jsonNum(B.LatencyCyclesPerWarp)},
        {"throughput", std::move(Thru)},
        {"binding", B.Binding},
        {"critical_path", std::move(Path)}};
    const Prediction &P = K.Predicted;
    Result["prediction"] =
        json::Object{{"model", modelName(P.Model)},
                     {"warp_throughput_per_sm", jsonNum(P.WarpThroughputPerSM)},
                     {"time_us", jsonNum(P.TimeUs)},
                     {"mode", P.Mode},
                     {"needed_warps_per_sm", jsonNum(P.NeededWarpsPerSM)},
                     {"dram_gbps", jsonNum(P.DRAMGBps)},
                     {"resident_warps_per_sm", jsonNum(P.ResidentWarpsPerSM)},
                     {"waves", jsonNum(P.Waves)},
                     {"upper_bound_fraction", jsonNum(P.UpperBoundFraction)},
                     {"bottlenecks", jsonStrings(P.Bottlenecks)},
                     {"memory_latency_cycles", jsonNum(P.MemoryLatencyCycles)},
                     {"notes", jsonStrings(P.Notes)}};
    json::Array Limits;
    for (const BottleneckRow &Row : K.BottleneckRows)
      Limits.push_back(
          json::Object{{"limit", Row.Limit},
                       {"warp_throughput_per_sm", jsonNum(Row.WarpsPerCycle)},
                       {"margin", jsonNum(Row.Margin)}});
    Result["bottleneck"] = json::Object{{"binding", B.Binding},
                                        {"mode", P.Mode},
                                        {"limits", std::move(Limits)}};
    const ThroughputCurve &C = K.Curve;
    json::Array Points;
    for (const CurvePoint &Pt : C.Points)
      Points.push_back(
          json::Object{{"warps", jsonNum(Pt.Warps)},
                       {"latency_bound", jsonNum(Pt.LatencyBound)},
                       {"throughput_bound", jsonNum(Pt.ThroughputBound)},
                       {"predicted", jsonNum(Pt.Predicted)}});
    Result["throughput_curve"] = json::Object{
        {"unit", C.Unit},
        {"model", modelName(C.Model)},
        {"max_warps_per_sm", C.MaxWarpsPerSM},
        {"latency_cycles_per_warp", jsonNum(C.LatencyCyclesPerWarp)},
        {"throughput_cycles_per_warp", jsonNum(C.ThroughputCyclesPerWarp)},
        {"throughput_resource", C.ThroughputResource},
        {"launch_warps_per_sm", jsonNum(C.LaunchWarpsPerSM)},
        {"needed_warps_per_sm", jsonNum(C.NeededWarpsPerSM)},
        {"points", std::move(Points)}};
  } else {
    Result["bounds"] = nullptr;
    Result["prediction"] = nullptr;
    Result["bottleneck"] = nullptr;
    Result["throughput_curve"] = nullptr;
  }
  json::Array Adv;
  for (const Advice &A : K.Advices)
    Adv.push_back(
        json::Object{{"kind", A.Kind}, {"loc", A.Loc}, {"message", A.Message}});
  Result["advice"] = std::move(Adv);
  return Result;
}

void gpuperf::writeJSON(const AnalysisReport &R, raw_ostream &OS) {
  json::Array Kernels;
  for (const KernelReport &K : R.Kernels)
    Kernels.push_back(kernelJSON(K));
  json::Object Top{
      {"schema", "gpuperf-report/1"},  {"input", R.Input},
      {"gpu", specJSON(R.Spec)},       {"model", modelName(R.Model)},
      {"notes", jsonStrings(R.Notes)}, {"kernels", std::move(Kernels)}};
  OS << formatv("{0:2}", json::Value(std::move(Top))) << "\n";
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

static std::string launchText(const ResolvedLaunch &L) {
  return formatv("block {0}{1}, grid {2}{3}", L.Block.str(),
                 L.BlockAssumed ? " (assumed)" : "", L.Grid.str(),
                 L.GridAssumed ? " (assumed)" : "")
      .str();
}

/// A spec value as written in the YAML: 1980, 0.5, 3890.
static std::string specNumber(double V) {
  char Buf[32];
  snprintf(Buf, sizeof(Buf), "%g", V);
  return Buf;
}

static void writeMachine(const GPUSpec &S, raw_ostream &OS) {
  auto N = specNumber;
  OS << formatv("Machine: {0} ({1}), CC {2}.{3}, {4} SMs at {5} MHz  [{6}]\n",
                S.Name,
                S.Description.empty() ? "no description" : S.Description,
                S.CCMajor, S.CCMinor, S.SMCount, N(S.CoreClockMHz), S.Origin);
  OS << formatv("  {0} warps/SM, {1} schedulers issuing every {2} cycle(s){3}, "
                "ILP latency "
                "{4} cycles\n",
                S.Occupancy.MaxWarpsPerSM, S.Scheduling.SchedulersPerSM,
                N(S.Scheduling.CyclesPerIssue),
                S.Scheduling.DualIssue ? ", dual issue" : "",
                N(S.Scheduling.ILPLatency));
  OS << formatv(
      "  latency: fp32 add {0}, shared {1}, DRAM {2} cycles; DRAM {3} GB/s "
      "measured ({4} GB/s pin)\n",
      N(S.Latency.FP32Add), N(S.Latency.Shared), N(S.Latency.DRAM),
      N(S.Throughput.DRAMMeasuredGBps), N(S.Throughput.DRAMPinGBps));
  if (!S.Provisional.empty())
    OS << "  provisional (not measured on this GPU): "
       << join(S.Provisional, ", ") << "\n";
}

/// "4.00" or "4.00 (2.00..8.00)" when warps differ.
static std::string withRange(double V, double Min, double Max,
                             unsigned Digits = 2) {
  std::string S = fixedText(V, Digits);
  if (Min != Max && (Min != 0 || Max != 0))
    S += " (" + fixedText(Min, Digits) + ".." + fixedText(Max, Digits) + ")";
  return S;
}

static std::string limitText(unsigned V) {
  return V == UINT_MAX ? std::string("-") : std::to_string(V);
}

static void writeSummary(const KernelReport &K, const AnalysisReport &R,
                         raw_ostream &OS) {
  const ResourceUsage &RU = K.Resources;
  const OccupancyResult &O = K.Occupancy;
  OS << "  launch      " << launchText(K.Launch) << "\n";
  OS << formatv(
      "  resources   {0} registers, {1} B shared/block, {2} B local ({3})\n",
      RU.Registers, RU.sharedPerBlock(), RU.LocalBytes,
      resourceSourceName(RU.Source));
  if (!O.Possible)
    OS << "  occupancy   impossible: " << O.Impossible << "\n";
  else
    OS << formatv(
        "  occupancy   {0} blocks/SM, {1} warps/SM ({2:P0}), limited by {3}\n",
        O.BlocksPerSM, O.WarpsPerSM, O.Fraction, limiterName(O.Limiter));
  if (!K.HasPrediction)
    return;
  const Prediction &P = K.Predicted;
  OS << formatv("  time        {0:F2} us, {1}, binding: {2}\n", P.TimeUs,
                P.Mode, K.KernelBounds.Binding);
  OS << formatv("  throughput  {0:F4} warps/cycle/SM; DRAM {1:F1} GB/s\n",
                P.WarpThroughputPerSM, P.DRAMGBps);
  OS << formatv(
      "  needed      {0:F1} warps/SM to reach the throughput bound ({1:F0} "
      "resident)\n",
      P.NeededWarpsPerSM, P.ResidentWarpsPerSM);
  OS << formatv("  model       {0}; spec {1} ({2})\n", modelName(P.Model),
                R.Spec.Name, R.Spec.Origin);
}

static void whatIfTable(const std::vector<OccupancyWhatIfRow> &Rows,
                        bool ByBlock, raw_ostream &OS) {
  TextTable T;
  T.Header = {ByBlock ? "threads/block" : "registers",
              "blocks/SM",
              "warps/SM",
              "occupancy",
              "limiter",
              ""};
  T.Right = {true, true, true, true, false, false};
  for (const OccupancyWhatIfRow &W : Rows) {
    std::string Key = std::to_string(ByBlock ? W.ThreadsPerBlock : W.Registers);
    const OccupancyResult &O = W.Result;
    if (!O.Possible)
      T.Rows.push_back(
          {Key, "-", "-", "-", "impossible", W.Current ? "<- kernel" : ""});
    else
      T.Rows.push_back(
          {Key, std::to_string(O.BlocksPerSM), std::to_string(O.WarpsPerSM),
           formatv("{0:P0}", O.Fraction).str(), limiterName(O.Limiter).str(),
           W.Current ? "<- kernel" : ""});
  }
  T.print(OS, 6);
}

static void writeOccupancy(const KernelReport &K, raw_ostream &OS) {
  const OccupancyResult &O = K.Occupancy;
  OS << "  occupancy view\n";
  if (!O.Possible) {
    OS << "    impossible: " << O.Impossible << "\n";
  } else {
    OS << formatv("    {0} blocks/SM x {1} warps = {2} warps/SM ({3:P0}), "
                  "limited by {4}\n",
                  O.BlocksPerSM, O.WarpsPerBlock, O.WarpsPerSM, O.Fraction,
                  limiterName(O.Limiter));
    OS << formatv("    blocks/SM allowed by: warps {0}, registers {1}, shared "
                  "{2}, blocks {3}, "
                  "barriers {4}\n",
                  limitText(O.LimitByWarps), limitText(O.LimitByRegisters),
                  limitText(O.LimitByShared), limitText(O.LimitByBlocks),
                  limitText(O.LimitByBarriers));
    OS << formatv("    allocated: {0} registers/warp, {1} B shared/block, "
                  "carveout {2} KiB\n",
                  O.RegistersPerWarp, O.SharedPerBlockAllocated,
                  O.CarveoutBytes / 1024);
  }
  if (!K.OccupancyTable.ByBlockSize.empty()) {
    OS << formatv("    what if the block size changes ({0} registers, {1} B "
                  "shared/block)\n",
                  K.Resources.Registers, K.Resources.sharedPerBlock());
    whatIfTable(K.OccupancyTable.ByBlockSize, true, OS);
  }
  if (!K.OccupancyTable.ByRegisters.empty()) {
    OS << formatv(
        "    what if the register count changes (block of {0} threads)\n",
        K.Launch.Block.size());
    whatIfTable(K.OccupancyTable.ByRegisters, false, OS);
  }
}

static void writeBottleneck(const KernelReport &K, raw_ostream &OS) {
  OS << "  bottleneck view\n";
  if (K.HasPrediction) {
    OS << formatv("    binding: {0} ({1})\n", K.KernelBounds.Binding,
                  K.Predicted.Mode);
    TextTable T;
    T.Header = {"limit", "warps/cycle/SM", "margin", ""};
    T.Right = {false, true, true, false};
    for (size_t I = 0; I < K.BottleneckRows.size(); ++I) {
      const BottleneckRow &B = K.BottleneckRows[I];
      T.Rows.push_back({B.Limit, fixedText(B.WarpsPerCycle, 4),
                        fixedText(B.Margin, 2) + "x", I == 0 ? "binding" : ""});
    }
    T.print(OS, 4);
  }
  OS << "    what would move the kernel\n";
  if (K.Advices.empty())
    OS << "      nothing the analysis can point at\n";
  for (const Advice &A : K.Advices)
    OS << "      - [" << A.Kind << "] " << A.Message << "\n";
}

static void writeAccesses(const KernelReport &K, raw_ostream &OS) {
  OS << "  accesses\n";
  TextTable T;
  T.Header = {"location", "space",     "kind", "B",     "object", "sectors/req",
              "ideal",    "trans/req", "ways", "class", "form"};
  T.Right = {false, false, false, true,  false, true,
             true,  true,  true,  false, false};
  for (const AccessInfo &A : K.Accesses) {
    bool Shared = A.Space == MemorySpace::Shared;
    T.Rows.push_back(
        {locText(A.Loc).str(), memorySpaceName(A.Space).str(),
         accessKindName(A.Kind).str(), std::to_string(A.BytesPerThread),
         A.Object.empty() ? "-" : A.Object,
         Shared ? "-"
                : withRange(A.SectorsPerRequest, A.MinSectorsPerRequest,
                            A.MaxSectorsPerRequest),
         Shared ? "-" : fixedText(A.IdealSectorsPerRequest),
         Shared ? "-" : fixedText(A.TransactionsPerRequest),
         Shared ? withRange(A.BankConflictWays, A.MinBankConflictWays,
                            A.MaxBankConflictWays, 1)
                : "-",
         A.Class, A.SymbolicForm});
  }
  T.print(OS, 4);
  for (const AccessInfo &A : K.Accesses)
    printAssumptions(A.Loc, A.Assumptions, OS);
}

static void writeDivergence(const KernelReport &K, raw_ostream &OS) {
  OS << "  control\n";
  if (!K.Branches.empty()) {
    TextTable T;
    T.Header = {"branch", "kind", "divergent warps", "active lanes T/F",
                "rho T/F"};
    T.Right = {false, false, true, true, true};
    for (const BranchInfo &B : K.Branches)
      T.Rows.push_back({locText(B.Loc).str(), uniformityName(B.Kind).str(),
                        formatv("{0:P1}", B.DivergentWarpFraction).str(),
                        formatv("{0:P1}/{1:P1}", B.ActiveLaneFraction,
                                B.ActiveLaneFractionFalse)
                            .str(),
                        formatv("{0:F2}/{1:F2}", B.RhoTrue, B.RhoFalse).str()});
    T.print(OS, 4);
    for (const BranchInfo &B : K.Branches)
      printAssumptions(B.Loc, B.Assumptions, OS);
  }
  if (!K.Loops.empty()) {
    TextTable T;
    T.Header = {"loop", "trips", "lanes min..max"};
    T.Right = {false, true, true};
    for (const LoopTripInfo &L : K.Loops) {
      std::string Trips = L.TripCount >= 0 ? formatv("{0}", L.TripCount).str()
                          : L.TripExpr.empty() ? "unknown"
                                               : L.TripExpr;
      std::string Lanes =
          L.MinLaneTrip >= 0 && L.MinLaneTrip != L.MaxLaneTrip
              ? formatv("{0}..{1}", L.MinLaneTrip, L.MaxLaneTrip).str()
              : "-";
      T.Rows.push_back({locText(L.Loc).str(), Trips, Lanes});
    }
    T.print(OS, 4);
    for (const LoopTripInfo &L : K.Loops)
      printAssumptions(L.Loc, L.Assumptions, OS);
  }
}

static void writeWorksheet(const KernelReport &K, raw_ostream &OS) {
  const Bounds &B = K.KernelBounds;
  OS << formatv(
      "  throughput bound (Volkov §3.6; SM cycles per warp; binding: {0})\n",
      B.Binding);
  TextTable T;
  T.Header = {"resource", "cycles/warp", "warps/cycle/SM", "arithmetic"};
  T.Right = {false, true, true, false};
  for (const ResourceBound &R : B.Throughput)
    T.Rows.push_back(
        {R.Resource, fixedText(R.CyclesPerWarp, 2),
         R.CyclesPerWarp > 0 ? fixedText(1 / R.CyclesPerWarp, 4) : "-",
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

static void writeKernelText(const KernelReport &K, const AnalysisReport &R,
                            const ViewSelection &V, raw_ostream &OS) {
  OS << "\nKernel " << K.Demangled;
  if (K.Demangled != K.Name)
    OS << "  (" << K.Name << ")";
  OS << "\n";
  if (V.Summary)
    writeSummary(K, R, OS);
  if (V.Occupancy)
    writeOccupancy(K, OS);
  if (V.Bottleneck)
    writeBottleneck(K, OS);
  if (V.Accesses && !K.Accesses.empty())
    writeAccesses(K, OS);
  if (V.Divergence && (!K.Branches.empty() || !K.Loops.empty()))
    writeDivergence(K, OS);
  if (V.Worksheet && K.HasPrediction)
    writeWorksheet(K, OS);
  for (const std::string &S : K.Assumptions)
    OS << "  assumes " << S << "\n";
  for (const std::string &S : K.Unanalysed)
    OS << "  not analysed: " << S << "\n";
}

void gpuperf::writeText(const AnalysisReport &R, const ViewSelection &V,
                        raw_ostream &OS) {
  OS << "gpuperf report for " << R.Input << " (model " << modelName(R.Model)
     << ")\n";
  if (V.Machine)
    writeMachine(R.Spec, OS);
  for (const std::string &N : R.Notes)
    OS << "note: " << N << "\n";
  if (R.Kernels.empty())
    OS << "no kernels selected\n";
  for (const KernelReport &K : R.Kernels)
    writeKernelText(K, R, V, OS);
}
