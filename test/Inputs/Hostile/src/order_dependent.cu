// Regenerate: clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -O2 -gline-tables-only -S -emit-llvm src/order_dependent.cu -o order_dependent.ll
// Facts whose order or names once came from heap addresses: two products of
// unknowns in one address (t0, t1), and a triangular loop nest whose inner
// trip count depends on the outer loop's iteration.
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
extern "C" __global__ void products(float *a, int n, int m, int p) {
  a[blockIdx.x * n * m + blockIdx.y * m * p + threadIdx.x] = 1.0f;
}
extern "C" __global__ void triangular(float *a, int n) {
  for (int i = 0; i < n; ++i)
#pragma unroll 1
    for (int j = i; j < n; ++j)
      a[j * 32 + threadIdx.x] += 1.0f;
}
