// Kernels calling non-inlined device functions with global and shared accesses.
__device__ __noinline__ float load_scaled(const float *p, int i, float s) { return p[i] * s; }
__device__ __noinline__ void store_tile(float *tile, int i, float v) { tile[i] = v; }
__global__ void callee_kernel(float *out, const float *in, float s, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    store_tile(tile, threadIdx.x, load_scaled(in, i, s));
  __syncthreads();
  if (i < n)
    out[i] = tile[255 - threadIdx.x] + load_scaled(in, i * 2 % n, s);
}
