#!/usr/bin/env python3
"""Writes a kernel with N branches in a chain where both sides of each branch
reach the next one and one side may also return early, so no branch's
immediate post-dominator is before the exit: walking each side to its join
visits the rest of the chain once per path (2^N paths).
Usage: gen-branch-chain.py N > chain.ll"""
import sys

n = int(sys.argv[1])
out = ['target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
       'target triple = "nvptx64-nvidia-cuda"', '',
       'define void @chain(ptr addrspace(1) %p) {', 'entry:',
       '  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()',
       '  %i = zext i32 %tid to i64',
       '  %a = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i',
       '  br label %b0']
for k in range(n):
    out += [f'b{k}:',
            f'  %v{k} = load volatile i32, ptr addrspace(1) %a, align 4',
            f'  %c{k} = icmp sgt i32 %v{k}, {k}',
            f'  br i1 %c{k}, label %l{k}, label %r{k}',
            f'l{k}:',
            f'  %e{k} = icmp eq i32 %v{k}, 0',
            f'  br i1 %e{k}, label %done, label %b{k + 1}',
            f'r{k}:',
            f'  store volatile i32 {k}, ptr addrspace(1) %a, align 4',
            f'  br label %b{k + 1}']
out += [f'b{n}:', '  br label %done', 'done:', '  ret void', '}', '',
        'declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()', '',
        '!nvvm.annotations = !{!0}', '!0 = !{ptr @chain, !"kernel", i32 1}']
print('\n'.join(out))
