// 5-point Jacobi stencil on an N x N grid (interior points only):
//   out[y][x] = c0 * in[y][x] + c1 * (in[y][x-1] + in[y][x+1] + in[y-1][x] + in[y+1][x])
// Block (32, 8), grid (N/32, N/8), N a multiple of 32.  Part of the gpuperf suite.

extern "C" __global__ void stencil5_naive(float *__restrict__ out, const float *__restrict__ in,
                                          int N, float c0, float c1) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < N - 1 && y > 0 && y < N - 1) {
    int i = y * N + x;
    out[i] = c0 * in[i] + c1 * (in[i - 1] + in[i + 1] + in[i - N] + in[i + N]);
  }
}

// Shared tile with a one-point halo; blockDim must be (32, 8).
#define BX 32
#define BY 8
extern "C" __global__ void __launch_bounds__(BX * BY)
stencil5_tiled(float *__restrict__ out, const float *__restrict__ in, int N, float c0, float c1) {
  __shared__ float tile[BY + 2][BX + 2];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * BX + tx;
  int y = blockIdx.y * BY + ty;
  int i = y * N + x;
  tile[ty + 1][tx + 1] = in[i];
  if (tx == 0) tile[ty + 1][0] = (x > 0) ? in[i - 1] : 0.0f;
  if (tx == BX - 1) tile[ty + 1][BX + 1] = (x < N - 1) ? in[i + 1] : 0.0f;
  if (ty == 0) tile[0][tx + 1] = (y > 0) ? in[i - N] : 0.0f;
  if (ty == BY - 1) tile[BY + 1][tx + 1] = (y < N - 1) ? in[i + N] : 0.0f;
  __syncthreads();
  if (x > 0 && x < N - 1 && y > 0 && y < N - 1)
    out[i] = c0 * tile[ty + 1][tx + 1] +
             c1 * (tile[ty + 1][tx] + tile[ty + 1][tx + 2] + tile[ty][tx + 1] + tile[ty + 2][tx + 1]);
}
