#!/usr/bin/env bash
# Self check of include/gpuperf-cuda/gpuperf_cuda.h (no lit needed).
#   test/DeviceHeader/check.sh [--arch sm_90]
# 1. selftest.cu (every API of the header) through the gpuperf command line
#    clang++-19 -x cuda --cuda-device-only -nocudainc -nocudalib -O2 [-g] -include gpuperf_cuda.h
#    then llc-19 -march=nvptx64 and ptxas: no errors, no "Cannot select", no
#    external calls left in the PTX;
# 2. the header is a no-op for nvcc (selftest.cu compiled by nvcc with -include)
#    and in plain C++ compilations;
# 3. mathtest.cpp: accuracy of the precise math functions against the host libm.
# Tools: CLANG (clang++-19), LLC (llc-19), PTXAS, NVCC, HOSTCXX (clang++-19 or c++).
# A missing clang/llc fails; a missing ptxas or nvcc skips that step.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
hdr="$(cd "$here/../../include/gpuperf-cuda" && pwd)"
arch=sm_90
if [ "${1:-}" = "--arch" ] && [ -n "${2:-}" ]; then arch="$2"; fi

find_tool() { # env-var default...
  local var="$1"; shift
  if [ -n "${!var:-}" ]; then command -v "${!var}" && return 0; return 1; fi
  local t
  for t in "$@"; do
    if command -v "$t" >/dev/null 2>&1; then command -v "$t"; return 0; fi
    if [ -x "$t" ]; then echo "$t"; return 0; fi
  done
  return 1
}
CLANG=$(find_tool CLANG clang++-19 clang++) || { echo "FAIL: clang++-19 not found"; exit 1; }
LLC=$(find_tool LLC llc-19 llc) || { echo "FAIL: llc-19 not found"; exit 1; }
PTXAS=$(find_tool PTXAS ptxas "${CUDA_HOME:-/usr/local/cuda}/bin/ptxas" /usr/local/cuda/bin/ptxas) || PTXAS=""
NVCC=$(find_tool NVCC nvcc "${CUDA_HOME:-/usr/local/cuda}/bin/nvcc" /usr/local/cuda/bin/nvcc) || NVCC=""
HOSTCXX=$(find_tool HOSTCXX clang++-19 clang++ c++ g++) || HOSTCXX=""

tmp="$(mktemp -d "${TMPDIR:-/tmp}/gpuperf-cuda-check.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
fails=0
pass() { echo "ok    $*"; }
fail() { echo "FAIL  $*"; fails=$((fails + 1)); }

for dbg in "" "-g"; do
  tag="selftest${dbg:+ $dbg}"
  ll="$tmp/st$dbg.ll"; ptx="$tmp/st$dbg.ptx"
  if ! "$CLANG" -x cuda --cuda-gpu-arch="$arch" --cuda-device-only -nocudainc -nocudalib -O2 $dbg \
      -Wall -Wextra -Werror -Wno-unknown-cuda-version -S -emit-llvm -include "$hdr/gpuperf_cuda.h" \
      "$here/selftest.cu" -o "$ll" 2>"$tmp/err"; then
    fail "$tag: clang"; sed 's/^/      /' "$tmp/err" | head -40; continue
  fi
  if grep -qE 'call [^(]*@llvm\.(exp|exp2|log|log2|log10|sin|cos|pow)\.' "$ll"; then
    fail "$tag: IR contains math intrinsics NVPTX cannot select"; continue
  fi
  if ! "$LLC" -march=nvptx64 -mcpu="$arch" "$ll" -o "$ptx" 2>"$tmp/err"; then
    fail "$tag: llc"; sed 's/^/      /' "$tmp/err" | head -40; continue
  fi
  if grep -q '^\.extern \.func' "$ptx"; then
    fail "$tag: PTX calls external functions: $(grep '^\.extern \.func' "$ptx" | tr '\n' ' ')"; continue
  fi
  if [ -n "$PTXAS" ]; then
    if ! "$PTXAS" -arch="$arch" -v "$ptx" -o "$tmp/st.cubin" 2>"$tmp/err"; then
      fail "$tag: ptxas"; sed 's/^/      /' "$tmp/err" | head -40; continue
    fi
    pass "$tag: clang -nocudainc + llc + ptxas ($(grep -c '^\.visible \.entry' "$ptx") kernels)"
  else
    pass "$tag: clang -nocudainc + llc (ptxas not found: skipped)"
  fi
done

if [ -n "$NVCC" ]; then
  if "$NVCC" -arch="$arch" -include "$hdr/gpuperf_cuda.h" -c "$here/selftest.cu" -o "$tmp/nv.o" 2>"$tmp/err"; then
    pass "nvcc -include gpuperf_cuda.h selftest.cu (header is a no-op)"
  else
    fail "nvcc"; sed 's/^/      /' "$tmp/err" | head -40
  fi
else
  echo "skip  nvcc not found"
fi

if [ -n "$HOSTCXX" ]; then
  printf '#include "gpuperf_cuda.h"\n#ifdef GPUPERF_CUDA_SHIM\n#error shim active in C++\n#endif\nint main(){return 0;}\n' >"$tmp/plain.cpp"
  if "$HOSTCXX" -std=c++17 -I"$hdr" -fsyntax-only "$tmp/plain.cpp" 2>"$tmp/err"; then
    pass "plain C++ include is a no-op"
  else
    fail "plain C++ include"; sed 's/^/      /' "$tmp/err" | head -20
  fi
  if "$HOSTCXX" -std=c++17 -O2 -DGPUPERF_CUDA_HOST_MATH_TEST -I"$hdr" "$here/mathtest.cpp" -o "$tmp/mathtest" -lm 2>"$tmp/err"; then
    if "$tmp/mathtest" >"$tmp/mt.out"; then
      pass "math accuracy (mathtest.cpp)"
    else
      fail "math accuracy"; sed 's/^/      /' "$tmp/mt.out"
    fi
  else
    fail "mathtest build"; sed 's/^/      /' "$tmp/err" | head -20
  fi
else
  echo "skip  no host C++ compiler for mathtest"
fi

if [ "$fails" -ne 0 ]; then echo "gpuperf-cuda check: $fails FAILED"; exit 1; fi
echo "gpuperf-cuda check: passed"
