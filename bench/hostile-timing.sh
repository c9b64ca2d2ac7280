#!/usr/bin/env bash
# Wall time of gpuperf analyze on every file of the hostile corpus
# (test/Inputs/Hostile, plus the generated 100,000-instruction kernel), with
# the in-process analysis only (--no-ptxas) and with the default resource
# path (llc-19 + ptxas, cache disabled), and of opt -passes='print<gpu-perf>'.
# Prints one line per file, slowest last; the budget is 2 s per kernel.
# Usage: bench/hostile-timing.sh [BUILD_DIR] [REPEATS]
set -euo pipefail
SRC=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$SRC/build}
REPEATS=${2:-3}
G="$BUILD/tools/gpuperf/gpuperf"
PLUGIN="$BUILD/lib/Plugin/GPUPerf.so"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 "$SRC/test/Inputs/Hostile/gen-large-kernel.py" 100000 > "$TMP/large_kernel_100k.ll"
HAVE_PTXAS=0
[ -x /usr/local/cuda/bin/ptxas ] || command -v ptxas >/dev/null && HAVE_PTXAS=1

# best of REPEATS, in seconds
best() {
  local b=""
  for _ in $(seq "$REPEATS"); do
    local s e
    s=$(date +%s.%N); "$@" > /dev/null 2>&1 || true; e=$(date +%s.%N)
    b=$(python3 -c "t=$e-$s; b='$b'; print(f'{min(t, float(b)) if b else t:.3f}')")
  done
  echo "$b"
}
printf '%-28s %8s %8s %10s %s\n' file kernels no-ptxas opt-print "ptxas(uncached)"
for f in "$SRC"/test/Inputs/Hostile/*.ll "$TMP/large_kernel_100k.ll"; do
  k=$(grep -c '!"kernel", i32 1' "$f" || true)
  a=$(best "$G" analyze "$f" --no-ptxas --format json)
  o=$(best /usr/lib/llvm-19/bin/opt -load-pass-plugin="$PLUGIN" -gpu-perf-no-ptxas \
      -passes='print<gpu-perf>' -disable-output "$f")
  p=-
  if [ "$HAVE_PTXAS" = 1 ]; then
    p=$(GPUPERF_CACHE_DIR= XDG_CACHE_HOME="$TMP/nocache-$RANDOM" best "$G" analyze "$f" --format json)
  fi
  printf '%-28s %8s %8s %10s %s\n' "$(basename "$f")" "$k" "$a" "$o" "$p"
done | sort -k3 -n
