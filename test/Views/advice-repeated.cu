// The same advice at one source line is one line with its count: an
// unrolled loop turns one shared load with a 32-way bank conflict into 8
// loads at one location, and the report said the same sentence 8 times.
// RUN: %gpuperf analyze %s --gpu h100 --block 32 --grid 1 --no-ptxas --view bottleneck \
// RUN:   | %FileCheck %s
// CHECK: - [bank-conflict] shared load at advice-repeated.cu:[[#LINE:]]:{{[0-9]+}} (`tile`) is a 32-way bank conflict {{.*}} (8 instances at this location, e.g. an unrolled loop)
// CHECK-NOT: - [bank-conflict]
extern "C" __global__ void conflicts(float *out) {
  __shared__ float tile[32 * 32 * 9];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  float acc = 0;
#pragma unroll
  for (int k = 0; k < 8; ++k)
    acc += tile[threadIdx.x * 32 + k * 33 * 32];
  out[threadIdx.x] = acc;
}
