// memory.cu - global memory: unloaded latency and contention, streaming
// peak, L1/L2 hit latency, L2 throughput, unstructured (random) access, and
// constant-memory latency (Volkov §6.3-6.7).
//
// Every benchmark is a pointer chase, so each load depends on the previous
// one of its chain: x = ld.global [base + 4*x] (one mad.wide.u32 in the
// chain besides the load, about one ALU latency; not subtracted).
// stream: lane l of chain c reads word l of 128-byte line c, c + C, c + 2C,
//   ... (C = chains resident on the GPU, the array 1 GiB or 1/3 of free
//   memory): every warp load is one fully coalesced 128 B request and no
//   line is revisited before the whole array has been read, so nothing hits
//   in cache. Rows per (ILP, occupancy): mean latency per dependent step and
//   device-wide GB/s counting 4 B per thread access: the samples of the
//   contention fit a + b x / (c - x) (§6.4); ILP up to 8 finds the peak.
//   Every occupancy x ILP 1-8, STREAM_REPEATS times (the fit averages them).
// l1_chase / l2_chase: the same chase within a small array (8 KiB per warp,
//   ld.global.ca) / an array of 1/4 of L2 (ld.global.cg), after a warm-up.
// l2_stream: ILP 8 over the L2-resident array: L2 throughput.
// random: each lane follows a single random cycle through 2 x L2 bytes:
//   every warp load splits into 32 transactions (§6.7); warps x ILP <= 8,
//   four repetitions (the fit averages them against stream at that load).
#include "common.cuh"
#include <random>

constexpr int UNROLL = 16;
// Repeats of every stream configuration; equals calib::StreamRepeats
// (include/gpuperf/Calibration/Calibration.h), which the fit and the synthesised
// round-trip CSVs assume. The contention fit's curvature b needs the means.
constexpr int STREAM_REPEATS = 16;

template <int ILP, bool CG>
__global__ void k_chase(WarpRec *rec, int iters, const unsigned *base, unsigned chains,
                        unsigned *sink) {
  int lane = threadIdx.x & 31;
  unsigned warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned x[ILP];
#pragma unroll
  for (int i = 0; i < ILP; ++i)
    x[i] = ((warp * ILP + i) % chains) * 32 + lane;
  WARP_BEGIN
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int u = 0; u < UNROLL; ++u)
#pragma unroll
      for (int i = 0; i < ILP; ++i) {
        if (CG)
          asm volatile("{ .reg .u64 a; mad.wide.u32 a, %0, 4, %1; ld.global.cg.u32 %0, [a]; }"
                       : "+r"(x[i]) : "l"(base) : "memory");
        else
          asm volatile("{ .reg .u64 a; mad.wide.u32 a, %0, 4, %1; ld.global.ca.u32 %0, [a]; }"
                       : "+r"(x[i]) : "l"(base) : "memory");
      }
  }
  WARP_END(rec)
  unsigned t = 0;
#pragma unroll
  for (int i = 0; i < ILP; ++i)
    t += x[i];
  if (t == 0xffffffffu)
    sink[0] = t;
}

/// Line i points to line (i + stride) mod lines, word for word.
__global__ void initStrided(unsigned *a, unsigned long long lines, unsigned long long stride) {
  for (unsigned long long w = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; w < lines * 32;
       w += (unsigned long long)gridDim.x * blockDim.x) {
    unsigned long long line = w / 32, lane = w % 32;
    a[w] = (unsigned)(((line + stride) % lines) * 32 + lane);
  }
}

__constant__ unsigned cbuf[256];
__global__ void k_const(WarpRec *rec, int iters, unsigned *sink) {
  unsigned x = 0;
  WARP_BEGIN
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int u = 0; u < UNROLL; ++u)
      x = *(const unsigned *)((const char *)cbuf + x); // byte offsets: one LDC per step
  }
  WARP_END(rec)
  if (x == 12345u)
    sink[0] = x;
}

struct Array {
  unsigned *p = nullptr;
  unsigned long long lines = 0;
};

Array strided(size_t bytes, unsigned long long stride) {
  Array a;
  a.lines = bytes / 128 / stride * stride;
  if (a.lines < stride)
    a.lines = stride;
  CK(cudaMalloc(&a.p, a.lines * 128));
  initStrided<<<1024, 256>>>(a.p, a.lines, stride);
  CK(cudaDeviceSynchronize());
  return a;
}

template <int ILP, bool CG>
void chaseRows(const Device &d, const char *name, const Array &a, unsigned chains, int iters,
               const std::vector<int> &occ, bool gbps, unsigned *sink) {
  for (int n : occ) {
    Run r = runAt(d, k_chase<ILP, CG>, n, blockWarpsFor(d, n), 4, iters, (const unsigned *)a.p, chains, sink);
    if (!r.ok)
      continue;
    double steps = double(iters) * UNROLL;
    if (ILP == 1 || gbps)
      row(name, ILP, r.warpsPerSM, "latency", r.meanWarpCycles / steps, "cycles");
    if (gbps)
      row(name, ILP, r.warpsPerSM, "gbps",
          double(r.warps) * steps * ILP * 128 / (r.spanCycles / (d.clockMHz * 1e6)) / 1e9, "GB/s");
  }
}

int main() {
  Device d = openDevice();
  unsigned *sink;
  CK(cudaMalloc(&sink, 64));
  int l2 = 0;
  CK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, 0));
  size_t freeB, totalB;
  CK(cudaMemGetInfo(&freeB, &totalB));
  std::vector<int> occ = occupancies(d);

  // Streaming: chains = the most chains resident at once (ILP 8, all warps).
  // Every occupancy the driver can set up, ILP 1 to 8, the whole sweep
  // STREAM_REPEATS times (repeats interleaved, so drift averages out too).
  unsigned chains = (unsigned)(d.maxWarps * d.sms * 8);
  {
    Array a = strided(std::min<size_t>(1ull << 30, freeB / 3), chains);
    std::vector<int> every;
    for (int n = 1; n <= d.maxWarps; ++n)
      if (n % blockWarpsFor(d, n) == 0 && n / blockWarpsFor(d, n) <= d.maxBlocks)
        every.push_back(n);
    for (int rep = 0; rep < STREAM_REPEATS; ++rep) {
      chaseRows<1, true>(d, "stream", a, chains, 16, every, true, sink);
      chaseRows<2, true>(d, "stream", a, chains, 16, every, true, sink);
      chaseRows<3, true>(d, "stream", a, chains, 10, every, true, sink);
      chaseRows<4, true>(d, "stream", a, chains, 8, every, true, sink);
      chaseRows<5, true>(d, "stream", a, chains, 6, every, true, sink);
      chaseRows<6, true>(d, "stream", a, chains, 5, every, true, sink);
      chaseRows<7, true>(d, "stream", a, chains, 4, every, true, sink);
      chaseRows<8, true>(d, "stream", a, chains, 4, every, true, sink);
    }
    CK(cudaFree(a.p));
  }
  // L1: every warp chases through its own 64 lines (8 KiB); ca loads.
  {
    unsigned ch = (unsigned)(d.maxWarps * d.sms);
    Array a = strided((size_t)ch * 64 * 128, ch);
    chaseRows<1, false>(d, "l1_chase", a, ch, 64, {1, 2, 4}, false, sink);
    CK(cudaFree(a.p));
  }
  // L2: an array of a quarter of L2, cg loads (warm-up run inside runAt).
  {
    unsigned ch = (unsigned)(d.maxWarps * d.sms * 8);
    Array a = strided(std::max<size_t>(l2 / 4, (size_t)ch * 128), ch);
    chaseRows<1, true>(d, "l2_chase", a, ch, 64, {1, 2, 4}, false, sink);
    chaseRows<8, true>(d, "l2_stream", a, ch, 16, occ, true, sink);
    CK(cudaFree(a.p));
  }
  // Random: one cycle through all words (Sattolo), lanes spread over it.
  {
    size_t words = std::max<size_t>(2ull * l2, 64ull << 20) / 4;
    std::vector<unsigned> perm(words), next(words);
    for (size_t i = 0; i < words; ++i)
      perm[i] = (unsigned)i;
    std::mt19937_64 g(42);
    for (size_t i = words - 1; i > 0; --i)
      std::swap(perm[i], perm[g() % i]);
    for (size_t i = 0; i < words; ++i)
      next[perm[i]] = perm[(i + 1) % words];
    // Starting points: word (warp*32 + lane) of chain 'warp' = line index
    // layout of k_chase, so lane l of chain c starts at word c*32 + l.
    Array a;
    a.lines = words / 32;
    CK(cudaMalloc(&a.p, words * 4));
    CK(cudaMemcpy(a.p, next.data(), words * 4, cudaMemcpyHostToDevice));
    unsigned ch = (unsigned)a.lines;
    // warps x ILP <= 8 (the load of the stream samples the fit compares
    // with), each run four times: extra_transaction is a difference of two
    // latencies and needs the means of many samples.
    for (int rep = 0; rep < 4; ++rep) {
      chaseRows<1, true>(d, "random", a, ch, 4, {1, 2, 3, 4, 6, 8}, true, sink);
      chaseRows<2, true>(d, "random", a, ch, 4, {1, 2, 3, 4}, true, sink);
      chaseRows<4, true>(d, "random", a, ch, 4, {1, 2}, true, sink);
      chaseRows<8, true>(d, "random", a, ch, 4, {1}, true, sink);
    }
    CK(cudaFree(a.p));
  }
  // Constant memory: uniform chase through __constant__ (byte offsets).
  {
    unsigned h[256];
    for (int i = 0; i < 256; ++i)
      h[i] = 4u * ((i + 1) % 256);
    CK(cudaMemcpyToSymbol(cbuf, h, sizeof h));
    for (int n : {1, 2, 4}) {
      Run r = runAt(d, k_const, n, 1, 4, 64, sink);
      if (r.ok)
        row("const_chase", 1, r.warpsPerSM, "latency", r.meanWarpCycles / (64.0 * UNROLL), "cycles");
    }
  }
  CK(cudaFree(sink));
  return 0;
}
