// Steps that are geometric induction variables (loop-header phis SCEV
// cannot express), beside the rolled tree reductions of
// test/Inputs/Graph/reductions.cu: the access analysis computes each access
// per value of the step (test/unit/Symbolic/GeometricAccessTest.cpp,
// test/Accesses/geometric-step.test).
// Regenerate geometric.ll from this directory with:
//   clang++-19 -x cuda --cuda-gpu-arch=sm_70 --cuda-device-only -nocudainc \
//     -nocudalib -O2 -g -S -emit-llvm -Wno-unknown-cuda-version \
//     -include ../../../include/gpuperf-cuda/gpuperf_cuda.h geometric.cu \
//     -o geometric.ll
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
// A bound the launch does not give (m): the step's values are unknown.
extern "C" __global__ void unknown_bound(float *out, const float *in, int m) {
  extern __shared__ float sdata[];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = 1; s < m; s *= 2) {
    if (tid + s < blockDim.x)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}
