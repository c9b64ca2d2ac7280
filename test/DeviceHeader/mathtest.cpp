// Host accuracy check for the math implementations in gpuperf_cuda.h.
//
//   clang++-19 -std=c++17 -O2 -DGPUPERF_CUDA_HOST_MATH_TEST \
//     -Iinclude/gpuperf-cuda test/DeviceHeader/mathtest.cpp -o mathtest -lm && ./mathtest
//
// The device uses ex2.approx.f32 (2 ulp) where this host build uses exp2f, so
// device results of the ex2-based functions can be ~2 ulp further off.
// Exit status 0 when every function is within its bound.
#include "gpuperf_cuda.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace gpuperf_math;

namespace {

uint64_t rngState = 0x9E3779B97F4A7C15ull;
uint64_t next() {
  uint64_t z = (rngState += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
double uni(double lo, double hi) { return lo + (hi - lo) * (double)(next() >> 11) * 0x1p-53; }
double logUni(double lo, double hi) { return std::exp(uni(std::log(lo), std::log(hi))); }

double ulpf(double ref) {
  float r = (float)ref;
  if (r == 0.0f || !std::isfinite(r)) return std::ldexp(1.0, -149);
  int e;
  std::frexp((double)r, &e);
  return std::ldexp(1.0, std::max(e - 24, -149));
}
double ulpd(long double ref) {
  double r = (double)ref;
  if (r == 0.0 || !std::isfinite(r)) return std::ldexp(1.0, -1074);
  int e;
  std::frexp(r, &e);
  return std::ldexp(1.0, std::max(e - 53, -1074));
}

struct Result {
  const char *name;
  double maxUlp = 0;
  double worstX = 0, worstY = 0;
  long specialFail = 0;
  double bound;
};

bool sameSpecialF(float got, double ref) {
  if (std::isnan(ref)) return std::isnan(got);
  if (std::isinf(ref)) return std::isinf(got) && (got > 0) == (ref > 0);
  return true;
}

template <class F, class R>
Result testF1(const char *name, F f, R ref, std::vector<float> xs, double bound) {
  Result res{name};
  res.bound = bound;
  for (float x : xs) {
    double r = ref((double)x);
    float g = f(x);
    if (std::isnan(r) || std::isinf(r) || std::isnan(g) || std::isinf(g)) {
      if (!sameSpecialF(g, r) || (std::isinf(g) && !std::isinf((float)r))) {
        // a finite reference that overflows float is fine as inf
        if (!(std::isinf(g) && std::fabs(r) > 3.4028234e38)) {
          res.specialFail++;
          if (res.specialFail < 4) std::printf("  %s(%a) = %a, want %a\n", name, x, g, r);
        }
      }
      continue;
    }
    double u = std::fabs((double)g - r) / ulpf(r);
    if (u > res.maxUlp) { res.maxUlp = u; res.worstX = x; }
  }
  return res;
}

template <class F, class R>
Result testF2(const char *name, F f, R ref, const std::vector<std::pair<float, float>> &xs,
              double bound) {
  Result res{name};
  res.bound = bound;
  for (auto [x, y] : xs) {
    double r = ref((double)x, (double)y);
    float g = f(x, y);
    if (std::isnan(r) || std::isinf(r) || std::isnan(g) || std::isinf(g) ||
        std::fabs(r) > 3.4028234e38 || std::fabs(r) < 1.1754944e-38) {
      bool ok = sameSpecialF(g, r);
      if (std::fabs(r) > 3.4028234e38 && std::isinf(g)) ok = true;
      if (!std::isnan(r) && !std::isinf(r) && std::fabs(r) < 1.1754944e-38 &&
          std::fabs(g - r) <= std::ldexp(1.0, -140)) ok = true;
      if (!std::isnan(r) && !std::isinf(r) && std::isfinite(g) && std::fabs(r) <= 3.4028234e38 &&
          std::fabs(g - r) / ulpf(r) <= bound) ok = true;
      if (!ok) {
        res.specialFail++;
        if (res.specialFail < 4) std::printf("  %s(%a, %a) = %a, want %a\n", name, x, y, g, r);
      }
      continue;
    }
    double u = std::fabs((double)g - r) / ulpf(r);
    if (u > res.maxUlp) { res.maxUlp = u; res.worstX = x; res.worstY = y; }
  }
  return res;
}

template <class F, class R>
Result testD1(const char *name, F f, R ref, std::vector<double> xs, double bound) {
  Result res{name};
  res.bound = bound;
  for (double x : xs) {
    long double r = ref((long double)x);
    double g = f(x);
    if (std::isnan((double)r) || std::isinf((double)r) || std::isnan(g) || std::isinf(g)) {
      bool ok = std::isnan((double)r) ? std::isnan(g)
                                      : (std::isinf(g) && std::isinf((double)r) && (g > 0) == (r > 0));
      if (!ok) {
        res.specialFail++;
        if (res.specialFail < 4) std::printf("  %s(%a) = %a, want %La\n", name, x, g, r);
      }
      continue;
    }
    double u = (double)(std::fabs((long double)g - r) / ulpd(r));
    if (u > res.maxUlp) { res.maxUlp = u; res.worstX = x; }
  }
  return res;
}

std::vector<float> samplesF(double lo, double hi, int n, bool logScale, bool bothSigns,
                            std::vector<float> extra = {}) {
  std::vector<float> v = extra;
  for (int i = 0; i < n; ++i) {
    double x = logScale ? logUni(lo, hi) : uni(lo, hi);
    if (bothSigns && (next() & 1)) x = -x;
    v.push_back((float)x);
  }
  return v;
}
std::vector<double> samplesD(double lo, double hi, int n, bool logScale, bool bothSigns,
                             std::vector<double> extra = {}) {
  std::vector<double> v = extra;
  for (int i = 0; i < n; ++i) {
    double x = logScale ? logUni(lo, hi) : uni(lo, hi);
    if (bothSigns && (next() & 1)) x = -x;
    v.push_back(x);
  }
  return v;
}

} // namespace

int main() {
  const float inf = INFINITY, nan = NAN;
  const int N = 400000;
  std::vector<Result> rs;
  std::vector<float> sp = {0.0f, -0.0f, inf, -inf, nan, 1.0f, -1.0f, 1e-45f, 1e-38f};

  rs.push_back(testF1("expf", [](float x) { return __gp_expf(x); },
                      [](double x) { return std::exp(x); }, samplesF(0, 104, N, false, true, sp), 2));
  rs.push_back(testF1("exp2f", [](float x) { return __gp_exp2f(x); },
                      [](double x) { return std::exp2(x); }, samplesF(0, 150, N, false, true, sp), 2));
  rs.push_back(testF1("exp10f", [](float x) { return __gp_exp10f(x); },
                      [](double x) { return std::pow(10.0, x); }, samplesF(0, 45, N, false, true, sp), 2));
  rs.push_back(testF1("logf", [](float x) { return __gp_logf(x); },
                      [](double x) { return std::log(x); },
                      samplesF(1e-45, 3e38, N, true, false, {0.0f, -1.0f, inf, nan, 1.0f, 1e-40f}), 2));
  rs.push_back(testF1("logf[0.5,2]", [](float x) { return __gp_logf(x); },
                      [](double x) { return std::log(x); }, samplesF(0.5, 2, N, false, false), 2));
  rs.push_back(testF1("log2f", [](float x) { return __gp_log2f(x); },
                      [](double x) { return std::log2(x); }, samplesF(1e-45, 3e38, N, true, false), 2));
  rs.push_back(testF1("log10f", [](float x) { return __gp_log10f(x); },
                      [](double x) { return std::log10(x); }, samplesF(1e-45, 3e38, N, true, false), 3));
  rs.push_back(testF1("sinf", [](float x) { return __gp_sinf(x); },
                      [](double x) { return std::sin(x); }, samplesF(0, 100, N, false, true, sp), 2));
  rs.push_back(testF1("cosf", [](float x) { return __gp_cosf(x); },
                      [](double x) { return std::cos(x); }, samplesF(0, 100, N, false, true, sp), 2));
  rs.push_back(testF1("sinf[1e5,1e9]", [](float x) { return __gp_sinf(x); },
                      [](double x) { return std::sin(x); }, samplesF(1e5, 1e9, N / 4, true, true), 2));
  rs.push_back(testF1("cosf[1e5,1e9]", [](float x) { return __gp_cosf(x); },
                      [](double x) { return std::cos(x); }, samplesF(1e5, 1e9, N / 4, true, true), 2));
  rs.push_back(testF1("tanf", [](float x) { return __gp_tanf(x); },
                      [](double x) { return std::tan(x); }, samplesF(0, 100, N, false, true), 4));
  rs.push_back(testF1("erff", [](float x) { return __gp_erff(x); },
                      [](double x) { return std::erf(x); }, samplesF(0, 5, N, false, true, sp), 3));
  rs.push_back(testF1("erff[tiny]", [](float x) { return __gp_erff(x); },
                      [](double x) { return std::erf(x); }, samplesF(1e-30, 1, N / 4, true, true), 3));
  rs.push_back(testF1("tanhf", [](float x) { return __gp_tanhf(x); },
                      [](double x) { return std::tanh(x); }, samplesF(0, 12, N, false, true, sp), 3));
  std::vector<std::pair<float, float>> pw;
  for (int i = 0; i < N; ++i) {
    float x = (float)logUni(1e-3, 1e3), y = (float)uni(-12, 12);
    pw.push_back({x, y});
    pw.push_back({(float)logUni(0.5, 2), (float)uni(-120, 120)});
  }
  for (float x : {0.0f, -0.0f, -2.0f, -0.5f, 1.0f, -1.0f, inf, -inf, nan, 2.0f})
    for (float y : {0.0f, 1.0f, -1.0f, 2.0f, 3.0f, -3.0f, 0.5f, -0.5f, inf, -inf, nan, 1e30f})
      pw.push_back({x, y});
  rs.push_back(testF2("powf", [](float x, float y) { return __gp_powf(x, y); },
                      [](double x, double y) { return std::pow(x, y); }, pw, 8));

  std::vector<double> dsp = {0.0, -0.0, (double)inf, -(double)inf, (double)nan, 1.0, -1.0};
  rs.push_back(testD1("exp", [](double x) { return __gp_exp(x); },
                      [](long double x) { return std::exp(x); }, samplesD(0, 745, N, false, true, dsp), 2));
  rs.push_back(testD1("log", [](double x) { return __gp_log(x); },
                      [](long double x) { return std::log(x); },
                      samplesD(1e-320, 1e308, N, true, false, {0.0, -1.0, (double)inf, 1.0}), 2));
  rs.push_back(testD1("sin", [](double x) { return __gp_sin(x); },
                      [](long double x) { return std::sin(x); }, samplesD(0, 1e4, N, false, true, dsp), 2));
  rs.push_back(testD1("cos", [](double x) { return __gp_cos(x); },
                      [](long double x) { return std::cos(x); }, samplesD(0, 1e4, N, false, true, dsp), 2));
  rs.push_back(testD1("erf", [](double x) { return __gp_erf(x); },
                      [](long double x) { return std::erf(x); }, samplesD(0, 7, N, false, true, dsp), 4));
  rs.push_back(testD1("pow(x,2.5)", [](double x) { return __gp_pow(x, 2.5); },
                      [](long double x) { return std::pow(x, 2.5L); }, samplesD(1e-10, 1e10, N, true, false), 64));

  int fails = 0;
  std::printf("%-16s %12s %8s %10s  %s\n", "function", "max ulp", "bound", "specials", "worst input");
  for (auto &r : rs) {
    bool ok = r.maxUlp <= r.bound && r.specialFail == 0;
    fails += !ok;
    std::printf("%-16s %12.3f %8.1f %10ld  %a %a %s\n", r.name, r.maxUlp, r.bound, r.specialFail,
                r.worstX, r.worstY, ok ? "" : "FAIL");
  }
  std::printf("%s\n", fails ? "math check FAILED" : "math check passed");
  return fails ? 1 : 0;
}
