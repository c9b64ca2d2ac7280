// int32 sum reduction, three strategies x three load widths, written for
// gpuperf's validation from yencal's description "GPU Parallel Reduction:
// Algorithm and Optimization Strategies" (see data.json): a grid-stride loop
// in which each thread sums int, int2 or int4 elements, then
//   two_pass:     a shared-memory tree per block writes one partial per block,
//                 and a second launch (one block) sums the partials;
//   block_atomic: the same tree, thread 0 adds the block's sum atomically;
//   warp_atomic:  shuffles reduce each warp, lane 0 adds the warp's sum.
// Block 512 and grid 1024 as published.

__device__ __forceinline__ int lanes(int v) { return v; }
__device__ __forceinline__ int lanes(int2 v) { return v.x + v.y; }
__device__ __forceinline__ int lanes(int4 v) { return v.x + v.y + v.z + v.w; }

// This thread's share of the n / width vectors of `in`, grid-stride order.
template <typename V>
__device__ __forceinline__ int threadSum(const int *in, long long n) {
  const V *v = reinterpret_cast<const V *>(in);
  long long count = n / (sizeof(V) / sizeof(int));
  int sum = 0;
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;
       i < count; i += (long long)gridDim.x * blockDim.x)
    sum += lanes(v[i]);
  return sum;
}

// Shared-memory tree over the block (blockDim.x a power of two, <= 1024).
__device__ __forceinline__ int blockSum(int sum) {
  __shared__ int partial[1024];
  partial[threadIdx.x] = sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      partial[threadIdx.x] += partial[threadIdx.x + s];
    __syncthreads();
  }
  return partial[0];
}

__device__ __forceinline__ int warpSum(int sum) {
  for (int offset = 16; offset > 0; offset /= 2)
    sum += __shfl_down_sync(0xffffffffu, sum, offset);
  return sum;
}

#define REDUCTION_KERNELS(SUFFIX, V)                                           \
  extern "C" __global__ void two_pass_##SUFFIX(const int *in, int *partials,  \
                                               long long n) {                 \
    int s = blockSum(threadSum<V>(in, n));                                    \
    if (threadIdx.x == 0)                                                     \
      partials[blockIdx.x] = s;                                               \
  }                                                                           \
  extern "C" __global__ void block_atomic_##SUFFIX(const int *in, int *out,   \
                                                   long long n) {             \
    int s = blockSum(threadSum<V>(in, n));                                    \
    if (threadIdx.x == 0)                                                     \
      atomicAdd(out, s);                                                      \
  }                                                                           \
  extern "C" __global__ void warp_atomic_##SUFFIX(const int *in, int *out,    \
                                                  long long n) {              \
    int s = warpSum(threadSum<V>(in, n));                                     \
    if (threadIdx.x % 32 == 0)                                                \
      atomicAdd(out, s);                                                      \
  }

REDUCTION_KERNELS(int, int)
REDUCTION_KERNELS(int2, int2)
REDUCTION_KERNELS(int4, int4)

// Second pass of two_pass: one block sums the per-block partials.
extern "C" __global__ void two_pass_final(const int *partials, int *out,
                                         int count) {
  int sum = 0;
  for (int i = threadIdx.x; i < count; i += blockDim.x)
    sum += partials[i];
  sum = blockSum(sum);
  if (threadIdx.x == 0)
    *out = sum;
}
