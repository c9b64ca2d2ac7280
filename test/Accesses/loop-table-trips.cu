// A loop SCEV cannot count (its step is blockDim.x, a special register to
// SCEV) but the loop table can (the launch gives the block) bounds the
// accesses in it by the table's count: here 256 / 128 = 2 iterations, so
// the grid reads in[0 .. 1024 * 256) once (1.0 MB) and the 256 bins of out
// are shared by every block (1 KB). The requests are in (1.0 MB) plus out
// read and written (2 x 1024 blocks x 1 KB): 3.0 MB. Before, the iteration
// was "only bounded below by 0" and no reuse was credited.
// RUN: %gpuperf analyze %s --gpu a100 --block 128 --grid 1024 --no-ptxas \
// RUN:   | %FileCheck %s --check-prefix=TABLE
// TABLE-NOT: only bounded below
// TABLE: assumes L2 reuse: what the whole grid touches (1.0 MB) fits in the L2 (27.5 MB), so each sector reaches DRAM once: DRAM traffic 1.0 MB of the 3.0 MB requested
//
// The user's --assume-trip wins for the accesses too: one iteration reads
// half of in (0.5 MB); requests 0.5 MB + 2 x 1024 x 512 B = 1.5 MB.
// RUN: %gpuperf analyze %s --gpu a100 --block 128 --grid 1024 --no-ptxas \
// RUN:   --assume-trip loop-table-trips.cu:%(line+5)=1 \
// RUN:   | %FileCheck %s --check-prefix=USER
// USER: assumes 1 iterations (--assume-trip loop-table-trips.cu:{{[0-9]+}}=1) instead of the 2 computed
// USER: assumes L2 reuse: what the whole grid touches (0.5 MB) fits in the L2 (27.5 MB), so each sector reaches DRAM once: DRAM traffic 0.5 MB of the 1.5 MB requested
__global__ void block_stride(const float *in, float *out) {
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    out[b] += in[blockIdx.x * 256 + b];
}
