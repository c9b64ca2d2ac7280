// Dense single-precision matrix multiply C = A * B, all N x N row-major, N a
// multiple of 64 (no bounds checks in the tiled versions).  Part of the
// gpuperf benchmark suite.

// One output per thread, operands straight from global memory (L1/L2 reuse
// only).  Block (16,16), grid (N/16, N/16).
extern "C" __global__ void mm_naive(float *__restrict__ C, const float *__restrict__ A,
                                    const float *__restrict__ B, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < N && col < N) {
    float sum = 0.0f;
    for (int k = 0; k < N; ++k) sum += A[row * N + k] * B[k * N + col];
    C[row * N + col] = sum;
  }
}

// Shared-memory tiling, TILE x TILE threads, one output per thread.
#define MM_TILED(TILE)                                                                   \
  extern "C" __global__ void mm_tiled##TILE(float *__restrict__ C,                      \
                                            const float *__restrict__ A,                \
                                            const float *__restrict__ B, int N) {       \
    __shared__ float As[TILE][TILE];                                                     \
    __shared__ float Bs[TILE][TILE];                                                     \
    int tx = threadIdx.x, ty = threadIdx.y;                                              \
    int row = blockIdx.y * TILE + ty;                                                    \
    int col = blockIdx.x * TILE + tx;                                                    \
    float sum = 0.0f;                                                                    \
    for (int k0 = 0; k0 < N; k0 += TILE) {                                               \
      As[ty][tx] = A[row * N + k0 + tx];                                                 \
      Bs[ty][tx] = B[(k0 + ty) * N + col];                                               \
      __syncthreads();                                                                   \
      _Pragma("unroll") for (int k = 0; k < TILE; ++k) sum += As[ty][k] * Bs[k][tx];     \
      __syncthreads();                                                                   \
    }                                                                                    \
    C[row * N + col] = sum;                                                              \
  }
MM_TILED(16)
MM_TILED(32)

// Register blocking: a 64x64 tile of C per 16x16-thread block, 4x4 outputs per
// thread (rows ty + 16 i, columns tx + 16 j), K step 16.  A is staged
// transposed (As[k][m], padded) so that the inner loop reads are broadcasts
// or conflict-free.
extern "C" __global__ void mm_regblock(float *__restrict__ C, const float *__restrict__ A,
                                       const float *__restrict__ B, int N) {
  __shared__ float As[16][64 + 1];
  __shared__ float Bs[16][64];
  int tx = threadIdx.x, ty = threadIdx.y;
  int tid = ty * 16 + tx;
  int row0 = blockIdx.y * 64, col0 = blockIdx.x * 64;
  float acc[4][4];
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) acc[i][j] = 0.0f;
  for (int k0 = 0; k0 < N; k0 += 16) {
#pragma unroll
    for (int l = 0; l < 4; ++l) {
      int idx = tid + l * 256;
      int r = idx / 16, c = idx % 16;
      As[c][r] = A[(row0 + r) * N + k0 + c];
    }
#pragma unroll
    for (int l = 0; l < 4; ++l) {
      int idx = tid + l * 256;
      int r = idx / 64, c = idx % 64;
      Bs[r][c] = B[(k0 + r) * N + col0 + c];
    }
    __syncthreads();
#pragma unroll
    for (int k = 0; k < 16; ++k) {
      float a[4], b[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) a[i] = As[k][ty + 16 * i];
#pragma unroll
      for (int j = 0; j < 4; ++j) b[j] = Bs[k][tx + 16 * j];
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) acc[i][j] += a[i] * b[j];
    }
    __syncthreads();
  }
#pragma unroll
  for (int i = 0; i < 4; ++i)
#pragma unroll
    for (int j = 0; j < 4; ++j) C[(row0 + ty + 16 * i) * N + col0 + tx + 16 * j] = acc[i][j];
}
