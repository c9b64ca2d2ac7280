// A loop whose count depends on the lane: a lane that has left takes no part
// in the later iterations, which the warp still runs for its slower lanes.
// The iteration ranges up to the last one any lane of the launch runs (ISL's
// bound over the launch), and each lane takes part while the latch's
// condition held at the iteration before.
//
// A grid-stride loop over n = 899 with 3 blocks of 96: the fourth pass covers
// 35 elements, the first warp's 32 lanes and 3 of the second's. Brute force
// over every lane: 113 sectors over 29 requests (3.89655), 899 of 928 lanes
// (0.96875). Every lane was counted in every pass: 4 sectors, all lanes.
// RUN: %gpuperf analyze %s --kernel gstride --gpu h100 --block 96 --grid 3 --arg n=899 --no-ptxas --format json | %FileCheck %s --check-prefix=SMALL
// SMALL: "active_lane_fraction": 0.96875,
// SMALL-NOT: only bounded below
// SMALL: "sectors_per_request": {{3.89655|3.896549}}{{[0-9]*}},
//
// 5000 blocks, more than the loop table counts lane by lane: the last pass
// still comes from ISL. Brute force: 3.999975 sectors a request, 0.99999375
// of the lanes (6 digits: 3.99998, 0.999994); they were 4 and 1.
// RUN: %gpuperf analyze %s --kernel gstride --gpu h100 --block 256 --grid 5000 --arg n=3841000 --no-ptxas --format json | %FileCheck %s --check-prefix=LARGE
// LARGE: "active_lane_fraction": {{0.999994|0.9999939}}{{[0-9]*}},
// LARGE: "sectors_per_request": {{3.99998|3.9999799}}{{[0-9]*}},
__global__ void gstride(const float *in, float *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = 2.f * in[i];
}

// Rows walked by the block's y threads: with h = 13 and 8 rows of threads,
// warps 0-4 run two passes and warps 5-7 one. Brute force over every warp:
// 289 sectors over 65 requests (4.44615); they were 4.5 with every warp
// counted twice.
// RUN: %gpuperf analyze %s --kernel rows --gpu h100 --block 32,8 --grid 5 --arg w=150 --arg h=13 --no-ptxas --format json | %FileCheck %s --check-prefix=ROWS
// ROWS: "active_lane_fraction": 0.9375,
// ROWS: "sectors_per_request": {{4.44615|4.446149}}{{[0-9]*}},
__global__ void rows(const float *in, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x < w)
    for (int y = threadIdx.y; y < h; y += blockDim.y)
      out[y * w + x] = in[y * w + x];
}

// An unsigned do-while: a lane leaves once i reaches n and, i starting at
// the thread index, never wraps back. 100 elements over 32 lanes: four
// passes, the last 4 lanes wide, 13 sectors over 4 requests. The unsigned
// test is read as unsigned, and i's widening for the address is exact (i
// stays within 0..127): no assumption about either is stated (the casts'
// was, first on one access, then on every access the lanes' exit covers).
// RUN: %gpuperf analyze %s --kernel unsigned_do --gpu h100 --block 32 --grid 1 --arg n=100 --no-ptxas | %FileCheck %s --check-prefix=UDO --implicit-check-not='unsigned comparisons' --implicit-check-not='not to wrap'
// UDO: lane-loop-exit.cu:[[#@LINE+9]]:5, lane-loop-exit.cu:[[#@LINE+10]]:10 assume kernel pointer arguments `a` and `b` each assumed a global allocation aligned to 256 bytes
// RUN: %gpuperf analyze %s --kernel unsigned_do --gpu h100 --block 32 --grid 1 --arg n=100 --no-ptxas --format json | %FileCheck %s --check-prefix=UDOJSON
// UDOJSON: "active_lane_fraction": 0.78125,
// UDOJSON: "sectors_per_request": 3.25,
// UDOJSON: "active_lane_fraction": 0.78125,
// UDOJSON: "sectors_per_request": 3.25,
__global__ void unsigned_do(float *a, float *b, unsigned n) {
  unsigned i = threadIdx.x;
  do {
    atomicAdd(&a[threadIdx.x], 1.f);
    b[i] = 2.f;
    i += 32;
  } while (i < n);
}

// A start ISL does not bound the loop from (a square): the loop table's
// count of the slowest lane ends the iteration. n = 800: lanes 0-28 run one
// pass (28 * 28 < 800), the others none; 27 sectors, 29 of 32 lanes.
// RUN: %gpuperf analyze %s --kernel squares --gpu h100 --block 32 --grid 1 --arg n=800 --no-ptxas --format json | %FileCheck %s --check-prefix=SQUARES
// SQUARES: "active_lane_fraction": 0.90625,
// SQUARES-NOT: only bounded below
// SQUARES: "sectors_per_request": 27,
__global__ void squares(const float *in, float *out, int n) {
  for (int i = threadIdx.x * threadIdx.x; i < n; i += 1024)
    out[i] = in[i];
}
