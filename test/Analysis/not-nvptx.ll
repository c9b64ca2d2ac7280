; On a module for another target the pass does nothing and says why.
; RUN: %opt -disable-output -passes='print<gpu-perf>' %inputs/x86.ll 2>&1 | %FileCheck %s
; CHECK: gpu-perf: nothing analysed: module targets 'x86_64-pc-linux-gnu', not NVPTX
