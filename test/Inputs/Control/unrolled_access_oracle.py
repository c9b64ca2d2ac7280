#!/usr/bin/env python3
"""Brute-force oracle for the loads of grid_stride_u4 in unrolled_loops.cu
(a grid-stride loop clang unrolls by 4: a main loop of four loads, then a
remainder loop of one): steps every thread through its iterations, counts for
each load the 32-byte sectors of every warp request and its active lanes, and
compares the sectors per request and the active lane fraction with what
`gpuperf analyze --format json` reports for the loads of `in`.
Usage: unrolled_access_oracle.py GPUPERF unrolled_loops.cu BLOCK GRID N"""
import json
import subprocess
import sys

UNROLL, ELEMENT_BYTES, SECTOR_BYTES = 4, 4, 32


def oracle(block, grid, n):
    """(sectors per request, active lane fraction) of each load."""
    threads = block * grid
    loads = {}  # name -> [sectors, requests, lanes]

    def request(name, lanes, index):
        if lanes:
            s = loads.setdefault(name, [0, 0, 0])
            s[0] += len({index(g) * ELEMENT_BYTES // SECTOR_BYTES for g in lanes})
            s[1] += 1
            s[2] += len(lanes)

    for first in range(0, threads, 32):  # block is a multiple of 32
        warp = range(first, min(first + 32, threads))
        trips = {g: max(0, (n - g + threads - 1) // threads) for g in warp}
        main = {g: t // UNROLL for g, t in trips.items()}
        rest = {g: t % UNROLL for g, t in trips.items()}
        for k in range(max(main.values())):
            for j in range(UNROLL):
                request("main%d" % j, [g for g in warp if main[g] > k],
                        lambda g: g + (UNROLL * k + j) * threads)
        for k in range(max(rest.values())):
            request("remainder", [g for g in warp if rest[g] > k],
                    lambda g: g + (UNROLL * main[g] + k) * threads)
    return [(s / q, l / (32.0 * q)) for s, q, l in loads.values()]


def six_digits(v):
    return float("%.6g" % v)


gpuperf, source = sys.argv[1], sys.argv[2]
block, grid, n = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
out = subprocess.run([gpuperf, "analyze", source, "--kernel", "grid_stride_u4",
                      "--block", str(block), "--grid", str(grid), "--arg", "n=%d" % n,
                      "--no-ptxas", "--format", "json"], check=True, stdout=subprocess.PIPE).stdout
accesses = json.loads(out)["kernels"][0]["accesses"]
# Loads that run in no lane for this launch report no requests.
got = sorted((a["sectors_per_request"], a["active_lane_fraction"]) for a in accesses
             if a["object"] == "in" and a["sectors_per_request"] > 0)
want = sorted((six_digits(s), six_digits(l)) for s, l in oracle(block, grid, n))
print("%s n=%d: gpuperf %s; oracle %s" % ("ok" if got == want else "MISMATCH", n, got, want))
sys.exit(0 if got == want else 1)
