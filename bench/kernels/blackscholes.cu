// Black-Scholes option pricing (CUDA SDK sample, Podlozhnyuk 2007), one option
// per thread, in two versions: bs_fast uses the SFU intrinsics that
// `nvcc --use_fast_math` would select (__expf, __logf, __fdividef, rsqrtf);
// bs_precise uses the precise library functions (expf, logf, '/', sqrtf).
// Volkov thesis §3.10: same memory traffic, different instruction counts.

#define A1 0.31938153f
#define A2 -0.356563782f
#define A3 1.781477937f
#define A4 -1.821255978f
#define A5 1.330274429f
#define RSQRT2PI 0.39894228040143267793994605993438f

__device__ __forceinline__ float cnd_fast(float d) {
  float K = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
  float cnd = RSQRT2PI * __expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0) cnd = 1.0f - cnd;
  return cnd;
}

__device__ __forceinline__ float cnd_precise(float d) {
  float K = 1.0f / (1.0f + 0.2316419f * fabsf(d));
  float cnd = RSQRT2PI * expf(-0.5f * d * d) * (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0) cnd = 1.0f - cnd;
  return cnd;
}

extern "C" __global__ void bs_fast(float *__restrict__ call, float *__restrict__ put,
                                   const float *__restrict__ S, const float *__restrict__ X,
                                   const float *__restrict__ T, float R, float V, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s = S[i], x = X[i], t = T[i];
    float sqrtT = __fdividef(1.0f, rsqrtf(t));
    float d1 = __fdividef(__logf(s / x) + (R + 0.5f * V * V) * t, V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float cndd1 = cnd_fast(d1);
    float cndd2 = cnd_fast(d2);
    float expRT = __expf(-R * t);
    call[i] = s * cndd1 - x * expRT * cndd2;
    put[i] = x * expRT * (1.0f - cndd2) - s * (1.0f - cndd1);
  }
}

extern "C" __global__ void bs_precise(float *__restrict__ call, float *__restrict__ put,
                                      const float *__restrict__ S, const float *__restrict__ X,
                                      const float *__restrict__ T, float R, float V, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float s = S[i], x = X[i], t = T[i];
    float sqrtT = sqrtf(t);
    float d1 = (logf(s / x) + (R + 0.5f * V * V) * t) / (V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float cndd1 = cnd_precise(d1);
    float cndd2 = cnd_precise(d2);
    float expRT = expf(-R * t);
    call[i] = s * cndd1 - x * expRT * cndd2;
    put[i] = x * expRT * (1.0f - cndd2) - s * (1.0f - cndd1);
  }
}
