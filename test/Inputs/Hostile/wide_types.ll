; i128 arithmetic, vector loads/stores and shuffles, odd-width integers.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @wide_types_kernel(ptr %out, ptr %in, ptr %vin, i128 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i128, ptr %in, i64 %idx
  %a = load i128, ptr %p, align 16
  %m = mul i128 %a, %k
  %d = udiv i128 %m, 1000000007
  %s = shl i128 %d, 67
  %x = xor i128 %s, %a
  %vp = getelementptr inbounds <4 x float>, ptr %vin, i64 %idx
  %v = load <4 x float>, ptr %vp, align 16
  %v2 = fmul <4 x float> %v, <float 2.0, float 2.0, float 2.0, float 2.0>
  %sh = shufflevector <4 x float> %v2, <4 x float> %v, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  %h = fptrunc <8 x float> %sh to <8 x half>
  %hi = bitcast <8 x half> %h to i128
  %r = add i128 %x, %hi
  %odd = trunc i128 %r to i37
  %odd2 = mul i37 %odd, 3
  %wide = zext i37 %odd2 to i128
  %r2 = or i128 %r, %wide
  %q = getelementptr inbounds i128, ptr %out, i64 %idx
  store i128 %r2, ptr %q, align 16
  %e = extractelement <8 x half> %h, i32 3
  %vq = getelementptr inbounds <2 x i16>, ptr %out, i64 %idx
  %iv = insertelement <2 x half> undef, half %e, i32 0
  store <2 x half> %iv, ptr %vq, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @wide_types_kernel, !"kernel", i32 1}
