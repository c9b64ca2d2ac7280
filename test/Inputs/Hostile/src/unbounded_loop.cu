// Loops whose trip count depends on loaded data (no computable bound).
__global__ void collatz_kernel(int *steps, const unsigned *start, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned x = start[i];
  int k = 0;
  while (x > 1) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    ++k;
  }
  steps[i] = k;
}
__global__ void list_walk_kernel(int *out, const int *next, const float *val, float *acc) {
  int p = next[threadIdx.x];
  float s = 0;
  while (p >= 0) {
    s += val[p];
    p = next[p];
  }
  acc[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
