// The documented build line: -Xarch_device -fpass-plugin on a full CUDA
// compile. Only the device side loads the plugin; defaults apply (h200).
// REQUIRES: ptxas
// XFAIL: *
// RUN: %clangxx_cuda_full -g -Xarch_device -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -c %s -o %t.o 2>&1 | %FileCheck %s
// CHECK: clang-host-device.cu:[[@LINE+2]]:{{[0-9]+}}: remark: kernel axpy on h200: block 256,
// CHECK-NOT: remark: {{.*}}x86
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
