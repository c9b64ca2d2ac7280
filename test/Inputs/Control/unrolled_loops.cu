// Loops clang unrolls at run time by U: a main loop that runs trip count / U
// times (its exit test `niter == unroll_iter`) and a remainder loop that runs
// trip count mod U times, after it (grid_stride_u4) or before it
// (grid_stride_copy_u4, lane_u4, warp_u8, whose main loop starts where the
// remainder stopped); or, where
// the count may overflow, one loop with an exit in each copy (block_u2), whose
// header runs ceil(trip count / U) times. unrolled_trip_oracle.py knows each
// loop's start, step and U (KERNELS there) and counts every thread.
__global__ void grid_stride_u4(const int *in, int *out, long long n) {
  int acc = 0;
#pragma unroll 4
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x)
    acc += in[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// The same loop storing too: clang puts the remainder in front, and the main
// loop starts at the remainder's exit value (SCEV's, at the loop's exit).
__global__ void grid_stride_copy_u4(const float *in, float *out,
                                    long long n) {
#pragma unroll 4
  for (long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x; i < n;
       i += (long long)gridDim.x * blockDim.x)
    out[i] = 2.f * in[i];
}

__global__ void lane_u4(const float *in, float *out, long long n) {
  float acc = 0;
#pragma unroll 4
  for (long long i = threadIdx.x % 32; i < n; i += 32)
    acc += in[i];
  out[threadIdx.x] = acc;
}

__global__ void warp_u8(const float *in, float *out, long long n) {
  float acc = 0;
#pragma unroll 8
  for (long long i = threadIdx.x / 32; i < n; i += 3)
    acc += in[i];
  out[threadIdx.x] = acc;
}

__global__ void block_u2(const float *in, float *out, unsigned n) {
  float acc = 0;
#pragma unroll 2
  for (unsigned i = threadIdx.x; i < n; i += blockDim.x)
    acc += in[i];
  out[threadIdx.x] = acc;
}
