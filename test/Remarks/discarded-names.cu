// clang drops the source's value names unless -fno-discard-value-names, and a
// pass cannot bring them back: a remark then names a loop variable by its IR
// number. The first kernel summary says so once and names the flag; with the
// flag, the source's name is there and the sentence is not.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=DISCARDED
// DISCARDED: remark: kernel tree_sum on h100: {{.*}}; the compiler discarded the source's names, so values are named by IR number (%N) and arguments by position (#N): -fno-discard-value-names keeps them
// DISCARDED: discarded-names.cu:[[#@LINE+16]]:{{[0-9]+}}: remark: shared load {{.*}}; %{{[0-9]+}} = 1:
// DISCARDED-NOT: the compiler discarded
// RUN: %clangxx_cuda -g -fno-discard-value-names -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=KEPT
// KEPT-NOT: the compiler discarded
// KEPT: discarded-names.cu:[[#@LINE+10]]:{{[0-9]+}}: remark: shared load {{.*}}; s = 1:
// KEPT-NOT: the compiler discarded
extern "C" __global__ void tree_sum(float *out, const float *in) {
  extern __shared__ float part[];
  unsigned int tid = threadIdx.x;
  part[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    unsigned int at = 2 * s * tid;
    if (at < blockDim.x)
      part[at] += part[at + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = part[0];
}
extern "C" __global__ void copy(float *out, const float *in) {
  out[threadIdx.x] = in[threadIdx.x];
}
