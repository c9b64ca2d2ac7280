// Remarks in a CUDA build say each fact once. The launch and the assumptions
// that several remarks share (pointer alignment, integer casts, an unknown n)
// go on the kernel's summary, the arguments aligned alike in one clause; an
// unrolled loop's copies of a load, alike in every figure, are one remark.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s
extern "C" __global__ void strided(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll
  for (int k = 0; k < 4; ++k)
    out[2 * i + k * n] = 2.0f * in[2 * i + k * n];
}
// CHECK:      grouped-remarks.cu:8:1: remark: kernel strided on h100: block 256, grid 8448;
// CHECK-SAME: ; block = 256 (no -gpu-perf-block given); grid = 8448 blocks, 8 full waves (no -gpu-perf-grid given);
// CHECK-SAME: for the remarks below: kernel pointer arguments `in` and `out` each assumed a global allocation aligned to 256 bytes;
// CHECK-SAME: integer casts (trunc/zext/sext) assumed not to wrap;
// CHECK-SAME: parameter n unknown: assumed n >= 0, kept symbolic [-Rpass-analysis=gpu-perf]
// The first copy (k = 0) is aligned to the row; the other three are alike.
// CHECK:      grouped-remarks.cu:12:33: remark: global load is strided(2): 8 sectors per request (ideal 4); lanes 8 bytes apart [-Rpass-analysis=gpu-perf]
// CHECK:      grouped-remarks.cu:12:24: remark: global store is strided(2): 8 sectors per request (ideal 4); lanes 8 bytes apart [-Rpass-analysis=gpu-perf]
// CHECK:      grouped-remarks.cu:12:33: remark: global load is strided(2): 8.75 sectors per request (ideal 4); lanes 8 bytes apart; the same for 3 accesses here [-Rpass-analysis=gpu-perf]
// CHECK:      grouped-remarks.cu:12:24: remark: global store is strided(2): 8.75 sectors per request (ideal 4); lanes 8 bytes apart; the same for 3 accesses here [-Rpass-analysis=gpu-perf]
// CHECK-NOT:  remark:
