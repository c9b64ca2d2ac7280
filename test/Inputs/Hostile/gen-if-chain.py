#!/usr/bin/env python3
"""Writes a kernel of N thread-dependent `if (tid < k)` branches with one
access, far under the analysis budget:
  seq   one after another, each joining with a phi (sync dependence: a
        reachability query per pair of blocks made 4,000 of them take 10 s)
  nest  each inside the previous, the innermost leaving straight to the
        exit (the branch lookup per block and a search per control
        dependence made 2,000 take 4.6 s)
Usage: gen-if-chain.py seq|nest N > chain.ll"""
import sys

mode, n = sys.argv[1], int(sys.argv[2])
out = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
       'target triple = "nvptx64-nvidia-cuda"',
       'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()', '',
       'define void @k(ptr %out) {', 'entry:',
       '  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
       '  %t64 = zext i32 %t to i64', '  br label %b0']
if mode == 'seq':
    acc = '0.0'
    for i in range(n):
        out += [f'b{i}:', f'  %c{i} = icmp ult i32 %t, {(i * 37) % 256}',
                f'  br i1 %c{i}, label %s{i}, label %j{i}',
                f's{i}:', f'  %v{i} = fadd float {acc}, 1.0', f'  br label %j{i}',
                f'j{i}:', f'  %a{i} = phi float [ {acc}, %b{i} ], [ %v{i}, %s{i} ]',
                f'  br label %b{i + 1}']
        acc = f'%a{i}'
    out += [f'b{n}:', '  %p = getelementptr float, ptr %out, i64 %t64',
            f'  store float {acc}, ptr %p', '  ret void', '}']
else:
    for d in range(n):
        out += [f'b{d}:', f'  %c{d} = icmp ult i32 %t, {n + 5 - d}',
                f'  br i1 %c{d}, label %b{d + 1}, label %x{d}']
    out += [f'b{n}:', '  %p = getelementptr float, ptr %out, i64 %t64',
            '  store float 1.0, ptr %p', '  br label %x0']
    for d in range(n):
        out += [f'x{d}:', '  ret void' if d == 0 else f'  br label %x{d - 1}']
    out += ['}']
out += ['!nvvm.annotations = !{!0}', '!0 = !{ptr @k, !"kernel", i32 1}']
print('\n'.join(out))
