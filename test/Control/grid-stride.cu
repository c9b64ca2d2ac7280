// A grid-stride loop's exit test `i < n` (i = global index + stride * k)
// bounds the global thread index in each iteration: the lanes of a warp leave
// together but for the one warp that holds the bound. Without n it is not
// "every warp diverges" (it was); with n given, the exact count (the oracle)
// never exceeds the one warp per execution the assumption allows.
// RUN: %gpuperf analyze %s --gpu h100 --block 256 --grid 64 --no-ptxas --view divergence | %FileCheck %s --check-prefix=TEXT
// TEXT: branch {{.*}} divergent warps
// TEXT-NEXT: grid-stride.cu:13:3 thread-dependent 0.2% 100%/100%
// TEXT-NEXT: grid-stride.cu:13:3 thread-dependent 0.2% 100%/100%
// TEXT-NOT: every warp diverges
// TEXT: assumes condition (i + 16384) < n bounds the global thread index in each iteration by a value the launch does not give: a warp's lanes leave the loop together (at most the one warp that holds the bound diverges in each iteration; --arg gives the value)
__global__ void grid_stride(const float *in, float *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    out[i] = 2 * in[i];
}
// RUN: for n in 1 100 16383 16384 16385 20000 100000 1000003; do \
// RUN:   %gpuperf analyze %s --gpu h100 --block 256 --grid 64 --no-ptxas --arg n=$n --format json; done \
// RUN:   | %python -c "import json,sys; d=json.JSONDecoder(); t=sys.stdin.read(); i=0; w=[] \
// RUN: ; exec('while i < len(t):\n  t2=t[i:].lstrip()\n  if not t2: break\n  o,e=d.raw_decode(t2); i=len(t)-len(t2)+e; w+=[b[\"divergent_warp_fraction\"]*64*8 for k in o[\"kernels\"] for b in k[\"branches\"]]'); \
// RUN:   print(len(w), max(w) <= 1.0 + 1e-4)" | %FileCheck %s --check-prefix=ORACLE
// ORACLE: 16 True
// Past a million warp-iterations (16,384 warps x 2,048 trips here) the count
// lane by lane took seconds and the kernel's ISL quota, then said "every warp
// diverges"; the rule says at once what the count would find at most.
// RUN: %gpuperf analyze %s --gpu h100 --block 512 --grid 1024 --no-ptxas --arg n=1073741824 --view divergence | %FileCheck %s --check-prefix=LARGE
// LARGE-NOT: every warp diverges
// LARGE: assumes condition (i + 524288) < n bounds the global thread index in each iteration: a warp's lanes leave the loop together (at most the one warp that holds the bound diverges in each iteration; an upper bound, not counted lane by lane over the iterations)
