// Streaming vector kernels (one element per thread, fully coalesced unless
// strided).  Part of the gpuperf benchmark suite; see suite.tsv.
// Compiles with nvcc as is, and with clang -nocudainc using
// -include include/gpuperf-cuda/gpuperf_cuda.h.

// out[i] = in[i]
extern "C" __global__ void vec_copy(float *__restrict__ out, const float *__restrict__ in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i];
}

// 16-byte accesses: out4[i] = in4[i] for i < n / 4 (n a multiple of 4).
extern "C" __global__ void vec_copy4(float *__restrict__ out, const float *__restrict__ in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 4)
    reinterpret_cast<float4 *>(out)[i] = reinterpret_cast<const float4 *>(in)[i];
}

// out[i] = in[i * stride]: one useful word per `stride` words read.
extern "C" __global__ void vec_copy_stride(float *__restrict__ out, const float *__restrict__ in,
                                           int n, int stride) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[(long long)i * stride];
}

// out[i] = s * in[i]
extern "C" __global__ void vec_scale(float *__restrict__ out, const float *__restrict__ in, float s,
                                     int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = s * in[i];
}

// c[i] = a[i] + b[i]  (Volkov thesis §3.8 "vector add")
extern "C" __global__ void vec_add(float *__restrict__ c, const float *__restrict__ a,
                                   const float *__restrict__ b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

// a[i] = b[i] + s * c[i]  (STREAM triad)
extern "C" __global__ void vec_triad(float *__restrict__ a, const float *__restrict__ b,
                                     const float *__restrict__ c, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = b[i] + s * c[i];
}
