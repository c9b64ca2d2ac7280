#!/usr/bin/env python3
"""needed_lt.py LABEL A.json B.json: prints both needed occupancies
(prediction.needed_warps_per_sm) and exits 1 unless needed(A) < needed(B)."""
import json
import sys

label, a, b = sys.argv[1:4]
ka = json.load(open(a))["kernels"][0]
kb = json.load(open(b))["kernels"][0]
na, nb = ka["prediction"]["needed_warps_per_sm"], kb["prediction"]["needed_warps_per_sm"]
print("%s: needed %.2f (%s, %s) < %.2f (%s, %s): %s" % (
    label, na, ka["bounds"]["binding"], ka["prediction"]["mode"], nb,
    kb["bounds"]["binding"], kb["prediction"]["mode"], "yes" if na < nb else "NO"))
sys.exit(0 if na < nb else 1)
