/*===- gpuperf_cuda.h - minimal CUDA device environment for clang -nocudainc -===
 *
 * Part of gpuperf.  Makes ordinary CUDA kernel code compile with
 *
 *   clang++-19 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc \
 *     -nocudalib -O2 -S -emit-llvm -include gpuperf_cuda.h k.cu -o k.ll
 *
 * (CUDA 13's own headers do not parse with clang 19).  Everything here lowers
 * through `llc-19 -march=nvptx64` and `ptxas` without external calls: there
 * is no libdevice, so the precise math functions are implemented below in
 * plain C (range reduction + polynomial, shaped like libdevice so that their
 * instruction counts and instruction classes are realistic for a cost model).
 *
 * The header is a no-op when compiled by nvcc (the same .cu files build with
 * nvcc for a real GPU), when clang uses the real CUDA SDK headers (the clang
 * CUDA runtime wrapper was already included), and in non-CUDA compilations.
 *
 * Defining GPUPERF_CUDA_HOST_MATH_TEST in a plain C++ host compilation exposes
 * only the math implementations (as gpuperf_math::*) so that their accuracy
 * can be checked against the host libm; see README.md and check.sh.
 *===----------------------------------------------------------------------===*/
#ifndef GPUPERF_CUDA_H
#define GPUPERF_CUDA_H

#if defined(__NVCC__) || defined(__CUDACC_VER_MAJOR__) ||                      \
    defined(__CLANG_CUDA_RUNTIME_WRAPPER_H__)
/* Real CUDA toolchain / real CUDA headers: nothing to do. */
#elif defined(__clang__) && defined(__CUDA__)
#define GPUPERF_CUDA_SHIM 1
#elif defined(GPUPERF_CUDA_HOST_MATH_TEST)
#define GPUPERF_CUDA_MATH_ONLY 1
#endif

#if defined(GPUPERF_CUDA_SHIM) || defined(GPUPERF_CUDA_MATH_ONLY)

/*===------------------------------------------------------------------------===
 * Part 1: math implementations shared by the device shim and the host test.
 *   Internal names are __gp_*; device code gets the public CUDA names below.
 *===------------------------------------------------------------------------===*/
#if defined(GPUPERF_CUDA_SHIM)
#define __GP_FN static __attribute__((device)) __attribute__((always_inline)) inline
#define __GP_EX2F(x) __nvvm_ex2_approx_f(x)   /* ex2.approx.f32 (MUFU.EX2) */
#define __GP_RCPF(x) __nvvm_rcp_approx_ftz_f(x)
#define __GP_SQRTF(x) __nvvm_sqrt_rn_f(x)
#define __GP_SQRT(x) __nvvm_sqrt_rn_d(x)
#else
namespace gpuperf_math {
#define __GP_FN static inline
#define __GP_EX2F(x) __builtin_exp2f(x)
#define __GP_RCPF(x) (1.0f / (x))
#define __GP_SQRTF(x) __builtin_sqrtf(x)
#define __GP_SQRT(x) __builtin_sqrt(x)
#endif

__GP_FN float __gp_i2f(int __i) { return __builtin_bit_cast(float, __i); }
__GP_FN int __gp_f2i(float __f) { return __builtin_bit_cast(int, __f); }
__GP_FN double __gp_ll2d(long long __i) { return __builtin_bit_cast(double, __i); }
__GP_FN long long __gp_d2ll(double __d) { return __builtin_bit_cast(long long, __d); }
__GP_FN bool __gp_isnanf(float __x) { return __x != __x; }
__GP_FN bool __gp_isnan(double __x) { return __x != __x; }

/* 2^k for k in [-252, 254] as a product of two normal powers of two. */
__GP_FN float __gp_scalef(float __v, float __k) {
  __k = __builtin_fminf(__builtin_fmaxf(__k, -252.0f), 254.0f);
  int __ki = (int)__k;
  int __k1 = __ki >> 1, __k2 = __ki - __k1;
  return (__v * __gp_i2f((__k1 + 127) << 23)) * __gp_i2f((__k2 + 127) << 23);
}
__GP_FN double __gp_scale(double __v, double __k) {
  __k = __builtin_fmin(__builtin_fmax(__k, -2100.0), 2100.0);
  int __ki = (int)__k;
  int __k1 = __ki >> 1, __k2 = __ki - __k1;
  __k1 = __k1 < -1022 ? -1022 : __k1;
  __k2 = __k2 > 1023 ? 1023 : (__k2 < -1022 ? -1022 : __k2);
  return (__v * __gp_ll2d((long long)(__k1 + 1023) << 52)) *
         __gp_ll2d((long long)(__k2 + 1023) << 52);
}

/* expf: k = rint(x log2 e); f = x log2 e - k with a two-constant product;
   2^f by ex2.approx on |f| <= 0.5 (as libdevice does); scale by 2^k. */
__GP_FN float __gp_expf(float __x) {
  float __xc = __builtin_fminf(__builtin_fmaxf(__x, -104.0f), 89.0f);
  float __k = __builtin_rintf(__xc * 1.44269502f);
  float __f = __builtin_fmaf(__xc, 1.44269502f, -__k);
  __f = __builtin_fmaf(__xc, 1.92596303e-8f, __f);
  float __r = __gp_scalef(__GP_EX2F(__f), __k);
  return __gp_isnanf(__x) ? __x : __r;
}

/* log1p(f) - f + f^2/2 = f^3 Q(f) on [-1/3, 1/3] (Chebyshev fit, deg 7). */
__GP_FN float __gp_logf_q7(float __f) {
  float __q = -0.121255807f;
  __q = __builtin_fmaf(__q, __f, 0.134257490f);
  __q = __builtin_fmaf(__q, __f, -0.123461902f);
  __q = __builtin_fmaf(__q, __f, 0.141183099f);
  __q = __builtin_fmaf(__q, __f, -0.166701407f);
  __q = __builtin_fmaf(__q, __f, 0.200037803f);
  __q = __builtin_fmaf(__q, __f, -0.249999879f);
  __q = __builtin_fmaf(__q, __f, 0.333333202f);
  return __q;
}

/* Split a positive finite float into m * 2^e, m in [2/3, 4/3). */
__GP_FN float __gp_logf_split(float __a, float *__e) {
  bool __sub = __a < 1.17549435e-38f;
  float __m0 = __sub ? __a * 8388608.0f : __a;
  int __ix = __gp_f2i(__m0);
  int __ei = (__ix - 0x3f2aaaab) & (int)0xff800000;
  *__e = (float)(__ei >> 23) - (__sub ? 23.0f : 0.0f);
  return __gp_i2f(__ix - __ei);
}

__GP_FN float __gp_logf(float __a) {
  float __e;
  float __m = __gp_logf_split(__a, &__e);
  float __f = __m - 1.0f;
  float __s = __f * __f;
  float __t = __builtin_fmaf(__f * __s, __gp_logf_q7(__f), -0.5f * __s);
  float __r = __f + __t;
  __r = __builtin_fmaf(__e, 0.693147182f, __r);
  __r = __builtin_fmaf(__e, -1.90465430e-9f, __r);
  if (!(__a > 0.0f && __a <= 3.40282347e+38f)) {
    __r = __a + __a;                              /* +inf, NaN */
    if (__a < 0.0f) __r = __builtin_nanf("");
    if (__a == 0.0f) __r = -__builtin_inff();
  }
  return __r;
}

__GP_FN float __gp_log2f(float __a) {
  float __e;
  float __m = __gp_logf_split(__a, &__e);
  float __f = __m - 1.0f;
  float __s = __f * __f;
  float __t = __builtin_fmaf(__f * __s, __gp_logf_q7(__f), -0.5f * __s);
  float __l = __f + __t;                         /* ln(m) */
  float __r = __builtin_fmaf(__l, 1.44269502f, __e);
  __r = __builtin_fmaf(__l, 1.92596303e-8f, __r);
  if (!(__a > 0.0f && __a <= 3.40282347e+38f)) {
    __r = __a + __a;
    if (__a < 0.0f) __r = __builtin_nanf("");
    if (__a == 0.0f) __r = -__builtin_inff();
  }
  return __r;
}

__GP_FN float __gp_log10f(float __a) {
  return __gp_logf(__a) * 0.434294482f;
}

__GP_FN float __gp_exp2f(float __x) {
  float __xc = __builtin_fminf(__builtin_fmaxf(__x, -152.0f), 129.0f);
  float __k = __builtin_rintf(__xc);
  float __r = __gp_scalef(__GP_EX2F(__xc - __k), __k);
  return __gp_isnanf(__x) ? __x : __r;
}

__GP_FN float __gp_exp10f(float __x) {
  float __xc = __builtin_fminf(__builtin_fmaxf(__x, -46.0f), 39.0f);
  float __k = __builtin_rintf(__xc * 3.32192802f);
  float __f = __builtin_fmaf(__xc, 3.32192802f, -__k);
  __f = __builtin_fmaf(__xc, 7.05255485e-8f, __f);
  float __r = __gp_scalef(__GP_EX2F(__f), __k);
  return __gp_isnanf(__x) ? __x : __r;
}

/* Trigonometric argument reduction: x = k pi/2 + r, |r| <= pi/4.  Three-term
   Cody-Waite with FMA for |x| <= 105615 (like libdevice); larger arguments
   take a slower fp64 path (libdevice uses Payne-Hanek there; this path is
   accurate to about |x| < 2^40). */
__GP_FN float __gp_trig_reduce(float __x, int *__q) {
  float __k = __builtin_rintf(__x * 0.636619747f);
  float __r = __builtin_fmaf(__k, -1.57079601e+00f, __x);
  __r = __builtin_fmaf(__k, -3.13916473e-07f, __r);
  __r = __builtin_fmaf(__k, -5.39030253e-15f, __r);
  int __qi = (int)__k;
  if (__builtin_fabsf(__x) > 105615.0f) {
    double __xd = __x;
    double __kd = __builtin_rint(__xd * 0.63661977236758134);
    double __rd = __builtin_fma(-__kd, 1.5707963267948966, __xd);
    __rd = __builtin_fma(-__kd, 6.123233995736766e-17, __rd);
    double __k4 = __kd - 4.0 * __builtin_floor(__kd * 0.25);
    __qi = (int)__k4;
    __r = (float)__rd;
    if (__builtin_fabsf(__x) > 3.40282347e+38f) __r = __x * 0.0f; /* inf -> NaN */
  }
  *__q = __qi;
  return __r;
}
/* sin/cos kernels on [-pi/4, pi/4] (Cephes single-precision coefficients). */
__GP_FN float __gp_sinf_k(float __r) {
  float __z = __r * __r;
  float __p = __builtin_fmaf(-1.9515295891e-4f, __z, 8.3321608736e-3f);
  __p = __builtin_fmaf(__p, __z, -1.6666654611e-1f);
  return __builtin_fmaf(__p, __z * __r, __r);
}
__GP_FN float __gp_cosf_k(float __r) {
  float __z = __r * __r;
  float __p = __builtin_fmaf(2.443315711809948e-5f, __z, -1.388731625493765e-3f);
  __p = __builtin_fmaf(__p, __z, 4.166664568298827e-2f);
  __p = __builtin_fmaf(__p, __z, -0.5f);
  return __builtin_fmaf(__p, __z, 1.0f);
}
__GP_FN float __gp_sinf(float __x) {
  int __q;
  float __r = __gp_trig_reduce(__x, &__q);
  float __v = (__q & 1) ? __gp_cosf_k(__r) : __gp_sinf_k(__r);
  return (__q & 2) ? -__v : __v;
}
__GP_FN float __gp_cosf(float __x) {
  int __q;
  float __r = __gp_trig_reduce(__x, &__q);
  __q += 1;
  float __v = (__q & 1) ? __gp_cosf_k(__r) : __gp_sinf_k(__r);
  return (__q & 2) ? -__v : __v;
}
__GP_FN void __gp_sincosf(float __x, float *__s, float *__c) {
  int __q;
  float __r = __gp_trig_reduce(__x, &__q);
  float __sk = __gp_sinf_k(__r), __ck = __gp_cosf_k(__r);
  float __sv = (__q & 1) ? __ck : __sk;
  float __cv = (__q & 1) ? __sk : __ck;
  *__s = (__q & 2) ? -__sv : __sv;
  *__c = ((__q + 1) & 2) ? -__cv : __cv;
}
__GP_FN float __gp_tanf(float __x) {
  int __q;
  float __r = __gp_trig_reduce(__x, &__q);
  float __s = __gp_sinf_k(__r), __c = __gp_cosf_k(__r);
  return (__q & 1) ? -__c / __s : __s / __c;
}

/* erff: |x| < 1: x P(x^2) (deg 6 fit); 1 <= |x| < 4: 1 - 2^Q(|x| - 2.5) with
   Q ~ log2(erfc) (deg 9 fit) and ex2.approx; |x| >= 4: +-1. */
__GP_FN float __gp_erff(float __x) {
  float __t = __builtin_fabsf(__x);
  float __r;
  if (__t < 1.0f) {
    float __z = __x * __x;
    float __p = 7.87587506e-5f;
    __p = __builtin_fmaf(__p, __z, -8.01686429e-4f);
    __p = __builtin_fmaf(__p, __z, 5.18908742e-3f);
    __p = __builtin_fmaf(__p, __z, -2.68542120e-2f);
    __p = __builtin_fmaf(__p, __z, 1.12835947e-1f);
    __p = __builtin_fmaf(__p, __z, -3.76126267e-1f);
    __p = __builtin_fmaf(__p, __z, 1.12837917e+0f);
    __r = __x * __p;
  } else {
    float __u = __builtin_fminf(__t, 4.0f) - 2.5f;
    float __q = -1.093949767e-7f;
    __q = __builtin_fmaf(__q, __u, 2.33079091e-6f);
    __q = __builtin_fmaf(__q, __u, -1.864783733e-5f);
    __q = __builtin_fmaf(__q, __u, 1.11646712e-4f);
    __q = __builtin_fmaf(__q, __u, -6.070740276e-4f);
    __q = __builtin_fmaf(__q, __u, 3.123679836e-3f);
    __q = __builtin_fmaf(__q, __u, -1.566494569e-2f);
    __q = __builtin_fmaf(__q, __u, -1.36175068e+0f);
    __q = __builtin_fmaf(__q, __u, -7.722285972e+0f);
    __q = __builtin_fmaf(__q, __u, -1.126285368e+1f);
    __r = 1.0f - __GP_EX2F(__q);
    __r = __builtin_copysignf(__r, __x);
  }
  return __gp_isnanf(__x) ? __x : __r;
}

/* tanhf: |x| < 0.55: x + x z P(z); otherwise 1 - 2 / (2^(2|x| log2 e) + 1)
   with ex2.approx and an approximate reciprocal (|x| clamped to 10). */
__GP_FN float __gp_tanhf(float __x) {
  float __t = __builtin_fabsf(__x);
  float __r;
  if (__t < 0.55f) {
    float __z = __x * __x;
    float __p = -6.61022783e-3f;
    __p = __builtin_fmaf(__p, __z, 2.13093887e-2f);
    __p = __builtin_fmaf(__p, __z, -5.39094288e-2f);
    __p = __builtin_fmaf(__p, __z, 1.33331137e-1f);
    __p = __builtin_fmaf(__p, __z, -3.33333320e-1f);
    __r = __builtin_fmaf(__x * __z, __p, __x);
  } else {
    float __e = __GP_EX2F(__builtin_fminf(__t, 10.0f) * 2.88539004f);
    __r = __builtin_fmaf(-2.0f, __GP_RCPF(__e + 1.0f), 1.0f);
    __r = __builtin_copysignf(__r, __x);
  }
  return __gp_isnanf(__x) ? __x : __r;
}

/* powf: log2|x| in double-float (hi + lo, ~2^-30 relative), times y in
   double-float, then 2^(t_hi + t_lo) by ex2.approx + exponent scaling, then
   the C99 special cases.  Roughly the size of CUDA's powf; error up to
   about 5 ulp when |y log2 x| is large (host check: see mathtest.cpp). */
__GP_FN float __gp_powf(float __x, float __y) {
  float __ax = __builtin_fabsf(__x);
  float __e;
  float __m = __gp_logf_split(__ax, &__e);
  float __f = __m - 1.0f;
  /* log1p(f) = f - f^2/2 + f^3 Q(f), Q a deg 9 fit */
  float __q = -0.106783173f;
  __q = __builtin_fmaf(__q, __f, 0.116121646f);
  __q = __builtin_fmaf(__q, __f, -0.0976008984f);
  __q = __builtin_fmaf(__q, __f, 0.108532879f);
  __q = __builtin_fmaf(__q, __f, -0.125097397f);
  __q = __builtin_fmaf(__q, __f, 0.142961790f);
  __q = __builtin_fmaf(__q, __f, -0.166665300f);
  __q = __builtin_fmaf(__q, __f, 0.199998532f);
  __q = __builtin_fmaf(__q, __f, -0.250000003f);
  __q = __builtin_fmaf(__q, __f, 0.333333337f);
  float __sh = __f * __f;
  float __sl = __builtin_fmaf(__f, __f, -__sh);
  float __b = -0.5f * __sh;
  float __hi = __f + __b;
  float __lo = (__f - __hi) + __b;
  __lo = __builtin_fmaf(-0.5f, __sl, __lo);
  __lo = __builtin_fmaf(__f * __sh, __q, __lo);
  /* times log2(e) */
  float __ph = __hi * 1.44269502f;
  float __pl = __builtin_fmaf(__hi, 1.44269502f, -__ph);
  __pl = __builtin_fmaf(__hi, 1.92596303e-8f, __pl);
  __pl = __builtin_fmaf(__lo, 1.44269502f, __pl);
  /* plus exponent (|e| >= 1 > |ph| or e == 0: Fast2Sum is exact) */
  float __lh = __e + __ph;
  float __ll = ((__e - __lh) + __ph) + __pl;
  /* times y */
  float __th = __y * __lh;
  float __tl = __builtin_fmaf(__y, __lh, -__th);
  __tl = __builtin_fmaf(__y, __ll, __tl);
  float __thc = __builtin_fminf(__builtin_fmaxf(__th, -300.0f), 300.0f);
  float __k = __builtin_rintf(__thc);
  float __g = (__thc - __k) + __tl;
  float __r = __gp_scalef(__GP_EX2F(__g), __k);
  /* special cases */
  bool __yint = __builtin_truncf(__y) == __y;
  float __yh = 0.5f * __y;
  bool __yodd = __yint && (__builtin_truncf(__yh) != __yh);
  if (__x < 0.0f) {
    if (!__yint) __r = __builtin_nanf("");
    else if (__yodd) __r = -__r;
  }
  if (__x == 0.0f || __ax == __builtin_inff()) {
    bool __big = (__x == 0.0f) ? (__y < 0.0f) : (__y > 0.0f);
    __r = __big ? __builtin_inff() : 0.0f;
    if (__x < 0.0f && __yodd) __r = -__r;
    if (__x == 0.0f && __yodd) __r = __builtin_copysignf(__r, __x);
  }
  if (__builtin_fabsf(__y) == __builtin_inff() && !__gp_isnanf(__x)) {
    __r = (__ax == 1.0f) ? 1.0f
                          : (((__ax > 1.0f) == (__y > 0.0f)) ? __builtin_inff() : 0.0f);
  }
  if (__gp_isnanf(__x) || __gp_isnanf(__y)) __r = __x + __y;
  if (__x == 1.0f || __y == 0.0f) __r = 1.0f;
  return __r;
}

/*---- double precision -----------------------------------------------------*/

/* exp: k = rint(x / ln2), r = x - k ln2 (two constants), e^r = 1 + r + r^2 P(r)
   (deg 10 fit), scale by 2^k. */
__GP_FN double __gp_exp(double __x) {
  double __xc = __builtin_fmin(__builtin_fmax(__x, -746.0), 710.0);
  double __k = __builtin_rint(__xc * 1.4426950408889634);
  double __r = __builtin_fma(-__k, 6.93147180369123816490e-01, __xc);
  __r = __builtin_fma(-__k, 1.90821492927058770002e-10, __r);
  double __p = 2.09146793765839351e-9;
  __p = __builtin_fma(__p, __r, 2.5105206373957011116e-8);
  __p = __builtin_fma(__p, __r, 2.7557273661348636219e-7);
  __p = __builtin_fma(__p, __r, 2.7557255425746434282e-6);
  __p = __builtin_fma(__p, __r, 2.4801587325533363819e-5);
  __p = __builtin_fma(__p, __r, 1.9841269874800491981e-4);
  __p = __builtin_fma(__p, __r, 1.3888888888883752417e-3);
  __p = __builtin_fma(__p, __r, 8.333333333326140884e-3);
  __p = __builtin_fma(__p, __r, 4.1666666666666669752e-2);
  __p = __builtin_fma(__p, __r, 1.6666666666666670986e-1);
  __p = __builtin_fma(__p, __r, 0.5);
  double __v = 1.0 + __builtin_fma(__p, __r * __r, __r);
  double __res = __gp_scale(__v, __k);
  return __gp_isnan(__x) ? __x : __res;
}

/* log: x = m 2^e, m in [sqrt(1/2), sqrt(2)); f = m - 1, s = f / (2 + f),
   log(1+f) = f - (f^2/2 - s (f^2/2 + R(s^2))) with the atanh series (fdlibm
   form); the division is a real fp64 division, as in libdevice. */
__GP_FN double __gp_log(double __a) {
  bool __sub = __a < 2.2250738585072014e-308;
  double __m0 = __sub ? __a * 18014398509481984.0 : __a; /* 2^54 */
  long long __ix = __gp_d2ll(__m0);
  long long __ei = (__ix - 0x3fe6a09e667f3bcdLL) >> 52;
  double __m = __gp_ll2d(__ix - (__ei << 52));
  double __e = (double)__ei - (__sub ? 54.0 : 0.0);
  double __f = __m - 1.0;
  double __s = __f / (2.0 + __f);
  double __z = __s * __s;
  double __p = 2.0 / 21;
  __p = __builtin_fma(__p, __z, 2.0 / 19);
  __p = __builtin_fma(__p, __z, 2.0 / 17);
  __p = __builtin_fma(__p, __z, 2.0 / 15);
  __p = __builtin_fma(__p, __z, 2.0 / 13);
  __p = __builtin_fma(__p, __z, 2.0 / 11);
  __p = __builtin_fma(__p, __z, 2.0 / 9);
  __p = __builtin_fma(__p, __z, 2.0 / 7);
  __p = __builtin_fma(__p, __z, 2.0 / 5);
  __p = __builtin_fma(__p, __z, 2.0 / 3);
  double __R = __z * __p;
  double __hfsq = 0.5 * __f * __f;
  double __r = __e * 6.93147180369123816490e-01 -
               ((__hfsq - (__s * (__hfsq + __R) + __e * 1.90821492927058770002e-10)) - __f);
  if (!(__a > 0.0 && __a <= 1.7976931348623157e308)) {
    __r = __a + __a;
    if (__a < 0.0) __r = __builtin_nan("");
    if (__a == 0.0) __r = -__builtin_inf();
  }
  return __r;
}

__GP_FN double __gp_trig_reduce_d(double __x, int *__q) {
  double __k = __builtin_rint(__x * 0.63661977236758134);
  double __r = __builtin_fma(-__k, 1.5707963267948966, __x);
  __r = __builtin_fma(-__k, 6.123233995736766e-17, __r);
  __r = __builtin_fma(-__k, -1.4973849048591698e-33, __r);
  double __k4 = __k - 4.0 * __builtin_floor(__k * 0.25);
  *__q = (int)__k4;
  if (__builtin_fabs(__x) > 1.7976931348623157e308) __r = __x * 0.0;
  return __r;
}
/* fdlibm __kernel_sin / __kernel_cos coefficients, |r| <= pi/4. */
__GP_FN double __gp_sin_k(double __r) {
  double __z = __r * __r;
  double __p = 1.58969099521155010221e-10;
  __p = __builtin_fma(__p, __z, -2.50507602534068634195e-08);
  __p = __builtin_fma(__p, __z, 2.75573137070700676789e-06);
  __p = __builtin_fma(__p, __z, -1.98412698298579493134e-04);
  __p = __builtin_fma(__p, __z, 8.33333333332248946124e-03);
  __p = __builtin_fma(__p, __z, -1.66666666666666324348e-01);
  return __builtin_fma(__p, __z * __r, __r);
}
__GP_FN double __gp_cos_k(double __r) {
  double __z = __r * __r;
  double __p = -1.13596475577881948265e-11;
  __p = __builtin_fma(__p, __z, 2.08757232129817482790e-09);
  __p = __builtin_fma(__p, __z, -2.75573143513906633035e-07);
  __p = __builtin_fma(__p, __z, 2.48015872894767294178e-05);
  __p = __builtin_fma(__p, __z, -1.38888888888741095749e-03);
  __p = __builtin_fma(__p, __z, 4.16666666666666019037e-02);
  double __hz = 0.5 * __z;
  double __w = 1.0 - __hz;
  return __w + (((1.0 - __w) - __hz) + __z * __z * __p);
}
__GP_FN double __gp_sin(double __x) {
  int __q;
  double __r = __gp_trig_reduce_d(__x, &__q);
  double __v = (__q & 1) ? __gp_cos_k(__r) : __gp_sin_k(__r);
  return (__q & 2) ? -__v : __v;
}
__GP_FN double __gp_cos(double __x) {
  int __q;
  double __r = __gp_trig_reduce_d(__x, &__q);
  __q += 1;
  double __v = (__q & 1) ? __gp_cos_k(__r) : __gp_sin_k(__r);
  return (__q & 2) ? -__v : __v;
}

/* erf: |x| < 1: x P(x^2) (deg 13 fit); 1 <= |x| < 6: 1 - exp(Q(|x| - 3.5))
   (deg 23 fit of log erfc); |x| >= 6: +-1. */
__GP_FN double __gp_erf(double __x) {
  double __t = __builtin_fabs(__x);
  double __r;
  if (__t < 1.0) {
    double __z = __x * __x;
    double __p = -4.2309458242953378173e-12;
    __p = __builtin_fma(__p, __z, 8.7090451290531066896e-11);
    __p = __builtin_fma(__p, __z, -1.2164560057283450081e-9);
    __p = __builtin_fma(__p, __z, 1.4792401209404813002e-8);
    __p = __builtin_fma(__p, __z, -1.6364642158167615302e-7);
    __p = __builtin_fma(__p, __z, 1.6462045441468418937e-6);
    __p = __builtin_fma(__p, __z, -1.4925647567519332125e-5);
    __p = __builtin_fma(__p, __z, 1.205533290288873541e-4);
    __p = __builtin_fma(__p, __z, -8.5483270219348295955e-4);
    __p = __builtin_fma(__p, __z, 5.2239776254232983087e-3);
    __p = __builtin_fma(__p, __z, -2.6866170645129840806e-2);
    __p = __builtin_fma(__p, __z, 1.1283791670955120236e-1);
    __p = __builtin_fma(__p, __z, -3.7612638903183752379e-1);
    __p = __builtin_fma(__p, __z, 1.1283791670955125739e+0);
    __r = __x * __p;
  } else {
    double __u = __builtin_fmin(__t, 6.0) - 3.5;
    double __q = -5.03817509082021614806e-18;
    __q = __builtin_fma(__q, __u, 3.16999709354352597999e-17);
    __q = __builtin_fma(__q, __u, 1.86477094801205654287e-17);
    __q = __builtin_fma(__q, __u, -4.13750635384400093646e-16);
    __q = __builtin_fma(__q, __u, 5.50786920246830307115e-16);
    __q = __builtin_fma(__q, __u, -5.25299467163407289656e-15);
    __q = __builtin_fma(__q, __u, 6.70324808761521910323e-14);
    __q = __builtin_fma(__q, __u, -4.15680319718785648539e-13);
    __q = __builtin_fma(__q, __u, 2.05540759930386231767e-12);
    __q = __builtin_fma(__q, __u, -9.0945681535273903479e-12);
    __q = __builtin_fma(__q, __u, 3.06518547343796117222e-11);
    __q = __builtin_fma(__q, __u, -2.50275674707175785311e-11);
    __q = __builtin_fma(__q, __u, -7.74894938262314968638e-10);
    __q = __builtin_fma(__q, __u, 9.53206094715500622564e-9);
    __q = __builtin_fma(__q, __u, -8.06930324000696546317e-8);
    __q = __builtin_fma(__q, __u, 5.85613903276779093799e-7);
    __q = __builtin_fma(__q, __u, -3.88955715532517926457e-6);
    __q = __builtin_fma(__q, __u, 2.43863738233131033458e-5);
    __q = __builtin_fma(__q, __u, -1.4729777489954873007e-4);
    __q = __builtin_fma(__q, __u, 8.7368732354521095741e-4);
    __q = __builtin_fma(__q, __u, -5.22565822193998129761e-3);
    __q = __builtin_fma(__q, __u, -9.66753054742217582487e-1);
    __q = __builtin_fma(__q, __u, -7.26609958836519088239e+0);
    __q = __builtin_fma(__q, __u, -1.41124374021481740287e+1);
    __r = 1.0 - __gp_exp(__q);
    __r = __builtin_copysign(__r, __x);
  }
  return __gp_isnan(__x) ? __x : __r;
}

/* pow (double): exp(y log|x|) plus the C99 special cases.  Not correctly
   rounded: relative error grows like |y log x| * 2^-53. */
__GP_FN double __gp_pow(double __x, double __y) {
  double __ax = __builtin_fabs(__x);
  double __r = __gp_exp(__y * __gp_log(__ax));
  bool __yint = __builtin_trunc(__y) == __y;
  double __yh = 0.5 * __y;
  bool __yodd = __yint && (__builtin_trunc(__yh) != __yh);
  if (__x < 0.0) {
    if (!__yint) __r = __builtin_nan("");
    else if (__yodd) __r = -__r;
  }
  if (__x == 0.0 || __ax == __builtin_inf()) {
    bool __big = (__x == 0.0) ? (__y < 0.0) : (__y > 0.0);
    __r = __big ? __builtin_inf() : 0.0;
    if (__x < 0.0 && __yodd) __r = -__r;
    if (__x == 0.0 && __yodd) __r = __builtin_copysign(__r, __x);
  }
  if (__builtin_fabs(__y) == __builtin_inf() && !__gp_isnan(__x)) {
    __r = (__ax == 1.0) ? 1.0
                        : (((__ax > 1.0) == (__y > 0.0)) ? __builtin_inf() : 0.0);
  }
  if (__gp_isnan(__x) || __gp_isnan(__y)) __r = __x + __y;
  if (__x == 1.0 || __y == 0.0) __r = 1.0;
  return __r;
}

#if defined(GPUPERF_CUDA_MATH_ONLY)
} /* namespace gpuperf_math */
#endif

/*===------------------------------------------------------------------------===
 * Part 2: the device environment (clang, CUDA mode, no CUDA SDK headers).
 *===------------------------------------------------------------------------===*/
#if defined(GPUPERF_CUDA_SHIM)

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#define __GPUPERF_CUDA__ 1

/* Execution-space and memory-space qualifiers. */
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __grid_constant__ __attribute__((grid_constant))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __builtin_align__(a) __align__(a)
#define __cudart_builtin__

#define __GP_DEV static __device__ __forceinline__
#define __GP_HD static __host__ __device__ __forceinline__

/* Vector types, with CUDA's alignments. */
#define __GP_VEC2(T, N, A)                                                     \
  struct __align__(A) N##2 { T x, y; };                                        \
  __GP_HD constexpr N##2 make_##N##2(T __x, T __y) { return N##2{__x, __y}; }
#define __GP_VEC3(T, N)                                                        \
  struct N##3 { T x, y, z; };                                                  \
  __GP_HD constexpr N##3 make_##N##3(T __x, T __y, T __z) {                    \
    return N##3{__x, __y, __z};                                                \
  }
#define __GP_VEC4(T, N, A)                                                     \
  struct __align__(A) N##4 { T x, y, z, w; };                                  \
  __GP_HD constexpr N##4 make_##N##4(T __x, T __y, T __z, T __w) {             \
    return N##4{__x, __y, __z, __w};                                           \
  }
#define __GP_VEC1(T, N)                                                        \
  struct N##1 { T x; };                                                        \
  __GP_HD constexpr N##1 make_##N##1(T __x) { return N##1{__x}; }
__GP_VEC1(char, char) __GP_VEC2(char, char, 2) __GP_VEC3(char, char) __GP_VEC4(char, char, 4)
__GP_VEC1(unsigned char, uchar) __GP_VEC2(unsigned char, uchar, 2)
__GP_VEC3(unsigned char, uchar) __GP_VEC4(unsigned char, uchar, 4)
__GP_VEC1(short, short) __GP_VEC2(short, short, 4) __GP_VEC3(short, short) __GP_VEC4(short, short, 8)
__GP_VEC1(unsigned short, ushort) __GP_VEC2(unsigned short, ushort, 4)
__GP_VEC3(unsigned short, ushort) __GP_VEC4(unsigned short, ushort, 8)
__GP_VEC1(int, int) __GP_VEC2(int, int, 8) __GP_VEC3(int, int) __GP_VEC4(int, int, 16)
__GP_VEC1(unsigned int, uint) __GP_VEC2(unsigned int, uint, 8) __GP_VEC4(unsigned int, uint, 16)
__GP_VEC1(long long, longlong) __GP_VEC2(long long, longlong, 16)
__GP_VEC1(unsigned long long, ulonglong) __GP_VEC2(unsigned long long, ulonglong, 16)
__GP_VEC1(float, float) __GP_VEC2(float, float, 8) __GP_VEC3(float, float) __GP_VEC4(float, float, 16)
__GP_VEC1(double, double) __GP_VEC2(double, double, 16) __GP_VEC3(double, double)
#undef __GP_VEC1
#undef __GP_VEC2
#undef __GP_VEC3
#undef __GP_VEC4

struct uint3 {
  unsigned int x, y, z;
};
__GP_HD constexpr uint3 make_uint3(unsigned int __x, unsigned int __y, unsigned int __z) {
  return uint3{__x, __y, __z};
}
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int __x = 1, unsigned int __y = 1,
                                     unsigned int __z = 1)
      : x(__x), y(__y), z(__z) {}
  __host__ __device__ constexpr dim3(uint3 __v) : x(__v.x), y(__v.y), z(__v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};

/* threadIdx, blockIdx, blockDim, gridDim, warpSize. */
#include <__clang_cuda_builtin_vars.h>
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const { return uint3{x, y, z}; }
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const { return uint3{x, y, z}; }
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const { return uint3{x, y, z}; }
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const { return dim3(x, y, z); }
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const { return uint3{x, y, z}; }

/* Device-side system calls (as in clang's CUDA runtime wrapper). */
extern "C" {
__device__ int vprintf(const char *, const char *);
__device__ int printf(const char *, ...);
__device__ void free(void *) __attribute((nothrow));
__device__ void *malloc(size_t) __attribute((nothrow)) __attribute__((malloc));
__device__ void __assertfail(const char *__message, const char *__file, unsigned __line,
                             const char *__function, size_t __charSize);
__device__ static inline void __assert_fail(const char *__message, const char *__file,
                                            unsigned __line, const char *__function) {
  __assertfail(__message, __file, __line, __function, sizeof(char));
}
/* llvm.memcpy / llvm.memset are expanded inline by the NVPTX backend. */
__device__ static inline void *memcpy(void *__d, const void *__s, size_t __n) {
  return __builtin_memcpy(__d, __s, __n);
}
__device__ static inline void *memset(void *__d, int __v, size_t __n) {
  return __builtin_memset(__d, __v, __n);
}
}

/* Minimal host runtime declarations so that host code and <<<...>>> in the
   same .cu file parse, in a device-only compilation and in the host half of a
   full clang CUDA compile (which calls cudaLaunchKernel from each kernel's
   host stub). Never defined here: link the CUDA runtime for that. */
typedef int cudaError_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0, cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3, cudaMemcpyDefault = 4
};
#define cudaSuccess 0
extern "C" {
__host__ unsigned __cudaPushCallConfiguration(dim3 __gridDim, dim3 __blockDim,
                                              size_t __sharedMem = 0, cudaStream_t __stream = 0);
__host__ cudaError_t cudaConfigureCall(dim3 __gridDim, dim3 __blockDim, size_t __sharedMem = 0,
                                       cudaStream_t __stream = 0);
__host__ cudaError_t cudaLaunchKernel(const void *__func, dim3 __gridDim, dim3 __blockDim,
                                      void **__args, size_t __sharedMem, cudaStream_t __stream);
__host__ cudaError_t __cudaPopCallConfiguration(dim3 *__gridDim, dim3 *__blockDim,
                                                size_t *__sharedMem, void *__stream);
__host__ cudaError_t cudaMalloc(void **__p, size_t __n);
__host__ cudaError_t cudaFree(void *__p);
__host__ cudaError_t cudaMemcpy(void *__d, const void *__s, size_t __n, enum cudaMemcpyKind __k);
__host__ cudaError_t cudaMemset(void *__d, int __v, size_t __n);
__host__ cudaError_t cudaDeviceSynchronize(void);
__host__ cudaError_t cudaGetLastError(void);
__host__ const char *cudaGetErrorString(cudaError_t __e);
__host__ cudaError_t cudaEventCreate(cudaEvent_t *__e);
__host__ cudaError_t cudaEventRecord(cudaEvent_t __e, cudaStream_t __s = 0);
__host__ cudaError_t cudaEventSynchronize(cudaEvent_t __e);
__host__ cudaError_t cudaEventElapsedTime(float *__ms, cudaEvent_t __a, cudaEvent_t __b);
__host__ cudaError_t cudaEventDestroy(cudaEvent_t __e);
}
template <class __T> __host__ cudaError_t cudaMalloc(__T **__p, size_t __n) {
  return cudaMalloc((void **)__p, __n);
}

/*---- synchronisation, warp intrinsics -------------------------------------*/
/* __syncthreads() is a clang builtin (llvm.nvvm.barrier0). */
__GP_DEV int __syncthreads_count(int __p) { return __nvvm_bar0_popc(__p); }
__GP_DEV int __syncthreads_and(int __p) { return __nvvm_bar0_and(__p); }
__GP_DEV int __syncthreads_or(int __p) { return __nvvm_bar0_or(__p); }
__GP_DEV void __syncwarp(unsigned int __mask = 0xffffffffu) { __nvvm_bar_warp_sync(__mask); }
__GP_DEV void __threadfence(void) { __nvvm_membar_gl(); }
__GP_DEV void __threadfence_block(void) { __nvvm_membar_cta(); }
__GP_DEV void __threadfence_system(void) { __nvvm_membar_sys(); }
__GP_DEV unsigned int __activemask(void) { return __nvvm_activemask(); }
__GP_DEV long long clock64(void) { return __nvvm_read_ptx_sreg_clock64(); }

__GP_DEV unsigned int __ballot_sync(unsigned int __m, int __p) {
  return __nvvm_vote_ballot_sync(__m, __p);
}
__GP_DEV int __any_sync(unsigned int __m, int __p) { return __nvvm_vote_any_sync(__m, __p); }
__GP_DEV int __all_sync(unsigned int __m, int __p) { return __nvvm_vote_all_sync(__m, __p); }
__GP_DEV int __uni_sync(unsigned int __m, int __p) { return __nvvm_vote_uni_sync(__m, __p); }
__GP_DEV unsigned int __match_any_sync(unsigned int __m, int __v) {
  return __nvvm_match_any_sync_i32(__m, __v);
}
__GP_DEV unsigned int __reduce_add_sync(unsigned int __m, unsigned int __v) {
  return (unsigned int)__nvvm_redux_sync_add((int)__v, __m);
}
__GP_DEV int __reduce_min_sync(unsigned int __m, int __v) { return __nvvm_redux_sync_min(__v, __m); }
__GP_DEV int __reduce_max_sync(unsigned int __m, int __v) { return __nvvm_redux_sync_max(__v, __m); }

/* Shuffles: c operand = ((32 - width) << 8) | clamp, as in CUDA. */
#define __GP_SHFL(NAME, IOP, FOP, CLAMP, LT)                                   \
  __GP_DEV int NAME(unsigned int __m, int __v, LT __o, int __w = 32) {         \
    return IOP(__m, __v, __o, ((32 - __w) << 8) | (CLAMP));                    \
  }                                                                            \
  __GP_DEV unsigned int NAME(unsigned int __m, unsigned int __v, LT __o,       \
                             int __w = 32) {                                   \
    return (unsigned int)IOP(__m, (int)__v, __o, ((32 - __w) << 8) | (CLAMP)); \
  }                                                                            \
  __GP_DEV float NAME(unsigned int __m, float __v, LT __o, int __w = 32) {     \
    return FOP(__m, __v, __o, ((32 - __w) << 8) | (CLAMP));                    \
  }                                                                            \
  __GP_DEV long long NAME(unsigned int __m, long long __v, LT __o,             \
                          int __w = 32) {                                      \
    int __lo = IOP(__m, (int)__v, __o, ((32 - __w) << 8) | (CLAMP));           \
    int __hi = IOP(__m, (int)(__v >> 32), __o, ((32 - __w) << 8) | (CLAMP));   \
    return (long long)(((unsigned long long)(unsigned int)__hi << 32) |        \
                       (unsigned int)__lo);                                    \
  }                                                                            \
  __GP_DEV unsigned long long NAME(unsigned int __m, unsigned long long __v,    \
                                   LT __o, int __w = 32) {                     \
    return (unsigned long long)NAME(__m, (long long)__v, __o, __w);            \
  }                                                                            \
  __GP_DEV long NAME(unsigned int __m, long __v, LT __o, int __w = 32) {       \
    return (long)NAME(__m, (long long)__v, __o, __w);                          \
  }                                                                            \
  __GP_DEV double NAME(unsigned int __m, double __v, LT __o, int __w = 32) {   \
    return __builtin_bit_cast(                                                 \
        double, NAME(__m, __builtin_bit_cast(long long, __v), __o, __w));      \
  }
__GP_SHFL(__shfl_sync, __nvvm_shfl_sync_idx_i32, __nvvm_shfl_sync_idx_f32, 0x1f, int)
__GP_SHFL(__shfl_up_sync, __nvvm_shfl_sync_up_i32, __nvvm_shfl_sync_up_f32, 0, unsigned int)
__GP_SHFL(__shfl_down_sync, __nvvm_shfl_sync_down_i32, __nvvm_shfl_sync_down_f32, 0x1f, unsigned int)
__GP_SHFL(__shfl_xor_sync, __nvvm_shfl_sync_bfly_i32, __nvvm_shfl_sync_bfly_f32, 0x1f, int)
#undef __GP_SHFL

/*---- atomics (generic address space; the backend infers global/shared) ---*/
__GP_DEV int atomicAdd(int *__p, int __v) { return __nvvm_atom_add_gen_i(__p, __v); }
__GP_DEV unsigned int atomicAdd(unsigned int *__p, unsigned int __v) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)__p, (int)__v);
}
__GP_DEV unsigned long long atomicAdd(unsigned long long *__p, unsigned long long __v) {
  return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)__p, (long long)__v);
}
__GP_DEV float atomicAdd(float *__p, float __v) { return __nvvm_atom_add_gen_f(__p, __v); }
__GP_DEV double atomicAdd(double *__p, double __v) { return __nvvm_atom_add_gen_d(__p, __v); }
__GP_DEV int atomicSub(int *__p, int __v) { return __nvvm_atom_add_gen_i(__p, -__v); }
__GP_DEV unsigned int atomicSub(unsigned int *__p, unsigned int __v) {
  return (unsigned int)__nvvm_atom_add_gen_i((int *)__p, -(int)__v);
}
__GP_DEV int atomicExch(int *__p, int __v) { return __nvvm_atom_xchg_gen_i(__p, __v); }
__GP_DEV unsigned int atomicExch(unsigned int *__p, unsigned int __v) {
  return (unsigned int)__nvvm_atom_xchg_gen_i((int *)__p, (int)__v);
}
__GP_DEV unsigned long long atomicExch(unsigned long long *__p, unsigned long long __v) {
  return (unsigned long long)__nvvm_atom_xchg_gen_ll((long long *)__p, (long long)__v);
}
__GP_DEV float atomicExch(float *__p, float __v) {
  return __builtin_bit_cast(float, __nvvm_atom_xchg_gen_i((int *)__p, __builtin_bit_cast(int, __v)));
}
__GP_DEV int atomicMax(int *__p, int __v) { return __nvvm_atom_max_gen_i(__p, __v); }
__GP_DEV unsigned int atomicMax(unsigned int *__p, unsigned int __v) {
  return __nvvm_atom_max_gen_ui(__p, __v);
}
__GP_DEV long long atomicMax(long long *__p, long long __v) { return __nvvm_atom_max_gen_ll(__p, __v); }
__GP_DEV unsigned long long atomicMax(unsigned long long *__p, unsigned long long __v) {
  return __nvvm_atom_max_gen_ull(__p, __v);
}
__GP_DEV int atomicMin(int *__p, int __v) { return __nvvm_atom_min_gen_i(__p, __v); }
__GP_DEV unsigned int atomicMin(unsigned int *__p, unsigned int __v) {
  return __nvvm_atom_min_gen_ui(__p, __v);
}
__GP_DEV long long atomicMin(long long *__p, long long __v) { return __nvvm_atom_min_gen_ll(__p, __v); }
__GP_DEV unsigned long long atomicMin(unsigned long long *__p, unsigned long long __v) {
  return __nvvm_atom_min_gen_ull(__p, __v);
}
__GP_DEV int atomicCAS(int *__p, int __c, int __v) { return __nvvm_atom_cas_gen_i(__p, __c, __v); }
__GP_DEV unsigned int atomicCAS(unsigned int *__p, unsigned int __c, unsigned int __v) {
  return (unsigned int)__nvvm_atom_cas_gen_i((int *)__p, (int)__c, (int)__v);
}
__GP_DEV unsigned long long atomicCAS(unsigned long long *__p, unsigned long long __c,
                                      unsigned long long __v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)__p, (long long)__c,
                                                    (long long)__v);
}
__GP_DEV int atomicAnd(int *__p, int __v) { return __nvvm_atom_and_gen_i(__p, __v); }
__GP_DEV unsigned int atomicAnd(unsigned int *__p, unsigned int __v) {
  return (unsigned int)__nvvm_atom_and_gen_i((int *)__p, (int)__v);
}
__GP_DEV int atomicOr(int *__p, int __v) { return __nvvm_atom_or_gen_i(__p, __v); }
__GP_DEV unsigned int atomicOr(unsigned int *__p, unsigned int __v) {
  return (unsigned int)__nvvm_atom_or_gen_i((int *)__p, (int)__v);
}
__GP_DEV int atomicXor(int *__p, int __v) { return __nvvm_atom_xor_gen_i(__p, __v); }
__GP_DEV unsigned int atomicXor(unsigned int *__p, unsigned int __v) {
  return (unsigned int)__nvvm_atom_xor_gen_i((int *)__p, (int)__v);
}
__GP_DEV unsigned int atomicInc(unsigned int *__p, unsigned int __v) {
  return __nvvm_atom_inc_gen_ui(__p, __v);
}
__GP_DEV unsigned int atomicDec(unsigned int *__p, unsigned int __v) {
  return __nvvm_atom_dec_gen_ui(__p, __v);
}

/*---- read-only cache loads ------------------------------------------------*/
__GP_DEV char __ldg(const char *__p) { return __nvvm_ldg_c(__p); }
__GP_DEV signed char __ldg(const signed char *__p) { return (signed char)__nvvm_ldg_c((const char *)__p); }
__GP_DEV unsigned char __ldg(const unsigned char *__p) { return __nvvm_ldg_uc(__p); }
__GP_DEV short __ldg(const short *__p) { return __nvvm_ldg_s(__p); }
__GP_DEV unsigned short __ldg(const unsigned short *__p) { return __nvvm_ldg_us(__p); }
__GP_DEV int __ldg(const int *__p) { return __nvvm_ldg_i(__p); }
__GP_DEV unsigned int __ldg(const unsigned int *__p) { return __nvvm_ldg_ui(__p); }
__GP_DEV long __ldg(const long *__p) { return __nvvm_ldg_l(__p); }
__GP_DEV unsigned long __ldg(const unsigned long *__p) { return __nvvm_ldg_ul(__p); }
__GP_DEV long long __ldg(const long long *__p) { return __nvvm_ldg_ll(__p); }
__GP_DEV unsigned long long __ldg(const unsigned long long *__p) { return __nvvm_ldg_ull(__p); }
__GP_DEV float __ldg(const float *__p) { return __nvvm_ldg_f(__p); }
__GP_DEV double __ldg(const double *__p) { return __nvvm_ldg_d(__p); }
__GP_DEV float2 __ldg(const float2 *__p) {
  typedef float __v2 __attribute__((ext_vector_type(2)));
  __v2 __r = __nvvm_ldg_f2((const __v2 *)__p);
  return make_float2(__r[0], __r[1]);
}
__GP_DEV float4 __ldg(const float4 *__p) {
  typedef float __v4 __attribute__((ext_vector_type(4)));
  __v4 __r = __nvvm_ldg_f4((const __v4 *)__p);
  return make_float4(__r[0], __r[1], __r[2], __r[3]);
}
__GP_DEV int2 __ldg(const int2 *__p) {
  typedef int __v2 __attribute__((ext_vector_type(2)));
  __v2 __r = __nvvm_ldg_i2((const __v2 *)__p);
  return make_int2(__r[0], __r[1]);
}
__GP_DEV int4 __ldg(const int4 *__p) {
  typedef int __v4 __attribute__((ext_vector_type(4)));
  __v4 __r = __nvvm_ldg_i4((const __v4 *)__p);
  return make_int4(__r[0], __r[1], __r[2], __r[3]);
}
__GP_DEV uint4 __ldg(const uint4 *__p) {
  typedef unsigned int __v4 __attribute__((ext_vector_type(4)));
  __v4 __r = __nvvm_ldg_ui4((const __v4 *)__p);
  return make_uint4(__r[0], __r[1], __r[2], __r[3]);
}
__GP_DEV double2 __ldg(const double2 *__p) {
  typedef double __v2 __attribute__((ext_vector_type(2)));
  __v2 __r = __nvvm_ldg_d2((const __v2 *)__p);
  return make_double2(__r[0], __r[1]);
}

/*---- integer and bit intrinsics --------------------------------------------*/
__GP_DEV int __popc(unsigned int __x) { return __builtin_popcount(__x); }
__GP_DEV int __popcll(unsigned long long __x) { return __builtin_popcountll(__x); }
__GP_DEV int __clz(int __x) { return __x == 0 ? 32 : __builtin_clz((unsigned int)__x); }
__GP_DEV int __clzll(long long __x) { return __x == 0 ? 64 : __builtin_clzll((unsigned long long)__x); }
__GP_DEV int __ffs(int __x) { return __builtin_ffs(__x); }
__GP_DEV unsigned int __brev(unsigned int __x) { return __builtin_bitreverse32(__x); }
__GP_DEV int __mul24(int __a, int __b) { return __nvvm_mul24_i(__a, __b); }
__GP_DEV unsigned int __umul24(unsigned int __a, unsigned int __b) { return __nvvm_mul24_ui(__a, __b); }
__GP_DEV int __mulhi(int __a, int __b) { return __nvvm_mulhi_i(__a, __b); }
__GP_DEV unsigned int __umulhi(unsigned int __a, unsigned int __b) { return __nvvm_mulhi_ui(__a, __b); }
__GP_DEV unsigned int __byte_perm(unsigned int __a, unsigned int __b, unsigned int __s) {
  return __nvvm_prmt(__a, __b, __s);
}

/*---- bit casts and conversions ---------------------------------------------*/
__GP_DEV float __int_as_float(int __x) { return __builtin_bit_cast(float, __x); }
__GP_DEV int __float_as_int(float __x) { return __builtin_bit_cast(int, __x); }
__GP_DEV float __uint_as_float(unsigned int __x) { return __builtin_bit_cast(float, __x); }
__GP_DEV unsigned int __float_as_uint(float __x) { return __builtin_bit_cast(unsigned int, __x); }
__GP_DEV double __longlong_as_double(long long __x) { return __builtin_bit_cast(double, __x); }
__GP_DEV long long __double_as_longlong(double __x) { return __builtin_bit_cast(long long, __x); }
__GP_DEV int __double2hiint(double __x) { return __nvvm_d2i_hi(__x); }
__GP_DEV int __double2loint(double __x) { return __nvvm_d2i_lo(__x); }
__GP_DEV double __hiloint2double(int __h, int __l) { return __nvvm_lohi_i2d(__l, __h); }
__GP_DEV int __float2int_rn(float __x) { return __nvvm_f2i_rn(__x); }
__GP_DEV int __float2int_rz(float __x) { return __nvvm_f2i_rz(__x); }
__GP_DEV int __float2int_rd(float __x) { return __nvvm_f2i_rm(__x); }
__GP_DEV int __float2int_ru(float __x) { return __nvvm_f2i_rp(__x); }
__GP_DEV unsigned int __float2uint_rn(float __x) { return __nvvm_f2ui_rn(__x); }
__GP_DEV unsigned int __float2uint_rz(float __x) { return __nvvm_f2ui_rz(__x); }
__GP_DEV float __int2float_rn(int __x) { return __nvvm_i2f_rn(__x); }
__GP_DEV float __uint2float_rn(unsigned int __x) { return __nvvm_ui2f_rn(__x); }
__GP_DEV int __double2int_rn(double __x) { return __nvvm_d2i_rn(__x); }
__GP_DEV float __double2float_rn(double __x) { return __nvvm_d2f_rn(__x); }

/*---- min / max / abs --------------------------------------------------------*/
__GP_DEV int min(int __a, int __b) { return __a < __b ? __a : __b; }
__GP_DEV int max(int __a, int __b) { return __a > __b ? __a : __b; }
__GP_DEV unsigned int min(unsigned int __a, unsigned int __b) { return __a < __b ? __a : __b; }
__GP_DEV unsigned int max(unsigned int __a, unsigned int __b) { return __a > __b ? __a : __b; }
__GP_DEV unsigned int min(int __a, unsigned int __b) { return min((unsigned int)__a, __b); }
__GP_DEV unsigned int max(int __a, unsigned int __b) { return max((unsigned int)__a, __b); }
__GP_DEV unsigned int min(unsigned int __a, int __b) { return min(__a, (unsigned int)__b); }
__GP_DEV unsigned int max(unsigned int __a, int __b) { return max(__a, (unsigned int)__b); }
__GP_DEV long long min(long long __a, long long __b) { return __a < __b ? __a : __b; }
__GP_DEV long long max(long long __a, long long __b) { return __a > __b ? __a : __b; }
__GP_DEV unsigned long long min(unsigned long long __a, unsigned long long __b) {
  return __a < __b ? __a : __b;
}
__GP_DEV unsigned long long max(unsigned long long __a, unsigned long long __b) {
  return __a > __b ? __a : __b;
}
__GP_DEV float min(float __a, float __b) { return __builtin_fminf(__a, __b); }
__GP_DEV float max(float __a, float __b) { return __builtin_fmaxf(__a, __b); }
__GP_DEV double min(double __a, double __b) { return __builtin_fmin(__a, __b); }
__GP_DEV double max(double __a, double __b) { return __builtin_fmax(__a, __b); }
__GP_DEV int abs(int __a) { return __a < 0 ? -__a : __a; }
__GP_DEV long long llabs(long long __a) { return __a < 0 ? -__a : __a; }
__GP_DEV unsigned int umin(unsigned int __a, unsigned int __b) { return min(__a, __b); }
__GP_DEV unsigned int umax(unsigned int __a, unsigned int __b) { return max(__a, __b); }

/*---- float: exact / rounding / simple functions -----------------------------*/
__GP_DEV float fabsf(float __x) { return __builtin_fabsf(__x); }
__GP_DEV float fminf(float __a, float __b) { return __builtin_fminf(__a, __b); }
__GP_DEV float fmaxf(float __a, float __b) { return __builtin_fmaxf(__a, __b); }
__GP_DEV float fmaf(float __a, float __b, float __c) { return __builtin_fmaf(__a, __b, __c); }
__GP_DEV float floorf(float __x) { return __builtin_floorf(__x); }
__GP_DEV float ceilf(float __x) { return __builtin_ceilf(__x); }
__GP_DEV float truncf(float __x) { return __builtin_truncf(__x); }
__GP_DEV float rintf(float __x) { return __builtin_rintf(__x); }
__GP_DEV float nearbyintf(float __x) { return __builtin_rintf(__x); }
__GP_DEV float roundf(float __x) { return __builtin_roundf(__x); }
__GP_DEV long lrintf(float __x) { return (long)__builtin_rintf(__x); }
__GP_DEV long lroundf(float __x) { return (long)__builtin_roundf(__x); }
__GP_DEV float copysignf(float __a, float __b) { return __builtin_copysignf(__a, __b); }
__GP_DEV float fdimf(float __a, float __b) { return __a > __b ? __a - __b : 0.0f; }
__GP_DEV float sqrtf(float __x) { return __nvvm_sqrt_rn_f(__x); }
__GP_DEV float rsqrtf(float __x) { return __nvvm_rsqrt_approx_f(__x); }
__GP_DEV float cbrtf(float __x) { return __builtin_copysignf(__gp_exp2f(__gp_log2f(__builtin_fabsf(__x)) * (1.0f / 3.0f)), __x); }
__GP_DEV float hypotf(float __a, float __b) { return __nvvm_sqrt_rn_f(__builtin_fmaf(__a, __a, __b * __b)); }
__GP_DEV float fmodf(float __a, float __b) { return __a - __builtin_truncf(__a / __b) * __b; }
__GP_DEV int isnan(float __x) { return __x != __x; }
__GP_DEV int isinf(float __x) { return __builtin_fabsf(__x) == __builtin_inff(); }
__GP_DEV int isfinite(float __x) { return __builtin_fabsf(__x) <= 3.40282347e+38f; }
__GP_DEV int signbit(float __x) { return __builtin_bit_cast(int, __x) < 0; }
__GP_DEV float __saturatef(float __x) { return __nvvm_saturate_f(__x); }

/* Correctly rounded arithmetic that the compiler may not contract. */
__GP_DEV float __fadd_rn(float __a, float __b) { return __nvvm_add_rn_f(__a, __b); }
__GP_DEV float __fsub_rn(float __a, float __b) { return __nvvm_add_rn_f(__a, -__b); }
__GP_DEV float __fmul_rn(float __a, float __b) { return __nvvm_mul_rn_f(__a, __b); }
__GP_DEV float __fmaf_rn(float __a, float __b, float __c) { return __nvvm_fma_rn_f(__a, __b, __c); }
__GP_DEV float __fdiv_rn(float __a, float __b) { return __nvvm_div_rn_f(__a, __b); }
__GP_DEV float __frcp_rn(float __x) { return __nvvm_rcp_rn_f(__x); }
__GP_DEV float __fsqrt_rn(float __x) { return __nvvm_sqrt_rn_f(__x); }
__GP_DEV float __frsqrt_rn(float __x) { return 1.0f / __nvvm_sqrt_rn_f(__x); }
__GP_DEV double __dadd_rn(double __a, double __b) { return __nvvm_add_rn_d(__a, __b); }
__GP_DEV double __dmul_rn(double __a, double __b) { return __nvvm_mul_rn_d(__a, __b); }
__GP_DEV double __fma_rn(double __a, double __b, double __c) { return __nvvm_fma_rn_d(__a, __b, __c); }
__GP_DEV double __ddiv_rn(double __a, double __b) { return __nvvm_div_rn_d(__a, __b); }
__GP_DEV double __drcp_rn(double __x) { return __nvvm_rcp_rn_d(__x); }
__GP_DEV double __dsqrt_rn(double __x) { return __nvvm_sqrt_rn_d(__x); }

/*---- float: fast (SFU) intrinsics -----------------------------------------*/
__GP_DEV float __fdividef(float __a, float __b) { return __nvvm_div_approx_f(__a, __b); }
__GP_DEV float __expf(float __x) { return __nvvm_ex2_approx_f(__x * 1.44269504f); }
__GP_DEV float __exp10f(float __x) { return __nvvm_ex2_approx_f(__x * 3.32192802f); }
__GP_DEV float __logf(float __x) { return __nvvm_lg2_approx_f(__x) * 0.693147182f; }
__GP_DEV float __log2f(float __x) { return __nvvm_lg2_approx_f(__x); }
__GP_DEV float __log10f(float __x) { return __nvvm_lg2_approx_f(__x) * 0.301029995f; }
__GP_DEV float __sinf(float __x) { return __nvvm_sin_approx_f(__x); }
__GP_DEV float __cosf(float __x) { return __nvvm_cos_approx_f(__x); }
__GP_DEV void __sincosf(float __x, float *__s, float *__c) {
  *__s = __nvvm_sin_approx_f(__x);
  *__c = __nvvm_cos_approx_f(__x);
}
__GP_DEV float __tanf(float __x) {
  return __nvvm_div_approx_f(__nvvm_sin_approx_f(__x), __nvvm_cos_approx_f(__x));
}
__GP_DEV float __powf(float __x, float __y) {
  return __nvvm_ex2_approx_f(__y * __nvvm_lg2_approx_f(__x));
}

/*---- float: precise transcendental functions (implemented above) ---------*/
__GP_DEV float expf(float __x) { return __gp_expf(__x); }
__GP_DEV float exp2f(float __x) { return __gp_exp2f(__x); }
__GP_DEV float exp10f(float __x) { return __gp_exp10f(__x); }
__GP_DEV float logf(float __x) { return __gp_logf(__x); }
__GP_DEV float log2f(float __x) { return __gp_log2f(__x); }
__GP_DEV float log10f(float __x) { return __gp_log10f(__x); }
__GP_DEV float sinf(float __x) { return __gp_sinf(__x); }
__GP_DEV float cosf(float __x) { return __gp_cosf(__x); }
__GP_DEV void sincosf(float __x, float *__s, float *__c) { __gp_sincosf(__x, __s, __c); }
__GP_DEV float tanf(float __x) { return __gp_tanf(__x); }
__GP_DEV float erff(float __x) { return __gp_erff(__x); }
__GP_DEV float erfcf(float __x) { return 1.0f - __gp_erff(__x); }
__GP_DEV float tanhf(float __x) { return __gp_tanhf(__x); }
__GP_DEV float powf(float __x, float __y) { return __gp_powf(__x, __y); }

/*---- double ---------------------------------------------------------------*/
__GP_DEV double fabs(double __x) { return __builtin_fabs(__x); }
__GP_DEV double fmin(double __a, double __b) { return __builtin_fmin(__a, __b); }
__GP_DEV double fmax(double __a, double __b) { return __builtin_fmax(__a, __b); }
__GP_DEV double fma(double __a, double __b, double __c) { return __builtin_fma(__a, __b, __c); }
__GP_DEV double floor(double __x) { return __builtin_floor(__x); }
__GP_DEV double ceil(double __x) { return __builtin_ceil(__x); }
__GP_DEV double trunc(double __x) { return __builtin_trunc(__x); }
__GP_DEV double rint(double __x) { return __builtin_rint(__x); }
__GP_DEV double round(double __x) { return __builtin_round(__x); }
__GP_DEV double copysign(double __a, double __b) { return __builtin_copysign(__a, __b); }
__GP_DEV double sqrt(double __x) { return __nvvm_sqrt_rn_d(__x); }
__GP_DEV double rsqrt(double __x) { return __nvvm_rsqrt_approx_d(__x); }
__GP_DEV double exp(double __x) { return __gp_exp(__x); }
__GP_DEV double log(double __x) { return __gp_log(__x); }
__GP_DEV double log2(double __x) { return __gp_log(__x) * 1.4426950408889634; }
__GP_DEV double log10(double __x) { return __gp_log(__x) * 0.43429448190325182; }
__GP_DEV double sin(double __x) { return __gp_sin(__x); }
__GP_DEV double cos(double __x) { return __gp_cos(__x); }
__GP_DEV double tan(double __x) { return __gp_sin(__x) / __gp_cos(__x); }
__GP_DEV double erf(double __x) { return __gp_erf(__x); }
__GP_DEV double erfc(double __x) { return 1.0 - __gp_erf(__x); }
__GP_DEV double pow(double __x, double __y) { return __gp_pow(__x, __y); }
__GP_DEV int isnan(double __x) { return __x != __x; }
__GP_DEV int isinf(double __x) { return __builtin_fabs(__x) == __builtin_inf(); }
__GP_DEV int isfinite(double __x) { return __builtin_fabs(__x) <= 1.7976931348623157e308; }
__GP_DEV int signbit(double __x) { return __builtin_bit_cast(long long, __x) < 0; }

/* C++ float overloads (as CUDA's math headers provide). */
__GP_DEV float fabs(float __x) { return fabsf(__x); }
__GP_DEV float abs(float __x) { return fabsf(__x); }
__GP_DEV double abs(double __x) { return fabs(__x); }
__GP_DEV float fmin(float __a, float __b) { return fminf(__a, __b); }
__GP_DEV float fmax(float __a, float __b) { return fmaxf(__a, __b); }
__GP_DEV float fma(float __a, float __b, float __c) { return fmaf(__a, __b, __c); }
__GP_DEV float floor(float __x) { return floorf(__x); }
__GP_DEV float ceil(float __x) { return ceilf(__x); }
__GP_DEV float trunc(float __x) { return truncf(__x); }
__GP_DEV float round(float __x) { return roundf(__x); }
__GP_DEV float copysign(float __a, float __b) { return copysignf(__a, __b); }
__GP_DEV float sqrt(float __x) { return sqrtf(__x); }
__GP_DEV float rsqrt(float __x) { return rsqrtf(__x); }
__GP_DEV float exp(float __x) { return expf(__x); }
__GP_DEV float exp2(float __x) { return exp2f(__x); }
__GP_DEV float log(float __x) { return logf(__x); }
__GP_DEV float log2(float __x) { return log2f(__x); }
__GP_DEV float log10(float __x) { return log10f(__x); }
__GP_DEV float sin(float __x) { return sinf(__x); }
__GP_DEV float cos(float __x) { return cosf(__x); }
__GP_DEV float tan(float __x) { return tanf(__x); }
__GP_DEV float tanh(float __x) { return tanhf(__x); }
__GP_DEV float erf(float __x) { return erff(__x); }
__GP_DEV float erfc(float __x) { return erfcf(__x); }
__GP_DEV float pow(float __x, float __y) { return powf(__x, __y); }

#undef __GP_DEV
#undef __GP_HD

#endif /* GPUPERF_CUDA_SHIM */

#undef __GP_FN
#undef __GP_EX2F
#undef __GP_RCPF
#undef __GP_SQRTF
#undef __GP_SQRT

#endif /* GPUPERF_CUDA_SHIM || GPUPERF_CUDA_MATH_ONLY */
#endif /* GPUPERF_CUDA_H */
