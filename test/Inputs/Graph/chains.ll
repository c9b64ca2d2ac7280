; Two dependence chains whose order depends on the GPU: integer adds only
; against two integer multiplies and fewer adds (the reduction must keep both),
; and a single add that the first chain covers (it must drop that one).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @incomparable_chains(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a1 = add i32 %t, 1
  %a2 = add i32 %a1, 7
  %a3 = add i32 %a2, 9
  %m1 = mul i32 %t, %t
  %m2 = mul i32 %m1, %t
  %m3 = add i32 %m2, 3
  %c1 = add i32 %t, 5
  %s = add i32 %a3, %m3
  %r = add i32 %s, %c1
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
