#!/usr/bin/env python3
"""Brute-force oracle for the trip counts of unrolled_loops.cu: counts every
thread's trips of the source loop, splits them as clang's run-time unrolling
by U does (main loop trips // U and remainder trips % U; a loop with an exit
in each copy runs its header ceil(trips / U) times), takes each warp's
slowest lane and compares the warps' average and the lanes' min and max with
each loop `gpuperf analyze --format json` reports.
Usage: unrolled_trip_oracle.py GPUPERF unrolled_loops.cu BLOCK GRID N"""
import json
import subprocess
import sys

# name -> (start(tid, ctaid, ntid, nctaid), step(ntid, nctaid), U, form)
KERNELS = {
    "grid_stride_u4": (lambda t, c, b, g: c * b + t, lambda b, g: g * b, 4, "split"),
    "grid_stride_copy_u4": (lambda t, c, b, g: c * b + t, lambda b, g: g * b, 4, "split"),
    "lane_u4": (lambda t, c, b, g: t % 32, lambda b, g: 32, 4, "split"),
    "warp_u8": (lambda t, c, b, g: t // 32, lambda b, g: 3, 8, "split"),
    "block_u2": (lambda t, c, b, g: t, lambda b, g: b, 2, "exits"),
}


def trips(start, step, n):
    return max(0, (n - start + step - 1) // step)


def stats(per_thread, block, grid):
    """(average over warps of the slowest lane, min lane, max lane) over the
    lanes that reach the loop: each loop clang makes is guarded by its count
    being at least 1, and the branches around it are weighed apart."""
    warps = [max(per_thread[c][w:w + 32]) for c in range(grid) for w in range(0, block, 32)]
    warps = [m for m in warps if m > 0]
    lanes = [v for block_counts in per_thread for v in block_counts if v > 0]
    if not lanes:
        return 0, 0, 0
    return sum(warps) / len(warps), min(lanes), max(lanes)


def expected(name, block, grid, n):
    start, step, u, form = KERNELS[name]
    counts = [[trips(start(t, c, block, grid), step(block, grid), n) for t in range(block)]
              for c in range(grid)]
    if form == "exits":
        return [stats([[-(-k // u) for k in b] for b in counts], block, grid)]
    return [stats([[k // u for k in b] for b in counts], block, grid),
            stats([[k % u for k in b] for b in counts], block, grid)]


def close(got, want):
    # The report prints 6 significant digits.
    return all(abs(g - w) <= 1e-5 * max(1, abs(w)) for g, w in zip(got, want))


gpuperf, source = sys.argv[1], sys.argv[2]
block, grid, n = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
bad = 0
for name in KERNELS:
    out = subprocess.run([gpuperf, "analyze", source, "--kernel", "^_Z[0-9]+%s" % name,
                          "--block", str(block), "--grid", str(grid), "--arg", "n=%d" % n,
                          "--no-ptxas", "--format", "json"],
                         check=True, stdout=subprocess.PIPE).stdout
    loops = json.loads(out)["kernels"][0]["loops"]
    # An uncounted loop's trip_count is a sentence: no number matches it.
    number = lambda v: v if isinstance(v, (int, float)) else float("nan")
    got = [tuple(number(l.get(key, l["trip_count"])) for key in
                 ("trip_count", "min_lane_trip_count", "max_lane_trip_count")) for l in loops]
    want = expected(name, block, grid, n)
    # The remainder loop comes after the main loop or before it.
    ok = len(got) == len(want) and (
        all(close(g, w) for g, w in zip(got, want)) or
        all(close(g, w) for g, w in zip(got, reversed(want))))
    bad += not ok
    text = lambda ls: ", ".join("/".join("%g" % v for v in l) for l in ls)
    print("%s %s: gpuperf %s; oracle %s" % ("ok" if ok else "MISMATCH", name, text(got), text(want)))
sys.exit(1 if bad else 0)
