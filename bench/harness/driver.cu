// gpuperf benchmark driver: runs the configurations of bench/kernels/suite.tsv
// on a GPU and prints one machine-readable RESULT line per configuration.
// Host-only code: it uses the CUDA driver API, loaded with dlopen, to load the
// suite's cubins (built by bench/run-gpu) and launch kernels by name, so the
// same binary also runs where there is no GPU driver (--dry-run, --list).
//
//   driver --suite bench/kernels/suite.tsv --cubins BUILD/cubin [--only REGEX]
//          [--launches 20] [--warmup 3] [--no-flush] [--profile] [--device 0]
//   driver --suite ... --dry-run [--init]     parse, size, optionally init on host
//   driver --suite ... --list
//
// Output (stdout), tab separated key=value fields:
//   DEVICE  name=... cc=9.0 sms=... ...
//   RESULT  id=... status=ok|error|skipped median_ms=... min_ms=... ...
// Build: nvcc -O2 -std=c++17 -x cu driver.cu -o driver -ldl   (or any C++17
// compiler with -I$CUDA/include; there is no link-time dependency on libcuda).
#include <cuda.h>

#include <dlfcn.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <numeric>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

//===----------------------------------------------------------------------===//
// Small utilities
//===----------------------------------------------------------------------===//

[[noreturn]] void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::fprintf(stderr, "driver: error: ");
  std::vfprintf(stderr, fmt, ap);
  std::fprintf(stderr, "\n");
  va_end(ap);
  std::exit(1);
}

std::vector<std::string> split(const std::string &s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

// Split at `sep` outside parentheses.
std::vector<std::string> splitTop(const std::string &s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (char c : s) {
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == sep && depth == 0) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

//===----------------------------------------------------------------------===//
// Expressions: integers/reals, + - * / % ( ), identifiers.  '/' and '%' are
// integer operations when both operands are integral.
//===----------------------------------------------------------------------===//

struct Value {
  double v = 0;
  bool isInt = true;
};

class Expr {
public:
  Expr(const std::string &text, const std::map<std::string, Value> &env)
      : s(text), env(env) {}
  Value parse() {
    Value v = sum();
    skip();
    if (pos != s.size()) throw std::runtime_error("trailing text in expression '" + s + "'");
    return v;
  }

private:
  const std::string s;
  const std::map<std::string, Value> &env;
  size_t pos = 0;

  void skip() {
    while (pos < s.size() && std::isspace((unsigned char)s[pos])) ++pos;
  }
  Value sum() {
    Value a = product();
    for (;;) {
      skip();
      if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
        char op = s[pos++];
        Value b = product();
        a.v = op == '+' ? a.v + b.v : a.v - b.v;
        a.isInt = a.isInt && b.isInt;
      } else {
        return a;
      }
    }
  }
  Value product() {
    Value a = unary();
    for (;;) {
      skip();
      if (pos < s.size() && (s[pos] == '*' || s[pos] == '/' || s[pos] == '%')) {
        char op = s[pos++];
        Value b = unary();
        bool ints = a.isInt && b.isInt;
        if ((op == '/' || op == '%') && b.v == 0) throw std::runtime_error("division by zero in '" + s + "'");
        if (op == '*') a.v *= b.v;
        else if (op == '/') a.v = ints ? (double)((long long)a.v / (long long)b.v) : a.v / b.v;
        else a.v = ints ? (double)((long long)a.v % (long long)b.v) : std::fmod(a.v, b.v);
        a.isInt = ints;
      } else {
        return a;
      }
    }
  }
  Value unary() {
    skip();
    if (pos < s.size() && s[pos] == '-') {
      ++pos;
      Value v = unary();
      v.v = -v.v;
      return v;
    }
    if (pos < s.size() && s[pos] == '+') {
      ++pos;
      return unary();
    }
    return primary();
  }
  Value primary() {
    skip();
    if (pos >= s.size()) throw std::runtime_error("unexpected end of expression '" + s + "'");
    if (s[pos] == '(') {
      ++pos;
      Value v = sum();
      skip();
      if (pos >= s.size() || s[pos] != ')') throw std::runtime_error("missing ')' in '" + s + "'");
      ++pos;
      return v;
    }
    if (std::isdigit((unsigned char)s[pos]) || s[pos] == '.') {
      size_t start = pos;
      bool isInt = true;
      while (pos < s.size() && (std::isalnum((unsigned char)s[pos]) || s[pos] == '.' ||
                                ((s[pos] == '-' || s[pos] == '+') &&
                                 (s[pos - 1] == 'e' || s[pos - 1] == 'E')))) {
        if (s[pos] == '.' || s[pos] == 'e' || s[pos] == 'E') isInt = false;
        ++pos;
      }
      std::string num = s.substr(start, pos - start);
      Value v;
      v.v = std::strtod(num.c_str(), nullptr);
      v.isInt = isInt;
      return v;
    }
    if (std::isalpha((unsigned char)s[pos]) || s[pos] == '_') {
      size_t start = pos;
      while (pos < s.size() && (std::isalnum((unsigned char)s[pos]) || s[pos] == '_')) ++pos;
      std::string id = s.substr(start, pos - start);
      auto it = env.find(id);
      if (it == env.end()) throw std::runtime_error("unknown name '" + id + "' in '" + s + "'");
      return it->second;
    }
    throw std::runtime_error("bad character in expression '" + s + "'");
  }
};

Value evalExpr(const std::string &text, const std::map<std::string, Value> &env) {
  return Expr(text, env).parse();
}

//===----------------------------------------------------------------------===//
// Suite description
//===----------------------------------------------------------------------===//

enum class Ty { F32, F64, I32, U32, I64, U64 };

size_t tySize(Ty t) { return (t == Ty::F64 || t == Ty::I64 || t == Ty::U64) ? 8 : 4; }
bool tyFloat(Ty t) { return t == Ty::F32 || t == Ty::F64; }

Ty parseTy(const std::string &s) {
  if (s == "f32") return Ty::F32;
  if (s == "f64") return Ty::F64;
  if (s == "i32") return Ty::I32;
  if (s == "u32") return Ty::U32;
  if (s == "i64") return Ty::I64;
  if (s == "u64") return Ty::U64;
  throw std::runtime_error("unknown type '" + s + "'");
}

struct Param {
  std::string name;
  Ty ty;
  bool pointer;
};

struct BufferSpec {
  std::string count;  // expression
  std::string init;   // function name
  std::vector<std::string> initArgs;  // expressions
};

struct Config {
  int line = 0;
  std::map<std::string, std::string> col;
  std::vector<Param> params;
  std::map<std::string, std::string> args;  // scalar kernel params
  std::map<std::string, std::string> vars;
  std::map<std::string, BufferSpec> buffers;
  std::vector<std::string> restore;
  unsigned block[3] = {1, 1, 1}, grid[3] = {1, 1, 1};
  unsigned smem = 0;
  std::map<std::string, Value> env;

  const std::string &get(const char *k) const {
    static const std::string empty;
    auto it = col.find(k);
    return it == col.end() ? empty : it->second;
  }
  std::string id() const { return get("id"); }
};

std::map<std::string, std::string> parseKV(const std::string &s, char sep) {
  std::map<std::string, std::string> m;
  if (s.empty() || s == "-") return m;
  for (auto &item : splitTop(s, sep)) {
    auto eq = item.find('=');
    if (eq == std::string::npos) throw std::runtime_error("expected NAME=VALUE, got '" + item + "'");
    m[trim(item.substr(0, eq))] = trim(item.substr(eq + 1));
  }
  return m;
}

void parseDims(const std::string &s, unsigned out[3], const char *what) {
  auto parts = split(s, ',');
  if (parts.empty() || parts.size() > 3) throw std::runtime_error(std::string("bad ") + what + " '" + s + "'");
  for (size_t i = 0; i < parts.size(); ++i) {
    char *end = nullptr;
    unsigned long v = std::strtoul(parts[i].c_str(), &end, 10);
    if (!end || *end || v == 0) throw std::runtime_error(std::string("bad ") + what + " '" + s + "'");
    out[i] = (unsigned)v;
  }
}

std::vector<Config> readSuite(const std::string &path) {
  std::ifstream in(path);
  if (!in) die("cannot open suite file %s", path.c_str());
  std::vector<std::string> header;
  std::vector<Config> out;
  std::string line;
  int lineNo = 0;
  while (std::getline(in, line)) {
    ++lineNo;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    auto fields = split(line, '\t');
    if (header.empty()) {
      header = fields;
      continue;
    }
    if (fields.size() != header.size())
      die("%s:%d: %zu fields, header has %zu", path.c_str(), lineNo, fields.size(), header.size());
    Config c;
    c.line = lineNo;
    for (size_t i = 0; i < header.size(); ++i) c.col[header[i]] = fields[i];
    try {
      for (auto &p : split(c.get("params"), ',')) {
        auto colon = p.find(':');
        if (colon == std::string::npos) throw std::runtime_error("param without type: '" + p + "'");
        Param pr;
        pr.name = trim(p.substr(0, colon));
        std::string t = trim(p.substr(colon + 1));
        pr.pointer = !t.empty() && t.back() == '*';
        if (pr.pointer) t.pop_back();
        pr.ty = parseTy(t);
        c.params.push_back(pr);
      }
      c.args = parseKV(c.get("args"), ',');
      c.vars = parseKV(c.get("vars"), ',');
      std::string bufs = c.get("buffers");
      if (!bufs.empty() && bufs != "-") {
        for (auto &b : splitTop(bufs, ';')) {
          auto eq = b.find('=');
          auto colon = b.find(':');
          if (eq == std::string::npos || colon == std::string::npos || colon < eq)
            throw std::runtime_error("bad buffer spec '" + b + "'");
          BufferSpec bs;
          bs.count = trim(b.substr(eq + 1, colon - eq - 1));
          std::string init = trim(b.substr(colon + 1));
          auto lp = init.find('(');
          if (lp == std::string::npos) {
            bs.init = init;
          } else {
            if (init.back() != ')') throw std::runtime_error("bad init '" + init + "'");
            bs.init = init.substr(0, lp);
            for (auto &a : splitTop(init.substr(lp + 1, init.size() - lp - 2), ','))
              bs.initArgs.push_back(trim(a));
          }
          c.buffers[trim(b.substr(0, eq))] = bs;
        }
      }
      std::string rs = c.get("restore");
      if (!rs.empty() && rs != "-") c.restore = split(rs, ',');
      parseDims(c.get("block"), c.block, "block");
      parseDims(c.get("grid"), c.grid, "grid");
      c.smem = (unsigned)std::strtoul(c.get("smem").c_str(), nullptr, 10);
      // environment for expressions
      auto &env = c.env;
      const char *dn[3] = {"x", "y", "z"};
      double threads = 1;
      for (int i = 0; i < 3; ++i) {
        env[std::string("b") + dn[i]] = Value{(double)c.block[i], true};
        env[std::string("g") + dn[i]] = Value{(double)c.grid[i], true};
        threads *= (double)c.block[i] * c.grid[i];
      }
      env["threads"] = Value{threads, true};
      // args and vars may refer to each other: resolve until nothing changes
      std::map<std::string, std::string> pending = c.vars;
      for (auto &kv : c.args) pending[kv.first] = kv.second;
      while (!pending.empty()) {
        size_t before = pending.size();
        std::string lastError;
        for (auto it = pending.begin(); it != pending.end();) {
          try {
            env[it->first] = evalExpr(it->second, env);
            it = pending.erase(it);
          } catch (std::exception &e) {
            lastError = e.what();
            ++it;
          }
        }
        if (pending.size() == before) throw std::runtime_error(lastError);
      }
      for (auto &p : c.params) {
        if (p.pointer && !c.buffers.count(p.name))
          throw std::runtime_error("pointer parameter '" + p.name + "' has no buffer spec");
        if (!p.pointer && !c.args.count(p.name))
          throw std::runtime_error("scalar parameter '" + p.name + "' has no value in args");
      }
      for (auto &r : c.restore)
        if (!c.buffers.count(r)) throw std::runtime_error("restore names unknown buffer '" + r + "'");
    } catch (std::exception &e) {
      die("%s:%d: %s", path.c_str(), lineNo, e.what());
    }
    out.push_back(std::move(c));
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Host-side data initialisation
//===----------------------------------------------------------------------===//

struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double unit() { return (double)(next() >> 11) * 0x1p-53; }
};

uint64_t fnv1a(const std::string &s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  return h;
}

struct HostData {
  // Either a constant fill (memset on the device) or explicit contents.
  bool isFill = false;
  uint64_t fillBits = 0;  // element bit pattern
  std::vector<unsigned char> bytes;
};

template <class T> void store(std::vector<unsigned char> &b, size_t i, T v) {
  std::memcpy(b.data() + i * sizeof(T), &v, sizeof(T));
}

void putElem(std::vector<unsigned char> &b, Ty ty, size_t i, double v) {
  switch (ty) {
  case Ty::F32: store<float>(b, i, (float)v); break;
  case Ty::F64: store<double>(b, i, v); break;
  case Ty::I32: store<int32_t>(b, i, (int32_t)(long long)v); break;
  case Ty::U32: store<uint32_t>(b, i, (uint32_t)(long long)v); break;
  case Ty::I64: store<int64_t>(b, i, (int64_t)v); break;
  case Ty::U64: store<uint64_t>(b, i, (uint64_t)v); break;
  }
}

uint64_t elemBits(Ty ty, double v) {
  std::vector<unsigned char> b(8, 0);
  putElem(b, ty, 0, v);
  uint64_t bits = 0;
  std::memcpy(&bits, b.data(), tySize(ty));
  return bits;
}

HostData makeInit(const Config &c, const std::string &name, Ty ty, size_t count) {
  const BufferSpec &bs = c.buffers.at(name);
  std::vector<double> a;
  for (auto &e : bs.initArgs) a.push_back(evalExpr(e, c.env).v);
  auto need = [&](size_t k) {
    if (a.size() != k)
      throw std::runtime_error("init " + bs.init + " of '" + name + "' takes " + std::to_string(k) +
                               " arguments");
  };
  HostData h;
  const std::string &f = bs.init;
  if (f == "zero" || f == "none" || f == "one" || f == "const") {
    double v = 0;
    if (f == "one") v = 1;
    if (f == "const") {
      need(1);
      v = a[0];
    }
    h.isFill = true;
    h.fillBits = elemBits(ty, v);
    return h;
  }
  h.bytes.resize(count * tySize(ty));
  Rng rng(fnv1a(c.id() + ":" + name));
  if (f == "iota") {
    need(0);
    for (size_t i = 0; i < count; ++i) putElem(h.bytes, ty, i, (double)i);
  } else if (f == "uniform") {
    need(2);
    double lo = a[0], hi = a[1];
    if (tyFloat(ty)) {
      for (size_t i = 0; i < count; ++i) putElem(h.bytes, ty, i, lo + (hi - lo) * rng.unit());
    } else {
      uint64_t span = (uint64_t)(long long)(hi - lo);
      if (span == 0) throw std::runtime_error("empty integer range for '" + name + "'");
      for (size_t i = 0; i < count; ++i)
        putElem(h.bytes, ty, i, (double)((long long)lo + (long long)(rng.next() % span)));
    }
  } else if (f == "randperm") {
    need(0);
    std::vector<uint64_t> p(count);
    std::iota(p.begin(), p.end(), 0);
    for (size_t i = count; i > 1; --i) std::swap(p[i - 1], p[rng.next() % i]);
    for (size_t i = 0; i < count; ++i) putElem(h.bytes, ty, i, (double)p[i]);
  } else if (f == "csr_rowptr") {
    need(1);
    for (size_t i = 0; i < count; ++i) putElem(h.bytes, ty, i, (double)i * a[0]);
  } else if (f == "csr_band") {
    need(2);
    long long K = (long long)a[0], ncols = (long long)a[1];
    for (size_t j = 0; j < count; ++j) {
      long long row = (long long)j / K, off = (long long)j % K;
      long long col = ((row + off - K / 2) % ncols + ncols) % ncols;
      putElem(h.bytes, ty, j, (double)col);
    }
  } else if (f == "chase") {
    need(1);
    uint64_t stride = (uint64_t)a[0];
    for (size_t i = 0; i < count; ++i) putElem(h.bytes, ty, i, (double)((i + stride) % count));
  } else {
    throw std::runtime_error("unknown init '" + f + "' for '" + name + "'");
  }
  return h;
}

//===----------------------------------------------------------------------===//
// CUDA driver API, loaded at run time
//===----------------------------------------------------------------------===//

#define GP_STR2(x) #x
#define GP_STR(x) GP_STR2(x)
#define GP_CU_FUNCS(X)                                                                   \
  X(cuInit) X(cuDriverGetVersion) X(cuDeviceGet) X(cuDeviceGetCount) X(cuDeviceGetName)  \
  X(cuDeviceGetAttribute) X(cuDeviceTotalMem) X(cuDevicePrimaryCtxRetain)                \
  X(cuCtxSetCurrent) X(cuCtxSynchronize) X(cuModuleLoad) X(cuModuleUnload)               \
  X(cuModuleGetFunction) X(cuFuncGetAttribute) X(cuFuncSetAttribute) X(cuLaunchKernel)   \
  X(cuMemAlloc) X(cuMemFree) X(cuMemGetInfo) X(cuMemcpyHtoD) X(cuMemcpyDtoH)             \
  X(cuMemcpyDtoD) X(cuMemsetD8) X(cuMemsetD32) X(cuMemsetD32Async) X(cuEventCreate)       \
  X(cuEventRecord) X(cuEventSynchronize) X(cuEventElapsedTime) X(cuEventDestroy)          \
  X(cuGetErrorString) X(cuOccupancyMaxActiveBlocksPerMultiprocessor)

struct CudaApi {
#define GP_DECL(f) decltype(&::f) f = nullptr;
  GP_CU_FUNCS(GP_DECL)
#undef GP_DECL
  void load() {
    void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!h) h = dlopen("libcuda.so", RTLD_NOW | RTLD_LOCAL);
    if (!h) die("cannot load the CUDA driver library (libcuda.so.1): %s", dlerror());
    // The cuda.h macro gives the versioned symbol (e.g. cuMemAlloc_v2); fall
    // back to the plain name for older drivers.
#define GP_LOAD(f)                                                                       \
  f = (decltype(f))dlsym(h, GP_STR(f));                                                  \
  if (!f) f = (decltype(f))dlsym(h, #f);                                                 \
  if (!f) die("libcuda has no %s", GP_STR(f));
    GP_CU_FUNCS(GP_LOAD)
#undef GP_LOAD
  }
};
CudaApi cu;

std::string cuErr(CUresult r) {
  const char *s = nullptr;
  if (cu.cuGetErrorString) cu.cuGetErrorString(r, &s);
  return s ? s : ("CUDA error " + std::to_string((int)r));
}

#define CU_CHECK(call)                                                                   \
  do {                                                                                   \
    CUresult _r = (call);                                                                \
    if (_r != CUDA_SUCCESS) throw CudaError(_r, #call);                                  \
  } while (0)

struct CudaError : std::runtime_error {
  CUresult code;
  CudaError(CUresult r, const char *what) : std::runtime_error(std::string(what) + ": " + cuErr(r)), code(r) {}
};

// Errors after which the context is unusable.
bool stickyError(CUresult r) {
  return r == CUDA_ERROR_ILLEGAL_ADDRESS || r == CUDA_ERROR_LAUNCH_FAILED ||
         r == CUDA_ERROR_MISALIGNED_ADDRESS || r == CUDA_ERROR_ILLEGAL_INSTRUCTION ||
         r == CUDA_ERROR_HARDWARE_STACK_ERROR || r == CUDA_ERROR_INVALID_PC ||
         r == CUDA_ERROR_LAUNCH_TIMEOUT || r == CUDA_ERROR_ECC_UNCORRECTABLE ||
         r == CUDA_ERROR_UNKNOWN;
}

//===----------------------------------------------------------------------===//
// Running one configuration
//===----------------------------------------------------------------------===//

struct Options {
  std::string suite, cubins, only;
  int launches = 20, warmup = 3, device = 0;
  bool flush = true, profile = false, dryRun = false, dryInit = false, list = false;
  int dump = 0;
};

std::string fmtKV(const std::vector<std::pair<std::string, std::string>> &kv) {
  std::string s;
  for (auto &p : kv) {
    std::string v = p.second;
    for (char &ch : v)
      if (ch == '\t' || ch == '\n') ch = ' ';
    s += "\t" + p.first + "=" + v;
  }
  return s;
}

std::string num(double v, int prec = 6) {
  char b[64];
  std::snprintf(b, sizeof b, "%.*g", prec, v);
  return b;
}

struct DeviceBuffer {
  CUdeviceptr ptr = 0, pristine = 0;
  size_t bytes = 0;
};

struct Runner {
  const Options &opt;
  CUdevice dev = 0;
  CUdeviceptr scratch = 0;
  size_t scratchWords = 0;
  std::map<std::string, CUmodule> modules;

  explicit Runner(const Options &o) : opt(o) {}

  void initDevice() {
    cu.load();
    CU_CHECK(cu.cuInit(0));
    int count = 0;
    CU_CHECK(cu.cuDeviceGetCount(&count));
    if (opt.device >= count) die("device %d requested, %d present", opt.device, count);
    CU_CHECK(cu.cuDeviceGet(&dev, opt.device));
    CUcontext ctx;
    CU_CHECK(cu.cuDevicePrimaryCtxRetain(&ctx, dev));
    CU_CHECK(cu.cuCtxSetCurrent(ctx));
    char name[256] = {0};
    CU_CHECK(cu.cuDeviceGetName(name, sizeof name, dev));
    auto attr = [&](CUdevice_attribute a) {
      int v = 0;
      cu.cuDeviceGetAttribute(&v, a, dev);
      return v;
    };
    int drv = 0;
    cu.cuDriverGetVersion(&drv);
    size_t total = 0;
    cu.cuDeviceTotalMem(&total, dev);
    int l2 = attr(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
    std::printf("DEVICE%s\n",
                fmtKV({{"name", name},
                       {"cc", std::to_string(attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)) + "." +
                                  std::to_string(attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR))},
                       {"sms", std::to_string(attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT))},
                       {"clock_khz", std::to_string(attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE))},
                       {"mem_clock_khz", std::to_string(attr(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE))},
                       {"mem_bus_bits", std::to_string(attr(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH))},
                       {"l2_bytes", std::to_string(l2)},
                       {"smem_per_sm", std::to_string(attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR))},
                       {"smem_per_block_optin", std::to_string(attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN))},
                       {"regs_per_sm", std::to_string(attr(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR))},
                       {"max_threads_per_sm", std::to_string(attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR))},
                       {"total_mem_bytes", std::to_string(total)},
                       {"driver_api_version", std::to_string(drv)}})
                    .c_str());
    std::fflush(stdout);
    if (opt.flush && !opt.profile) {
      size_t bytes = std::max<size_t>(2 * (size_t)l2, 64u << 20);
      scratchWords = bytes / 4;
      CU_CHECK(cu.cuMemAlloc(&scratch, bytes));
    }
  }

  CUfunction function(const Config &c) {
    std::string file = c.get("file");
    std::string stem = file.substr(0, file.rfind('.'));
    auto it = modules.find(stem);
    if (it == modules.end()) {
      std::string path = opt.cubins + "/" + stem + ".cubin";
      CUmodule m;
      CUresult r = cu.cuModuleLoad(&m, path.c_str());
      if (r != CUDA_SUCCESS) throw CudaError(r, ("cuModuleLoad(" + path + ")").c_str());
      it = modules.emplace(stem, m).first;
    }
    CUfunction f;
    std::string k = c.get("kernel");
    CUresult r = cu.cuModuleGetFunction(&f, it->second, k.c_str());
    if (r != CUDA_SUCCESS) throw CudaError(r, ("cuModuleGetFunction(" + k + ")").c_str());
    return f;
  }

  // Returns false when the context is unusable afterwards.
  bool run(const Config &c) {
    std::vector<std::pair<std::string, std::string>> kv = {{"id", c.id()}};
    std::map<std::string, DeviceBuffer> bufs;
    bool contextOk = true;
    auto cleanup = [&]() {
      for (auto &b : bufs) {
        if (b.second.ptr) cu.cuMemFree(b.second.ptr);
        if (b.second.pristine) cu.cuMemFree(b.second.pristine);
      }
    };
    try {
      CUfunction f = function(c);
      int regs = 0, ssmem = 0, lmem = 0, maxThreads = 0;
      cu.cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f);
      cu.cuFuncGetAttribute(&ssmem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f);
      cu.cuFuncGetAttribute(&lmem, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, f);
      cu.cuFuncGetAttribute(&maxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f);
      if (c.smem > 48 * 1024) {
        // opt in to large dynamic shared memory, and ask for the largest shared-memory
        // carveout so that the occupancy the row was sized for (blocks per SM limited
        // by shared memory) is what the hardware gets
        CU_CHECK(cu.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)c.smem));
        CU_CHECK(cu.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT,
                                       (int)CU_SHAREDMEM_CARVEOUT_MAX_SHARED));
      }
      int bps = 0;
      cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(&bps, f, (int)(c.block[0] * c.block[1] * c.block[2]),
                                                     c.smem);
      kv.push_back({"regs", std::to_string(regs)});
      kv.push_back({"static_smem", std::to_string(ssmem)});
      kv.push_back({"local_bytes", std::to_string(lmem)});
      kv.push_back({"max_threads_per_block", std::to_string(maxThreads)});
      kv.push_back({"blocks_per_sm", std::to_string(bps)});
      kv.push_back({"warps_per_sm", std::to_string(bps * (int)((c.block[0] * c.block[1] * c.block[2] + 31) / 32))});

      // memory check
      size_t need = 0;
      for (auto &p : c.params)
        if (p.pointer) {
          size_t cnt = (size_t)evalExpr(c.buffers.at(p.name).count, c.env).v;
          size_t b = cnt * tySize(p.ty);
          need += b;
          if (std::find(c.restore.begin(), c.restore.end(), p.name) != c.restore.end()) need += b;
        }
      size_t freeMem = 0, totalMem = 0;
      cu.cuMemGetInfo(&freeMem, &totalMem);
      if (need + (64u << 20) > freeMem) {
        kv.insert(kv.begin() + 1, {"status", "skipped"});
        kv.push_back({"reason", "needs " + num(need / 1073741824.0, 3) + " GiB, " +
                                    num(freeMem / 1073741824.0, 3) + " GiB free"});
        std::printf("RESULT%s\n", fmtKV(kv).c_str());
        std::fflush(stdout);
        return true;
      }

      // allocate and initialise
      auto t0 = std::chrono::steady_clock::now();
      for (auto &p : c.params) {
        if (!p.pointer) continue;
        size_t cnt = (size_t)evalExpr(c.buffers.at(p.name).count, c.env).v;
        DeviceBuffer &db = bufs[p.name];
        db.bytes = std::max<size_t>(cnt * tySize(p.ty), 4);
        CU_CHECK(cu.cuMemAlloc(&db.ptr, db.bytes));
        HostData h = makeInit(c, p.name, p.ty, cnt);
        if (h.isFill) {
          if (tySize(p.ty) == 4) {
            CU_CHECK(cu.cuMemsetD32(db.ptr, (unsigned)h.fillBits, db.bytes / 4));
          } else if (h.fillBits == 0) {
            CU_CHECK(cu.cuMemsetD8(db.ptr, 0, db.bytes));
          } else {
            std::vector<unsigned char> tmp(cnt * 8);
            for (size_t i = 0; i < cnt; ++i) std::memcpy(tmp.data() + 8 * i, &h.fillBits, 8);
            CU_CHECK(cu.cuMemcpyHtoD(db.ptr, tmp.data(), tmp.size()));
          }
        } else {
          CU_CHECK(cu.cuMemcpyHtoD(db.ptr, h.bytes.data(), h.bytes.size()));
        }
        if (std::find(c.restore.begin(), c.restore.end(), p.name) != c.restore.end()) {
          CU_CHECK(cu.cuMemAlloc(&db.pristine, db.bytes));
          CU_CHECK(cu.cuMemcpyDtoD(db.pristine, db.ptr, db.bytes));
        }
      }
      CU_CHECK(cu.cuCtxSynchronize());
      double initS = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();

      // kernel arguments
      std::vector<std::unique_ptr<unsigned char[]>> storage;
      std::vector<void *> argv;
      for (auto &p : c.params) {
        storage.emplace_back(new unsigned char[8]());
        unsigned char *s = storage.back().get();
        if (p.pointer) {
          std::memcpy(s, &bufs[p.name].ptr, sizeof(CUdeviceptr));
        } else {
          Value v = c.env.at(p.name);
          switch (p.ty) {
          case Ty::F32: { float x = (float)v.v; std::memcpy(s, &x, 4); break; }
          case Ty::F64: { double x = v.v; std::memcpy(s, &x, 8); break; }
          case Ty::I32: { int32_t x = (int32_t)(long long)v.v; std::memcpy(s, &x, 4); break; }
          case Ty::U32: { uint32_t x = (uint32_t)(long long)v.v; std::memcpy(s, &x, 4); break; }
          case Ty::I64: { int64_t x = (int64_t)v.v; std::memcpy(s, &x, 8); break; }
          case Ty::U64: { uint64_t x = (uint64_t)v.v; std::memcpy(s, &x, 8); break; }
          }
        }
        argv.push_back(s);
      }

      auto prepare = [&]() {
        for (auto &r : c.restore) {
          DeviceBuffer &db = bufs[r];
          CU_CHECK(cu.cuMemcpyDtoD(db.ptr, db.pristine, db.bytes));
        }
      };
      auto launch = [&]() {
        CUresult r = cu.cuLaunchKernel(f, c.grid[0], c.grid[1], c.grid[2], c.block[0], c.block[1],
                                       c.block[2], c.smem, nullptr, argv.data(), nullptr);
        if (r != CUDA_SUCCESS) throw CudaError(r, "cuLaunchKernel");
      };

      if (opt.profile) {
        prepare();
        CU_CHECK(cu.cuCtxSynchronize());
        launch();
        CU_CHECK(cu.cuCtxSynchronize());
        kv.insert(kv.begin() + 1, {"status", "ok"});
        kv.push_back({"mode", "profile"});
      } else {
        CUevent e0, e1;
        CU_CHECK(cu.cuEventCreate(&e0, CU_EVENT_DEFAULT));
        CU_CHECK(cu.cuEventCreate(&e1, CU_EVENT_DEFAULT));
        for (int w = 0; w < opt.warmup; ++w) {
          prepare();
          launch();
          CU_CHECK(cu.cuCtxSynchronize());
        }
        std::vector<double> ms;
        for (int l = 0; l < opt.launches; ++l) {
          prepare();
          if (scratch) CU_CHECK(cu.cuMemsetD32Async(scratch, (unsigned)l, scratchWords, nullptr));
          CU_CHECK(cu.cuEventRecord(e0, nullptr));
          launch();
          CU_CHECK(cu.cuEventRecord(e1, nullptr));
          CU_CHECK(cu.cuEventSynchronize(e1));
          float t = 0;
          CU_CHECK(cu.cuEventElapsedTime(&t, e0, e1));
          ms.push_back(t);
        }
        cu.cuEventDestroy(e0);
        cu.cuEventDestroy(e1);
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        size_t m = sorted.size();
        double median = m % 2 ? sorted[m / 2] : 0.5 * (sorted[m / 2 - 1] + sorted[m / 2]);
        double mean = std::accumulate(ms.begin(), ms.end(), 0.0) / m;
        double var = 0;
        for (double x : ms) var += (x - mean) * (x - mean);
        double stdev = m > 1 ? std::sqrt(var / (m - 1)) : 0;
        kv.insert(kv.begin() + 1, {"status", "ok"});
        kv.push_back({"median_ms", num(median, 7)});
        kv.push_back({"min_ms", num(sorted.front(), 7)});
        kv.push_back({"max_ms", num(sorted.back(), 7)});
        kv.push_back({"mean_ms", num(mean, 7)});
        kv.push_back({"stdev_ms", num(stdev, 4)});
        kv.push_back({"launches", std::to_string(m)});
        kv.push_back({"warmup", std::to_string(opt.warmup)});
        kv.push_back({"l2_flush", scratch ? "1" : "0"});
        std::string all;
        for (double x : ms) all += (all.empty() ? "" : ";") + num(x, 6);
        kv.push_back({"samples_ms", all});
      }
      kv.push_back({"init_s", num(initS, 3)});

      // checksum of the buffers the kernel writes (zero-initialised or restored)
      std::string sums;
      for (auto &p : c.params) {
        if (!p.pointer) continue;
        const BufferSpec &bs = c.buffers.at(p.name);
        bool isOut = bs.init == "zero" || bs.init == "none" ||
                     std::find(c.restore.begin(), c.restore.end(), p.name) != c.restore.end();
        if (!isOut) continue;
        DeviceBuffer &db = bufs[p.name];
        size_t n = std::min<size_t>(db.bytes, 64u << 20) / tySize(p.ty);
        std::vector<unsigned char> hb(n * tySize(p.ty));
        CU_CHECK(cu.cuMemcpyDtoH(hb.data(), db.ptr, hb.size()));
        double sum = 0;
        long nonFinite = 0;
        for (size_t i = 0; i < n; ++i) {
          double v = 0;
          switch (p.ty) {
          case Ty::F32: { float x; std::memcpy(&x, &hb[4 * i], 4); v = x; break; }
          case Ty::F64: { std::memcpy(&v, &hb[8 * i], 8); break; }
          case Ty::I32: { int32_t x; std::memcpy(&x, &hb[4 * i], 4); v = x; break; }
          case Ty::U32: { uint32_t x; std::memcpy(&x, &hb[4 * i], 4); v = x; break; }
          case Ty::I64: { int64_t x; std::memcpy(&x, &hb[8 * i], 8); v = (double)x; break; }
          case Ty::U64: { uint64_t x; std::memcpy(&x, &hb[8 * i], 8); v = (double)x; break; }
          }
          if (std::isfinite(v)) sum += v;
          else ++nonFinite;
        }
        sums += (sums.empty() ? "" : ";") + p.name + ":" + num(sum, 10) +
                (nonFinite ? ":nonfinite=" + std::to_string(nonFinite) : "");
      }
      if (!sums.empty()) kv.push_back({"checksum", sums});
    } catch (CudaError &e) {
      kv.insert(kv.begin() + 1, {"status", "error"});
      kv.push_back({"reason", e.what()});
      contextOk = !stickyError(e.code);
    } catch (std::exception &e) {
      kv.insert(kv.begin() + 1, {"status", "error"});
      kv.push_back({"reason", e.what()});
    }
    if (contextOk) cleanup();
    std::printf("RESULT%s\n", fmtKV(kv).c_str());
    std::fflush(stdout);
    return contextOk;
  }
};

void usage() {
  std::printf(
      "usage: driver --suite FILE [--cubins DIR] [--only REGEX] [--launches N] [--warmup N]\n"
      "              [--no-flush] [--profile] [--device N] [--dry-run [--init [--dump N]]] [--list]\n");
}

}  // namespace

int main(int argc, char **argv) {
  Options opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto val = [&]() -> std::string {
      if (i + 1 >= argc) die("%s needs a value", a.c_str());
      return argv[++i];
    };
    if (a == "--suite") opt.suite = val();
    else if (a == "--cubins") opt.cubins = val();
    else if (a == "--only") opt.only = val();
    else if (a == "--launches") opt.launches = std::max(1, std::atoi(val().c_str()));
    else if (a == "--warmup") opt.warmup = std::max(0, std::atoi(val().c_str()));
    else if (a == "--device") opt.device = std::atoi(val().c_str());
    else if (a == "--no-flush") opt.flush = false;
    else if (a == "--profile") opt.profile = true;
    else if (a == "--dry-run") opt.dryRun = true;
    else if (a == "--init") opt.dryInit = true;
    else if (a == "--dump") opt.dump = std::max(0, std::atoi(val().c_str()));
    else if (a == "--list") opt.list = true;
    else if (a == "-h" || a == "--help") {
      usage();
      return 0;
    } else {
      die("unknown option %s", a.c_str());
    }
  }
  if (opt.suite.empty()) die("--suite FILE is required");
  std::vector<Config> suite = readSuite(opt.suite);
  std::vector<const Config *> sel;
  std::regex re;
  try {
    re = std::regex(opt.only.empty() ? std::string(".*") : opt.only);
  } catch (std::regex_error &) {
    die("bad --only regex '%s'", opt.only.c_str());
  }
  for (auto &c : suite)
    if (std::regex_search(c.id(), re)) sel.push_back(&c);

  if (opt.list) {
    for (auto *c : sel) std::printf("%s\t%s\t%s\n", c->id().c_str(), c->get("file").c_str(), c->get("kernel").c_str());
    return 0;
  }
  if (opt.dryRun) {
    int bad = 0;
    for (auto *c : sel) {
      std::vector<std::pair<std::string, std::string>> kv = {{"id", c->id()}, {"status", "dry-run"}};
      try {
        double bytes = 0;
        std::string sums;
        for (auto &p : c->params) {
          if (!p.pointer) continue;
          size_t cnt = (size_t)evalExpr(c->buffers.at(p.name).count, c->env).v;
          bytes += (double)cnt * tySize(p.ty);
          if (opt.dryInit) {
            HostData h = makeInit(*c, p.name, p.ty, cnt);
            uint64_t hsh = h.isFill ? h.fillBits : fnv1a(std::string(h.bytes.begin(), h.bytes.end()));
            sums += (sums.empty() ? "" : ";") + p.name + ":" + std::to_string(cnt) + ":" +
                    (h.isFill ? "fill" : "data") + ":" + std::to_string(hsh % 1000000007ull);
            if (opt.dump) {
              std::string d;
              for (size_t i = 0; i < std::min<size_t>(cnt, opt.dump); ++i) {
                uint64_t bits = h.fillBits;
                if (!h.isFill) std::memcpy(&bits, &h.bytes[i * tySize(p.ty)], tySize(p.ty));
                double v = 0;
                if (p.ty == Ty::F32) { float x; uint32_t b32 = (uint32_t)bits; std::memcpy(&x, &b32, 4); v = x; }
                else if (p.ty == Ty::F64) std::memcpy(&v, &bits, 8);
                else if (p.ty == Ty::I32) v = (int32_t)(uint32_t)bits;
                else if (p.ty == Ty::U32) v = (uint32_t)bits;
                else if (p.ty == Ty::I64) v = (double)(int64_t)bits;
                else v = (double)bits;
                d += (d.empty() ? "" : " ") + num(v, 6);
              }
              std::printf("DUMP\t%s\t%s\t%s\n", c->id().c_str(), p.name.c_str(), d.c_str());
            }
          }
        }
        kv.push_back({"device_gib", num(bytes / 1073741824.0, 4)});
        if (!sums.empty()) kv.push_back({"init", sums});
      } catch (std::exception &e) {
        kv[1].second = "error";
        kv.push_back({"reason", e.what()});
        ++bad;
      }
      std::printf("RESULT%s\n", fmtKV(kv).c_str());
    }
    return bad ? 1 : 0;
  }
  if (opt.cubins.empty()) die("--cubins DIR is required to run kernels");
  Runner runner(opt);
  try {
    runner.initDevice();
  } catch (std::exception &e) {
    die("%s", e.what());
  }
  for (auto *c : sel) {
    if (!runner.run(*c)) {
      std::fprintf(stderr, "driver: context lost after %s; stopping\n", c->id().c_str());
      return 2;
    }
  }
  return 0;
}
