// Loops whose index steps by no multiple of a sector, so that lane 0's
// alignment changes from iteration to iteration: for
// test/Accesses/loop-alignments.test and its oracle.

// A grid-stride loop of step s: lanes leave at different iterations.
__global__ void strided_grid(float *a, int n, int s) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += s)
    a[i] = 0.f;
}

// Rows 37 floats apart, every lane in every iteration.
__global__ void odd_rows(float *a, int m) {
#pragma unroll 1
  for (int k = 0; k < m; ++k)
    a[threadIdx.x + 37 * k] = 0.f;
}

// A 32-bit index against a 64-bit bound, each lane from tid * s by st.
__global__ void wide_spread(float *a, unsigned long n, unsigned s,
                            unsigned st) {
  for (unsigned i = threadIdx.x * s; i < n; i += st)
    a[i] = 0.f;
}

// A grid-stride loop of unsigned index and bound, step s.
__global__ void unsigned_grid(float *a, unsigned n, unsigned s) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += s)
    a[i] = 0.f;
}
