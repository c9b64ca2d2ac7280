//===- GradualSaturation.h - The knee between Volkov's two bounds -*- C++ -*-=//
//
// Volkov's throughput is the smaller of two bounds, N / L and 1 / T, with a
// sharp knee at N = L / T. Memory systems reach it gradually ("the gradual
// saturation effect", Volkov 2016 §3.5; §4.3: about 80% of the memory peak
// at the occupancy the bounds give, found with memory accesses but not
// arithmetic; §6.3: 90% of it takes about 1.3x that occupancy).
// The bounds are the asymptotic bounds of a closed queueing network of N
// customers, a delay center and one queue (Lazowska et al. 1984, ch. 5);
// its exact solution (mean value analysis, ch. 6) has a gradual knee when
// the queue's service time varies (here: exponentially, an assumption). It
// is sharper than Volkov measures (84-90% of the peak at the knee's
// occupancy on his five GPUs, where Table 6.4 finds 75-84%): a part of the
// effect, not all of it.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_GRADUALSATURATION_H
#define GPUPERF_MODEL_GRADUALSATURATION_H

namespace gpuperf {

/// Warps per cycle of N warps (fractional N interpolates between the whole
/// numbers around it) that each spend `Latency` cycles a round trip alone,
/// `Service` of them holding the one queue they share: the mean value
/// analysis of the closed network with a delay center of Latency - Service
/// cycles (none when the service is the longer) and a queue of Service
/// cycles (exponential service). At most the smaller of Volkov's bounds, N /
/// Latency and 1 / Service, and equal to it at one warp. Latency <= 0 or
/// Service <= 0 means no such bound, as in the sharp model.
double gradualThroughput(double N, double Latency, double Service);

/// The share of the throughput bound the occupancy advice aims at where the
/// knee is gradual: Volkov's measure of it (§4.3, Table 6.4: the occupancy
/// where 90% of the peak is sustained).
constexpr double SaturationFraction = 0.9;

/// How the reports say why the saturation warps exceed the needed ones.
constexpr const char *GradualApproach =
    "which a memory pipe approaches gradually";

/// The fewest warps (fractional, as gradualThroughput interpolates) whose
/// gradualThroughput reaches \p Fraction of the throughput bound 1 /
/// Service: Volkov's "occupancy where 90% of the peak is sustained" (§4.3,
/// Table 6.4) in the network. It may be fewer than the knee's Latency /
/// Service (past a knee of about 40 warps the network is above 90% there).
/// 0 for no Fraction, or no latency (one warp binds); infinity where no
/// Fraction < 1 of a finite bound is asked for, the latency is infinite, or
/// far more warps than any GPU holds would be needed.
double gradualWarpsFor(double Fraction, double Latency, double Service);

} // namespace gpuperf

#endif
