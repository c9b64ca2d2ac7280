#!/usr/bin/env bash
# Bounded fuzzing smoke run (about a minute): builds fuzz-spec and fuzz-module
# in BUILD_DIR (configured with clang-19, -DGPUPERF_FUZZ=ON), builds the seed
# corpora, runs each fuzzer for a fixed number of inputs from a fixed seed and
# exits non-zero if either finds a crash, a sanitizer report, a leak-free
# abort or a timeout. Inputs that crashed are left in BUILD_DIR/fuzz-artifacts/.
#
# The seed and counts are fixed, so a red smoke run is usually a finding
# anyone can replay (not always: coverage of code that iterates pointer-keyed
# maps differs from run to run, and libFuzzer follows coverage). Longer
# campaigns that look for new findings vary them:
#   FUZZ_SEED=$RANDOM SPEC_RUNS=2000000 MODULE_RUNS=50000.
#
# fuzz-module mutates textual IR here (text seeds, -only_ascii=1), which LLVM's
# IR parser reads robustly, so what it finds is in gpuperf. LLVM 19's bitcode
# reader is not hardened against malformed input: mutated bitcode makes it
# crash, loop for minutes or allocate tens of GiB, findings in LLVM that would
# turn CI red at random. gpuperf's defences against each are tested by
# test/Robustness/refuse-reader-{crash,oom,hang}.test; FUZZ_BITCODE=1 fuzzes
# bitcode too, for a campaign.
# Usage: test/fuzz/run-smoke.sh BUILD_DIR
#   FUZZ_SEED (default 1), SPEC_RUNS (default 150000), MODULE_RUNS (default
#   6000), MAX_SECONDS per fuzzer (a safety cap, default 300), JOBS (default
#   2), FUZZ_BITCODE (default 0)
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:?usage: run-smoke.sh BUILD_DIR}
mkdir -p "$BUILD" && BUILD=$(cd "$BUILD" && pwd)
JOBS=${JOBS:-2}
if [ ! -f "$BUILD/CMakeCache.txt" ]; then
  cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON \
    -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 -DGPUPERF_FUZZ=ON >/dev/null
fi
ninja -C "$BUILD" -j "$JOBS" fuzz-spec fuzz-module

"$SRC/test/fuzz/make-seeds.sh" "$BUILD/fuzz-seeds" 40
MODULE_SEEDS=$BUILD/fuzz-seeds/module MODULE_FLAGS=()
if [ "${FUZZ_BITCODE:-0}" = 0 ]; then
  MODULE_SEEDS=$BUILD/fuzz-seeds/module-text MODULE_FLAGS=(-only_ascii=1)
  mkdir -p "$MODULE_SEEDS" && cp "$BUILD"/fuzz-seeds/module/*.ll "$MODULE_SEEDS/"
fi
mkdir -p "$BUILD/fuzz-corpus/spec" "$BUILD/fuzz-corpus/module" "$BUILD/fuzz-artifacts"

# LLVM's libraries are not instrumented and keep process-lifetime globals
# (cl::opt registries, ManagedStatics) that LeakSanitizer would report as
# leaks on every input; leaks in our code are caught by .ci/sanitize's runs.
# One allocation over 2 GiB fails, and returns null as malloc does, instead
# of ending the run: LLVM's (uninstrumented) bitcode reader sizes vectors from
# counts in the input, and turns a failed one into a fatal error that the
# harness recovers from as gpuperf's loader does (gpuperf's --max-memory;
# test/Robustness/refuse-reader-oom.test). Anywhere else a failed allocation
# still ends the run as a finding, and the RSS limit catches memory our code
# really uses.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0:allocator_may_return_null=1:max_allocation_size_mb=2048}

status=0
run() { # NAME RUNS MAX_LEN SEEDS [FLAGS...]
  local name=$1 runs=$2 maxlen=$3 seeds=$4 log="$BUILD/fuzz-$1.log"
  shift 4
  echo "== fuzz-$name: $runs inputs, seed ${FUZZ_SEED:-1}"
  # A fresh corpus each time: what the run finds depends on seed and counts only.
  rm -rf "$BUILD/fuzz-corpus/$name" && mkdir -p "$BUILD/fuzz-corpus/$name"
  if "$BUILD/test/fuzz/fuzz-$name" "$BUILD/fuzz-corpus/$name" "$seeds" "$@" \
      -seed="${FUZZ_SEED:-1}" -runs="$runs" -max_total_time="${MAX_SECONDS:-300}" \
      -timeout=10 -rss_limit_mb=4096 -max_len="$maxlen" \
      -print_final_stats=1 -artifact_prefix="$BUILD/fuzz-artifacts/$name-" > "$log" 2>&1; then
    :
  else
    echo "fuzz-$name FAILED (log: $log)"; tail -40 "$log"; status=1
  fi
  grep -E '^stat::(number_of_executed_units|peak_rss_mb|new_units_added)' "$log" | sed "s/^/  fuzz-$name /"
}
run spec "${SPEC_RUNS:-150000}" 8192 "$BUILD/fuzz-seeds/spec"
run module "${MODULE_RUNS:-6000}" 65536 "$MODULE_SEEDS" ${MODULE_FLAGS[@]+"${MODULE_FLAGS[@]}"}
exit $status
