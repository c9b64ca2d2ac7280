#!/usr/bin/env python3
"""Writes an NVPTX kernel whose one load reads through a chain of N (default
100,000) `getelementptr i8, ptr %prev, i64 1` to stdout: every walk over
use-def chains must be iterative (test/Robustness/gep-chain.test). With a
second argument `loads`, a load follows every GEP and feeds a sum: each walk
must also be done once, not once per load (gep-chain-loads.test)."""
import sys


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    loads = len(sys.argv) > 2 and sys.argv[2] == 'loads'
    w = sys.stdout.write
    w('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n')
    w('target triple = "nvptx64-nvidia-cuda"\n\n')
    w('define void @gep_chain(ptr %out, ptr %in) {\n')
    w('entry:\n')
    prev = '%in'
    acc = '0.0'
    for k in range(n):
        w(f'  %p{k} = getelementptr i8, ptr {prev}, i64 1\n')
        prev = f'%p{k}'
        if loads:
            w(f'  %l{k} = load float, ptr {prev}, align 1\n')
            w(f'  %s{k} = fadd float {acc}, %l{k}\n')
            acc = f'%s{k}'
    w(f'  %v = load float, ptr {prev}, align 1\n')
    if loads:
        w(f'  %t = fadd float %v, {acc}\n')
        w('  store float %t, ptr %out, align 4\n')
    else:
        w('  store float %v, ptr %out, align 4\n')
    w('  ret void\n}\n\n')
    w('!nvvm.annotations = !{!0}\n')
    w('!0 = !{ptr @gep_chain, !"kernel", i32 1}\n')


if __name__ == '__main__':
    main()
