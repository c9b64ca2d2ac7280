#!/bin/sh
# Rank speed: 1,000 configurations of one kernel (vector_add: 8 block sizes x
# 125 values of n, grid = ceil(n / block)) ranked by `gpuperf rank`; prints the
# wall time and configurations per second. Goal: under 5 s on a 2-core machine.
#
#   bench/speed/rank.sh [BUILD_DIR] [JOBS]      (defaults: build, all cores)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}
JOBS=${2:-0}
GPUPERF=$BUILD/tools/gpuperf/gpuperf
[ -x "$GPUPERF" ] || { echo "error: $GPUPERF not built" >&2; exit 1; }
N=$(seq -s, 65536 65536 8192000)          # 125 problem sizes
BLOCKS=32,64,96,128,256,384,512,1024      # 8 block sizes
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT
START=$(date +%s.%N)
"$GPUPERF" rank "$ROOT/test/Inputs/vector_add.ll" --gpu h200 --no-ptxas \
  --block-sweep "$BLOCKS" --arg-sweep "n=$N" --grid-for n --top 5 --jobs "$JOBS" > "$OUT"
END=$(date +%s.%N)
cat "$OUT"
CONFIGS=$(sed -n 's/^gpuperf rank: \([0-9]*\) configurations.*/\1/p' "$OUT")
awk -v s="$START" -v e="$END" -v c="$CONFIGS" -v j="$JOBS" 'BEGIN {
  t = e - s; printf "rank speed: %d configurations in %.2f s (--jobs %s): %.0f configurations/s\n", c, t, j, c / t }'
