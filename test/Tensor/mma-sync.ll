; mma.sync and ldmatrix through the NVVM intrinsics (CUTLASS-style code),
; and an intrinsic no operation class covers, stated rather than free.
;
; ldmatrix .x4: every lane gives the address of one 16-byte row; rows 64
; bytes apart put lanes 0, 2, 4 and 6 of each 8-lane phase in banks 0-3:
; 4 phases x 4 wavefronts = 16, ideal 4. .x1 reads the first 8 lanes'
; addresses only: one phase, rows 16 bytes apart: 1 wavefront, ideal 1.
; RUN: %gpuperf analyze %s --gpu a100 --block 128 --grid 1 --format json \
; RUN:   | %python -c 'import json,sys; \
; RUN:   [print(a["bytes_per_thread"], a["wavefronts"], a["ideal_wavefronts"], \
; RUN:          a["active_lane_fraction"]) \
; RUN:    for k in json.load(sys.stdin)["kernels"] for a in k["accesses"]]' \
; RUN:   | %FileCheck %s --check-prefix=LDMATRIX
; LDMATRIX: 16 16 4 1
; LDMATRIX-NEXT: 16 1 1 0.25
;
; mma.m16n8k16 f32 += f16 x f16 (FP32 accumulator): 2048 multiply-adds; m16n8k8 tf32: 1024;
; m16n8k16 f16 += f16 x f16 (FP16 accumulator): 2048; on an RTX 3090 the
; FP16 accumulator runs at 512, FP32 at 256, TF32 at 128 per cycle per SM.
; RUN: %gpuperf analyze %s --gpu rtx3090 --block 128 --grid 1 --view worksheet \
; RUN:   | %FileCheck %s --check-prefix=RATES
; RATES: tensor 20.00 {{.*}} 2048.00 tensor_f16 multiply-adds / 256.00 per cycle + 2048.00 tensor_f16_acc16 multiply-adds / 512.00 per cycle + 1024.00 tensor_tf32 multiply-adds / 128.00 per cycle
;
; RUN: %gpuperf analyze %s --gpu a100 --block 128 --grid 1 \
; RUN:   | %FileCheck %s --check-prefix=STATED
; STATED: assumes 1 call to intrinsics no operation class covers (llvm.nvvm.membar.gl (first at k)): each costed 0

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [2048 x i8] undef, align 128

define ptx_kernel void @k(ptr %out) {
entry:
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %row = mul i32 %lane, 64
  %p = getelementptr i8, ptr addrspace(3) @tile, i32 %row
  %x4 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16(ptr addrspace(3) %p)
  %row1 = mul i32 %lane, 16
  %p1 = getelementptr i8, ptr addrspace(3) @tile, i32 %row1
  %x1 = tail call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16(ptr addrspace(3) %p1)
  %a = bitcast i32 %x1 to <2 x half>
  %d = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float 0.0, float 0.0, float 0.0, float 0.0)
  %tf = tail call { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32 %x1, i32 %x1, i32 %x1, i32 %x1, i32 %x1, i32 %x1, float 0.0, float 0.0, float 0.0, float 0.0)
  %h = tail call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a)
  tail call void @llvm.nvvm.membar.gl()
  %d0 = extractvalue { float, float, float, float } %d, 0
  %t0 = extractvalue { float, float, float, float } %tf, 0
  %s = fadd float %d0, %t0
  store float %s, ptr %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16(ptr addrspace(3))
declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16(ptr addrspace(3))
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32, i32, i32, i32, i32, i32, float, float, float, float)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare void @llvm.nvvm.membar.gl()
