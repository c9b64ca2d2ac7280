"""Runs `gpuperf analyze --format json` over every input of the test suite
(test/Inputs, bench/kernels, examples) and `gpuperf rank --format json` over
a few sweeps, with non-default options (every model, --assume-*, a profile,
several inputs in one array), and the plugin's JSON from opt when OPT (opt
with the plugin loaded, one string) is given; validates each document
against docs/schema/ (validate.py). First it checks that the schemas reject
documents that break them, so the test can fail.
Usage: check_schema.py GPUPERF SRC_ROOT [OPT]"""
import copy
import glob
import json
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

gpuperf, root = sys.argv[1:3]
opt = shlex.split(sys.argv[3]) if len(sys.argv) > 3 else []
sys.path.insert(0, os.path.join(root, "docs", "schema"))
import validate  # noqa: E402

checkers = validate.validators()


def must_reject(doc, why):
    if validate.problem(doc, checkers) is None:
        sys.exit("error: the schema accepts a document with %s" % why)


def self_test(report, ranking):
    k = report["kernels"][0]
    for mutate, why in [
            (lambda d: d.pop("schema"), "no schema"),
            (lambda d: d.update(schema="gpuperf-report/2"), "another version"),
            (lambda d: d["kernels"][0].update(surprise=1), "an undocumented kernel key"),
            (lambda d: d["kernels"][0]["launch"].update(block=[1, 1]), "a 2-item block"),
            (lambda d: d["kernels"][0]["occupancy"].update(limiter="bananas"), "a bad limiter"),
            (lambda d: d["kernels"][0]["resources"].pop("registers"), "no registers")]:
        doc = copy.deepcopy(report)
        mutate(doc)
        must_reject(doc, why)
    if k.get("accesses"):
        doc = copy.deepcopy(report)
        doc["kernels"][0]["accesses"][0]["space"] = "texture"
        must_reject(doc, "an access in an unknown space")
    doc = copy.deepcopy(ranking)
    doc["ranking"][0]["binding"] = "warp-drive"
    must_reject(doc, "an unknown binding resource")
    doc = copy.deepcopy(ranking)
    doc["ranking"][0].pop("time_us")
    must_reject(doc, "a ranked entry without time_us")


def inputs():
    found = []
    for pattern in ("test/Inputs/**/*.ll", "test/Inputs/**/*.bc", "test/Inputs/**/*.cu",
                    "bench/kernels/*.cu", "examples/*.cu"):
        found += glob.glob(os.path.join(root, pattern), recursive=True)
    refused = os.path.join(root, "test", "Inputs", "Refuse")
    return sorted(p for p in found if not p.startswith(refused))


def run(args):
    p = subprocess.run([gpuperf] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       timeout=300)
    return p.returncode, p.stdout.decode(), p.stderr.decode()


def analyze(path):
    # ptxas for the examples (resources from ptxas), the IR estimate elsewhere.
    ptxas = [] if "/examples/" in path else ["--no-ptxas"]
    return path, run(["analyze", path, "--format", "json", "--read-timeout", "20"] + ptxas)


# Options that change what a report holds: every model, user assumptions
# (access, branch and trip, on the command line and in a profile), a launch
# given in full.
VARIANTS = [
    ["bench/kernels/reduce.cu", "--model", "volkov-contention", "--gpu", "a100"],
    ["bench/kernels/reduce.cu", "--model", "baghsorkhi", "--no-ptxas"],
    ["bench/kernels/reduce.cu", "--model", "volkov-in-order", "--no-ptxas"],
    ["test/Inputs/Pipeline/vabs.cu", "--assume-branch", "vabs.cu:6:7=0.25", "--no-ptxas"],
    ["bench/kernels/histogram.cu", "--assume-access", "histogram.cu:9:5=random:64",
     "--assume-trip", "histogram.cu:8:3=4", "--no-ptxas"],
    ["examples/transpose.cu", "--gpu", "v100", "--block", "32,32", "--grid", "128,128",
     "--arg", "n=4096", "--regs", "40", "--smem", "1024"],
    ["test/Inputs/vector_add.ll", "test/Inputs/transpose.ll", "--no-ptxas"],
]

# The plugin's printer (print<gpu-perf>, -gpu-perf-format=json) writes the
# same schema to stderr.
PLUGIN = [["test/Inputs/vector_add.ll", "-gpu-perf-gpu=h100", "-gpu-perf-block=128"],
          ["test/Inputs/transpose.ll", "-gpu-perf-model=baghsorkhi"]]

RANKS = [["rank", "test/Inputs/vector_add.ll", "test/Inputs/transpose.ll", "--block-sweep",
          "64,128,256,16x16", "--arg-sweep", "n=1024,1048576", "--no-ptxas"],
         ["rank", "examples/transpose.cu", "--block-sweep", "32x8,32x32,2048", "--grid",
          "64,64", "--arg", "n=2048", "--top", "2"]]

docs = []
with ThreadPoolExecutor(max_workers=2) as pool:
    results = list(pool.map(analyze, inputs()))
for path, (rc, out, err) in results:
    if rc == 0:
        docs.append((os.path.relpath(path, root), out))
    else:
        # A refused .cu shows clang's diagnostics first; gpuperf's own
        # verdict is still exactly one line, the last.
        own = [l for l in err.splitlines() if l.startswith("error: ")]
        if len(own) != 1 or not err.endswith(own[0] + "\n"):
            sys.exit("error: %s: not one error line: %r" % (path, err[-300:]))
for args in VARIANTS:
    rc, out, err = run(["analyze"] + [os.path.join(root, a) if a.endswith((".cu", ".ll"))
                                      else a for a in args] + ["--format", "json"])
    if rc != 0:
        sys.exit("error: analyze %s: %s" % (" ".join(args), err))
    docs.append(("analyze " + " ".join(args), out))
for args in PLUGIN if opt else []:
    p = subprocess.run(opt + ["-disable-output", "-passes=print<gpu-perf>",
                              "-gpu-perf-format=json", "-gpu-perf-no-ptxas",
                              os.path.join(root, args[0])] + args[1:],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if p.returncode != 0 or p.stdout:
        sys.exit("error: opt %s: %s" % (" ".join(args), p.stderr.decode()))
    docs.append(("opt " + " ".join(args), p.stderr.decode()))
rank_docs = []
for args in RANKS:
    p = subprocess.run([gpuperf] + args + ["--format", "json"], cwd=root,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if p.returncode != 0:
        sys.exit("error: rank %s: %s" % (" ".join(args[1:3]), p.stderr.decode()))
    rank_docs.append(("rank " + " ".join(args[1:3]), p.stdout.decode()))

report = next(json.loads(d) for _, d in docs
              if isinstance(json.loads(d), dict) and json.loads(d)["kernels"])
ranking = next(json.loads(d) for _, d in rank_docs if json.loads(d)["ranking"])
self_test(report, ranking)

bad = 0
for name, text in docs + rank_docs:
    why = validate.problems(json.loads(text), checkers)
    if why:
        print("%s: invalid: %s" % (name, why))
        bad += 1
plugin = sum(1 for name, _ in docs if name.startswith("opt "))
print("validated %d reports (%d from the plugin) and %d rankings; %d invalid"
      % (len(docs), plugin, len(rank_docs), bad))
sys.exit(1 if bad else 0)
