; cp.async through its NVVM intrinsic and a Hopper wgmma through inline PTX.
;
; cp.async.ca.shared.global.8: an 8-byte global read per lane (lanes 8
; bytes apart: 8 sectors, coalesced) and a shared write (2 wavefronts, the
; ideal); commit and wait cost nothing of their own, the copy's latency is
; charged at the copy, and the report says so.
; RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 132 --no-ptxas \
; RUN:   | %FileCheck %s --check-prefix=COPY
; COPY: global load 8 {{.*}} 8.00 8.00 8.00 - coalesced
; COPY-NEXT: shared store 8 {{.*}} - 2.00 - 2.0 coalesced
; COPY: assumes 1 cp.async copy (first at k): each waited for at once
; COPY-NOT: intrinsics no operation class covers
;
; wgmma m64n128k16 is a warpgroup's multiply: each of its 4 warps does a
; quarter, 16 x 128 x 16 = 32768 multiply-adds; its shared operands are
; read through descriptors, stated as not modelled.
; RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 132 --no-ptxas \
; RUN:   --view worksheet | %FileCheck %s --check-prefix=WGMMA
; WGMMA: tensor {{.*}} 32768.00 tensor_f16 multiply-adds / 1893.00 per cycle
; RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 132 --no-ptxas \
; RUN:   | %FileCheck %s --check-prefix=STATED
; STATED: on compute capability 9.0 only wgmma reaches the tensor cores' peak
; STATED: inline assembly at k: wgmma.fence.sync.aligned, wgmma's shared-memory operands (descriptors) not modelled; costed 0

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [1024 x i8] undef, align 128

define ptx_kernel void @k(ptr addrspace(1) %in, i64 %desc) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %off = mul i32 %t, 8
  %src = getelementptr i8, ptr addrspace(1) %in, i32 %off
  %dst = getelementptr i8, ptr addrspace(3) @buf, i32 %off
  call void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) %dst, ptr addrspace(1) %src)
  call void @llvm.nvvm.cp.async.commit.group()
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %d = call float asm sideeffect "wgmma.fence.sync.aligned; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0}, $1, $1, 1, 1, 1, 0, 0;", "=f,l"(i64 %desc)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3), ptr addrspace(1))
declare void @llvm.nvvm.cp.async.commit.group()
declare void @llvm.nvvm.cp.async.wait.group(i32)
