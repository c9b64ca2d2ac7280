; A kernel whose debug info fails verification: the function's !dbg is not a
; DISubprogram and a location's scope is a bare tuple. The code is fine.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scale(ptr addrspace(1) %a, float %s) !dbg !3 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !4
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!llvm.module.flags = !{!0}
!nvvm.annotations = !{!1}
!llvm.dbg.cu = !{}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @scale, !"kernel", i32 1}
!3 = !{}
!4 = !DILocation(line: 3, column: 7, scope: !3)
