// Tensor cores through <mma.h> (issue: wmma reported 0 accesses and 0 us).
// A fragment load or store is the warp's tile of memory, a wmma.mma is
// M x N x K multiply-adds on the tensor cores of its input type.
// REQUIRES: cuda-sdk
//
// 16x16 half tiles staged in shared memory with a leading dimension of 16
// halves (32-byte rows) or 24 (48-byte rows). Each lane reads 16 bytes of
// one row, 8 lanes per phase (8 rows): with 32-byte rows, rows 0 and 4 of a
// phase share banks, so each phase takes 2 wavefronts: 8, ideal 4; with
// 48-byte rows the 8 rows start in banks 0, 12, 24, 4, 16, 28, 8, 20: 4.
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 1024 --no-ptxas \
// RUN:   --format json | %python -c 'import json,sys; \
// RUN:   [print(k["name"], a["loc"], a["bytes_per_thread"], a["wavefronts"], \
// RUN:          a["ideal_wavefronts"], a["assumption_kinds"][-1]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"] \
// RUN:    if a["space"] == "shared" and a["kind"] == "load"]' \
// RUN:   | %FileCheck %s --check-prefix=SHARED
// SHARED: _Z8unpaddedPK6__halfPf wmma-fragments.cu:[[#LOADA:]]:3 16 8 4 fragment-layout
// SHARED: _Z8unpaddedPK6__halfPf wmma-fragments.cu:[[#LOADA+1]]:3 16 8 4 fragment-layout
// SHARED: _Z6paddedPK6__halfPf wmma-fragments.cu:[[#LOADA]]:3 16 4 4 fragment-layout
// SHARED: _Z6paddedPK6__halfPf wmma-fragments.cu:[[#LOADA+1]]:3 16 4 4 fragment-layout
//
// The global tiles: a 16x16 float accumulator is 16 rows of 64 bytes, two
// requests of 16 bytes per lane, each the same 32 bytes of every row: 16
// sectors each, the ideal; a 16x16 half operand is one request of 16 rows
// of 32 bytes, 16 sectors.
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 64,64 --arg n=1024 \
// RUN:   --no-ptxas --kernel gemm --format json | %python -c 'import json,sys; \
// RUN:   [print(a["kind"], a["object"], a["bytes_per_thread"], \
// RUN:          a["sectors_per_request"], a["ideal_sectors_per_request"]) \
// RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"]]' \
// RUN:   | %FileCheck %s --check-prefix=GLOBAL
// GLOBAL: store c 16 16 16
// GLOBAL: store c 16 16 16
// GLOBAL: load a 16 16 16
// GLOBAL: load b 16 16 16
//
// The mma: 64 iterations x 16x16x16 = 262144 multiply-adds per warp, at
// A100's 1024 FP16 (FP32-accumulate) multiply-adds per cycle per SM; on a
// V100 at 512; the latency assumption is stated.
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 64,64 --arg n=1024 \
// RUN:   --no-ptxas --kernel gemm --view worksheet | %FileCheck %s --check-prefix=A100
// A100: tensor 256.00 {{.*}} 262144.00 tensor_f16 multiply-adds / 1024.00 per cycle
// A100: 4096.00 x tensor_f16 (dependent) [x64.00]
// RUN: %gpuperf analyze %s --gpu v100 --block 32 --grid 64,64 --arg n=1024 \
// RUN:   --no-ptxas --kernel gemm --view worksheet | %FileCheck %s --check-prefix=V100
// V100: tensor 512.00 {{.*}} 262144.00 tensor_f16 multiply-adds / 512.00 per cycle
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 64,64 --arg n=1024 \
// RUN:   --no-ptxas --kernel gemm | %FileCheck %s --check-prefix=NOTE
// NOTE: note tensor-core latency is not measured in the sources
// The k loop steps by 16, which SCEV cannot count; the loop table can (64
// trips), and bounds the tile reads by it: the grid touches a and b (2 MB
// each) and c (4 MB) once, 8 MB that fit A100's L2, of 260 MB requested
// (4096 warps x 64 x 2 tiles x 512 B, and 4 MB of c written; MB = 2^20 B).
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 64,64 --arg n=1024 \
// RUN:   --no-ptxas --kernel gemm | %FileCheck %s --check-prefix=REUSE
// REUSE-NOT: only bounded below
// REUSE: assumes L2 reuse: what the whole grid touches (8.0 MB) fits in the L2 (27.5 MB), so each sector reaches DRAM once: DRAM traffic 8.0 MB of the 260.0 MB requested
// A GPU without tensor cores prices none, and says so.
// RUN: %gpuperf analyze %s --gpu gtx980 --block 32 --grid 64,64 --arg n=1024 \
// RUN:   --no-ptxas --kernel gemm | %FileCheck %s --check-prefix=NONE
// NONE: note tensor: spec has no tensor_f16 rate; 262144.00 multiply-adds per warp not priced

#include <mma.h>
using namespace nvcuda;

template <int LD> __device__ void stagedTile(const half *a, float *c) {
  __shared__ half s[16 * LD];
  for (int i = threadIdx.x; i < 16 * 16; i += 32)
    s[(i / 16) * LD + i % 16] = a[blockIdx.x * 256 + i];
  __syncwarp();
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, s, LD);
  wmma::load_matrix_sync(fb, s, LD);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c + blockIdx.x * 256, fc, 16, wmma::mem_row_major);
}
__global__ void unpadded(const half *a, float *c) { stagedTile<16>(a, c); }
__global__ void padded(const half *a, float *c) { stagedTile<24>(a, c); }

// One warp per 16x16 tile of c = a b^T, tiles read straight from global.
__global__ void gemm(const half *a, const half *b, float *c, int n) {
  int row = blockIdx.y * 16, col = blockIdx.x * 16;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  for (int k = 0; k < n; k += 16) {
    wmma::load_matrix_sync(fa, a + row * n + k, n);
    wmma::load_matrix_sync(fb, b + col * n + k, n);
    wmma::mma_sync(fc, fa, fb, fc);
  }
  wmma::store_matrix_sync(c + row * n + col, fc, n, wmma::mem_row_major);
}
