// The documented build line: -Xarch_device -fpass-plugin on a full (host and
// device) CUDA compile. Only the device side loads the plugin; defaults apply
// (h200). -S stops before the fatbinary step: CUDA 13's fatbinary no longer
// accepts the options clang 19 passes, which has nothing to do with gpuperf.
// RUN: rm -rf %t && mkdir -p %t && cd %t && %clangxx_cuda_full -g -Xarch_device \
// RUN:   -fpass-plugin=%gpuperf_plugin -Rpass-analysis=gpu-perf -S %s 2>&1 | %FileCheck %s
// RUN: ls %t | %FileCheck %s --check-prefix=FILES
// CHECK: clang-host-device.cu:[[@LINE+4]]:{{[0-9]+}}: remark: kernel axpy on h200: block 256,
// CHECK-NOT: x86_64
// FILES-DAG: clang-host-device.s
// FILES-DAG: clang-host-device-cuda-nvptx64-nvidia-cuda-sm_90.s
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
