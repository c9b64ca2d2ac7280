// 2-D bounds checks whose bounds the launch does not give: each comparison
// is a bound along one axis, assumed covered by the launch. Block 32x8, grid
// 16x32 (4096 warps); a warp is one row of a block, so
//  - row < m && col < n: row < m never splits a warp, col < n splits at most
//    the 8 warps (rows) of each of the 32 blocks at the x edge: 256 warps;
//  - row < m alone: no warp diverges (warp-uniform).
// Before, the rule needed a 1-D block: "every warp diverges" (conservative).
// RUN: %gpuperf analyze %s --gpu h100 --block 32,8 --grid 16,32 --no-ptxas --format json > %t.json
// RUN: %python -c "import json; ks=json.load(open('%t.json'))['kernels']; \
// RUN:   [print(k['demangled'].split('(')[0], b['kind'], round(b['divergent_warp_fraction'] * 4096, 3), b['assumption_kinds'], b['bounds_check'], [a['kind'] for a in k['advice'] if a['kind'] == 'divergence']) for k in ks for b in k['branches']]" \
// RUN:   | %FileCheck %s --check-prefix=ASSUMED
// Only the launch's edge diverges: no divergence advice (nor remark).
// ASSUMED: guarded2d thread-dependent 256.0 ['assumed-branch-probability'] True []
// ASSUMED: rows_only warp-uniform 0 ['assumed-branch-probability'] True []
// RUN: %gpuperf analyze %s --gpu h100 --block 32,8 --grid 16,32 --no-ptxas | %FileCheck %s --check-prefix=TEXT
// TEXT: at most the 256 warps that hold the bounds diverge
// TEXT: no warp diverges: the bound falls between warps
// The oracle: with the bounds given, the exact count never exceeds the rule's.
// RUN: for mn in "1 1" "7 31" "8 33" "100 200" "255 511" "256 512" "129 300"; do set -- $mn; \
// RUN:   %gpuperf analyze %s --gpu h100 --block 32,8 --grid 16,32 --no-ptxas --arg m=$1 --arg n=$2 --format json --kernel guarded2d; \
// RUN:   %gpuperf analyze %s --gpu h100 --block 32,8 --grid 16,32 --no-ptxas --arg m=$1 --format json --kernel rows_only; done \
// RUN:   | %python -c "import json,sys; d=json.JSONDecoder(); t=sys.stdin.read(); i=0; w={} \
// RUN: ; exec('while i < len(t):\n  t2=t[i:].lstrip()\n  if not t2: break\n  o,e=d.raw_decode(t2); i=len(t)-len(t2)+e\n  for k in o[\"kernels\"]:\n    for b in k[\"branches\"]: w.setdefault(k[\"demangled\"].split(\"(\")[0], []).append(b[\"divergent_warp_fraction\"]*4096)'); \
// RUN:   print(len(w['guarded2d']), max(w['guarded2d']) <= 256 + 1e-6, max(w['rows_only']) <= 1e-9)" \
// RUN:   | %FileCheck %s --check-prefix=ORACLE
// ORACLE: 7 True True
__global__ void guarded2d(const float *in, float *out, int m, int n) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < m && col < n)
    out[row * n + col] = 2 * in[row * n + col];
}
__global__ void rows_only(const float *in, float *out, int m) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < m)
    out[row * 512 + col] = 2 * in[row * 512 + col];
}
