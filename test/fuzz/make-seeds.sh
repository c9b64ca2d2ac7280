#!/usr/bin/env bash
# Builds the seed corpora for the fuzzers:
#   OUT/spec    every shipped spec, plus derived and malformed variants
#   OUT/module  llvm-stress-19 modules retargeted to NVPTX (target triple and
#               datalayout set, the function annotated as a kernel in
#               !nvvm.annotations), the test corpus (.ll and bitcode),
#               and truncated copies of both
# Usage: test/fuzz/make-seeds.sh OUT_DIR [STRESS_COUNT]
set -euo pipefail
SRC=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${1:?usage: make-seeds.sh OUT_DIR [STRESS_COUNT]}
COUNT=${2:-40}
BIN=/usr/lib/llvm-19/bin
STRESS=$(command -v llvm-stress-19 || echo "$BIN/llvm-stress")
rm -rf "$OUT" && mkdir -p "$OUT/spec" "$OUT/module"

# --- specs -------------------------------------------------------------------
cp "$SRC"/gpu-specs/*.yaml "$OUT/spec/"
printf 'name: derived\nbase: h100\nsm_count: 100\nlatency:\n  dram: 650\n' > "$OUT/spec/derived.yaml"
printf 'name: x\nbase: h100\nsm_count: [1, 2\n' > "$OUT/spec/syntax.yaml"
printf 'name: x\nbase: h100\nprovisional: [latency.dram, nope]\n' > "$OUT/spec/provisional.yaml"
head -c 700 "$SRC/gpu-specs/h100.yaml" > "$OUT/spec/truncated.yaml"

# --- modules -----------------------------------------------------------------
DL='target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"'
TRIPLE='target triple = "nvptx64-nvidia-cuda"'
# Bitcode records the name it was assembled from: assemble the copy in OUT by
# its relative name, so that the seeds do not depend on where the checkout is.
as_bitcode() { (cd "$OUT/module" && "$BIN/llvm-as" "$1" -o "${1%.ll}.bc"); }
n=0
for seed in $(seq 1 "$COUNT"); do
  size=$(( 20 + (seed * 37) % 200 ))
  f="$OUT/module/stress-$seed.ll"
  "$STRESS" -seed="$seed" -size="$size" -o - |
    sed -e '/^target datalayout/d' -e '/^target triple/d' > "$f.body"
  fn=$(sed -n 's/^define [^@]*@\([A-Za-z0-9_.]*\)(.*/\1/p' "$f.body" | head -1)
  { echo "$DL"; echo "$TRIPLE"; cat "$f.body"
    echo "!nvvm.annotations = !{!0}"
    echo "!0 = !{ptr @$fn, !\"kernel\", i32 1}"; } > "$f"
  rm -f "$f.body"
  # Keep the modules that verify (the fuzzer mutates them into ones that do not).
  if "$BIN/opt" -passes=verify -disable-output "$f" 2>/dev/null; then
    as_bitcode "stress-$seed.ll"
    n=$((n + 1))
  else
    rm -f "$f"
  fi
done
for f in $(find "$SRC/test/Inputs" "$SRC/examples" -name '*.ll' | sort); do
  b=$(echo "${f#$SRC/}" | tr '/' '_')
  cp "$f" "$OUT/module/$b"
  as_bitcode "$b" 2>/dev/null || true
done
# Truncated IR and bitcode: a prefix of every fourth file.
i=0
for f in $(ls "$OUT"/module/* | sort); do
  i=$((i + 1))
  [ $((i % 4)) = 0 ] || continue
  size=$(wc -c < "$f")
  head -c $((size / 2)) "$f" > "$OUT/module/trunc-$i-$(basename "$f")"
done
cp "$SRC/test/Inputs/Refuse/future-epoch.bc" "$OUT/module/"
echo "seeds: $(ls "$OUT/spec" | wc -l) specs, $(ls "$OUT/module" | wc -l) modules ($n from llvm-stress)"
