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
