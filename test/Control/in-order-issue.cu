// In-order issue (Volkov §3.7): a load after a store it may alias cannot be
// hoisted above the store, so it issues after the store does, and the store
// after its data arrives. Without __restrict__ the load of `b` below may
// read what the store to `side` wrote: the warp waits for `a`, then for `b`.
// With __restrict__ the two loads issue together and wait together.
// RUN: %gpuperf analyze %s --kernel '^storeBetween$' --gpu v100 --block 256 --grid 1024 --arg n=262144 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=ALIAS
// ALIAS: latency bound
// ALIAS: global (access #{{[0-9]+}}) (dependent)
// ALIAS: global (access #{{[0-9]+}}) (dependent)
// ALIAS: block replacement
// RUN: %gpuperf analyze %s --kernel storeBetweenRestrict --gpu v100 --block 256 --grid 1024 --arg n=262144 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=RESTRICT
// RESTRICT: latency bound
// RESTRICT: global (access #{{[0-9]+}}) (dependent)
// RESTRICT-NOT: global (access
// RESTRICT: block replacement

extern "C" __global__ void storeBetween(float *out, const float *a,
                                        const float *b, float *side, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = a[i];
    side[i] = x * 2.0f;
    out[i] = x + b[i];
  }
}

extern "C" __global__ void
storeBetweenRestrict(float *__restrict__ out, const float *__restrict__ a,
                     const float *__restrict__ b, float *__restrict__ side,
                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = a[i];
    side[i] = x * 2.0f;
    out[i] = x + b[i];
  }
}
