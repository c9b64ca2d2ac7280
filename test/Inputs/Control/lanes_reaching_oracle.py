#!/usr/bin/env python3
"""Brute-force oracle for the branches and stores of lanes_reaching.cu: runs
every thread of the launch through the kernel's control flow, counts each
branch over the warps (and loop iterations) where some lane reaches it, and
compares the two sides' active-lane fractions and warp fractions and the
fraction of warps that diverge with what `gpuperf analyze --format json`
reports (the sides as a pair: the compiler may invert a condition); and each
store's active lanes and 32-byte sectors a request, over the requests a warp
issues.
Usage: lanes_reaching_oracle.py GPUPERF lanes_reaching.cu KERNEL BLOCK GRID
NAME=VALUE..."""
import json
import re
import subprocess
import sys


def i32(v):
    return (v + 2**31) % 2**32 - 2**31


# Each kernel, for thread t of block b (blockDim.x = n_t), yields ("branch",
# name, dynamic instance, taken) and ("store", name, dynamic instance, float
# index) in the order the thread reaches them.
def grid_stride_mod(t, b, n_t, a):
    i, k = b * n_t + t, 0
    while i < a["n"]:
        yield "branch", "grid_stride_mod", k, i % 3 != 0
        if i % 3 != 0:
            yield "store", "grid_stride_mod", k, i
        i, k = i32(i + a["s"]), k + 1


def count_down(t, b, n_t, a):
    i, k = b * n_t + t, 0
    while i >= 0:
        yield "branch", "count_down", k, bool(i & 1)
        if i & 1:
            yield "store", "count_down", k, i
        i, k = i - 3, k + 1


def lane_break(t, b, n_t, a):
    for k in range(a["m"]):
        yield "branch", "lane_break_exit", k, k * 7 > t
        if k * 7 > t:
            return
        yield "branch", "lane_break", k, (t + k) % 4 == 0
        if (t + k) % 4 == 0:
            yield "store", "lane_break", k, t + 64 * k


def growing_guard(t, b, n_t, a):
    for k in range(a["m"]):
        yield "branch", "growing_guard_outer", k, t < 8 * k
        if t < 8 * k:
            yield "branch", "growing_guard", k, (t + k) % 3 == 0
            if (t + k) % 3 == 0:
                yield "store", "growing_guard", k, t + 64 * k


def triangular(t, b, n_t, a):
    for j in range(a["m"]):
        k, it = t, 0
        while k < 8 * j:
            yield "branch", "triangular", (j, it), k % 7 < 3
            if k % 7 < 3:
                yield "store", "triangular", (j, it), k + 256 * j
            k, it = k + 32, it + 1


def nested_if(t, b, n_t, a):
    yield "branch", "nested_if_outer", 0, t < a["n"]
    if t < a["n"]:
        yield "branch", "nested_if", 0, t % 3 == 0
        if t % 3 == 0:
            yield "store", "nested_if", 0, t


def shifted_rows(t, b, n_t, a):
    for j in range(a["m"]):
        i, it = t + j, 0
        while i < a["n"]:
            yield "branch", "shifted_rows", (j, it), (i + j) % 3 == 0
            if (i + j) % 3 == 0:
                yield "store", "shifted_rows", (j, it), i * a["m"] + j
            i, it = i32(i + a["s"]), it + 1


def iteration_guard(t, b, n_t, a):
    for i in range(a["m"]):
        yield "branch", "iteration_guard_outer", i, t >= 8 * i
        if t >= 8 * i:
            yield "branch", "iteration_guard", i, i == 5


def hash_stride(t, b, n_t, a):
    i, k = b * n_t + t, 0
    while i < a["n"]:
        negative = i32(i * 2654435761) < 0
        yield "branch", "hash_stride", k, negative
        if negative:
            yield "store", "hash_stride", k, i
        i, k = i32(i + a["s"]), k + 1


def bounded_rows(t, b, n_t, a):
    i = b * n_t + t
    yield "branch", "bounded_rows_outer", 0, i < a["n"]
    if i < a["n"]:
        yield "branch", "bounded_rows", 0, t % 3 == 0
        if t % 3 == 0:
            yield "store", "bounded_rows", 0, i


def long_triangle(t, b, n_t, a):
    for j in range(a["m"]):
        k, it = t, 0
        while k < j:
            yield "store", "long_triangle", (j, it), k + 256 * j
            k, it = k + 32, it + 1


def lane_rows(t, b, n_t, a):
    for j in range(t):
        for k in range(j):
            yield "branch", "lane_rows", (j, k), (k + t) % 3 != 0
            if (k + t) % 3 != 0:
                yield "store", "lane_rows", (j, k), k * 64 + t


def first_blocks(t, b, n_t, a):
    yield "branch", "first_blocks_outer", 0, b < a["m"]
    if b < a["m"]:
        yield "branch", "first_blocks", 0, t % 3 == 0


def checked_rows(t, b, n_t, a):
    for i in range(16):
        g = (b * 16 + i) * 64 + t
        yield "branch", "checked_rows_outer", i, g < a["n"]
        if g < a["n"]:
            yield "branch", "checked_rows", i, t < 8
            if t < 8:
                yield "store", "checked_rows", i, g


def walk(kernel, block, grid, a):
    """Per branch: its sides and split; per store: lanes and sectors."""
    branches, stores = {}, {}
    for b in range(grid):
        for t in range(block):
            for what, name, inst, value in kernel(t, b, block, a):
                key = (b, t // 32, inst)
                if what == "branch":
                    c = branches.setdefault(name, {}).setdefault(key, [0, 0])
                    c[0 if value else 1] += 1
                else:
                    stores.setdefault(name, {}).setdefault(key, []).append(value)
    figures = {}
    for name, warps in branches.items():
        sides = []
        for s in (0, 1):
            using = [c for c in warps.values() if c[s]]
            lanes = sum(c[s] for c in using) / sum(sum(c) for c in using) if using else 0
            sides.append((lanes, len(using) / len(warps)))
        split = sum(1 for c in warps.values() if c[0] and c[1]) / len(warps)
        figures[("branch", name)] = [v for side in sorted(sides) for v in side] + [split]
    for name, requests in stores.items():
        lanes = sum(len(r) for r in requests.values()) / (32 * len(requests))
        sectors = sum(len({4 * i // 32 for i in r}) for r in requests.values()) / len(requests)
        figures[("store", name)] = [lanes, sectors]
    return figures


def close(x, y):
    # The report prints 6 significant digits.
    return abs(x - y) <= 1e-5 * max(1, abs(y))


gpuperf, source, name, block, grid = sys.argv[1:6]
block, grid = int(block), int(grid)
args = dict((k, int(v)) for k, v in (x.split("=") for x in sys.argv[6:]))
lines = {}
for number, text in enumerate(open(source), 1):
    m = re.search(r"// (branch|store) (\w+)$", text.rstrip())
    if m:
        lines[(m.group(1), m.group(2))] = number
cmd = [gpuperf, "analyze", source, "--kernel", "^_Z[0-9]+%s" % name, "--gpu", "h100",
       "--block", str(block), "--grid", str(grid), "--no-ptxas", "--format", "json"]
cmd += ["--arg=%s=%d" % kv for kv in args.items()]
report = json.loads(subprocess.run(cmd, check=True, stdout=subprocess.PIPE).stdout)
kernel = report["kernels"][0]
bad = 0
for (what, item), want in sorted(walk(globals()[name], block, grid, args).items()):
    listed = kernel["branches"] if what == "branch" else kernel["accesses"]
    at = [x for x in listed if x["loc"] and int(x["loc"].split(":")[1]) == lines[(what, item)]]
    if len(at) != 1:
        print("MISMATCH %s %s: %d reported at line %d" % (what, item, len(at), lines[(what, item)]))
        bad += 1
        continue
    x = at[0]
    if what == "branch":
        sides = sorted([(x["active_lane_fraction"], x["rho_true"]),
                        (x["active_lane_fraction_false"], x["rho_false"])])
        got = [v for side in sides for v in side] + [x["divergent_warp_fraction"]]
    else:
        got = [x["active_lane_fraction"], x["sectors_per_request"]]
    ok = all(close(g, w) for g, w in zip(got, want))
    bad += not ok
    print("%s %s%s: gpuperf %s, oracle %s%s" % (
        "ok" if ok else "MISMATCH", "" if what == "branch" else "store ", item,
        " ".join("%.6g" % v for v in got), " ".join("%.6g" % v for v in want),
        "" if ok else " (" + "; ".join(x["assumptions"]) + ")"))
sys.exit(1 if bad else 0)
