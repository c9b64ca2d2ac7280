// Work-efficient (Blelloch) exclusive prefix scan of 2*blockDim.x elements per
// block in shared memory, the four versions of Baghsorkhi et al. 2010, §4.2:
//   scan_init    thread t owns element 2t+1; the active threads of each step
//                ((t+1) % offset == 0) are spread over all warps: divergence
//   scan_div     active threads regrouped into the lowest threads (t < d),
//                GPU Gems 3 ch. 39 style: no divergence above one warp, but
//                strided shared accesses with bank conflicts
//   scan_init_b  scan_init with shared indices padded (i + i/32)
//   scan_div_b   scan_div with shared indices padded: conflicts removed
// Each block scans its own segment (no inter-block pass).  Dynamic shared
// memory: 2*blockDim.x floats, plus 2*blockDim.x/32 for the _b versions.
// blockDim.x a power of two.  Part of the gpuperf benchmark suite.

#define PAD(i) ((i) + ((i) >> 5))

extern "C" __global__ void scan_init(float *__restrict__ out, const float *__restrict__ in) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  int T = blockDim.x;
  int base = blockIdx.x * 2 * T;
  temp[2 * t] = in[base + 2 * t];
  temp[2 * t + 1] = in[base + 2 * t + 1];
  for (int offset = 1; offset <= T; offset *= 2) {
    __syncthreads();
    if ((t + 1) % offset == 0) {
      int bi = 2 * t + 1;
      temp[bi] += temp[bi - offset];
    }
  }
  if (t == T - 1) temp[2 * T - 1] = 0.0f;
  for (int offset = T; offset >= 1; offset /= 2) {
    __syncthreads();
    if ((t + 1) % offset == 0) {
      int bi = 2 * t + 1, ai = bi - offset;
      float x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  __syncthreads();
  out[base + 2 * t] = temp[2 * t];
  out[base + 2 * t + 1] = temp[2 * t + 1];
}

extern "C" __global__ void scan_div(float *__restrict__ out, const float *__restrict__ in) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  int T = blockDim.x;
  int base = blockIdx.x * 2 * T;
  temp[2 * t] = in[base + 2 * t];
  temp[2 * t + 1] = in[base + 2 * t + 1];
  int offset = 1;
  for (int d = T; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (t == 0) temp[2 * T - 1] = 0.0f;
  for (int d = 1; d <= T; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  __syncthreads();
  out[base + 2 * t] = temp[2 * t];
  out[base + 2 * t + 1] = temp[2 * t + 1];
}

extern "C" __global__ void scan_init_b(float *__restrict__ out, const float *__restrict__ in) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  int T = blockDim.x;
  int base = blockIdx.x * 2 * T;
  temp[PAD(2 * t)] = in[base + 2 * t];
  temp[PAD(2 * t + 1)] = in[base + 2 * t + 1];
  for (int offset = 1; offset <= T; offset *= 2) {
    __syncthreads();
    if ((t + 1) % offset == 0) {
      int bi = 2 * t + 1;
      temp[PAD(bi)] += temp[PAD(bi - offset)];
    }
  }
  if (t == T - 1) temp[PAD(2 * T - 1)] = 0.0f;
  for (int offset = T; offset >= 1; offset /= 2) {
    __syncthreads();
    if ((t + 1) % offset == 0) {
      int bi = 2 * t + 1, ai = bi - offset;
      float x = temp[PAD(ai)];
      temp[PAD(ai)] = temp[PAD(bi)];
      temp[PAD(bi)] += x;
    }
  }
  __syncthreads();
  out[base + 2 * t] = temp[PAD(2 * t)];
  out[base + 2 * t + 1] = temp[PAD(2 * t + 1)];
}

extern "C" __global__ void scan_div_b(float *__restrict__ out, const float *__restrict__ in) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  int T = blockDim.x;
  int base = blockIdx.x * 2 * T;
  temp[PAD(2 * t)] = in[base + 2 * t];
  temp[PAD(2 * t + 1)] = in[base + 2 * t + 1];
  int offset = 1;
  for (int d = T; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      temp[PAD(bi)] += temp[PAD(ai)];
    }
    offset *= 2;
  }
  if (t == 0) temp[PAD(2 * T - 1)] = 0.0f;
  for (int d = 1; d <= T; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = temp[PAD(ai)];
      temp[PAD(ai)] = temp[PAD(bi)];
      temp[PAD(bi)] += x;
    }
  }
  __syncthreads();
  out[base + 2 * t] = temp[PAD(2 * t)];
  out[base + 2 * t + 1] = temp[PAD(2 * t + 1)];
}
