#!/usr/bin/env python3
"""Prune a Kernel-Tuner-style search space with gpuperf before measuring.

The space is examples/matmul_tiled.cu over TILE (tile width) x WPT (rows of
the tile per thread; block = TILE x TILE/WPT). Each variant is compiled to
NVPTX IR with clang++-19 (-DTILE=.. -DWPT=..) and ranked with gpuperf.rank()
(python/gpuperf, the C API): each variant fixes its own block and grid, so
each is ranked at its launch and the rankings are merged; only the K fastest
are kept for the real autotuner to measure.

    PYTHONPATH=python python3 examples/autotune_prune.py --gpu h200 --top 3

Needs clang++-19 and a built libgpuperf-c.so (GPUPERF_LIB or build/lib/CAPI).
"""
import argparse
import os
import shutil
import subprocess
import sys

import gpuperf

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def find_clang():
    for c in (os.environ.get("CLANGXX"), "clang++-19", "/usr/lib/llvm-19/bin/clang++"):
        if c and (os.path.exists(c) or shutil.which(c)):
            return c
    sys.exit("error: clang++-19 not found (set CLANGXX)")


def compile_variant(clang, tile, wpt):
    cmd = [clang, "-x", "cuda", "--cuda-gpu-arch=sm_90", "--cuda-device-only", "-nocudainc",
           "-nocudalib", "-O2", "-g", "-Wno-unknown-cuda-version",
           "-include", os.path.join(ROOT, "include", "gpuperf-cuda", "gpuperf_cuda.h"),
           "-DTILE=%d" % tile, "-DWPT=%d" % wpt, "-S", "-emit-llvm", "-o", "-",
           os.path.join(HERE, "matmul_tiled.cu")]
    return subprocess.run(cmd, check=True, stdout=subprocess.PIPE).stdout


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--gpu", default="h200")
    p.add_argument("--n", type=int, default=2048, help="matrix size (multiple of 32)")
    p.add_argument("--top", type=int, default=3, help="configurations to keep")
    p.add_argument("--no-ptxas", action="store_true", help="estimate registers from the IR")
    a = p.parse_args()

    clang = find_clang()
    space = [(t, w) for t in (8, 16, 32) for w in (1, 2, 4, 8) if w <= t]
    results = []
    for tile, wpt in space:
        ir = compile_variant(clang, tile, wpt)
        block = (tile, tile // wpt)
        grid = (a.n // tile, a.n // tile)
        try:
            (best,) = gpuperf.rank([ir], gpu=a.gpu, block_sweep=[block], grid=grid,
                                   args={"#3": a.n},  # n, by position
                                   no_ptxas=a.no_ptxas, top=1)
        except gpuperf.GPUPerfError as e:
            print("TILE=%d WPT=%d: skipped: %s" % (tile, wpt, e))
            continue
        results.append((best["time_us"], tile, wpt, block, best["binding"], best["occupancy"]))

    results.sort(key=lambda x: (x[0], x[1], x[2]))  # ties: smaller TILE, then WPT
    print("gpuperf %s: matmul_tiled n=%d on %s, %d configurations"
          % (gpuperf.version().split()[1], a.n, a.gpu, len(results)))
    print("%4s  %4s  %3s  %-7s  %12s  %-8s  %s" % ("rank", "TILE", "WPT", "block", "time_us",
                                                    "binding", "occupancy"))
    for i, (t, tile, wpt, block, binding, occ) in enumerate(results):
        print("%4d  %4d  %3d  %-7s  %12.3f  %-8s  %3.0f%%%s"
              % (i + 1, tile, wpt, "%dx%d" % block, t, binding, 100 * occ,
                 "  keep" if i < a.top else ""))
    kept = results[:a.top]
    print("kept %d of %d (%d pruned): %s" % (len(kept), len(results), len(results) - len(kept),
          ", ".join("TILE=%d WPT=%d" % (x[1], x[2]) for x in kept)))


if __name__ == "__main__":
    main()
