// Loads of one object that a warp rereads: a stencil's neighbours, issued
// together, and a reload after a store that may alias it, issued after the
// first load returns (Pipeline/l2-reuse.test).
extern "C" __global__ void neighbours(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i > 0 && i < n - 1)
    out[i] = in[i - 1] + 2.0f * in[i] + in[i + 1];
}

extern "C" __global__ void reload(float *out, const float *in, float *side,
                                  int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float a = in[i];
    side[i] = a + 1.0f; // may alias in[i]: the load below stays
    out[i] = in[i] * a;
  }
}

// Neighbours under different guards: a warp's lanes run one or the other, so
// neither rereads what the other fetches.
extern "C" __global__ void either(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n - 1)
    return;
  float v = 0;
  if (threadIdx.x < 16)
    v = in[i] * 3.0f;
  if (threadIdx.x >= 16)
    v = in[i + 1] + 1.0f;
  out[i] = v;
}
