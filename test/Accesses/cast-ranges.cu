// A widening or narrowing cast is exact where the value's range, over the
// launch's thread and block indices and the given arguments, shows it
// unchanged (or, bounded, wholly on the side that wraps: an unsigned char
// argument of 200 is bound as -56 and zero-extends to 200 again): no
// assumption is stated for it. Where some lanes' values wrap (a thread
// index minus an argument, zero-extended), "integer casts assumed not to
// wrap" is stated at the access it enters. The assumption was stated at
// every access whose index went through a cast.
// RUN: %gpuperf analyze %s --kernel in_range --gpu h100 --block 256 --grid 8 --arg n=2000 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=FITS --implicit-check-not='not to wrap'
// FITS: cast-ranges.cu:[[#@LINE+4]]:10 global store
__global__ void in_range(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 0.f;
}

// RUN: %gpuperf analyze %s --kernel shifted --gpu h100 --block 256 --grid 8 --arg p=3 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=WRAPS
// WRAPS: cast-ranges.cu:[[#@LINE+3]]:8 assumes integer casts (trunc/zext/sext) assumed not to wrap
__global__ void shifted(float *a, int p) {
  unsigned d = threadIdx.x - p;
  a[d] = 0.f;
}
