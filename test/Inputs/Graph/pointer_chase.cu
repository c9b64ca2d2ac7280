#include "common.h"
// Regenerate: clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -O2 -g -S -emit-llvm pointer_chase.cu -o pointer_chase.ll
// Volkov's synthetic latency-bound workload: a load whose address comes from
// the previous load, then ALPHA dependent fp32 adds feeding the next address.
#define ALPHA 4
extern "C" __global__ void pointer_chase(const float *p, float *out, int n) {
  float a = (float)threadIdx.x;
#pragma unroll 1
  for (int i = 0; i < n; ++i) {
    a = p[(int)a];
#pragma unroll
    for (int j = 0; j < ALPHA; ++j)
      a = a + 1.0f;
  }
  out[threadIdx.x] = a;
}
