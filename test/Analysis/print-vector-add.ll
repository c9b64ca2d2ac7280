; The opt printer reports launch, resources, occupancy and the machine used.
; RUN: %opt -disable-output -passes='print<gpu-perf>' -gpu-perf-gpu=h100 \
; RUN:   -gpu-perf-block=256 -gpu-perf-grid=4096 -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-arg=n=1048576 %inputs/vector_add.ll 2>&1 | %FileCheck %s

; CHECK: gpuperf report for {{.*}}vector_add.cu (model volkov-in-order)
; CHECK: Machine: h100 ({{.*}}), CC 9.0, 132 SMs
; CHECK: Kernel vector_add
; CHECK-NEXT: launch      block 256, grid 4096
; CHECK-NEXT: resources   {{[0-9]+}} registers, 0 B shared/block, 0 B local (estimate)
; CHECK-NEXT:             estimated from the IR (peak live values): -gpu-perf-no-ptxas
; CHECK-NEXT: occupancy   8 blocks/SM, 64 warps/SM (100%), limited by warps
