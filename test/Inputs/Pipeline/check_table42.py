#!/usr/bin/env python3
"""Volkov thesis Table 4.2 through the whole pipeline.

Analyses test/Inputs/Pipeline/chase.cu (the §4.1 pointer-chasing workload,
compiled per alpha with -DALPHA=a) with `gpuperf analyze --format json` on the
five GPUs of the thesis, at alpha in {0, 8, 64, 512} and n in {4, 16, max}
resident warps per SM, and compares gpuperf's memory throughput (warp
throughput per SM x loads per warp = memory instructions per cycle per SM)
with Table 4.2's closed form min(n / (mem_lat + alpha alu_lat), mem_thru,
alu_thru / alpha | issue_thru / (alpha + 1)), with `--model volkov`: the
thesis' model, whose knee is sharp (the default's is gradual where memory
binds).

Occupancy n is set by the launch: n in {4, 16} is one block of 32 n threads
per SM (grid = SM count); n = max is two blocks of max/2 warps per SM.
Registers are given (--regs 8) so that they never limit occupancy: the
thesis's kernel is register-light.

Usage: check_table42.py GPUPERF CHASE_CU [--tolerance 0.10]
Prints one line per case and the maximum error per GPU; exit 1 if any case
is off by more than the tolerance.
"""
import json
import subprocess
import sys

# Table 4.1 (mem_lat, mem_thru, alu_lat, alu_thru, issue_thru); SM counts
# from Table 2.6, max warps per SM from Table 2.8.
GPUS = {
    "8800gtx": dict(mem_lat=444, mem_thru=0.0268, alu_lat=20, alu_thru=0.25, issue=0.5, sms=16, maxw=24),
    "gtx280": dict(mem_lat=434, mem_thru=0.0277, alu_lat=24, alu_thru=0.25, issue=0.5, sms=30, maxw=32),
    "gtx480": dict(mem_lat=513, mem_thru=0.0599, alu_lat=18, alu_thru=1, issue=1, sms=15, maxw=48),
    "gtx680": dict(mem_lat=301, mem_thru=0.1338, alu_lat=9, alu_thru=4, issue=4, sms=8, maxw=64),
    "gtx980": dict(mem_lat=368, mem_thru=0.0814, alu_lat=6, alu_thru=4, issue=4, sms=16, maxw=64),
}
ALPHAS = [0, 8, 64, 512]
ITERS = 64          # outer loop trips; 16 loads each (unrolled body)
LOADS = 16 * ITERS  # loads per warp


def table42(g, alpha, n):
    """Memory throughput, IPC/SM (Table 4.2 divided by 32 alpha)."""
    p = GPUS[g]
    terms = [n / (p["mem_lat"] + alpha * p["alu_lat"]), p["mem_thru"]]
    if g in ("8800gtx", "gtx280"):
        if alpha:
            terms.append(p["alu_thru"] / alpha)
    else:
        terms.append(p["issue"] / (alpha + 1))
    return min(terms)


def main():
    gpuperf, src = sys.argv[1], sys.argv[2]
    tol = 0.10
    if "--tolerance" in sys.argv:
        tol = float(sys.argv[sys.argv.index("--tolerance") + 1])
    worst = {}
    bad = 0
    for g, p in GPUS.items():
        for alpha in ALPHAS:
            for label, n in (("4", 4), ("16", 16), ("max", p["maxw"])):
                if n <= 16:
                    block, grid = 32 * n, p["sms"]
                else:
                    block, grid = 16 * n, 2 * p["sms"]
                cmd = [gpuperf, "analyze", src, "--gpu", g, "--block", str(block),
                       "--grid", str(grid), "--arg", "n=%d" % ITERS, "--arg", "b=0",
                       "--regs", "8", "--no-ptxas", "-Xclang=-DALPHA=%d" % alpha,
                       "--assume-access", "chase.cu:18=coalesced", "--format", "json",
                       "--model", "volkov"]
                r = subprocess.run(cmd, capture_output=True, text=True)
                if r.returncode:
                    print("FAIL %s alpha=%d n=%s: %s" % (g, alpha, label, r.stderr.strip()))
                    bad += 1
                    continue
                k = json.loads(r.stdout)["kernels"][0]
                warps = k["prediction"]["resident_warps_per_sm"]
                got = k["prediction"]["warp_throughput_per_sm"] * LOADS
                want = table42(g, alpha, n)
                err = got / want - 1
                worst[g] = max(worst.get(g, 0), abs(err))
                ok = abs(err) <= tol and warps == n
                bad += not ok
                print("%-4s %-8s alpha=%-3d n=%-3s occ=%-2d gpuperf=%.5f table4.2=%.5f err=%+.2f%% binding=%s"
                      % ("ok" if ok else "BAD", g, alpha, label, warps, got, want, 100 * err,
                         k["bounds"]["binding"]))
    for g in GPUS:
        print("max-error %s %.2f%%" % (g, 100 * worst.get(g, float("nan"))))
    print("cases-off %d" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
