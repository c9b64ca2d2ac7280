; Intrinsics a cost model is unlikely to know, and a call to an external
; function with no definition.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @unknown_intrinsics_kernel(ptr %out, ptr %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %clk = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %gt = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %smid = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %p = getelementptr inbounds i32, ptr %in, i32 %tid
  %v = load i32, ptr %p, align 4
  %m = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %v)
  %red = call i32 @llvm.nvvm.redux.sync.add(i32 %v, i32 -1)
  %pr = call i32 @llvm.nvvm.prmt(i32 %v, i32 %red, i32 291)
  %f = call i32 @llvm.fshl.i32(i32 %pr, i32 %m, i32 %lane)
  %pc = call i32 @llvm.ctpop.i32(i32 %f)
  %bs = call i32 @llvm.bswap.i32(i32 %pc)
  %ab = call i32 @llvm.abs.i32(i32 %bs, i1 false)
  %sm = call i32 @llvm.smax.i32(i32 %ab, i32 %smid)
  %ex = call i32 @external_helper(i32 %sm)
  call void @llvm.nvvm.nanosleep(i32 100)
  call void @llvm.assume(i1 true)
  %clk32 = trunc i64 %clk to i32
  %gt32 = trunc i64 %gt to i32
  %t = add i32 %clk32, %gt32
  %r = add i32 %ex, %t
  %q = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %q, align 4
  call void @llvm.prefetch.p0(ptr %q, i32 0, i32 3, i32 1)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.nvvm.nanosleep(i32)
declare void @llvm.assume(i1)
declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
declare i32 @external_helper(i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @unknown_intrinsics_kernel, !"kernel", i32 1}
