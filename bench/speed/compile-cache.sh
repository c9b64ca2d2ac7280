#!/bin/sh
# What the compile cache saves: `gpuperf analyze` of one .cu, five times with
# an empty cache directory each time (clang compiles) and five times with a
# warm one (the kept compile is checked against every file it read and
# reused); prints the median wall time of each and their ratio.
#
#   bench/speed/compile-cache.sh [BUILD_DIR] [SOURCE.cu]
#   (defaults: build, examples/vector_add.cu)
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-$ROOT/build}
SOURCE=${2:-$ROOT/examples/vector_add.cu}
GPUPERF=$BUILD/tools/gpuperf/gpuperf
[ -x "$GPUPERF" ] || { echo "error: $GPUPERF not built" >&2; exit 1; }
CACHE=$(mktemp -d)
trap 'rm -rf "$CACHE"' EXIT
run() { # prints one run's wall time in seconds
  s=$(date +%s.%N)
  GPUPERF_CACHE_DIR=$CACHE/$1 "$GPUPERF" analyze "$SOURCE" --no-ptxas > /dev/null
  e=$(date +%s.%N)
  echo "$e - $s" | bc
}
median() { sort -n | sed -n 3p; }
COLD=$(for i in 1 2 3 4 5; do run "cold$i"; done | median)
WARM=$(run warm > /dev/null; for i in 1 2 3 4 5; do run warm; done | median)
awk -v c="$COLD" -v w="$WARM" -v f="$(basename "$SOURCE")" 'BEGIN {
  printf "compile cache (%s): cold %.2f s, warm %.2f s: %.1fx faster\n", f, c, w, c / w }'
