#include "common.h"
// Regenerate: clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -O2 -g -S -emit-llvm predication.cu -o predication.ll
// Branches whose sides are short enough to predicate (at most 7 issued
// instructions) and too long (real branches).
extern "C" __global__ void tid_lt_50(float *a) {
  if (threadIdx.x < 50)
    a[threadIdx.x] += 1.0f;
}
extern "C" __global__ void tid_lt_50_long(float *a) {
  if (threadIdx.x < 50) {
    float v = a[threadIdx.x];
    a[threadIdx.x] = v * (v + 1.0f) * (v + 2.0f) * (v + 3.0f) * (v + 4.0f);
  }
}
extern "C" __global__ void warp_aligned_long(float *a) {
  if ((threadIdx.x / 32) % 2 == 0) {
    float v = a[threadIdx.x];
    a[threadIdx.x] = v * (v + 1.0f) * (v + 2.0f) * (v + 3.0f) * (v + 4.0f);
  }
}
// A tile staged through guarded loads (a GEMM's bounds-checked copy): each
// side is a load.
extern "C" __global__ void guarded_tile(const float *a, float *out, int n) {
  __shared__ float s[4 * 256];
  int t = threadIdx.x;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    int i = blockIdx.x * 1024 + j * 256 + t;
    s[j * 256 + t] = i < n ? a[i] : 0.0f;
  }
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[t] + s[1023 - t];
}
