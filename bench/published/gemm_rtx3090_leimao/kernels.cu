// FP32 GEMM, C = alpha * A * B + beta * C, all matrices row-major, written for
// gpuperf's validation from the descriptions of Lei Mao's "CUDA Matrix
// Multiplication Optimization" variants V00-V06 (see data.json): the same
// computation, the same mapping of threads to C and the same tiles, block
// shapes and vector widths. Compiles with nvcc, and with clang -nocudainc and
// include/gpuperf-cuda/gpuperf_cuda.h. -DONLY -DONLY_<kernel> keeps only that
// kernel, which keeps a module small enough for gpuperf to run ptxas on it.

#define GEMM_PARAMS                                                            \
  size_t m, size_t n, size_t k, float alpha, const float *A, size_t lda,       \
      const float *B, size_t ldb, float beta, float *C, size_t ldc

// V00: threadIdx.x walks the rows of C, so a warp reads A down a column and
// writes C down a column (uncoalesced).
#if !defined(ONLY) || defined(ONLY_gemm_v00)
extern "C" __global__ void gemm_v00(GEMM_PARAMS) {
  size_t row = blockIdx.x * blockDim.x + threadIdx.x;
  size_t col = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= m || col >= n)
    return;
  float acc = 0.f;
  for (size_t i = 0; i < k; ++i)
    acc += A[row * lda + i] * B[i * ldb + col];
  C[row * ldc + col] = alpha * acc + beta * C[row * ldc + col];
}
#endif

// V01: threadIdx.x walks the columns of C: B and C are read along rows.
#if !defined(ONLY) || defined(ONLY_gemm_v01)
extern "C" __global__ void gemm_v01(GEMM_PARAMS) {
  size_t col = blockIdx.x * blockDim.x + threadIdx.x;
  size_t row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= m || col >= n)
    return;
  float acc = 0.f;
  for (size_t i = 0; i < k; ++i)
    acc += A[row * lda + i] * B[i * ldb + col];
  C[row * ldc + col] = alpha * acc + beta * C[row * ldc + col];
}
#endif

// Copies the A tile (TY x TK, rows of block y) and the B tile (TK x TX,
// columns of block x) of step `t` into shared memory, one element per thread
// per pass, zero outside the matrices. With TransposeA the A tile is stored
// as TK x TY so that a thread's rows are contiguous.
template <int TX, int TY, int TK, int NT, bool TransposeA>
__device__ __forceinline__ void loadTiles(const float *A, size_t lda, const float *B,
                          size_t ldb, float *As, float *Bs, size_t t,
                          unsigned tid, size_t m, size_t n, size_t k) {
#pragma unroll
  for (int e = tid; e < TY * TK; e += NT) {
    int r = e / TK, c = e % TK;
    size_t gr = blockIdx.y * TY + r, gc = t * TK + c;
    float v = (gr < m && gc < k) ? A[gr * lda + gc] : 0.f;
    if (TransposeA)
      As[c * TY + r] = v;
    else
      As[r * TK + c] = v;
  }
#pragma unroll
  for (int e = tid; e < TK * TX; e += NT) {
    int r = e / TX, c = e % TX;
    size_t gr = t * TK + r, gc = blockIdx.x * TX + c;
    Bs[r * TX + c] = (gr < k && gc < n) ? B[gr * ldb + gc] : 0.f;
  }
}

// The same copy with 16-byte (float4) global loads. As in the published
// kernels, a vector that straddles the matrix's edge has its lanes past the
// edge zeroed one by one, through a pointer into the vector: the loop never
// runs at k = n = 4096 but indexes the vector at run time, which keeps it in
// local memory (nvcc -O3 for sm_86 gives the published V02 and V03
// vectorized kernels a 32-byte stack frame, V04-V06 none).
__device__ __forceinline__ void zeroPastEdge(float4 &v, size_t col,
                                             size_t cols) {
  float *lane = reinterpret_cast<float *>(&v);
  for (size_t e = 0; col + 4 > cols && e < col + 4 - cols; ++e)
    lane[3 - e] = 0.f;
}

template <int TX, int TY, int TK, int NT, bool TransposeA>
__device__ __forceinline__ void loadTilesVec4(const float *A, size_t lda, const float *B,
                              size_t ldb, float *As, float *Bs, size_t t,
                              unsigned tid, size_t m, size_t n, size_t k) {
  const float4 zero = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll
  for (int e = tid; e < TY * TK / 4; e += NT) {
    int r = e / (TK / 4), c = e % (TK / 4) * 4;
    size_t gr = blockIdx.y * TY + r, gc = t * TK + c;
    float4 v = zero;
    if (gr < m && gc < k)
      v = *reinterpret_cast<const float4 *>(&A[gr * lda + gc]);
    zeroPastEdge(v, gc, k);
    if (TransposeA) {
      As[(c + 0) * TY + r] = v.x;
      As[(c + 1) * TY + r] = v.y;
      As[(c + 2) * TY + r] = v.z;
      As[(c + 3) * TY + r] = v.w;
    } else {
      *reinterpret_cast<float4 *>(&As[r * TK + c]) = v;
    }
  }
#pragma unroll
  for (int e = tid; e < TK * TX / 4; e += NT) {
    int r = e / (TX / 4), c = e % (TX / 4) * 4;
    size_t gr = t * TK + r, gc = blockIdx.x * TX + c;
    float4 v = zero;
    if (gr < k && gc < n)
      v = *reinterpret_cast<const float4 *>(&B[gr * ldb + gc]);
    zeroPastEdge(v, gc, n);
    *reinterpret_cast<float4 *>(&Bs[r * TX + c]) = v;
  }
}

template <int TX, int TY, int TK, int NT, bool Vec, bool TransposeA>
__device__ __forceinline__ void stageTiles(const float *A, size_t lda, const float *B,
                           size_t ldb, float *As, float *Bs, size_t t,
                           unsigned tid, size_t m, size_t n, size_t k) {
  if (Vec)
    loadTilesVec4<TX, TY, TK, NT, TransposeA>(A, lda, B, ldb, As, Bs, t, tid,
                                              m, n, k);
  else
    loadTiles<TX, TY, TK, NT, TransposeA>(A, lda, B, ldb, As, Bs, t, tid, m,
                                          n, k);
}

// V02: 32 x 32 x 32 block tiles, one C element per thread (1024 threads).
template <bool Vec> __device__ __forceinline__ void gemmBlockTile(GEMM_PARAMS) {
  constexpr int T = 32;
  __shared__ float As[T * T], Bs[T * T];
  unsigned tid = threadIdx.y * blockDim.x + threadIdx.x;
  size_t row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
  float acc = 0.f;
  for (size_t t = 0; t < (k + T - 1) / T; ++t) {
    stageTiles<T, T, T, T * T, Vec, false>(A, lda, B, ldb, As, Bs, t, tid, m,
                                           n, k);
    __syncthreads();
#pragma unroll
    for (int i = 0; i < T; ++i)
      acc += As[threadIdx.y * T + i] * Bs[i * T + threadIdx.x];
    __syncthreads();
  }
  if (row < m && col < n)
    C[row * ldc + col] = alpha * acc + beta * C[row * ldc + col];
}
#if !defined(ONLY) || defined(ONLY_gemm_v02)
extern "C" __global__ void gemm_v02(GEMM_PARAMS) {
  gemmBlockTile<false>(m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v02_vectorized)
extern "C" __global__ void gemm_v02_vectorized(GEMM_PARAMS) {
  gemmBlockTile<true>(m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}
#endif

// V03: 64 x 64 x 8 block tiles, 512 threads, each computing 8 rows of one
// column of C (a 1-D thread tile).
template <bool Vec> __device__ __forceinline__ void gemmThreadTile1D(GEMM_PARAMS) {
  constexpr int TX = 64, TY = 64, TK = 8, R = 8, NT = TX * TY / R;
  __shared__ float As[TY * TK], Bs[TK * TX];
  unsigned tid = threadIdx.x;
  int x = tid % TX, y0 = tid / TX * R;
  float acc[R] = {0.f};
  for (size_t t = 0; t < (k + TK - 1) / TK; ++t) {
    stageTiles<TX, TY, TK, NT, Vec, false>(A, lda, B, ldb, As, Bs, t, tid, m,
                                           n, k);
    __syncthreads();
#pragma unroll
    for (int i = 0; i < TK; ++i) {
      float b = Bs[i * TX + x];
#pragma unroll
      for (int r = 0; r < R; ++r)
        acc[r] += As[(y0 + r) * TK + i] * b;
    }
    __syncthreads();
  }
  size_t col = blockIdx.x * TX + x;
#pragma unroll
  for (int r = 0; r < R; ++r) {
    size_t row = blockIdx.y * TY + y0 + r;
    if (row < m && col < n)
      C[row * ldc + col] = alpha * acc[r] + beta * C[row * ldc + col];
  }
}
#if !defined(ONLY) || defined(ONLY_gemm_v03)
extern "C" __global__ void gemm_v03(GEMM_PARAMS) {
  gemmThreadTile1D<false>(m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v03_vectorized)
extern "C" __global__ void gemm_v03_vectorized(GEMM_PARAMS) {
  gemmThreadTile1D<true>(m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}
#endif

// V04-V06: 128 x 128 x 16 block tiles, 256 threads, each computing an 8 x 8
// tile of C from 8 values of A and 8 of B per step (an outer product).
// Vec: B (and, with TransposeA, A) is read from shared memory and C is read
// and written as float4. Warp: the 8 warps tile the block 4 (x) by 2 (y),
// each warp a 32 x 64 patch of 4 x 8 threads (V06); otherwise thread i takes
// column tile i % 16 and row tile i / 16.
template <bool Vec, bool TransposeA, bool Warp>
__device__ __forceinline__ void gemmThreadTile2D(GEMM_PARAMS) {
  constexpr int TX = 128, TY = 128, TK = 16, R = 8, NT = 256;
  __shared__ float As[TY * TK], Bs[TK * TX];
  unsigned tid = threadIdx.x;
  int x0, y0;
  if (Warp) {
    unsigned warp = tid / 32, lane = tid % 32;
    x0 = warp % 4 * 32 + lane % 4 * R;
    y0 = warp / 4 * 64 + lane / 4 * R;
  } else {
    x0 = tid % (TX / R) * R;
    y0 = tid / (TX / R) * R;
  }
  float acc[R][R] = {{0.f}};
  for (size_t t = 0; t < (k + TK - 1) / TK; ++t) {
    stageTiles<TX, TY, TK, NT, Vec && TransposeA, TransposeA>(
        A, lda, B, ldb, As, Bs, t, tid, m, n, k);
    __syncthreads();
#pragma unroll
    for (int i = 0; i < TK; ++i) {
      float a[R], b[R];
      if (Vec) {
#pragma unroll
        for (int j = 0; j < R; j += 4) {
          *reinterpret_cast<float4 *>(&b[j]) =
              *reinterpret_cast<const float4 *>(&Bs[i * TX + x0 + j]);
          if (TransposeA)
            *reinterpret_cast<float4 *>(&a[j]) =
                *reinterpret_cast<const float4 *>(&As[i * TY + y0 + j]);
        }
      } else {
#pragma unroll
        for (int j = 0; j < R; ++j)
          b[j] = Bs[i * TX + x0 + j];
      }
      if (!(Vec && TransposeA)) {
#pragma unroll
        for (int j = 0; j < R; ++j)
          a[j] = TransposeA ? As[i * TY + y0 + j] : As[(y0 + j) * TK + i];
      }
#pragma unroll
      for (int r = 0; r < R; ++r)
#pragma unroll
        for (int c = 0; c < R; ++c)
          acc[r][c] += a[r] * b[c];
    }
    __syncthreads();
  }
#pragma unroll
  for (int r = 0; r < R; ++r) {
    size_t row = blockIdx.y * TY + y0 + r;
    size_t col = blockIdx.x * TX + x0;
    if (row >= m)
      continue;
    if (Vec) {
#pragma unroll
      for (int c = 0; c < R; c += 4) {
        if (col + c >= n)
          continue;
        float4 *p = reinterpret_cast<float4 *>(&C[row * ldc + col + c]);
        float4 old = *p;
        *p = make_float4(alpha * acc[r][c] + beta * old.x,
                         alpha * acc[r][c + 1] + beta * old.y,
                         alpha * acc[r][c + 2] + beta * old.z,
                         alpha * acc[r][c + 3] + beta * old.w);
      }
    } else {
#pragma unroll
      for (int c = 0; c < R; ++c)
        if (col + c < n)
          C[row * ldc + col + c] =
              alpha * acc[r][c] + beta * C[row * ldc + col + c];
    }
  }
}
#if !defined(ONLY) || defined(ONLY_gemm_v04)
extern "C" __global__ void gemm_v04(GEMM_PARAMS) {
  gemmThreadTile2D<false, false, false>(m, n, k, alpha, A, lda, B, ldb, beta,
                                        C, ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v04_vectorized)
extern "C" __global__ void gemm_v04_vectorized(GEMM_PARAMS) {
  gemmThreadTile2D<true, false, false>(m, n, k, alpha, A, lda, B, ldb, beta,
                                       C, ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v05)
extern "C" __global__ void gemm_v05(GEMM_PARAMS) {
  gemmThreadTile2D<false, true, false>(m, n, k, alpha, A, lda, B, ldb, beta,
                                       C, ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v05_vectorized)
extern "C" __global__ void gemm_v05_vectorized(GEMM_PARAMS) {
  gemmThreadTile2D<true, true, false>(m, n, k, alpha, A, lda, B, ldb, beta, C,
                                      ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v06)
extern "C" __global__ void gemm_v06(GEMM_PARAMS) {
  gemmThreadTile2D<false, true, true>(m, n, k, alpha, A, lda, B, ldb, beta, C,
                                      ldc);
}
#endif
#if !defined(ONLY) || defined(ONLY_gemm_v06_vectorized)
extern "C" __global__ void gemm_v06_vectorized(GEMM_PARAMS) {
  gemmThreadTile2D<true, true, true>(m, n, k, alpha, A, lda, B, ldb, beta, C,
                                     ldc);
}
#endif
