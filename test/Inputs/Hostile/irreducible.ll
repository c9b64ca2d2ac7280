; Irreducible control flow: the loop {a, b} has two entries (from entry and
; from side), so it has no single header and LoopInfo finds no loop.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @irreducible_kernel(ptr %out, ptr %in, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp slt i32 %tid, 16
  br i1 %c0, label %a, label %side

side:
  %x = load i32, ptr %in, align 4
  %c1 = icmp sgt i32 %x, 0
  br i1 %c1, label %b, label %exit

a:
  %i.a = phi i32 [ 0, %entry ], [ %i.b.next, %b ]
  %i.a.next = add i32 %i.a, 1
  %p = getelementptr inbounds i32, ptr %out, i32 %i.a
  store i32 %i.a, ptr %p, align 4
  %ca = icmp slt i32 %i.a.next, %n
  br i1 %ca, label %b, label %exit

b:
  %i.b = phi i32 [ %i.a.next, %a ], [ %x, %side ]
  %i.b.next = add i32 %i.b, 2
  %q = getelementptr inbounds i32, ptr %in, i32 %i.b
  %v = load i32, ptr %q, align 4
  %cb = icmp ne i32 %v, 0
  br i1 %cb, label %a, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @irreducible_kernel, !"kernel", i32 1}
