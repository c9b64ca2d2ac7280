// 32-bit arithmetic wraps as the IR's does: `threadIdx.x * k` is unsigned
// (no nsw) and, where the launch bounds its range and the range leaves the
// signed one, it is reduced into it before a signed comparison or shift
// reads it. An unsigned division, remainder or shift reads a value that
// some lanes take below zero as its unsigned bits. Each figure below is a
// walk over the block's 256 threads by hand.

// tid * 2^24 is negative as an int for threads 128-255: warps 4-7 take the
// branch with all their lanes. The product was read unwrapped, so no lane
// took it and the store made no request.
// RUN: %gpuperf analyze %s --kernel negative_product --gpu h100 --block 256 --grid 8 --arg k=16777216 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=NEG
// NEG: wrapping-arithmetic.cu:[[#@LINE+5]]:20 global store 4 a 4.00 4.00 4.00 - coalesced
// NEG: wrapping-arithmetic.cu:[[#@LINE+3]]:7 warp-uniform 0% 100%/100% 0.50/0.50
__global__ void negative_product(float *a, int k) {
  int p = threadIdx.x * k;
  if (p < 0)
    a[threadIdx.x] = 0.f;
}

// (tid * 2^28) >> 28 is the low four bits of tid as a signed value, -8..7:
// a warp stores to a[0..15] twice over, two sectors. It cost 4 sectors
// under "integer casts assumed not to wrap".
// RUN: %gpuperf analyze %s --kernel shifted_back --gpu h100 --block 256 --grid 8 --arg k=268435456 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=SHIFT --implicit-check-not='not to wrap'
// SHIFT: wrapping-arithmetic.cu:[[#@LINE+3]]:12 global store 4 a 2.00 2.00 2.00 - coalesced
__global__ void shifted_back(float *a, int k) {
  int v = int(threadIdx.x * k) >> 28;
  a[v + 8] = 0.f;
}

// (tid - 40) % 97u is taken of 2^32 + tid - 40 in threads 0-39, which is
// 35 + tid - 40 modulo 97 (2^32 = 35 mod 97): threads 0-4 (92..96) stay
// out, 5-39 (0..34) store. Over the block 153 threads store, in warps
// 0-2, 4, 5 and 7: 0.796875 of a warp's lanes, 3.5 sectors a request.
// The remainder was taken of the negative value, floor-wise (0.7375 lanes,
// 3.2 sectors).
// RUN: %gpuperf analyze %s --kernel unsigned_remainder --gpu h100 --block 256 --grid 8 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=UREM
// UREM: wrapping-arithmetic.cu:[[#@LINE+5]]:20 global store 4 a 3.50 (3.00..4.00) 3.50 3.50 - coalesced
// UREM: wrapping-arithmetic.cu:[[#@LINE+3]]:7 thread-dependent 62.5% 79.7%/46% 0.75/0.88
// UREM-NOT: div/rem assumed
__global__ void unsigned_remainder(float *a) {
  if ((threadIdx.x - 40) % 97u < 48u)
    a[threadIdx.x] = 0.f;
}

// A signed division truncates towards zero: (tid - 40) / 8 is -5 in
// thread 0, -4 in threads 1-8, ..., -1 in 25-32, 0 in 33-47. Indexing rows
// of 8 floats, warp 0 touches 5 sectors where floor division (-5 in threads
// 0-7, ..., -2 in 24-31) would make 4, warps 1-7 4 each: 4.125 a request.
// It was floor division, silently.
// RUN: %gpuperf analyze %s --kernel signed_quotient --gpu h100 --block 256 --grid 8 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=SDIV --implicit-check-not='div/rem assumed'
// SDIV: wrapping-arithmetic.cu:[[#@LINE+3]]:17 global store 4 a 4.12 (4.00..5.00)
__global__ void signed_quotient(float *a) {
  int q = (int(threadIdx.x) - 40) / 8;
  a[8 * q + 40] = 0.f;
}
