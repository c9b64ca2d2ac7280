#!/usr/bin/env bash
# Bounded fuzzing smoke run (about a minute): builds fuzz-spec and fuzz-module
# in BUILD_DIR (configured with clang-19, -DGPUPERF_FUZZ=ON), builds the seed
# corpora, runs each fuzzer for a fixed time and exits non-zero if either
# finds a crash, a sanitizer report, a leak-free abort or a timeout. Inputs
# that crashed are left in BUILD_DIR/fuzz-artifacts/.
# Usage: test/fuzz/run-smoke.sh BUILD_DIR
#   SPEC_SECONDS (default 20), MODULE_SECONDS (default 40), JOBS (default 2)
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:?usage: run-smoke.sh BUILD_DIR}
mkdir -p "$BUILD" && BUILD=$(cd "$BUILD" && pwd)
JOBS=${JOBS:-2}
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 -DGPUPERF_FUZZ=ON >/dev/null
fi
ninja -C "$BUILD" -j "$JOBS" fuzz-spec fuzz-module

"$SRC/test/fuzz/make-seeds.sh" "$BUILD/fuzz-seeds" 40
mkdir -p "$BUILD/fuzz-corpus/spec" "$BUILD/fuzz-corpus/module" "$BUILD/fuzz-artifacts"

# LLVM's libraries are not instrumented and keep process-lifetime globals
# (cl::opt registries, ManagedStatics) that LeakSanitizer would report as
# leaks on every input; leaks in our code are caught by .ci/sanitize's runs.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}

status=0
run() { # NAME SECONDS MAX_LEN
  local name=$1 secs=$2 maxlen=$3 log="$BUILD/fuzz-$1.log"
  echo "== fuzz-$name: ${secs}s"
  if "$BUILD/test/fuzz/fuzz-$name" "$BUILD/fuzz-corpus/$name" "$BUILD/fuzz-seeds/$name" \
      -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 -max_len="$maxlen" \
      -print_final_stats=1 -artifact_prefix="$BUILD/fuzz-artifacts/$name-" > "$log" 2>&1; then
    :
  else
    echo "fuzz-$name FAILED (log: $log)"; tail -40 "$log"; status=1
  fi
  grep -E '^stat::(number_of_executed_units|peak_rss_mb|new_units_added)' "$log" | sed "s/^/  fuzz-$name /"
}
run spec "${SPEC_SECONDS:-20}" 8192
run module "${MODULE_SECONDS:-40}" 65536
exit $status
