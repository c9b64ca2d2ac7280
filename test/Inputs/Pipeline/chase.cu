// Volkov thesis §4.1 synthetic workload: a pointer-chasing load whose address
// is the value fetched by the previous load, then ALPHA back-to-back dependent
// fp32 adds of b (0 at run time) feeding the next address. The index bits
// travel through the adds as a float (Volkov's "floating-point arithmetic on
// memory pointers"). The loop body is unrolled UNROLL (16) times, as the
// thesis does, so the loop counter costs 3 instructions per UNROLL groups.
#ifndef ALPHA
#define ALPHA 0
#endif
#ifndef UNROLL
#define UNROLL 16
#endif
extern "C" __global__ void chase(const float *p, float *out, float b, int n) {
  float a = __int_as_float(threadIdx.x);
  for (int i = 0; i < n; ++i) {
#pragma unroll UNROLL
    for (int u = 0; u < UNROLL; ++u) {
      a = p[__float_as_int(a)];
#pragma unroll
      for (int j = 0; j < ALPHA; ++j)
        a = a + b;
    }
  }
  out[threadIdx.x] = a;
}
