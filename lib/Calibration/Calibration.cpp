//===- Calibration.cpp - Microbenchmark results -> GPU spec ---------------===//
#include "gpuperf/Calibration/Calibration.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <set>

using namespace llvm;

namespace gpuperf::calib {
namespace {

Error lineError(StringRef File, unsigned Line, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           (File + ":" + Twine(Line) + ": " + Msg).str());
}

/// Arithmetic benchmarks: dependent chains of one instruction.
struct OpBench {
  const char *Bench;   ///< benchmark name in the CSV
  const char *Latency; ///< dotted spec key of its latency ("" = none)
  const char *Thru;    ///< dotted spec key its peak rate feeds ("" = none)
};
const OpBench OpBenches[] = {
    {"int_add", "latency.int_add", "throughput.int_add"},
    {"int_mul", "latency.int_mul", "throughput.int_mul"},
    {"int_mad", "latency.int_mad", "throughput.int_mul"},
    {"fp32_add", "latency.fp32_add", "throughput.fp32"},
    {"fp32_mul", "latency.fp32_mul", "throughput.fp32"},
    {"fp32_fma", "latency.fp32_fma", "throughput.fp32"},
    {"fp64_add", "latency.fp64_add", "throughput.fp64"},
    {"fp64_mul", "latency.fp64_mul", "throughput.fp64"},
    {"fp64_fma", "latency.fp64_fma", "throughput.fp64"},
    {"cvt", "latency.conversion", "throughput.conversion"},
    {"rcp", "latency.rcp", "throughput.sfu"},
    {"sqrt", "latency.sqrt", "throughput.sfu"},
    {"rsqrt", "latency.rsqrt", "throughput.sfu"},
    {"sin", "latency.sincos", "throughput.sfu"},
    {"lg2", "latency.lg2", "throughput.sfu"},
    {"ex2", "latency.ex2", "throughput.sfu"},
    {"fp32_div", "latency.fp32_div", ""},
    {"int_div", "latency.int_div", ""},
    {"int_rem", "latency.int_rem", ""},
    {"fp16x2_fma", "", ""},
};

/// Device properties the driver queries: CSV metric -> dotted spec key.
const std::pair<const char *, const char *> DeviceProps[] = {
    {"max_warps_per_sm", "occupancy.max_warps_per_sm"},
    {"max_blocks_per_sm", "occupancy.max_blocks_per_sm"},
    {"max_threads_per_block", "occupancy.max_threads_per_block"},
    {"registers_per_sm", "occupancy.registers_per_sm"},
    {"max_registers_per_block", "occupancy.max_registers_per_block"},
    {"shared_per_sm", "occupancy.shared_per_sm"},
    {"max_shared_per_block", "occupancy.max_shared_per_block"},
    {"reserved_shared_per_block", "occupancy.reserved_shared_per_block"},
    {"dram_pin_gbps", "throughput.dram_pin_gbps"},
};

/// Every spec value a benchmark can measure, with its field (for synthesis,
/// for the round-trip tests and for the provisional list).
struct KeyRef {
  const char *Key;
  double LatencySpec::*Lat = nullptr;
  double ThroughputSpec::*Thr = nullptr;
};
const KeyRef MeasurableKeys[] = {
    {"latency.int_add", &LatencySpec::IntAdd},
    {"latency.int_mul", &LatencySpec::IntMul},
    {"latency.int_mad", &LatencySpec::IntMad},
    {"latency.fp32_add", &LatencySpec::FP32Add},
    {"latency.fp32_mul", &LatencySpec::FP32Mul},
    {"latency.fp32_fma", &LatencySpec::FP32Fma},
    {"latency.fp64_add", &LatencySpec::FP64Add},
    {"latency.fp64_mul", &LatencySpec::FP64Mul},
    {"latency.fp64_fma", &LatencySpec::FP64Fma},
    {"latency.conversion", &LatencySpec::Conversion},
    {"latency.rcp", &LatencySpec::Rcp},
    {"latency.sqrt", &LatencySpec::Sqrt},
    {"latency.rsqrt", &LatencySpec::Rsqrt},
    {"latency.sincos", &LatencySpec::SinCos},
    {"latency.lg2", &LatencySpec::Lg2},
    {"latency.ex2", &LatencySpec::Ex2},
    {"latency.fp32_div", &LatencySpec::FP32Div},
    {"latency.int_div", &LatencySpec::IntDiv},
    {"latency.int_rem", &LatencySpec::IntRem},
    {"latency.shared", &LatencySpec::Shared},
    {"latency.constant", &LatencySpec::Constant},
    {"latency.l1_hit", &LatencySpec::L1Hit},
    {"latency.l2_hit", &LatencySpec::L2Hit},
    {"latency.dram", &LatencySpec::DRAM},
    {"latency.extra_transaction", &LatencySpec::ExtraTransaction},
    {"latency.barrier", &LatencySpec::Barrier},
    {"latency.branch", &LatencySpec::Branch},
    {"latency.block_launch", &LatencySpec::BlockLaunch},
    {"throughput.int_add", nullptr, &ThroughputSpec::IntAdd},
    {"throughput.int_mul", nullptr, &ThroughputSpec::IntMul},
    {"throughput.fp32", nullptr, &ThroughputSpec::FP32},
    {"throughput.fp64", nullptr, &ThroughputSpec::FP64},
    {"throughput.sfu", nullptr, &ThroughputSpec::SFU},
    {"throughput.conversion", nullptr, &ThroughputSpec::Conversion},
    {"throughput.lsu", nullptr, &ThroughputSpec::LSU},
    {"throughput.shared_cycles_per_access", nullptr,
     &ThroughputSpec::SharedCyclesPerAccess},
    {"throughput.dram_measured_gbps", nullptr,
     &ThroughputSpec::DRAMMeasuredGBps},
    {"throughput.dram_pin_gbps", nullptr, &ThroughputSpec::DRAMPinGBps},
    {"throughput.l2_gbps", nullptr, &ThroughputSpec::L2GBps},
};

std::string num(double V) {
  if (std::fabs(V - std::round(V)) < 1e-9 && std::fabs(V) < 1e15)
    return formatv("{0}", (long long)std::llround(V)).str();
  char Buf[64];
  snprintf(Buf, sizeof Buf, "%.6g", V);
  return Buf;
}

/// Width factor of a conflict-free 32-bit shared request (gpu-specs/README.md).
double sharedWavefronts(const GPUSpec &S) {
  double Bytes =
      double(S.Throughput.SharedBanks) * S.Throughput.SharedBankBytes;
  return std::max(1.0, std::ceil(S.Scheduling.WarpSize * 4.0 / Bytes));
}

} // namespace

//===----------------------------------------------------------------------===//
// CSV
//===----------------------------------------------------------------------===//

Expected<Results> parseResults(StringRef Text, StringRef FileName) {
  Results R;
  bool SawColumns = false;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (unsigned I = 0; I < Lines.size(); ++I) {
    unsigned LineNo = I + 1;
    StringRef L = Lines[I].trim();
    if (L.empty())
      continue;
    if (L.starts_with("#")) {
      auto [K, V] = L.drop_front(1).split(':');
      if (!V.empty() || L.contains(':'))
        R.Header[K.trim().str()] = V.trim().str();
      continue;
    }
    if (!SawColumns) {
      if (L != CSVColumns)
        return lineError(FileName, LineNo,
                         "expected the column line '" + Twine(CSVColumns) +
                             "', got '" + L + "'");
      SawColumns = true;
      continue;
    }
    SmallVector<StringRef, 8> F;
    L.split(F, ',');
    if (F.size() != 6)
      return lineError(FileName, LineNo,
                       "malformed row: expected 6 fields (" +
                           Twine(CSVColumns) + "), got " + Twine(F.size()));
    Sample S;
    S.Benchmark = F[0].trim().str();
    S.Metric = F[3].trim().str();
    S.Unit = F[5].trim().str();
    S.Line = LineNo;
    if (S.Benchmark.empty() || S.Metric.empty())
      return lineError(FileName, LineNo,
                       "malformed row: empty benchmark or metric");
    if (F[1].trim().getAsInteger(10, S.ILP))
      return lineError(FileName, LineNo,
                       "malformed row: ilp '" + F[1].trim() +
                           "' is not an integer");
    if (!to_float(F[2].trim(), S.WarpsPerSM) || S.WarpsPerSM < 0)
      return lineError(FileName, LineNo,
                       "malformed row: warps_per_sm '" + F[2].trim() +
                           "' is not a number >= 0");
    if (!to_float(F[4].trim(), S.Value) || !std::isfinite(S.Value))
      return lineError(FileName, LineNo,
                       "malformed row: value '" + F[4].trim() +
                           "' is not a number");
    R.Samples.push_back(std::move(S));
  }
  if (!SawColumns)
    return lineError(FileName, 1,
                     "no column line '" + Twine(CSVColumns) +
                         "': not a results CSV");
  for (const char *K :
       {"device", "date", "sm_count", "clock_mhz", "compute_capability"})
    if (R.header(K).empty())
      return lineError(FileName, 1,
                       "missing header line '# " + Twine(K) + ": ...'");
  if (R.Samples.empty())
    return lineError(FileName, 1, "no data rows");
  return R;
}

//===----------------------------------------------------------------------===//
// Contention fit
//===----------------------------------------------------------------------===//

namespace {

using XLPoint = std::pair<double, double>; // throughput, latency

/// Outer envelope: drops samples another sample dominates (>= throughput and
/// a latency lower by more than the tolerance). Highest throughput first.
std::vector<XLPoint> outerEnvelope(ArrayRef<XLPoint> XL,
                                   double EnvelopeTolerance) {
  std::vector<XLPoint> P;
  for (auto [X, L] : XL)
    if (X > 0 && L > 0 && std::isfinite(X) && std::isfinite(L))
      P.push_back({X, L});
  llvm::sort(P, [](auto A, auto B) {
    return A.first > B.first || (A.first == B.first && A.second < B.second);
  });
  std::vector<XLPoint> Env;
  double MinL = std::numeric_limits<double>::infinity();
  for (auto Pt : P)
    if (Pt.second < MinL * (1 + EnvelopeTolerance)) {
      Env.push_back(Pt);
      MinL = std::min(MinL, Pt.second);
    }
  return Env;
}

/// Saturation: throughput stops growing while latency does (Little's law at
/// the peak); keeps the plateau's lowest-latency sample only.
std::vector<XLPoint> collapsePlateau(ArrayRef<XLPoint> Env) {
  double XMax = Env.front().first;
  std::vector<XLPoint> Pts;
  XLPoint Plateau{0, std::numeric_limits<double>::infinity()};
  for (auto Pt : Env) {
    if (Pt.first >= 0.98 * XMax) {
      if (Pt.second < Plateau.second)
        Plateau = Pt;
    } else {
      Pts.push_back(Pt);
    }
  }
  Pts.push_back(Plateau);
  return Pts;
}

/// For a given c the model is linear in a and b. Each sample's x and L come
/// from the same run by Little's law (x = demand / L, demand = warps x ILP x
/// 128 B, fixed by the run), so noise moves a sample along x*L = const, not
/// vertically: near c a small shift in x is a large latency residual. The
/// residual is therefore scaled to the distance along that direction,
/// (L - f(x)) / (L + x f'(x)) ("effective variance"), iterating a, b since
/// f' = b c / (c - x)^2 depends on b; higher throughputs weigh more (x/xmax).
/// Sets A and B; returns the weighted squared error.
double fitAB(ArrayRef<XLPoint> Pts, double XMax, double C, double &A,
             double &B) {
  A = Pts.front().second, B = 0;
  auto den = [&](double X, double L) {
    return L + X * B * C / ((C - X) * (C - X));
  };
  for (int Iter = 0; Iter < 6; ++Iter) {
    double S00 = 0, S01 = 0, S11 = 0, T0 = 0, T1 = 0, SW = 0, SWL = 0;
    for (auto [X, L] : Pts) {
      double D = den(X, L);
      double W = (X / XMax) / (D * D); // preference to higher throughput
      double G = X / (C - X);
      S00 += W, S01 += W * G, S11 += W * G * G, T0 += W * L, T1 += W * G * L;
      SW += W, SWL += W * L;
    }
    double Det = S00 * S11 - S01 * S01;
    if (std::fabs(Det) > 1e-300) {
      A = (T0 * S11 - T1 * S01) / Det;
      B = (S00 * T1 - S01 * T0) / Det;
    } else {
      A = SWL / SW, B = 0;
    }
    if (B < 0)
      B = 0, A = SWL / SW;
    if (A < 0) {
      A = 0;
      B = S11 > 0 ? std::max(0.0, T1 / S11) : 0;
    }
  }
  double E = 0;
  for (auto [X, L] : Pts) {
    double R = (L - (A + B * X / (C - X))) / den(X, L);
    E += (X / XMax) * R * R;
  }
  return E;
}

/// The c with the least error: a discrete search over log(c - xmax), then
/// golden-section refinement.
double searchC(ArrayRef<XLPoint> Pts, double XMax) {
  const int N = 600;
  double Lo = std::log(1e-5 * XMax), Hi = std::log(4 * XMax);
  auto cOf = [&](double T) { return XMax + std::exp(T); };
  int Best = 0;
  double BestE = std::numeric_limits<double>::infinity(), A, B;
  for (int I = 0; I <= N; ++I) {
    double E = fitAB(Pts, XMax, cOf(Lo + (Hi - Lo) * I / N), A, B);
    if (E < BestE)
      BestE = E, Best = I;
  }
  double L = Lo + (Hi - Lo) * std::max(0, Best - 1) / N;
  double H = Lo + (Hi - Lo) * std::min(N, Best + 1) / N;
  const double Phi = (std::sqrt(5.0) - 1) / 2;
  for (int It = 0; It < 100; ++It) {
    double M1 = H - Phi * (H - L), M2 = L + Phi * (H - L);
    if (fitAB(Pts, XMax, cOf(M1), A, B) < fitAB(Pts, XMax, cOf(M2), A, B))
      H = M2;
    else
      L = M1;
  }
  return cOf((L + H) / 2);
}

} // namespace

Expected<ContentionFit> fitContention(ArrayRef<std::pair<double, double>> XL,
                                      double EnvelopeTolerance) {
  std::vector<XLPoint> Env = outerEnvelope(XL, EnvelopeTolerance);
  if (Env.empty())
    return createStringError(inconvertibleErrorCode(),
                             "contention fit: no samples");
  std::vector<XLPoint> Pts = collapsePlateau(Env);
  if (Pts.size() < 4)
    return createStringError(
        inconvertibleErrorCode(),
        "contention fit: fewer than 4 samples on the envelope");
  double XMax = 0;
  for (auto Pt : Pts)
    XMax = std::max(XMax, Pt.first);

  ContentionFit F;
  F.C = searchC(Pts, XMax);
  double E = fitAB(Pts, XMax, F.C, F.A, F.B);
  double SW = 0;
  for (auto Pt : Pts)
    SW += Pt.first / XMax;
  F.RMSRelError = std::sqrt(E / SW);
  F.PointsUsed = Pts.size();
  F.EnvelopeTolerance = EnvelopeTolerance;
  return F;
}

//===----------------------------------------------------------------------===//
// Fit
//===----------------------------------------------------------------------===//

namespace {

/// The rows of one configuration (ILP, occupancy) of a benchmark metric.
struct RunMean {
  unsigned ILP = 1;
  double WarpsPerSM = 0;
  double Mean = 0;
  unsigned Repeats = 0;
  double SumSqRelDev = 0; ///< sum over repeats of ((v - mean) / mean)^2
};

std::vector<RunMean> averageRepeats(ArrayRef<const Sample *> Rows) {
  std::map<std::pair<unsigned, double>, std::vector<double>> ByRun;
  for (const Sample *S : Rows)
    if (S->Value > 0 && std::isfinite(S->Value))
      ByRun[{S->ILP, S->WarpsPerSM}].push_back(S->Value);
  std::vector<RunMean> Out;
  for (auto &[Key, Values] : ByRun) {
    RunMean M;
    M.ILP = Key.first, M.WarpsPerSM = Key.second;
    M.Repeats = Values.size();
    for (double V : Values)
      M.Mean += V / M.Repeats;
    for (double V : Values)
      M.SumSqRelDev += (V - M.Mean) * (V - M.Mean) / (M.Mean * M.Mean);
    Out.push_back(M);
  }
  return Out;
}

/// The steps of fitResults, in the order they fill the fit (Notes keep that
/// order).
class ResultsFitter {
public:
  ResultsFitter(const Results &R, const GPUSpec &Base) : R(R), Base(Base) {}

  Expected<Fit> run() {
    if (Error E = fitHeader())
      return E;
    if (Error E = fitDeviceProperties())
      return E;
    fitOperations();
    fitILPLatency();
    fitSharedMemory();
    fitMemoryLatencies();
    fitRandomAccess();
    fitSynchronisation();
    fitContentionCurve();
    return std::move(F);
  }

private:
  Error fitHeader();
  Error fitDeviceProperties();
  void fitOperations();
  void fitILPLatency();
  void fitSharedMemory();
  void fitMemoryLatencies();
  void fitRandomAccess();
  void fitSynchronisation();
  void fitContentionCurve();

  Error headerNumber(StringRef K, double &V) const {
    if (!to_float(R.header(K), V) || V <= 0)
      return createStringError(inconvertibleErrorCode(),
                               "header " + K + " '" + R.header(K) +
                                   "' is not a positive number");
    return Error::success();
  }
  std::vector<const Sample *> rows(StringRef Bench, StringRef Metric) const {
    std::vector<const Sample *> V;
    for (const Sample &S : R.Samples)
      if (S.Benchmark == Bench && S.Metric == Metric)
        V.push_back(&S);
    return V;
  }
  // The minima and maxima below are over configurations (ILP, occupancy),
  // not over the noise of a configuration's repeated runs, which the driver
  // writes as repeated rows: those are averaged first.
  std::vector<RunMean> runs(StringRef Bench, StringRef Metric) const {
    return averageRepeats(rows(Bench, Metric));
  }
  bool minOf(StringRef Bench, StringRef Metric, bool ILP1Only,
             double &Out) const {
    bool Any = false;
    for (const RunMean &M : runs(Bench, Metric))
      if ((!ILP1Only || M.ILP <= 1) && M.Mean > 0 && (!Any || M.Mean < Out))
        Out = M.Mean, Any = true;
    return Any;
  }
  bool maxOf(StringRef Bench, StringRef Metric, double &Out) const {
    bool Any = false;
    for (const RunMean &M : runs(Bench, Metric))
      if (M.Mean > 0 && (!Any || M.Mean > Out))
        Out = M.Mean, Any = true;
    return Any;
  }
  void set(StringRef Key, double V, const Twine &How) {
    F.Values[Key.str()] = V;
    F.How[Key.str()] = How.str();
  }
  void setMax(StringRef Key, double V, StringRef Bench) {
    auto It = F.Values.find(Key.str());
    if (It == F.Values.end() || V > It->second)
      set(Key, V, "peak over occupancies and ILP, " + Bench);
  }

  const Results &R;
  const GPUSpec &Base;
  Fit F;
};

} // namespace

Error ResultsFitter::fitHeader() {
  F.Device = R.header("device");
  F.Date = R.header("date");
  F.ComputeCapability = R.header("compute_capability");
  auto [Maj, Min] = StringRef(F.ComputeCapability).split('.');
  unsigned Ma, Mi;
  if (Maj.getAsInteger(10, Ma) || Min.getAsInteger(10, Mi))
    return createStringError(inconvertibleErrorCode(),
                             "header compute_capability '" +
                                 F.ComputeCapability +
                                 "' does not look like 9.0");
  F.PTXArch = formatv("sm_{0}{1}", Ma, Mi).str();
  double SMs, Clock;
  if (Error E = headerNumber("sm_count", SMs))
    return E;
  if (Error E = headerNumber("clock_mhz", Clock))
    return E;
  F.Values["sm_count"] = std::round(SMs);
  F.How["sm_count"] = "cudaDevAttrMultiProcessorCount";
  F.Values["core_clock_mhz"] = std::round(Clock);
  F.How["core_clock_mhz"] =
      "SM clock during the run: clock64 cycles / globaltimer ns";
  return Error::success();
}

Error ResultsFitter::fitDeviceProperties() {
  for (const Sample &S : R.Samples)
    if (S.Benchmark == "device")
      for (auto [Metric, Key] : DeviceProps)
        if (S.Metric == Metric) {
          if (S.Value < 0)
            return createStringError(
                inconvertibleErrorCode(),
                formatv("line {0}: device {1} is negative", S.Line, Metric)
                    .str());
          set(Key, std::round(S.Value * 100) / 100,
              "device property " + S.Metric);
        }
  return Error::success();
}

/// Register-dependency latency (§6.1): the smallest mean warp latency per
/// instruction over occupancies; peaks: the largest attained rate.
void ResultsFitter::fitOperations() {
  for (const OpBench &O : OpBenches) {
    double Lat = 0, Thr = 0;
    bool HasLat = minOf(O.Bench, "latency", true, Lat);
    bool HasThr = maxOf(O.Bench, "throughput", Thr);
    if (*O.Latency && HasLat)
      set(O.Latency, Lat,
          Twine("min over occupancies of mean warp latency per instruction, ") +
              O.Bench);
    if (*O.Thru && HasThr)
      setMax(O.Thru, Thr, O.Bench);
    if (!*O.Latency && (HasLat || HasThr))
      F.Notes.push_back(
          formatv(
              "{0}: latency {1} cycles, peak {2} ops/cycle/SM (no spec key)",
              O.Bench, HasLat ? num(Lat) : "-", HasThr ? num(Thr) : "-")
              .str());
  }
}

/// ILP latency: one warp, k independent chains; cycles per instruction.
void ResultsFitter::fitILPLatency() {
  double Best = 0;
  bool Any = false;
  for (const Sample *S : rows("ilp", "latency"))
    if (S->ILP >= 1 && S->Value > 0) {
      double PerInstr = S->Value / S->ILP;
      if (!Any || PerInstr < Best)
        Best = PerInstr, Any = true;
    }
  if (Any)
    set("scheduling.ilp_latency", Best,
        "min over ILP of cycles per independent fp32 add, 1 warp/SM");
}

void ResultsFitter::fitSharedMemory() {
  double V = 0;
  if (minOf("shared", "latency", true, V))
    set("latency.shared", V,
        "min over occupancies of mean warp latency per ld.shared, no conflict");
  if (maxOf("shared", "throughput", V))
    set("throughput.shared_cycles_per_access",
        Base.Scheduling.WarpSize / V / sharedWavefronts(Base),
        formatv("warp size / peak conflict-free ld.shared rate {0} "
                "ops/cycle/SM, over {1} wavefront(s) of the base's banks",
                num(V), num(sharedWavefronts(Base))));
  for (const char *B : {"shared_2way", "shared_32way"}) {
    double L = 0, T = 0;
    bool HL = minOf(B, "latency", true, L), HT = maxOf(B, "throughput", T);
    if (HL || HT)
      F.Notes.push_back(
          formatv(
              "{0}: latency {1} cycles, peak {2} ops/cycle/SM (no spec key)", B,
              HL ? num(L) : "-", HT ? num(T) : "-")
              .str());
  }
}

/// Pointer chases through each level, streaming loads, and the bandwidths.
void ResultsFitter::fitMemoryLatencies() {
  double V = 0;
  if (minOf("const_chase", "latency", true, V))
    set("latency.constant", V,
        "min over occupancies of mean warp latency per ld.const, pointer "
        "chase");
  if (minOf("l1_chase", "latency", true, V))
    set("latency.l1_hit", V,
        "min over occupancies of mean warp latency per ld.global.ca, "
        "L1-resident chase");
  if (minOf("l2_chase", "latency", true, V))
    set("latency.l2_hit", V,
        "min over occupancies of mean warp latency per ld.global.cg, "
        "L2-resident chase");
  if (minOf("stream", "latency", true, V))
    set("latency.dram", V,
        "min over occupancies of mean warp latency per coalesced streaming "
        "load");
  if (maxOf("stream", "gbps", V))
    set("throughput.dram_measured_gbps", V,
        "peak over occupancies and ILP of streaming 32-bit loads");
  if (maxOf("l2_stream", "gbps", V))
    set("throughput.l2_gbps", V,
        "peak over occupancies and ILP of loads from an L2-resident array");
}

/// Extra latency per transaction (Volkov 6.7): (random - stream) / (32 -
/// coalesced transactions). A difference of two latencies ~5x larger than it
/// amplifies noise, so both sides are least-squares (mean) estimates over
/// every sample at the same low load (warps x ILP <= UnloadedLoad, where the
/// random benchmark runs, repeatedly), not the minima of single samples.
void ResultsFitter::fitRandomAccess() {
  constexpr double UnloadedLoad = 8;
  auto meanLowLoad = [&](StringRef Bench, unsigned &N) {
    double Sum = 0;
    N = 0;
    for (const Sample *S : rows(Bench, "latency"))
      if (S->Value > 0 &&
          S->WarpsPerSM * std::max(1u, S->ILP) <= UnloadedLoad + 0.5)
        Sum += S->Value, ++N;
    return N ? Sum / N : 0.0;
  };
  unsigned NR, NS;
  double Random = meanLowLoad("random", NR),
         StreamLow = meanLowLoad("stream", NS);
  if (NR && NS) {
    double Tc = Base.Memory.coalescedTransactions();
    set("latency.extra_transaction",
        std::max(0.0, (Random - StreamLow) / (32 - Tc)),
        formatv("(random {0} - stream {1}) / (32 - {2}) transactions (Volkov "
                "6.7); means of {3} "
                "random and {4} stream samples at warps x ILP <= {5}",
                num(Random), num(StreamLow), num(Tc), NR, NS,
                num(UnloadedLoad)));
  }
  double V = 0;
  if (maxOf("random", "gbps", V))
    F.Notes.push_back(formatv("random: peak {0} GB/s counting 4 B per thread "
                              "access (no spec key)",
                              num(V))
                          .str());
}

void ResultsFitter::fitSynchronisation() {
  double V = 0;
  if (minOf("barrier", "cycles", false, V))
    set("latency.barrier", V,
        "min over block sizes of cycles per __syncthreads round, less loop "
        "overhead");
  if (minOf("block_launch", "cycles", false, V))
    set("latency.block_launch", V,
        "mean gap between a block's end and the next block's start on an SM");
}

/// Contention (§6.4): latency against attained throughput of every stream
/// configuration (the mean of its repeats). The repeats also measure the
/// noise of such a mean; the outer envelope only drops a configuration whose
/// latency exceeds a higher-throughput one's by more than three times that.
void ResultsFitter::fitContentionCurve() {
  std::vector<RunMean> Latency = runs("stream", "latency");
  std::map<std::pair<unsigned, double>, double> GBps;
  for (const RunMean &M : runs("stream", "gbps"))
    GBps[{M.ILP, M.WarpsPerSM}] = M.Mean;
  std::vector<std::pair<double, double>> XL;
  double SumSq = 0, SumInvSqrtRepeats = 0;
  unsigned DoF = 0;
  for (const RunMean &M : Latency) {
    auto It = GBps.find({M.ILP, M.WarpsPerSM});
    if (It == GBps.end())
      continue;
    XL.push_back({It->second, M.Mean});
    SumSq += M.SumSqRelDev, DoF += M.Repeats - 1;
    SumInvSqrtRepeats += 1 / std::sqrt(double(M.Repeats));
  }
  double RepeatNoise = DoF ? std::sqrt(SumSq / DoF) : 0;
  // The relative noise of a configuration's mean (repeats vary little).
  double Tolerance =
      XL.empty() ? 0 : 3 * RepeatNoise * SumInvSqrtRepeats / XL.size();
  if (XL.size() < 6)
    return;
  Expected<ContentionFit> C = fitContention(XL, Tolerance);
  if (!C) {
    F.Notes.push_back("contention not fitted: " + toString(C.takeError()));
    return;
  }
  F.HasContention = true;
  F.Contention = *C;
  F.Notes.push_back(
      formatv("stream: {0} configurations, repeat noise {1}% (rms over {2} "
              "degrees of freedom); envelope tolerance {3}%",
              XL.size(), num(RepeatNoise * 100), DoF, num(Tolerance * 100))
          .str());
}

Expected<Fit> fitResults(const Results &R, const GPUSpec &Base) {
  return ResultsFitter(R, Base).run();
}

//===----------------------------------------------------------------------===//
// YAML
//===----------------------------------------------------------------------===//

std::string defaultBaseFor(StringRef PTXArch,
                           const std::vector<GPUSpec> &Specs) {
  const GPUSpec *Found = nullptr;
  for (const GPUSpec &S : Specs)
    if (S.PTXArch == PTXArch &&
        (!Found || (!Found->Base.empty() && S.Base.empty())))
      Found = &S;
  return Found ? Found->Name : "h100";
}

namespace {

/// Writes `key: value` lines, each with its source comment and how the
/// value was measured.
struct SourcedLines {
  raw_ostream &OS;
  std::string Src;
  void line(StringRef Indent, StringRef Key, const std::string &Val,
            StringRef How) {
    std::string L = (Indent + Key + ": " + Val).str();
    OS << formatv("{0,-34} {1}", L, Src);
    if (!How.empty())
      OS << " (" << How << ")";
    OS << "\n";
  }
};

std::string yamlQuote(StringRef S) {
  std::string Q = "\"";
  for (char C : S)
    Q += (C == '"' || C == '\\') ? std::string("\\") + C : std::string(1, C);
  return Q + "\"";
}

void addProvisional(std::vector<std::string> &Prov, const Fit &F,
                    const std::string &K) {
  if (!F.Values.count(K) && !is_contained(Prov, K))
    Prov.push_back(K);
}

/// Every measurable key this run did not measure, every base mark we do not
/// override, and, on another architecture, the inherited occupancy/memory
/// rules.
std::vector<std::string> provisionalKeys(const Fit &F, const GPUSpec &Base) {
  std::vector<std::string> Prov;
  for (const KeyRef &K : MeasurableKeys)
    addProvisional(Prov, F, K.Key);
  for (const char *K :
       {"scheduling.schedulers_per_sm", "scheduling.cycles_per_issue",
        "scheduling.dual_issue", "scheduling.ilp_latency"})
    addProvisional(Prov, F, K);
  for (const std::string &K : Base.Provisional)
    if (!StringRef(K).starts_with("contention."))
      addProvisional(Prov, F, K);
  if (Base.PTXArch != F.PTXArch)
    for (const char *K :
         {"occupancy.max_registers_per_thread", "occupancy.register_allocation",
          "occupancy.register_alloc_unit", "occupancy.sub_partitions",
          "occupancy.shared_alloc_unit", "occupancy.carveout_kib",
          "occupancy.max_barriers_per_sm", "throughput.shared_banks",
          "throughput.shared_bank_bytes", "throughput.l1_banks",
          "throughput.l1_bank_bytes", "memory.coalescing",
          "memory.sector_bytes", "memory.line_bytes"})
      addProvisional(Prov, F, K);
  return Prov;
}

/// A base carveout above the measured shared memory would not validate: the
/// base's carveouts below shared_per_sm plus shared_per_sm itself, or None
/// when the base's list fits.
std::optional<std::vector<unsigned>> fittedCarveout(const Fit &F,
                                                    const GPUSpec &Base) {
  std::vector<unsigned> Carveout = Base.Occupancy.CarveoutKiB;
  auto It = F.Values.find("occupancy.shared_per_sm");
  if (It == F.Values.end() || Carveout.empty() ||
      Carveout.back() * 1024.0 == It->second)
    return std::nullopt;
  unsigned KiB = unsigned(It->second) / 1024;
  erase_if(Carveout, [&](unsigned C) { return C >= KiB; });
  Carveout.push_back(KiB);
  return Carveout;
}

void writeCarveout(raw_ostream &OS, ArrayRef<unsigned> Carveout,
                   StringRef BaseName) {
  std::string L = "  carveout_kib: [";
  for (unsigned I = 0; I < Carveout.size(); ++I)
    L += (I ? ", " : "") + std::to_string(Carveout[I]);
  L += "]";
  OS << formatv("{0,-34} # source: provisional, {1}'s carveouts below the "
                "measured shared_per_sm, "
                "plus shared_per_sm\n",
                L, BaseName);
}

/// The measured values, section by section, with the fitted carveout in
/// the occupancy section.
void writeMeasuredSections(SourcedLines &W, const Fit &F, StringRef BaseName,
                           const std::optional<std::vector<unsigned>> &Carve) {
  raw_ostream &OS = W.OS;
  for (const char *Section :
       {"scheduling", "occupancy", "latency", "throughput"}) {
    std::string Prefix = std::string(Section) + ".";
    bool Header = false;
    for (auto &[K, V] : F.Values) {
      if (!StringRef(K).starts_with(Prefix))
        continue;
      if (!Header)
        OS << Section << ":\n", Header = true;
      W.line("  ", StringRef(K).drop_front(Prefix.size()), num(V), F.How.at(K));
    }
    if (Carve && StringRef(Section) == "occupancy") {
      if (!Header)
        OS << Section << ":\n", Header = true;
      writeCarveout(OS, *Carve, BaseName);
    }
  }
}

void writeContention(SourcedLines &W, const Fit &F) {
  W.OS << formatv("contention:                        # Volkov 6.4 "
                  "outer-envelope fit over {0} "
                  "stream runs, rms rel. error {1}\n",
                  F.Contention.PointsUsed, num(F.Contention.RMSRelError));
  W.line("  ", "a", num(F.Contention.A), "cycles");
  W.line("  ", "b", num(F.Contention.B), "cycles");
  W.line("  ", "c", num(F.Contention.C),
         "GB/s device-wide, 4 B per thread access");
}

} // namespace

std::string writeSpecYAML(const Fit &F, const GPUSpec &Base, StringRef Name,
                          StringRef CSVName) {
  std::string Out;
  raw_string_ostream OS(Out);
  SourcedLines W{OS, "# source: measured on " + F.Device + ", " + F.Date};
  OS << "# " << F.Device << ": generated by `gpuperf calibrate --fit "
     << CSVName << "`.\n";
  OS << "# Values not measured are inherited from " << Base.Name
     << " and listed under provisional.\n";
  for (const std::string &N : F.Notes)
    OS << "# measured on " << F.Device << ", " << F.Date << ": " << N << "\n";
  OS << "name: " << Name << "\n";
  OS << "description: "
     << yamlQuote(F.Device + ", measured by gpuperf calibrate on " + F.Date)
     << "\n";
  OS << "base: " << Base.Name << "\n";
  W.line("", "compute_capability", yamlQuote(F.ComputeCapability),
         "cudaDevAttrComputeCapability");
  W.line("", "ptx_arch", F.PTXArch, "from compute_capability");
  for (const char *K : {"sm_count", "core_clock_mhz"})
    W.line("", K, num(F.Values.at(K)), F.How.at(K));

  std::vector<std::string> Prov = provisionalKeys(F, Base);
  std::optional<std::vector<unsigned>> Carveout = fittedCarveout(F, Base);
  if (Carveout)
    addProvisional(Prov, F, "occupancy.carveout_kib");
  if (!Prov.empty()) {
    OS << "provisional:                      # inherited from " << Base.Name
       << ", not measured on this GPU\n";
    for (const std::string &P : Prov)
      OS << "  - " << P << "\n";
  }
  writeMeasuredSections(W, F, Base.Name, Carveout);
  if (F.HasContention)
    writeContention(W, F);
  return Out;
}

//===----------------------------------------------------------------------===//
// Synthesis
//===----------------------------------------------------------------------===//

bool occupancyRealisable(unsigned WarpsPerSM, unsigned MaxBlocksPerSM) {
  for (unsigned W = 1; W <= 32; ++W)
    if (WarpsPerSM % W == 0 && WarpsPerSM / W <= MaxBlocksPerSM)
      return true;
  return false;
}

double observableThroughput(const GPUSpec &S, double Lanes) {
  return std::min(Lanes, S.issueWarpInstrPerCycle() * S.Scheduling.WarpSize);
}

namespace {

/// Writes the results the calibration benchmarks would report on a GPU that
/// behaves exactly as its spec says, each value with multiplicative noise.
/// Rows come in the order the benchmarks print them; the noise draws follow
/// that order.
class ResultsSynthesizer {
public:
  ResultsSynthesizer(const GPUSpec &S, double Noise, uint64_t Seed,
                     raw_ostream &OS)
      : S(S), L(S.Latency), T(S.Throughput), Noise(Noise), State(Seed), OS(OS) {
    for (double N :
         {1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64, 96, 128})
      if (N <= S.Occupancy.MaxWarpsPerSM)
        ChainOccupancies.push_back(N);
  }

  void writeHeader(StringRef Date);
  void writeDeviceProperties();
  void writeChains();
  void writeILP();
  void writeStreams();
  void writeRandomAccess();
  void writeSynchronisation();

private:
  const GPUSpec &S;
  const LatencySpec &L;
  const ThroughputSpec &T;
  double Noise;
  uint64_t State;
  raw_ostream &OS;
  std::vector<double> ChainOccupancies; // warps per SM the chains run at

  double noisy(double V);
  void row(StringRef B, unsigned ILP, double W, StringRef M, double V,
           StringRef U);
  void chain(StringRef B, double Lat, double Lanes);
  double latencyAt(double X) const;
  std::pair<double, double> streamAt(double N, unsigned K) const;
};

/// splitmix64: deterministic on every platform.
double ResultsSynthesizer::noisy(double V) {
  uint64_t Z = (State += 0x9e3779b97f4a7c15ull);
  Z = (Z ^ (Z >> 30)) * 0xbf58476d1ce4e5b9ull;
  Z = (Z ^ (Z >> 27)) * 0x94d049bb133111ebull;
  Z ^= Z >> 31;
  double U = double(Z >> 11) / double(1ull << 53) * 2 - 1;
  return V * (1 + Noise * U);
}

void ResultsSynthesizer::row(StringRef B, unsigned ILP, double W, StringRef M,
                             double V, StringRef U) {
  OS << B << "," << ILP << "," << num(W) << "," << M << ","
     << formatv("{0:f4}", V) << "," << U << "\n";
}

void ResultsSynthesizer::writeHeader(StringRef Date) {
  OS << "# gpuperf-calibrate results v1 (synthesized from spec " << S.Name
     << ")\n";
  OS << "# device: synthetic " << S.Name << "\n";
  OS << "# compute_capability: " << S.CCMajor << "." << S.CCMinor << "\n";
  OS << "# sm_count: " << S.SMCount << "\n";
  OS << "# clock_mhz: " << num(S.CoreClockMHz) << "\n";
  OS << "# driver: none\n# runtime: none\n";
  OS << "# date: " << Date << "\n";
  OS << CSVColumns << "\n";
}

void ResultsSynthesizer::writeDeviceProperties() {
  const OccupancySpec &O = S.Occupancy;
  row("device", 0, 0, "max_warps_per_sm", O.MaxWarpsPerSM, "warps");
  row("device", 0, 0, "max_blocks_per_sm", O.MaxBlocksPerSM, "blocks");
  row("device", 0, 0, "max_threads_per_block", O.MaxThreadsPerBlock, "threads");
  row("device", 0, 0, "registers_per_sm", O.RegistersPerSM, "registers");
  row("device", 0, 0, "max_registers_per_block", O.MaxRegistersPerBlock,
      "registers");
  row("device", 0, 0, "shared_per_sm", O.SharedPerSM, "bytes");
  row("device", 0, 0, "max_shared_per_block", O.MaxSharedPerBlock, "bytes");
  row("device", 0, 0, "reserved_shared_per_block", O.ReservedSharedPerBlock,
      "bytes");
  row("device", 0, 0, "dram_pin_gbps", T.DRAMPinGBps, "GB/s");
}

/// A homogeneous dependent chain at each occupancy: n warps, one
/// instruction in flight each.
void ResultsSynthesizer::chain(StringRef B, double Lat, double Lanes) {
  if (Lat <= 0)
    return;
  const double W = S.Scheduling.WarpSize;
  double Thr = observableThroughput(S, Lanes);
  for (double N : ChainOccupancies) {
    double Lt = noisy(std::max(Lat, N * W / Thr));
    row(B, 1, N, "latency", Lt, "cycles");
    row(B, 1, N, "throughput", noisy(N * W / Lt), "ops/cycle/SM");
  }
}

void ResultsSynthesizer::writeChains() {
  const double W = S.Scheduling.WarpSize;
  chain("int_add", L.IntAdd, T.IntAdd);
  chain("int_mul", L.IntMul, T.IntMul);
  chain("int_mad", L.IntMad, T.IntMul);
  chain("fp32_add", L.FP32Add, T.FP32);
  chain("fp32_mul", L.FP32Mul, T.FP32);
  chain("fp32_fma", L.FP32Fma, T.FP32);
  if (T.FP64 > 0) {
    chain("fp64_add", L.FP64Add, T.FP64);
    chain("fp64_mul", L.FP64Mul, T.FP64);
    chain("fp64_fma", L.FP64Fma, T.FP64);
  }
  chain("cvt", L.Conversion, T.Conversion);
  chain("rcp", L.Rcp, T.SFU);
  chain("sqrt", L.Sqrt, T.SFU);
  chain("rsqrt", L.Rsqrt, T.SFU);
  chain("sin", L.SinCos, T.SFU);
  chain("lg2", L.Lg2, T.SFU);
  chain("ex2", L.Ex2, T.SFU);
  chain("fp32_div", L.FP32Div, T.FP32 / 8);
  chain("int_div", L.IntDiv, T.IntMul / 8);
  chain("int_rem", L.IntRem, T.IntMul / 8);
  chain("shared", L.Shared,
        W / (T.SharedCyclesPerAccess * sharedWavefronts(S)));
  chain("const_chase", L.Constant, W);
  chain("l1_chase", L.L1Hit, T.LSU);
  chain("l2_chase", L.L2Hit, T.LSU);
}

/// One warp, k independent fp32 adds per step.
void ResultsSynthesizer::writeILP() {
  for (unsigned K : {1, 2, 4, 8, 16, 32})
    row("ilp", K, 1, "latency",
        noisy(std::max(L.FP32Add, K * S.Scheduling.ILPLatency)), "cycles");
}

/// DRAM latency at X GB/s: the contention model, or a constant latency.
double ResultsSynthesizer::latencyAt(double X) const {
  return S.HasContention
             ? S.Contention.A + S.Contention.B * X / (S.Contention.C - X)
             : L.DRAM;
}

/// Demand and mean latency of n warps x k loads in flight: Little's law
/// against latencyAt, capped at the measured peak.
std::pair<double, double> ResultsSynthesizer::streamAt(double N,
                                                       unsigned K) const {
  const double BytesPerCycleToGBps =
      S.SMCount * S.CoreClockMHz / 1000.0;           // per SM B/cycle -> GB/s
  double Demand = N * K * 128 * BytesPerCycleToGBps; // GB/s x cycles
  double Hi = S.HasContention ? std::min(S.Contention.C, 1e12) : 1e12;
  double Lo = 0;
  for (int I = 0; I < 200; ++I) {
    double M = (Lo + Hi) / 2;
    (M < Demand / latencyAt(M) ? Lo : Hi) = M;
  }
  double X = std::min(Lo, T.DRAMMeasuredGBps);
  return std::make_pair(Demand, X < Lo ? Demand / X : latencyAt(X));
}

/// memory.cu's sweep: every occupancy it can set up, ILP 1 to 8, each
/// configuration StreamRepeats times; then the L2 stream.
void ResultsSynthesizer::writeStreams() {
  const OccupancySpec &O = S.Occupancy;
  for (unsigned Rep = 0; Rep < StreamRepeats; ++Rep)
    for (unsigned K = 1; K <= 8; ++K)
      for (unsigned N = 1; N <= O.MaxWarpsPerSM; ++N) {
        if (!occupancyRealisable(N, O.MaxBlocksPerSM))
          continue;
        auto [Demand, Lat] = streamAt(N, K);
        double LN = noisy(Lat);
        row("stream", K, N, "latency", LN, "cycles");
        // Throughput and latency come from the same timestamps (Little's
        // law).
        row("stream", K, N, "gbps", Demand / LN, "GB/s");
      }
  if (T.L2GBps > 0)
    for (unsigned K : {1, 4})
      row("l2_stream", K, O.MaxWarpsPerSM, "gbps", noisy(T.L2GBps), "GB/s");
}

/// memory.cu runs the random access at warps x ILP <= 8, four times each.
void ResultsSynthesizer::writeRandomAccess() {
  if (!(L.ExtraTransaction > 0))
    return;
  for (int Rep = 0; Rep < 4; ++Rep)
    for (unsigned K : {1, 2, 4, 8})
      for (double N : {1, 2, 3, 4, 6, 8})
        if (N * K <= 8 && N <= S.Occupancy.MaxWarpsPerSM)
          // The stream latency at the same load (unloaded DRAM latency plus
          // any contention) plus the extra transactions of a divergent load.
          row("random", K, N, "latency",
              noisy(streamAt(N, K).second +
                    (32 - S.Memory.coalescedTransactions()) *
                        L.ExtraTransaction),
              "cycles");
}

void ResultsSynthesizer::writeSynchronisation() {
  for (double N : {1, 2, 4, 8})
    row("barrier", 1, N, "cycles", noisy(L.Barrier), "cycles");
  for (double N : {1, 2})
    row("block_launch", 1, N, "cycles", noisy(L.BlockLaunch), "cycles");
}

} // namespace

std::string synthesizeResults(const GPUSpec &S, double Noise, uint64_t Seed,
                              StringRef Date) {
  std::string Out;
  raw_string_ostream OS(Out);
  ResultsSynthesizer Syn(S, Noise, Seed, OS);
  Syn.writeHeader(Date);
  Syn.writeDeviceProperties();
  Syn.writeChains();
  Syn.writeILP();
  Syn.writeStreams();
  Syn.writeRandomAccess();
  Syn.writeSynchronisation();
  return Out;
}

} // namespace gpuperf::calib
