; ModuleID = 'callees.cu'
source_filename = "callees.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13callee_kernelPfPKffiE4tile = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z11load_scaledPKfif(ptr nocapture noundef readonly %0, i32 noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !5
  %7 = fmul contract float %6, %2
  ret float %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z10store_tilePfif(ptr nocapture noundef writeonly %0, i32 noundef %1, float noundef %2) local_unnamed_addr #1 {
  %4 = sext i32 %1 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  store float %2, ptr %5, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13callee_kernelPfPKffi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %13

11:                                               ; preds = %4
  %12 = tail call contract noundef float @_Z11load_scaledPKfif(ptr noundef %1, i32 noundef %9, float noundef %2) #5
  tail call void @_Z10store_tilePfif(ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13callee_kernelPfPKffiE4tile to ptr), i32 noundef %8, float noundef %12) #5
  br label %13

13:                                               ; preds = %11, %4
  tail call void @llvm.nvvm.barrier0()
  br i1 %10, label %14, label %25

14:                                               ; preds = %13
  %15 = sub nsw i32 255, %8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13callee_kernelPfPKffiE4tile to ptr), i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !5
  %19 = shl nsw i32 %9, 1
  %20 = srem i32 %19, %3
  %21 = tail call contract noundef float @_Z11load_scaledPKfif(ptr noundef %1, i32 noundef %20, float noundef %2) #5
  %22 = fadd contract float %18, %21
  %23 = sext i32 %9 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  store float %22, ptr %24, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %14, %13
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z13callee_kernelPfPKffi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
