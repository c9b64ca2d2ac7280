// Matrix-multiply and copy kernels of NVIDIA's CUDA C++ Best Practices Guide
// (§9.2.1.3 offset copy, §9.2.3.2 C = AB, §9.2.3.3 C = AA^T; see data.json),
// written for gpuperf's validation from the guide's descriptions. A is M x w,
// B is w x N, w = TILE = 32 (the warp size); blocks of TILE x TILE threads, one
// element of C per thread; C = AB on an (N/w, M/w) grid, C = AA^T on (M/w, M/w).

#define TILE 32

// C = AB reading A and B from global memory: a warp reads one row element of
// A per step (broadcast) and B along a row.
extern "C" __global__ void simple_multiply(const float *a, const float *b,
                                           float *c, int N) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.f;
  for (int i = 0; i < TILE; ++i)
    sum += a[row * TILE + i] * b[i * N + col];
  c[row * N + col] = sum;
}

// The row of A a warp needs is read once, coalesced, into shared memory.
extern "C" __global__ void coalesced_multiply(const float *a, const float *b,
                                              float *c, int N) {
  __shared__ float aTile[TILE][TILE];
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  aTile[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  __syncwarp();
  float sum = 0.f;
  for (int i = 0; i < TILE; ++i)
    sum += aTile[threadIdx.y][i] * b[i * N + col];
  c[row * N + col] = sum;
}

// Both tiles in shared memory: each element of B is read from global memory
// once per block instead of once per warp.
extern "C" __global__ void shared_ab_multiply(const float *a, const float *b,
                                              float *c, int N) {
  __shared__ float aTile[TILE][TILE], bTile[TILE][TILE];
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  aTile[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  bTile[threadIdx.y][threadIdx.x] = b[threadIdx.y * N + col];
  __syncthreads();
  float sum = 0.f;
  for (int i = 0; i < TILE; ++i)
    sum += aTile[threadIdx.y][i] * bTile[i][threadIdx.x];
  c[row * N + col] = sum;
}

// C = AA^T from global memory: the A^T operand is read down a column, TILE
// words apart across a warp.
extern "C" __global__ void simple_multiply_aat(const float *a, float *c,
                                               int M) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = 0.f;
  for (int i = 0; i < TILE; ++i)
    sum += a[row * TILE + i] * a[col * TILE + i];
  c[row * M + col] = sum;
}

// Both operands staged through shared memory with coalesced reads; the
// transposed tile is read down a column (32-way bank conflicts) unless padded.
template <int Pad>
__device__ __forceinline__ void stagedAAT(const float *a, float *c, int M) {
  __shared__ float aTile[TILE][TILE], transposedTile[TILE][TILE + Pad];
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  aTile[threadIdx.y][threadIdx.x] = a[row * TILE + threadIdx.x];
  transposedTile[threadIdx.x][threadIdx.y] =
      a[(blockIdx.x * blockDim.x + threadIdx.y) * TILE + threadIdx.x];
  __syncthreads();
  float sum = 0.f;
  for (int i = 0; i < TILE; ++i)
    sum += aTile[threadIdx.y][i] * transposedTile[i][threadIdx.x];
  c[row * M + col] = sum;
}
extern "C" __global__ void coalesced_multiply_aat(const float *a, float *c,
                                                  int M) {
  stagedAAT<0>(a, c, M);
}
extern "C" __global__ void coalesced_multiply_aat_pad(const float *a, float *c,
                                                      int M) {
  stagedAAT<1>(a, c, M);
}

// out[i + offset] = in[i + offset]: every warp's access starts `offset`
// words past a segment boundary.
extern "C" __global__ void offset_copy(float *odata, const float *idata,
                                       int offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + offset;
  odata[i] = idata[i];
}
