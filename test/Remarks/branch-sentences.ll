; Branch remarks read as sentences; the fractions stay machine-readable in the
; YAML record.
; RUN: %opt -disable-output -passes=gpu-perf-remarks -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-kernel='^tid_lt_50$' -gpu-perf-block=256 -gpu-perf-grid=64 \
; RUN:   -pass-remarks-analysis=gpu-perf -pass-remarks-output=%t.yaml \
; RUN:   %inputs/Graph/branches.ll 2>&1 | %FileCheck %s
; CHECK: branches.cu:8:7: thread-dependent branch: 12.5% of warps diverge; 78.12% of lanes active on the taken side
; RUN: %FileCheck %s --check-prefix=YAML < %t.yaml
; YAML: Name: Branch
; YAML: - Kind: thread-dependent
; YAML: - DivergentWarpFraction: '0.125'
; YAML: - ActiveLaneFraction: '0.7812'
