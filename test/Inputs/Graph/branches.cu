#include "common.h"
// Regenerate: clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -O2 -g -S -emit-llvm branches.cu -o branches.ll
extern "C" __global__ void tid_lt_k(float *a, int k) {
  if (threadIdx.x < k)
    a[threadIdx.x] *= 2.0f;
}
extern "C" __global__ void tid_lt_50(float *a) {
  if (threadIdx.x < 50)
    a[threadIdx.x] += 1.0f;
}
extern "C" __global__ void warp_aligned(float *a) {
  if ((threadIdx.x / 32) % 2 == 0)
    a[threadIdx.x] += 1.0f;
}
extern "C" __global__ void odd_lanes(float *a) {
  if (threadIdx.x % 2 == 1)
    a[threadIdx.x] += 1.0f;
  else
    a[threadIdx.x] -= 1.0f;
}
extern "C" __global__ void block_only(float *a, int m) {
  if (blockIdx.x < m)
    a[blockIdx.x * blockDim.x + threadIdx.x] = 0.0f;
}
extern "C" __global__ void tid_y_branch(float *a) {
  if (threadIdx.y < 4)
    a[threadIdx.y * blockDim.x + threadIdx.x] = 1.0f;
}
extern "C" __global__ void data_dependent(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[i];
  if (v > 0.0f)
    out[i] = v * v;
}
extern "C" __global__ void early_return(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  a[i] = a[i] * 3.0f + 1.0f;
}
extern "C" __global__ void switch_kernel(int *a) {
  int r;
  switch (threadIdx.x % 4) {
  case 0: r = a[0] + 1; break;
  case 1: r = a[1] * 3; break;
  case 2: r = a[2] - 7; break;
  default: r = 42; break;
  }
  a[threadIdx.x + 4] = r;
}
