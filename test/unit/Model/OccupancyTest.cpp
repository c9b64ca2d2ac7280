//===- OccupancyTest.cpp - The occupancy calculator's rules, case by case -===//
//
// Each case writes out the arithmetic; the spec values are those of the
// built-in gpu-specs/*.yaml (registers per SM, allocation unit, etc.).
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Hardware/SpecRegistry.h"

#include <gtest/gtest.h>

using namespace gpuperf;

namespace {
struct Case {
  const char *GPU;
  unsigned Threads, Regs, Smem, Barriers;
  bool Possible;
  unsigned Blocks, Warps;
  OccupancyLimiter Limiter;
  const char *Arithmetic;
};

using L = OccupancyLimiter;
const Case Cases[] = {
    // --- CC 9.0 (H100): 64 warps, 32 blocks, 64K regs in 4 sub-partitions,
    //     unit 256; 228 KiB shared, unit 128, 1 KiB reserved per block.
    {"h100", 256, 32, 0, 0, true, 8, 64, L::Warps,
     "W=8: warps 64/8=8; regs 32*32=1024/warp, 16384/1024=16 per subpart x4=64 "
     "warps "
     "-> 8 blocks (tie, warps first)"},
    {"h100", 256, 64, 0, 0, true, 4, 32, L::Registers,
     "2048 regs/warp: 16384/2048=8 per subpart x4=32 warps -> 32/8=4 blocks"},
    {"h100", 128, 255, 0, 0, true, 2, 8, L::Registers,
     "255*32=8160 -> 8192/warp: 16384/8192=2 x4=8 warps -> 8/4=2 blocks"},
    {"h100", 32, 16, 0, 0, true, 32, 32, L::Blocks,
     "W=1: warps 64, regs 128 warps, shared 233472/1024=228, blocks 32"},
    {"h100", 256, 32, 49152, 0, true, 4, 32, L::Shared,
     "49152+1024=50176 (multiple of 128): 233472/50176=4.65 -> 4 blocks"},
    {"h100", 1024, 32, 0, 0, true, 2, 64, L::Warps,
     "W=32: warps 64/32=2; regs 64 warps/32=2 (tie, warps first)"},
    {"h100", 1024, 65, 0, 0, false, 0, 0, L::Warps,
     "65*32=2080 -> 2304/warp x 32 warps = 73728 > 65536 registers per block"},
    {"h100", 2048, 16, 0, 0, false, 0, 0, L::Warps,
     "2048 threads > 1024 per block"},
    {"h100", 256, 16, 232449, 0, false, 0, 0, L::Warps,
     "232449 B > 232448 B per block"},
    {"h100", 64, 16, 0, 1, true, 32, 64, L::Warps,
     "W=2: warps 64/2=32, regs 64, shared 228, barriers 64/1=64, blocks 32 "
     "(tie, warps "
     "first)"},
    {"h100", 64, 16, 0, 3, true, 21, 42, L::Barriers,
     "3 barriers per block: 64/3=21 blocks; others >= 32"},
    // --- CC 8.0 (A100): 164 KiB shared, 163 KiB per block, 1 KiB reserved.
    {"a100", 256, 32, 102400, 0, true, 1, 8, L::Shared,
     "102400+1024=103424: 167936/103424=1.62 -> 1 block"},
    {"a100", 128, 40, 0, 0, true, 12, 48, L::Registers,
     "40*32=1280/warp: 16384/1280=12 x4=48 warps -> 48/4=12 blocks (warps 16)"},
    {"a100", 96, 32, 0, 0, true, 21, 63, L::Warps,
     "W=3: warps 64/3=21; regs 64 warps/3=21 (tie, warps first)"},
    // --- CC 8.9 (RTX 4090, L40S: the L40's limits): 48 warps, 24 blocks.
    {"rtx4090", 32, 16, 0, 0, true, 24, 24, L::Blocks,
     "W=1: warps 48, regs 128 warps, blocks 24"},
    {"l40s", 512, 32, 0, 0, true, 3, 48, L::Warps,
     "W=16: warps 48/16=3; regs 64 warps/16=4"},
    // --- CC 8.6 (RTX A6000): 48 warps, 16 blocks, 100 KiB shared.
    {"rtxa6000", 32, 16, 0, 0, true, 16, 16, L::Blocks,
     "W=1: warps 48, blocks 16"},
    // --- CC 7.0 (V100): 96 KiB shared, unit 256, no reservation.
    {"v100", 256, 32, 0, 0, true, 8, 64, L::Warps, "W=8: 64/8=8; regs 64/8=8"},
    {"v100", 128, 32, 20000, 0, true, 4, 16, L::Shared,
     "20000 -> 20224 (unit 256): 98304/20224=4.86 -> 4 blocks (warps 16, regs "
     "16)"},
    {"v100", 64, 128, 0, 0, true, 8, 16, L::Registers,
     "128*32=4096/warp: 16384/4096=4 x4=16 warps -> 16/2=8 blocks"},
    // --- CC 7.5 (TITAN RTX): 32 warps, 16 blocks per SM.
    {"titanrtx", 1024, 32, 0, 0, true, 1, 32, L::Warps,
     "W=32: 32/32=1; regs 64/32=2"},
    {"titanrtx", 64, 16, 0, 0, true, 16, 32, L::Warps,
     "W=2: warps 32/2=16; blocks 16 (tie, warps first)"},
    {"titanrtx", 32, 16, 0, 0, true, 16, 16, L::Blocks,
     "W=1: warps 32, blocks 16"},
    // --- CC 6.0 (P100): registers split over 2 sub-partitions; 64 KiB shared.
    {"p100", 256, 40, 0, 0, true, 6, 48, L::Registers,
     "1280/warp: 32768/1280=25 per subpart x2=50 warps -> 50/8=6 blocks (warps "
     "8)"},
    {"p100", 512, 32, 40000, 0, true, 1, 16, L::Shared,
     "40000 -> 40192: 65536/40192=1.63 -> 1 block (warps 64/16=4)"},
    // --- CC 5.2 (GTX 980): 96 KiB shared per SM, 48 KiB per block.
    {"gtx980", 192, 32, 0, 0, true, 10, 60, L::Warps,
     "W=6: warps 64/6=10; regs 64 warps/6=10 (tie, warps first)"},
    {"gtx980", 256, 32, 49153, 0, false, 0, 0, L::Warps,
     "49153 B > 49152 B per block"},
    {"gtx980", 256, 32, 24576, 0, true, 4, 32, L::Shared,
     "98304/24576=4 blocks"},
    // --- CC 3.0 (GTX 680): 63 registers per thread at most, 16 blocks.
    {"gtx680", 128, 63, 0, 0, true, 8, 32, L::Registers,
     "63*32=2016 -> 2048/warp: 16384/2048=8 x4=32 warps -> 32/4=8 blocks"},
    {"gtx680", 128, 64, 0, 0, false, 0, 0, L::Warps,
     "64 registers > 63 per thread"},
    {"gtx680", 32, 16, 0, 0, true, 16, 16, L::Blocks,
     "W=1: warps 64, blocks 16"},
    // --- CC 2.0 (GTX 480): 48 warps, 8 blocks, 32K registers, unit 64/warp.
    {"gtx480", 256, 20, 0, 0, true, 6, 48, L::Warps,
     "640/warp: 32768/640=51 warps -> 6 blocks; warps 48/8=6 (tie, warps "
     "first)"},
    {"gtx480", 256, 21, 0, 0, true, 5, 40, L::Registers,
     "21*32=672 -> 704/warp: 32768/704=46 warps -> 46/8=5 blocks"},
    {"gtx480", 128, 10, 0, 0, true, 8, 32, L::Blocks,
     "W=4: warps 12; regs 320/warp: 102 warps -> 25; blocks 8"},
    // --- CC 1.3 (GTX 280): per-block registers, unit 512, warps in pairs;
    //     16 B of shared memory per block for parameters.
    {"gtx280", 256, 16, 0, 0, true, 4, 32, L::Warps,
     "8 warps*32*16=4096 regs/block: 16384/4096=4; warps 32/8=4 (tie)"},
    {"gtx280", 96, 20, 0, 0, true, 6, 18, L::Registers,
     "W=3 -> 4 (pairs)*32*20=2560: 16384/2560=6 blocks (warps 10)"},
    {"gtx280", 64, 10, 4000, 0, true, 4, 8, L::Shared,
     "4000+16=4016 -> 4096 (unit 512): 16384/4096=4 blocks"},
    // --- CC 1.0 (8800 GTX): 24 warps, 8K registers, unit 256 per block.
    {"8800gtx", 128, 16, 0, 0, true, 4, 16, L::Registers,
     "4*32*16=2048 regs/block: 8192/2048=4 (warps 24/4=6)"},
    {"8800gtx", 192, 10, 0, 0, true, 4, 24, L::Warps,
     "6*32*10=1920 -> 2048: 8192/2048=4; warps 24/6=4 (tie, warps first)"},
    {"8800gtx", 512, 17, 0, 0, false, 0, 0, L::Warps,
     "16*32*17=8704 regs/block > 8192 per block"},
};

class OccupancyCase : public ::testing::TestWithParam<Case> {};

TEST_P(OccupancyCase, MatchesCalculator) {
  const Case &C = GetParam();
  auto Spec = SpecRegistry::builtin().lookup(C.GPU);
  ASSERT_TRUE(bool(Spec)) << llvm::toString(Spec.takeError());
  OccupancyInput In;
  In.ThreadsPerBlock = C.Threads;
  In.RegistersPerThread = C.Regs;
  In.SharedPerBlock = C.Smem;
  In.BarriersPerBlock = C.Barriers;
  OccupancyResult R = computeOccupancy(*Spec, In);
  SCOPED_TRACE(C.Arithmetic);
  ASSERT_EQ(R.Possible, C.Possible) << R.Impossible;
  if (!C.Possible) {
    EXPECT_FALSE(R.Impossible.empty());
    return;
  }
  EXPECT_EQ(R.BlocksPerSM, C.Blocks);
  EXPECT_EQ(R.WarpsPerSM, C.Warps);
  EXPECT_EQ(limiterName(R.Limiter), limiterName(C.Limiter));
  EXPECT_DOUBLE_EQ(R.Fraction, double(C.Warps) / Spec->Occupancy.MaxWarpsPerSM);
}

INSTANTIATE_TEST_SUITE_P(Calculator, OccupancyCase, ::testing::ValuesIn(Cases));

TEST(Occupancy, CarveoutIsSmallestStepThatFits) {
  auto Spec = SpecRegistry::builtin().lookup("h100");
  ASSERT_TRUE(bool(Spec));
  OccupancyInput In{256, 32, 20 * 1024, 0, 0};
  OccupancyResult R = computeOccupancy(*Spec, In);
  // 21 KiB allocated per block, 8 blocks (warp-limited) need 168 KiB -> 196.
  ASSERT_TRUE(R.Possible);
  EXPECT_EQ(R.BlocksPerSM, 8u);
  EXPECT_EQ(R.CarveoutBytes, 196u * 1024);
}
} // namespace
