// Branches reached by some lanes only: inside loops whose lanes leave at
// different iterations, and under guards on the thread index. Each branch
// and store the oracle (lanes_reaching_oracle.py) checks ends its line with
// `// branch NAME` or `// store NAME`.

__global__ void grid_stride_mod(float *a, int n, int s) {
#pragma unroll 1
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += s)
    if (i % 3 != 0) // branch grid_stride_mod
      a[i] = 0.f; // store grid_stride_mod
}

__global__ void count_down(float *a) {
#pragma unroll 1
  for (int k = blockIdx.x * blockDim.x + threadIdx.x; k >= 0; k -= 3)
    if (k & 1) // branch count_down
      a[k] = 0.f; // store count_down
}

__global__ void lane_break(float *a, int m) {
#pragma unroll 1
  for (int k = 0; k < m; ++k) {
    if (k * 7 > (int)threadIdx.x) // branch lane_break_exit
      break;
    if ((threadIdx.x + k) % 4 == 0) // branch lane_break
      a[threadIdx.x + 64 * k] = 0.f; // store lane_break
  }
}

__global__ void growing_guard(float *a, int m) {
#pragma unroll 1
  for (int k = 0; k < m; ++k) {
    if (threadIdx.x < 8 * k) { // branch growing_guard_outer
      if ((threadIdx.x + k) % 3 == 0) // branch growing_guard
        a[threadIdx.x + 64 * k] = 0.f; // store growing_guard
    }
  }
}

__global__ void triangular(float *a, int m) {
#pragma unroll 1
  for (int j = 0; j < m; ++j) {
#pragma unroll 1
    for (int k = threadIdx.x; k < 8 * j; k += 32)
      if (k % 7 < 3)          // branch triangular
        a[k + 256 * j] = 0.f; // store triangular
  }
}

__global__ void nested_if(float *a, int n) {
  if (threadIdx.x < n) { // branch nested_if_outer
    a[threadIdx.x + 1024] = 1.f;
    if (threadIdx.x % 3 == 0) // branch nested_if
      a[threadIdx.x] = 0.f; // store nested_if
  }
}

__global__ void shifted_rows(float *a, int m, int n, int s) {
#pragma unroll 1
  for (int j = 0; j < m; ++j) {
#pragma unroll 1
    for (int i = threadIdx.x + j; i < n; i += s)
      if ((i + j) % 3 == 0) // branch shifted_rows
        a[i * m + j] = 0.f; // store shifted_rows
  }
}

__global__ void iteration_guard(float *a, float *b, int m) {
  unsigned t = threadIdx.x;
#pragma unroll 1
  for (int i = 0; i < m; ++i) {
    if (t >= 8 * i) { // branch iteration_guard_outer
      a[t + 1024 * i] = 1.f;
      if (i == 5) // branch iteration_guard
        b[t + 1024 * i] = 2.f;
    }
  }
}

// A hash of a grid-stride index: the product wraps, and is read so only
// where the index's range is known, which with a step in a parameter SCEV
// does not bound (its maximum is 2^32 / step) but the loop table counts.
__global__ void hash_stride(float *a, int n, int s) {
#pragma unroll 1
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += s)
    if ((int)(i * 2654435761u) < 0) // branch hash_stride
      a[i] = 0.f;                   // store hash_stride
}

// A branch under a bounds check on the global index, which it does not
// name: left out of its count where the launch has no lane past the bound,
// else counted in the blocks at the launch's edge only.
__global__ void bounded_rows(float *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {                  // branch bounded_rows_outer
    a[i + 4096] = 1.f;
    if (threadIdx.x % 3 == 0)   // branch bounded_rows
      a[i] = 0.f;               // store bounded_rows
  }
}

// A triangle of 100 rows: the loop table samples the outer iterations
// (stated), so the Address form bounds the inner one by ISL over them.
__global__ void long_triangle(float *a, int m) {
#pragma unroll 1
  for (int j = 0; j < m; ++j) {
#pragma unroll 1
    for (int k = threadIdx.x; k < j; k += 32)
      a[k + 256 * j] = 0.f; // store long_triangle
  }
}

// An inner count over an outer loop whose count is the lane's: the inner
// loop's most trips are the last lane's, past the outer loop's average.
__global__ void lane_rows(float *a) {
  int t = threadIdx.x;
#pragma unroll 1
  for (int j = 0; j < t; ++j) {
#pragma unroll 1
    for (int k = 0; k < j; ++k)
      if ((k + t) % 3 != 0)  // branch lane_rows
        a[k * 64 + t] = 0.f; // store lane_rows
  }
}

// A branch under a guard on the block index alone: it keeps out whole
// blocks, over which the count is the same, so leaving it out is exact.
__global__ void first_blocks(float *a, int m) {
  if (blockIdx.x < m) {       // branch first_blocks_outer
    a[threadIdx.x + 4096] = 1.f;
    if (threadIdx.x % 3 == 0) // branch first_blocks
      a[threadIdx.x] = 0.f;
  }
}

// The count of a doubling variable is no SCEV one: its lanes are counted in
// every iteration, and the report says so.
__global__ void doubling(float *a, int n) {
#pragma unroll 1
  for (int s = threadIdx.x + 1; s < n; s *= 2)
    if (threadIdx.x % 3 == 0)
      a[s] = 0.f;
}



// A branch under 17 guards: the count reads the 16 nearest, and says so.
__global__ void deep_guards(float *a) {
  unsigned t = threadIdx.x;
  if (t % 2 != 0) {
    a[t + 1024] = 1.f;
    if (t % 3 != 0) {
      a[t + 2048] = 1.f;
      if (t % 5 != 0) {
        a[t + 3072] = 1.f;
        if (t % 7 != 0) {
          a[t + 4096] = 1.f;
          if (t % 11 != 0) {
            a[t + 5120] = 1.f;
            if (t % 13 != 0) {
              a[t + 6144] = 1.f;
              if (t % 17 != 0) {
                a[t + 7168] = 1.f;
                if (t % 19 != 0) {
                  a[t + 8192] = 1.f;
                  if (t % 23 != 0) {
                    a[t + 9216] = 1.f;
                    if (t % 29 != 0) {
                      a[t + 10240] = 1.f;
                      if (t % 31 != 0) {
                        a[t + 11264] = 1.f;
                        if (t % 37 != 0) {
                          a[t + 12288] = 1.f;
                          if (t % 41 != 0) {
                            a[t + 13312] = 1.f;
                            if (t % 43 != 0) {
                              a[t + 14336] = 1.f;
                              if (t % 47 != 0) {
                                a[t + 15360] = 1.f;
                                if (t % 53 != 0) {
                                  a[t + 16384] = 1.f;
                                  if (t % 59 != 0) {
                                    a[t + 17408] = 1.f;
                                    if (t % 4 == 1)
                                      a[t] = 0.f;
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

// A tile's bounds checks on both block indices: the blocks at the matrix's
// last row and column of blocks are the launch's edge.
__global__ void bounded_tile(float *a, int m, int n) {
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r < m && c < n) {
    if ((threadIdx.x + threadIdx.y) % 3 == 0) // branch bounded_tile
      a[r * n + c] = 0.f;
  }
}

// A switch reached by the lanes between m and n only: its targets' shares
// are over those lanes and the warps that have one.
__global__ void guarded_switch(float *a, int m, int n) {
  int t = threadIdx.x;
  if (t >= m && t < n) {
    switch (t % 4) { // switch guarded_switch
    case 0: a[t] = 1.f; break;
    case 1: a[t + 256] = 2.f; break;
    case 2: a[t + 512] = 3.f; break;
    default: a[t + 768] = 4.f; break;
    }
  }
}

// A switch in a loop whose count differs between lanes: in iteration k,
// the lanes whose count is past k.
__global__ void switch_in_loop(float *a) {
  int t = threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < (t & 7); ++k) {
    switch (t % 3) { // switch switch_in_loop
    case 0: a[t + 64 * k] = 1.f; break;
    case 1: a[t + 64 * k + 4096] = 2.f; break;
    default: a[t + 64 * k + 8192] = 3.f; break;
    }
  }
}

// A bounds check that names the loop's iteration, which the branch inside
// does not: a block every lane passes in every iteration counts once per
// iteration, as its edge blocks do.
__global__ void checked_rows(float *a, int n) {
#pragma unroll 1
  for (int i = 0; i < 16; ++i) {
    int g = (blockIdx.x * 16 + i) * 64 + threadIdx.x;
    if (g < n) {              // branch checked_rows_outer
      a[g + 100000] = 1.f;
      if (threadIdx.x < 8)    // branch checked_rows
        a[g] = 0.f;           // store checked_rows
    }
  }
}

// Cases that share a block: a warp whose lanes take cases 0 and 1 goes one
// way and does not diverge.
__global__ void shared_cases(float *a) {
  int t = threadIdx.x;
  switch ((t & 1) + 4 * (t >> 5)) { // switch shared_cases
  case 0: case 1: a[t] = 1.f; break;
  case 4: case 5: a[t + 256] = 2.f; break;
  case 8: a[t + 512] = 3.f; break;
  default: a[t + 768] = 4.f; break;
  }
}

// A switch in a loop whose lanes run up to 63 m iterations: past the
// kernel's budget for walking them, stated.
__global__ void long_switch_loop(float *a, int m) {
  int t = threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < t * m; ++k) {
    switch (t % 3) {
    case 0: a[t + 64 * k] = 1.f; break;
    case 1: a[t + 64 * k + 4096] = 2.f; break;
    default: a[t + 64 * k + 8192] = 3.f; break;
    }
  }
}
