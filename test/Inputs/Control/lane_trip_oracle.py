#!/usr/bin/env python3
"""Brute-force oracle for the trip counts of lane_loops.cu: runs every thread
of one block through its loop, takes each warp's slowest lane (a warp runs
until its last lane exits) and compares the warps' average and the lanes'
min and max with what `gpuperf analyze --format json` reports.
Usage: lane_trip_oracle.py GPUPERF lane_loops.cu BLOCK N"""
import json
import subprocess
import sys

# name -> (start(tid, ntid), step(ntid)), as written in lane_loops.cu.
KERNELS = {
    "lane_mod32": (lambda t, b: t % 32, lambda b: 32),
    "lane_and31": (lambda t, b: t & 31, lambda b: 32),
    "lane_mod24": (lambda t, b: t % 24, lambda b: 24),
    "warp_shift5": (lambda t, b: t >> 5, lambda b: b // 32),
    "group_div48": (lambda t, b: t // 48, lambda b: 7),
    "lane_plus_block": (lambda t, b: (t & 15) + b, lambda b: 16),
}


def trips(start, step, n):
    count, i = 0, start
    while i < n:
        count, i = count + 1, i + step
    return count


def expected(name, block, n):
    start, step = KERNELS[name]
    lanes = [trips(start(t, block), step(block), n) for t in range(block)]
    warps = [max(lanes[w:w + 32]) for w in range(0, block, 32)]
    return sum(warps) / len(warps), min(lanes), max(lanes)


gpuperf, source, block, n = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
bad = 0
for name in KERNELS:
    out = subprocess.run([gpuperf, "analyze", source, "--kernel", "^_Z[0-9]+%s" % name,
                          "--block", str(block), "--grid", "4", "--arg", "n=%d" % n,
                          "--no-ptxas", "--format", "json"],
                         check=True, stdout=subprocess.PIPE).stdout
    (loop,) = json.loads(out)["kernels"][0]["loops"]
    got = (loop["trip_count"], loop.get("min_lane_trip_count", loop["trip_count"]),
           loop.get("max_lane_trip_count", loop["trip_count"]))
    want = expected(name, block, n)
    # The report prints 6 significant digits.
    ok = all(abs(g - w) <= 1e-5 * max(1, abs(w)) for g, w in zip(got, want))
    bad += not ok
    print("%s %s: gpuperf %s, oracle %s" % ("ok" if ok else "MISMATCH", name,
                                          "/".join("%g" % v for v in got),
                                          "/".join("%g" % v for v in want)))
sys.exit(1 if bad else 0)
