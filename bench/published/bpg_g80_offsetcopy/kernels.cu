// The misaligned-copy kernel of NVIDIA's CUDA C Best Practices Guide (CUDA 4.2,
// "Effects of Misaligned Accesses"; see data.json), written for gpuperf's
// validation from the guide's description: each thread copies one float,
// shifted by `offset` words from the start of its block's segment.
extern "C" __global__ void offset_copy(float *odata, const float *idata,
                                       int offset) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + offset;
  odata[i] = idata[i];
}
