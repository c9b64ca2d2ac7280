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

// An unsigned loop from a thread index minus p: the lanes below p start
// past every n and never enter; the others walk from their distance to p.
__global__ void unsigned_loop(float *out, int p, int n) {
  for (unsigned i = threadIdx.x - p; i < (unsigned)n; i += 32)
    out[i] = 0.f;
}

// A grid-stride loop of 32-bit indices bounded by a 64-bit n: the test is
// on the index widened, which SCEV counts no trips of (the index could wrap
// before reaching n); each lane leaves once past n.
__global__ void wide_grid_stride(float *out, unsigned long long n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = 0.f;
}
