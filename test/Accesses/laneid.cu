// An address indexed by %laneid is lowered by the one IR lowering like any
// other special register: the warp's 32 lanes read one 128-byte row (4
// sectors, coalesced). Before the lowerings were one, only the divergence
// side knew %laneid and the access was "data-dependent", 32 sectors a request.
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 1024 --no-ptxas \
// RUN:   --view accesses | %FileCheck %s
// CHECK: laneid.cu:[[#LINE:]]:{{[0-9]+}}  global  load   4  in             4.00   4.00       4.00     -  coalesced  lanes 4 bytes apart
// CHECK: laneid.cu:[[#LINE]]:{{[0-9]+}}  global  store  4  out            4.00   4.00       4.00     -  coalesced  lanes 4 bytes apart
// CHECK-NOT: special register not modelled
__global__ void by_lane(const float *in, float *out) {
  unsigned lane = __nvvm_read_ptx_sreg_laneid();
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  out[warp * 32 + lane] = in[warp * 32 + lane] * 2.0f;
}
