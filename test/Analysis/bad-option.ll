; A bad plugin option is one error line and a failing exit status.
; RUN: %not %opt -disable-output -passes='print<gpu-perf>' -gpu-perf-gpu=nope \
; RUN:   %inputs/vector_add.ll 2>&1 | %FileCheck %s --check-prefix=GPU
; GPU: error: gpu-perf: unknown GPU 'nope' (known: {{.*}}h200{{.*}})
; RUN: %not %opt -disable-output -passes='print<gpu-perf>' -gpu-perf-block=0 \
; RUN:   %inputs/vector_add.ll 2>&1 | %FileCheck %s --check-prefix=BLOCK
; BLOCK: error: gpu-perf: -gpu-perf-block: expected integers X[,Y[,Z]] from 1 to 2147483647 (2^31 - 1), got '0'
