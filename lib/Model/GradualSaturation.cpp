//===- GradualSaturation.cpp - The knee between Volkov's two bounds -------===//
//
// The mean value analysis behind gradualThroughput().
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Model/GradualSaturation.h"

#include <algorithm>
#include <cmath>

using namespace gpuperf;

/// Mean value analysis for a whole number of customers (Lazowska et al.
/// 1984, ch. 6): the queue's residence with K customers is its service
/// times one plus the queue the other K - 1 leave behind. Stops early once
/// the queue is busy all but a negligible share of the time.
static double mvaThroughput(double Customers, double Delay, double Service) {
  double Queue = 0, Throughput = 0;
  for (double K = 1; K <= Customers; ++K) {
    double Residence = Service * (1 + Queue);
    Throughput = K / (Delay + Residence);
    Queue = Throughput * Residence;
    if (Throughput * Service > 1 - 1e-12)
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
  // A warp's round trip holds its own service: the rest is the delay. A
  // service longer than the latency leaves none: the queue binds at once.
  double Delay = std::max(0.0, Latency - Service);
  if (N <= 1)
    return N / std::max(Latency, Service);
  double Whole = std::floor(N), Part = N - Whole;
  double Below = mvaThroughput(Whole, Delay, Service);
  if (Part == 0)
    return Below;
  return (1 - Part) * Below + Part * mvaThroughput(Whole + 1, Delay, Service);
}
