// Accesses inside functions inlined from the CUDA headers (__ldg, atomicAdd,
// __shfl_down_sync; the SDK's or gpuperf's own) are reported at the user's
// lines, not the header's: the two atomics have two locations, and
// --assume-access names one of them without touching the other. Holds with
// either header (the second RUN uses gpuperf's).
// RUN: %gpuperf analyze %s --no-ptxas --block 256 --grid 64 --view accesses \
// RUN:   --assume-access inlined-locations.cu:30=uniform | %FileCheck %s
// RUN: %gpuperf analyze %s --no-ptxas --block 256 --grid 64 --view accesses \
// RUN:   --assume-access inlined-locations.cu:30=uniform --cuda-path none \
// RUN:   | %FileCheck %s
// The plugin's remarks are at the same lines (the costly atomic has one).
// RUN: %clangxx_cuda -g -fpass-plugin=%gpuperf_plugin -Rpass-analysis=gpu-perf \
// RUN:   -mllvm -gpu-perf-no-ptxas -fplugin=%gpuperf_plugin -S -o /dev/null %s 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=REMARK
// REMARK-NOT: .h:{{[0-9]+}}:{{[0-9]+}}: remark
// REMARK:     inlined-locations.cu:30:3: remark: global atomic is
// (the uniform atomic at line 32 costs nothing extra and has no remark)
// CHECK-NOT: {{\.h(pp)?:[0-9]+}}
// CHECK:     inlined-locations.cu:29:{{[0-9]+}} global load {{.*}} in
// CHECK:     inlined-locations.cu:30:3 global atomic 4 bins 1.00 1.00
// CHECK:     inlined-locations.cu:32:3 global atomic 4 total {{.*}} uniform
// CHECK:     inlined-locations.cu:30:3 assumes {{.*}}; assumed uniform (--assume-access inlined-locations.cu:30=uniform)
// CHECK-NOT: {{\.h(pp)?:[0-9]+}}
extern "C" __global__ void two_atomics(const int *in, int *bins, int *total,
                                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int v = __ldg(in + i);
  atomicAdd(bins + (v & 255), 1);
  int s = __shfl_down_sync(0xffffffffu, v, 16);
  atomicAdd(total, s);
}
