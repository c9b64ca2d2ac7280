// A widening or narrowing cast is exact where the value's range, over the
// launch's thread and block indices and the given arguments, shows it
// unchanged, or bounded with no operation inside it wrapping (the extension
// is then a modulo): no assumption is stated for it. Where the value may
// wrap unseen (a thread index minus an unknown argument, zero-extended),
// "integer casts assumed not to wrap" is stated at the access it enters.
// The assumption was stated at every access whose index went through a
// cast, and a zero-extended negative value was read as that value.
// RUN: %gpuperf analyze %s --kernel in_range --gpu h100 --block 256 --grid 8 --arg n=2000 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=FITS --implicit-check-not='not to wrap'
// FITS: cast-ranges.cu:[[#@LINE+4]]:10 global store
__global__ void in_range(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] = 0.f;
}

// p = 3: threads 0-2 of a block store at a[2^32 - 3 ..], a sector of their
// own besides the four of their warp's other lanes; the other warps start 3
// elements past a sector: 5 sectors every request, exactly.
// RUN: %gpuperf analyze %s --kernel shifted --gpu h100 --block 256 --grid 8 --arg p=3 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=MODULO --implicit-check-not='not to wrap'
// MODULO: cast-ranges.cu:[[#@LINE+6]]:8 global store 4 a 5.00 4.00 5.00 - scattered
// RUN: %gpuperf analyze %s --kernel shifted --gpu h100 --block 256 --grid 8 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=WRAPS
// WRAPS: cast-ranges.cu:[[#@LINE+3]]:8 assumes integer casts (trunc/zext/sext) assumed not to wrap
__global__ void shifted(float *a, int p) {
  unsigned d = threadIdx.x - p;
  a[d] = 0.f;
}
