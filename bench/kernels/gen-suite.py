#!/usr/bin/env python3
"""Generate bench/kernels/suite.tsv, the configuration table of the gpuperf
kernel suite.  Edit the lists below and re-run (python3 stdlib only):

    python3 bench/kernels/gen-suite.py            # rewrites suite.tsv
    python3 bench/kernels/gen-suite.py --check    # exit 1 if suite.tsv is stale

The format is documented in bench/README.md ("suite.tsv").
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

COLUMNS = ["id", "family", "variant", "file", "kernel", "block", "grid", "smem", "params",
           "args", "vars", "buffers", "restore", "init", "size", "bytes", "flops", "notes"]

MI = 1 << 20
N26 = 1 << 26
rows = []


def add(family, variant, file, kernel, block, grid, params, args, buffers, size, nbytes,
        flops=0, smem=0, vars="", restore="", init="", notes=""):
    def fmt(v):
        if isinstance(v, (tuple, list)):
            return ",".join(str(x) for x in v)
        return str(v)

    def kv(d):
        return ",".join("%s=%s" % (k, v) for k, v in d.items()) if d else "-"

    rows.append({
        "id": "%s/%s" % (family, variant), "family": family, "variant": variant, "file": file,
        "kernel": kernel, "block": fmt(block), "grid": fmt(grid), "smem": str(smem),
        "params": params, "args": kv(args), "vars": kv(vars), "buffers": buffers,
        "restore": restore or "-", "init": init or "-", "size": str(int(size)),
        "bytes": str(int(nbytes)), "flops": str(int(flops)), "notes": notes or "-",
    })


# ---- vector ---------------------------------------------------------------
n = N26
P2 = "out:f32*,in:f32*,n:i32"
add("vector", "copy", "vector.cu", "vec_copy", 256, n // 256, P2, {"n": n},
    "out=n:zero;in=n:uniform(0,1)", n, 8 * n, init="random", notes="256 MiB per array")
add("vector", "copy4", "vector.cu", "vec_copy4", 256, n // 4 // 256, P2, {"n": n},
    "out=n:zero;in=n:uniform(0,1)", n, 8 * n, init="random", notes="float4 accesses")
ns = 1 << 24
for stride in (2, 32):
    add("vector", "copy_stride%d" % stride, "vector.cu", "vec_copy_stride", 256, ns // 256,
        "out:f32*,in:f32*,n:i32,stride:i32", {"n": ns, "stride": stride},
        "out=n:zero;in=n*stride:const(1)", ns, 8 * ns, init="constant",
        notes="bytes counts useful words only; in[] is n*stride floats")
add("vector", "scale", "vector.cu", "vec_scale", 256, n // 256, "out:f32*,in:f32*,s:f32,n:i32",
    {"s": 2.0, "n": n}, "out=n:zero;in=n:uniform(0,1)", n, 8 * n, flops=n, init="random")
add("vector", "add", "vector.cu", "vec_add", 256, n // 256, "c:f32*,a:f32*,b:f32*,n:i32",
    {"n": n}, "c=n:zero;a=n:uniform(0,1);b=n:uniform(0,1)", n, 12 * n, flops=n, init="random")
add("vector", "triad", "vector.cu", "vec_triad", 256, n // 256, "a:f32*,b:f32*,c:f32*,s:f32,n:i32",
    {"s": 3.0, "n": n}, "a=n:zero;b=n:uniform(0,1);c=n:uniform(0,1)", n, 12 * n, flops=2 * n,
    init="random")

# ---- permute (Volkov §3.10) -------------------------------------------------
for variant, cinit, label in (("identity", "iota", "identity"),
                              ("random", "uniform(0,n)", "random")):
    add("permute", variant, "permute.cu", "permute", 256, n // 256,
        "a:f32*,b:f32*,c:i32*,n:i32", {"n": n}, "a=n:zero;b=n:uniform(0,1);c=n:%s" % cinit,
        n, 12 * n, init=label,
        notes="c[i]=i" if variant == "identity" else "c[i] uniform in [0,n) with repetition")

# ---- vabs (Volkov §3.10) ------------------------------------------------------
for variant, ainit, label, nbytes in (("positive", "uniform(0.5,1.5)", "all-positive", 4 * n),
                                      ("negative", "uniform(-1.5,-0.5)", "all-negative", 8 * n),
                                      ("mixed", "uniform(-1,1)", "random-sign", 6 * n)):
    add("vabs", variant, "vabs.cu", "vabs", 256, n // 256, "a:f32*,n:i32", {"n": n},
        "a=n:%s" % ainit, n, nbytes, restore="a", init=label,
        notes="a[] restored before every launch")
work = 16
for variant, ainit, label, nbytes, fl in (("work_positive", "uniform(0.5,1.5)", "all-positive",
                                           4 * n, 0),
                                          ("work_negative", "uniform(-1.5,-0.5)", "all-negative",
                                           8 * n, 2 * work * n)):
    add("vabs", variant, "vabs.cu", "vabs_work", 256, n // 256, "a:f32*,n:i32,work:i32",
        {"n": n, "work": work}, "a=n:%s" % ainit, n, nbytes, flops=fl, restore="a", init=label,
        notes="negative path runs `work` dependent FMAs")

# ---- Black-Scholes (Volkov §3.10) --------------------------------------------
nb = 1 << 25
for variant in ("fast", "precise"):
    add("blackscholes", variant, "blackscholes.cu", "bs_" + variant, 256, nb // 256,
        "call:f32*,put:f32*,S:f32*,X:f32*,T:f32*,R:f32,V:f32,n:i32",
        {"R": 0.02, "V": 0.30, "n": nb},
        "call=n:zero;put=n:zero;S=n:uniform(5,30);X=n:uniform(1,100);T=n:uniform(0.25,10)",
        nb, 20 * nb, init="random",
        notes="__expf/__logf/__fdividef" if variant == "fast" else "expf/logf/div.rn/sqrtf")

# ---- matrix multiply ------------------------------------------------------------
N = 4096
MMB = "C=N*N:zero;A=N*N:uniform(-1,1);B=N*N:uniform(-1,1)"
for variant, kernel, block, grid in (("naive", "mm_naive", (16, 16), (N // 16, N // 16)),
                                     ("tiled16", "mm_tiled16", (16, 16), (N // 16, N // 16)),
                                     ("tiled32", "mm_tiled32", (32, 32), (N // 32, N // 32)),
                                     ("regblock", "mm_regblock", (16, 16), (N // 64, N // 64))):
    add("matmul", variant, "matmul.cu", kernel, block, grid, "C:f32*,A:f32*,B:f32*,N:i32",
        {"N": N}, MMB, N * N, 12 * N * N, flops=2 * N ** 3, init="random",
        notes="bytes = compulsory traffic 3 N^2 floats")

# ---- transpose -----------------------------------------------------------------
N = 8192
for variant in ("copy", "naive", "tiled", "padded"):
    add("transpose", variant, "transpose.cu", "transpose_" + variant, (32, 8), (N // 32, N // 32),
        "odata:f32*,idata:f32*,N:i32", {"N": N}, "odata=N*N:zero;idata=N*N:uniform(0,1)",
        N * N, 8 * N * N, init="random")

# ---- reduction -----------------------------------------------------------------
for variant, grid, smem, note in (("reduce0", n // 256, 1024, "interleaved, modulo test"),
                                  ("reduce1", n // 256, 1024, "interleaved, strided index"),
                                  ("reduce2", n // 256, 1024, "sequential addressing"),
                                  ("reduce3", n // 512, 1024, "first add during load"),
                                  ("reduce4", n // 512, 1024, "unrolled last warp"),
                                  ("reduce5_256", n // 512, 1024, "completely unrolled"),
                                  ("reduce6_256", 2048, 1024, "multiple elements per thread"),
                                  ("reduce_shfl", 2048, 32, "grid-stride + warp shuffles")):
    add("reduce", variant, "reduce.cu", variant, 256, grid, "out:f32*,in:f32*,n:i32", {"n": n},
        "out=gx:zero;in=n:uniform(0,1)", n, 4 * n, flops=n, smem=smem, init="random",
        notes=note + "; one partial sum per block")

# ---- scan (Baghsorkhi §4.2) ---------------------------------------------------
for T in (64, 128, 256):
    for kernel in ("scan_init", "scan_div", "scan_init_b", "scan_div_b"):
        smem = 8 * T + (T // 4 if kernel.endswith("_b") else 0)
        add("scan", "%s_%d" % (kernel[5:], T), "scan.cu", kernel, T, n // (2 * T),
            "out:f32*,in:f32*", {}, "out=n:zero;in=n:uniform(0,1)", n, 8 * n, flops=2 * n,
            smem=smem, vars={"n": n}, init="random",
            notes="block-local exclusive scan of 2*blockDim elements")

# ---- SpMV (Baghsorkhi §4.3) ---------------------------------------------------
for K, nrows, colinit, label in ((8, 1 << 22, "uniform(0,ncols)", "random"),
                                 (64, 1 << 20, "uniform(0,ncols)", "random"),
                                 (64, 1 << 20, "csr_band(K,ncols)", "band")):
    nnz = K * nrows
    for kind in ("scalar", "vector"):
        grid = nrows // 256 if kind == "scalar" else nrows * 32 // 256
        add("spmv", "%s_k%d_%s" % (kind, K, label), "spmv.cu", "spmv_csr_" + kind, 256, grid,
            "y:f32*,rowptr:i32*,colidx:i32*,vals:f32*,x:f32*,rows:i32", {"rows": nrows},
            "y=rows:zero;rowptr=rows+1:csr_rowptr(K);colidx=rows*K:%s;"
            "vals=rows*K:uniform(-1,1);x=ncols:uniform(-1,1)" % colinit,
            nnz, 8 * nnz + 8 * nrows + 4 + 4 * nrows, flops=2 * nnz,
            vars={"K": K, "ncols": nrows}, init=label,
            notes="%d nonzeros per row, %s columns" % (K, label))

# ---- stencil ---------------------------------------------------------------------
N = 8192
for variant in ("naive", "tiled"):
    add("stencil", variant, "stencil.cu", "stencil5_" + variant, (32, 8), (N // 32, N // 8),
        "out:f32*,in:f32*,N:i32,c0:f32,c1:f32", {"N": N, "c0": 0.5, "c1": 0.125},
        "out=N*N:zero;in=N*N:uniform(0,1)", N * N, 8 * N * N, flops=6 * N * N, init="random")

# ---- histogram -------------------------------------------------------------------
for kind in ("global", "shared"):
    for variant, dinit, label in (("random", "uniform(0,256)", "random bins"),
                                  ("samebin", "const(7)", "single bin")):
        add("histogram", "%s_%s" % (kind, variant), "histogram.cu", "hist_" + kind, 256, 2048,
            "hist:u32*,data:u32*,n:i32", {"n": n}, "hist=256:zero;data=n:%s" % dinit, n, 4 * n,
            init=label, notes="grid-stride; hist[] accumulates over launches")

# ---- Volkov's synthetic workload (§4.1) ------------------------------------------
LEN = 1 << 27
G, B = 4096, 256
T = G * B
CP = "mem:u32*,out:u32*,iters:i32,b:f32"
for a in (0, 1, 2, 4, 8, 16, 32, 64, 128):
    add("volkov", "a%d" % a, "volkov.cu", "chase_a%d" % a, B, G, CP, {"iters": LEN // T, "b": 0.0},
        "mem=len:chase(threads);out=threads:zero", LEN, 4 * LEN + 4 * T, flops=a * LEN,
        vars={"len": LEN}, init="chase", notes="alpha=%d fp32 adds per load" % a)
# occupancy sweep through dynamic shared memory (sized for 228 KiB/SM, H100/H200:
# 1, 2, 4 resident blocks of 256 threads = 8, 16, 32 warps/SM)
for a in (0, 16):
    for warps, smem in ((8, 118784), (16, 98304), (32, 51200)):
        add("volkov", "a%d_occ%dw" % (a, warps), "volkov.cu", "chase_a%d" % a, B, G, CP,
            {"iters": LEN // T, "b": 0.0}, "mem=len:chase(threads);out=threads:zero", LEN,
            4 * LEN + 4 * T, flops=a * LEN, smem=smem, vars={"len": LEN}, init="chase",
            notes="alpha=%d; dynamic smem limits occupancy to %d warps/SM on 228 KiB/SM GPUs"
            % (a, warps))
for ilp in (2, 4):
    for a in (0, 8):
        add("volkov", "ilp%d_a%d" % (ilp, a), "volkov.cu", "chase_ilp%d_a%d" % (ilp, a), B, G, CP,
            {"iters": LEN // (ilp * T), "b": 0.0},
            "mem=len:chase(%d*threads);out=threads:zero" % ilp, LEN, 4 * LEN + 4 * T,
            flops=a * LEN, vars={"len": LEN}, init="chase",
            notes="%d independent chains per thread, alpha=%d" % (ilp, a))


def render():
    out = ["# gpuperf kernel suite: one configuration per row (generated by gen-suite.py).",
           "# Format: see bench/README.md.  Expressions in buffers/init may use args, vars,",
           "# bx,by,bz,gx,gy,gz and threads (= total threads of the launch).",
           "\t".join(COLUMNS)]
    for r in rows:
        out.append("\t".join(r[c] for c in COLUMNS))
    return "\n".join(out) + "\n"


def main():
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    text = render()
    path = os.path.join(HERE, "suite.tsv")
    if "--check" in sys.argv:
        cur = open(path).read() if os.path.exists(path) else ""
        if cur != text:
            print("suite.tsv is stale: run python3 bench/kernels/gen-suite.py")
            return 1
        print("suite.tsv up to date (%d configurations)" % len(rows))
        return 0
    with open(path, "w") as f:
        f.write(text)
    print("wrote %s (%d configurations)" % (path, len(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
