// Cooperative-groups style barriers: warp sync, counted/named barriers,
// a grid-wide barrier built from atomics and fences.
__global__ void coop_kernel(float *data, unsigned *arrive, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= 2.0f;
  __syncwarp();
  __nvvm_bar_warp_sync(0xffffffffu);
  __syncthreads();
  int c = __syncthreads_count(i < n);
  int a = __syncthreads_and(i < n);
  int o = __syncthreads_or(i < n);
  __nvvm_barrier_sync_cnt(1, 64);
  __threadfence();
  if (threadIdx.x == 0) {
    unsigned target = gridDim.x;
    atomicAdd(arrive, 1u);
    while (atomicAdd(arrive, 0u) < target) { }
  }
  __syncthreads();
  if (i < n) data[i] += c + a + o;
}
