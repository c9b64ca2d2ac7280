// Indirect calls through a table of device function pointers.
typedef float (*op_t)(float, float);
__device__ __noinline__ float op_add(float a, float b) { return a + b; }
__device__ __noinline__ float op_mul(float a, float b) { return a * b; }
__device__ __noinline__ float op_max(float a, float b) { return a > b ? a : b; }
__device__ op_t table[3] = {op_add, op_mul, op_max};
__global__ void indirect_kernel(float *out, const float *a, const float *b, const int *sel, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = table[sel[i] % 3](a[i], b[i]);
}
