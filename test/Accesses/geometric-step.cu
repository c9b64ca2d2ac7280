// A step that doubles or halves is no affine induction variable: where its
// start and its loop's trip count are known, the accesses that use it are
// computed per value (the oracle: test/unit/Symbolic/GeometricAccessTest.cpp).
// Before, they were "loop-carried value that is no induction variable",
// data-dependent, assumed scattered (32 ways). Harris's strided index at
// block 256: s = 1..128 give 2, 4, 8, 8, 8, 4, 2, 1 ways; averaged per warp
// over the requests each warp issues (warp 0: all eight, warp 1: s = 1, 2,
// warps 2 and 3: s = 1): (37/8 + 3 + 2 + 2) / 4 = 2.9.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 64 \
// RUN:   --no-ptxas --view accesses | %FileCheck %s
// CHECK-LABEL: Kernel strided
// CHECK: geometric-step.cu:[[#LINE:]]:{{[0-9]+}}  shared  load   4  sdata  {{.*}}  2.9 (1.0..8.0)  strided(128)  %s{{[^ ]*}} = 1: lanes 8 bytes apart; ...;
// CHECK-NOT: no induction variable
// CHECK-LABEL: Kernel unknown_bound
// A bound the launch does not give leaves the step's values unknown: said so.
// CHECK: loop-carried value that is no induction variable
// The kernel's assumptions agree with the loop table: a loop whose count the
// table steps out (8 trips of s *= 2) is not also "no computable trip count".
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel strided | %FileCheck %s --check-prefix=LOOPS
// LOOPS: loop trips
// LOOPS-NEXT: geometric-step.cu:[[#@LINE+7]]:3 8.00
// LOOPS-NOT: no computable trip count
extern "C" __global__ void strided(float *out, const float *in) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    unsigned index = 2 * s * tid;
    if (index < blockDim.x)
      sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
extern "C" __global__ void unknown_bound(float *out, const float *in, int m) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < m; s *= 2) {
    if (tid + s < blockDim.x)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
