// Every assumption a remark states can be overridden from the build with the
// plugin's own flags, and the remarks name those flags, not the CLI's.
// Without overrides: the defaults, each naming the -gpu-perf-* flag that
// would replace it; the loop whose count is not computed gets a remark.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: kernel histogram on h100: block 256, grid 8448;
// DEFAULT-SAME: block = 256 (no -gpu-perf-block given); grid = 8448 blocks, 8 full waves (no -gpu-perf-grid given);
// DEFAULT-SAME: dynamic shared memory (extern __shared__ bins): 0 bytes per block assumed (no -gpu-perf-smem given)
// DEFAULT-SAME: a warp takes the true side with p = 0.5 (default; -gpu-perf-assume-branch=LOC=P sets another)
// DEFAULT: plugin-overrides.cu:60:5: remark: shared atomic is data-dependent: {{.*}}; assumed scattered: one sector per lane (-gpu-perf-assume-access=LOC=PATTERN sets another)
// DEFAULT: plugin-overrides.cu:59:3: remark: loop trip count assumed: 16 iterations; loop exit depends on memory contents or unknown values; assumed 16 iterations (default; -gpu-perf-assume-trip=LOC=N sets another)
// No remark names a CLI flag.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -c %s -o %t.o 2>&1 | %python -c "import sys; t = sys.stdin.read(); sys.exit(' --' in t or '(--' in t)"
// With overrides (the loop at line 59, the atomic at 60): each one used,
// and said where it came from.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -mllvm -gpu-perf-block=128 -mllvm -gpu-perf-regs=32 -mllvm -gpu-perf-smem=1024 \
// RUN:   -mllvm -gpu-perf-assume-trip=plugin-overrides.cu:59=4 \
// RUN:   -mllvm -gpu-perf-assume-access=plugin-overrides.cu:60=random:64 \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=GIVEN
// GIVEN: remark: kernel histogram on h100: block 128, grid {{[0-9]+}}; 32 registers (user),
// GIVEN-SAME: dynamic shared memory (extern __shared__ bins): 1024 bytes per block from -gpu-perf-smem
// GIVEN: plugin-overrides.cu:60:5: remark: shared atomic is data-dependent: {{.*}}; assumed random:64 (-gpu-perf-assume-access=plugin-overrides.cu:60=random:64)
// GIVEN: plugin-overrides.cu:59:3: remark: loop trip count assumed: 4 iterations; {{.*}}; assumed 4 iterations (-gpu-perf-assume-trip=plugin-overrides.cu:59=4)
// A profile file gives the same, one line each.
// RUN: printf 'trip plugin-overrides.cu:59 4\n' > %t.profile
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -mllvm -gpu-perf-profile=%t.profile -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=PROFILE
// PROFILE: plugin-overrides.cu:59:3: remark: loop trip count assumed: 4 iterations; {{.*}}; assumed 4 iterations (-gpu-perf-assume-trip=plugin-overrides.cu:59=4)
// A build gives the same flags to every file: an override naming another
// file is not this one's error, and a branch override says its value.
// RUN: %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-gpu=h100 -mllvm -gpu-perf-no-ptxas \
// RUN:   -mllvm -gpu-perf-assume-trip=other.cu:4=3 -mllvm -gpu-perf-assume-branch=plugin-overrides.cu:59=0.25 \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=OTHER
// OTHER: a warp takes the true side with p = 0.25 (-gpu-perf-assume-branch=plugin-overrides.cu:59=0.25)
// OTHER: plugin-overrides.cu:59:3: remark: loop trip count assumed: 16 iterations
// One naming this file but no loop of it still is (a typo).
// RUN: %not %clangxx_cuda -g -fplugin=%gpuperf_plugin -fpass-plugin=%gpuperf_plugin \
// RUN:   -Rpass-analysis=gpu-perf -mllvm -gpu-perf-no-ptxas -mllvm -gpu-perf-assume-trip=plugin-overrides.cu:99=3 \
// RUN:   -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=TYPO
// TYPO: error: gpu-perf: -gpu-perf-assume-trip=plugin-overrides.cu:99 names no loop of the analysed kernels (they are at plugin-overrides.cu:59:3)
// A malformed value is one error naming the plugin's flag.
// RUN: %not %opt -disable-output -passes='print<gpu-perf>' -gpu-perf-assume-trip=k.cu:3=-1 \
// RUN:   %inputs/vector_add.ll 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: error: gpu-perf: -gpu-perf-assume-trip expects LOC=N with 0 <= N <= 1e15, got 'k.cu:3=-1'
extern "C" __global__ void histogram(const int *keys, const int *lengths,
                                     int *out) {
  extern __shared__ int bins[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bins[threadIdx.x] = 0;
  __syncthreads();
  for (int k = 0; k < lengths[i]; ++k)
    atomicAdd(&bins[keys[i * 64 + k] & 255], 1);
  __syncthreads();
  out[i] = bins[threadIdx.x];
}
