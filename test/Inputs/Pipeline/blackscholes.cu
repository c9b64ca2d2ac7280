// Volkov thesis §3.10: the CUDA SDK Black-Scholes kernel (Podlozhnyuk 2007),
// built precise (expf/logf) or as with -use_fast_math (-DFAST: __expf/__logf,
// __fdividef).
#ifdef FAST
#define EXPF __expf
#define LOGF __logf
#define DIV(a, b) __fdividef(a, b)
#else
#define EXPF expf
#define LOGF logf
#define DIV(a, b) ((a) / (b))
#endif
__device__ inline float cndf(float d) {
  const float A1 = 0.31938153f, A2 = -0.356563782f, A3 = 1.781477937f,
              A4 = -1.821255978f, A5 = 1.330274429f;
  const float RSQRT2PI = 0.39894228040143267793994605993438f;
  float K = DIV(1.0f, 1.0f + 0.2316419f * fabsf(d));
  float cnd = RSQRT2PI * EXPF(-0.5f * d * d) *
              (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
  if (d > 0)
    cnd = 1.0f - cnd;
  return cnd;
}
extern "C" __global__ void black_scholes(float *call, float *put, const float *S,
                                         const float *X, const float *T, float R,
                                         float V) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  float s = S[i], x = X[i], t = T[i];
  float sqrtT = sqrtf(t);
  float d1 = DIV(LOGF(DIV(s, x)) + (R + 0.5f * V * V) * t, V * sqrtT);
  float d2 = d1 - V * sqrtT;
  float cndd1 = cndf(d1), cndd2 = cndf(d2);
  float expRT = EXPF(-R * t);
  call[i] = s * cndd1 - x * expRT * cndd2;
  put[i] = x * expRT * (1.0f - cndd2) - s * (1.0f - cndd1);
}
