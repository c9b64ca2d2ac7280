// clang's IR spells a 16-byte vector load as four scalar loads; the NVPTX
// backend merges them into one ld.v4 (LoadStoreVectorizer). gpuperf analyses
// the merged accesses, so a copy written with a 16-byte vector type and the
// same copy written as four scalar statements give the same facts: one
// 16-byte load and one 16-byte store per thread, 16 sectors per request
// (coalesced, not strided(4)), and the same time; the report says what was
// merged. Before, the scalar form was four strided 4-byte requests per side
// and four times slower. The opt plugin analyses a merged copy and leaves
// the IR it is given unchanged.
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 4096 --no-ptxas > %t.txt
// RUN: %FileCheck %s < %t.txt
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 4096 --no-ptxas --format json \
// RUN:   | %python -c "import json,sys; ks=json.load(sys.stdin)['kernels']; \
// RUN:     f=lambda k: ([(a['kind'], a['bytes_per_thread'], a['sectors_per_request']) for a in k['accesses']], k['prediction']['time_us']); \
// RUN:     print(f(ks[0]) == f(ks[1]), f(ks[0])[0], f(ks[2])[0])" | %FileCheck %s --check-prefix=SAME
// SAME: True [('load', 16, 16), ('store', 16, 16)] [('load', 16, 16), ('store', 4, 4)]
// CHECK: note: adjacent loads and stores merged into vector accesses as the NVPTX backend's LoadStoreVectorizer does: 13 memory instructions became 4
// CHECK: Kernel copy_vector
// CHECK: global  load   16  in            16.00  16.00      16.00     -  coalesced
// CHECK: global  store  16  out           16.00  16.00      16.00     -  coalesced
// CHECK: Kernel copy_scalars
// CHECK: global  load   16  in            16.00  16.00      16.00     -  coalesced
// CHECK: global  store  16  out           16.00  16.00      16.00     -  coalesced
// CHECK: Kernel sum_vector
// CHECK: global  load   16  in            16.00  16.00      16.00     -  coalesced
// RUN: %clangxx_cuda -S -emit-llvm --cuda-gpu-arch=sm_90 %s -o %t.ll
// RUN: %opt_plain -S %t.ll -o %t.plain.ll
// RUN: %opt -gpu-perf-no-ptxas -gpu-perf-gpu=h100 -passes='print<gpu-perf>' -S %t.ll -o %t.print.ll 2> %t.report
// RUN: cmp %t.plain.ll %t.print.ll
// RUN: %FileCheck %s --check-prefix=PLUGIN < %t.report
// PLUGIN: note: adjacent loads and stores merged into vector accesses
// PLUGIN: Kernel copy_scalars
// PLUGIN: global  load   16  {{.*}}  16.00  16.00      16.00     -  coalesced
struct alignas(16) Vec4 {
  float x, y, z, w;
};

extern "C" __global__ void copy_vector(Vec4 *out, const Vec4 *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i];
}

extern "C" __global__ void copy_scalars(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Vec4 *src = reinterpret_cast<const Vec4 *>(in);
  Vec4 *dst = reinterpret_cast<Vec4 *>(out);
  Vec4 t = src[i];
  dst[i].x = t.x;
  dst[i].y = t.y;
  dst[i].z = t.z;
  dst[i].w = t.w;
}

extern "C" __global__ void sum_vector(const int *in, int *out) {
  struct alignas(16) Int4 {
    int x, y, z, w;
  };
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Int4 v = reinterpret_cast<const Int4 *>(in)[i];
  out[i] = v.x + v.y + v.z + v.w;
}
