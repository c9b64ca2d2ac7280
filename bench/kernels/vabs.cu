// Vector absolute value (Volkov thesis §3.10, Listing 3.7).  All-positive data
// only reads; all-negative data reads and writes back, so the two execution
// paths differ in memory traffic.  Part of the gpuperf benchmark suite.

extern "C" __global__ void vabs(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float b = a[i];
    if (b < 0) a[i] = -b;
  }
}

// Same, with `work` dependent FMAs on the negative path only, so the two
// paths also differ in instruction count and latency.
extern "C" __global__ void vabs_work(float *a, int n, int work) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float b = a[i];
    if (b < 0) {
      b = -b;
      for (int k = 0; k < work; ++k) b = fmaf(b, 0.9999999f, 1e-7f);
      a[i] = b;
    }
  }
}
