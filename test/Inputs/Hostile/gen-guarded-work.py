#!/usr/bin/env python3
"""Writes an NVPTX kernel of N guarded accesses or N counted branches.

  accesses N: `if ((gid % 7) < 1 + i % 5) acc += in[gid + i * 4096]`, N times.
      Each guard splits a warp's lanes by the block index modulo 7, which
      costs ISL about 0.6 s per access; N of them used to add up to minutes.
  branches N: `if ((gid * gid + i) % 97 < 48) acc += 1` on thread-dependent,
      not quasi-affine conditions, which only a lane-by-lane evaluation over
      the grid counts.

gid = ctaid.x * ntid.x + tid.x. Used by test/Robustness/kernel-work-budget.test
and bench/scaling (never committed as .ll).
"""
import sys


def main():
    mode, n = sys.argv[1], int(sys.argv[2])
    w = print
    w('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
    w('target triple = "nvptx64-nvidia-cuda"\n')
    w('define void @guarded_work(ptr %out, ptr %in) {')
    w('entry:')
    w('  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
    w('  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()')
    w('  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()')
    w('  %base = mul i32 %ctaid, %ntid')
    w('  %gid = add i32 %base, %tid')
    w('  %sq = mul i32 %gid, %gid')
    w('  br label %b0')
    acc = '0.0'
    for i in range(n):
        w(f'b{i}:')
        if mode == 'accesses':
            w(f'  %r{i} = urem i32 %gid, 7')
            w(f'  %c{i} = icmp ult i32 %r{i}, {1 + i % 5}')
        else:
            w(f'  %s{i} = add i32 %sq, {i}')
            w(f'  %r{i} = urem i32 %s{i}, 97')
            w(f'  %c{i} = icmp ult i32 %r{i}, 48')
        w(f'  br i1 %c{i}, label %t{i}, label %j{i}')
        w(f't{i}:')
        if mode == 'accesses':
            w(f'  %o{i} = add i32 %gid, {i * 4096}')
            w(f'  %x{i} = sext i32 %o{i} to i64')
            w(f'  %p{i} = getelementptr float, ptr %in, i64 %x{i}')
            w(f'  %v{i} = load float, ptr %p{i}, align 4')
        else:
            w(f'  %v{i} = fadd float 1.0, 0.0')
        w(f'  br label %j{i}')
        w(f'j{i}:')
        w(f'  %a{i} = phi float [ {acc}, %b{i} ], [ %v{i}, %t{i} ]')
        acc = f'%a{i}'
        w(f'  br label %b{i + 1}')
    w(f'b{n}:')
    w('  %og = sext i32 %gid to i64')
    w('  %po = getelementptr float, ptr %out, i64 %og')
    w(f'  store float {acc}, ptr %po, align 4')
    w('  ret void')
    w('}\n')
    for r in ('tid.x', 'ctaid.x', 'ntid.x'):
        w(f'declare i32 @llvm.nvvm.read.ptx.sreg.{r}()')
    w('\n!nvvm.annotations = !{!0}')
    w('!0 = !{ptr @guarded_work, !"kernel", i32 1}')


if __name__ == '__main__':
    main()
