; -gpu-perf-views accepts the view names (and "all") in opt.
; RUN: %opt -passes='print<gpu-perf>' -gpu-perf-gpu=v100 -gpu-perf-block=32,32 \
; RUN:   -gpu-perf-grid=128,128 -gpu-perf-arg=n=4096 -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-kernel=transpose_tile -gpu-perf-views=occupancy,bottleneck \
; RUN:   -disable-output %inputs/transpose.ll 2>&1 | %FileCheck %s
; CHECK: Kernel transpose_tile
; CHECK-NOT: launch
; CHECK: occupancy view
; CHECK: what if the block size changes
; CHECK: bottleneck view
; CHECK: padding `tile` to 33 columns
; RUN: %opt -passes='print<gpu-perf>' -gpu-perf-gpu=v100 -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-views=all -disable-output %inputs/transpose.ll 2>&1 | %FileCheck %s --check-prefix=ALL
; ALL: occupancy view
; ALL: bottleneck view
; ALL: throughput bound (Volkov
; RUN: %not %opt -passes='print<gpu-perf>' -gpu-perf-views=bogus -disable-output \
; RUN:   %inputs/transpose.ll 2>&1 | %FileCheck %s --check-prefix=BAD
; BAD: unknown view 'bogus'
