//===- Views.cpp - Text and JSON views of one AnalysisReport --------------===//
//
// Views only format: every number printed here was computed by the analysis
// and stored in the report.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Report/Views.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <climits>
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cmath>

using namespace llvm;
using namespace gpuperf;

ViewSelection ViewSelection::all() {
  ViewSelection V;
  V.Summary = V.Machine = V.Occupancy = V.Bottleneck = V.Accesses = V.Divergence =
      V.Worksheet = true;
  return V;
}

Expected<ViewSelection> gpuperf::parseViewList(StringRef List) {
  ViewSelection V;
  V.Summary = V.Machine = V.Occupancy = V.Bottleneck = V.Accesses = V.Divergence =
      V.Worksheet = false;
  SmallVector<StringRef> Names;
  List.split(Names, ',', -1, false);
  for (StringRef N : Names) {
    N = N.trim();
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
      return createStringError(inconvertibleErrorCode(),
                               "unknown view '" + N +
                                   "' (views: summary, machine, occupancy, bottleneck, "
                                   "accesses, divergence, worksheet)");
    *Flag = true;
  }
  return V;
}

/// Six significant digits: stable across platforms and free of float noise.
static double num(double V) {
  if (V == 0 || !std::isfinite(V))
    return std::isfinite(V) ? 0.0 : -1.0;
  double Scale = std::pow(10.0, 5 - int(std::floor(std::log10(std::fabs(V)))));
  return std::round(V * Scale) / Scale;
}

static json::Array dimJSON(const Dim3 &D) {
  return json::Array{D.X, D.Y, D.Z};
}

static json::Array strings(const std::vector<std::string> &V) {
  json::Array A;
  for (const std::string &S : V)
    A.push_back(S);
  return A;
}

static json::Object specJSON(const GPUSpec &S) {
  return json::Object{
      {"name", S.Name},
      {"origin", S.Origin},
      {"compute_capability", formatv("{0}.{1}", S.CCMajor, S.CCMinor).str()},
      {"sm_count", S.SMCount},
      {"core_clock_mhz", num(S.CoreClockMHz)},
      {"max_warps_per_sm", S.Occupancy.MaxWarpsPerSM},
      {"dram_latency_cycles", num(S.Latency.DRAM)},
      {"dram_measured_gbps", num(S.Throughput.DRAMMeasuredGBps)},
      {"issue_per_cycle_per_sm", num(S.issueWarpInstrPerCycle())},
      {"coalescing", S.Memory.Coalescing == CoalescingRule::Sectors ? "sectors"
                     : S.Memory.Coalescing == CoalescingRule::Fermi ? "fermi"
                     : S.Memory.Coalescing == CoalescingRule::GT200 ? "gt200"
                                                                   : "g80"},
      {"provisional", strings(S.Provisional)},
  };
}

static json::Object kernelJSON(const KernelReport &K) {
  const ResolvedLaunch &L = K.Launch;
  json::Object Args;
  for (const auto &[Name, Value] : L.Args)
    Args[Name] = Value;
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
                   {"fraction", num(O.Fraction)},
                   {"limiter", O.Possible ? json::Value(limiterName(O.Limiter))
                                          : json::Value(nullptr)}};
  if (!O.Possible)
    Occ["impossible"] = O.Impossible;

  json::Array Accesses;
  for (const AccessInfo &A : K.Accesses)
    Accesses.push_back(json::Object{
        {"loc", A.Loc},
        {"space", memorySpaceName(A.Space)},
        {"kind", accessKindName(A.Kind)},
        {"bytes_per_thread", A.BytesPerThread},
        {"sectors_per_request", num(A.SectorsPerRequest)},
        {"ideal_sectors_per_request", num(A.IdealSectorsPerRequest)},
        {"min_sectors_per_request", num(A.MinSectorsPerRequest)},
        {"max_sectors_per_request", num(A.MaxSectorsPerRequest)},
        {"transactions_per_request", num(A.TransactionsPerRequest)},
        {"bank_conflict_ways", num(A.BankConflictWays)},
        {"active_lane_fraction", num(A.ActiveLaneFraction)},
        {"class", A.Class},
        {"symbolic", A.SymbolicForm},
        {"assumptions", strings(A.Assumptions)}});
  json::Array Branches;
  for (const BranchInfo &B : K.Branches) {
    // Per successor in IR order (a switch: default first, then the cases);
    // rho_true/active_lane_fraction describe successor 0 only.
    json::Array SRho, SLanes;
    for (double V : B.SuccessorRho)
      SRho.push_back(num(V));
    for (double V : B.SuccessorLaneFraction)
      SLanes.push_back(num(V));
    Branches.push_back(json::Object{{"loc", B.Loc},
                                    {"kind", uniformityName(B.Kind)},
                                    {"divergent_warp_fraction", num(B.DivergentWarpFraction)},
                                    {"active_lane_fraction", num(B.ActiveLaneFraction)},
                                    {"rho_true", num(B.RhoTrue)},
                                    {"rho_false", num(B.RhoFalse)},
                                    {"successor_rho", std::move(SRho)},
                                    {"successor_active_lane_fraction", std::move(SLanes)},
                                    {"assumptions", strings(B.Assumptions)}});
  }
  json::Array Loops;
  for (const LoopTripInfo &Lp : K.Loops) {
    json::Object O{{"loc", Lp.Loc}, {"assumptions", strings(Lp.Assumptions)}};
    if (Lp.TripCount >= 0)
      O["trip_count"] = num(Lp.TripCount);
    else
      O["trip_count"] = Lp.TripExpr.empty() ? "unknown" : Lp.TripExpr;
    // What the model used per entry (trip count, or the --assume-trip /
    // default value where the count is unknown).
    O["effective_trip_count"] = num(Lp.EffectiveTrip);
    if (Lp.MinLaneTrip >= 0) {
      O["min_lane_trip_count"] = num(Lp.MinLaneTrip);
      O["max_lane_trip_count"] = num(Lp.MaxLaneTrip);
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
                      {"assumptions", strings(K.Assumptions)},
                      {"unanalysed", strings(K.Unanalysed)}};
  if (K.HasPrediction) {
    const Bounds &B = K.KernelBounds;
    json::Array Thru;
    for (const ResourceBound &R : B.Throughput)
      Thru.push_back(json::Object{{"resource", R.Resource},
                                  {"cycles_per_warp", num(R.CyclesPerWarp)},
                                  {"detail", R.Detail}});
    json::Array Path;
    for (const CriticalStep &S : B.CriticalPath)
      Path.push_back(json::Object{{"what", S.What}, {"cycles", num(S.Cycles)}});
    Result["bounds"] = json::Object{{"latency_cycles_per_warp", num(B.LatencyCyclesPerWarp)},
                                    {"throughput", std::move(Thru)},
                                    {"binding", B.Binding},
                                    {"critical_path", std::move(Path)}};
    const Prediction &P = K.Predicted;
    Result["prediction"] = json::Object{{"model", modelName(P.Model)},
                                        {"warp_throughput_per_sm", num(P.WarpThroughputPerSM)},
                                        {"time_us", num(P.TimeUs)},
                                        {"mode", P.Mode},
                                        {"needed_warps_per_sm", num(P.NeededWarpsPerSM)},
                                        {"dram_gbps", num(P.DRAMGBps)},
                                        {"resident_warps_per_sm", num(P.ResidentWarpsPerSM)},
                                        {"waves", num(P.Waves)},
                                        {"upper_bound_fraction", num(P.UpperBoundFraction)},
                                        {"notes", strings(P.Notes)}};
  } else {
    Result["bounds"] = nullptr;
    Result["prediction"] = nullptr;
  }
  return Result;
}

void gpuperf::writeJSON(const AnalysisReport &R, raw_ostream &OS) {
  json::Array Kernels;
  for (const KernelReport &K : R.Kernels)
    Kernels.push_back(kernelJSON(K));
  json::Object Top{{"schema", "gpuperf-report/1"},
                   {"input", R.Input},
                   {"gpu", specJSON(R.Spec)},
                   {"model", modelName(R.Model)},
                   {"notes", strings(R.Notes)},
                   {"kernels", std::move(Kernels)}};
  OS << formatv("{0:2}", json::Value(std::move(Top))) << "\n";
}

//===----------------------------------------------------------------------===//
// Text
//===----------------------------------------------------------------------===//

static std::string launchText(const ResolvedLaunch &L) {
  return formatv("block {0}{1}, grid {2}{3}", L.Block.str(), L.BlockAssumed ? " (assumed)" : "",
                 L.Grid.str(), L.GridAssumed ? " (assumed)" : "")
      .str();
}

static void writeMachine(const GPUSpec &S, raw_ostream &OS) {
  OS << formatv("Machine: {0} ({1}), CC {2}.{3}, {4} SMs at {5} MHz  [{6}]\n", S.Name,
                S.Description.empty() ? "no description" : S.Description, S.CCMajor,
                S.CCMinor, S.SMCount, S.CoreClockMHz, S.Origin);
  OS << formatv("  {0} warps/SM, {1} schedulers x 1 issue per {2} cycle(s){3}, ILP latency "
                "{4} cycles\n",
                S.Occupancy.MaxWarpsPerSM, S.Scheduling.SchedulersPerSM,
                S.Scheduling.CyclesPerIssue, S.Scheduling.DualIssue ? ", dual issue" : "",
                S.Scheduling.ILPLatency);
  OS << formatv("  latency: fp32 add {0}, shared {1}, DRAM {2} cycles; DRAM {3} GB/s "
                "measured ({4} GB/s pin)\n",
                S.Latency.FP32Add, S.Latency.Shared, S.Latency.DRAM,
                S.Throughput.DRAMMeasuredGBps, S.Throughput.DRAMPinGBps);
  if (!S.Provisional.empty())
    OS << "  provisional (not measured on this GPU): " << join(S.Provisional, ", ") << "\n";
}

static void writeKernelText(const KernelReport &K, const ViewSelection &V, raw_ostream &OS) {
  OS << "\nKernel " << K.Demangled;
  if (K.Demangled != K.Name)
    OS << "  (" << K.Name << ")";
  OS << "\n";
  const ResourceUsage &RU = K.Resources;
  const OccupancyResult &O = K.Occupancy;
  if (V.Summary) {
    OS << "  launch      " << launchText(K.Launch) << "\n";
    OS << formatv("  resources   {0} registers, {1} B shared/block, {2} B local ({3})\n",
                  RU.Registers, RU.sharedPerBlock(), RU.LocalBytes,
                  resourceSourceName(RU.Source));
    if (!O.Possible)
      OS << "  occupancy   impossible: " << O.Impossible << "\n";
    else
      OS << formatv("  occupancy   {0} blocks/SM, {1} warps/SM ({2:P0}), limited by {3}\n",
                    O.BlocksPerSM, O.WarpsPerSM, O.Fraction, limiterName(O.Limiter));
    if (K.HasPrediction) {
      const Prediction &P = K.Predicted;
      OS << formatv("  prediction  {0:F2} us, {1}, binding: {2}; {3:F4} warps/cycle/SM; "
                    "needs {4:F1} warps/SM; DRAM {5:F1} GB/s [model {6}]\n",
                    P.TimeUs, P.Mode, K.KernelBounds.Binding, P.WarpThroughputPerSM,
                    P.NeededWarpsPerSM, P.DRAMGBps, modelName(P.Model));
    }
  }
  if (V.Occupancy && O.Possible)
    OS << formatv("  occupancy limits (blocks/SM): warps {0}, registers {1}, shared {2}, "
                  "blocks {3}, barriers {4}; {5} regs/warp allocated, {6} B shared/block "
                  "allocated, carveout {7} KiB\n",
                  O.LimitByWarps, O.LimitByRegisters == UINT_MAX ? 0u : O.LimitByRegisters,
                  O.LimitByShared == UINT_MAX ? 0u : O.LimitByShared, O.LimitByBlocks,
                  O.LimitByBarriers == UINT_MAX ? 0u : O.LimitByBarriers, O.RegistersPerWarp,
                  O.SharedPerBlockAllocated, O.CarveoutBytes / 1024);
  if (V.Accesses && !K.Accesses.empty()) {
    OS << "  accesses\n";
    for (const AccessInfo &A : K.Accesses) {
      OS << formatv("    {0,-24} {1,-6} {2,-6} {3,2}B  ", A.Loc.empty() ? "<no loc>" : A.Loc,
                    memorySpaceName(A.Space), accessKindName(A.Kind), A.BytesPerThread);
      if (A.Space == MemorySpace::Shared)
        OS << formatv("{0:F1}-way", A.BankConflictWays);
      else
        OS << formatv("{0:F2} sectors/req (ideal {1:F2}), {2:F2} transactions",
                      A.SectorsPerRequest, A.IdealSectorsPerRequest,
                      A.TransactionsPerRequest);
      OS << "  " << A.Class;
      if (!A.SymbolicForm.empty())
        OS << "  [" << A.SymbolicForm << "]";
      OS << "\n";
      for (const std::string &S : A.Assumptions)
        OS << "      assumes " << S << "\n";
    }
  }
  if (V.Divergence && (!K.Branches.empty() || !K.Loops.empty())) {
    OS << "  control\n";
    for (const BranchInfo &B : K.Branches) {
      OS << formatv("    branch {0,-20} {1,-16} divergent warps {2:P1}, active lanes {3:P1}, "
                    "rho T/F {4:F2}/{5:F2}\n",
                    B.Loc.empty() ? "<no loc>" : B.Loc, uniformityName(B.Kind),
                    B.DivergentWarpFraction, B.ActiveLaneFraction, B.RhoTrue, B.RhoFalse);
      for (const std::string &S : B.Assumptions)
        OS << "      assumes " << S << "\n";
    }
    for (const LoopTripInfo &L : K.Loops) {
      OS << formatv("    loop   {0,-20} trips ", L.Loc.empty() ? "<no loc>" : L.Loc);
      if (L.TripCount >= 0)
        OS << formatv("{0}", L.TripCount);
      else
        OS << (L.TripExpr.empty() ? "unknown" : L.TripExpr);
      if (L.MinLaneTrip >= 0 && L.MinLaneTrip != L.MaxLaneTrip)
        OS << formatv(" (lanes {0}..{1})", L.MinLaneTrip, L.MaxLaneTrip);
      OS << "\n";
      for (const std::string &S : L.Assumptions)
        OS << "      assumes " << S << "\n";
    }
  }
  if ((V.Worksheet || V.Bottleneck) && K.HasPrediction) {
    const Bounds &B = K.KernelBounds;
    OS << formatv("  throughput bound (cycles per warp per SM; binding: {0})\n", B.Binding);
    for (const ResourceBound &R : B.Throughput)
      OS << formatv("    {0,-8} {1,12:F2}  {2}\n", R.Resource, R.CyclesPerWarp, R.Detail);
    OS << formatv("  latency bound: {0:F1} cycles per warp\n", B.LatencyCyclesPerWarp);
    if (V.Worksheet)
      for (const CriticalStep &S : B.CriticalPath)
        OS << formatv("    {0,10:F1}  {1}\n", S.Cycles, S.What);
  }
  for (const std::string &S : K.Assumptions)
    OS << "  assumes " << S << "\n";
  for (const std::string &S : K.Unanalysed)
    OS << "  not analysed: " << S << "\n";
}

void gpuperf::writeText(const AnalysisReport &R, const ViewSelection &V, raw_ostream &OS) {
  OS << "gpuperf report for " << R.Input << " (model " << modelName(R.Model) << ")\n";
  if (V.Machine)
    writeMachine(R.Spec, OS);
  for (const std::string &N : R.Notes)
    OS << "note: " << N << "\n";
  if (R.Kernels.empty())
    OS << "no kernels selected\n";
  for (const KernelReport &K : R.Kernels)
    writeKernelText(K, V, OS);
}
