// A load before a loop whose value the loop uses (Volkov §3.7: the warp
// stalls at the first instruction that reads the register, once): its
// latency is charged once, on the way into the loop, not once an iteration.
// The loop's own chain (three dependent fmas) repeats 64 times.
// RUN: %gpuperf analyze %s --kernel '^scaleLoop$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s
// CHECK: latency bound
// CHECK: x global (access #{{[0-9]+}}) (dependent){{$}}
// CHECK-NEXT: 3.00 x fp32_fma (dependent) [x64.00]
// CHECK-NOT: global (access
// CHECK: block replacement

extern "C" __global__ void scaleLoop(float *out, const float *scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = scale[blockIdx.x];
  float acc = 1.0f;
#pragma unroll 1
  for (int k = 0; k < 64; ++k)
    acc = ((acc * s + 1.0f) * acc + s) * s + 2.0f;
  out[i] = acc;
}
