#!/usr/bin/env python3
"""Writes an NVPTX kernel to stdout whose thread index goes through N steps
that each use the previous value twice, then decides a branch and indexes a
load, or with `loop` bounds a loop (test/Robustness/expr-chain.test):

  xorshift N [loop]   N rounds of x ^= x << 13; x ^= x >> 17; x ^= x << 5
  add-self N [loop]   N times x = x + x
  select N [loop]     N times x = x < k + 7 ? x : k (k = 0, 1, ...)

Lowering such a value without sharing sub-results doubles the work per
step."""
import sys


def xorshift(n, w):
    prev = '%t'
    for k in range(n):
        for j, (op, amount) in enumerate((('shl', 13), ('lshr', 17),
                                          ('shl', 5))):
            w(f'  %s{k}_{j} = {op} i32 {prev}, {amount}\n')
            w(f'  %x{k}_{j} = xor i32 {prev}, %s{k}_{j}\n')
            prev = f'%x{k}_{j}'
    return prev


def add_self(n, w):
    prev = '%t'
    for k in range(n):
        w(f'  %x{k} = add i32 {prev}, {prev}\n')
        prev = f'%x{k}'
    return prev


def select(n, w):
    prev = '%t'
    for k in range(n):
        w(f'  %c{k} = icmp slt i32 {prev}, {k + 7}\n')
        w(f'  %x{k} = select i1 %c{k}, i32 {prev}, i32 {k}\n')
        prev = f'%x{k}'
    return prev


def main():
    mode, n = sys.argv[1], int(sys.argv[2])
    w = sys.stdout.write
    w('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n')
    w('target triple = "nvptx64-nvidia-cuda"\n\n')
    w('declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\n')
    w('define void @expr_chain(ptr %out, ptr %in, i32 %n) {\n')
    w('entry:\n')
    w('  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n')
    last = {'xorshift': xorshift, 'add-self': add_self, 'select': select}[mode](n, w)
    if len(sys.argv) > 3 and sys.argv[3] == 'loop':
        loop(last, w)
    else:
        branch(last, w)
    w('!nvvm.annotations = !{!0}\n')
    w('!0 = !{ptr @expr_chain, !"kernel", i32 1}\n')


def loop(last, w):
    """for (i = 0; i < last; ++i) *out += in[i & 1023];"""
    w('  br label %loop\n')
    w('loop:\n')
    w('  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]\n')
    w('  %im = and i32 %i, 1023\n')
    w('  %ix = zext i32 %im to i64\n')
    w('  %p = getelementptr float, ptr %in, i64 %ix\n')
    w('  %v = load float, ptr %p, align 4\n')
    w('  store float %v, ptr %out, align 4\n')
    w('  %inext = add i32 %i, 1\n')
    w(f'  %c = icmp slt i32 %inext, {last}\n')
    w('  br i1 %c, label %loop, label %done\n')
    w('done:\n')
    w('  ret void\n}\n\n')


def branch(last, w):
    """if (last < n) *out = in[last & 1023];"""
    w(f'  %c = icmp slt i32 {last}, %n\n')
    w('  br i1 %c, label %then, label %done\n')
    w('then:\n')
    w(f'  %i = and i32 {last}, 1023\n')
    w('  %ix = zext i32 %i to i64\n')
    w('  %p = getelementptr float, ptr %in, i64 %ix\n')
    w('  %v = load float, ptr %p, align 4\n')
    w('  store float %v, ptr %out, align 4\n')
    w('  br label %done\n')
    w('done:\n')
    w('  ret void\n}\n\n')


if __name__ == '__main__':
    main()
