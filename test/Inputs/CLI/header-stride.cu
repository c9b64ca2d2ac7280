// A copy whose stride comes from a header (test/CLI/compile-cache.test).
#include "stride.h" // written by the test
__global__ void copy(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i * STRIDE];
}
