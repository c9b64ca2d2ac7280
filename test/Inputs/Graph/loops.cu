#include "common.h"
// Regenerate: clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -O2 -g -S -emit-llvm loops.cu -o loops.ll
extern "C" __global__ void nested_loops(float *a, int n, int m) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s += a[i * m + j];
  a[threadIdx.x] = s;
}
extern "C" __global__ void const_loop(float *a) {
  float s = 0.0f;
#pragma unroll 1
  for (int i = 0; i < 100; ++i)
    s += a[i * blockDim.x + threadIdx.x];
  a[threadIdx.x] = s;
}
extern "C" __global__ void thread_bound_loop(float *a) {
  float s = 0.0f;
  for (int i = 0; i < threadIdx.x; ++i)
    s += a[i];
  a[threadIdx.x] = s;
}
extern "C" __global__ void grid_stride(float *a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    a[i] = a[i] * 2.0f;
}
extern "C" __global__ void data_bound_loop(float *a, const int *len) {
  float s = 0.0f;
  int n = len[threadIdx.x];
  for (int i = 0; i < n; ++i)
    s += a[i];
  a[threadIdx.x] = s;
}
extern "C" __global__ void iv_condition(float *a) {
  float s = 0.0f;
#pragma unroll 1
  for (int i = 0; i < 40; ++i)
    if (threadIdx.x <= 4 * i + 3)
      s += a[i];
  a[threadIdx.x] = s;
}
extern "C" __global__ void geometric_param(float *a, int n) {
  float s = 0.0f;
  for (int k = 1; k < n; k *= 2)
    s += a[k];
  a[threadIdx.x] = s;
}
