// Multi-kernel inclusive prefix sum (int32), written for gpuperf's validation
// from yencal's description in gpu-scan-optimization (see data.json): each
// block of 512 threads scans a tile of 512 elements and writes the tile's
// total; the totals are scanned the same way, recursively, down to one tile;
// then every tile but the first adds the scanned total of the tiles before
// it. Two tile scans: double-buffered Hillis-Steele steps in shared memory
// (scan_tiles_smem) and warp shuffles plus one shared array of warp totals
// (scan_tiles_warp).

#define TILE 512

extern "C" __global__ void scan_tiles_smem(const int *__restrict__ in,
                                           int *__restrict__ out, int n,
                                           int *tile_sums) {
  __shared__ int buf[2][TILE];
  int i = blockIdx.x * TILE + threadIdx.x;
  int t = threadIdx.x;
  int cur = 0;
  buf[cur][t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int step = 1; step < TILE; step *= 2) {
    int prev = cur;
    cur = 1 - cur;
    buf[cur][t] = t >= step ? buf[prev][t - step] + buf[prev][t] : buf[prev][t];
    __syncthreads();
  }
  if (i < n)
    out[i] = buf[cur][t];
  if (t == TILE - 1 && tile_sums)
    tile_sums[blockIdx.x] = buf[cur][t];
}

__device__ __forceinline__ int warpInclusiveScan(int v) {
  int lane = threadIdx.x % 32;
  for (int step = 1; step < 32; step *= 2) {
    int other = __shfl_up_sync(0xffffffffu, v, step);
    if (lane >= step)
      v += other;
  }
  return v;
}

extern "C" __global__ void scan_tiles_warp(const int *__restrict__ in,
                                           int *__restrict__ out, int n,
                                           int *tile_sums) {
  __shared__ int warpTotals[TILE / 32];
  int i = blockIdx.x * TILE + threadIdx.x;
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int v = warpInclusiveScan(i < n ? in[i] : 0);
  if (lane == 31)
    warpTotals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int total = lane < TILE / 32 ? warpTotals[lane] : 0;
    total = warpInclusiveScan(total);
    if (lane < TILE / 32)
      warpTotals[lane] = total;
  }
  __syncthreads();
  if (warp > 0)
    v += warpTotals[warp - 1];
  if (i < n)
    out[i] = v;
  if (threadIdx.x == TILE - 1 && tile_sums)
    tile_sums[blockIdx.x] = v;
}

extern "C" __global__ void add_tile_prefixes(int *out, int n,
                                             const int *scanned_sums) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockIdx.x > 0 && i < n)
    out[i] += scanned_sums[blockIdx.x - 1];
}
