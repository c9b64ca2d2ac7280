// A modulo or division by blockDim is by a constant once the launch is
// known: (t + 1) % blockDim.x with --block 128 rotates each block's row by
// one lane. Worked out by hand: the shared load reads 32 distinct banks, one
// wavefront; each warp's global load reads 32 floats one element past a
// sector boundary, 5 sectors (the block's last warp: 31 floats at the row's
// end and lane 31 wrapped to its first sector, 5 too). Before, both were
// "division by a non-constant", data-dependent, 32 wavefronts and 32 sectors
// a request.
// RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 64 --no-ptxas \
// RUN:   | %FileCheck %s
// CHECK: launch-divisor.cu:[[#@LINE+23]]:{{[0-9]+}}  shared  load   4  s  {{ *}}-   1.00  {{ *}}-  {{ *}}1.0  coalesced
// CHECK: launch-divisor.cu:[[#@LINE+27]]:{{[0-9]+}}  global  load   4  in  {{ *}}5.00   4.00
// CHECK-NOT: division by a non-constant
// clang narrows (t + 1) % blockDim.x to a 16-bit remainder (both are below
// 1025); its cost is not the 32-bit sequence, and the note says the width.
// CHECK: assumes 1 16-bit integer division by a run-time value (first at launch-divisor.cu:{{[0-9]+}}): each costed as one integer multiply (ptxas' sequence at this width is not modelled)
// The same rotation by a divisor the launch does not fix stays stated.
// RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 64 --no-ptxas \
// RUN:   --kernel by_argument | %FileCheck %s --check-prefix=ARG
// ARG: launch-divisor.cu:{{[0-9]+}}:{{[0-9]+}}  global  load   4  in  {{.*}}data-dependent
// ARG: assumes division by a non-constant
// RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 64 --no-ptxas \
// RUN:   --kernel by_argument --arg m=128 | %FileCheck %s --check-prefix=ARGGIVEN
// ARGGIVEN: launch-divisor.cu:{{[0-9]+}}:{{[0-9]+}}  global  load   4  in  {{ *}}5.00   4.00
// ARGGIVEN-NOT: division by a non-constant
// RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 64 --no-ptxas \
// RUN:   --kernel by_argument --arg m=0 | %FileCheck %s --check-prefix=ARG

__global__ void rotate_shared(const float *in, float *out) {
  __shared__ float s[1024];
  unsigned t = threadIdx.x, b = blockIdx.x * blockDim.x;
  s[t] = in[b + t];
  __syncthreads();
  out[b + t] = s[(t + 1) % blockDim.x];
}

__global__ void rotate_global(const float *in, float *out) {
  unsigned t = threadIdx.x, b = blockIdx.x * blockDim.x;
  out[b + t] = in[b + (t + 1) % blockDim.x];
}

__global__ void by_argument(const float *in, float *out, unsigned m) {
  unsigned t = threadIdx.x, b = blockIdx.x * blockDim.x;
  out[b + t] = in[b + (t + 1) % m];
}
