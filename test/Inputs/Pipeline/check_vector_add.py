#!/usr/bin/env python3
"""Volkov thesis §3.8: vector add on the GTX 680 through the whole pipeline.

The thesis's estimate: warp throughput ~ min(n / 544, 0.0445) warps/cycle/SM
(0.0445 = 17.1 B/cycle/SM / (3 x 128 B per warp)), i.e. memory throughput
~ min(n x 6.35 GB/s, 154 GB/s). Occupancy n (warps/SM) is set by the block
size and by dynamic shared memory (--smem) limiting blocks per SM, on a large
array (2^24 elements), as the thesis's experiments do. The estimate is the
thesis' model, `--model volkov`, whose knee is sharp (the default's is gradual
where memory binds).

Usage: check_vector_add.py GPUPERF VECTOR_ADD_CU [--tolerance 0.10]
"""
import json
import subprocess
import sys

N = 1 << 24
SMS, CLOCK_GHZ = 8, 1.124          # GTX 680: Table 2.6, Table 2.7
BYTES_PER_WARP = 3 * 128


def launch(n):
    """(block, smem) giving n resident warps per SM on the GTX 680 (48 KB shared)."""
    if n <= 32:
        return 32 * n, 40000            # one block per SM
    return 32 * n // 2, 20000           # two blocks per SM


def main():
    gpuperf, src = sys.argv[1], sys.argv[2]
    tol = 0.10
    if "--tolerance" in sys.argv:
        tol = float(sys.argv[sys.argv.index("--tolerance") + 1])
    bad, worst, tb = 0, 0.0, None
    for n in (1, 2, 4, 8, 12, 16, 24, 32, 48, 64):
        block, smem = launch(n)
        grid = N // block
        cmd = [gpuperf, "analyze", src, "--gpu", "gtx680", "--block", str(block), "--grid",
               str(grid), "--arg", "n=%d" % N, "--smem", str(smem), "--regs", "16",
               "--no-ptxas", "--format", "json", "--model", "volkov"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            print("FAIL n=%d: %s" % (n, r.stderr.strip()))
            bad += 1
            continue
        k = json.loads(r.stdout)["kernels"][0]
        warps = k["prediction"]["resident_warps_per_sm"]
        wt = k["prediction"]["warp_throughput_per_sm"]
        gbps = wt * BYTES_PER_WARP * SMS * CLOCK_GHZ
        want = min(n * 6.35, 154.0)
        err = gbps / want - 1
        dram = k["prediction"].get("dram_gbps")
        rows = {t["resource"]: t["cycles_per_warp"] for t in k["bounds"]["throughput"]}
        tb = 1.0 / max(rows.values())
        worst = max(worst, abs(err))
        ok = abs(err) <= tol and warps == n
        bad += not ok
        print("%-3s n=%-2d occ=%-2d block=%-4d warp_thru=%.5f mem=%.1f GB/s (dram_gbps %.1f) "
              "thesis=%.1f GB/s err=%+.2f%% latency=%.0f"
              % ("ok" if ok else "BAD", n, warps, block, wt, gbps, dram or 0, want, 100 * err,
                 k["bounds"]["latency_cycles_per_warp"]))
    tb_err = tb / 0.0445 - 1
    print("throughput-bound %.5f warps/cycle/SM (thesis 0.0445) err=%+.2f%%" % (tb, 100 * tb_err))
    bad += abs(tb_err) > tol
    print("max-error %.2f%%" % (100 * worst))
    print("cases-off %d" % bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
