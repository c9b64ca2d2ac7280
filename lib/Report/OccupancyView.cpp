//===- OccupancyView.cpp - What limits resident warps, and what-if tables -===//
#include "AllViews.h"
#include "ViewFormat.h"

#include "llvm/Support/FormatVariadic.h"

#include <climits>

using namespace llvm;
using namespace gpuperf;

/// A limit on blocks/SM; UINT_MAX means the resource sets none.
static std::string limitText(unsigned V) {
  return V == UINT_MAX ? std::string("-") : std::to_string(V);
}
static json::Value limitJSON(unsigned V) {
  return V == UINT_MAX ? json::Value(nullptr) : json::Value(V);
}

static json::Value limiterJSON(const OccupancyResult &O) {
  return O.Possible ? json::Value(limiterName(O.Limiter))
                    : json::Value(nullptr);
}

/// The last column of a what-if row: the kernel's own, or why it cannot be.
static std::string rowMark(const OccupancyWhatIfRow &W,
                           std::optional<uint64_t> LaunchBounds) {
  if (W.Current)
    return "<- kernel";
  if (W.ForbiddenByLaunchBounds)
    return formatv("forbidden by __launch_bounds__({0})", *LaunchBounds);
  return "";
}

static void printWhatIf(const std::vector<OccupancyWhatIfRow> &Rows,
                        std::optional<uint64_t> LaunchBounds, bool ByBlock,
                        raw_ostream &OS) {
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
          {Key, "-", "-", "-", "impossible", rowMark(W, LaunchBounds)});
    else
      T.Rows.push_back({Key, std::to_string(O.BlocksPerSM),
                        std::to_string(O.WarpsPerSM), percentText(O.Fraction),
                        limiterName(O.Limiter).str(),
                        rowMark(W, LaunchBounds)});
  }
  T.print(OS, 6);
}

/// LaunchBounds: mark the rows __launch_bounds__ forbid (block sizes of a
/// kernel that has them).
static json::Array whatIfJSON(const std::vector<OccupancyWhatIfRow> &Rows,
                              bool MarkLaunchBounds) {
  json::Array A;
  for (const OccupancyWhatIfRow &W : Rows) {
    const OccupancyResult &R = W.Result;
    json::Object Row{{"threads_per_block", W.ThreadsPerBlock},
                     {"registers", W.Registers},
                     {"current", W.Current},
                     {"possible", R.Possible},
                     {"blocks_per_sm", R.BlocksPerSM},
                     {"warps_per_sm", R.WarpsPerSM},
                     {"fraction", jsonNum(R.Fraction)},
                     {"limiter", limiterJSON(R)}};
    if (MarkLaunchBounds)
      Row["launch_bounds_forbid"] = W.ForbiddenByLaunchBounds;
    A.push_back(std::move(Row));
  }
  return A;
}

static void printLimits(const OccupancyResult &O, raw_ostream &OS) {
  OS << formatv("    {0} blocks/SM x {1} warps = {2} warps/SM ({3}), "
                "limited by {4}\n",
                O.BlocksPerSM, O.WarpsPerBlock, O.WarpsPerSM,
                percentText(O.Fraction), limiterName(O.Limiter));
  OS << formatv("    blocks/SM allowed by: warps {0}, registers {1}, shared "
                "{2}, blocks {3}, barriers {4}\n",
                limitText(O.LimitByWarps), limitText(O.LimitByRegisters),
                limitText(O.LimitByShared), limitText(O.LimitByBlocks),
                limitText(O.LimitByBarriers));
  OS << formatv("    allocated: {0} registers/warp, {1} B shared/block, "
                "carveout {2} KiB\n",
                O.RegistersPerWarp, O.SharedPerBlockAllocated,
                O.CarveoutBytes / 1024);
}

static void limitsJSON(const OccupancyResult &O, json::Object &Occ) {
  Occ["warps_per_block"] = O.WarpsPerBlock;
  Occ["limits"] = json::Object{{"warps", limitJSON(O.LimitByWarps)},
                               {"registers", limitJSON(O.LimitByRegisters)},
                               {"shared", limitJSON(O.LimitByShared)},
                               {"blocks", limitJSON(O.LimitByBlocks)},
                               {"barriers", limitJSON(O.LimitByBarriers)}};
  Occ["registers_per_warp_allocated"] = O.RegistersPerWarp;
  Occ["shared_per_block_allocated"] = O.SharedPerBlockAllocated;
  Occ["carveout_bytes"] = O.CarveoutBytes;
}

namespace {
class OccupancyView final : public View {
public:
  StringRef name() const override { return "occupancy"; }

  void printText(const KernelReport &K, const AnalysisReport &,
                 raw_ostream &OS) const override {
    const OccupancyResult &O = K.Occupancy;
    OS << "  occupancy view\n";
    if (!O.Possible)
      OS << "    impossible: " << O.Impossible << "\n";
    else
      printLimits(O, OS);
    if (!K.OccupancyTable.ByBlockSize.empty()) {
      OS << formatv("    what if the block size changes ({0} registers, {1} B "
                    "shared/block)\n",
                    K.Resources.Registers, K.Resources.sharedPerBlock());
      printWhatIf(K.OccupancyTable.ByBlockSize,
                  K.OccupancyTable.LaunchBoundsMaxThreads, true, OS);
    }
    if (!K.OccupancyTable.ByRegisters.empty()) {
      OS << formatv(
          "    what if the register count changes (block of {0} threads)\n",
          K.Launch.Block.size());
      printWhatIf(K.OccupancyTable.ByRegisters,
                  K.OccupancyTable.LaunchBoundsMaxThreads, false, OS);
    }
  }

  void toJSON(const KernelReport &K, json::Object &Kernel) const override {
    const OccupancyResult &O = K.Occupancy;
    json::Object Occ{{"possible", O.Possible},
                     {"blocks_per_sm", O.BlocksPerSM},
                     {"warps_per_sm", O.WarpsPerSM},
                     {"fraction", jsonNum(O.Fraction)},
                     {"limiter", limiterJSON(O)}};
    if (!O.Possible)
      Occ["impossible"] = O.Impossible;
    else
      limitsJSON(O, Occ);
    Occ["what_if"] = json::Object{
        {"block_sizes",
         whatIfJSON(K.OccupancyTable.ByBlockSize,
                    K.OccupancyTable.LaunchBoundsMaxThreads.has_value())},
        {"registers", whatIfJSON(K.OccupancyTable.ByRegisters, false)}};
    Kernel["occupancy"] = std::move(Occ);
  }
};
} // namespace

const View &gpuperf::occupancyView() {
  static const OccupancyView V;
  return V;
}
