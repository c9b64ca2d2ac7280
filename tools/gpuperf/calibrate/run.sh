#!/usr/bin/env bash
# Runs every benchmark and writes one CSV (default results.csv); then
#   gpuperf calibrate --fit results.csv -o mygpu.yaml
set -euo pipefail
cd "$(dirname "$0")"
OUT=${1:-results.csv}
./bin/devinfo > "$OUT.partial"
for b in arith shared memory misc; do
  echo "running $b" >&2
  ./bin/$b >> "$OUT.partial"
done
mv "$OUT.partial" "$OUT"
echo "wrote $OUT" >&2
