// shared.cu - shared-memory latency and throughput without bank conflicts,
// with 2-way and with 32-way conflicts (Volkov §6.1-6.2).
//
// Each lane chases a pointer through shared memory: x = ld.shared [x], with
// x a shared-window byte address (no address arithmetic in the chain). Lane
// j's word is j (conflict-free), 2j (lanes j and j+16 share a bank: 2-way)
// or 32j (all lanes in one bank: 32-way), each pointing to itself.
#include "common.cuh"

constexpr int UNROLL = 64;

template <int ILP>
__global__ void k_shared(WarpRec *rec, int iters, int stride, unsigned *sink) {
  __shared__ unsigned s[32 * 32 + 32 * ILP];
  int lane = threadIdx.x & 31;
  unsigned base = (unsigned)__cvta_generic_to_shared(s);
  for (int i = threadIdx.x; i < 32 * 32 + 32 * ILP; i += blockDim.x)
    s[i] = base + 4u * i; // every word points to itself
  __syncthreads();
  unsigned x[ILP];
#pragma unroll
  for (int i = 0; i < ILP; ++i)
    x[i] = base + 4u * ((lane * stride) % (32 * 32) + i * (stride == 1 ? 32 : 1));
  WARP_BEGIN
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int u = 0; u < UNROLL; ++u)
#pragma unroll
      for (int i = 0; i < ILP; ++i)
        asm volatile("ld.shared.u32 %0, [%0];" : "+r"(x[i]));
  }
  WARP_END(rec)
  unsigned t = 0;
#pragma unroll
  for (int i = 0; i < ILP; ++i)
    t += x[i];
  if (t == 12345u)
    sink[0] = t;
}

int main() {
  Device d = openDevice();
  unsigned *sink;
  CK(cudaMalloc(&sink, 64));
  struct {
    const char *name;
    int stride;
  } cases[] = {{"shared", 1}, {"shared_2way", 2}, {"shared_32way", 32}};
  for (auto c : cases)
    for (int ilp : {1, 4})
      for (int n : occupancies(d)) {
        Run r = ilp == 1 ? runAt(d, k_shared<1>, n, blockWarpsFor(d, n), 4, 64, c.stride, sink)
                         : runAt(d, k_shared<4>, n, blockWarpsFor(d, n), 4, 64, c.stride, sink);
        if (!r.ok)
          continue;
        double steps = 64.0 * UNROLL;
        if (ilp == 1)
          row(c.name, 1, r.warpsPerSM, "latency", r.meanWarpCycles / steps, "cycles");
        row(c.name, ilp, r.warpsPerSM, "throughput",
            double(r.warps) * steps * ilp * 32 / (r.spanCycles * d.sms), "ops/cycle/SM");
      }
  CK(cudaFree(sink));
  return 0;
}
