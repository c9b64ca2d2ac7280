// Tiled matrix multiply C = A x B (n x n, row-major), the classic shared-memory
// kernel with two tuning knobs fixed at compile time, Kernel-Tuner style:
//   TILE  the tile width (block.x = TILE; each block computes a TILE x TILE
//         tile of C)
//   WPT   work per thread: each thread computes WPT rows of the tile, so
//         block.y = TILE / WPT
// Launch: block (TILE, TILE / WPT), grid (n / TILE, n / TILE); n a multiple
// of TILE. examples/autotune_prune.py compiles the variants (-DTILE=.. -DWPT=..)
// and ranks them with gpuperf without running any.
#ifndef TILE
#define TILE 16
#endif
#ifndef WPT
#define WPT 1
#endif
#define ROWS (TILE / WPT)

extern "C" __global__ void matmul_tiled(const float *A, const float *B, float *C, int n) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  int col = blockIdx.x * TILE + tx;
  int row0 = blockIdx.y * TILE;
  float acc[WPT];
  for (int w = 0; w < WPT; ++w)
    acc[w] = 0.0f;
  for (int t = 0; t < n; t += TILE) {
    for (int w = 0; w < WPT; ++w) {
      int r = ty + w * ROWS;
      As[r][tx] = A[(row0 + r) * n + t + tx];
      Bs[r][tx] = B[(t + r) * n + col];
    }
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      for (int w = 0; w < WPT; ++w)
        acc[w] += As[ty + w * ROWS][k] * Bs[k][tx];
    __syncthreads();
  }
  for (int w = 0; w < WPT; ++w)
    C[(row0 + ty + w * ROWS) * n + col] = acc[w];
}
