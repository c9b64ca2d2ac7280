; A 256-byte struct copy (out[i] = in[i]) and a 64-byte memset per thread.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @copy(ptr %out, ptr %in) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %off = mul i64 %i, 256
  %s = getelementptr i8, ptr %in, i64 %off
  %d = getelementptr i8, ptr %out, i64 %off
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 256, i1 false)
  %z = getelementptr i8, ptr %d, i64 16
  tail call void @llvm.memset.p0.i64(ptr align 4 %z, i8 0, i64 64, i1 false)
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
!nvvm.annotations = !{!0}
!0 = !{ptr @copy, !"kernel", i32 1}
