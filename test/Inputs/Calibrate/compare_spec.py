#!/usr/bin/env python3
"""compare_spec.py FITTED.yaml SOURCE.yaml [TOL] [--skip SECTION]: every
numeric value the fit wrote (top-level, scheduling, occupancy, latency,
throughput, contention) must be within TOL (default 2%) of the same key in the
source spec, except those of a skipped section. No YAML library needed: the
specs are flat 'key: value  # comment' lines."""
import sys


def flat(path):
    vals, section = {}, ""
    for raw in open(path):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip() or line.lstrip().startswith("-"):
            continue
        indented = line[0] == " "
        key, _, val = line.strip().partition(":")
        val = val.strip()
        if not indented:
            section = key if not val else ""
            name = key
        else:
            name = section + "." + key
        try:
            vals[name] = float(val)
        except ValueError:
            pass
    return vals


args, skip = sys.argv[1:], []
while "--skip" in args:
    i = args.index("--skip")
    skip.append(args[i + 1] + ".")
    del args[i:i + 2]
fitted, source = flat(args[0]), flat(args[1])
tol = float(args[2]) if len(args) > 2 else 0.02
compared, worst, bad = 0, (0.0, ""), []
for key, got in sorted(fitted.items()):
    want = source.get(key)
    if want is None or want == 0 or any(key.startswith(p) for p in skip):
        continue
    err = abs(got - want) / abs(want)
    compared += 1
    worst = max(worst, (err, key))
    if err > tol:
        bad.append("%s: fitted %g, source %g (%.2f%%)" % (key, got, want, err * 100))
for b in bad:
    print("MISMATCH " + b)
print("compared %d values, worst %s %.3f%%" % (compared, worst[1], worst[0] * 100))
sys.exit(1 if bad or compared < 20 else 0)
