; Where a load's pointer is chosen between an object and a local default
; (select(c, p, &zero), see local-default.cu), the choice's condition must be
; the load's own lanes'. A choice made in a loop the load follows holds the
; last iteration's condition: every lane is assumed to take the object, and
; that is stated. A store through such a select writes the default in the
; other lanes, which no lane pattern says: it stays data-dependent.
; RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --arg n=100 --no-ptxas --view accesses | %FileCheck %s
; CHECK-LABEL: Kernel choice_before_load
; CHECK: global load 16 in 16.00 16.00 16.00 - coalesced
; CHECK: assumes pointer chosen at {{.*}} between the object and a local default of each thread: the choice is made in a loop the load follows, so every lane is assumed to take the object
; CHECK-LABEL: Kernel store_through_choice
; CHECK: global store 16 - 32.00 {{.*}} data-dependent
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @choice_before_load(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %zero = alloca <4 x float>, align 16
  store <4 x float> zeroinitializer, ptr %zero, align 16
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ing = addrspacecast ptr addrspace(1) %in to ptr
  br label %choose
choose:
  %step = phi i32 [ 0, %entry ], [ %next, %choose ]
  %row = mul i32 %step, 256
  %i = add i32 %tid, %row
  %inside = icmp slt i32 %i, %n
  %wide = zext i32 %i to i64
  %elem = getelementptr inbounds <4 x float>, ptr %ing, i64 %wide
  %p = select i1 %inside, ptr %elem, ptr %zero
  %next = add i32 %step, 1
  %done = icmp eq i32 %next, 4
  br i1 %done, label %use, label %choose
use:
  %v = load <4 x float>, ptr %p, align 16
  %t = zext i32 %tid to i64
  %o = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %t
  store <4 x float> %v, ptr addrspace(1) %o, align 16
  ret void
}

define ptx_kernel void @store_through_choice(ptr addrspace(1) %out, i32 %n, <4 x float> %x) {
entry:
  %scratch = alloca <4 x float>, align 16
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %inside = icmp slt i32 %tid, %n
  %t = zext i32 %tid to i64
  %outg = addrspacecast ptr addrspace(1) %out to ptr
  %o = getelementptr inbounds <4 x float>, ptr %outg, i64 %t
  %p = select i1 %inside, ptr %o, ptr %scratch
  store volatile <4 x float> %x, ptr %p, align 16
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
