// Issue order (Volkov §3.7: a warp issues its instructions in order). Two
// loads, each followed by a chain that reads it: in the dataflow form of the
// default model the second load overlaps the first chain, so one memory
// latency is on the critical path; volkov-in-order issues the second load
// only after the first chain has issued, so both are, one after the other.
// RUN: %gpuperf analyze %s --kernel '^twoChains$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=DATAFLOW
// RUN: %gpuperf analyze %s --kernel '^twoChains$' --gpu v100 --block 256 --grid 1024 --no-ptxas --view worksheet --model volkov-in-order | %FileCheck %s --check-prefix=INORDER
// DATAFLOW: latency bound
// DATAFLOW: x global (access #{{[0-9]+}}) (dependent)
// DATAFLOW-NOT: global (access
// DATAFLOW: block replacement
// INORDER: latency bound
// INORDER: x global (access #{{[0-9]+}}) (dependent)
// INORDER: x fp32_fma (dependent)
// INORDER: x independent issue
// INORDER-NEXT: x global (access #{{[0-9]+}}) (dependent)
// INORDER: block replacement

extern "C" __global__ void twoChains(float *out, const float *a,
                                     const float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float x = a[i];
  x = ((x * x + 1.0f) * x + 2.0f) * x + 3.0f;
  float y = b[i];
  y = ((y * y + 1.0f) * y + 2.0f) * y + 3.0f;
  out[i] = x * y;
}
