// Guards written as unsigned comparisons of values that go negative in some
// lanes: a lane whose value is negative compares above every non-negative
// bound, so it fails the test. unsigned_guard_oracle.py walks every thread.

// A window of the data shifted left by s: lanes whose x is negative are out
// of range as unsigned, as much as those past n.
__global__ void shifted(const float *in, float *out, int s, int n) {
  int x = blockIdx.x * blockDim.x + threadIdx.x - s;
  if ((unsigned)x < (unsigned)n)
    out[x] = in[x];
}

// Only the eight threads p .. p + 7 of a block run the loop.
__global__ void window_loop(float *out, int p, int n) {
  if ((unsigned)(threadIdx.x - p) < 8u)
    for (int i = threadIdx.x; i < n; i += 8)
      out[i] = 0.f;
}
