#include <cmath>
#include <cuda_runtime.h>

// One warp per row of n floats: the row's maximum and sum by butterfly
// shuffles, then the normalised exponentials.
__global__ void softmax_rows(const float *in, float *out, int n) {
  int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  int lane = threadIdx.x % 32;
  const float *x = in + (size_t)row * n;
  float m = -INFINITY;
  for (int i = lane; i < n; i += 32)
    m = fmaxf(m, x[i]);
  for (int o = 16; o > 0; o /= 2)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  float s = 0;
  for (int i = lane; i < n; i += 32)
    s += __expf(x[i] - m);
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffffu, s, o);
  for (int i = lane; i < n; i += 32)
    out[(size_t)row * n + i] = __expf(x[i] - m) / s;
}

// Corpus: a softmax with one warp per row and butterfly shuffles.
// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --gpu a100 --block 128 --grid 2048 --arg n=1024 \
// RUN:   --no-ptxas --format json | %python %inputs/Pipeline/summarize.py \
// RUN:   | %FileCheck %s
// RUN: %gpuperf analyze %s --gpu a100 --block 128 --grid 2048 --arg n=1024 \
// RUN:   --no-ptxas --view worksheet | grep -c 'x shuffle (dependent)' \
// RUN:   | %FileCheck %s --check-prefix=SHUFFLES
//
// By hand, n = 1024, block 128 (four warps, four rows): lane = tid % 32 and
// the row = tid / 32, so each of the three row loops runs 1024 / 32 = 32
// times in every lane, and each access is a warp's 32 consecutive floats
// of one 4 KB-aligned row: 4 sectors a request, coalesced, all lanes. Each
// reduction is 5 butterfly shuffles (o = 16, 8, 4, 2, 1), 10 in all, each
// feeding the next on the critical path.
// CHECK: ACCESS 12:18 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 17:17 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 21:39 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 21:30 global store bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK-NOT: div=0.
// CHECK: LOOP 11:3 trip=32 effective=32
// CHECK: LOOP 16:3 trip=32 effective=32
// CHECK: LOOP 20:3 trip=32 effective=32
// SHUFFLES: 10
