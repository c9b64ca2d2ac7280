; ModuleID = 'local_memory.cu'
source_filename = "local_memory.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z18local_array_kernelPfPKiPKfi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [64 x float], align 4
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #3
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  br label %13

11:                                               ; preds = %13
  %12 = shl nsw i32 %10, 4
  br label %35

13:                                               ; preds = %13, %4
  %14 = phi i32 [ 0, %4 ], [ %30, %13 ]
  %15 = add nsw i32 %14, %10
  %16 = srem i32 %15, %3
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %2, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = zext nneg i32 %14 to i64
  %21 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %20
  store float %19, ptr %21, align 4, !tbaa !5
  %22 = or disjoint i32 %14, 1
  %23 = add nsw i32 %22, %10
  %24 = srem i32 %23, %3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = zext nneg i32 %22 to i64
  %29 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %28
  store float %27, ptr %29, align 4, !tbaa !5
  %30 = add nuw nsw i32 %14, 2
  %31 = icmp eq i32 %30, 64
  br i1 %31, label %11, label %13, !llvm.loop !9

32:                                               ; preds = %35
  %33 = sext i32 %10 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  store float %56, ptr %34, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #3
  ret void

35:                                               ; preds = %35, %11
  %36 = phi i32 [ 0, %11 ], [ %57, %35 ]
  %37 = phi float [ 0.000000e+00, %11 ], [ %56, %35 ]
  %38 = add nuw nsw i32 %36, %12
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %1, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !11
  %42 = and i32 %41, 63
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !5
  %46 = fadd contract float %37, %45
  %47 = or disjoint i32 %36, 1
  %48 = add nuw nsw i32 %47, %12
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %1, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !11
  %52 = and i32 %51, 63
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds [64 x float], ptr %5, i64 0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !5
  %56 = fadd contract float %46, %55
  %57 = add nuw nsw i32 %36, 2
  %58 = icmp eq i32 %57, 16
  br i1 %58, label %32, label %35, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z18local_array_kernelPfPKiPKfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
