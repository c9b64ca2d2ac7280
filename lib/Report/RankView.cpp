//===- RankView.cpp - The ranking as text and JSON ------------------------===//
#include "gpuperf/Report/RankView.h"
#include "ViewFormat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace llvm;
using namespace gpuperf;

static std::string argsText(const std::map<std::string, int64_t> &A) {
  std::vector<std::string> Parts;
  for (const auto &[N, V] : A)
    Parts.push_back(N + "=" + std::to_string(V));
  return Parts.empty() ? "-" : join(Parts, ",");
}

static size_t shownCount(const RankReport &R, size_t Top) {
  return Top ? std::min(Top, R.Ranked.size()) : R.Ranked.size();
}

void gpuperf::printRankText(const RankReport &R, size_t Top, raw_ostream &OS) {
  OS << formatv(
      "gpuperf rank: {0} configuration{1} on {2} ({3} model), fastest first\n",
      R.Configurations, R.Configurations == 1 ? "" : "s", R.GPU,
      modelName(R.Model));
  // Columns sized to their widest cell: demangled names can be long.
  TextTable T;
  T.Header = {"rank",  "time_us", "binding", "mode", "occ",
              "block", "grid",    "kernel",  "args", "input"};
  T.Right = {true, true, false, false, true, false, false, false, false, false};
  size_t Shown = shownCount(R, Top);
  for (size_t N = 0; N < Shown; ++N) {
    const RankEntry &E = R.Ranked[N];
    T.Rows.push_back({std::to_string(N + 1), fixedText(E.TimeUs, 3),
                      resourceName(E.Binding).str(), modeName(E.Mode).str(),
                      percentText(E.Occupancy), E.Block.str('x'),
                      E.Grid.str('x'), E.Kernel, argsText(E.Args), E.Input});
  }
  T.print(OS, 0);
  if (Shown < R.Ranked.size())
    OS << formatv("({0} more; --top 0 shows all)\n", R.Ranked.size() - Shown);
  for (const RankEntry &E : R.Impossible)
    OS << formatv("impossible: {0} block {1} ({2}): {3}\n", E.Kernel,
                  E.Block.str('x'), E.Input, E.Why);
}

static void dimJSON(json::OStream &J, StringRef Key, const Dim3 &D) {
  J.attributeArray(Key, [&] {
    J.value(D.X);
    J.value(D.Y);
    J.value(D.Z);
  });
}

static void rankedEntryJSON(json::OStream &J, size_t Rank, const RankEntry &E) {
  J.object([&] {
    J.attribute("rank", int64_t(Rank));
    J.attribute("input", E.Input);
    J.attribute("kernel", E.Kernel);
    dimJSON(J, "block", E.Block);
    dimJSON(J, "grid", E.Grid);
    J.attributeObject("args", [&] {
      for (const auto &[Name, V] : E.Args)
        J.attribute(Name, V);
    });
    J.attribute("time_us", E.TimeUs);
    J.attribute("binding", resourceName(E.Binding));
    J.attribute("mode", modeName(E.Mode));
    J.attribute("occupancy", E.Occupancy);
  });
}

void gpuperf::writeRankJSON(const RankReport &R, size_t Top, raw_ostream &OS) {
  json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("schema", "gpuperf-rank/1");
    J.attribute("gpu", R.GPU);
    J.attribute("model", modelName(R.Model));
    J.attribute("configurations", int64_t(R.Configurations));
    J.attribute("ranked", int64_t(R.Ranked.size()));
    J.attributeArray("ranking", [&] {
      for (size_t N = 0; N < shownCount(R, Top); ++N)
        rankedEntryJSON(J, N + 1, R.Ranked[N]);
    });
    J.attributeArray("impossible", [&] {
      for (const RankEntry &E : R.Impossible)
        J.object([&] {
          J.attribute("input", E.Input);
          J.attribute("kernel", E.Kernel);
          dimJSON(J, "block", E.Block);
          J.attribute("reason", E.Why);
        });
    });
  });
  OS << "\n";
}
