// Branches alike at one source location (a device function inlined twice)
// are one remark that counts them, as copies of an access are: a build
// reads each finding once.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s
// CHECK: same-location-branches.cu:[[#@LINE+3]]:{{[0-9]+}}: remark: data-dependent branch: {{.*}}; the same for 2 branches here
// CHECK-NOT: same-location-branches.cu:[[#@LINE+2]]:{{[0-9]+}}: remark: data-dependent branch
__device__ float scaled(const float *t, float x) {
  if (x > 0.5f)
    x = t[0] * x + t[1];
  return x;
}
extern "C" __global__ void twice(float *out, const float *t, const float *a,
                                 const float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = scaled(t, a[i]) + scaled(t, b[i]);
}
