#!/usr/bin/env python3
"""Writes a kernel with N loops nested in each other, each of TRIP
iterations, around one store: TRIP^N iterations a thread, past what a double
holds for 2^1100. A second kernel in the module is ordinary.
Usage: gen-loop-nest.py N TRIP > nest.ll"""
import sys

n, trip = int(sys.argv[1]), int(sys.argv[2])
out = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
       'target triple = "nvptx64-nvidia-cuda"', '',
       'define void @nest(ptr addrspace(1) %p) {', 'entry:',
       '  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
       '  %i = zext i32 %tid to i64',
       '  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i',
       '  br label %h0']
for k in range(n):
    prev = 'entry' if k == 0 else f'h{k - 1}'
    out += [f'h{k}:',
            f'  %j{k} = phi i32 [ 0, %{prev} ], [ %n{k}, %l{k} ]',
            f'  br label %h{k + 1}']
out += [f'h{n}:', '  store volatile i32 1, ptr addrspace(1) %a, align 4',
        f'  br label %l{n - 1}']
for k in reversed(range(n)):
    out += [f'l{k}:',
            f'  %n{k} = add i32 %j{k}, 1',
            f'  %c{k} = icmp slt i32 %n{k}, {trip}',
            f'  br i1 %c{k}, label %h{k}, label %{"done" if k == 0 else f"l{k - 1}"}']
out += ['done:', '  ret void', '}', '',
        'define void @plain(ptr addrspace(1) %p) {',
        '  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
        '  %i = zext i32 %tid to i64',
        '  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i',
        '  store i32 1, ptr addrspace(1) %a, align 4', '  ret void', '}', '',
        'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()', '',
        '!nvvm.annotations = !{!0, !1}', '!0 = !{ptr @nest, !"kernel", i32 1}',
        '!1 = !{ptr @plain, !"kernel", i32 1}']
print('\n'.join(out))
