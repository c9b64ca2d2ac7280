//===- CalibrationFitTest.cpp - calibrate --fit round trips ---------------===//
//
// A CSV synthesised from a spec's parameters (mean warp latency per step =
// max(latency, n*32/throughput), streaming by Volkov's contention model,
// +-1% deterministic noise) must fit back to those parameters within 2%.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Calibration/Calibration.h"
#include "gpuperf/Hardware/SpecParser.h"
#include "gpuperf/Hardware/SpecRegistry.h"

#include "gtest/gtest.h"

#include <cmath>
#include <set>
#include <tuple>

using namespace gpuperf;
using namespace gpuperf::calib;

namespace {

static_assert(StreamRepeats == 16,
              "memory.cu's STREAM_REPEATS (checked by "
              "test/CLI/calibrate-emit.test) must change with it");

GPUSpec builtin(const char *Name) {
  auto S = SpecRegistry::builtin().lookup(Name);
  EXPECT_TRUE(bool(S)) << Name;
  return S ? *S : GPUSpec();
}

double relErr(double Got, double Want) {
  return std::fabs(Got - Want) / std::fabs(Want);
}

/// Expected measurable value of each fitted key.
std::map<std::string, double> expected(const GPUSpec &S) {
  const LatencySpec &L = S.Latency;
  const ThroughputSpec &T = S.Throughput;
  std::map<std::string, double> E = {
      {"latency.int_add", L.IntAdd},
      {"latency.int_mul", L.IntMul},
      {"latency.int_mad", L.IntMad},
      {"latency.fp32_add", L.FP32Add},
      {"latency.fp32_mul", L.FP32Mul},
      {"latency.fp32_fma", L.FP32Fma},
      {"latency.conversion", L.Conversion},
      {"latency.rcp", L.Rcp},
      {"latency.sqrt", L.Sqrt},
      {"latency.rsqrt", L.Rsqrt},
      {"latency.sincos", L.SinCos},
      {"latency.lg2", L.Lg2},
      {"latency.ex2", L.Ex2},
      {"latency.fp32_div", L.FP32Div},
      {"latency.int_div", L.IntDiv},
      {"latency.int_rem", L.IntRem},
      {"latency.shared", L.Shared},
      {"latency.constant", L.Constant},
      {"latency.l1_hit", L.L1Hit},
      {"latency.l2_hit", L.L2Hit},
      {"latency.barrier", L.Barrier},
      {"latency.block_launch", L.BlockLaunch},
      {"latency.extra_transaction", L.ExtraTransaction},
      {"scheduling.ilp_latency", S.Scheduling.ILPLatency},
      {"throughput.int_add", observableThroughput(S, T.IntAdd)},
      {"throughput.int_mul", observableThroughput(S, T.IntMul)},
      {"throughput.fp32", observableThroughput(S, T.FP32)},
      {"throughput.sfu", observableThroughput(S, T.SFU)},
      {"throughput.conversion", observableThroughput(S, T.Conversion)},
      {"throughput.shared_cycles_per_access", T.SharedCyclesPerAccess},
      {"throughput.dram_measured_gbps", T.DRAMMeasuredGBps},
      {"throughput.dram_pin_gbps", T.DRAMPinGBps},
      {"occupancy.max_warps_per_sm", double(S.Occupancy.MaxWarpsPerSM)},
      {"occupancy.shared_per_sm", double(S.Occupancy.SharedPerSM)},
      {"sm_count", double(S.SMCount)},
      {"core_clock_mhz", S.CoreClockMHz},
  };
  if (T.FP64 > 0) {
    E["latency.fp64_add"] = L.FP64Add;
    E["latency.fp64_fma"] = L.FP64Fma;
    E["throughput.fp64"] = observableThroughput(S, T.FP64);
  }
  if (T.L2GBps > 0)
    E["throughput.l2_gbps"] = T.L2GBps;
  // Unloaded latency: with a contention model, the n = 1 sample sits at
  // a + b x/(c - x) for a tiny x, which is the thesis' 'stream' latency.
  E["latency.dram"] = L.DRAM;
  return E;
}

/// \p WithoutContention drops a derived (effective) contention fit, whose a
/// holds more than the unloaded latency a microbenchmark would measure
/// (gpu-specs/README.md, "Derived fits"): the round trip then checks the
/// fitter on what the benchmarks would see.
void roundTrip(const char *Name, double Noise, double Tol,
               bool WithoutContention = false) {
  GPUSpec S = builtin(Name);
  if (WithoutContention)
    S.HasContention = false;
  std::string CSV = synthesizeResults(S, Noise, 7);
  auto R = parseResults(CSV, "synthetic.csv");
  ASSERT_TRUE(bool(R)) << toString(R.takeError());
  auto F = fitResults(*R, S);
  ASSERT_TRUE(bool(F)) << toString(F.takeError());
  double Worst = 0;
  std::string WorstKey;
  for (auto &[K, Want] : expected(S)) {
    if (Want == 0)
      continue;
    auto It = F->Values.find(K);
    ASSERT_NE(It, F->Values.end()) << Name << ": " << K << " not fitted";
    double E = relErr(It->second, Want);
    EXPECT_LE(E, Tol) << Name << " " << K << ": fitted " << It->second
                      << ", spec " << Want;
    if (E > Worst)
      Worst = E, WorstKey = K;
  }
  std::printf("[ roundtrip ] %s noise %.1f%%: worst %s %.3f%%\n", Name,
              Noise * 100, WorstKey.c_str(), Worst * 100);
  if (S.HasContention) {
    ASSERT_TRUE(F->HasContention) << Name;
    double EA = relErr(F->Contention.A, S.Contention.A),
           EB = relErr(F->Contention.B, S.Contention.B),
           EC = relErr(F->Contention.C, S.Contention.C);
    std::printf("[ roundtrip ] %s contention a %.2f (%.3f%%) b %.2f (%.3f%%) c "
                "%.2f (%.3f%%)\n",
                Name, F->Contention.A, EA * 100, F->Contention.B, EB * 100,
                F->Contention.C, EC * 100);
    EXPECT_LE(EA, Tol);
    EXPECT_LE(EB, Tol);
    EXPECT_LE(EC, Tol);
  }
  // The written spec validates and reads back the fitted values.
  std::string YAML = writeSpecYAML(*F, S, "roundtrip", "synthetic.csv");
  auto P = parseSpec(YAML, "roundtrip.yaml",
                     [&](llvm::StringRef B) -> llvm::Expected<GPUSpec> {
                       return SpecRegistry::builtin().lookup(B);
                     });
  ASSERT_TRUE(bool(P)) << toString(P.takeError()) << "\n" << YAML;
  EXPECT_NEAR(P->Latency.FP32Add, F->Values.at("latency.fp32_add"), 1e-3);
  EXPECT_EQ(P->HasContention, F->HasContention);
  // Every numeric line of the sections carries its source.
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  llvm::StringRef(YAML).split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    auto [Key, Val] = L.split(':');
    double D;
    if (!L.starts_with("#") && !Val.empty() &&
        !Val.split('#').first.trim().getAsDouble(D)) {
      EXPECT_TRUE(L.contains("# source: measured on synthetic " +
                             std::string(Name) + ", 2000-01-01") ||
                  L.contains("# source: provisional"))
          << L.str();
    }
  }
}

TEST(CalibrateFit, RoundTripH100) {
  roundTrip("h100", 0.01, 0.02, /*WithoutContention=*/true);
}
TEST(CalibrateFit, RoundTripGTX680WithContention) {
  roundTrip("gtx680", 0.01, 0.02);
}

TEST(CalibrateFit, ContentionRoundTripOverNoiseSeeds) {
  // The curvature b of a + b*x/(c-x) is the least determined parameter: the
  // samples stop at the measured peak (~0.9c), where b and c trade off. Its
  // error is the noise of the stream means (memory.cu repeats every
  // configuration StreamRepeats times), so every seed of every GPU with a
  // Table 6.5 curve must fit within 2%, not one lucky seed.
  for (const char *Name : {"8800gtx", "gtx280", "gtx480", "gtx680", "gtx980"}) {
    GPUSpec S = builtin(Name);
    ASSERT_TRUE(S.HasContention) << Name;
    double WorstB = 0;
    for (uint64_t Seed = 1; Seed <= 20; ++Seed) {
      auto R = parseResults(synthesizeResults(S, 0.01, Seed), "s.csv");
      ASSERT_TRUE(bool(R)) << toString(R.takeError());
      auto F = fitResults(*R, S);
      ASSERT_TRUE(bool(F)) << toString(F.takeError());
      ASSERT_TRUE(F->HasContention) << Name << " seed " << Seed;
      EXPECT_LE(relErr(F->Contention.A, S.Contention.A), 0.02) << Name << Seed;
      EXPECT_LE(relErr(F->Contention.B, S.Contention.B), 0.02) << Name << Seed;
      EXPECT_LE(relErr(F->Contention.C, S.Contention.C), 0.02) << Name << Seed;
      WorstB = std::max(WorstB, relErr(F->Contention.B, S.Contention.B));
    }
    std::printf("[ roundtrip ] %s contention b worst over 20 seeds %.3f%%\n",
                Name, WorstB * 100);
  }
}

TEST(CalibrateFit, SingleRunsCannotPinTheCurvature) {
  // Why the repeats: fitted from one run per configuration (the 'stream'
  // rows of the first repeat only), b misses 2% for some seed.
  GPUSpec S = builtin("gtx680");
  double WorstB = 0;
  for (uint64_t Seed = 1; Seed <= 20; ++Seed) {
    auto R = parseResults(synthesizeResults(S, 0.01, Seed), "s.csv");
    ASSERT_TRUE(bool(R));
    std::set<std::tuple<unsigned, double, std::string>> Seen;
    llvm::erase_if(R->Samples, [&](const Sample &X) {
      return X.Benchmark == "stream" &&
             !Seen.insert({X.ILP, X.WarpsPerSM, X.Metric}).second;
    });
    auto F = fitResults(*R, S);
    ASSERT_TRUE(bool(F) && F->HasContention);
    WorstB = std::max(WorstB, relErr(F->Contention.B, S.Contention.B));
  }
  EXPECT_GT(WorstB, 0.02);
}

TEST(CalibrateFit, OtherArchBaseWritesConsistentOccupancy) {
  // A 48 KiB device (gtx680) fitted against h100 (carveouts up to 228 KiB):
  // the written carveout steps must not exceed the measured shared_per_sm,
  // and the spec must validate.
  for (const char *Dev : {"gtx680", "gtx980", "v100"}) {
    GPUSpec S = builtin(Dev), Base = builtin("h100");
    auto R = parseResults(synthesizeResults(S, 0.01, 7), "synthetic.csv");
    ASSERT_TRUE(bool(R)) << toString(R.takeError());
    auto F = fitResults(*R, Base);
    ASSERT_TRUE(bool(F)) << toString(F.takeError());
    std::string YAML = writeSpecYAML(*F, Base, "other", "synthetic.csv");
    auto P = parseSpec(YAML, "other.yaml",
                       [&](llvm::StringRef B) -> llvm::Expected<GPUSpec> {
                         return SpecRegistry::builtin().lookup(B);
                       });
    ASSERT_TRUE(bool(P)) << Dev << ": " << toString(P.takeError()) << "\n"
                         << YAML;
    EXPECT_EQ(P->Occupancy.SharedPerSM, S.Occupancy.SharedPerSM) << Dev;
    EXPECT_EQ(P->Occupancy.MaxSharedPerBlock, S.Occupancy.MaxSharedPerBlock)
        << Dev;
    for (unsigned KiB : P->Occupancy.CarveoutKiB)
      EXPECT_LE(KiB * 1024u, P->Occupancy.SharedPerSM) << Dev;
    ASSERT_FALSE(P->Occupancy.CarveoutKiB.empty()) << Dev;
    EXPECT_EQ(P->Occupancy.CarveoutKiB.back() * 1024u, P->Occupancy.SharedPerSM)
        << Dev;
    EXPECT_TRUE(llvm::is_contained(P->Provisional, "occupancy.carveout_kib"))
        << Dev;
  }
}

TEST(CalibrateFit, ExactContentionFitIsExact) {
  // Noise-free samples of Kepler's Table 6.5 curve, plus saturated samples
  // above it (throughput capped, latency growing by Little's law).
  std::vector<std::pair<double, double>> P;
  for (double X = 4; X < 150; X += 7)
    P.push_back({X, 300 + 32 * X / (170 - X)});
  for (double L : {700, 900, 1200})
    P.push_back({154, L});
  P.push_back({154, 300 + 32 * 154.0 / 16});
  auto F = fitContention(P);
  ASSERT_TRUE(bool(F));
  EXPECT_NEAR(F->A, 300, 0.3);
  EXPECT_NEAR(F->B, 32, 0.1);
  EXPECT_NEAR(F->C, 170, 0.1);
}

TEST(CalibrateFit, NoiseBeyondToleranceIsDetected) {
  // The comparison can fail: with 10% noise the h100 round trip leaves 2%.
  GPUSpec S = builtin("h100");
  auto R = parseResults(synthesizeResults(S, 0.10, 7), "noisy.csv");
  ASSERT_TRUE(bool(R));
  auto F = fitResults(*R, S);
  ASSERT_TRUE(bool(F));
  double Worst = 0;
  for (auto &[K, Want] : expected(S))
    if (Want != 0 && F->Values.count(K))
      Worst = std::max(Worst, relErr(F->Values.at(K), Want));
  EXPECT_GT(Worst, 0.02);
}

TEST(CalibrateFit, MalformedRowsAreErrors) {
  std::string Head =
      "# device: x\n# date: d\n# sm_count: 1\n# clock_mhz: 1000\n"
      "# compute_capability: "
      "9.0\nbenchmark,ilp,warps_per_sm,metric,value,unit\n";
  auto Bad = parseResults(Head + "fp32_add,1,1,latency,abc,cycles\n", "b.csv");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(toString(Bad.takeError()),
            "b.csv:7: malformed row: value 'abc' is not a number");
  auto Short = parseResults(Head + "fp32_add,1,1,latency\n", "b.csv");
  ASSERT_FALSE(bool(Short));
  EXPECT_NE(toString(Short.takeError()).find("expected 6 fields"),
            std::string::npos);
  auto NoHeader = parseResults(
      "benchmark,ilp,warps_per_sm,metric,value,unit\nx,1,1,latency,1,c\n",
      "h.csv");
  ASSERT_FALSE(bool(NoHeader));
  EXPECT_NE(toString(NoHeader.takeError()).find("# device"), std::string::npos);
}

TEST(CalibrateFit, DefaultBase) {
  const auto &Specs = SpecRegistry::builtin().specs();
  EXPECT_EQ(defaultBaseFor("sm_90", Specs), "h100");
  EXPECT_EQ(defaultBaseFor("sm_30", Specs), "gtx680");
  EXPECT_EQ(defaultBaseFor("sm_120", Specs), "h100");
}

} // namespace
