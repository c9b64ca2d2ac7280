#include <cuda_runtime.h>

// C = A B for n x n row-major matrices: a block of 256 threads computes a
// 64 x 64 tile of C, 4 x 4 elements a thread, staging 64 x 64 tiles of A
// and B in shared memory with float4 loads and stores.
constexpr int Tile = 64;
__global__ void sgemm_float4(const float *A, const float *B, float *C, int n) {
  __shared__ float As[Tile][Tile];
  __shared__ float Bs[Tile][Tile];
  int tx = threadIdx.x % 16, ty = threadIdx.x / 16;
  int row0 = blockIdx.y * Tile, col0 = blockIdx.x * Tile;
  float acc[4][4] = {};
  for (int k0 = 0; k0 < n; k0 += Tile) {
    for (int i = threadIdx.x; i < Tile * Tile / 4; i += 256) {
      int r = i / (Tile / 4), c = (i % (Tile / 4)) * 4;
      *(float4 *)&As[r][c] = *(const float4 *)&A[(row0 + r) * n + k0 + c];
      *(float4 *)&Bs[r][c] = *(const float4 *)&B[(k0 + r) * n + col0 + c];
    }
    __syncthreads();
    for (int k = 0; k < Tile; ++k)
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
          acc[i][j] += As[ty * 4 + i][k] * Bs[k][tx * 4 + j];
    __syncthreads();
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      C[(row0 + ty * 4 + i) * n + col0 + tx * 4 + j] = acc[i][j];
}

// Corpus: an SGEMM tile staged through shared memory with float4 accesses.
// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 16,16 --arg n=1024 \
// RUN:   --no-ptxas --format json | %python %inputs/Pipeline/summarize.py \
// RUN:   | sort | uniq -c | %FileCheck %s
//
// By hand, n = 1024, block 256 (tx = tid % 16, ty = tid / 16):
// - Staging: 1024 float4 per tile, 4 per thread (4 trips); a warp's 32
//   float4 are two rows of 16 (256 B each): 16 sectors a request, the
//   ideal, and in shared memory 512 contiguous bytes, 4 wavefronts (the
//   ideal for 16 bytes a lane).
// - As[ty * 4 + i][k]: a warp holds ty = 2w and 2w + 1, two words 4 rows
//   (1 KB) apart, in one bank: 2 wavefronts. Bs[k][tx * 4 + j]: 16 words
//   4 apart (ty only repeats them), two to a bank: 2 wavefronts. Four
//   loads of each per k. (LLVM's NVPTX backend leaves these eight as
//   scalar ld.shared.f32: their alignment is not known to be 16.)
// - C stores: 16 lanes 16 B apart in two rows: 16 sectors for 4 ideal.
// - The k loop: 16 tiles of 64; the loads hoisted out of the j loop have no
//   line of their own and are reported at the statement using them.
// CHECK-DAG: 4 ACCESS 23:42 shared load bytes=4 spr=0 ideal=0 ways=2 class=scattered active=1
// CHECK-DAG: 4 ACCESS 23:44 shared load bytes=4 spr=0 ideal=0 ways=2 class=scattered active=1
// CHECK-DAG: 1 ACCESS 16:28 global load bytes=16 spr=16 ideal=16 ways=0 class=coalesced active=1
// CHECK-DAG: 1 ACCESS 16:28 shared store bytes=16 spr=0 ideal=0 ways=4 class=coalesced active=1
// CHECK-DAG: 1 ACCESS 17:28 global load bytes=16 spr=16 ideal=16 ways=0 class=coalesced active=1
// CHECK-DAG: 1 ACCESS 17:28 shared store bytes=16 spr=0 ideal=0 ways=4 class=coalesced active=1
// CHECK-DAG: 16 ACCESS 28:54 global store bytes=4 spr=16 ideal=4 ways=0 class=scattered active=1
// CHECK-DAG: LOOP 13:3 trip=16 effective=16
// CHECK-DAG: LOOP 14:5 trip=4 effective=4
// CHECK-DAG: LOOP 20:5 trip=64 effective=64
