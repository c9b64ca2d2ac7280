// A load issued before a __syncthreads and first read after it: the barrier
// closes the latency walk's segment, and the load's wait was charged nowhere
// (a silent zero). It is charged at the read, after the barrier: an upper
// bound by up to the barrier's latency, the load being in flight while the
// warp waits there.
// RUN: %gpuperf analyze %s --kernel '^acrossBarrier$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s
// CHECK: latency bound
// CHECK: x barrier (incl. block sync)
// CHECK-NEXT: x global (access #0) (dependent){{$}}
// CHECK-NEXT: x fp32_mul (dependent)
// CHECK-NOT: (access
// CHECK: block replacement

extern "C" __global__ void acrossBarrier(float *out, const float *in) {
  __shared__ float tile[256];
  float v = in[blockIdx.x * 256 + threadIdx.x];
  tile[threadIdx.x] = 1.0f;
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = v * tile[255 - threadIdx.x];
}
