#include <cuda_pipeline.h>

// Each block sums its chunks of 256 floats through two shared buffers:
// while one buffer is read, the next chunk is copied into the other with
// cp.async (__pipeline_memcpy_async), which occupies no registers.
__global__ void pipelined_sum(const float *in, float *out, int chunks) {
  __shared__ float buf[2][256];
  const float *src = in + (size_t)blockIdx.x * chunks * 256;
  float acc = 0;
  __pipeline_memcpy_async(&buf[0][threadIdx.x], &src[threadIdx.x],
                          sizeof(float));
  __pipeline_commit();
  for (int c = 0; c < chunks; ++c) {
    if (c + 1 < chunks)
      __pipeline_memcpy_async(&buf[(c + 1) % 2][threadIdx.x],
                              &src[(c + 1) * 256 + threadIdx.x],
                              sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    acc += buf[c % 2][(threadIdx.x + 1) % 256];
    __syncthreads();
  }
  out[blockIdx.x * 256 + threadIdx.x] = acc;
}

// Corpus: a cp.async double-buffered stream (cuda_pipeline.h).
// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 1024 --arg chunks=64 \
// RUN:   --no-ptxas --format json | %python %inputs/Pipeline/summarize.py \
// RUN:   | %FileCheck %s
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 1024 --arg chunks=64 \
// RUN:   --no-ptxas | %FileCheck %s --check-prefix=TEXT
//
// By hand, chunks = 64: each copy is a global read of the warp's 32
// consecutive floats (4 sectors) and a shared write of 32 consecutive words
// (one wavefront); the loop runs 64 times and copies in 63 of them (the
// warp-uniform `c + 1 < chunks`: 63/64 = 0.984); the read of
// buf[(t + 1) % 256] is 32 distinct consecutive words (the last warp wraps
// to word 0, another bank): one wavefront.
// CHECK: ACCESS 10:3 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 10:3 shared store bytes=4 spr=0 ideal=0 ways=1 class=coalesced active=1
// CHECK: ACCESS 15:7 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=1
// CHECK: ACCESS 15:7 shared store bytes=4 spr=0 ideal=0 ways=1 class=coalesced active=1
// CHECK: ACCESS 21:12 shared load bytes=4 spr=0 ideal=0 ways=1
// CHECK: BRANCH 14:9 uniform div=0 active=1 rho=0.984,0.016
// CHECK: LOOP 13:3 trip=64 effective=64
// TEXT: assumes 2 cp.async copies (first at cp-async-double-buffer.cu:10): each waited for at once
