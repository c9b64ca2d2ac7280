// A block waits for its slowest warp at a barrier and before it is replaced
// (Volkov §3.7). When only the first warp of every block takes the long way,
// each warp's latency is the long way's, not its 1-in-8 share of it; when the
// condition names the block index (only the first block's first warp works),
// most blocks never take it and the weighted mean stays.
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s
// CHECK-LABEL: Kernel first_warp_works
// CHECK: latency bound (Volkov §3.7): 1515.0 cycles per warp
// CHECK-NOT: [x0.12]
// CHECK: assumes 1 branch(es) split the warps of every block: the single-warp latency takes the longest way
// CHECK-LABEL: Kernel first_block_works
// CHECK: latency bound (Volkov §3.7): 1239.0 cycles per warp
// CHECK: shared (access #2) (dependent) [x0.00]
// CHECK-NOT: split the warps
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 1024 --no-ptxas --kernel first_warp --format json | %FileCheck %s --check-prefix=JSON
// JSON: "slowest-warp"

__global__ void first_warp_works(float *x) {
  __shared__ float tile[256];
  tile[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 32) {
    float v = tile[threadIdx.x];
    for (int k = 0; k < 64; ++k)
      v = v * v + 1.0f;
    tile[threadIdx.x] = v;
  }
  __syncthreads();
  x[blockIdx.x * 256 + threadIdx.x] = tile[threadIdx.x];
}

__global__ void first_block_works(float *x) {
  __shared__ float tile[256];
  tile[threadIdx.x] = x[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  if (blockIdx.x * 256 + threadIdx.x < 32) {
    float v = tile[threadIdx.x];
    for (int k = 0; k < 64; ++k)
      v = v * v + 1.0f;
    tile[threadIdx.x] = v;
  }
  __syncthreads();
  x[blockIdx.x * 256 + threadIdx.x] = tile[threadIdx.x];
}
