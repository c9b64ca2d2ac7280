#!/usr/bin/env bash
# Builds the gpuperf calibration benchmarks, one nvcc at a time.
# NVCC (default nvcc) and NVCC_ARCH (default the --arch given to --emit) override.
set -euo pipefail
cd "$(dirname "$0")"
NVCC=${NVCC:-nvcc}
ARCH=${NVCC_ARCH:-@ARCH@}
mkdir -p bin
for b in devinfo arith shared memory misc; do
  echo "$NVCC -arch=$ARCH $b.cu"
  "$NVCC" -O3 -std=c++17 -arch="$ARCH" -o "bin/$b" "$b.cu"
done
