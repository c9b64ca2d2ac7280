//===- GradualSaturation.cpp - The knee between Volkov's two bounds -------===//
//
// The mean value analysis behind gradualThroughput().
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Model/GradualSaturation.h"

#include <algorithm>
#include <cmath>

using namespace gpuperf;

namespace {
/// Mean value analysis (Lazowska et al. 1984, ch. 6), one customer at a
/// time: the queue's residence with K customers is its service times one
/// plus the queue the other K - 1 leave behind.
class MeanValueAnalysis {
public:
  MeanValueAnalysis(double Delay, double Service)
      : Delay(Delay), Service(Service) {}

  /// The throughput with one customer more.
  double addCustomer() {
    ++Customers;
    double Residence = Service * (1 + Queue);
    Throughput = Customers / (Delay + Residence);
    Queue = Throughput * Residence;
    return Throughput;
  }

  /// The queue is busy all but a negligible share of the time: more
  /// customers add nothing.
  bool saturated() const { return Throughput * Service > 1 - 1e-12; }

private:
  double Delay, Service;
  double Customers = 0, Queue = 0, Throughput = 0;
};
} // namespace

/// The network's delay: a warp's round trip holds its own service. A
/// service longer than the latency leaves none: the queue binds at once.
static double delayOf(double Latency, double Service) {
  return std::max(0.0, Latency - Service);
}

/// The throughput with a whole number of customers.
static double mvaThroughput(double Customers, double Delay, double Service) {
  MeanValueAnalysis MVA(Delay, Service);
  double Throughput = 0;
  for (double K = 1; K <= Customers; ++K) {
    Throughput = MVA.addCustomer();
    if (MVA.saturated())
      return 1 / Service;
  }
  return Throughput;
}

double gpuperf::gradualThroughput(double N, double Latency, double Service) {
  if (!(N > 0))
    return 0;
  // The sharp bounds' degenerate cases, as volkovThroughput has them.
  if (!(Service > 0))
    return Latency > 0 ? N / Latency : INFINITY;
  if (!std::isfinite(Service))
    return 0;
  if (!(Latency > 0))
    return 1 / Service;
  double Delay = delayOf(Latency, Service);
  if (N <= 1)
    return N / std::max(Latency, Service);
  double Whole = std::floor(N), Part = N - Whole;
  double Below = mvaThroughput(Whole, Delay, Service);
  if (Part == 0)
    return Below;
  return (1 - Part) * Below + Part * mvaThroughput(Whole + 1, Delay, Service);
}

/// Past this many warps gradualWarpsFor() gives up: 64 warps per SM is the
/// most any GPU has.
static constexpr double MaxGradualWarps = 1 << 16;

double gpuperf::gradualWarpsFor(double Fraction, double Latency,
                                double Service) {
  if (!(Service > 0) || !std::isfinite(Service) || !(Fraction < 1) ||
      !(Latency < INFINITY))
    return INFINITY;
  if (!(Fraction > 0) || !(Latency > 0))
    return 0;
  // One warp reaches 1 / max(L, T); fewer, in proportion (as interpolated).
  double Target = Fraction / Service;
  double One = 1 / std::max(Latency, Service);
  if (One >= Target)
    return Target / One;
  MeanValueAnalysis MVA(delayOf(Latency, Service), Service);
  double Before = MVA.addCustomer();
  for (double K = 2; K <= MaxGradualWarps; ++K) {
    double After = MVA.addCustomer();
    if (After >= Target || MVA.saturated())
      return K - 1 + std::min(1.0, (Target - Before) / (After - Before));
    Before = After;
  }
  return INFINITY;
}
