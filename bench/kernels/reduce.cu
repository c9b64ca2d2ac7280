// Parallel sum reduction in shared memory (Harris, "Optimizing parallel
// reduction in CUDA"): each block writes one partial sum out[blockIdx.x].
// Dynamic shared memory of blockDim.x floats; blockDim.x a power of two >= 64.
// Part of the gpuperf benchmark suite.

// #1 interleaved addressing with a modulo test: divergent branches.
extern "C" __global__ void reduce0(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// #2 interleaved addressing with a strided index: no divergence, bank conflicts.
extern "C" __global__ void reduce1(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s *= 2) {
    unsigned int index = 2 * s * tid;
    if (index < blockDim.x) sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// #3 sequential addressing: conflict free, half the threads idle from the start.
extern "C" __global__ void reduce2(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  sdata[tid] = (i < n) ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// #4 first add during the global load: grid halves.
extern "C" __global__ void reduce3(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float v = (i < n) ? in[i] : 0.0f;
  if (i + blockDim.x < n) v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// Last warp: warp-synchronous through volatile shared memory, with the
// __syncwarp() that Volta and later need.
__device__ __forceinline__ void warp_reduce(volatile float *sdata, unsigned int tid) {
  float v = sdata[tid];
  v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v;
}

// #5 unrolled last warp.
extern "C" __global__ void reduce4(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float v = (i < n) ? in[i] : 0.0f;
  if (i + blockDim.x < n) v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();
  for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) warp_reduce(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// #6 completely unrolled for a compile-time block size of 256.
extern "C" __global__ void __launch_bounds__(256)
reduce5_256(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  const unsigned int bs = 256;
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (bs * 2) + threadIdx.x;
  float v = (i < n) ? in[i] : 0.0f;
  if (i + bs < n) v += in[i + bs];
  sdata[tid] = v;
  __syncthreads();
  if (tid < 128) sdata[tid] += sdata[tid + 128];
  __syncthreads();
  if (tid < 64) sdata[tid] += sdata[tid + 64];
  __syncthreads();
  if (tid < 32) warp_reduce(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// #7 multiple elements per thread (grid-stride loop, two loads per step), then
// the unrolled tree of #6.  Block size 256.
extern "C" __global__ void __launch_bounds__(256)
reduce6_256(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float sdata[];
  const unsigned int bs = 256;
  unsigned int tid = threadIdx.x;
  unsigned int i = blockIdx.x * (bs * 2) + threadIdx.x;
  unsigned int gridSize = bs * 2 * gridDim.x;
  float v = 0.0f;
  while (i < n) {
    v += in[i];
    if (i + bs < n) v += in[i + bs];
    i += gridSize;
  }
  sdata[tid] = v;
  __syncthreads();
  if (tid < 128) sdata[tid] += sdata[tid + 128];
  __syncthreads();
  if (tid < 64) sdata[tid] += sdata[tid + 64];
  __syncthreads();
  if (tid < 32) warp_reduce(sdata, tid);
  if (tid == 0) out[blockIdx.x] = sdata[0];
}

// Modern variant: grid-stride accumulation, warp shuffles, one shared word
// per warp (dynamic shared memory of blockDim.x / 32 floats is enough).
extern "C" __global__ void reduce_shfl(float *__restrict__ out, const float *__restrict__ in, int n) {
  extern __shared__ float warpsum[];
  unsigned int tid = threadIdx.x;
  float v = 0.0f;
  for (unsigned int i = blockIdx.x * blockDim.x + tid; i < n; i += blockDim.x * gridDim.x) v += in[i];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  if ((tid & 31) == 0) warpsum[tid >> 5] = v;
  __syncthreads();
  if (tid < 32) {
    v = (tid < blockDim.x / 32) ? warpsum[tid] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (tid == 0) out[blockIdx.x] = v;
  }
}
