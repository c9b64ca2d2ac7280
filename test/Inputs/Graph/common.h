// Minimal device-side declarations for the Graph test corpus (no CUDA SDK).
#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __device__ __attribute__((device))
// __syncthreads() is a clang NVPTX builtin (llvm.nvvm.barrier0).
