; Two strided loads and two stores, no debug info: their remarks are alike in
; text but not known to be copies of one access.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(ptr %a, ptr %b) {
entry:
  %t = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t2 = mul i32 %t, 2
  %i = zext i32 %t2 to i64
  %g = getelementptr float, ptr %a, i64 %i
  %v = load float, ptr %g
  %h = getelementptr float, ptr %b, i64 %i
  %w = load float, ptr %h
  %s = fadd float %v, %w
  store float %s, ptr %g
  store float %s, ptr %h
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
