; One analysis remark per kernel at its definition, under pass name gpu-perf,
; and a YAML record whose arguments are machine-readable.
; RUN: %opt -disable-output -passes=gpu-perf-remarks -gpu-perf-gpu=h100 \
; RUN:   -gpu-perf-block=256 -gpu-perf-grid=4096 -gpu-perf-no-ptxas \
; RUN:   -pass-remarks-analysis=gpu-perf -pass-remarks-output=%t.yaml \
; RUN:   %inputs/vector_add.ll 2>&1 | %FileCheck %s
; CHECK: vector_add.cu:2:0: kernel vector_add on h100: block 256, grid 4096; {{[0-9]+}} registers (estimate), 64 warps/SM limited by warps
; RUN: %FileCheck %s --check-prefix=YAML < %t.yaml
; YAML: --- !Analysis
; YAML-NEXT: Pass: gpu-perf
; YAML-NEXT: Name: KernelSummary
; YAML: - Kernel: vector_add
; YAML: - WarpsPerSM: '64'
; YAML: - Limiter: warps
