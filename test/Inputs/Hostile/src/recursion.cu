// Recursion: a non-inlined recursive device function and mutual recursion.
__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ __noinline__ int odd(int n);
__device__ __noinline__ int even(int n) { return n == 0 ? 1 : odd(n - 1); }
__device__ __noinline__ int odd(int n) { return n == 0 ? 0 : even(n - 1); }
__global__ void recursive_kernel(int *out, const int *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = fib(in[i] & 15) + even(in[i] & 7);
}
