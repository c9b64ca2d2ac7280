// The six streaming kernels of D. Ernst's gpu-benches "gpu-stream" (see
// data.json), written for gpuperf's calibration check from the benchmark's
// description: one double per thread, tid = blockIdx.x * blockDim.x +
// threadIdx.x, threads past the end (and, for the stencils, the borders)
// return. The benchmark limits occupancy to two blocks per SM with a shared
// memory allocation; here that allocation is the launch's dynamic shared
// memory (the `smem` of each GPU in data.json), not touched by the kernels.

extern "C" __global__ void stream_init(double *A, const double *B,
                                       const double *C, long long N) {
  long long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    A[i] = 0.23;
}

// Reads B; writes only when a value equals 123 (never, for the benchmark's
// data), which keeps the load alive.
extern "C" __global__ void stream_read(double *A, const double *B,
                                       const double *C, long long N) {
  long long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N)
    return;
  double v = B[i];
  if (v == 123.0)
    A[i] = v;
}

extern "C" __global__ void stream_scale(double *A, const double *B,
                                        const double *C, long long N) {
  long long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    A[i] = B[i] * 1.2;
}

extern "C" __global__ void stream_triad(double *A, const double *B,
                                        const double *C, long long N) {
  long long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    A[i] = B[i] * 1.2 + C[i];
}

extern "C" __global__ void stream_3pt(double *A, const double *B,
                                      const double *C, long long N) {
  long long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0 || i >= N - 1)
    return;
  A[i] = 0.5 * B[i - 1] - B[i] + 0.5 * B[i + 1];
}

extern "C" __global__ void stream_5pt(double *A, const double *B,
                                      const double *C, long long N) {
  long long i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 2 || i >= N - 2)
    return;
  A[i] = 0.25 * B[i - 2] + 0.25 * B[i - 1] - B[i] + 0.5 * B[i + 1] +
         0.5 * B[i + 2];
}
