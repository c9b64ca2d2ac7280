//===- Plot.cpp - Throughput-vs-occupancy plot as SVG, WFGs as DOT --------===//
//
// Draws only: the curve, bounds and markers were computed by the model
// (throughputCurve) and stored in the report.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Report/Plot.h"
#include "gpuperf/Model/GradualSaturation.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

using namespace llvm;
using namespace gpuperf;

namespace {
constexpr double PanelW = 800, PanelH = 440;
constexpr double Left = 80, Right = 240, Top = 50, Bottom = 60;
constexpr double PlotW = PanelW - Left - Right, PlotH = PanelH - Top - Bottom;

std::string xmlEscape(StringRef S) {
  std::string O;
  for (char C : S) {
    switch (C) {
    case '&':
      O += "&amp;";
      break;
    case '<':
      O += "&lt;";
      break;
    case '>':
      O += "&gt;";
      break;
    case '"':
      O += "&quot;";
      break;
    default:
      O += C;
    }
  }
  return O;
}

std::string n2(double V) {
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.2f", V);
  return Buf;
}

/// A "nice" tick step (1, 2, 5 x 10^k) giving about \p Target ticks.
double niceStep(double Range, int Target) {
  if (Range <= 0)
    return 1;
  double Raw = Range / Target;
  double Mag = std::pow(10.0, std::floor(std::log10(Raw)));
  double F = Raw / Mag;
  double Nice = F <= 1 ? 1 : F <= 2 ? 2 : F <= 5 ? 5 : 10;
  return Nice * Mag;
}

std::string tickLabel(double V, double Step) {
  int Digits = Step >= 1 ? 0 : int(std::ceil(-std::log10(Step) - 1e-9));
  char Buf[32];
  std::snprintf(Buf, sizeof Buf, "%.*f", Digits, V);
  return Buf;
}

/// One panel's axes: ranges, tick steps and the data-to-SVG mapping.
struct PanelScale {
  unsigned Index; // the panel's number, which makes its ids unique
  double XMax, YTop, XStep, YStep;
  double X(double V) const { return Left + V / XMax * PlotW; }
  double Y(double V) const { return Top + PlotH - V / YTop * PlotH; }
};

/// The y axis leaves a quarter of headroom above the highest curve and ends
/// on a tick.
PanelScale panelScale(const ThroughputCurve &C, unsigned Index) {
  double XMax = std::max(1u, C.MaxWarpsPerSM);
  double YTop = 0;
  for (const CurvePoint &P : C.Points)
    YTop = std::max({YTop, P.Predicted, P.ThroughputBound});
  if (YTop <= 0 && !C.Points.empty())
    YTop = C.Points.back().LatencyBound;
  if (YTop <= 0)
    YTop = 1;
  YTop *= 1.25;
  double YStep = niceStep(YTop, 6);
  YTop = std::ceil(YTop / YStep - 1e-9) * YStep;
  return {Index, XMax, YTop, niceStep(XMax, 8), YStep};
}

void drawAxes(const PanelScale &S, const ThroughputCurve &C, raw_ostream &OS) {
  // Clip region for the lines, so the latency line stops at the frame.
  OS << formatv(
      "<clipPath id=\"clip-{0}\"><rect x=\"{1}\" y=\"{2}\" width=\"{3}\" "
      "height=\"{4}\"/></clipPath>\n",
      S.Index, n2(Left), n2(Top), n2(PlotW), n2(PlotH));
  // Grid, ticks and tick labels.
  OS << "<g class=\"axes\">\n";
  for (double V = 0; V <= S.XMax + 1e-9; V += S.XStep) {
    OS << formatv(
        "<line class=\"grid\" x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\"/>\n",
        n2(S.X(V)), n2(Top), n2(Top + PlotH));
    OS << formatv(
        "<line class=\"tick\" x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\"/>\n",
        n2(S.X(V)), n2(Top + PlotH), n2(Top + PlotH + 5));
    OS << formatv("<text class=\"xtick\" x=\"{0}\" y=\"{1}\" "
                  "text-anchor=\"middle\">{2}</text>\n",
                  n2(S.X(V)), n2(Top + PlotH + 18), tickLabel(V, S.XStep));
  }
  for (double V = 0; V <= S.YTop + 1e-12; V += S.YStep) {
    OS << formatv(
        "<line class=\"grid\" x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\"/>\n",
        n2(Left), n2(S.Y(V)), n2(Left + PlotW));
    OS << formatv(
        "<line class=\"tick\" x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\"/>\n",
        n2(Left - 5), n2(S.Y(V)), n2(Left));
    OS << formatv("<text class=\"ytick\" x=\"{0}\" y=\"{1}\" "
                  "text-anchor=\"end\">{2}</text>\n",
                  n2(Left - 8), n2(S.Y(V) + 4), tickLabel(V, S.YStep));
  }
  OS << formatv("<rect class=\"frame\" x=\"{0}\" y=\"{1}\" width=\"{2}\" "
                "height=\"{3}\"/>\n",
                n2(Left), n2(Top), n2(PlotW), n2(PlotH));
  OS << formatv("<text class=\"label\" x=\"{0}\" y=\"{1}\" "
                "text-anchor=\"middle\">occupancy "
                "(resident warps per SM)</text>\n",
                n2(Left + PlotW / 2), n2(Top + PlotH + 42));
  OS << formatv(
      "<text class=\"label\" transform=\"translate({0},{1}) rotate(-90)\" "
      "text-anchor=\"middle\">throughput ({2})</text>\n",
      n2(22), n2(Top + PlotH / 2), xmlEscape(C.Unit));
  OS << "</g>\n";
}

void drawCurves(const PanelScale &S, const ThroughputCurve &C,
                raw_ostream &OS) {
  // Origin first: zero warps, zero throughput. Values far above the plot
  // are capped, the clip path hides the rest.
  auto Polyline = [&](const char *Class, auto Value) {
    OS << formatv(
        "<polyline class=\"{0}\" clip-path=\"url(#clip-{1})\" points=\"", Class,
        S.Index);
    OS << n2(S.X(0)) << "," << n2(S.Y(0));
    for (const CurvePoint &P : C.Points)
      OS << " " << n2(S.X(P.Warps)) << ","
         << n2(S.Y(std::min(Value(P), S.YTop * 2)));
    OS << "\"/>\n";
  };
  if (C.LatencyCyclesPerWarp > 0)
    Polyline("latency", [](const CurvePoint &P) { return P.LatencyBound; });
  if (C.ThroughputCyclesPerWarp > 0)
    OS << formatv("<line class=\"throughput\" x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" "
                  "y2=\"{1}\"/>\n",
                  n2(S.X(0)), n2(S.Y(1 / C.ThroughputCyclesPerWarp)),
                  n2(S.X(S.XMax)));
  Polyline("predicted", [](const CurvePoint &P) { return P.Predicted; });
}

/// A vertical line at \p W warps; past the axis it is drawn at the edge and
/// labelled off scale.
void drawMarker(const PanelScale &S, const char *Class, double W,
                const std::string &Text, double LabelY, raw_ostream &OS) {
  bool Off = W > S.XMax;
  double XW = S.X(std::min(W, S.XMax));
  // Near the right edge the label goes to the left of the line.
  bool LabelLeft = XW > Left + PlotW - 90;
  OS << formatv(
      "<line class=\"{0}\" x1=\"{1}\" y1=\"{2}\" x2=\"{1}\" y2=\"{3}\"/>\n",
      Class, n2(XW), n2(Top), n2(Top + PlotH));
  OS << formatv("<text class=\"marker-label\" x=\"{0}\" y=\"{1}\" "
                "text-anchor=\"{2}\">{3}{4}"
                "</text>\n",
                n2(XW + (LabelLeft ? -4 : 4)), n2(LabelY),
                LabelLeft ? "end" : "start", xmlEscape(Text),
                Off ? " (off scale)" : "");
}

/// Markers: the launch's occupancy (with its predicted point), the needed
/// occupancy and, where the knee is gradual, the occupancy that reaches
/// SaturationFraction of the throughput bound.
void drawMarkers(const PanelScale &S, const ThroughputCurve &C,
                 raw_ostream &OS) {
  if (C.LaunchWarpsPerSM > 0) {
    drawMarker(S, "launch-marker", C.LaunchWarpsPerSM,
               "launch: " + tickLabel(C.LaunchWarpsPerSM, 1) + " warps",
               Top + 14, OS);
    double Pred = 0;
    for (const CurvePoint &P : C.Points)
      if (std::fabs(P.Warps - C.LaunchWarpsPerSM) < 0.5)
        Pred = P.Predicted;
    OS << formatv(
        "<circle class=\"launch-point\" cx=\"{0}\" cy=\"{1}\" r=\"5\"/>\n",
        n2(S.X(C.LaunchWarpsPerSM)), n2(S.Y(Pred)));
  }
  if (C.NeededWarpsPerSM > 0)
    drawMarker(S, "needed-marker", C.NeededWarpsPerSM,
               formatv("needed: {0:F1} warps", C.NeededWarpsPerSM).str(),
               Top + 30, OS);
  if (C.SaturationWarpsPerSM > 0)
    drawMarker(S, "saturation-marker", C.SaturationWarpsPerSM,
               formatv("{0:P0}: {1:F1} warps", SaturationFraction,
                       C.SaturationWarpsPerSM)
                   .str(),
               Top + 46, OS);
}

/// The legend, right of the plot: a sample of each line's style.
void drawLegend(const ThroughputCurve &C, raw_ostream &OS) {
  double LX = Left + PlotW + 16, LY = Top + 10;
  std::string LatText =
      "latency bound n/" + tickLabel(C.LatencyCyclesPerWarp, 1);
  std::string ThrText =
      "throughput bound" +
      (C.ThroughputResource
           ? " (" + resourceName(*C.ThroughputResource).str() + ")"
           : "");
  std::vector<std::pair<const char *, std::string>> Items = {
      {"latency", LatText},
      {"throughput", ThrText},
      {"predicted", "predicted (" + modelName(C.Model).str() + ")"},
      {"launch-marker", "launch occupancy"},
      {"needed-marker", "needed occupancy"}};
  if (C.SaturationWarpsPerSM > 0)
    Items.push_back({"saturation-marker",
                     formatv("{0:P0} of the bound", SaturationFraction)});
  OS << "<g class=\"legend\">\n";
  for (unsigned I = 0; I < Items.size(); ++I) {
    double YY = LY + I * 22;
    OS << formatv(
        "<line class=\"{0}\" x1=\"{1}\" y1=\"{2}\" x2=\"{3}\" y2=\"{2}\"/>\n",
        Items[I].first, n2(LX), n2(YY), n2(LX + 24));
    OS << formatv(
        "<text class=\"legend-text\" x=\"{0}\" y=\"{1}\">{2}</text>\n",
        n2(LX + 30), n2(YY + 4), xmlEscape(Items[I].second));
  }
  OS << "</g>\n";
}

/// One kernel's plot, stacked below the previous ones.
void panel(const KernelReport &K, const AnalysisReport &R, unsigned Index,
           raw_ostream &OS) {
  const ThroughputCurve &C = K.Curve;
  double Y0 = Index * PanelH;
  OS << formatv("<g id=\"kernel-{0}\" transform=\"translate(0,{1})\">\n", Index,
                Y0);
  OS << formatv("<text class=\"title\" x=\"{0}\" y=\"24\" "
                "text-anchor=\"middle\">{1} on {2} "
                "({3})</text>\n",
                n2(Left + PlotW / 2), xmlEscape(K.Demangled),
                xmlEscape(R.Spec.Name), xmlEscape(modelName(C.Model)));
  PanelScale S = panelScale(C, Index);
  drawAxes(S, C, OS);
  drawCurves(S, C, OS);
  drawMarkers(S, C, OS);
  drawLegend(C, OS);
  OS << "</g>\n";
}
} // namespace

void gpuperf::writeThroughputPlotSVG(const AnalysisReport &R, raw_ostream &OS) {
  std::vector<const KernelReport *> Ks;
  for (const KernelReport &K : R.Kernels)
    if (K.HasPrediction)
      Ks.push_back(&K);
  double H = std::max<size_t>(1, Ks.size()) * PanelH;
  OS << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  OS << formatv(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\" font-size=\"12\">\n",
      int(PanelW), int(H));
  OS << "<title>gpuperf: predicted throughput vs occupancy ("
     << xmlEscape(R.Input) << ")</title>\n";
  OS << "<style>\n"
        ".title{font-size:15px;font-weight:bold}\n"
        ".label{font-size:13px}\n"
        ".grid{stroke:#e4e4e4;stroke-width:1}\n"
        ".tick{stroke:#000;stroke-width:1}\n"
        ".frame{fill:none;stroke:#000;stroke-width:1}\n"
        ".latency{fill:none;stroke:#1f77b4;stroke-width:2;stroke-dasharray:6,4}"
        "\n"
        ".throughput{fill:none;stroke:#d62728;stroke-width:2;stroke-dasharray:"
        "6,4}\n"
        ".predicted{fill:none;stroke:#000;stroke-width:2.5}\n"
        ".launch-marker{stroke:#2ca02c;stroke-width:1.5;stroke-dasharray:3,3}\n"
        ".needed-marker{stroke:#9467bd;stroke-width:1.5;stroke-dasharray:3,3}\n"
        ".saturation-marker{stroke:#8c564b;stroke-width:1.5;stroke-dasharray:1,"
        "3}\n"
        ".launch-point{fill:#2ca02c;stroke:#000}\n"
        ".marker-label{font-size:11px}\n"
        "</style>\n";
  OS << formatv("<rect width=\"{0}\" height=\"{1}\" fill=\"#fff\"/>\n",
                int(PanelW), int(H));
  if (Ks.empty())
    OS << "<text x=\"20\" y=\"40\">no kernel with a prediction</text>\n";
  for (unsigned I = 0; I < Ks.size(); ++I)
    panel(*Ks[I], R, I, OS);
  OS << "</svg>\n";
}

void gpuperf::writeReportDot(const AnalysisReport &R, raw_ostream &OS) {
  OS << "// gpuperf work flow graphs for " << R.Input
     << ": one digraph per kernel\n";
  for (const KernelReport &K : R.Kernels)
    if (K.WFG)
      writeWFGDot(*K.WFG, OS);
}
