// A bounds check on the global thread index splits at most the one warp
// that holds the bound, whatever the bound is. Without it (no --arg, or in a
// build through the clang plugin) the branch is not "every warp diverges":
// the launch is assumed to cover the bound, which the report states; with
// the bound given, the exact count (the oracle) agrees for every n tried.
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 4096 --no-ptxas --format json > %t.json
// RUN: %python -c "import json; ks=json.load(open('%t.json'))['kernels']; \
// RUN:   [print(k['demangled'].split('(')[0], b['rho_true'], b['rho_false'], round(b['divergent_warp_fraction'] * 4096 * 8, 3), b['assumption_kinds']) for k in ks for b in k['branches']]" \
// RUN:   | %FileCheck %s --check-prefix=ASSUMED
// ASSUMED: guarded 1 {{.*}} 1.0 ['assumed-branch-probability']
// ASSUMED: early_exit {{1 3.05176e-05|3.05176e-05 1}} 1.0 ['assumed-branch-probability']
// ASSUMED: unsigned_guarded 1 {{.*}} 1.0 ['assumed-branch-probability']
// ASSUMED: by_lane 1 1 32768 ['assumed-diverged']
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 4096 --no-ptxas --kernel guarded | %FileCheck %s --check-prefix=TEXT
// TEXT: thread-dependent 0% 100%/100% 1.00/0.00
// TEXT: assumes condition ((ctaid.x * 256) + tid.x) < n bounds the global thread index by a value the launch does not give: assumed the launch covers it (every warp in range, at most the one warp that holds the bound diverges; --arg gives the value)
// RUN: for n in 1 31 32 33 1000000 1048575 1048576 1048577 2000000; do \
// RUN:   %gpuperf analyze %s --gpu h100 --block 256 --grid 4096 --no-ptxas --kernel 'guarded|early_exit' --arg n=$n --format json; done \
// RUN:   | %python -c "import json,sys; d=json.JSONDecoder(); t=sys.stdin.read(); i=0; w=[] \
// RUN: ; exec('while i < len(t):\n  t2=t[i:].lstrip()\n  if not t2: break\n  o,e=d.raw_decode(t2); i=len(t)-len(t2)+e; w+=[b[\"divergent_warp_fraction\"]*4096*8 for k in o[\"kernels\"] for b in k[\"branches\"]]'); \
// RUN:   print(len(w), max(w) <= 1.0 + 1e-6)" | %FileCheck %s --check-prefix=ORACLE
// ORACLE: 27 True
__global__ void guarded(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2 * in[i];
}
__global__ void early_exit(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (n <= i) // the bound on the left
    return;
  out[i] = 2 * in[i];
}
// Unsigned, as CUDA code often writes it: the index is never negative, so
// a bound the launch does not give is covered by it, or (negative, huge as
// unsigned) keeps every thread in range.
__global__ void unsigned_guarded(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if ((unsigned)i < (unsigned)n)
    out[i] = 2 * in[i];
}
// Not a bounds check: every warp splits.
__global__ void by_lane(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x % 32 < n)
    out[i] = 2 * in[i];
}
