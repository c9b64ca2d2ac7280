// arith.cu - register-dependency latency and peak throughput of single
// instructions (Volkov ch. 6.1; instruction-latency paper: one dependent
// instruction at a time, timed with the clock register).
//
// Each warp runs ILP independent dependent chains of one PTX instruction
// (inline asm, so the compiler neither folds nor reorders them), UNROLL
// steps per loop iteration. Per run: mean warp latency / steps = cycles per
// dependent step ("latency" row: register-dependency latency when ILP = 1,
// smallest over occupancies), and thread instructions per cycle per SM
// ("throughput" row, largest over occupancies and ILP = peak).
// Operand values are chosen so results stay finite; the latencies do not
// depend on them (Volkov §5.2).
#include "common.cuh"

constexpr int UNROLL = 64;

#define OP_KERNEL(NAME, T, C, ASM)                                                      \
  template <int ILP>                                                                    \
  __global__ void k_##NAME(WarpRec *rec, int iters, T z, T *sink) {                     \
    T x[ILP];                                                                           \
    _Pragma("unroll") for (int i = 0; i < ILP; ++i) x[i] = (T)(threadIdx.x + i + 1);    \
    WARP_BEGIN                                                                          \
    for (int it = 0; it < iters; ++it) {                                                \
      _Pragma("unroll") for (int u = 0; u < UNROLL; ++u)                                \
      _Pragma("unroll") for (int i = 0; i < ILP; ++i)                                   \
        asm volatile(ASM : "+" C(x[i]) : C(z));                                         \
    }                                                                                   \
    WARP_END(rec)                                                                       \
    T s = x[0];                                                                         \
    _Pragma("unroll") for (int i = 1; i < ILP; ++i) s += x[i];                          \
    if (s == (T)-12345) sink[0] = s;                                                    \
  }

OP_KERNEL(int_add, int, "r", "add.s32 %0, %0, %1;")
OP_KERNEL(int_mul, int, "r", "mul.lo.s32 %0, %0, %1;")
OP_KERNEL(int_mad, int, "r", "mad.lo.s32 %0, %0, %1, %1;")
OP_KERNEL(fp32_add, float, "f", "add.f32 %0, %0, %1;")
OP_KERNEL(fp32_mul, float, "f", "mul.f32 %0, %0, %1;")
OP_KERNEL(fp32_fma, float, "f", "fma.rn.f32 %0, %0, %1, %1;")
OP_KERNEL(fp64_add, double, "d", "add.f64 %0, %0, %1;")
OP_KERNEL(fp64_mul, double, "d", "mul.f64 %0, %0, %1;")
OP_KERNEL(fp64_fma, double, "d", "fma.rn.f64 %0, %0, %1, %1;")
OP_KERNEL(fp16x2_fma, unsigned, "r", "fma.rn.f16x2 %0, %0, %1, %1;")
// Two conversions per step (int -> float -> int): latency is reported per cvt.
OP_KERNEL(cvt, int, "r", "{ .reg .f32 t; cvt.rn.f32.s32 t, %0; cvt.rzi.s32.f32 %0, t; }")
OP_KERNEL(rcp, float, "f", "rcp.approx.ftz.f32 %0, %0;")
OP_KERNEL(sqrt, float, "f", "sqrt.approx.ftz.f32 %0, %0;")
OP_KERNEL(rsqrt, float, "f", "rsqrt.approx.ftz.f32 %0, %0;")
OP_KERNEL(sin, float, "f", "sin.approx.ftz.f32 %0, %0;")
OP_KERNEL(lg2, float, "f", "lg2.approx.ftz.f32 %0, %0;")
OP_KERNEL(ex2, float, "f", "ex2.approx.ftz.f32 %0, %0;")
OP_KERNEL(fp32_div, float, "f", "div.rn.f32 %0, %0, %1;")
OP_KERNEL(int_div, int, "r", "div.s32 %0, %0, %1;")
OP_KERNEL(int_rem, int, "r", "rem.s32 %0, %0, %1;")

template <class K, class T>
void sweep(const Device &d, const char *name, K k1, K k4, T z, int opsPerStep, int iters) {
  T *sink;
  CK(cudaMalloc(&sink, 64));
  for (int ilp : {1, 4}) {
    K k = ilp == 1 ? k1 : k4;
    for (int n : occupancies(d)) {
      if (ilp == 4 && n % 4 && n > 2)
        continue;
      Run r = runAt(d, k, n, blockWarpsFor(d, n), 4, iters, z, sink);
      if (!r.ok)
        continue;
      double steps = double(iters) * UNROLL;
      double perInstr = r.meanWarpCycles / steps / opsPerStep;
      double ops = double(r.warps) * steps * ilp * opsPerStep * 32;
      if (ilp == 1)
        row(name, 1, r.warpsPerSM, "latency", perInstr, "cycles");
      row(name, ilp, r.warpsPerSM, "throughput", ops / (r.spanCycles * d.sms), "ops/cycle/SM");
    }
  }
  CK(cudaFree(sink));
}

#define SWEEP(NAME, Z, OPS, ITERS) sweep(d, #NAME, k_##NAME<1>, k_##NAME<4>, Z, OPS, ITERS)

int main() {
  Device d = openDevice();
  SWEEP(int_add, 0, 1, 64);
  SWEEP(int_mul, 1, 1, 64);
  SWEEP(int_mad, 1, 1, 64);
  SWEEP(fp32_add, 0.0f, 1, 64);
  SWEEP(fp32_mul, 1.0f, 1, 64);
  SWEEP(fp32_fma, 1.0f, 1, 64);
  SWEEP(fp64_add, 0.0, 1, 32);
  SWEEP(fp64_mul, 1.0, 1, 32);
  SWEEP(fp64_fma, 1.0, 1, 32);
  SWEEP(fp16x2_fma, 0x3c003c00u, 1, 64); // 1.0 in both halves
  SWEEP(cvt, 0, 2, 32);
  SWEEP(rcp, 0.0f, 1, 32);
  SWEEP(sqrt, 0.0f, 1, 32);
  SWEEP(rsqrt, 0.0f, 1, 32);
  SWEEP(sin, 0.0f, 1, 32);
  SWEEP(lg2, 0.0f, 1, 32);
  SWEEP(ex2, 0.0f, 1, 32);
  SWEEP(fp32_div, 1.0f, 1, 4);
  SWEEP(int_div, 3, 1, 4);
  SWEEP(int_rem, 7, 1, 4);
  // ILP latency: one warp per SM, k independent fp32 add chains; the fit
  // takes min over k of (cycles per step) / k.
  float *sink;
  CK(cudaMalloc(&sink, 64));
  auto ilpRow = [&](auto k, int ilp) {
    Run r = runAt(d, k, 1, 1, 1, 64, 0.0f, sink);
    if (r.ok)
      row("ilp", ilp, r.warpsPerSM, "latency", r.meanWarpCycles / (64.0 * UNROLL), "cycles");
  };
  ilpRow(k_fp32_add<1>, 1);
  ilpRow(k_fp32_add<2>, 2);
  ilpRow(k_fp32_add<4>, 4);
  ilpRow(k_fp32_add<8>, 8);
  ilpRow(k_fp32_add<16>, 16);
  ilpRow(k_fp32_add<32>, 32);
  CK(cudaFree(sink));
  return 0;
}
