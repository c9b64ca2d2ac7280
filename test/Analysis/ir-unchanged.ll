; The analysis, printer and remark pass never change the IR.
; RUN: %opt -S %inputs/transpose.ll -o %t.plain.ll
; RUN: %opt -S -passes='print<gpu-perf>,gpu-perf-remarks' -gpu-perf-no-ptxas \
; RUN:   -gpu-perf-block=32,32 %inputs/transpose.ll -o %t.analysed.ll 2> %t.report
; RUN: cmp %t.plain.ll %t.analysed.ll
; RUN: %FileCheck %s < %t.report
; CHECK: Kernel transpose_tile
