// Compute capability 2.x caches global loads in the L1's 128-byte lines, but
// stores go to the L2 in 32-byte segments (hardware-data.md, CC 2.x: "L1 off
// or L2 only: 32 B segments"). A copy shifted by one float touches two lines
// per warp on the load side and five segments on the store side; the DRAM
// row counts 2 x 128 B + 5 x 32 B per warp, not 4 x 128 B.
// RUN: %gpuperf analyze %s --gpu gtx480 --block 256 --grid 1024 --no-ptxas --view accesses,worksheet | %FileCheck %s
// CHECK: fermi-stores.cu:[[#LINE:]]:{{[0-9]+}} global load 4 in 5.00 4.00 2.00
// CHECK: fermi-stores.cu:[[#LINE]]:{{[0-9]+}} global store 4 out 5.00 4.00 5.00
// CHECK: dram {{.*}} 416.00 B /
__global__ void shifted_copy(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i + 1] = in[i + 1];
}
