// A build that loads the plugin but asks for no gpu-perf remark pays
// nothing: no analysis, so no llc or ptxas run (the ptxas cache stays empty)
// and nothing printed. Asking for the remarks runs it (one cache entry).
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: env GPUPERF_CACHE_DIR=%t/cache %clangxx_cuda -Wno-unknown-cuda-version -fpass-plugin=%gpuperf_plugin \
// RUN:   -c %s -o %t/k.o 2>&1 | count 0
// RUN: %not ls %t/cache
// RUN: env GPUPERF_CACHE_DIR=%t/cache %clangxx_cuda -Wno-unknown-cuda-version -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -c %s -o %t/k.o 2>&1 | %FileCheck %s
// RUN: ls %t/cache | count 1
// A remark file alone (-fsave-optimization-record) asks for them too.
// RUN: rm -rf %t/cache
// RUN: env GPUPERF_CACHE_DIR=%t/cache %clangxx_cuda -Wno-unknown-cuda-version -fpass-plugin=%gpuperf_plugin \
// RUN:   -fsave-optimization-record -foptimization-record-file=%t/r.yaml -c %s -o %t/k.o
// RUN: %FileCheck %s --check-prefix=YAML < %t/r.yaml
// CHECK: remark: kernel axpy on {{.*}} registers (ptxas)
// YAML: Name: KernelSummary
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
