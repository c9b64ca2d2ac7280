// Shared-memory wavefronts as Nsight Compute counts them (32 banks of 4
// bytes): a warp's request of 8 or 16 bytes per lane is served in 2 or 4
// phases of 16 or 8 lanes, so 2 or 4 wavefronts are its ideal, not a
// conflict; bank conflicts are the wavefronts beyond the ideal.
//  f2_linear   float2 s[t]:   each half-warp reads 128 contiguous bytes:
//              1 + 1 = 2 wavefronts, ideal 2, no conflict.
//  f4_linear   float4 s[t]:   each quarter-warp 128 bytes: 4, ideal 4.
//  f2_stride2  float2 s[2t]:  lane l of a half-warp holds words 4l, 4l+1;
//              lanes l and l+8 share banks: 2 + 2 = 4, ideal 2, 2 conflicts,
//              a 2-way conflict.
//  f1_stride2  float s[2t]:   words 2l: 2 ways, 1 phase: 2, ideal 1, 1.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 64 --no-ptxas \
// RUN:   --format json | %python -c 'import json,sys; \
// RUN:   [print(k["name"], a["bytes_per_thread"], a["wavefronts"], \
// RUN:          a["ideal_wavefronts"], a["bank_conflicts"]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"] \
// RUN:    if a["space"] == "shared" and a["kind"] == "load"]' \
// RUN:   | %FileCheck %s
// CHECK: f2_linear 8 2 2 0
// CHECK: f4_linear 16 4 4 0
// CHECK: f2_stride2 8 4 2 2
// CHECK: f1_stride2 4 2 1 1
// Advice only where there are conflicts, with the per-phase degree.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 64 --no-ptxas \
// RUN:   --format json | %python -c 'import json,sys; \
// RUN:   [print(k["name"], a["kind"], a["message"]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["advice"]]' \
// RUN:   | %FileCheck %s --check-prefix=ADVICE
// ADVICE-NOT: f2_linear bank-conflict
// ADVICE-NOT: f4_linear bank-conflict
// ADVICE: f2_stride2 bank-conflict shared load {{.*}} is a 2-way bank conflict
// ADVICE: f1_stride2 bank-conflict shared load {{.*}} is a 2-way bank conflict
extern "C" __global__ void f2_linear(float2 *out) {
  __shared__ float2 s[256];
  s[threadIdx.x] = make_float2(threadIdx.x, 0);
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}
extern "C" __global__ void f4_linear(float4 *out) {
  __shared__ float4 s[256];
  s[threadIdx.x] = make_float4(threadIdx.x, 0, 0, 0);
  __syncthreads();
  out[threadIdx.x] = s[threadIdx.x];
}
extern "C" __global__ void f2_stride2(float2 *out) {
  __shared__ float2 s[512];
  s[threadIdx.x] = make_float2(threadIdx.x, 0);
  __syncthreads();
  out[threadIdx.x] = s[2 * threadIdx.x];
}
extern "C" __global__ void f1_stride2(float *out) {
  __shared__ float s[512];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s[2 * threadIdx.x];
}
