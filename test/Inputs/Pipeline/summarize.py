#!/usr/bin/env python3
"""Prints a gpuperf JSON report (stdin) one fact per line, for FileCheck:
  KERNEL name
  ACCESS line:col space kind bytes=B spr=S ideal=I ways=W class=C active=A
  BRANCH line:col kind div=D active=A rho=R0,R1.. lanes=F0,F1.. (per successor)
  LOOP line:col trip=T effective=E
  PRED needed=N binding=B mode=M
Locations drop the file name; numbers are rounded to 3 decimals."""
import json
import sys


def loc(s):
    parts = str(s).split(":")
    return ":".join(parts[1:]) if len(parts) > 1 else parts[0]


def num(v):
    if isinstance(v, (int, float)):
        return ("%.3f" % v).rstrip("0").rstrip(".")
    return str(v)


r = json.load(sys.stdin)
for k in r["kernels"]:
    print("KERNEL", k["name"])
    for a in k.get("accesses", []):
        print("ACCESS %s %s %s bytes=%s spr=%s ideal=%s ways=%s class=%s active=%s" % (
            loc(a["loc"]), a["space"], a["kind"], num(a["bytes_per_thread"]),
            num(a["sectors_per_request"]), num(a["ideal_sectors_per_request"]),
            num(a["bank_conflict_ways"]), a["class"],
            num(a["active_lane_fraction"])))
    for b in k.get("branches", []):
        print("BRANCH %s %s div=%s active=%s rho=%s lanes=%s" % (loc(b["loc"]), b["kind"],
              num(b["divergent_warp_fraction"]), num(b["active_lane_fraction"]),
              ",".join(num(v) for v in b.get("successor_rho", [])),
              ",".join(num(v) for v in b.get("successor_active_lane_fraction", []))))
    for l in k.get("loops", []):
        print("LOOP %s trip=%s effective=%s" % (loc(l["loc"]), num(l["trip_count"]),
              num(l.get("effective_trip_count", ""))))
    p = k["prediction"]
    print("PRED needed=%s binding=%s mode=%s" % (num(p["needed_warps_per_sm"]),
          k["bounds"]["binding"], p["mode"]))
