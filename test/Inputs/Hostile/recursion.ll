; ModuleID = 'recursion.cu'
source_filename = "recursion.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z3fibi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp slt i32 %0, 2
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -2
  %5 = lshr i32 %4, 1
  %6 = add nuw i32 %5, 1
  %7 = and i32 %6, 3
  %8 = icmp ult i32 %4, 6
  br i1 %8, label %30, label %9

9:                                                ; preds = %3
  %10 = and i32 %6, -4
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i32 [ %0, %9 ], [ %24, %11 ]
  %13 = phi i32 [ 0, %9 ], [ %27, %11 ]
  %14 = phi i32 [ 0, %9 ], [ %28, %11 ]
  %15 = add nsw i32 %12, -1
  %16 = tail call noundef i32 @_Z3fibi(i32 noundef %15) #3
  %17 = add nsw i32 %16, %13
  %18 = add nsw i32 %12, -3
  %19 = tail call noundef i32 @_Z3fibi(i32 noundef %18) #3
  %20 = add nsw i32 %19, %17
  %21 = add nsw i32 %12, -5
  %22 = tail call noundef i32 @_Z3fibi(i32 noundef %21) #3
  %23 = add nsw i32 %22, %20
  %24 = add nsw i32 %12, -8
  %25 = add nsw i32 %12, -7
  %26 = tail call noundef i32 @_Z3fibi(i32 noundef %25) #3
  %27 = add nsw i32 %26, %23
  %28 = add i32 %14, 4
  %29 = icmp eq i32 %28, %10
  br i1 %29, label %30, label %11

30:                                               ; preds = %11, %3
  %31 = phi i32 [ poison, %3 ], [ %24, %11 ]
  %32 = phi i32 [ poison, %3 ], [ %27, %11 ]
  %33 = phi i32 [ %0, %3 ], [ %24, %11 ]
  %34 = phi i32 [ 0, %3 ], [ %27, %11 ]
  %35 = icmp eq i32 %7, 0
  br i1 %35, label %46, label %36

36:                                               ; preds = %30, %36
  %37 = phi i32 [ %40, %36 ], [ %33, %30 ]
  %38 = phi i32 [ %43, %36 ], [ %34, %30 ]
  %39 = phi i32 [ %44, %36 ], [ 0, %30 ]
  %40 = add nsw i32 %37, -2
  %41 = add nsw i32 %37, -1
  %42 = tail call noundef i32 @_Z3fibi(i32 noundef %41) #3
  %43 = add nsw i32 %42, %38
  %44 = add i32 %39, 1
  %45 = icmp eq i32 %44, %7
  br i1 %45, label %46, label %36, !llvm.loop !5

46:                                               ; preds = %30, %36, %1
  %47 = phi i32 [ 0, %1 ], [ %32, %30 ], [ %43, %36 ]
  %48 = phi i32 [ %0, %1 ], [ %31, %30 ], [ %40, %36 ]
  %49 = add nsw i32 %48, %47
  ret i32 %49
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 2) i32 @_Z4eveni(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call noundef i32 @_Z3oddi(i32 noundef %4) #3
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 1, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree noinline nosync nounwind willreturn memory(none)
define dso_local noundef range(i32 0, 2) i32 @_Z3oddi(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %6, label %3

3:                                                ; preds = %1
  %4 = add nsw i32 %0, -1
  %5 = tail call noundef i32 @_Z4eveni(i32 noundef %4) #3
  br label %6

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %5, %3 ], [ 0, %1 ]
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z16recursive_kernelPiPKii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %20

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !7
  %14 = and i32 %13, 15
  %15 = tail call noundef i32 @_Z3fibi(i32 noundef %14) #3
  %16 = and i32 %13, 7
  %17 = tail call noundef i32 @_Z4eveni(i32 noundef %16) #3
  %18 = add nsw i32 %17, %15
  %19 = getelementptr inbounds i32, ptr %0, i64 %11
  store i32 %18, ptr %19, align 4, !tbaa !7
  br label %20

20:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree noinline nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z16recursive_kernelPiPKii, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.disable"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
