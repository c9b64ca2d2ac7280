// common.cuh - timing harness shared by the gpuperf calibration benchmarks.
//
// The setup of Volkov's thesis, ch. 5: every warp timestamps its start and
// end with the SM clock register (clock64) and records its SM (%smid); the
// host derives, per run, the mean warp latency (§5.5), the execution time
// (largest per-SM span, §5.5) and the attained occupancy (largest number of
// warps alive at once on an SM, §5.6). Occupancy is limited by allocating
// dynamic shared memory (§5.7), and the grid holds several times as many
// blocks as fit at once (oversubscription, §5.9).
#pragma once
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#define CK(x)                                                                           \
  do {                                                                                  \
    cudaError_t e_ = (x);                                                               \
    if (e_ != cudaSuccess) {                                                            \
      fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_)); \
      exit(1);                                                                          \
    }                                                                                   \
  } while (0)

struct WarpRec {
  long long start, end;
  unsigned sm, pad;
};

__device__ __forceinline__ unsigned smid() {
  unsigned r;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(r));
  return r;
}
__device__ __forceinline__ long long clk() {
  long long r;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(r)::"memory");
  return r;
}
#define WARP_BEGIN                                                                      \
  __syncwarp();                                                                         \
  long long t0_ = clk();
#define WARP_END(rec)                                                                   \
  __syncwarp();                                                                         \
  {                                                                                     \
    long long t1_ = clk();                                                              \
    if ((threadIdx.x & 31) == 0) {                                                      \
      WarpRec r_;                                                                       \
      r_.start = t0_, r_.end = t1_, r_.sm = smid(), r_.pad = 0;                         \
      rec[(blockIdx.x * blockDim.x + threadIdx.x) / 32] = r_;                           \
    }                                                                                   \
  }

/// Result of one run.
struct Run {
  double meanWarpCycles = 0; // mean over warps of end - start
  double spanCycles = 0;     // largest per-SM span (first start to last end)
  double warpsPerSM = 0;     // attained occupancy: most warps alive at once on one SM
  long long warps = 0;
  bool ok = false;
};

inline Run analyse(std::vector<WarpRec> &r, int smCount) {
  Run out;
  std::vector<long long> lo(1024, -1), hi(1024, -1);
  std::vector<std::vector<std::pair<long long, int>>> ev(1024);
  double sum = 0;
  for (const WarpRec &w : r) {
    if (w.sm >= 1024 || w.end < w.start)
      continue;
    sum += double(w.end - w.start);
    lo[w.sm] = lo[w.sm] < 0 ? w.start : std::min(lo[w.sm], w.start);
    hi[w.sm] = std::max(hi[w.sm], w.end);
    ev[w.sm].push_back({w.start, +1});
    ev[w.sm].push_back({w.end, -1});
    ++out.warps;
  }
  if (!out.warps)
    return out;
  out.meanWarpCycles = sum / out.warps;
  int maxOcc = 0;
  for (int s = 0; s < 1024; ++s) {
    if (lo[s] < 0)
      continue;
    out.spanCycles = std::max(out.spanCycles, double(hi[s] - lo[s]));
    std::sort(ev[s].begin(), ev[s].end()); // ends (-1) sort before starts at equal times
    int cur = 0;
    for (auto &e : ev[s])
      maxOcc = std::max(maxOcc, cur += e.second);
  }
  out.warpsPerSM = maxOcc;
  out.ok = out.spanCycles > 0;
  (void)smCount;
  return out;
}

struct Device {
  cudaDeviceProp p;
  int sms, maxWarps, maxBlocks, smemPerSM, smemOptin, smemReserved;
  double clockMHz; // measured
};

__global__ void clockSpin(long long cycles, long long *out) {
  long long c0 = clk(), g0, g1;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g0));
  while (clk() - c0 < cycles) {
  }
  long long c1 = clk();
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g1));
  out[0] = c1 - c0;
  out[1] = g1 - g0;
}

/// SM clock while busy: clock64 cycles over globaltimer nanoseconds, best of 5.
inline double measureClockMHz() {
  long long *d, h[2];
  CK(cudaMalloc(&d, 2 * sizeof(long long)));
  double best = 0;
  for (int i = 0; i < 6; ++i) {
    clockSpin<<<1, 32>>>(200000000LL, d);
    CK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    if (i > 0 && h[1] > 0)
      best = std::max(best, 1000.0 * double(h[0]) / double(h[1]));
  }
  CK(cudaFree(d));
  return best;
}

inline Device openDevice() {
  Device d;
  CK(cudaSetDevice(0));
  CK(cudaGetDeviceProperties(&d.p, 0));
  d.sms = d.p.multiProcessorCount;
  d.maxWarps = d.p.maxThreadsPerMultiProcessor / 32;
  d.maxBlocks = d.p.maxBlocksPerMultiProcessor;
  d.smemPerSM = (int)d.p.sharedMemPerMultiprocessor;
  d.smemOptin = (int)d.p.sharedMemPerBlockOptin;
  d.smemReserved = (int)d.p.reservedSharedMemPerBlock;
  d.clockMHz = measureClockMHz();
  return d;
}

inline void row(const char *bench, int ilp, double warps, const char *metric, double v,
                const char *unit) {
  printf("%s,%d,%g,%s,%.4f,%s\n", bench, ilp, warps, metric, v, unit);
  fflush(stdout);
}

/// Occupancies swept (warps per SM), as in Volkov's figures.
inline std::vector<int> occupancies(const Device &d) {
  std::vector<int> o;
  for (int n : {1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 56, 64})
    if (n <= d.maxWarps)
      o.push_back(n);
  return o;
}

/// Runs `kernel(rec, args...)` with `warpsPerSM` warps resident per SM:
/// blocks of `wpb` warps, dynamic shared memory sized so that only
/// warpsPerSM / wpb blocks fit on an SM, `waves` times that many blocks in
/// the grid. Returns ok = false (and says why on stderr) when the occupancy
/// cannot be set up.
template <class K, class... A>
Run runAt(const Device &d, K kernel, int warpsPerSM, int wpb, int waves, A... args) {
  Run bad;
  int blocks = warpsPerSM / wpb;
  if (blocks < 1 || blocks * wpb != warpsPerSM || blocks > d.maxBlocks)
    return bad;
  cudaFuncAttributes fa;
  CK(cudaFuncGetAttributes(&fa, kernel));
  long long per = d.smemPerSM / blocks - d.smemReserved - (long long)fa.sharedSizeBytes;
  per = std::min<long long>(per, d.smemOptin - (long long)fa.sharedSizeBytes);
  if (blocks == 1)
    per = std::min<long long>(per, d.smemOptin - (long long)fa.sharedSizeBytes);
  per = std::max<long long>(per, 0);
  CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)per));
  int fit = 0;
  // Shrink the allocation until exactly `blocks` blocks fit (granularity).
  for (; per >= 0; per -= 128) {
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, kernel, wpb * 32, (size_t)per));
    if (fit >= blocks)
      break;
  }
  if (fit != blocks) {
    fprintf(stderr, "note: cannot hold %d warps/SM with %d-warp blocks (got %d blocks)\n",
            warpsPerSM, wpb, fit);
    return bad;
  }
  long long grid = (long long)blocks * d.sms * waves;
  WarpRec *rec;
  size_t n = grid * wpb;
  CK(cudaMalloc(&rec, n * sizeof(WarpRec)));
  kernel<<<(unsigned)grid, wpb * 32, (size_t)per>>>(rec, args...); // warm-up
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  kernel<<<(unsigned)grid, wpb * 32, (size_t)per>>>(rec, args...);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  std::vector<WarpRec> h(n);
  CK(cudaMemcpy(h.data(), rec, n * sizeof(WarpRec), cudaMemcpyDeviceToHost));
  CK(cudaFree(rec));
  return analyse(h, d.sms);
}

/// Block size used for an occupancy: 1-warp blocks while the block limit
/// allows, then the smallest block that divides it.
inline int blockWarpsFor(const Device &d, int warpsPerSM) {
  for (int w = 1; w <= 32; ++w)
    if (warpsPerSM % w == 0 && warpsPerSM / w <= d.maxBlocks)
      return w;
  return 32;
}
