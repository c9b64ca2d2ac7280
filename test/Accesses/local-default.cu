// Clang writes a bounds-checked vector load, `c ? *(float4 *)p : zero`, as a
// load through select(c, p, &zero): a pointer chosen per lane between the
// global array and the thread's local default. The access is the global
// array's in the lanes where c holds (a coalesced float4 load of `in`, the
// last warp with 5 of its lanes: 3 sectors), not a data-dependent one (32
// sectors a request, no footprint), and the choice is stated. The default lives in local memory, stored every time: those
// 16 B a thread stay in the L2 for the launch's 8 waves, so they reach DRAM
// once. Written the other way round (`c ? zero : *p`), the object is the
// select's false side. A private array of 2 KB a thread does not fit (432 MB
// for the resident threads): every local request stays DRAM traffic, stated.
// RUN: %gpuperf analyze %s --kernel guarded_tile_load --gpu a100 --block 256 --grid 8192 --arg n=8388500 --no-ptxas --view accesses,summary | %FileCheck %s
// RUN: %gpuperf analyze %s --kernel default_first --gpu a100 --block 256 --grid 8192 --arg n=8388500 --no-ptxas --view accesses | %FileCheck %s --check-prefix=FIRST
// RUN: %gpuperf analyze %s --kernel big_private_array --gpu a100 --block 256 --grid 8192 --no-ptxas --view summary | %FileCheck %s --check-prefix=BIG
// CHECK: local-default.cu:[[#]]:{{[0-9]+}} local store 16 - 16.00
// CHECK-NEXT: local-default.cu:[[#LINE:]]:{{[0-9]+}} global load 16 in 16.00 (3.00..16.00) 16.00 16.00 - coalesced lanes 16 bytes apart
// CHECK: local-default.cu:[[#LINE]]:{{[0-9]+}} assumes pointer chosen at local-default.cu:[[#LINE-1]] between the object and a local default of each thread: the object's access in the lanes that choose it; the others read their local copy, not costed
// CHECK: assumes L2 holds local memory: the 16 B a thread of the 221184 resident threads (3.4 MB) stay in the L2, later waves taking the slots of the blocks they replace, so they reach DRAM once, not the 32.0 MB requested
__global__ void guarded_tile_load(const float *in, float *out, int n) {
  __shared__ float tile[1024];
  const float4 zero = make_float4(0.f, 0.f, 0.f, 0.f);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = 4 * i < n ? *reinterpret_cast<const float4 *>(&in[4 * i]) : zero;
  *reinterpret_cast<float4 *>(&tile[4 * threadIdx.x]) = v;
  __syncthreads();
  out[i] = tile[4 * (255 - threadIdx.x)];
}

// FIRST: local-default.cu:[[#LINE:]]:{{[0-9]+}} global load 16 in 16.00 (3.00..16.00) 16.00 16.00 - coalesced lanes 16 bytes apart
// FIRST: local-default.cu:[[#LINE]]:{{[0-9]+}} assumes pointer chosen at local-default.cu:[[#LINE-1]] between the object and a local default
__global__ void default_first(const float *in, float *out, int n) {
  __shared__ float tile[1024];
  const float4 zero = make_float4(0.f, 0.f, 0.f, 0.f);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = 4 * i >= n ? zero : *reinterpret_cast<const float4 *>(&in[4 * i]);
  *reinterpret_cast<float4 *>(&tile[4 * threadIdx.x]) = v;
  __syncthreads();
  out[i] = tile[4 * (255 - threadIdx.x)];
}

// BIG: assumes thread-private arrays in local memory: 2048 bytes per thread
// BIG-NOT: L2 holds local memory
// BIG: assumes local memory left as DRAM traffic ({{[0-9.]+}} MB requested): the 2048 B a thread of the 221184 resident threads (432.0 MB) do not fit in the L2
__global__ void big_private_array(const int *idx, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float a[512];
  for (int j = 0; j < 512; ++j)
    a[j] = out[j];
  out[i] = a[idx[i] & 511];
}
