; A host module: kernels cannot live here.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @looks_like_a_kernel(ptr %out, i32 %n) {
entry:
  store i32 %n, ptr %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @looks_like_a_kernel, !"kernel", i32 1}
