; ModuleID = 'unbounded_loop.cu'
source_filename = "unbounded_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14collatz_kernelPiPKji(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %29

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp ugt i32 %13, 1
  br i1 %14, label %15, label %26

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %24, %15 ], [ 0, %10 ]
  %17 = phi i32 [ %23, %15 ], [ %13, %10 ]
  %18 = and i32 %17, 1
  %19 = icmp eq i32 %18, 0
  %20 = mul i32 %17, 3
  %21 = add i32 %20, 1
  %22 = lshr exact i32 %17, 1
  %23 = select i1 %19, i32 %22, i32 %21
  %24 = add nuw nsw i32 %16, 1
  %25 = icmp ugt i32 %23, 1
  br i1 %25, label %15, label %26, !llvm.loop !10

26:                                               ; preds = %15, %10
  %27 = phi i32 [ 0, %10 ], [ %24, %15 ]
  %28 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %27, ptr %28, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %3, %26
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16list_walk_kernelPiPKiPKfPf(ptr nocapture noundef readnone %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %1, i64 %6
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %10, label %20

10:                                               ; preds = %4, %10
  %11 = phi i32 [ %18, %10 ], [ %8, %4 ]
  %12 = phi float [ %16, %10 ], [ 0.000000e+00, %4 ]
  %13 = zext nneg i32 %11 to i64
  %14 = getelementptr inbounds float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = fadd contract float %12, %15
  %17 = getelementptr inbounds i32, ptr %1, i64 %13
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = icmp sgt i32 %18, -1
  br i1 %19, label %10, label %20, !llvm.loop !14

20:                                               ; preds = %10, %4
  %21 = phi float [ 0.000000e+00, %4 ], [ %16, %10 ]
  %22 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = add i32 %24, %5
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %3, i64 %26
  store float %21, ptr %27, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z14collatz_kernelPiPKji, !"kernel", i32 1}
!1 = !{ptr @_Z16list_walk_kernelPiPKiPKfPf, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !11}
