; A 1 TiB thread-private array: the launch was predicted before.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %out, i64 %j) {
entry:
  %a = alloca [1099511627776 x i8], align 4
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds [1099511627776 x i8], ptr %a, i64 0, i64 %j
  store volatile i8 1, ptr %p, align 1
  %v = load volatile i8, ptr %p, align 1
  %q = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %v, ptr %q, align 1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
