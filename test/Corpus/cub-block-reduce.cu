#include <cub/block/block_reduce.cuh>

// Each block sums n / gridDim.x of the input with CUB's BlockReduce (warp
// shuffles, then the warps' partials through shared memory) and thread 0
// adds the block's sum to the total.
constexpr int Threads = 256;
__global__ void block_sum(const float *in, float *total, int n) {
  using Reduce = cub::BlockReduce<float, Threads>;
  __shared__ typename Reduce::TempStorage Temp;
  float v = 0;
  for (int i = blockIdx.x * Threads + threadIdx.x; i < n;
       i += Threads * gridDim.x)
    v += in[i];
  float sum = Reduce(Temp).Sum(v);
  if (threadIdx.x == 0)
    atomicAdd(total, sum);
}

// Corpus: CUB's BlockReduce after a grid-stride loop.
// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 432 --arg n=4194304 \
// RUN:   --no-ptxas --format json | %python %inputs/Pipeline/summarize.py \
// RUN:   | %FileCheck %s
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 432 --arg n=4194304 \
// RUN:   --no-ptxas --view all | %FileCheck %s --check-prefix=TEXT
//
// By hand, n = 4194304, 432 blocks of 256 (110592 threads): a thread runs
// 37 or 38 iterations (38 where i < 4194304 - 37 x 110592 = 102400, the
// first 400 blocks): a warp's count is its slowest lane's, 37 + 400/432 =
// 37.93 (the table samples the blocks: 37.94). The loads are coalesced.
// CUB reads the lane index by inline PTX (mov.u32 %laneid): its warp's sum
// is shuffled down 5 times (shfl.sync.down + add, in inline PTX too), lane
// 0 of each warp stores it (every warp diverges, 1 lane of 32), thread 0
// adds the 7 other warps' partials (uniform addresses: 1 wavefront each)
// and the atomic (one warp of 8, one lane).
// CHECK: ACCESS 14:28 shared store bytes=4 spr=0 ideal=0 ways=1 class=uniform active=0.031
// CHECK-COUNT-7: ACCESS 14:28 shared load bytes=4 spr=0 ideal=0 ways=1 class=uniform active=0.031
// CHECK: ACCESS 13:10 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 16:5 global atomic bytes=4 spr=1 ideal=1 ways=0 class=uniform active=0.031
// CHECK: BRANCH 14:28 thread-dependent div=1 active=0.031
// CHECK: BRANCH 14:28 thread-dependent div=0.125 active=0.031
// CHECK: BRANCH 15:7 thread-dependent div=0.125 active=0.031
// CHECK: LOOP 11:3 trip=37.935
// TEXT-NOT: not modelled
// TEXT-NOT: condition depends on memory contents or unknown calls
// TEXT: 4.00 x shuffle (dependent)
