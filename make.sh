#!/usr/bin/env bash
# The README's two commands, each self-sufficient on a fresh Debian 12 machine:
#   ./make.sh demo   install what is missing, build, run gpuperf on examples/
#   ./make.sh test   install what is missing, build, pass every test (then the
#                    same tests again under ASan+UBSan, as CI runs them)
# Also: ./make.sh build (just build), ./make.sh check (tests without the
# sanitizer pass), ./make.sh sanitize (only the ASan+UBSan pass).
set -euo pipefail
cd "$(dirname "$0")"
BUILD=${GPUPERF_BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}

# Debian packages by the command or file that shows they are present.
need_packages() {
  local missing=()
  [ -x /usr/lib/llvm-19/bin/opt ] && [ -f /usr/lib/llvm-19/lib/cmake/llvm/LLVMConfig.cmake ] || missing+=(llvm-19-dev llvm-19-tools)
  [ -f /usr/lib/llvm-19/build/utils/lit/lit.py ] || missing+=(llvm-19-tools)
  [ -x /usr/lib/llvm-19/bin/clang++ ] || missing+=(clang-19)
  [ -d /usr/lib/llvm-19/include/clang ] || missing+=(libclang-19-dev)
  [ -f /usr/include/isl/ctx.h ] || missing+=(libisl-dev)
  [ -f /usr/include/gtest/gtest.h ] || missing+=(libgtest-dev)
  ls /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a >/dev/null 2>&1 || missing+=(libclang-rt-19-dev)
  command -v cmake >/dev/null || missing+=(cmake)
  command -v ninja >/dev/null || missing+=(ninja-build)
  command -v python3 >/dev/null || missing+=(python3)
  command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
  # The Python tests (python/tests) and the JSON schema test run under
  # Debian's python3 when the python3 on PATH lacks pytest or jsonschema.
  python3 -c 'import pytest, jsonschema' 2>/dev/null ||
    /usr/bin/python3 -c 'import pytest, jsonschema' 2>/dev/null ||
    missing+=(python3-pytest python3-jsonschema)
  printf '%s\n' "${missing[@]}" | sort -u | grep . || true
}

install_deps() {
  local pkgs
  pkgs=$(need_packages)
  [ -z "$pkgs" ] && return 0
  echo "Installing: $(echo $pkgs)"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $pkgs
}

build() {
  install_deps
  # A unity build: a fresh build (CI, a new checkout) takes half the time;
  # configure without it (-DCMAKE_UNITY_BUILD=OFF) for many small rebuilds.
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON "$@" >/dev/null
  ninja -C "$BUILD" -j "$JOBS"
}

case "${1:-}" in
demo)
  build
  "$BUILD/tools/gpuperf/gpuperf" analyze examples/vector_add.cu --gpu h200 \
    --block 256 --grid 32768 --arg n=8388608 --all-views
  ;;
check)
  build
  ctest --test-dir "$BUILD" --output-on-failure
  ;;
test)
  build
  ctest --test-dir "$BUILD" --output-on-failure
  install_deps
  .ci/sanitize "${BUILD}-sanitize"
  ;;
build)
  build
  ;;
sanitize)
  install_deps
  .ci/sanitize "${BUILD}-sanitize"
  ;;
*)
  echo "usage: ./make.sh demo|test|check|build|sanitize" >&2
  exit 1
  ;;
esac
