; JSON from the printer follows gpuperf-report/1.
; RUN: %opt -disable-output -passes='print<gpu-perf>' -gpu-perf-format=json \
; RUN:   -gpu-perf-gpu=v100 -gpu-perf-block=32,32 -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-kernel='transpose_(naive|padded)' %inputs/transpose.ll 2>&1 \
; RUN:   | %python -c 'import json,sys; r=json.load(sys.stdin); print(r["schema"], [k["name"] for k in r["kernels"]], r["kernels"][0]["launch"]["block"], r["kernels"][0]["occupancy"]["limiter"], r["kernels"][1]["resources"]["shared_bytes"])' \
; RUN:   2>&1 | %FileCheck %s
; CHECK: gpuperf-report/1 ['transpose_naive', 'transpose_padded'] [32, 32, 1] {{warps|registers}} 4224
