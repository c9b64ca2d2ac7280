#!/usr/bin/env python3
"""Brute-force oracle for loop_alignments.cu: walks every iteration of every
thread of the launch and compares the access's active lanes and sectors a
request, and the loop's trip counts, with `gpuperf analyze --format json`.
Usage: loop_alignment_oracle.py GPUPERF loop_alignments.cu KERNEL BLOCK GRID
NAME=VALUE..."""
import json
import subprocess
import sys

U32 = 0xFFFFFFFF


def loop(i, stays, step):
    """The values a loop's index takes from i (a launch whose loops run
    past a million iterations is no case for this walk)."""
    seq = []
    while stays(i):
        seq.append(i)
        i = step(i)
        if len(seq) > 10**6:
            sys.exit("the walk stops: a lane past 10^6 iterations")
    return seq


def indices(kernel, c, t, block, a):
    """The indices thread t of block c stores to, in order."""
    if kernel == "strided_grid":
        return loop(c * block + t, lambda i: i < a["n"], lambda i: i + a["s"])
    if kernel == "odd_rows":
        return [t + 37 * k for k in range(a["m"])]
    if kernel == "unsigned_grid":
        return loop(c * block + t, lambda i: i < a["n"] & U32,
                    lambda i: (i + a["s"]) & U32)
    return loop((t * a["s"]) & U32, lambda i: i < a["n"],
                lambda i: (i + a["st"]) & U32)


def walk(kernel, block, grid, a):
    """Active-lane fraction and sectors a request over the requests made;
    the loop's mean trip count over warps and its slowest lane's."""
    reqs, warp_trips, lane_trips = [], [], []
    for c in range(grid):
        for w in range(0, block, 32):
            seqs = [indices(kernel, c, t, block, a)
                    for t in range(w, min(w + 32, block))]
            trips = max(len(s) for s in seqs)
            warp_trips.append(trips)
            lane_trips += [len(s) for s in seqs]
            for k in range(trips):
                reqs.append([4 * s[k] for s in seqs if k < len(s)])
    reqs = [r for r in reqs if r]
    lanes = sum(len(r) for r in reqs) / (32 * len(reqs))
    sectors = sum(len({x // 32 for x in r}) for r in reqs) / len(reqs)
    return {"access": (lanes, sectors),
            "loop": (sum(warp_trips) / len(warp_trips), max(lane_trips))}


def close(got, want):
    # The report prints 6 significant digits.
    return got is not None and abs(got - want) <= 1e-5 * max(1, abs(want))


gpuperf, source, kernel = sys.argv[1:4]
block, grid = int(sys.argv[4]), int(sys.argv[5])
args = dict((n, int(v)) for n, v in (x.split("=") for x in sys.argv[6:]))
cmd = [gpuperf, "analyze", source, "--kernel", kernel, "--gpu", "h100",
       "--block", str(block), "--grid", str(grid), "--no-ptxas",
       "--format", "json"]
for name, value in args.items():
    cmd += ["--arg", "%s=%d" % (name, value)]
k = json.loads(subprocess.run(cmd, check=True, stdout=subprocess.PIPE)
               .stdout)["kernels"][0]
acc, lp = k["accesses"][0], k["loops"][0]
got = {"access": (acc["active_lane_fraction"], acc["sectors_per_request"]),
       "loop": (lp["trip_count"], lp.get("max_lane_trip_count",
                                          lp["trip_count"]))}
bad = 0
for what, want in sorted(walk(kernel, block, grid, args).items()):
    ok = all(close(g, w) for g, w in zip(got[what], want))
    bad += not ok
    print("%s %s %s: gpuperf %s; oracle %s" % (
        "ok" if ok else "MISMATCH", kernel, what, got[what], want))
for note in acc["assumptions"]:
    print("assumes", note["message"] if isinstance(note, dict) else note)
sys.exit(1 if bad else 0)
