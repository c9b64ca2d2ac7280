// A __noinline__ device function stays a call, and its accesses and loop
// used to vanish: no access, DRAM 0 GB/s, nothing stated (a silent zero
// cost). Its calls are now inlined on gpuperf's copy and analysed with the
// caller's context: the callee's loop runs n = 8 times (the kernel's
// argument; clang unrolled it by 2, so 4 trips of the unrolled body, and the
// remainder's copies execute in no lane), its accesses are coalesced (i is
// the global thread index), and the report says what was done.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 64 --arg n=8 \
// RUN:   --no-ptxas | %FileCheck %s
// CHECK: note: 1 call to a device function kept out of line (__noinline__: scale(float*, float const*, int, int)) analysed as if inlined at each call site
// CHECK: noinline-callee.cu:[[#@LINE+11]]:{{[0-9]+}} global load 4 in 4.00 4.00 4.00 - coalesced
// CHECK: noinline-callee.cu:[[#@LINE+10]]:{{[0-9]+}} global store 4 out 4.00 4.00 4.00 - coalesced
// CHECK: loop trips
// CHECK-NEXT: noinline-callee.cu:[[#@LINE+7]]:3 4.00
// A recursive function stays a call (inlining cannot end), and is stated.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 64 \
// RUN:   --no-ptxas --kernel recursive_caller | %FileCheck %s --check-prefix=REC
// REC: recursi
__device__ __noinline__ void scale(float *out, const float *in, int i,
                                   int n) {
  for (int k = 0; k < n; ++k)
    out[i + k * 16384] = in[i + k * 16384] * 2.0f;
}
__global__ void caller(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  scale(out, in, i, n);
}
__device__ __noinline__ int fib(int n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
__global__ void recursive_caller(int *out, const int *in) {
  out[threadIdx.x] = fib(in[threadIdx.x]);
}
