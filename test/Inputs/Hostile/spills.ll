; Register spills and -O0 style stack traffic: every value goes through an
; alloca, and a dynamically sized alloca in a loop.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @spill_kernel(ptr %out, ptr %in, i32 %n) {
entry:
  %slot.i = alloca i32, align 4
  %slot.acc = alloca [32 x double], align 8
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 0, ptr %slot.i, align 4
  br label %loop

loop:
  %i = load i32, ptr %slot.i, align 4
  %ip = getelementptr inbounds double, ptr %in, i32 %i
  %x = load double, ptr %ip, align 8
  %k = and i32 %i, 31
  %ap = getelementptr inbounds [32 x double], ptr %slot.acc, i32 0, i32 %k
  %old = load double, ptr %ap, align 8
  %new = fadd double %old, %x
  store double %new, ptr %ap, align 8
  %i.next = add i32 %i, 1
  store i32 %i.next, ptr %slot.i, align 4
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %tail

tail:
  %dyn = alloca i32, i32 %n, align 4
  %dp = getelementptr inbounds i32, ptr %dyn, i32 %tid
  store i32 %tid, ptr %dp, align 4
  %t0 = getelementptr inbounds [32 x double], ptr %slot.acc, i32 0, i32 %tid
  %r = load double, ptr %t0, align 8
  %op = getelementptr inbounds double, ptr %out, i32 %tid
  store double %r, ptr %op, align 8
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @spill_kernel, !"kernel", i32 1}
