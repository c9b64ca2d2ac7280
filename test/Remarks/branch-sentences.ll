; Branch remarks read as sentences; the fractions stay machine-readable in the
; YAML record.
; RUN: %opt -disable-output -passes=gpu-perf-remarks -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-kernel='^tid_lt_50$' -gpu-perf-block=256 -gpu-perf-grid=64 \
; RUN:   -pass-remarks-analysis=gpu-perf -pass-remarks-output=%t.yaml \
; RUN:   %inputs/Graph/branches.ll 2>&1 | %FileCheck %s
; CHECK: branches.cu:8:7: thread-dependent branch: 12.5% of warps diverge; 78.1% of lanes active on the taken side
; RUN: %FileCheck %s --check-prefix=YAML < %t.yaml
; YAML: Name: Branch
; YAML: - Kind: thread-dependent
; YAML: - DivergentWarpFraction: '0.125'
; YAML: - ActiveLaneFraction: '0.7812'

; A bounds check splits at most the warp that holds the bound: no branch
; remark, with the bound given or not (test/Control/bounds-check.cu).
; RUN: %opt -disable-output -passes=gpu-perf-remarks -gpu-perf-no-ptxas \
; RUN:   -pass-remarks-analysis=gpu-perf %inputs/vector_add.ll 2>&1 | %FileCheck %s --check-prefix=BOUNDS
; RUN: %opt -disable-output -passes=gpu-perf-remarks -gpu-perf-no-ptxas -gpu-perf-arg=n=1000001 \
; RUN:   -gpu-perf-block=256 -gpu-perf-grid=3907 \
; RUN:   -pass-remarks-analysis=gpu-perf %inputs/vector_add.ll 2>&1 | %FileCheck %s --check-prefix=BOUNDS
; BOUNDS: kernel vector_add on h200
; BOUNDS-NOT: branch:
