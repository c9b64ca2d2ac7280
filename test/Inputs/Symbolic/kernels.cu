// Small kernels for the symbolic access analysis tests. Regenerate with:
// clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc
//   -nocudalib -O2 -g -Xclang -debug-info-kind=constructor -S -emit-llvm
//   kernels.cu -o kernels.ll
// (device -g alone gives DebugDirectivesOnly: no parameter names)
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
extern "C" {
__device__ void __syncthreads() __asm("llvm.nvvm.barrier0");
struct float4 { float x, y, z, w; };
struct __attribute__((aligned(16))) f4 { float x, y, z, w; };
struct P3 { float x, y, z; };

__global__ void copy(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i];
}
__global__ void stride_k(float *out, const float *in, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i * k];
}
__global__ void stride2(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[2 * i];
}
__global__ void offset1(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i + 1];
}
__global__ void tile2d(float *out, const float *in, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * n + x] = in[y * n + x] * 2.0f;
}
__global__ void transpose_naive(float *out, const float *in, int n) {
  int x = blockIdx.x * 32 + threadIdx.x;
  int y = blockIdx.y * 32 + threadIdx.y;
  out[x * n + y] = in[y * n + x];
}
__global__ void transpose_shared(float *out, const float *in, int n) {
  __shared__ float tile[32][32];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
  out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}
__global__ void transpose_padded(float *out, const float *in, int n) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * n + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x; y = blockIdx.x * 32 + threadIdx.y;
  out[y * n + x] = tile[threadIdx.x][threadIdx.y];
}
__global__ void matmul_naive(float *C, const float *A, const float *B, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
  for (int k = 0; k < n; ++k) s += A[row * n + k] * B[k * n + col];
  C[row * n + col] = s;
}
__global__ void matmul_tiled(float *C, const float *A, const float *B, int n) {
  __shared__ float As[16][16], Bs[16][16];
  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
  float s = 0;
  for (int t = 0; t < n / 16; ++t) {
    As[ty][tx] = A[row * n + t * 16 + tx];
    Bs[ty][tx] = B[(t * 16 + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < 16; ++k) s += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = s;
}
__global__ void aos(float *out, const P3 *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = p[i].x;
}
__global__ void soa(float *out, const float *x) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = x[i];
}
__global__ void types(char *c, short *s, double *d, f4 *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = 1; s[i] = 2; d[i] = 3.0;
  f4 t = v[i]; t.x += 1.0f; v[i] = t;
}
__global__ void gather(float *out, const float *in, const int *idx) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[idx[i]];
}
__global__ void reduce_interleaved(float *out, const float *in) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 1; s < 256; s *= 2) {
    if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
__global__ void reduce_strided_index(float *out, const float *in) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 1; s < 256; s *= 2) {
    unsigned index = 2 * s * tid;
    if (index < 256) sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
__global__ void reduce_sequential(float *out, const float *in) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * 256 + tid];
  __syncthreads();
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}
__global__ void grid_stride(float *out, const float *in, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = in[i] * 2.0f;
}
__global__ void atomic_hist(int *h, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  __nvvm_atom_add_gen_i(&h[threadIdx.x % 16], in[i]);
}
// Each lane's inner count names the outer iteration: rows of growing
// length, strided across the block.
__global__ void triangular_rows(float *a, int m) {
#pragma unroll 1
  for (int j = 0; j < m; ++j) {
#pragma unroll 1
    for (int k = threadIdx.x; k < 8 * j; k += 32)
      a[k + 256 * j] = 0.f;
  }
}
}
