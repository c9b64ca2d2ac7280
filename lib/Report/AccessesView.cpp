//===- AccessesView.cpp - Each memory access and its cost -----------------===//
#include "AllViews.h"
#include "ViewFormat.h"

using namespace llvm;
using namespace gpuperf;

/// "4.00" or "4.00 (2.00..8.00)" when warps differ.
static std::string withRange(double V, double Min, double Max,
                             unsigned Digits = 2) {
  std::string S = fixedText(V, Digits);
  if (Min != Max && (Min != 0 || Max != 0))
    S += " (" + fixedText(Min, Digits) + ".." + fixedText(Max, Digits) + ")";
  return S;
}

/// Shared memory has banks, not sectors: one column set or the other.
static std::vector<std::string> accessRow(const AccessInfo &A) {
  bool Shared = A.Space == MemorySpace::Shared;
  return {locText(A.Loc).str(),
          memorySpaceName(A.Space).str(),
          accessKindName(A.Kind).str(),
          std::to_string(A.BytesPerThread),
          A.Object.empty() ? "-" : A.Object,
          Shared ? "-"
                 : withRange(A.SectorsPerRequest, A.MinSectorsPerRequest,
                             A.MaxSectorsPerRequest),
          fixedText(Shared ? A.IdealWavefronts : A.IdealSectorsPerRequest),
          Shared ? "-" : fixedText(A.TransactionsPerRequest),
          Shared ? withRange(A.BankConflictWays, A.MinBankConflictWays,
                             A.MaxBankConflictWays, 1)
                 : "-",
          A.Class.str(),
          A.SymbolicForm};
}

static json::Object accessJSON(const AccessInfo &A) {
  return json::Object{
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
      {"wavefronts", jsonNum(A.BankConflictWays)},
      {"ideal_wavefronts", jsonNum(A.IdealWavefronts)},
      {"bank_conflicts", jsonNum(A.excessWavefronts())},
      {"same_address_lanes", jsonNum(A.SameAddressLanes)},
      {"words_per_request", jsonNum(A.WordsPerRequest)},
      {"lsu_cycles_per_request", jsonNum(A.LSUCyclesPerRequest)},
      {"l1_bank_ways", jsonNum(A.L1BankWays)},
      {"active_lane_fraction", jsonNum(A.ActiveLaneFraction)},
      {"l2_fraction", jsonNum(A.L2Fraction)},
      {"latency_l2_fraction", jsonNum(A.LatencyL2Fraction)},
      {"dram_fraction", jsonNum(A.DRAMFraction)},
      {"latency_dram_fraction", jsonNum(A.LatencyDRAMFraction)},
      {"class", A.Class.str()},
      {"symbolic", A.SymbolicForm},
      {"assumptions", jsonReasons(A.Assumptions)},
      {"assumption_kinds", jsonReasonKinds(A.Assumptions)},
      {"object", A.Object},
      {"min_bank_conflict_ways", jsonNum(A.MinBankConflictWays)},
      {"max_bank_conflict_ways", jsonNum(A.MaxBankConflictWays)}};
}

namespace {
class AccessesView final : public View {
public:
  StringRef name() const override { return "accesses"; }

  void printText(const KernelReport &K, const AnalysisReport &,
                 raw_ostream &OS) const override {
    if (K.Accesses.empty())
      return;
    OS << "  accesses\n";
    TextTable T;
    T.Header = {"location",   "space",       "kind",  "B",
                "object",     "sectors/req", "ideal", "trans/req",
                "wavefronts", "class",       "form"};
    T.Right = {false, false, false, true,  false, true,
               true,  true,  true,  false, false};
    for (const AccessInfo &A : K.Accesses)
      T.Rows.push_back(accessRow(A));
    T.print(OS, 4);
    OS << "    (per warp request: sectors/req, the 32-byte sectors touched; "
          "ideal, the fewest that hold the bytes (shared: the fewest "
          "wavefronts); trans/req, the transactions of the GPU's coalescing "
          "rule; wavefronts, the passes a shared-memory request takes, each "
          "one beyond the ideal a bank conflict)\n";
    AssumptionLines Assumed;
    for (const AccessInfo &A : K.Accesses)
      Assumed.add(A.Loc, A.Assumptions);
    Assumed.print(OS);
  }

  void toJSON(const KernelReport &K, json::Object &Kernel) const override {
    json::Array Accesses;
    for (const AccessInfo &A : K.Accesses)
      Accesses.push_back(accessJSON(A));
    Kernel["accesses"] = std::move(Accesses);
  }
};
} // namespace

const View &gpuperf::accessesView() {
  static const AccessesView V;
  return V;
}
