#!/usr/bin/env bash
# Wall time of gpuperf analyze on every file of the hostile corpus
# (test/Inputs/Hostile, plus generated kernels: one just under the access
# budget, one of 100,000 instructions), with
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
# Just under the default per-kernel access budget (300): the slowest kernel
# that is still analysed in full.
python3 "$SRC/test/Inputs/Hostile/gen-large-kernel.py" 1380 > "$TMP/at_budget_kernel.ll"
HAVE_PTXAS=0
[ -x /usr/local/cuda/bin/ptxas ] || command -v ptxas >/dev/null && HAVE_PTXAS=1

# best of REPEATS: "wall/cpu" seconds (cpu = user + sys; on a shared
# machine the wall time also counts waiting for a core)
best() {
  local b="" bc=""
  for _ in $(seq "$REPEATS"); do
    /usr/bin/time -f "%e %U %S" -o "$TMP/t" "$@" > /dev/null 2>&1 || true
    read -r w u s < <(tail -1 "$TMP/t")
    local c
    c=$(python3 -c "print(f'{$u + $s:.2f}')")
    if [ -z "$b" ] || python3 -c "import sys; sys.exit(0 if $w < $b else 1)"; then b=$w; bc=$c; fi
  done
  echo "$b/$bc"
}
printf '%-28s %8s %11s %11s %s\n' file kernels "no-ptxas" "opt-print" "ptxas(uncached)   [wall/cpu s]"
for f in "$SRC"/test/Inputs/Hostile/*.ll "$TMP/at_budget_kernel.ll" "$TMP/large_kernel_100k.ll"; do
  k=$(grep -c '!"kernel", i32 1' "$f" || true)
  a=$(best "$G" analyze "$f" --no-ptxas --format json)
  o=$(best /usr/lib/llvm-19/bin/opt -load-pass-plugin="$PLUGIN" -gpu-perf-no-ptxas \
      -passes='print<gpu-perf>' -disable-output "$f" 2>/dev/null)
  p=-
  if [ "$HAVE_PTXAS" = 1 ]; then
    p=$(GPUPERF_CACHE_DIR= XDG_CACHE_HOME="$TMP/nocache-$RANDOM" best "$G" analyze "$f" --format json)
  fi
  printf '%-28s %8s %11s %11s %s\n' "$(basename "$f")" "$k" "$a" "$o" "$p"
done | sort -t/ -k2 -n
