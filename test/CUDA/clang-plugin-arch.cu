// In a CUDA build the plugin analyses for the GPU each device compile
// targets: --cuda-gpu-arch=sm_80 selects a100 and sm_90 h200 (the documented
// table, Hardware/ArchDefaults.h), once per architecture in a multi-arch
// build; -gpu-perf-gpu overrides; an architecture without a built-in spec is
// analysed for gpuperf's default GPU with a note saying so.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %clangxx_cuda --cuda-gpu-arch=sm_80 -g -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -S %s 2>&1 | %FileCheck %s --check-prefix=MULTI
// MULTI-DAG: clang-plugin-arch.cu:{{[0-9]+}}:{{[0-9]+}}: remark: kernel axpy on a100:
// MULTI-DAG: clang-plugin-arch.cu:{{[0-9]+}}:{{[0-9]+}}: remark: kernel axpy on h200:
// MULTI-NOT: remark: kernel axpy on
// RUN: %clangxx_cuda --cuda-gpu-arch=sm_80 -fplugin=%gpuperf_plugin \
// RUN:   -fpass-plugin=%gpuperf_plugin -mllvm -gpu-perf-gpu=v100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -Rpass-analysis=gpu-perf -S %s 2>&1 | %FileCheck %s --check-prefix=OVERRIDE
// OVERRIDE-COUNT-2: remark: kernel axpy on v100:
// OVERRIDE-NOT: remark: kernel axpy on
// The printer names the choice; ptxas (where installed) runs for sm_80.
// RUN: %clangxx_cuda -S -emit-llvm --cuda-gpu-arch=sm_80 --no-cuda-gpu-arch=sm_90 %s -o %t/sm80.ll
// RUN: %opt -passes='print<gpu-perf>' -gpu-perf-no-ptxas -disable-output %t/sm80.ll 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOTE
// NOTE: Machine: a100
// NOTE: note: spec a100: the default for target-cpu sm_80 (-gpu-perf-gpu chooses another)
// RUN: sed 's/"target-cpu"="sm_80"/"target-cpu"="sm_87"/' %t/sm80.ll > %t/sm87.ll
// RUN: %opt -passes='print<gpu-perf>' -gpu-perf-no-ptxas -disable-output %t/sm87.ll 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOSPEC
// NOSPEC: Machine: h200
// NOSPEC: note: no built-in spec is the default for target-cpu sm_87: analysed for h200, gpuperf's default GPU (-gpu-perf-gpu chooses another)
extern "C" __global__ void axpy(float *y, const float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
