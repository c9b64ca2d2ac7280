// Issue order (Volkov §3.7: a warp issues its instructions in order), as the
// default model, volkov-in-order, takes the compiled order to be: the IR's,
// with each load issued as early as its address, the writes it may alias and
// its branch allow (ptxas schedules loads early to cover their latency).
//
// serialChains: both loads issue first, so one memory latency is on the path
// under either model; the dataflow form (--model volkov) overlaps the two
// chains, the default issues the second only after the first.
// RUN: %gpuperf analyze %s --kernel '^serialChains$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet --model volkov | %FileCheck %s --check-prefix=DATAFLOW
// RUN: %gpuperf analyze %s --kernel '^serialChains$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=INORDER
// DATAFLOW: latency bound
// DATAFLOW: x global (access #{{[0-9]+}}) (dependent)
// DATAFLOW-NEXT: 8.00 x fp32_fma (dependent)
// DATAFLOW-NEXT: x fp32_mul (dependent)
// DATAFLOW-NEXT: block replacement
// INORDER: latency bound
// INORDER: x global (access #{{[0-9]+}}) (dependent)
// INORDER-NOT: global (access
// INORDER: x fp32_fma (dependent)
// INORDER-NEXT: x independent issue
// INORDER-NEXT: x fp32_fma (dependent)
// INORDER: block replacement
//
// loadAfterStore: a load that may read what the store before it wrote is not
// issued early; it waits for the store, and so for the chain the store reads.
// RUN: %gpuperf analyze %s --kernel '^loadAfterStore$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=ALIAS
// ALIAS: x global (access #0) (dependent)
// ALIAS-NEXT: 8.00 x fp32_fma (dependent)
// ALIAS-NEXT: x independent issue
// ALIAS-NEXT: x global (access #2) (dependent)
//
// countedLoop: a loop's counter and test go where the warp stalls on its
// chain, so an iteration costs the chain (three dependent fmas), as in the
// dataflow form, not the chain and then the test.
// RUN: %gpuperf analyze %s --kernel '^countedLoop$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=LOOP
// LOOP: latency bound
// LOOP-NOT: [x64.00]
// LOOP: 3.00 x fp32_fma (dependent) [x64.00]
// LOOP-NOT: [x64.00]
// LOOP: block replacement

extern "C" __global__ void serialChains(float *out, const float *a,
                                        const float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = a[i], y = b[i];
#pragma unroll
  for (int k = 0; k < 8; ++k)
    x = x * x + 1.0f;
#pragma unroll
  for (int k = 0; k < 8; ++k)
    y = y * y + 2.0f;
  out[i] = x * y;
}

extern "C" __global__ void loadAfterStore(float *out, const float *a, int j) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = a[i];
#pragma unroll
  for (int k = 0; k < 8; ++k)
    x = x * x + 1.0f;
  out[i] = x;
  out[i + j] = out[i + 2 * j] + 1.0f;
}

extern "C" __global__ void countedLoop(float *out, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 1.0f;
#pragma unroll 1
  for (int k = 0; k < 64; ++k)
    acc = ((acc * s + 1.0f) * acc + s) * s + 2.0f;
  out[i] = acc;
}
