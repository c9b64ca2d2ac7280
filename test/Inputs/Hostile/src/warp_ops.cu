// Warp shuffles, votes and a warp-level reduction.
__global__ void warp_ops_kernel(float *out, unsigned *ballots, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? in[i] : 0.0f;
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  float w = __shfl_xor_sync(0xffffffffu, v, 1);
  float u = __shfl_up_sync(0xffffffffu, w, 2);
  float b = __shfl_sync(0xffffffffu, u, 0);
  unsigned bal = __ballot_sync(0xffffffffu, v > 0);
  int all = __all_sync(0xffffffffu, v > 0), any = __any_sync(0xffffffffu, v < 0);
  if ((threadIdx.x & 31) == 0) {
    out[i / 32] = b + all + any;
    ballots[i / 32] = bal;
  }
}
