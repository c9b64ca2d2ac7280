; A __shared__ array of 4 GiB + 1 byte: reported as 1 B before (32-bit sizes).
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@buf = internal addrspace(3) global [4294967297 x i8] undef, align 4
define void @k(ptr %out) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr inbounds [4294967297 x i8], ptr addrspace(3) @buf, i64 0, i64 %i
  %v = load i8, ptr addrspace(3) %p, align 1
  %q = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %v, ptr %q, align 1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
