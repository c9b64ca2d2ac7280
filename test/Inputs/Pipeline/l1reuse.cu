// Global loads an SM's L1 serves or not (Pipeline/l1-reuse.test).

// Every warp of a block reads the same 32 floats: one fetch for the block,
// which the other warps reach while it is in flight.
extern "C" __global__ void sharedRow(float *out, const float *row) {
  int i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  out[i] = row[threadIdx.x] * 2.0f;
}

// Each warp walks its own 32 floats, one a step, broadcast to its lanes: a
// sector it fetched serves its next 7 steps.
extern "C" __global__ void ownSlice(float *out, const float *in) {
  int warp = blockIdx.x * blockDim.y + threadIdx.y;
  float s = 0;
#pragma unroll 1
  for (int k = 0; k < 32; ++k)
    s += in[warp * 32 + k];
  out[warp * 32 + threadIdx.x] = s;
}

// Each thread walks its own 1 KB: a block of 1024 threads touches 1 MB over
// its life, more than an L1 holds, and distinct sectors in each step.
extern "C" __global__ void ownRuns(float *out, const float *in) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
#pragma unroll 1
  for (int k = 0; k < 256; ++k)
    s += in[t * 256 + k];
  out[t] = s;
}

// Each warp walks its own 4 KB, one float a step: 32 KB a block of 8 warps,
// which fits an L1 that one block has to itself, not one it shares with 7.
extern "C" __global__ void ownPages(float *out, const float *in) {
  int warp = blockIdx.x * blockDim.y + threadIdx.y;
  float s = 0;
#pragma unroll 1
  for (int k = 0; k < 1024; ++k)
    s += in[warp * 1024 + k];
  out[warp * 32 + threadIdx.x] = s;
}

// Each block rereads its own 60 KB, R times: the L1 holds two blocks' worth,
// a wave's (9.4 MB on a V100) does not fit the L2, in any iteration.
extern "C" __global__ void rereadRegion(float *out, const float *in, int R) {
  const float *region = in + blockIdx.x * 15360;
  float s = 0;
#pragma unroll 1
  for (int r = 0; r < R; ++r) {
#pragma unroll
    for (int j = 0; j < 15; ++j)
      s += region[j * 1024 + threadIdx.x];
    out[blockIdx.x * 1024 + threadIdx.x] = s;
  }
}

// ownRuns twice over, in two loops at one depth: one step of the second is
// not one step of the first.
extern "C" __global__ void twoPasses(float *out, const float *in) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0;
#pragma unroll 1
  for (int k = 0; k < 256; ++k)
    s += in[t * 256 + k];
#pragma unroll 1
  for (int k = 0; k < 256; ++k)
    s += in[t * 256 + k] * 2.0f;
  out[t] = s;
}

// sharedRow through a volatile pointer: ld.volatile is served by the L2.
extern "C" __global__ void volatileRow(float *out, volatile float *row) {
  int i = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  out[i] = row[threadIdx.x] * 2.0f;
}
