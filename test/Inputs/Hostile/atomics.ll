; ModuleID = 'atomics.cu'
source_filename = "atomics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14atomics_kernelPjPfPKjiE5local = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z16atomic_max_floatPff(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !5
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %3, %2 ], [ %10, %4 ]
  %6 = bitcast i32 %5 to float
  %7 = tail call contract noundef float @llvm.maxnum.f32(float %1, float %6)
  %8 = bitcast float %7 to i32
  %9 = cmpxchg ptr %0, i32 %5, i32 %8 seq_cst seq_cst, align 4
  %10 = extractvalue { i32, i1 } %9, 0
  %11 = icmp eq i32 %5, %10
  br i1 %11, label %12, label %4, !llvm.loop !9

12:                                               ; preds = %4
  ret float %6
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14atomics_kernelPjPfPKji(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_kernelPjPfPKjiE5local to ptr), i64 0, i64 %6
  store i32 0, ptr %7, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %8 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %5
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %35

13:                                               ; preds = %4
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %2, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !5
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14atomics_kernelPjPfPKjiE5local to ptr), i64 0, i64 %18
  %20 = atomicrmw add ptr %19, i32 1 seq_cst, align 4
  %21 = getelementptr inbounds i8, ptr %0, i64 1024
  %22 = load i32, ptr %15, align 4, !tbaa !5
  %23 = atomicrmw umax ptr %21, i32 %22 seq_cst, align 4
  %24 = load i32, ptr %15, align 4, !tbaa !5
  %25 = uitofp i32 %24 to float
  %26 = load i32, ptr %1, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %27, %13
  %28 = phi i32 [ %26, %13 ], [ %33, %27 ]
  %29 = bitcast i32 %28 to float
  %30 = tail call contract noundef float @llvm.maxnum.f32(float %25, float %29)
  %31 = bitcast float %30 to i32
  %32 = cmpxchg ptr %1, i32 %28, i32 %31 seq_cst seq_cst, align 4
  %33 = extractvalue { i32, i1 } %32, 0
  %34 = icmp eq i32 %28, %33
  br i1 %34, label %35, label %27, !llvm.loop !9

35:                                               ; preds = %27, %4
  tail call void @llvm.nvvm.barrier0()
  %36 = getelementptr inbounds i32, ptr %0, i64 %6
  %37 = load i32, ptr %7, align 4, !tbaa !5
  %38 = atomicrmw add ptr %36, i32 %37 seq_cst, align 4
  %39 = getelementptr inbounds i8, ptr %0, i64 1028
  %40 = atomicrmw xchg ptr %39, i32 %11 seq_cst, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z14atomics_kernelPjPfPKji, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
