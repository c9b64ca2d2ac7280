// Several kernels sharing non-inlined device functions.
__device__ __noinline__ float saxpy_elem(float a, const float *x, const float *y, int i) { return a * x[i] + y[i]; }
__device__ __noinline__ float clampf(float v, float lo, float hi) { return v < lo ? lo : (v > hi ? hi : v); }
__global__ void kernel_a(float *out, float a, const float *x, const float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = saxpy_elem(a, x, y, i);
}
__global__ void kernel_b(float *out, float a, const float *x, const float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = clampf(saxpy_elem(a, x, y, i), 0.f, 1.f);
}
__global__ void kernel_c(float *out, const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = clampf(x[i], -1.f, 1.f);
}
