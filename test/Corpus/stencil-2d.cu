// A 5-point Jacobi step on an nx x ny grid, interior points only.
__global__ void stencil5(const float *in, float *out, int nx, int ny) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x > 0 && x < nx - 1 && y > 0 && y < ny - 1)
    out[y * nx + x] = 0.2f * (in[y * nx + x] + in[y * nx + x - 1] +
                              in[y * nx + x + 1] + in[(y - 1) * nx + x] +
                              in[(y + 1) * nx + x]);
}

// Corpus: a 2-D five-point stencil with an interior-points guard.
// REQUIRES: cuda-sdk
// RUN: %gpuperf analyze %s --gpu v100 --block 32,8 --grid 32,128 --arg nx=1024 \
// RUN:   --arg ny=1024 --no-ptxas --format json \
// RUN:   | %python %inputs/Pipeline/summarize.py | %FileCheck %s
//
// By hand, 1024 x 1024, blocks of 32 x 8 (a warp is one row of 32 x), grid
// 32 x 128: the warps of rows y = 0 and 1023 issue nothing; in the others
// lane x = 0 (block column 0) and lane x = 1023 (block column 31) are idle.
// - in[y][x], in[y -+ 1][x], out[y][x]: 4 sectors a request, lanes
//   consecutive; active lanes (30 x 32 + 2 x 31) / (32 x 32) = 0.998.
// - in[y][x -+ 1]: 4 bytes off the 128-byte line, 5 sectors, except in
//   block column 0 (x - 1, lane 0 idle: 4) or 31 (x + 1, lane 31 idle: 4):
//   (31 x 5 + 4) / 32 = 4.969 per request: an edge block weighs as one of
//   32, not as one of the few kinds of block (that gave 4.75).
// - x > 0: the warps of block column 0 diverge, 1/32 (one lane of 32 false);
//   then x < nx - 1 && y in range: block column 31 less its two edge rows,
//   1/32 x 1022/1024 = 0.0312, so thread-dependent (the kind follows this
//   count over every block, not a sample of three blocks that misses
//   column 31 and said warp-uniform).
// CHECK: ACCESS 6:31 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=0.998
// CHECK: ACCESS 6:48 global load bytes=4 spr=4.969 ideal=4 ways=0 class=misaligned active=0.998
// CHECK: ACCESS 7:31 global load bytes=4 spr=4.969 ideal=4 ways=0 class=misaligned active=0.998
// CHECK: ACCESS 7:52 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=0.998
// CHECK: ACCESS 8:31 global load bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=0.998
// CHECK: ACCESS 6:21 global store bytes=4 spr=4 ideal=4 ways=0 class=coalesced active=0.998
// CHECK: BRANCH 5:13 thread-dependent div=0.031 active=0.999 rho=1,0.031
// CHECK: BRANCH 5:27 thread-dependent div=0.031 active=0.999 rho=0.998,0.033
