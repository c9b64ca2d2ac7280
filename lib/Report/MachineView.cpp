//===- MachineView.cpp - The GPU the report was made for ------------------===//
#include "AllViews.h"
#include "ViewFormat.h"
#include "gpuperf/Hardware/NumberText.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstdio>

using namespace llvm;
using namespace gpuperf;

static StringRef coalescingName(CoalescingRule C) {
  switch (C) {
  case CoalescingRule::Sectors:
    return "sectors";
  case CoalescingRule::Fermi:
    return "fermi";
  case CoalescingRule::GT200:
    return "gt200";
  case CoalescingRule::G80:
    return "g80";
  }
  llvm_unreachable("unknown coalescing rule");
}

namespace {
/// Report-level only: the machine is the same for every kernel.
class MachineView final : public View {
public:
  StringRef name() const override { return "machine"; }

  void printHeader(const AnalysisReport &R, bool Asked,
                   raw_ostream &OS) const override {
    const GPUSpec &S = R.Spec;
    auto N = [](double V) { return numberText(V); };
    OS << formatv("Machine: {0} ({1}), CC {2}.{3}, {4} SMs at {5} MHz  [{6}]\n",
                  S.Name,
                  S.Description.empty() ? "no description" : S.Description,
                  S.CCMajor, S.CCMinor, S.SMCount, N(S.CoreClockMHz), S.Origin);
    OS << formatv("  {0} warps/SM, {1} schedulers issuing every {2} "
                  "cycle(s){3}, ILP latency {4} cycles\n",
                  S.Occupancy.MaxWarpsPerSM, S.Scheduling.SchedulersPerSM,
                  N(S.Scheduling.CyclesPerIssue),
                  S.Scheduling.DualIssue ? ", dual issue" : "",
                  N(S.Scheduling.ILPLatency));
    OS << formatv(
        "  latency: fp32 add {0}, shared {1}, DRAM {2} cycles; DRAM {3} GB/s "
        "measured ({4} GB/s pin)\n",
        N(S.Latency.FP32Add), N(S.Latency.Shared), N(S.Latency.DRAM),
        N(S.Throughput.DRAMMeasuredGBps), N(S.Throughput.DRAMPinGBps));
    if (S.Provisional.empty())
      return;
    if (Asked)
      OS << "  provisional (not measured on this GPU): "
         << join(S.Provisional, ", ") << "\n";
    else
      OS << formatv("  provisional: {0} value{1} not measured on this GPU "
                    "({2} lists them)\n",
                    S.Provisional.size(), S.Provisional.size() == 1 ? "" : "s",
                    R.Flags.given("view", "machine"));
  }

  void reportJSON(const AnalysisReport &R,
                  json::Object &Report) const override {
    const GPUSpec &S = R.Spec;
    Report["gpu"] = json::Object{
        {"name", S.Name},
        {"origin", S.Origin},
        {"compute_capability", formatv("{0}.{1}", S.CCMajor, S.CCMinor).str()},
        {"sm_count", S.SMCount},
        {"core_clock_mhz", jsonNum(S.CoreClockMHz)},
        {"max_warps_per_sm", S.Occupancy.MaxWarpsPerSM},
        {"dram_latency_cycles", jsonNum(S.Latency.DRAM)},
        {"dram_measured_gbps", jsonNum(S.Throughput.DRAMMeasuredGBps)},
        {"issue_per_cycle_per_sm", jsonNum(S.issueWarpInstrPerCycle())},
        {"coalescing", coalescingName(S.Memory.Coalescing)},
        {"provisional", jsonStrings(S.Provisional)},
    };
  }
};
} // namespace

const View &gpuperf::machineView() {
  static const MachineView V;
  return V;
}
