// A computed value is named in messages by where the source computes it, not
// by the name clang made up for it in the IR (here %cond): the pointer that
// selects between a and b per lane is "the select at" its line and column.
// RUN: %gpuperf analyze %s --gpu a100 --no-ptxas --block 128 --grid 8 | %FileCheck %s
extern "C" __global__ void pick(float *out, const float *a, const float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = ((i & 1) ? a : b)[i];
}
// CHECK: computed-value-names.cu:7:12 assumes pointer is data-dependent (the select at computed-value-names.cu:7:13); assumed scattered: one sector per lane
// CHECK-NOT: %cond
