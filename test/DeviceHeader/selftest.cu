// Exercises every API of gpuperf_cuda.h.  check.sh compiles it with
//   clang++-19 -x cuda --cuda-device-only -nocudainc -nocudalib -include gpuperf_cuda.h
// (then llc-19 and ptxas), and with nvcc, where the header must be a no-op.
// Results go to memory so that nothing is dead code.

__constant__ float ctable[16];
__shared__ float sbuf[256];

extern "C" __global__ void __launch_bounds__(256, 2)
test_math_float(float *__restrict__ out, const float *__restrict__ in) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  float x = in[i], y = in[i + 1];
  float *o = out + 64 * i;
  int k = 0;
  // precise
  o[k++] = expf(x); o[k++] = exp2f(x); o[k++] = exp10f(x);
  o[k++] = logf(x); o[k++] = log2f(x); o[k++] = log10f(x);
  o[k++] = sinf(x); o[k++] = cosf(x); o[k++] = tanf(x);
  float s, c;
  sincosf(x, &s, &c);
  o[k++] = s + c;
  o[k++] = erff(x); o[k++] = erfcf(x); o[k++] = tanhf(x);
  o[k++] = powf(x, y); o[k++] = cbrtf(x); o[k++] = hypotf(x, y); o[k++] = fmodf(x, y);
  // fast
  o[k++] = __expf(x); o[k++] = __exp10f(x); o[k++] = __logf(x); o[k++] = __log2f(x);
  o[k++] = __log10f(x); o[k++] = __sinf(x); o[k++] = __cosf(x); o[k++] = __tanf(x);
  o[k++] = __powf(x, y); o[k++] = __fdividef(x, y);
  __sincosf(x, &s, &c);
  o[k++] = s * c;
  // exact / rounding
  o[k++] = sqrtf(x); o[k++] = rsqrtf(x); o[k++] = fabsf(x); o[k++] = fminf(x, y);
  o[k++] = fmaxf(x, y); o[k++] = fmaf(x, y, 1.0f); o[k++] = floorf(x); o[k++] = ceilf(x);
  o[k++] = truncf(x); o[k++] = rintf(x); o[k++] = nearbyintf(x); o[k++] = roundf(x);
  o[k++] = (float)lrintf(x) + (float)lroundf(x); o[k++] = copysignf(x, y); o[k++] = fdimf(x, y);
  o[k++] = __saturatef(x);
  o[k++] = (float)(isnan(x) + isinf(x) + isfinite(x) + signbit(x));
  o[k++] = __fadd_rn(x, y) + __fsub_rn(x, y) + __fmul_rn(x, y) + __fmaf_rn(x, y, x) +
           __fdiv_rn(x, y) + __frcp_rn(x) + __fsqrt_rn(x) + __frsqrt_rn(x);
  // C++ overloads
  o[k++] = exp(x) + exp2(x) + log(x) + log2(x) + log10(x) + sin(x) + cos(x) + tan(x) + tanh(x) +
           erf(x) + erfc(x) + pow(x, y) + sqrt(x) + rsqrt(x) + fabs(x) + abs(x) + fmin(x, y) +
           fmax(x, y) + fma(x, y, x) + floor(x) + ceil(x) + trunc(x) + round(x) + copysign(x, y);
  o[k++] = min(x, y) + max(x, y) + ctable[i & 15];
}

extern "C" __global__ void test_math_double(double *__restrict__ out, const double *__restrict__ in) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  double x = in[i], y = in[i + 1];
  double *o = out + 32 * i;
  int k = 0;
  o[k++] = exp(x); o[k++] = log(x); o[k++] = log2(x); o[k++] = log10(x);
  o[k++] = sin(x); o[k++] = cos(x); o[k++] = tan(x); o[k++] = erf(x); o[k++] = erfc(x);
  o[k++] = pow(x, y); o[k++] = sqrt(x); o[k++] = rsqrt(x); o[k++] = fabs(x); o[k++] = abs(x);
  o[k++] = fmin(x, y); o[k++] = fmax(x, y); o[k++] = fma(x, y, x); o[k++] = floor(x);
  o[k++] = ceil(x); o[k++] = trunc(x); o[k++] = rint(x); o[k++] = round(x); o[k++] = copysign(x, y);
  o[k++] = (double)(isnan(x) + isinf(x) + isfinite(x) + signbit(x));
  o[k++] = __dadd_rn(x, y) + __dmul_rn(x, y) + __fma_rn(x, y, x) + __ddiv_rn(x, y) + __drcp_rn(x) +
           __dsqrt_rn(x);
  o[k++] = min(x, y) + max(x, y);
  o[k++] = __longlong_as_double(__double_as_longlong(x) + 1) + __hiloint2double(__double2hiint(x), __double2loint(y));
  o[k++] = (double)__double2int_rn(x) + (double)__double2float_rn(x);
}

extern "C" __global__ void test_int(int *__restrict__ out, const int *__restrict__ in,
                                    unsigned int *__restrict__ uout, const float *__restrict__ fin) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  int a = in[i], b = in[i + 1];
  unsigned int ua = (unsigned int)a, ub = (unsigned int)b;
  float f = fin[i];
  int *o = out + 32 * i;
  int k = 0;
  o[k++] = __popc(ua) + __popcll((unsigned long long)a << 7) + __clz(a) + __clzll((long long)a) + __ffs(a);
  o[k++] = (int)__brev(ua) + __mul24(a, b) + (int)__umul24(ua, ub) + __mulhi(a, b) + (int)__umulhi(ua, ub);
  o[k++] = (int)__byte_perm(ua, ub, 0x3210u);
  o[k++] = __float_as_int(f) + (int)__float_as_uint(f) + (int)__int_as_float(a) + (int)__uint_as_float(ua);
  o[k++] = __float2int_rn(f) + __float2int_rz(f) + __float2int_rd(f) + __float2int_ru(f) +
           (int)__float2uint_rn(f) + (int)__float2uint_rz(f);
  o[k++] = (int)__int2float_rn(a) + (int)__uint2float_rn(ua);
  o[k++] = min(a, b) + max(a, b) + (int)min(ua, ub) + (int)max(ua, ub) + (int)min(a, ub) + (int)max(ua, b) +
           (int)umin(ua, ub) + (int)umax(ua, ub) + abs(a) + (int)llabs((long long)b) +
           (int)min((long long)a, (long long)b) + (int)max((unsigned long long)ua, (unsigned long long)ub);
  uout[i] = ua ^ ub;
}

extern "C" __global__ void test_sync_atomics(int *__restrict__ ip, unsigned int *__restrict__ up,
                                             unsigned long long *__restrict__ ullp, float *__restrict__ fp,
                                             double *__restrict__ dp, long long *__restrict__ llp) {
  __shared__ int sh_i[32];
  __shared__ unsigned int sh_u[32];
  __shared__ float sh_f[32];
  int t = threadIdx.x;
  int lane = t & 31;
  if (t < 32) { sh_i[t] = 0; sh_u[t] = 0; sh_f[t] = 0.0f; }
  sbuf[t & 255] = fp[t];
  __syncthreads();
  int r = 0;
  r += atomicAdd(ip, 1) + atomicSub(ip + 1, 1) + atomicExch(ip + 2, t) + atomicMax(ip + 3, t) +
       atomicMin(ip + 4, t) + atomicCAS(ip + 5, 0, t) + atomicAnd(ip + 6, t) + atomicOr(ip + 7, t) +
       atomicXor(ip + 8, t);
  r += (int)(atomicAdd(up, 1u) + atomicSub(up + 1, 1u) + atomicExch(up + 2, 2u) + atomicMax(up + 3, 3u) +
             atomicMin(up + 4, 4u) + atomicCAS(up + 5, 0u, 5u) + atomicAnd(up + 6, 6u) +
             atomicOr(up + 7, 7u) + atomicXor(up + 8, 8u) + atomicInc(up + 9, 100u) +
             atomicDec(up + 10, 100u));
  r += (int)(atomicAdd(ullp, 1ull) + atomicExch(ullp + 1, 2ull) + atomicCAS(ullp + 2, 0ull, 3ull) +
             atomicMax(ullp + 3, 4ull) + atomicMin(ullp + 4, 5ull));
  r += (int)(atomicMax(llp, (long long)t) + atomicMin(llp + 1, (long long)t));
  r += (int)(atomicAdd(fp, 1.0f) + atomicExch(fp + 1, 2.0f)) + (int)atomicAdd(dp, 1.0);
  r += atomicAdd(&sh_i[lane], 1) + (int)atomicAdd(&sh_u[lane], 1u) + (int)atomicAdd(&sh_f[lane], 1.0f);
  __syncthreads();
  r += __syncthreads_count(t & 1) + __syncthreads_and(t < 1000) + __syncthreads_or(t == 3);
  __syncwarp();
  __syncwarp(0xffffffffu);
  __threadfence();
  __threadfence_block();
  __threadfence_system();
  r += (int)__activemask() + (int)(clock64() & 1);
  r += (int)__ballot_sync(0xffffffffu, t & 1) + __any_sync(0xffffffffu, t == 5) +
       __all_sync(0xffffffffu, t >= 0) + __uni_sync(0xffffffffu, 1);
  r += (int)__match_any_sync(0xffffffffu, t >> 2) + (int)__reduce_add_sync(0xffffffffu, (unsigned int)t) +
       __reduce_min_sync(0xffffffffu, t) + __reduce_max_sync(0xffffffffu, t);
  float f = sbuf[(t * 33) & 255];
  long long ll = (long long)t << 33;
  double d = (double)t;
  r += __shfl_sync(0xffffffffu, t, 0) + __shfl_up_sync(0xffffffffu, t, 1) +
       __shfl_down_sync(0xffffffffu, t, 2) + __shfl_xor_sync(0xffffffffu, t, 4) +
       (int)__shfl_sync(0xffffffffu, (unsigned int)t, 1, 16);
  f += __shfl_sync(0xffffffffu, f, 3) + __shfl_up_sync(0xffffffffu, f, 1) +
       __shfl_down_sync(0xffffffffu, f, 1) + __shfl_xor_sync(0xffffffffu, f, 1, 8);
  ll += __shfl_down_sync(0xffffffffu, ll, 1) + (long long)__shfl_xor_sync(0xffffffffu, (unsigned long long)ll, 2);
  d += __shfl_down_sync(0xffffffffu, d, 1) + __shfl_sync(0xffffffffu, d, 0);
  ip[64 + t] = r;
  fp[64 + t] = f + (float)d + (float)ll + (float)warpSize;
}

struct Pair { float a, b; };

extern "C" __global__ void test_vectors_ldg(float4 *__restrict__ o4, const float4 *__restrict__ i4,
                                            const float2 *__restrict__ i2, const int4 *__restrict__ ii4,
                                            const int2 *__restrict__ ii2, const uint4 *__restrict__ iu4,
                                            const double2 *__restrict__ id2, const float *__restrict__ fin,
                                            const int *__restrict__ iin, const unsigned char *__restrict__ cin,
                                            const long long *__restrict__ lin, Pair *__restrict__ pout) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  float4 v = __ldg(i4 + i);
  float2 w = __ldg(i2 + i);
  int4 a = __ldg(ii4 + i);
  int2 b = __ldg(ii2 + i);
  uint4 u = __ldg(iu4 + i);
  double2 d = __ldg(id2 + i);
  float s = __ldg(fin + i) + (float)__ldg(iin + i) + (float)__ldg(cin + i) + (float)__ldg(lin + i);
  char4 c4 = make_char4(1, 2, 3, 4);
  uchar4 uc4 = make_uchar4(1, 2, 3, 4);
  short2 s2 = make_short2(1, 2);
  ushort4 us4 = make_ushort4(1, 2, 3, 4);
  int3 i3 = make_int3(a.x, a.y, a.z);
  uint3 u3 = make_uint3(u.x, u.y, u.z);
  uint2 u2 = make_uint2(u.x, u.w);
  float3 f3 = make_float3(v.x, v.y, v.z);
  double3 d3 = make_double3(d.x, d.y, 0.0);
  longlong2 l2 = make_longlong2(1, 2);
  ulonglong2 ul2 = make_ulonglong2(3, 4);
  float1 f1 = make_float1(s);
  dim3 td = threadIdx;
  uint3 bi = blockIdx;
  dim3 bd = blockDim;
  dim3 gd(gridDim.x, 2);
  dim3 one;
  float extra = (float)(c4.w + uc4.x + s2.y + us4.z + i3.x + (int)u3.y + (int)u2.y + b.x + b.y) + f3.z +
                (float)d3.y + (float)(l2.x + (long long)ul2.y) + f1.x +
                (float)(td.x + bi.y + bd.z + gd.y + one.z);
  o4[i] = make_float4(v.x + w.x, v.y + w.y, v.z + (float)a.w, v.w + extra);
  pout[i] = Pair{s, (float)d.y};
}

// Host code and a <<<>>> launch in the same file must parse in the
// device-only compilation (the shim declares the runtime entry points).
void host_launch(float *d_out, float *d_in) {
  test_math_float<<<1, 256>>>(d_out, d_in);
  cudaDeviceSynchronize();
}
