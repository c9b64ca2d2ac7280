// A normal CUDA build with the plugin: remarks at source lines, and the YAML
// optimisation record. Plugin options need the library loaded before clang
// parses -mllvm, hence -fplugin= as well as -fpass-plugin=.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-block=128 \
// RUN:   -mllvm -gpu-perf-no-ptxas \
// RUN:   -fsave-optimization-record -foptimization-record-file=%t.yaml \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=YAML < %t.yaml

// CHECK: clang-plugin.cu:[[@LINE+4]]:{{[0-9]+}}: remark: kernel scale on h100: block 128
// YAML: Pass: gpu-perf
// YAML: Name: KernelSummary
// YAML: - Kernel: scale
extern "C" __global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}
