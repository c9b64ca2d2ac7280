// A global load takes the load/store path for as many cycles as one of the
// L1's data banks has words to serve: 16 banks of 8 bytes on V100, A100 and
// H100 (gpu-benches' stride test). Lanes reading down a column of a 4096-float
// matrix sit on 32 distinct lines at one offset, all in one bank: 32 cycles a
// request, where its 32 words alone would take one.
// RUN: %gpuperf analyze %s --kernel column_sum --gpu v100 --block 32 --grid 128 --arg n=4096 --no-ptxas --format json | %FileCheck %s --check-prefix=COLUMN
// COLUMN: "kind": "load",
// COLUMN-NEXT: "l1_bank_ways": 32,
// COLUMN: "lsu_cycles_per_request": 32,
// COLUMN: "words_per_request": 32
//
// Rows of 8 floats two lines apart (a 32-byte tile row per 8 lanes, as in a
// GEMM's A-tile copy): four lines at one offset, four ways.
// RUN: %gpuperf analyze %s --kernel tile_rows --gpu h100 --block 32 --grid 128 --arg n=4096 --no-ptxas --format json | %FileCheck %s --check-prefix=TILE
// TILE: "kind": "load",
// TILE-NEXT: "l1_bank_ways": 4,
// TILE: "lsu_cycles_per_request": 4,
//
// A coalesced row read is one row of the banks: one cycle, as before.
// RUN: %gpuperf analyze %s --kernel row_sum --gpu a100 --block 32 --grid 128 --arg n=4096 --no-ptxas --format json | %FileCheck %s --check-prefix=ROW
// ROW: "kind": "load",
// ROW-NEXT: "l1_bank_ways": 1,
// ROW: "lsu_cycles_per_request": 1.0{{[0-9]*}},
//
// The worksheet's LSU row says what it prices.
// RUN: %gpuperf analyze %s --kernel column_sum --gpu v100 --block 32 --grid 128 --arg n=4096 --no-ptxas --view worksheet | %FileCheck %s --check-prefix=SHEET
// SHEET: lsu {{.*}} words per cycle, at least 1 cycle a request (a global load: its L1 bank ways where more)
//
// A GPU whose spec gives no L1 banks (Turing: not measured) prices the words
// alone, 32 at 16 a cycle.
// RUN: %gpuperf analyze %s --kernel column_sum --gpu titanrtx --block 32 --grid 128 --arg n=4096 --no-ptxas --format json | %FileCheck %s --check-prefix=UNBANKED
// UNBANKED: "kind": "load",
// UNBANKED-NEXT: "l1_bank_ways": 0,
// UNBANKED: "lsu_cycles_per_request": 2,
//
// GA102 takes GA100's banks, provisional: the column costs 32 cycles there too.
// RUN: %gpuperf analyze %s --kernel column_sum --gpu rtx3090 --block 32 --grid 128 --arg n=4096 --no-ptxas --format json | %FileCheck %s --check-prefix=GA102
// GA102: "kind": "load",
// GA102-NEXT: "l1_bank_ways": 32,
// GA102: "lsu_cycles_per_request": 32,

// Request shapes are costed once per kind of access: a constant load with
// the lanes of a global column read must not take (or give) its bank ways,
// whichever comes first.
// RUN: %gpuperf analyze %s --kernel constant_then_global --gpu v100 --block 32 --grid 1 --no-ptxas --format json | %FileCheck %s --check-prefix=SHAPES
// SHAPES: "kind": "load",
// SHAPES-NEXT: "l1_bank_ways": 0,
// SHAPES: "space": "constant",
// SHAPES: "kind": "load",
// SHAPES-NEXT: "l1_bank_ways": 32,
// SHAPES: "space": "global",
//
// A load whose address is not modelled is costed as its assumed lanes are,
// one sector each at one offset in their lines: one bank, stated.
// RUN: %gpuperf analyze %s --kernel gather --gpu v100 --block 256 --grid 8 --arg n=2000 --no-ptxas | %FileCheck %s --check-prefix=GATHER
// GATHER: the assumed lanes meet 32 ways in one of the L1's data banks

__constant__ float table[4096];

__global__ void constant_then_global(const float *m, float *out) {
  float a = table[threadIdx.x * 32];
  out[threadIdx.x] = a + m[threadIdx.x * 32];
}

__global__ void gather(const float *x, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = x[idx[i]];
}

__global__ void column_sum(const float *m, float *out, int n) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  out[col] = m[(long)col * n];
}

__global__ void tile_rows(const float *m, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = m[(long)(t / 8) * n + t % 8];
}

__global__ void row_sum(const float *m, float *out, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = m[t];
}
