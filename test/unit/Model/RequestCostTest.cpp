//===- RequestCostTest.cpp - One request's cost, by rule family -----------===//
//
// Hand-checked numbers for classic patterns; the lane-pattern oracle tests
// (test/unit/Symbolic) check the costs of computed patterns against a
// brute-force count.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Model/ThroughputBound.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace gpuperf;

TEST(RequestCost, ClassicPatterns) {
  std::vector<bool> All(32, true);
  std::vector<int64_t> Coal(32), Str2(32), Same(32, 64), Mis(32);
  for (int L = 0; L < 32; ++L) {
    Coal[L] = 4 * L;
    Str2[L] = 8 * L;
    Mis[L] = 4 + 4 * L;
  }
  MemorySpec Sec{CoalescingRule::Sectors, 32, 128};
  MemorySpec Fer{CoalescingRule::Fermi, 32, 128};
  MemorySpec GT{CoalescingRule::GT200, 32, 128};
  MemorySpec G8{CoalescingRule::G80, 32, 128};
  EXPECT_EQ(globalRequestCost(Coal, All, 4, Sec).Sectors, 4);
  EXPECT_EQ(globalRequestCost(Mis, All, 4, Sec).Sectors, 5);
  EXPECT_EQ(globalRequestCost(Mis, All, 4, Sec).IdealSectors, 4);
  EXPECT_EQ(globalRequestCost(Str2, All, 4, Sec).Sectors, 8);
  EXPECT_EQ(globalRequestCost(Mis, All, 4, Fer).Transactions, 2);
  // Fermi's stores go to the L2 in 32-byte segments, not 128-byte lines.
  EXPECT_EQ(globalRequestCost(Mis, All, 4, Fer, /*L2Only=*/true).Transactions,
            5);
  EXPECT_EQ(globalRequestCost(Str2, All, 4, Fer, /*L2Only=*/true).Transactions,
            8);
  EXPECT_EQ(globalRequestCost(Str2, All, 4, Fer).Transactions, 2);
  EXPECT_EQ(globalRequestCost(Coal, All, 4, G8).Transactions, 2);
  EXPECT_EQ(globalRequestCost(Mis, All, 4, G8).Transactions, 32);
  // GT200: each half-warp's 64 bytes, misaligned by 4: 128B segment + 32B.
  EXPECT_EQ(globalRequestCost(Mis, All, 4, GT).Transactions, 3);
  EXPECT_EQ(globalRequestCost(Same, All, 4, Sec).Sectors, 1);
  ThroughputSpec T4;
  T4.SharedBanks = 32;
  T4.SharedBankBytes = 4;
  std::vector<int64_t> Col(32), F4(32), D8(32);
  for (int L = 0; L < 32; ++L) {
    Col[L] = 128 * L; // tile[tx][0]: 32-way
    F4[L] = 16 * L;
    D8[L] = 8 * L;
  }
  EXPECT_EQ(bankConflictWays(Col, All, 4, T4), 32);
  EXPECT_EQ(bankConflictWays(Coal, All, 4, T4), 1);
  EXPECT_EQ(bankConflictWays(Same, All, 4, T4), 1); // broadcast
  EXPECT_EQ(bankConflictWays(F4, All, 16, T4), 4);  // 4 quarter-warp phases
  EXPECT_EQ(bankConflictWays(D8, All, 8, T4), 2);   // 2 half-warp phases
  EXPECT_EQ(bankConflictWays(Str2, All, 4, T4), 2); // stride 2 words
  ThroughputSpec T8 = T4;
  T8.SharedBankBytes = 8;
  EXPECT_EQ(bankConflictWays(D8, All, 8, T8), 1);
  EXPECT_EQ(bankConflictWays(Str2, All, 4, T8), 1);
}

// A global load's cycles in the L1's 16 banks of 8 bytes (V100, A100,
// H100): one row of the banks a cycle, a bank's distinct words one after
// another. Checked against a count written out per lane here.
TEST(RequestCost, L1BankWays) {
  std::vector<bool> All(32, true), Half(32, false);
  for (int L = 0; L < 16; ++L)
    Half[L] = true;
  ThroughputSpec T;
  EXPECT_EQ(l1BankWays({0, 4}, {true, true}, 4, T), 0); // not modelled
  T.L1Banks = 16;
  T.L1BankBytes = 8;
  auto lanes = [](int64_t Start, int64_t Stride) {
    std::vector<int64_t> Off(32);
    for (int L = 0; L < 32; ++L)
      Off[L] = Start + Stride * L;
    return Off;
  };
  // The most distinct 8-byte words in one bank, the whole warp at once.
  auto perLane = [](const std::vector<int64_t> &Off,
                    const std::vector<bool> &Act, unsigned Bytes) {
    std::map<int64_t, std::set<int64_t>> Bank;
    for (size_t L = 0; L < Off.size(); ++L)
      for (int64_t B = Off[L]; Act[L] && B < Off[L] + Bytes; B += 4)
        Bank[(B / 8) % 16].insert(B / 8);
    size_t Most = 0;
    for (auto &[K, Words] : Bank)
      Most = std::max(Most, Words.size());
    return double(Most);
  };
  for (int64_t Stride : {0, 4, 8, 12, 16, 64, 128, 132, 16384}) {
    std::vector<int64_t> Off = lanes(0, Stride);
    EXPECT_EQ(l1BankWays(Off, All, 4, T), perLane(Off, All, 4)) << Stride;
    EXPECT_EQ(l1BankWays(Off, Half, 4, T), perLane(Off, Half, 4)) << Stride;
  }
  EXPECT_EQ(l1BankWays(lanes(0, 4), All, 4, T), 1);       // one row
  EXPECT_EQ(l1BankWays(lanes(4, 4), All, 4, T), 2);       // two lines
  EXPECT_EQ(l1BankWays(lanes(0, 128), All, 4, T), 32);    // a column
  EXPECT_EQ(l1BankWays(lanes(0, 16384), Half, 4, T), 16); // half a column
  EXPECT_EQ(l1BankWays(lanes(0, 8), All, 8, T), 2);       // 256 B, 2 phases
  EXPECT_EQ(l1BankWays(lanes(0, 16), All, 16, T), 4);     // 512 B, 4 phases
  EXPECT_EQ(l1BankWays(lanes(0, 128), All, 8, T), 32);
}

// DRAM bytes per request follow what the memory system moves: on compute
// capability 1.0/1.1 a misaligned half-warp is 16 transactions of 32 bytes
// (512 B per half-warp, 1 KiB per warp), not the 5 sectors its lanes touch;
// an aligned one is one 64-byte segment per half-warp. Sector GPUs move the
// sectors touched.
TEST(RequestCost, DramBytesFollowG80Transactions) {
  std::vector<bool> All(32, true);
  std::vector<int64_t> Coal(32), Mis(32);
  for (int L = 0; L < 32; ++L) {
    Coal[L] = 4 * L;
    Mis[L] = 4 + 4 * L;
  }
  GPUSpec G80, Sectors;
  G80.Memory = MemorySpec{CoalescingRule::G80, 32, 128};
  Sectors.Memory = MemorySpec{CoalescingRule::Sectors, 32, 128};
  auto bytes = [](const std::vector<int64_t> &Off, const std::vector<bool> &A,
                  const GPUSpec &S) {
    RequestCost C = globalRequestCost(Off, A, 4, S.Memory);
    AccessInfo AI;
    AI.Space = MemorySpace::Global;
    AI.SectorsPerRequest = C.Sectors;
    AI.TransactionsPerRequest = C.Transactions;
    return dramBytesPerRequest(AI, S);
  };
  EXPECT_EQ(bytes(Coal, All, G80), 128);
  EXPECT_EQ(bytes(Mis, All, G80), 32 * 32);
  EXPECT_EQ(bytes(Mis, All, Sectors), 5 * 32);
  // Half the lanes active, misaligned: 8 transactions per half-warp.
  std::vector<bool> Even(32);
  for (int L = 0; L < 32; ++L)
    Even[L] = L % 2 == 0;
  EXPECT_EQ(bytes(Mis, Even, G80), 16 * 32);
}

// On Fermi a load fills 128-byte L1 lines; a store moves the L2's 32-byte
// segments it touches: a misaligned warp store 5 x 32 B, not 2 x 128 B.
TEST(RequestCost, DramBytesOfFermiStoresAreSegments) {
  std::vector<bool> All(32, true);
  std::vector<int64_t> Mis(32);
  for (int L = 0; L < 32; ++L)
    Mis[L] = 4 + 4 * L;
  GPUSpec Fermi;
  Fermi.Memory = MemorySpec{CoalescingRule::Fermi, 32, 128};
  for (AccessKind K : {AccessKind::Load, AccessKind::Store}) {
    RequestCost C = globalRequestCost(Mis, All, 4, Fermi.Memory,
                                      /*L2Only=*/K != AccessKind::Load);
    AccessInfo AI;
    AI.Space = MemorySpace::Global;
    AI.Kind = K;
    AI.SectorsPerRequest = C.Sectors;
    AI.TransactionsPerRequest = C.Transactions;
    EXPECT_EQ(dramBytesPerRequest(AI, Fermi),
              K == AccessKind::Load ? 2 * 128 : 5 * 32);
  }
}

// The load/store path moves a request's distinct words: a broadcast one, a
// full warp of 4-byte lanes 32, of 16-byte lanes 128, whatever their
// spacing; a lane straddling two words counts both.
TEST(RequestCost, DistinctWordsCountABroadcastOnce) {
  std::vector<bool> All(32, true), Half(32, false);
  std::vector<int64_t> Coal(32), Str2(32), Same(32, 64), Odd(32), F4(32);
  for (int L = 0; L < 32; ++L) {
    Coal[L] = 4 * L;
    Str2[L] = 8 * L;
    Odd[L] = 2 + 4 * L;
    F4[L] = 16 * L;
    Half[L] = L < 16;
  }
  EXPECT_EQ(distinctWords(Same, All, 4), 1u);
  EXPECT_EQ(distinctWords(Same, All, 16), 4u);
  EXPECT_EQ(distinctWords(Coal, All, 4), 32u);
  EXPECT_EQ(distinctWords(Str2, All, 4), 32u);
  EXPECT_EQ(distinctWords(F4, All, 16), 128u);
  EXPECT_EQ(distinctWords(Coal, Half, 4), 16u);
  EXPECT_EQ(distinctWords(Odd, All, 4), 33u);
  MemorySpec Sec{CoalescingRule::Sectors, 32, 128};
  EXPECT_EQ(globalRequestCost(Coal, All, 4, Sec).Words, 32);
  EXPECT_EQ(globalRequestCost(Same, All, 4, Sec).Words, 1);
}

// The LSU row: each request costs its words over the spec's words per cycle,
// at least one cycle, each request on its own: a warp whose requests are a
// broadcast (1 word) or a full warp's (32 words) half the time each takes
// (1 + 2) / 2 cycles on GA102's 16 words a cycle, not max(1, 16.5 / 16).
// A store's words are its lanes', broadcast or not.
TEST(RequestCost, LsuCyclesAreFlooredPerRequest) {
  GPUSpec S;
  S.Scheduling.WarpSize = 32;
  S.Throughput.LSU = 16;
  std::vector<bool> All(32, true);
  std::vector<int64_t> Same(32, 0), Coal(32);
  for (int L = 0; L < 32; ++L)
    Coal[L] = 4 * L;
  LanePatterns P;
  P.Bytes = 4;
  WarpRequestVariants W;
  W.Active = All;
  W.Variants = {Same, Coal};
  P.Warps = {W};
  AccessInfo Load;
  Load.Space = MemorySpace::Shared;
  classifyPatterns(P, MemorySpace::Shared, S, Load);
  EXPECT_DOUBLE_EQ(Load.WordsPerRequest, (1 + 32) / 2.0);
  EXPECT_DOUBLE_EQ(Load.LSUCyclesPerRequest, (1 + 2) / 2.0);
  AccessInfo Store;
  Store.Kind = AccessKind::Store;
  classifyPatterns(P, MemorySpace::Shared, S, Store);
  EXPECT_DOUBLE_EQ(Store.WordsPerRequest, 32);
  EXPECT_DOUBLE_EQ(Store.LSUCyclesPerRequest, 2);
  // The LSU row sums the requests' cycles: 8 broadcasts and one full
  // warp's load a k-step, V03's, take 8 + 2 cycles.
  AccessInfo Broadcast = Load, Distinct = Load;
  Broadcast.LSUCyclesPerRequest = 1;
  Distinct.LSUCyclesPerRequest = 2;
  WarpWorkload Wk;
  Wk.Requests = {{0, 8}, {1, 1}};
  S.SMCount = 1;
  S.CoreClockMHz = 1000;
  std::vector<ResourceBound> Rows = throughputBound(Wk, {Broadcast, Distinct}, S);
  auto Lsu = std::find_if(Rows.begin(), Rows.end(), [](const auto &R) {
    return R.Resource == Resource::LSU;
  });
  ASSERT_NE(Lsu, Rows.end());
  EXPECT_DOUBLE_EQ(Lsu->CyclesPerWarp, 8 * 1 + 1 * 2);
}
