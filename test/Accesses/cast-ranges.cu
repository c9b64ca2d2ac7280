// A widening or narrowing cast is exact where the value's range, over the
// launch's thread and block indices and the given arguments, is the narrow
// type's: the value itself where the range shows it unchanged, the value
// moved by 2^bits where it lies wholly on the side that wraps (an unsigned
// char argument of 200 is bound as -56 and zero-extends to 200 again), a
// modulo where it straddles the wrap. "integer casts assumed not to wrap"
// is stated only where the range is unknown. The assumption was stated at
// every access whose index went through a cast, then (until the counting
// of requests took distances past 2^31 bytes whole) wherever some lanes'
// values wrapped.
// RUN: %gpuperf analyze %s --kernel in_range --gpu h100 --block 256 --grid 8 --arg n=2000 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=FITS --implicit-check-not='not to wrap'
// FITS: cast-ranges.cu:[[#@LINE+4]]:10 global store
__global__ void in_range(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 0.f;
}

// Lanes 0-2 of the first warp index 4294967293.. (far from the rest: a
// scattered request of 5 sectors); the others 0.. .
// RUN: %gpuperf analyze %s --kernel shifted --gpu h100 --block 256 --grid 8 --arg p=3 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=WRAPS --implicit-check-not='not to wrap'
// WRAPS: cast-ranges.cu:[[#@LINE+7]]:8 global store 4 a 5.00 4.00 5.00 - scattered
// With p unknown, what wraps is not known either.
// RUN: %gpuperf analyze %s --kernel shifted --gpu h100 --block 256 --grid 8 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: cast-ranges.cu:[[#@LINE+3]]:8 assumes integer casts (trunc/zext/sext) assumed not to wrap
__global__ void shifted(float *a, int p) {
  unsigned d = threadIdx.x - p;
  a[d] = 0.f;
}
