//===- BottleneckView.cpp - Every limit with its margin, and advice -------===//
#include "AllViews.h"
#include "ViewFormat.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace gpuperf;

static void printLimits(const KernelReport &K, raw_ostream &OS) {
  OS << formatv("    binding: {0} ({1})\n",
                resourceName(K.KernelBounds.Binding),
                modeName(K.Predicted.Mode));
  TextTable T;
  T.Header = {"limit", "warps/cycle/SM", "margin", ""};
  T.Right = {false, true, true, false};
  for (size_t I = 0; I < K.BottleneckRows.size(); ++I) {
    const BottleneckRow &B = K.BottleneckRows[I];
    T.Rows.push_back({resourceName(B.Limit).str(), rateText(B.WarpsPerCycle),
                      fixedText(B.Margin, 2) + "x", I == 0 ? "binding" : ""});
  }
  T.print(OS, 4);
}

static json::Object limitsJSON(const KernelReport &K) {
  json::Array Limits;
  for (const BottleneckRow &Row : K.BottleneckRows)
    Limits.push_back(
        json::Object{{"limit", resourceName(Row.Limit)},
                     {"warp_throughput_per_sm", jsonNum(Row.WarpsPerCycle)},
                     {"margin", jsonNum(Row.Margin)}});
  return json::Object{{"binding", resourceName(K.KernelBounds.Binding)},
                      {"mode", modeName(K.Predicted.Mode)},
                      {"limits", std::move(Limits)}};
}

namespace {
class BottleneckView final : public View {
public:
  StringRef name() const override { return "bottleneck"; }

  void printText(const KernelReport &K, const AnalysisReport &,
                 raw_ostream &OS) const override {
    OS << "  bottleneck view\n";
    if (K.HasPrediction)
      printLimits(K, OS);
    OS << "    what would move the kernel\n";
    if (K.Advices.empty())
      OS << "      nothing the analysis can point at\n";
    for (const Advice &A : K.Advices)
      OS << "      - [" << adviceKindName(A.Kind) << "] " << A.Message << "\n";
  }

  void toJSON(const KernelReport &K, json::Object &Kernel) const override {
    Kernel["bottleneck"] =
        K.HasPrediction ? json::Value(limitsJSON(K)) : json::Value(nullptr);
    json::Array Advices;
    for (const Advice &A : K.Advices)
      Advices.push_back(json::Object{{"kind", adviceKindName(A.Kind)},
                                     {"loc", A.Loc},
                                     {"message", A.Message}});
    Kernel["advice"] = std::move(Advices);
  }
};
} // namespace

const View &gpuperf::bottleneckView() {
  static const BottleneckView V;
  return V;
}
