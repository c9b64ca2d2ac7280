#!/usr/bin/env python3
"""Brute-force oracle for unsigned_guards.cu: walks every thread of the
launch, decides each guard as 32-bit unsigned integers do, and compares the
lanes, sectors, branch and loop figures with what `gpuperf analyze --format
json` reports.
N may be given as the unsigned value of its bits (4294967295 for -1), as a
caller passing (unsigned)n would.
Usage: unsigned_guard_oracle.py GPUPERF unsigned_guards.cu BLOCK GRID S P N"""
import json
import subprocess
import sys

U32 = 0xFFFFFFFF


def ult(a, b):
    return (a & U32) < (b & U32)


def warps(block, grid):
    """(block index, the thread indices of one warp) for every warp."""
    return [(c, range(w, min(w + 32, block))) for c in range(grid)
            for w in range(0, block, 32)]


def requests(per_warp):
    """Active-lane fraction and sectors per request over the requests made,
    each a list of the byte addresses of its active lanes; None when no
    lane makes one."""
    made = [r for r in per_warp if r]
    if not made:
        return None
    lanes = sum(len(r) for r in made)
    sectors = sum(len({a // 32 for a in r}) for r in made)
    return lanes / (32 * len(made)), sectors / len(made)


def shifted(block, grid, s, n):
    reqs = []
    for c, tids in warps(block, grid):
        xs = [c * block + t - s for t in tids]
        reqs.append([4 * x for x in xs if ult(x, n)])
    made = requests(reqs)
    return {"access": made} if made else {}


def window_loop(block, grid, p, n):
    taken, reqs, trips, warp_trips = [], [], [], []
    for c, tids in warps(block, grid):
        inside = [t for t in tids if ult(t - p, 8)]
        # clang folds the loop's first test (i = tid < n) into the branch.
        entering = [t for t in inside if t < n]
        taken.append((len(entering), len(tids) - len(entering)))
        lane_trips = {t: max(0, -(-(n - t) // 8)) for t in inside}
        lane_trips = {t: k for t, k in lane_trips.items() if k > 0}
        if not lane_trips:
            continue
        trips += lane_trips.values()
        warp_trips.append(max(lane_trips.values()))
        for k in range(max(lane_trips.values())):
            reqs.append([4 * (t + 8 * k) for t, m in lane_trips.items() if k < m])
    on_true = [a for a, b in taken if a]
    on_false = [b for a, b in taken if b]
    branch = (sum(on_true) / (32 * len(on_true)) if on_true else 0,
              sum(on_false) / (32 * len(on_false)) if on_false else 0,
              sum(1 for a, b in taken if a and b) / len(taken),
              len(on_true) / len(taken))
    out = {"branch": branch}
    if trips:
        out["loop"] = (sum(warp_trips) / len(warp_trips), min(trips), max(trips))
        out["access"] = requests(reqs)
    return out


def strided_loop(block, grid, start, bound, step):
    """`for (i = start(c, t); i < bound; i += step)` in every thread t of
    every block c, its access at i: the loop's and the access's figures."""
    reqs, trips, warp_trips = [], [], []
    for c, tids in warps(block, grid):
        first = {t: start(c, t) for t in tids}
        lane_trips = {t: -(-(bound - i) // step) for t, i in first.items()
                      if i < bound}
        if not lane_trips:
            continue
        trips += lane_trips.values()
        warp_trips.append(max(lane_trips.values()))
        for k in range(max(lane_trips.values())):
            reqs.append([4 * (first[t] + step * k)
                         for t, m in lane_trips.items() if k < m])
    if not trips:
        return {}
    return {"loop": (sum(warp_trips) / len(warp_trips), min(trips), max(trips)),
            "access": requests(reqs)}


def unsigned_loop(block, grid, p, n):
    return strided_loop(block, grid, lambda c, t: (t - p) & U32, n & U32, 32)


def wide_grid_stride(block, grid, n):
    return strided_loop(block, grid, lambda c, t: c * block + t, n,
                        block * grid)


def close(got, want):
    # The report prints 6 significant digits.
    return len(got) == len(want) and all(
        g is not None and abs(g - w) <= 1e-5 * max(1, abs(w))
        for g, w in zip(got, want))


def analyze(gpuperf, source, kernel, block, grid, args):
    cmd = [gpuperf, "analyze", source, "--kernel", kernel, "--gpu", "h100",
           "--block", str(block), "--grid", str(grid), "--no-ptxas",
           "--format", "json"]
    for name, value in args.items():
        cmd += ["--arg", "%s=%d" % (name, value)]
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE).stdout
    return json.loads(out)["kernels"][0]


def int32(v):
    """What an int parameter holds when given v (4294967295 is -1)."""
    return (v + 2**31) % 2**32 - 2**31


gpuperf, source = sys.argv[1], sys.argv[2]
block, grid, s, p, given_n = (int(a) for a in sys.argv[3:8])
n = int32(given_n)
bad = 0
for kernel, want, args in (
        ("shifted", shifted(block, grid, s, n), {"s": s, "n": given_n}),
        ("window_loop", window_loop(block, grid, p, n), {"p": p, "n": given_n}),
        # Past a million, the walk of every iteration takes too long.
        ("unsigned_loop", unsigned_loop(block, grid, p, n) if n & U32 < 10**6
         else {}, {"p": p, "n": given_n}),
        ("wide_grid_stride", wide_grid_stride(block, grid, given_n)
         if 0 <= given_n < 10**6 else {}, {"n": given_n})):
    k = analyze(gpuperf, source, kernel, block, grid, args)
    got = {"access": [(a["active_lane_fraction"], a["sectors_per_request"])
                      for a in k["accesses"]]}
    branches = [b for b in k["branches"] if b["loc"].endswith(":15:7")]
    if branches:
        b = branches[0]
        got["branch"] = [(b["active_lane_fraction"], b["active_lane_fraction_false"],
                          b["divergent_warp_fraction"], b["rho_true"])]
    if k["loops"]:
        l = k["loops"][0]
        got["loop"] = [(l["trip_count"], l.get("min_lane_trip_count"),
                        l.get("max_lane_trip_count"))]
    for what, value in sorted(want.items()):
        # An access, branch or loop the oracle sees must be reported.
        ok = bool(got.get(what)) and all(close(g, value) for g in got[what])
        bad += not ok
        print("%s %s %s: gpuperf %s; oracle %s" % (
            "ok" if ok else "MISMATCH", kernel, what, got.get(what), value))
sys.exit(1 if bad else 0)
