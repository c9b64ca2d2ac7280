; Infinite loops: a persistent-thread style kernel that never returns, and a
; kernel whose only exit is a trap inside the loop.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @spin_forever_kernel(ptr %work, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:
  %i = phi i32 [ %tid, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i32, ptr %work, i32 %i
  %v = load volatile i32, ptr %p, align 4
  %q = getelementptr inbounds i32, ptr %out, i32 %i
  store volatile i32 %v, ptr %q, align 4
  %i.next = add i32 %i, 32
  br label %loop
}

define void @trap_exit_kernel(ptr %flag) {
entry:
  br label %loop

loop:
  %v = load volatile i32, ptr %flag, align 4
  %done = icmp eq i32 %v, 42
  br i1 %done, label %die, label %loop

die:
  call void @llvm.trap()
  unreachable
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.trap()

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @spin_forever_kernel, !"kernel", i32 1}
!1 = !{ptr @trap_exit_kernel, !"kernel", i32 1}
