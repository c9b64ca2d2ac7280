// Atomics on global and shared memory, including a CAS loop.
__device__ float atomic_max_float(float *addr, float v) {
  int *a = (int *)addr;
  int old = *a, assumed;
  do {
    assumed = old;
    old = atomicCAS(a, assumed, __float_as_int(fmaxf(v, __int_as_float(assumed))));
  } while (assumed != old);
  return __int_as_float(old);
}
__global__ void atomics_kernel(unsigned *hist, float *mx, const unsigned *in, int n) {
  __shared__ unsigned local[256];
  local[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&local[in[i] & 255], 1u);
    atomicMax(&hist[256], in[i]);
    atomic_max_float(mx, (float)in[i]);
  }
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], local[threadIdx.x]);
  atomicExch(&hist[257], (unsigned)i);
}
