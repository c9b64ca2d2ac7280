// Sparse matrix-vector product y = A x, A in CSR (Bell & Garland 2008;
// Baghsorkhi et al. 2010 §4.3).  Part of the gpuperf benchmark suite.

// One thread per row ("Global" in Baghsorkhi): row-length dependent trip
// counts, uncoalesced accesses to vals/colidx (stride = row length).
extern "C" __global__ void spmv_csr_scalar(float *__restrict__ y, const int *__restrict__ rowptr,
                                           const int *__restrict__ colidx,
                                           const float *__restrict__ vals,
                                           const float *__restrict__ x, int rows) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < rows) {
    float sum = 0.0f;
    int end = rowptr[row + 1];
    for (int j = rowptr[row]; j < end; ++j) sum += vals[j] * x[colidx[j]];
    y[row] = sum;
  }
}

// One warp per row ("Consecutive"): consecutive lanes read consecutive
// nonzeros (coalesced), then a shuffle reduction.
extern "C" __global__ void spmv_csr_vector(float *__restrict__ y, const int *__restrict__ rowptr,
                                           const int *__restrict__ colidx,
                                           const float *__restrict__ vals,
                                           const float *__restrict__ x, int rows) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int row = tid / 32;
  int lane = threadIdx.x & 31;
  if (row < rows) {
    float sum = 0.0f;
    int end = rowptr[row + 1];
    for (int j = rowptr[row] + lane; j < end; j += 32) sum += vals[j] * x[colidx[j]];
    for (int o = 16; o > 0; o >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, o);
    if (lane == 0) y[row] = sum;
  }
}
