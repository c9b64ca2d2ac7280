// misc.cu - barrier latency and block launch/replacement latency.
//
// barrier: one block per SM of b warps executes only __syncthreads()
// (bar.sync 0); cycles per barrier = mean warp latency / barriers. With one
// warp this is the pipeline latency of a barrier (Volkov §3.7).
// block_launch: empty 1-warp blocks, one resident per SM, many per SM in
// sequence; on each SM the gap between a block's end and the next block's
// start is the time to replace a terminated block (Volkov §3.7-3.8).
#include "common.cuh"

constexpr int UNROLL = 32;

__global__ void k_barrier(WarpRec *rec, int iters) {
  WARP_BEGIN
  for (int it = 0; it < iters; ++it) {
#pragma unroll
    for (int u = 0; u < UNROLL; ++u)
      asm volatile("bar.sync 0;" ::: "memory");
  }
  WARP_END(rec)
}

__global__ void k_empty(WarpRec *rec) {
  WARP_BEGIN
  WARP_END(rec)
}

int main() {
  Device d = openDevice();
  for (int b : {1, 2, 4, 8, 16, 32}) {
    if (b * 32 > d.p.maxThreadsPerBlock)
      break;
    Run r = runAt(d, k_barrier, b, b, 1, 256);
    if (r.ok)
      row("barrier", 1, r.warpsPerSM, "cycles", r.meanWarpCycles / (256.0 * UNROLL), "cycles");
  }
  // Block replacement: 1 block/SM resident, 64 blocks per SM in sequence.
  for (int rep = 0; rep < 3; ++rep) {
    int waves = 64;
    cudaFuncAttributes fa;
    CK(cudaFuncGetAttributes(&fa, k_empty));
    int per = std::min(d.smemOptin, d.smemPerSM - d.smemReserved);
    CK(cudaFuncSetAttribute(k_empty, cudaFuncAttributeMaxDynamicSharedMemorySize, per));
    int fit = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&fit, k_empty, 32, per));
    if (fit != 1) {
      fprintf(stderr, "note: block_launch: cannot hold exactly 1 block per SM\n");
      break;
    }
    int grid = d.sms * waves;
    WarpRec *rec;
    CK(cudaMalloc(&rec, grid * sizeof(WarpRec)));
    k_empty<<<grid, 32, per>>>(rec);
    CK(cudaDeviceSynchronize());
    k_empty<<<grid, 32, per>>>(rec);
    CK(cudaDeviceSynchronize());
    std::vector<WarpRec> h(grid);
    CK(cudaMemcpy(h.data(), rec, grid * sizeof(WarpRec), cudaMemcpyDeviceToHost));
    CK(cudaFree(rec));
    std::vector<std::vector<WarpRec>> bySM(1024);
    for (auto &w : h)
      if (w.sm < 1024)
        bySM[w.sm].push_back(w);
    double gaps = 0;
    long long n = 0;
    for (auto &v : bySM) {
      std::sort(v.begin(), v.end(), [](const WarpRec &a, const WarpRec &b) { return a.start < b.start; });
      for (size_t i = 1; i < v.size(); ++i)
        if (v[i].start >= v[i - 1].end)
          gaps += double(v[i].start - v[i - 1].end), ++n;
    }
    if (n)
      row("block_launch", 1, 1, "cycles", gaps / n, "cycles");
  }
  return 0;
}
