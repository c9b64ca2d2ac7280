// Partly divergent branches nested 14 deep, on a condition that names the
// block index (so the weighted sides stay, not the block's slowest warp),
// each level reached by some lanes (branches are counted over the lanes
// that reach them: (g / 16 + i) % 17 != 0 for every i < 14 leaves g / 16 =
// 1-3 mod 17, where % 3 == 0 tests would exclude each other): the
// single-warp latency would hold each side twice per level; past 2,048 nodes
// the sides are costed as fully diverged, and the report says so.
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 1024 --no-ptxas | %FileCheck %s
// CHECK: assumes 7 partly divergent branch(es) with large sides costed as fully diverged in the single-warp latency (both sides run)
// CHECK-NOT: split the warps of every block

__global__ void nest(float *x) {
  int g = blockIdx.x * 256 + threadIdx.x;
  float v = x[g];
  if ((g / 16 + 0) % 17 != 0) {
    v = v * v + 0.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
    if ((g / 16 + 1) % 17 != 0) {
      v = v * v + 1.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
      if ((g / 16 + 2) % 17 != 0) {
        v = v * v + 2.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
        if ((g / 16 + 3) % 17 != 0) {
          v = v * v + 3.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
          if ((g / 16 + 4) % 17 != 0) {
            v = v * v + 4.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
            if ((g / 16 + 5) % 17 != 0) {
              v = v * v + 5.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
              if ((g / 16 + 6) % 17 != 0) {
                v = v * v + 6.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                if ((g / 16 + 7) % 17 != 0) {
                  v = v * v + 7.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                  if ((g / 16 + 8) % 17 != 0) {
                    v = v * v + 8.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                    if ((g / 16 + 9) % 17 != 0) {
                      v = v * v + 9.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                      if ((g / 16 + 10) % 17 != 0) {
                        v = v * v + 10.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                        if ((g / 16 + 11) % 17 != 0) {
                          v = v * v + 11.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                          if ((g / 16 + 12) % 17 != 0) {
                            v = v * v + 12.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                            if ((g / 16 + 13) % 17 != 0) {
                              v = v * v + 13.5f; v = v * v + 1.0f; v = v * v + 2.0f; v = v * v + 3.0f; v = v * v + 4.0f; v = v * v + 5.0f; v = v * v + 6.0f; v = v * v + 7.0f; v = v * v + 8.0f;
                            } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
                          } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
                        } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
                      } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
                    } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
                  } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
                } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
              } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
            } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
          } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
        } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
      } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
    } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
  } else { v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; v = v * 3.0f + 1.0f; v = v * 3.0f + 2.0f; }
  x[g] = v;
}
