#!/usr/bin/env python3
"""Volkov thesis §7 (Baghsorkhi et al. model on the G80): for the alpha = 0
synthetic workload (chase.cu), `--model baghsorkhi` must give
throughput = 1 / max(448 - 4 n, 37) memory instructions per cycle per SM
within the tolerance (default 2%) at several occupancies n.

Usage: check_baghsorkhi.py GPUPERF CHASE_CU [--tolerance 0.02]"""
import json
import subprocess
import sys

# The formula is for an endless run of loads: unroll 64 (-DUNROLL=64) so that
# the loop counter (3 instructions per 64 loads) adds only 0.19 cycles to
# NBC_avg = 4 (the remaining error, growing with n: 23 x 0.19 / 352 = 1.2% at n = 24).
ITERS, LOADS, SMS = 16, 64 * 16, 16


def main():
    gpuperf, src = sys.argv[1], sys.argv[2]
    tol = 0.02
    if "--tolerance" in sys.argv:
        tol = float(sys.argv[sys.argv.index("--tolerance") + 1])
    bad, worst = 0, 0.0
    for n in (1, 2, 4, 8, 12, 16, 24):
        block, grid = (32 * n, SMS) if n <= 16 else (16 * n, 2 * SMS)
        cmd = [gpuperf, "analyze", src, "--gpu", "8800gtx", "--model", "baghsorkhi",
               "--block", str(block), "--grid", str(grid), "--arg", "n=%d" % ITERS,
               "--arg", "b=0", "--regs", "8", "--no-ptxas", "-Xclang=-DALPHA=0", "-Xclang=-DUNROLL=64",
               "--assume-access", "chase.cu:18=coalesced", "--format", "json"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            print("FAIL n=%d: %s" % (n, r.stderr.strip()))
            bad += 1
            continue
        k = json.loads(r.stdout)["kernels"][0]
        got = k["prediction"]["warp_throughput_per_sm"] * LOADS
        want = 1.0 / max(448 - 4 * n, 37)
        err = got / want - 1
        worst = max(worst, abs(err))
        ok = abs(err) <= tol and k["prediction"]["resident_warps_per_sm"] == n
        bad += not ok
        print("%-3s n=%-2d occ=%-2d ipc=%.6f thesis=%.6f err=%+.2f%%"
              % ("ok" if ok else "BAD", n, k["prediction"]["resident_warps_per_sm"], got, want, 100 * err))
    print("max-error %.2f%%" % (100 * worst))
    print("cases-off %d" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
