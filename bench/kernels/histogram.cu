// 256-bin histogram of 32-bit values (bin = value & 255), grid-stride loop.
// Contention depends on the data: uniform random bins vs. a single bin.
// Part of the gpuperf benchmark suite.

// Every element is a global atomic.
extern "C" __global__ void hist_global(unsigned int *__restrict__ hist,
                                       const unsigned int *__restrict__ data, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&hist[data[i] & 255u], 1u);
}

// Per-block histogram with shared-memory atomics, merged with one global
// atomic per bin and block.
extern "C" __global__ void hist_shared(unsigned int *__restrict__ hist,
                                       const unsigned int *__restrict__ data, int n) {
  __shared__ unsigned int sh[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x) sh[b] = 0u;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&sh[data[i] & 255u], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (sh[b] != 0u) atomicAdd(&hist[b], sh[b]);
}
