//===- AssumedBinsTest.cpp - Sampled random-bin requests vs exact means ---===//
//
// --assume-access LOC=random:K prices an access whose lanes each pick one of
// K consecutive elements, independently and equally likely, as the average
// of sampled warp requests (Symbolic/WarpPattern.h, AssumedBinSamples). The
// exact expectations are computable: for n lanes over cells with
// probabilities p_c, P(no cell gets more than m lanes) =
// n! [x^n] prod_c sum_{j<=m} (p_c x)^j / j!. The oracle compares the
// sampled averages with them: the most lanes on one element (the
// same-address serialisation of atomics) and, for shared atomics, the most
// lanes in one bank (their wavefronts: every lane of a bank is served in
// turn), and the distinct sectors of a global request.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Symbolic/WarpPattern.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpuperf;

namespace {
/// E[max over cells of the lanes in a cell], n lanes, cell probabilities P.
double expectedMaxLoad(const std::vector<double> &P, unsigned N) {
  std::vector<double> Fact(N + 1, 1);
  for (unsigned I = 1; I <= N; ++I)
    Fact[I] = Fact[I - 1] * I;
  double Mean = 0, Below = 0; // Below: P(max <= m - 1)
  for (unsigned M = 1; M <= N; ++M) {
    std::vector<double> Poly(N + 1, 0);
    Poly[0] = 1;
    for (double Pc : P) {
      std::vector<double> Term(M + 1), Next(N + 1, 0);
      for (unsigned J = 0; J <= M; ++J)
        Term[J] = std::pow(Pc, J) / Fact[J];
      for (unsigned D = 0; D <= N; ++D)
        for (unsigned J = 0; J <= M && D + J <= N; ++J)
          Next[D + J] += Poly[D] * Term[J];
      Poly = std::move(Next);
    }
    double AtMost = Poly[N] * Fact[N];
    Mean += M * (AtMost - Below);
    Below = AtMost;
  }
  return Mean;
}

/// The cost of random:K on a V100-like spec, one full warp per block.
AccessInfo costOf(int64_t Bins, unsigned Bytes, MemorySpace Space) {
  GPUSpec Spec;
  Spec.Memory = {CoalescingRule::Sectors, 32, 128};
  Spec.Throughput.SharedBanks = 32;
  Spec.Throughput.SharedBankBytes = 4;
  AssumedPattern P{AssumedPattern::Bins, Bins};
  LanePatterns L = assumedPatterns(P, Dim3{256, 1, 1}, Bytes);
  AccessInfo A;
  A.Kind = AccessKind::Atomic;
  A.Space = Space;
  classifyPatterns(L, Space, Spec, A);
  return A;
}
} // namespace

TEST(AssumedBins, SameAddressLanesMatchTheExactMean) {
  for (int64_t K : {1, 2, 7, 32, 100, 256, 4096}) {
    double Exact = expectedMaxLoad(std::vector<double>(K, 1.0 / K), 32);
    AccessInfo A = costOf(K, 4, MemorySpace::Global);
    EXPECT_NEAR(A.SameAddressLanes, Exact, 0.03 * Exact) << "K = " << K;
  }
}

TEST(AssumedBins, SharedAtomicWavefrontsAreTheFullestBank) {
  for (int64_t K : {2, 32, 48, 100, 256}) {
    // 4-byte elements: element e is in bank e mod 32.
    std::vector<double> Bank(32, 0);
    for (int64_t E = 0; E < K; ++E)
      Bank[E % 32] += 1.0 / K;
    double Exact = expectedMaxLoad(Bank, 32);
    AccessInfo A = costOf(K, 4, MemorySpace::Shared);
    EXPECT_NEAR(A.BankConflictWays, Exact, 0.03 * Exact) << "K = " << K;
    EXPECT_EQ(A.IdealWavefronts, 1);
  }
}

TEST(AssumedBins, GlobalSectorsAreTheDistinctSectorsHit) {
  // 4-byte elements, 8 per sector: with S equally likely sectors, the
  // expected distinct ones of 32 lanes are S (1 - (1 - 1/S)^32).
  for (int64_t K : {8, 64, 256, 8192}) {
    double S = double(K) / 8;
    double Exact = S * (1 - std::pow(1 - 1 / S, 32));
    AccessInfo A = costOf(K, 4, MemorySpace::Global);
    EXPECT_NEAR(A.SectorsPerRequest, Exact, 0.03 * Exact) << "K = " << K;
  }
}

TEST(AssumedBins, ParsedFromTheAssumeAccessValue) {
  auto P = parseAssumedPattern("random:256");
  ASSERT_TRUE(P);
  EXPECT_EQ(P->K, AssumedPattern::Bins);
  EXPECT_EQ(P->BinCount, 256);
  EXPECT_EQ(parseAssumedPattern("distinct")->K, AssumedPattern::Scattered);
  EXPECT_EQ(parseAssumedPattern("random")->K, AssumedPattern::Scattered);
  EXPECT_FALSE(parseAssumedPattern("random:0"));
  EXPECT_FALSE(parseAssumedPattern("random:-3"));
  EXPECT_FALSE(parseAssumedPattern("random:4294967296"));
  EXPECT_FALSE(parseAssumedPattern("random:"));
  EXPECT_FALSE(parseAssumedPattern("bins"));
}
