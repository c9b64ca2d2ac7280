#!/usr/bin/env python3
"""Writes an NVPTX kernel with about N instructions (default 100,000) to stdout.

The kernel is a chain of diamonds (a thread-dependent branch per segment),
each arm a block of global loads, FP arithmetic with a growing live set and a
store, plus one counted loop every 16 segments, so CFG, liveness, access and
loop analyses all see a realistic shape at scale.  Used by
test/Robustness/large-kernel.test and bench/hostile-timing.sh; never committed
as .ll (it is about 4 MB).
"""
import sys

def main():
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    out = []
    w = out.append
    w('target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"')
    w('target triple = "nvptx64-nvidia-cuda"')
    w('')
    w('define void @large_kernel(ptr %out, ptr %in, i32 %n) {')
    w('entry:')
    w('  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
    w('  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()')
    w('  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()')
    w('  %base = mul i32 %ctaid, %ntid')
    w('  %gid = add i32 %base, %tid')
    w('  br label %s0')
    count = 6
    seg = 0
    acc = '0.0'
    while count < target:
        s = f's{seg}'
        # Segment head: thread-dependent branch into two arms.
        w(f'{s}:')
        w(f'  %{s}.bit = and i32 %tid, {1 << (seg % 5)}')
        w(f'  %{s}.c = icmp eq i32 %{s}.bit, 0')
        w(f'  br i1 %{s}.c, label %{s}.l, label %{s}.r')
        count += 3
        arms = {}
        for arm in ('l', 'r'):
            b = f'{s}.{arm}'
            w(f'{b}:')
            vals = []
            for k in range(12):
                off = seg * 7 + k * (3 if arm == 'l' else 5)
                w(f'  %{b}.i{k} = add i32 %gid, {off}')
                w(f'  %{b}.p{k} = getelementptr inbounds float, ptr %in, i32 %{b}.i{k}')
                w(f'  %{b}.v{k} = load float, ptr %{b}.p{k}, align 4')
                vals.append(f'%{b}.v{k}')
                count += 3
            # Pairwise products keep many values live at once.
            cur = acc
            for k in range(0, 12):
                w(f'  %{b}.m{k} = fmul float {vals[k]}, {vals[(k * 5 + 1) % 12]}')
                w(f'  %{b}.a{k} = fadd float {cur}, %{b}.m{k}')
                cur = f'%{b}.a{k}'
                count += 2
            w(f'  %{b}.sp = getelementptr inbounds float, ptr %out, i32 %{b}.i0')
            w(f'  store float {cur}, ptr %{b}.sp, align 4')
            w(f'  br label %{s}.j')
            count += 3
            arms[arm] = cur
        w(f'{s}.j:')
        w(f'  %{s}.acc = phi float [ {arms["l"]}, %{s}.l ], [ {arms["r"]}, %{s}.r ]')
        count += 1
        acc = f'%{s}.acc'
        nxt = f's{seg + 1}'
        if seg % 16 == 15:
            # A counted loop with a parametric trip count.
            L = f'{s}.loop'
            w(f'  br label %{L}')
            w(f'{L}:')
            w(f'  %{L}.k = phi i32 [ 0, %{s}.j ], [ %{L}.kn, %{L} ]')
            w(f'  %{L}.s = phi float [ {acc}, %{s}.j ], [ %{L}.sn, %{L} ]')
            w(f'  %{L}.ix = add i32 %{L}.k, %gid')
            w(f'  %{L}.p = getelementptr inbounds float, ptr %in, i32 %{L}.ix')
            w(f'  %{L}.v = load float, ptr %{L}.p, align 4')
            w(f'  %{L}.sn = fadd float %{L}.s, %{L}.v')
            w(f'  %{L}.kn = add nsw i32 %{L}.k, 1')
            w(f'  %{L}.c = icmp slt i32 %{L}.kn, %n')
            w(f'  br i1 %{L}.c, label %{L}, label %{L}.exit')
            w(f'{L}.exit:')
            w(f'  %{L}.r = phi float [ %{L}.sn, %{L} ]')
            acc = f'%{L}.r'
            count += 11
        w(f'  br label %{nxt}')
        count += 1
        seg += 1
    w(f's{seg}:')
    w('  %final = getelementptr inbounds float, ptr %out, i32 %gid')
    w(f'  store float {acc}, ptr %final, align 4')
    w('  ret void')
    w('}')
    w('')
    w('declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()')
    w('declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()')
    w('declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()')
    w('')
    w('!nvvm.annotations = !{!0}')
    w('!0 = !{ptr @large_kernel, !"kernel", i32 1}')
    sys.stdout.write('\n'.join(out) + '\n')

if __name__ == '__main__':
    main()
