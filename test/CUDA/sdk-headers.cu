// A .cu written as people write them today compiles against the installed
// CUDA SDK's headers (runtime, fp16, bf16, wmma, cooperative groups,
// pipeline, CUB, <cmath> with INFINITY), and the report says which headers
// it used.
// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --no-ptxas --block 128 --grid 64 --arg n=8192 \
// RUN:   | %FileCheck %s
// RUN: %gpuperf analyze %s --no-ptxas --block 128 --grid 64 --arg n=8192 \
// RUN:   --format json | %FileCheck %s --check-prefix=JSON
// CHECK: compiled against the CUDA {{[0-9]+\.[0-9]+}} SDK at {{.*}}
// CHECK: Kernel block_sum
// CHECK: Kernel half_scale
// JSON:      "cuda_headers": {
// JSON-NEXT:   "kind": "sdk",
// JSON-NEXT:   "path": "{{.+}}",
// JSON-NEXT:   "version": "{{[0-9]+\.[0-9]+}}"
#include <cmath>
#include <cooperative_groups.h>
#include <cub/block/block_reduce.cuh>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_pipeline.h>
#include <cuda_runtime.h>
#include <mma.h>

namespace cg = cooperative_groups;

extern "C" __global__ void block_sum(const float *in, float *out, int n) {
  using Reduce = cub::BlockReduce<float, 128>;
  __shared__ typename Reduce::TempStorage Tmp;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float V = i < n ? in[i] : -INFINITY;
  float Sum = Reduce(Tmp).Sum(V);
  cg::thread_block Block = cg::this_thread_block();
  Block.sync();
  if (threadIdx.x == 0)
    out[blockIdx.x] = Sum;
}

extern "C" __global__ void half_scale(__half *x, __nv_bfloat16 *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = __hmul(x[i], __float2half(2.0f));
    y[i] = __float2bfloat16(__bfloat162float(y[i]) + 1.0f);
  }
}
