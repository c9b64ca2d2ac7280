#!/usr/bin/env python3
"""Brute-force oracle for launch_operands.cu: runs every thread of the
launch through the kernel's arithmetic as 32-bit integers do (wrapping,
unsigned or truncating as C has it) and compares the store's active lanes
and sectors a request, and its guard's figures, with what `gpuperf analyze
--format json` reports.
Usage: launch_operand_oracle.py GPUPERF launch_operands.cu KERNEL BLOCK GRID
NAME=VALUE..."""
import json
import re
import subprocess
import sys

U32 = 0xFFFFFFFF


def i32(v):
    return (v + 2**31) % 2**32 - 2**31


def u32(v):
    return v & U32


def tdiv(a, b):
    """C's division: truncated towards zero."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def trem(a, b):
    return a - b * tdiv(a, b)


# Each kernel of thread t as a list of (iteration, guard taken, float index
# stored to when taken); iteration () where the kernel has no loop. A kernel
# without a guard has it always taken.
def recurrence_product(t, a):
    return [(k, i32(4 * t + 400000000 * k) < 0, t + 32 * k)
            for k in range(a["m"])]


def wrapping_phi(t, a):
    return [(k, i32(u32(4 * t + 400000000 * k)) < 0, t + 32 * k)
            for k in range(a["m"])]


def unsigned_phi(t, a):
    return [(k, u32(16 * t + a["s"] * k) < 2000, t + 32 * k)
            for k in range(a["m"])]


def shift_by_arg(t, a):
    return [((), i32(t << a["s"]) < 0, t)]


def remainder_by_arg(t, a):
    return [((), u32(t - 40) % u32(a["m"]) < 48, t)]


def large_divisor(t, a):
    return [((), u32(t - a["p"]) % u32(a["m"]) < 100, t)]


def signed_remainder(t, a):
    return [((), trem(t - a["p"], i32(a["d"])) == 1, t)]


def signed_quotient(t, a):
    return [((), True, tdiv(t - a["p"], i32(a["d"])) * 8 + 4096)]


def negative_divisor(t, a):
    return [((), True, tdiv(t - a["p"], -3) * 8 + 4096)]


def walk(model, block, grid, a):
    """The store's (lanes, sectors) over the requests made, and the guard's
    (lanes on the true side, on the false side, divergent warps, warps
    taking it) over the warp-iterations that reach it."""
    reqs, sides = [], []
    for c in range(grid):
        for w in range(0, block, 32):
            runs = [model(t, a) for t in range(w, min(w + 32, block))]
            for k in range(len(runs[0])):
                taken = [r[k][1] for r in runs]
                sides.append((sum(taken), len(taken) - sum(taken)))
                reqs.append([4 * r[k][2] for r in runs if r[k][1]])
    # A store no lane makes is reported as making no request: (0, 0).
    made = [r for r in reqs if r] or [[]]
    store = (sum(len(r) for r in made) / (32 * len(made)),
             sum(len({x // 32 for x in r}) for r in made) / len(made))
    on_true = [s[0] for s in sides if s[0]]
    on_false = [s[1] for s in sides if s[1]]
    guard = (sum(on_true) / (32 * len(on_true)) if on_true else 0,
             sum(on_false) / (32 * len(on_false)) if on_false else 0,
             sum(1 for s in sides if s[0] and s[1]) / len(sides),
             len(on_true) / len(sides))
    return store, guard


def guard_line(source, kernel):
    """The line of the kernel's `if`, if it has one."""
    lines = open(source).read().split("\n")
    start = next(i for i, l in enumerate(lines) if " %s(" % kernel in l)
    for i in range(start + 1, len(lines)):
        if lines[i].startswith("}"):
            return None
        if re.search(r"\bif \(", lines[i]):
            return i + 1


def close(got, want):
    # The report prints 6 significant digits.
    return len(got) == len(want) and all(
        g is not None and abs(g - w) <= 1e-5 * max(1, abs(w))
        for g, w in zip(got, want))


gpuperf, source, kernel = sys.argv[1:4]
block, grid = int(sys.argv[4]), int(sys.argv[5])
args = dict((n, int(v)) for n, v in (x.split("=") for x in sys.argv[6:]))
cmd = [gpuperf, "analyze", source, "--kernel", kernel, "--gpu", "h100",
       "--block", str(block), "--grid", str(grid), "--no-ptxas", "--format",
       "json"] + ["--arg=%s=%d" % kv for kv in args.items()]
k = json.loads(subprocess.run(cmd, check=True, stdout=subprocess.PIPE).stdout)
k = k["kernels"][0]
store, guard = walk(globals()[kernel], block, grid, args)
bad = 0
for a in k["accesses"]:
    got = (a["active_lane_fraction"], a["sectors_per_request"])
    bad += not close(got, store)
    print("%s %s access: gpuperf %s; oracle %s" % (
        "ok" if close(got, store) else "MISMATCH", kernel, got, store))
    for why in a["assumptions"]:
        print("  assumes " + why)
line = guard_line(source, kernel)
for b in k["branches"]:
    if line and int(b["loc"].split(":")[-2]) == line:
        got = (b["active_lane_fraction"], b["active_lane_fraction_false"],
               b["divergent_warp_fraction"], b["rho_true"])
        bad += not close(got, guard)
        print("%s %s guard: gpuperf %s; oracle %s" % (
            "ok" if close(got, guard) else "MISMATCH", kernel, got, guard))
sys.exit(1 if bad else 0)
