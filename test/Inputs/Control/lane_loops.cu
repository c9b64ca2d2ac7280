// Loops whose start is a lane or warp index derived from threadIdx.x, as
// warp-per-row kernels write them. lane_trip_oracle.py knows each loop's
// start and step (KERNELS there) and steps every thread to count its trips.
__global__ void lane_mod32(float *out, int n) {
  float acc = 0;
  for (int i = threadIdx.x % 32; i < n; i += 32)
    acc += i;
  out[threadIdx.x] = acc;
}

__global__ void lane_and31(float *out, int n) {
  float acc = 0;
  for (int i = threadIdx.x & 31; i < n; i += 32)
    acc += i;
  out[threadIdx.x] = acc;
}

__global__ void lane_mod24(float *out, int n) {
  float acc = 0;
  for (int i = threadIdx.x % 24; i < n; i += 24)
    acc += i;
  out[threadIdx.x] = acc;
}

__global__ void warp_shift5(float *out, int n) {
  float acc = 0;
  for (int i = threadIdx.x >> 5; i < n; i += blockDim.x / 32)
    acc += i;
  out[threadIdx.x] = acc;
}

__global__ void group_div48(float *out, int n) {
  float acc = 0;
  for (int i = threadIdx.x / 48; i < n; i += 7)
    acc += i;
  out[threadIdx.x] = acc;
}

__global__ void lane_plus_block(float *out, int n) {
  float acc = 0;
  for (int i = (threadIdx.x & 15) + blockDim.x; i < n; i += 16)
    acc += i;
  out[threadIdx.x] = acc;
}
