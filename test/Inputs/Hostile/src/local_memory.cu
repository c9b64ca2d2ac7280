// A thread-private array indexed by data: stays in local memory (alloca).
__global__ void local_array_kernel(float *out, const int *idx, const float *in, int n) {
  float buf[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < 64; ++k)
    buf[k] = in[(i + k) % n];
  float s = 0;
  for (int k = 0; k < 16; ++k)
    s += buf[idx[i * 16 + k] & 63];
  out[i] = s;
}
