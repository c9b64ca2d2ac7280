// Integer operations whose operand the launch fixes (a loop's count, a
// shift or divisor given by --arg) or whose sign it decides.
// launch_operand_oracle.py walks every thread.

// A product with the iteration that wraps below zero in some iterations
// (the loop runs m times).
__global__ void recurrence_product(float *a, int m) {
#pragma unroll 1
  for (int k = 0; k < m; ++k) {
    int v = threadIdx.x * 4u + 400000000u * k;
    if (v < 0)
      a[threadIdx.x + 32 * k] = 0.f;
  }
}

// The same value carried from iteration to iteration: the loop's own
// variable wraps.
__global__ void wrapping_phi(float *a, int m) {
  unsigned v = threadIdx.x * 4u;
#pragma unroll 1
  for (int k = 0; k < m; ++k) {
    if ((int)v < 0)
      a[threadIdx.x + 32 * k] = 0.f;
    v += 400000000u;
  }
}

// A shift by s: the top bit is set in the threads whose bit 31 - s is.
__global__ void shift_by_arg(float *a, int s) {
  int q = threadIdx.x << s;
  if (q < 0)
    a[threadIdx.x] = 0.f;
}

// An unsigned remainder by m of a value some threads take below zero.
__global__ void remainder_by_arg(float *a, unsigned m) {
  if ((threadIdx.x - 40) % m < 48u)
    a[threadIdx.x] = 0.f;
}

// An unsigned divisor of 2^31 or more.
__global__ void large_divisor(float *a, int p, unsigned m) {
  unsigned r = (threadIdx.x - p) % m;
  if (r < 100u)
    a[threadIdx.x] = 0.f;
}

// A signed remainder by d, of either sign: it takes the dividend's sign.
__global__ void signed_remainder(float *a, int p, int d) {
  int r = ((int)threadIdx.x - p) % d;
  if (r == 1)
    a[threadIdx.x] = 0.f;
}

// A signed quotient by d, of either sign, truncated towards zero.
__global__ void signed_quotient(float *a, int p, int d) {
  int q = ((int)threadIdx.x - p) / d;
  a[q * 8 + 4096] = 0.f;
}

// A negative constant divisor.
__global__ void negative_divisor(float *a, int p) {
  int q = ((int)threadIdx.x - p) / -3;
  a[q * 8 + 4096] = 0.f;
}

// An unsigned variable carried through the loop past 2^31, compared as
// unsigned.
__global__ void unsigned_phi(float *a, int m, unsigned s) {
  unsigned v = threadIdx.x * 16u;
#pragma unroll 1
  for (int k = 0; k < m; ++k) {
    if (v < 2000u)
      a[threadIdx.x + 32 * k] = 0.f;
    v += s;
  }
}
