// Corpus: the classic shared-memory tree reduction (stride halves each step).
// (The checks follow the kernel, so that its lines stay put.)
__global__ void tree_sum(const float *in, float *out) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}

// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 1024 --no-ptxas \
// RUN:   --format json | %python %inputs/Pipeline/summarize.py | %FileCheck %s
//
// By hand, block 256 (8 warps), stride = 128, 64, ..., 1 (8 steps):
// - `t < stride` is true for warps 0-3, 0-1, then warp 0 alone (stride 32),
//   whose lanes split from stride 16 on. Of the 64 warp-steps: 5 divergent
//   (strides 16..1: 5/64 = 0.078); 12 warp-steps have a true lane (rho
//   12/64 = 0.188) with 128+64+32+16+8+4+2+1 = 255 true lanes of 384
//   (0.664); 57 have a false lane (4+6+7+8x5: 0.891).
// - The three accesses under it are issued at those 12 warp-steps, lanes 4
//   bytes apart: one wavefront each, 255/384 of the lanes active.
// - `t == 0`: one warp of 8 diverges (0.125), one lane of 32 (0.031).
// CHECK: ACCESS 6:10 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 6:8 shared store bytes=4 spr=0 ideal=0 ways=1 class=coalesced active=1
// CHECK: ACCESS 10:15 shared load bytes=4 spr=0 ideal=0 ways=1 class=coalesced active=0.664
// CHECK: ACCESS 10:12 shared load bytes=4 spr=0 ideal=0 ways=1 class=coalesced active=0.664
// CHECK: ACCESS 10:12 shared store bytes=4 spr=0 ideal=0 ways=1 class=coalesced active=0.664
// CHECK: ACCESS 14:23 shared load bytes=4 spr=0 ideal=0 ways=1 class=uniform active=0.031
// CHECK: ACCESS 14:21 global store bytes=4 spr=1 ideal=1 ways=0 class=uniform active=0.031
// CHECK: BRANCH 13:7 thread-dependent div=0.125 active=0.031
// CHECK: BRANCH 9:9 thread-dependent div=0.078 active=0.664 rho=0.188,0.891
// CHECK: LOOP 8:3 trip=8 effective=8
