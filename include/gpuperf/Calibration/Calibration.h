//===- Calibration.h - Microbenchmark results -> GPU spec -------*- C++ -*-===//
//
// `gpuperf calibrate --fit`: reads the CSV the microbenchmarks of
// tools/gpuperf/calibrate/ write (format: tools/gpuperf/calibrate/README.md),
// derives spec parameters the way Volkov's thesis does (latency = smallest
// mean warp latency per dependent step over all occupancies, §6.1; peak
// throughput = largest attained over occupancies and ILP; contention a, b, c
// by an outer-envelope fit of a + b*x/(c-x), §6.4) and writes a spec YAML
// that inherits everything it did not measure from a base spec.
//
// Pure C++ over GPUSpec: no IR, no model.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_CALIBRATION_CALIBRATION_H
#define GPUPERF_CALIBRATION_CALIBRATION_H

#include "gpuperf/Hardware/GPUSpec.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gpuperf::calib {

/// One data row: `benchmark,ilp,warps_per_sm,metric,value,unit`.
struct Sample {
  std::string Benchmark;
  unsigned ILP = 1;
  double WarpsPerSM = 0; ///< attained occupancy (0 for device properties)
  std::string
      Metric; ///< latency | throughput | gbps | cycles | a device property
  double Value = 0;
  std::string Unit;
  unsigned Line = 0;
};

struct Results {
  /// `# key: value` header lines (device, compute_capability, sm_count,
  /// clock_mhz, driver, runtime, date, ...).
  std::map<std::string, std::string> Header;
  std::vector<Sample> Samples;

  std::string header(llvm::StringRef Key) const {
    auto It = Header.find(Key.str());
    return It == Header.end() ? std::string() : It->second;
  }
};

/// Column header line of the data section.
constexpr const char *CSVColumns =
    "benchmark,ilp,warps_per_sm,metric,value,unit";

/// Parses a results CSV; errors read "FILE:LINE: message".
llvm::Expected<Results> parseResults(llvm::StringRef Text,
                                     llvm::StringRef FileName);

/// Outer-envelope fit of latency = a + b*x/(c-x) to (x [GB/s], latency
/// [cycles]) samples (Volkov §6.4): a sample is dropped when another has at
/// least its throughput and a latency lower by more than EnvelopeTolerance
/// (relative; the runs' measurement noise, so that noise alone does not pick
/// the lucky samples and bias the curve low), the saturated plateau is
/// reduced to its lowest-latency sample, and a, b are fitted by weighted least
/// squares for each c of a search over c > max x (discrete search, then
/// golden-section refinement). Residuals are measured along the Little's-law
/// direction x*L = const in which a run's timing noise moves it
/// ((L - f(x)) / (L + x f'(x))), weighted by throughput (the thesis'
/// preference for samples with higher throughputs).
struct ContentionFit {
  double A = 0, B = 0, C = 0;
  unsigned PointsUsed = 0;
  double RMSRelError = 0;       ///< over the points used
  double EnvelopeTolerance = 0; ///< relative latency slack of the envelope
};
llvm::Expected<ContentionFit>
fitContention(llvm::ArrayRef<std::pair<double, double>> ThroughputLatency,
              double EnvelopeTolerance = 0);

/// The fitted values, by dotted spec key (e.g. "latency.fp32_add"), plus the
/// measurements that have no spec key (kept as comments in the YAML).
struct Fit {
  std::string Device, Date, ComputeCapability, PTXArch;
  std::map<std::string, double> Values;   ///< dotted key -> value
  std::map<std::string, std::string> How; ///< dotted key -> how it was derived
  bool HasContention = false;
  ContentionFit Contention;
  std::vector<std::string> Notes; ///< measured, no spec key
};

/// Derives spec values from the results; Base supplies what a derivation
/// needs but does not measure (banks, coalescing rule).
llvm::Expected<Fit> fitResults(const Results &R, const GPUSpec &Base);

/// The spec text: `base: <Base.Name>`, every fitted value with
/// `# source: measured on <device>, <date> (...)`, the inherited measurable
/// keys listed as provisional.
std::string writeSpecYAML(const Fit &F, const GPUSpec &Base,
                          llvm::StringRef Name, llvm::StringRef CSVName);

/// Which built-in spec a fit inherits from by default: the one whose
/// ptx_arch equals PTXArch (preferring one without a base), else "h100".
std::string defaultBaseFor(llvm::StringRef PTXArch,
                           const std::vector<GPUSpec> &Specs);

/// How often memory.cu repeats each streaming configuration: the contention
/// fit's curvature b is poorly determined near the measured peak, and the
/// means of repeats are what bring it within 2% at 1% run-to-run noise.
constexpr unsigned StreamRepeats = 16;

/// Whether the drivers can set up WarpsPerSM resident warps per SM: blocks of
/// at most 32 warps that divide it, at most MaxBlocksPerSM of them
/// (blockWarpsFor in calibrate/common.cuh).
bool occupancyRealisable(unsigned WarpsPerSM, unsigned MaxBlocksPerSM);

/// A results CSV the benchmarks would write on a GPU with exactly Spec's
/// parameters: mean warp latency per step = max(latency, n*32/throughput) at
/// n warps/SM, streaming memory by Volkov's contention model (§6.5) capped at
/// the measured peak, each value times (1 + Noise*u), u deterministic in
/// [-1, 1] from Seed. For tests and for the committed example CSV.
std::string synthesizeResults(const GPUSpec &Spec, double Noise, uint64_t Seed,
                              llvm::StringRef Date = "2000-01-01");

/// What a benchmark can observe of a spec throughput key: attained rates are
/// limited by single issue (schedulers/cycles_per_issue warp instructions per
/// cycle), so e.g. Kepler's 192 FP32 lanes show as 128.
double observableThroughput(const GPUSpec &Spec, double Lanes);

} // namespace gpuperf::calib

#endif
