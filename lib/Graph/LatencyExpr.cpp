//===- LatencyExpr.cpp - Max-plus latency expressions ---------------------===//
#include "gpuperf/Graph/ControlInfo.h"
#include "gpuperf/Graph/WarpWorkload.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::uniformityName(Uniformity U) {
  switch (U) {
  case Uniformity::Uniform:
    return "uniform";
  case Uniformity::WarpUniform:
    return "warp-uniform";
  case Uniformity::ThreadDependent:
    return "thread-dependent";
  case Uniformity::DataDependent:
    return "data-dependent";
  }
  return "uniform";
}

LatencyExpr LatencyExpr::leaf(InstrClass C, double N, int Access) {
  LatencyExpr E;
  E.K = Leaf;
  E.Class = C;
  E.Count = N;
  E.AccessIndex = Access;
  return E;
}
LatencyExpr LatencyExpr::ilp(double N, double DualPairs) {
  LatencyExpr E;
  E.K = ILP;
  E.Count = N;
  E.DualPairs = DualPairs;
  return E;
}
LatencyExpr LatencyExpr::seq(std::vector<LatencyExpr> Cs) {
  LatencyExpr E;
  E.K = Seq;
  E.Children = std::move(Cs);
  return E;
}
LatencyExpr LatencyExpr::max(std::vector<LatencyExpr> Cs) {
  LatencyExpr E;
  E.K = Max;
  E.Children = std::move(Cs);
  return E;
}
LatencyExpr LatencyExpr::repeat(double Trips, LatencyExpr Body) {
  LatencyExpr E;
  E.K = Repeat;
  E.Count = Trips;
  E.Children.push_back(std::move(Body));
  return E;
}
LatencyExpr LatencyExpr::choice(std::vector<LatencyExpr> Cs,
                                std::vector<double> W) {
  LatencyExpr E;
  E.K = Choice;
  E.Children = std::move(Cs);
  E.Weights = std::move(W);
  return E;
}
LatencyExpr LatencyExpr::barrier(double N) {
  LatencyExpr E;
  E.K = Barrier;
  E.Count = N;
  return E;
}

LatencyExpr LatencyExpr::inOrder(LatencyExpr Dataflow, std::vector<IssueStep> S,
                                 std::vector<LatencyExpr> Costs) {
  LatencyExpr E;
  E.K = InOrder;
  E.Children.push_back(std::move(Dataflow));
  E.Steps = std::move(S);
  E.StepCosts = std::move(Costs);
  return E;
}

bool LatencyExpr::operator==(const LatencyExpr &O) const {
  return K == O.K && Class == O.Class && AccessIndex == O.AccessIndex &&
         Count == O.Count && DualPairs == O.DualPairs && Weights == O.Weights &&
         Slowest == O.Slowest && Children == O.Children && Steps == O.Steps &&
         StepCosts == O.StepCosts;
}

std::string LatencyExpr::str() const {
  auto list = [&](StringRef Op) {
    std::string S = Op.str() + "(";
    for (size_t I = 0; I < Children.size(); ++I) {
      if (I)
        S += ", ";
      if (K == Choice && I < Weights.size())
        S += formatv("{0}:", Weights[I]).str();
      S += Children[I].str();
    }
    return S + ")";
  };
  switch (K) {
  case Leaf:
    return formatv("{0}x{1}{2}", Count, instrClassName(Class),
                   AccessIndex >= 0 ? formatv("#{0}", AccessIndex).str() : "")
        .str();
  case ILP:
    return formatv("{0}xilp", Count).str();
  case Seq:
    return list("seq");
  case Max:
    return list("max");
  case Repeat:
    return formatv("repeat({0}, {1})", Count, Children.front().str()).str();
  case Choice:
    return list(Slowest ? "slowest" : "choice");
  case Barrier:
    return formatv("{0}xbarrier", Count).str();
  case InOrder:
    return formatv("inorder({0} steps, {1})", Steps.size(),
                   Children.front().str())
        .str();
  }
  return "";
}

bool WarpWorkload::countsFinite() const {
  auto Finite = [](double V) { return std::isfinite(V); };
  return all_of(Issued, Finite) && all_of(ThreadOps, Finite) &&
         Finite(BarriersPerWarp) &&
         all_of(Requests,
                [&](const WarpRequests &R) { return Finite(R.PerWarp); });
}
