// An edge block weighs as one block of the grid, however large the grid. With
// 32768 blocks of 256 threads and n 52 short of them, the last block issues 7
// requests, one of them 12 lanes wide (2 sectors): 1048570 sectors over
// 262143 requests, 3.99999 a request, and 8388556 of 8388576 lanes active.
// The two kinds of warp (a full one, the partial one of the last block) are
// counted as boxes of blocks, not point by point, so the count does not give
// up past 4096 blocks (it weighed the kinds alike: 3.88 sectors a request).
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 32768 --arg n=8388556 --no-ptxas --format json | %FileCheck %s
// CHECK: "active_lane_fraction": 0.99999{{[78][0-9]*}},
// CHECK: "sectors_per_request": 3.9999{{[89][0-9]*}},
__global__ void scale(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2.f * in[i];
}
