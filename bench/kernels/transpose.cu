// Matrix transpose, N x N floats, N a multiple of 32 (Ruetsch & Micikevicius,
// "Optimizing matrix transpose in CUDA").  32x32 tiles, block (32, 8): each
// thread handles 4 elements.  Grid (N/32, N/32).  Part of the gpuperf suite.
#define TILE_DIM 32
#define BLOCK_ROWS 8

// Baseline with the same indexing but no transpose.
extern "C" __global__ void transpose_copy(float *__restrict__ odata, const float *__restrict__ idata,
                                          int N) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[(y + j) * N + x] = idata[(y + j) * N + x];
}

// Coalesced reads, stride-N writes.
extern "C" __global__ void transpose_naive(float *__restrict__ odata, const float *__restrict__ idata,
                                           int N) {
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[x * N + (y + j)] = idata[(y + j) * N + x];
}

// Through a shared tile: coalesced both ways, 32-way bank conflicts on the
// column reads of the tile.
extern "C" __global__ void transpose_tiled(float *__restrict__ odata, const float *__restrict__ idata,
                                           int N) {
  __shared__ float tile[TILE_DIM][TILE_DIM];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * N + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[(y + j) * N + x] = tile[threadIdx.x][threadIdx.y + j];
}

// Same with the tile padded to 33 columns: no bank conflicts.
extern "C" __global__ void transpose_padded(float *__restrict__ odata, const float *__restrict__ idata,
                                            int N) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * N + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS) odata[(y + j) * N + x] = tile[threadIdx.x][threadIdx.y + j];
}
