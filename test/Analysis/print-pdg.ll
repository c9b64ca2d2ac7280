; The PDG printer shows regions, control and data dependences of a kernel.
; RUN: %opt -disable-output -passes='print<gpu-perf-pdg>' %inputs/vector_add.ll 2>&1 | %FileCheck %s
; CHECK: PDG of kernel vector_add (block 256)
; CHECK: region R1 if (%entry succ 0): %if.then
; CHECK: data %add -> %cmp
; CHECK: data %cmp -> br in %entry
; CHECK: mem  %3 -> store in %if.then
; The printer keeps the per-kernel budget the analysis keeps.
; RUN: %opt -disable-output -passes='print<gpu-perf-pdg>' -gpu-perf-max-kernel-accesses=1 %inputs/vector_add.ll 2>&1 | %FileCheck %s --check-prefix=BUDGET
; BUDGET: PDG of kernel vector_add not built: kernel has 17 IR instructions and 3 memory accesses, over the per-kernel analysis budget
; BUDGET-NOT: region
; As LLVM's printers: the graph goes to stderr, the IR output stays clean.
; RUN: %opt -disable-output -passes='print<gpu-perf-pdg>' %inputs/vector_add.ll 2>/dev/null | count 0
