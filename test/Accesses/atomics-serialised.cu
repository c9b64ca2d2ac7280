// Atomics: the updates of a warp's lanes to one address are serialised
// (hardware-data-2.md §5c: "each read/modify/write to that location occurs
// and they are all serialized"). A bank or sector layout does not fix that,
// so the advice is to combine within the warp, never "hit distinct banks".
//  total        every lane adds to one global float: 32 lanes on one
//               address; the L2's atomic rate is not sourced, so the
//               serialisation is stated, not priced.
//  shared_one   every lane adds to s[0]: 32 updates of one word, served one
//               after another: 32 wavefronts (a load of s[0] would be 1,
//               a broadcast).
//  shared_own   lane t adds to s[t]: 1 wavefront, no collision, no advice.
//  histogram    s[in[i]]: data-dependent, priced as assumed (scattered:
//               distinct words, one bank); the advice says contention
//               depends on the data, and --assume-access chooses.
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --format json | %python -c 'import json,sys; \
// RUN:   [print(k["name"], a["space"], a["same_address_lanes"], a["wavefronts"]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"] \
// RUN:    if a["kind"] == "atomic"]' | %FileCheck %s
// CHECK: _Z5totalPKfPf global 32 0
// CHECK: _Z10shared_onePj shared 32 32
// CHECK: _Z10shared_ownPj shared 1 1
// CHECK: _Z9histogramPKhPj shared 1 32
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --format json | %python -c 'import json,sys; \
// RUN:   [print(k["name"], a["kind"], a["message"]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["advice"]]' \
// RUN:   | %FileCheck %s --check-prefix=ADVICE
// ADVICE: _Z5totalPKfPf atomic-contention global atomic at atomics-serialised.cu:{{[0-9]+}}:3 (`sum`): 32 lanes of a warp update one address, one after another; reduce within the warp first
// ADVICE: _Z10shared_onePj atomic-contention shared atomic at
// ADVICE-NOT: _Z10shared_ownPj atomic-contention
// ADVICE-NOT: bank-conflict
// ADVICE: _Z9histogramPKhPj atomic-contention shared atomic at {{.*}} updates data-dependent addresses: how many lanes of a warp collide depends on the data
// The L2 serialisation is stated with the kernel.
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel total | %FileCheck %s --check-prefix=NOTE
// NOTE: note atomics: 32.00 lanes of a warp update one global address at atomics-serialised.cu:{{[0-9]+}}:3, serialised at the L2; no source gives the L2's atomic rate
// --assume-access uniform: all lanes on one bin, 32 updates of one word.
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel histogram --assume-access atomics-serialised.cu:70:3=uniform --format json \
// RUN:   | %python -c 'import json,sys; \
// RUN:   [print(a["same_address_lanes"], a["wavefronts"]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"] \
// RUN:    if a["kind"] == "atomic"]' | %FileCheck %s --check-prefix=UNIFORM
// UNIFORM: 32 32

__global__ void total(const float *in, float *sum) {
  atomicAdd(sum, in[blockIdx.x * blockDim.x + threadIdx.x]);
}
__global__ void shared_one(unsigned *out) {
  __shared__ unsigned s[256];
  s[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&s[0], 1u);
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x];
}
__global__ void shared_own(unsigned *out) {
  __shared__ unsigned s[256];
  s[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&s[threadIdx.x], 1u);
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x];
}
__global__ void histogram(const unsigned char *in, unsigned *out) {
  __shared__ unsigned s[256];
  s[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&s[in[blockIdx.x * 256 + threadIdx.x]], 1u);
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x];
}

// (After the kernels, so that their lines stay where the RUN lines above
// name them.)
// --assume-access random:K: each lane one of K bins, equally likely. For 32
// bins of 4 bytes (one per bank), the expected fullest bin of 32 lanes is
// 3.53 lanes, and so is the fullest bank (the exact means are in
// test/unit/Model/AssumedBinsTest.cpp; 1024 sampled warps give 3.54); for
// 2 bins, 16 + E|X - 16| with X binomial(32, 1/2): 18.2 (sampled 18.25).
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel histogram --assume-access atomics-serialised.cu:70:3=random:32 \
// RUN:   --format json | %python -c 'import json,sys; \
// RUN:   [print(round(a["same_address_lanes"], 2), round(a["wavefronts"], 2)) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"] \
// RUN:    if a["kind"] == "atomic"]' | %FileCheck %s --check-prefix=BINS32
// BINS32: 3.54 3.54
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel histogram --assume-access atomics-serialised.cu:70:3=random:2 \
// RUN:   --view bottleneck | %FileCheck %s --check-prefix=BINS2
// BINS2: shared atomic at atomics-serialised.cu:70:3 (`s`) updates data-dependent addresses: how many lanes of a warp collide depends on the data (priced at 18.25 lanes on one address, as its assumption states; --assume-access atomics-serialised.cu:70:3=random:K prices K equally likely targets
// RUN: not %gpuperf analyze %s --gpu a100 --no-ptxas \
// RUN:   --assume-access atomics-serialised.cu:70:3=random:0 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=BADBINS
// BADBINS: error: --assume-access expects LOC=coalesced|random|random:K|distinct|uniform (K bins, 1 <= K <= 2^31), got 'atomics-serialised.cu:70:3=random:0'
