// All-pairs n-body force kernel of "Fast N-Body Simulation with CUDA" (Nyland,
// Harris, Prins, GPU Gems 3 ch. 31, 2007; see data.json), written for
// gpuperf's validation from the chapter's description: one thread per body,
// p = blockDim.x threads per block; the block walks the N bodies in tiles of
// p, each thread copying one body (float4: position and mass) of the tile into
// dynamic shared memory (p * 16 bytes), then accumulating its body's
// acceleration from all p bodies of the tile (20 flops per interaction).
// The tile loop is unrolled 1, 2 or 4 times (the chapter's Figure 31-5).

#define SOFTENING_SQUARED 0.01f

// Acceleration of body `bi` due to body `bj`, added to `ai`. The inverse cube
// of the distance is the reciprocal square root of its sixth power: the
// form compute capability 1.x executes for 1 / sqrtf (there single-precision
// division and square root are not IEEE-rounded SFU sequences).
__device__ __forceinline__ float3 interact(float4 bi, float4 bj, float3 ai) {
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float d2 = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING_SQUARED;
  float invDistCube = rsqrtf(d2 * d2 * d2);
  float s = bj.w * invDistCube;
  ai.x += r.x * s;
  ai.y += r.y * s;
  ai.z += r.z * s;
  return ai;
}

#define NBODY_KERNEL(NAME, UNROLL)                                             \
  extern "C" __global__ void NAME(const float4 *positions, float4 *accel,     \
                                  int N) {                                    \
    extern __shared__ float4 tile[];                                          \
    int body = blockIdx.x * blockDim.x + threadIdx.x;                         \
    float4 me = positions[body];                                              \
    float3 acc = make_float3(0.f, 0.f, 0.f);                                  \
    for (int start = 0; start < N; start += blockDim.x) {                     \
      tile[threadIdx.x] = positions[start + threadIdx.x];                     \
      __syncthreads();                                                        \
      _Pragma(#UNROLL) for (int j = 0; j < (int)blockDim.x; ++j) acc =       \
          interact(me, tile[j], acc);                                         \
      __syncthreads();                                                        \
    }                                                                         \
    accel[body] = make_float4(acc.x, acc.y, acc.z, 0.f);                      \
  }

NBODY_KERNEL(nbody_unroll1, unroll 1)
NBODY_KERNEL(nbody_unroll2, unroll 2)
NBODY_KERNEL(nbody_unroll4, unroll 4)
