// Tree reductions whose step is a geometric induction variable (s *= 2,
// s >>= 1) bounded by blockDim.x, so that clang keeps the loop rolled and
// the step is a loop-header phi SCEV cannot express. The access analysis
// computes each access per value of the step (GeometricAccessTest.cpp).
// Regenerate geometric.ll from this directory with:
//   clang++-19 -x cuda --cuda-gpu-arch=sm_70 --cuda-device-only -nocudainc \
//     -nocudalib -O2 -g -S -emit-llvm -Wno-unknown-cuda-version \
//     -include ../../../include/gpuperf-cuda/gpuperf_cuda.h geometric.cu \
//     -o geometric.ll
extern "C" __global__ void strided_index(float *out, const float *in) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < blockDim.x; s *= 2) {
    unsigned index = 2 * s * tid;
    if (index < blockDim.x)
      sdata[index] += sdata[index + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
extern "C" __global__ void sequential(float *out, const float *in) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
// A work-efficient scan's up-sweep: the guard (t + 1) % d == 0, which clang
// turns into a mask by d - 1 (d is a power of two), is modelled per value.
extern "C" __global__ void upsweep(float *data) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  temp[2 * t] = data[2 * t];
  temp[2 * t + 1] = data[2 * t + 1];
  for (int d = 1; d <= (int)blockDim.x; d *= 2) {
    __syncthreads();
    if ((t + 1) % d == 0)
      temp[2 * t + 1] += temp[2 * t + 1 - d];
  }
  __syncthreads();
  data[2 * t + 1] = temp[2 * t + 1];
}
