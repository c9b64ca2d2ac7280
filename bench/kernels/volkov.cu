// Volkov's synthetic workload (thesis §4.1, §5.10): pointer chasing where each
// load is followed by `A` back-to-back dependent fp32 adds on the loaded
// pointer ("arithmetic intensity" alpha = A).  The adds use a kernel argument
// b = 0.0f so that they cannot be folded and leave the pointer unchanged
// (the loaded words are small non-negative integers, i.e. non-negative
// floats/denormals; do not build this with flush-to-zero / --use_fast_math).
//
// mem[i] holds the index of the next element: chase(stride) initialisation
// mem[i] = (i + stride) % len with stride = total threads (x ILP), so each
// thread sweeps its own chain and no word is read twice in a launch.
// Part of the gpuperf benchmark suite.

#define CHASE(A)                                                                         \
  extern "C" __global__ void chase_a##A(const unsigned int *__restrict__ mem,           \
                                        unsigned int *__restrict__ out, int iters,      \
                                        float b) {                                      \
    unsigned int tid = blockIdx.x * blockDim.x + threadIdx.x;                            \
    unsigned int p = tid;                                                                \
    for (int it = 0; it < iters; ++it) {                                                 \
      p = mem[p];                                                                        \
      float x = __uint_as_float(p);                                                      \
      _Pragma("unroll") for (int k = 0; k < A; ++k) x = x + b;                           \
      p = __float_as_uint(x);                                                            \
    }                                                                                    \
    out[tid] = p;                                                                        \
  }

CHASE(0)
CHASE(1)
CHASE(2)
CHASE(4)
CHASE(8)
CHASE(16)
CHASE(32)
CHASE(64)
CHASE(128)

// ILP variants: I independent chains per thread, chain j starting at
// tid + j * threads (mem initialised with stride I * threads).
#define CHASE_ILP(I, A)                                                                  \
  extern "C" __global__ void chase_ilp##I##_a##A(const unsigned int *__restrict__ mem,  \
                                                 unsigned int *__restrict__ out,        \
                                                 int iters, float b) {                  \
    unsigned int tid = blockIdx.x * blockDim.x + threadIdx.x;                            \
    unsigned int nthreads = gridDim.x * blockDim.x;                                      \
    unsigned int p[I];                                                                   \
    _Pragma("unroll") for (int j = 0; j < I; ++j) p[j] = tid + j * nthreads;             \
    for (int it = 0; it < iters; ++it) {                                                 \
      float x[I];                                                                        \
      _Pragma("unroll") for (int j = 0; j < I; ++j) x[j] = __uint_as_float(mem[p[j]]);   \
      _Pragma("unroll") for (int k = 0; k < A; ++k)                                      \
        _Pragma("unroll") for (int j = 0; j < I; ++j) x[j] = x[j] + b;                   \
      _Pragma("unroll") for (int j = 0; j < I; ++j) p[j] = __float_as_uint(x[j]);        \
    }                                                                                    \
    unsigned int r = 0;                                                                  \
    _Pragma("unroll") for (int j = 0; j < I; ++j) r ^= p[j];                             \
    out[tid] = r;                                                                        \
  }

CHASE_ILP(2, 0)
CHASE_ILP(2, 8)
CHASE_ILP(4, 0)
CHASE_ILP(4, 8)
