// Device-to-device copy with 1-, 2-, 4-, 8- and 16-byte accesses, written for
// gpuperf's calibration check from yencal's "How Data Type Width Affects GPU
// Memory Throughput" (see data.json): thread i copies vector i of the
// buffer, `count` vectors in all (the buffer's bytes / vector width).

#define COPY_KERNEL(NAME, T)                                                   \
  extern "C" __global__ void NAME(T *__restrict__ dst,                        \
                                  const T *__restrict__ src, long long count) {  \
    long long i = blockIdx.x * (long long)blockDim.x + threadIdx.x;           \
    if (i < count)                                                            \
      dst[i] = src[i];                                                        \
  }

COPY_KERNEL(copy_1b, unsigned char)
COPY_KERNEL(copy_2b, unsigned short)
COPY_KERNEL(copy_4b, unsigned int)
COPY_KERNEL(copy_8b, unsigned long long)
COPY_KERNEL(copy_16b, uint4)
