// ptxas runs for the architecture the module is compiled for: an sm_80
// device compile gets sm_80 resources (the JSON resources note names it).
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clangxx_cuda -S -emit-llvm --cuda-gpu-arch=sm_80 --no-cuda-gpu-arch=sm_90 %s -o %t/sm80.ll
// RUN: %opt -passes='print<gpu-perf>' -gpu-perf-format=json -disable-output %t/sm80.ll 2>&1 \
// RUN:   | %FileCheck %s
// CHECK: "note": "ptxas -v for sm_80",
// CHECK: "source": "ptxas",
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
