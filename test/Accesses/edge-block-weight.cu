// An edge block weighs as one block of the grid, however large the grid. With
// 32768 blocks of 256 threads and n 52 short of them, the last block issues 7
// requests, one of them 12 lanes wide (2 sectors): 1048570 sectors over
// 262143 requests, 3.99999 a request, and 8388556 of 8388576 lanes active.
// The two kinds of warp (a full one, the partial one of the last block) are
// counted as boxes of blocks, not point by point, so the count does not give
// up past 4096 blocks (it weighed the kinds alike: 3.88 sectors a request).
// RUN: %gpuperf analyze %s --kernel scale --gpu h100 --block 256 --grid 32768 --arg n=8388556 --no-ptxas --format json | %FileCheck %s
// CHECK: "active_lane_fraction": 0.99999{{[78][0-9]*}},
// CHECK: "sectors_per_request": 3.9999{{[89][0-9]*}},
// A warp idle in an edge block issues in the other blocks only. Two blocks of
// 256 threads over n = 296: the second block's warps 2-7 never issue (they
// were counted as issuing in both blocks: 3.8125 sectors a request). Brute
// force over every warp: 37 sectors over 10 requests, 296 of 320 lanes.
// RUN: %gpuperf analyze %s --kernel scale --gpu h100 --block 256 --grid 2 --arg n=296 --no-ptxas --format json | %FileCheck %s --check-prefix=IDLE
// IDLE: "active_lane_fraction": 0.925{{0*[0-9]?}},
// IDLE: "sectors_per_request": 3.7{{0*[0-9]?}},
__global__ void scale(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.f * in[i];
}

// Rows whose alignment changes from row to row (w = 3190 floats) over a grid
// of 100 x 70 blocks of 32 x 8: the warps' variants (four alignments, at the
// right edge 22 lanes wide, below the bottom edge none) are lattices of
// blocks, not boxes; ISL counts them without visiting each of the 7000
// blocks. Brute force over every warp: 4.73706 sectors a request, 0.996875 of
// the lanes active (they weighed alike: 4.125 and 0.84375).
// RUN: %gpuperf analyze %s --kernel copy2d --gpu h100 --block 32,8 --grid 100,70 --arg w=3190 --arg h=555 --no-ptxas --format json | %FileCheck %s --check-prefix=ROWS
// ROWS: "active_lane_fraction": 0.99687{{[45][0-9]*}},
// ROWS: "sectors_per_request": 4.737{{0[56][0-9]*}},
__global__ void copy2d(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = in[y * w + x];
}

// Rows of odd pitch (w = 3187 floats) give each warp 64 alignments and an
// edge: too many variants to count each, so each set of active lanes (a
// full row, the right edge's 19 lanes, below the bottom edge none) is
// counted and its alignments weigh alike within it. Brute force over every
// warp: 4.858079 sectors a request, 0.9959375 of the lanes active (every
// variant weighed alike gave 4.0625 and 0.796875).
// RUN: %gpuperf analyze %s --kernel copy2d --gpu h100 --block 32,8 --grid 100,70 --arg w=3187 --arg h=557 --no-ptxas --format json | %FileCheck %s --check-prefix=ODD
// ODD: "active_lane_fraction": 0.99593{{[67][0-9]*}},
// ODD: "sectors_per_request": 4.8580{{[78][0-9]*}},

// A warp straddling the point where i / p steps has lanes 4 or 8 bytes apart:
// variants of bounded distances, each counted by the blocks that give its
// distances (alike, they gave 4.41 sectors a request; before any weights,
// 4.17). Brute force over the 14 warps: 59 sectors over 14 requests.
// RUN: %gpuperf analyze %s --kernel skew --gpu h100 --block 32 --grid 14 --arg n=427 --arg p=281 --no-ptxas --format json | %FileCheck %s --check-prefix=SKEW
// SKEW: "active_lane_fraction": 0.953125,
// SKEW: "sectors_per_request": 4.2142{{[89][0-9]*}},
__global__ void skew(const float *in, float *out, int n, int p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i + i / p] = in[i + i / p];
}

// Warp 0 is active on a triangle of blocks, a set ISL does not count past
// 4096 lines without visiting them: its requests weigh alike as if it issued
// in every block, and that is stated.
// RUN: %gpuperf analyze %s --kernel triangle --gpu h100 --block 64 --grid 4100,4100 --arg c=8190 --arg m=2050 --no-ptxas --format json | %FileCheck %s --check-prefix=ALIKE
// ALIKE: "assumption_kinds": [
// ALIKE: "variants-weighed-alike"
__global__ void triangle(const float *in, float *out, int c, int m) {
  int t = threadIdx.x;
  int w = t / 32;
  int i = blockIdx.y * 4096 + blockIdx.x * 64 + t;
  if (t < 48 && (int)(blockIdx.x + blockIdx.y) >= c - w * 100000 &&
      (int)blockIdx.x < m + (1 - w) * 100000)
    out[i] = in[i];
}
