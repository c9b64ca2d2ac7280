; ModuleID = 'loops.cu'
source_filename = "loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @nested_loops(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !15 {
  %4 = icmp sgt i32 %1, 0, !dbg !18
  br i1 %4, label %5, label %16, !dbg !19

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = and i32 %2, 3
  %8 = icmp ult i32 %2, 4
  %9 = and i32 %2, 2147483644
  %10 = icmp eq i32 %7, 0
  br label %11, !dbg !19

11:                                               ; preds = %5, %37
  %12 = phi i32 [ 0, %5 ], [ %39, %37 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %38, %37 ]
  br i1 %6, label %14, label %37, !dbg !20

14:                                               ; preds = %11
  %15 = mul nuw nsw i32 %12, %2
  br i1 %8, label %21, label %41, !dbg !20

16:                                               ; preds = %37, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %38, %37 ], !dbg !21
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %19 = zext nneg i32 %18 to i64, !dbg !26
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !26
  store float %17, ptr %20, align 4, !dbg !27, !tbaa !28
  ret void, !dbg !32

21:                                               ; preds = %41, %14
  %22 = phi float [ poison, %14 ], [ %67, %41 ]
  %23 = phi i32 [ 0, %14 ], [ %68, %41 ]
  %24 = phi float [ %13, %14 ], [ %67, %41 ]
  br i1 %10, label %37, label %25, !dbg !20

25:                                               ; preds = %21, %25
  %26 = phi i32 [ %34, %25 ], [ %23, %21 ]
  %27 = phi float [ %33, %25 ], [ %24, %21 ]
  %28 = phi i32 [ %35, %25 ], [ 0, %21 ]
  %29 = add nuw nsw i32 %26, %15, !dbg !33
  %30 = zext nneg i32 %29 to i64, !dbg !34
  %31 = getelementptr inbounds float, ptr %0, i64 %30, !dbg !34
  %32 = load float, ptr %31, align 4, !dbg !34, !tbaa !28
  %33 = fadd contract float %27, %32, !dbg !35
  %34 = add nuw nsw i32 %26, 1, !dbg !36
  %35 = add i32 %28, 1, !dbg !20
  %36 = icmp eq i32 %35, %7, !dbg !20
  br i1 %36, label %37, label %25, !dbg !20, !llvm.loop !37

37:                                               ; preds = %21, %25, %11
  %38 = phi float [ %13, %11 ], [ %22, %21 ], [ %33, %25 ], !dbg !39
  %39 = add nuw nsw i32 %12, 1, !dbg !40
  %40 = icmp eq i32 %39, %1, !dbg !18
  br i1 %40, label %16, label %11, !dbg !19, !llvm.loop !41

41:                                               ; preds = %14, %41
  %42 = phi i32 [ %68, %41 ], [ 0, %14 ]
  %43 = phi float [ %67, %41 ], [ %13, %14 ]
  %44 = phi i32 [ %69, %41 ], [ 0, %14 ]
  %45 = add nuw nsw i32 %42, %15, !dbg !33
  %46 = zext nneg i32 %45 to i64, !dbg !34
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !34
  %48 = load float, ptr %47, align 4, !dbg !34, !tbaa !28
  %49 = fadd contract float %43, %48, !dbg !35
  %50 = or disjoint i32 %42, 1, !dbg !36
  %51 = add nuw nsw i32 %50, %15, !dbg !33
  %52 = zext nneg i32 %51 to i64, !dbg !34
  %53 = getelementptr inbounds float, ptr %0, i64 %52, !dbg !34
  %54 = load float, ptr %53, align 4, !dbg !34, !tbaa !28
  %55 = fadd contract float %49, %54, !dbg !35
  %56 = or disjoint i32 %42, 2, !dbg !36
  %57 = add nuw nsw i32 %56, %15, !dbg !33
  %58 = zext nneg i32 %57 to i64, !dbg !34
  %59 = getelementptr inbounds float, ptr %0, i64 %58, !dbg !34
  %60 = load float, ptr %59, align 4, !dbg !34, !tbaa !28
  %61 = fadd contract float %55, %60, !dbg !35
  %62 = or disjoint i32 %42, 3, !dbg !36
  %63 = add nuw nsw i32 %62, %15, !dbg !33
  %64 = zext nneg i32 %63 to i64, !dbg !34
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !34
  %66 = load float, ptr %65, align 4, !dbg !34, !tbaa !28
  %67 = fadd contract float %61, %66, !dbg !35
  %68 = add nuw nsw i32 %42, 4, !dbg !36
  %69 = add i32 %44, 4, !dbg !20
  %70 = icmp eq i32 %69, %9, !dbg !20
  br i1 %70, label %21, label %41, !dbg !20, !llvm.loop !44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @const_loop(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !45 {
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %7, !dbg !46

4:                                                ; preds = %7
  %5 = zext nneg i32 %3 to i64, !dbg !47
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !47
  store float %15, ptr %6, align 4, !dbg !48, !tbaa !28
  ret void, !dbg !49

7:                                                ; preds = %1, %7
  %8 = phi i32 [ 0, %1 ], [ %16, %7 ]
  %9 = phi float [ 0.000000e+00, %1 ], [ %15, %7 ]
  %10 = mul nuw nsw i32 %8, %2, !dbg !50
  %11 = add nuw nsw i32 %10, %3, !dbg !51
  %12 = zext nneg i32 %11 to i64, !dbg !52
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !52
  %14 = load float, ptr %13, align 4, !dbg !52, !tbaa !28
  %15 = fadd contract float %9, %14, !dbg !53
  %16 = add nuw nsw i32 %8, 1, !dbg !54
  %17 = icmp eq i32 %16, 100, !dbg !55
  br i1 %17, label %4, label %7, !dbg !46, !llvm.loop !56
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @thread_bound_loop(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !58 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0, !dbg !59
  br i1 %3, label %25, label %4, !dbg !60

4:                                                ; preds = %1
  %5 = and i32 %2, 3, !dbg !60
  %6 = icmp ult i32 %2, 4, !dbg !60
  br i1 %6, label %9, label %7, !dbg !60

7:                                                ; preds = %4
  %8 = and i32 %2, 1020, !dbg !60
  br label %29, !dbg !60

9:                                                ; preds = %29, %4
  %10 = phi float [ poison, %4 ], [ %51, %29 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %29 ]
  %12 = phi float [ 0.000000e+00, %4 ], [ %51, %29 ]
  %13 = icmp eq i32 %5, 0, !dbg !60
  br i1 %13, label %25, label %14, !dbg !60

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi float [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64, !dbg !61
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !61
  %20 = load float, ptr %19, align 4, !dbg !61, !tbaa !28
  %21 = fadd contract float %16, %20, !dbg !62
  %22 = add nuw nsw i32 %15, 1, !dbg !63
  %23 = add i32 %17, 1, !dbg !60
  %24 = icmp eq i32 %23, %5, !dbg !60
  br i1 %24, label %25, label %14, !dbg !60, !llvm.loop !64

25:                                               ; preds = %9, %14, %1
  %26 = phi float [ 0.000000e+00, %1 ], [ %10, %9 ], [ %21, %14 ], !dbg !65
  %27 = zext nneg i32 %2 to i64, !dbg !66
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !66
  store float %26, ptr %28, align 4, !dbg !67, !tbaa !28
  ret void, !dbg !68

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %52, %29 ]
  %31 = phi float [ 0.000000e+00, %7 ], [ %51, %29 ]
  %32 = phi i32 [ 0, %7 ], [ %53, %29 ]
  %33 = zext nneg i32 %30 to i64, !dbg !61
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !61
  %35 = load float, ptr %34, align 4, !dbg !61, !tbaa !28
  %36 = fadd contract float %31, %35, !dbg !62
  %37 = or disjoint i32 %30, 1, !dbg !63
  %38 = zext nneg i32 %37 to i64, !dbg !61
  %39 = getelementptr inbounds float, ptr %0, i64 %38, !dbg !61
  %40 = load float, ptr %39, align 4, !dbg !61, !tbaa !28
  %41 = fadd contract float %36, %40, !dbg !62
  %42 = or disjoint i32 %30, 2, !dbg !63
  %43 = zext nneg i32 %42 to i64, !dbg !61
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !61
  %45 = load float, ptr %44, align 4, !dbg !61, !tbaa !28
  %46 = fadd contract float %41, %45, !dbg !62
  %47 = or disjoint i32 %30, 3, !dbg !63
  %48 = zext nneg i32 %47 to i64, !dbg !61
  %49 = getelementptr inbounds float, ptr %0, i64 %48, !dbg !61
  %50 = load float, ptr %49, align 4, !dbg !61, !tbaa !28
  %51 = fadd contract float %46, %50, !dbg !62
  %52 = add nuw nsw i32 %30, 4, !dbg !63
  %53 = add i32 %32, 4, !dbg !60
  %54 = icmp eq i32 %53, %8, !dbg !60
  br i1 %54, label %9, label %29, !dbg !60, !llvm.loop !69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !71 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !75
  %5 = mul i32 %3, %4, !dbg !78
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !79
  %7 = add i32 %5, %6, !dbg !81
  %8 = icmp slt i32 %7, %1, !dbg !82
  br i1 %8, label %9, label %12, !dbg !83

9:                                                ; preds = %2
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %4, %10
  br label %13, !dbg !83

12:                                               ; preds = %13, %2
  ret void, !dbg !84

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %7, %9 ], [ %19, %13 ]
  %15 = sext i32 %14 to i64, !dbg !85
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !85
  %17 = load float, ptr %16, align 4, !dbg !85, !tbaa !28
  %18 = fmul contract float %17, 2.000000e+00, !dbg !86
  store float %18, ptr %16, align 4, !dbg !87, !tbaa !28
  %19 = add i32 %14, %11, !dbg !88
  %20 = icmp slt i32 %19, %1, !dbg !82
  br i1 %20, label %13, label %12, !dbg !83, !llvm.loop !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @data_bound_loop(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !91 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !92
  %4 = zext nneg i32 %3 to i64, !dbg !94
  %5 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !94
  %6 = load i32, ptr %5, align 4, !dbg !94, !tbaa !95
  %7 = icmp sgt i32 %6, 0, !dbg !97
  br i1 %7, label %8, label %29, !dbg !98

8:                                                ; preds = %2
  %9 = and i32 %6, 3, !dbg !98
  %10 = icmp ult i32 %6, 4, !dbg !98
  br i1 %10, label %13, label %11, !dbg !98

11:                                               ; preds = %8
  %12 = and i32 %6, 2147483644, !dbg !98
  br label %32, !dbg !98

13:                                               ; preds = %32, %8
  %14 = phi float [ poison, %8 ], [ %54, %32 ]
  %15 = phi i32 [ 0, %8 ], [ %55, %32 ]
  %16 = phi float [ 0.000000e+00, %8 ], [ %54, %32 ]
  %17 = icmp eq i32 %9, 0, !dbg !98
  br i1 %17, label %29, label %18, !dbg !98

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %26, %18 ], [ %15, %13 ]
  %20 = phi float [ %25, %18 ], [ %16, %13 ]
  %21 = phi i32 [ %27, %18 ], [ 0, %13 ]
  %22 = zext nneg i32 %19 to i64, !dbg !99
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !99
  %24 = load float, ptr %23, align 4, !dbg !99, !tbaa !28
  %25 = fadd contract float %20, %24, !dbg !100
  %26 = add nuw nsw i32 %19, 1, !dbg !101
  %27 = add i32 %21, 1, !dbg !98
  %28 = icmp eq i32 %27, %9, !dbg !98
  br i1 %28, label %29, label %18, !dbg !98, !llvm.loop !102

29:                                               ; preds = %13, %18, %2
  %30 = phi float [ 0.000000e+00, %2 ], [ %14, %13 ], [ %25, %18 ], !dbg !103
  %31 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !104
  store float %30, ptr %31, align 4, !dbg !105, !tbaa !28
  ret void, !dbg !106

32:                                               ; preds = %32, %11
  %33 = phi i32 [ 0, %11 ], [ %55, %32 ]
  %34 = phi float [ 0.000000e+00, %11 ], [ %54, %32 ]
  %35 = phi i32 [ 0, %11 ], [ %56, %32 ]
  %36 = zext nneg i32 %33 to i64, !dbg !99
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !99
  %38 = load float, ptr %37, align 4, !dbg !99, !tbaa !28
  %39 = fadd contract float %34, %38, !dbg !100
  %40 = or disjoint i32 %33, 1, !dbg !101
  %41 = zext nneg i32 %40 to i64, !dbg !99
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !99
  %43 = load float, ptr %42, align 4, !dbg !99, !tbaa !28
  %44 = fadd contract float %39, %43, !dbg !100
  %45 = or disjoint i32 %33, 2, !dbg !101
  %46 = zext nneg i32 %45 to i64, !dbg !99
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !99
  %48 = load float, ptr %47, align 4, !dbg !99, !tbaa !28
  %49 = fadd contract float %44, %48, !dbg !100
  %50 = or disjoint i32 %33, 3, !dbg !101
  %51 = zext nneg i32 %50 to i64, !dbg !99
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !99
  %53 = load float, ptr %52, align 4, !dbg !99, !tbaa !28
  %54 = fadd contract float %49, %53, !dbg !100
  %55 = add nuw nsw i32 %33, 4, !dbg !101
  %56 = add i32 %35, 4, !dbg !98
  %57 = icmp eq i32 %56, %12, !dbg !98
  br i1 %57, label %13, label %32, !dbg !98, !llvm.loop !107
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @iv_condition(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !109 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %6, !dbg !110

3:                                                ; preds = %17
  %4 = zext nneg i32 %2 to i64, !dbg !111
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !111
  store float %18, ptr %5, align 4, !dbg !112, !tbaa !28
  ret void, !dbg !113

6:                                                ; preds = %1, %17
  %7 = phi i32 [ 0, %1 ], [ %19, %17 ]
  %8 = phi float [ 0.000000e+00, %1 ], [ %18, %17 ]
  %9 = shl nuw nsw i32 %7, 2, !dbg !114
  %10 = or disjoint i32 %9, 3, !dbg !115
  %11 = icmp ugt i32 %2, %10, !dbg !116
  br i1 %11, label %17, label %12, !dbg !117

12:                                               ; preds = %6
  %13 = zext nneg i32 %7 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !dbg !118, !tbaa !28
  %16 = fadd contract float %8, %15, !dbg !119
  br label %17, !dbg !120

17:                                               ; preds = %6, %12
  %18 = phi float [ %16, %12 ], [ %8, %6 ], !dbg !121
  %19 = add nuw nsw i32 %7, 1, !dbg !122
  %20 = icmp eq i32 %19, 40, !dbg !123
  br i1 %20, label %3, label %6, !dbg !110, !llvm.loop !124
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @geometric_param(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !126 {
  %3 = icmp sgt i32 %1, 1, !dbg !127
  br i1 %3, label %9, label %4, !dbg !128

4:                                                ; preds = %9, %2
  %5 = phi float [ 0.000000e+00, %2 ], [ %15, %9 ], !dbg !129
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !130
  %7 = zext nneg i32 %6 to i64, !dbg !132
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !132
  store float %5, ptr %8, align 4, !dbg !133, !tbaa !28
  ret void, !dbg !134

9:                                                ; preds = %2, %9
  %10 = phi i32 [ %16, %9 ], [ 1, %2 ]
  %11 = phi float [ %15, %9 ], [ 0.000000e+00, %2 ]
  %12 = zext nneg i32 %10 to i64, !dbg !135
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !135
  %14 = load float, ptr %13, align 4, !dbg !135, !tbaa !28
  %15 = fadd contract float %11, %14, !dbg !136
  %16 = shl nsw i32 %10, 1, !dbg !137
  %17 = icmp slt i32 %16, %1, !dbg !127
  br i1 %17, label %9, label %4, !dbg !128, !llvm.loop !138
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.module.flags = !{!9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops.cu", directory: "/work/wt-graph/test/Inputs/Graph")
!2 = !{ptr @nested_loops, !"kernel", i32 1}
!3 = !{ptr @const_loop, !"kernel", i32 1}
!4 = !{ptr @thread_bound_loop, !"kernel", i32 1}
!5 = !{ptr @grid_stride, !"kernel", i32 1}
!6 = !{ptr @data_bound_loop, !"kernel", i32 1}
!7 = !{ptr @iv_condition, !"kernel", i32 1}
!8 = !{ptr @geometric_param, !"kernel", i32 1}
!9 = !{i32 7, !"Dwarf Version", i32 2}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "nested_loops", scope: !1, file: !1, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 5, column: 21, scope: !15)
!19 = !DILocation(line: 5, column: 3, scope: !15)
!20 = !DILocation(line: 6, column: 5, scope: !15)
!21 = !DILocation(line: 4, column: 9, scope: !15)
!22 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !25)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !24, file: !24, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!25 = distinct !DILocation(line: 8, column: 5, scope: !15)
!26 = !DILocation(line: 8, column: 3, scope: !15)
!27 = !DILocation(line: 8, column: 18, scope: !15)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 9, column: 1, scope: !15)
!33 = !DILocation(line: 7, column: 20, scope: !15)
!34 = !DILocation(line: 7, column: 12, scope: !15)
!35 = !DILocation(line: 7, column: 9, scope: !15)
!36 = !DILocation(line: 6, column: 28, scope: !15)
!37 = distinct !{!37, !38}
!38 = !{!"llvm.loop.unroll.disable"}
!39 = !DILocation(line: 0, scope: !15)
!40 = !DILocation(line: 5, column: 26, scope: !15)
!41 = distinct !{!41, !19, !42, !43}
!42 = !DILocation(line: 7, column: 23, scope: !15)
!43 = !{!"llvm.loop.mustprogress"}
!44 = distinct !{!44, !20, !42, !43}
!45 = distinct !DISubprogram(name: "const_loop", scope: !1, file: !1, line: 10, type: !16, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 13, column: 3, scope: !45)
!47 = !DILocation(line: 15, column: 3, scope: !45)
!48 = !DILocation(line: 15, column: 18, scope: !45)
!49 = !DILocation(line: 16, column: 1, scope: !45)
!50 = !DILocation(line: 14, column: 14, scope: !45)
!51 = !DILocation(line: 14, column: 27, scope: !45)
!52 = !DILocation(line: 14, column: 10, scope: !45)
!53 = !DILocation(line: 14, column: 7, scope: !45)
!54 = !DILocation(line: 13, column: 28, scope: !45)
!55 = !DILocation(line: 13, column: 21, scope: !45)
!56 = distinct !{!56, !46, !57, !43, !38}
!57 = !DILocation(line: 14, column: 40, scope: !45)
!58 = distinct !DISubprogram(name: "thread_bound_loop", scope: !1, file: !1, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = !DILocation(line: 19, column: 21, scope: !58)
!60 = !DILocation(line: 19, column: 3, scope: !58)
!61 = !DILocation(line: 20, column: 10, scope: !58)
!62 = !DILocation(line: 20, column: 7, scope: !58)
!63 = !DILocation(line: 19, column: 36, scope: !58)
!64 = distinct !{!64, !38}
!65 = !DILocation(line: 0, scope: !58)
!66 = !DILocation(line: 21, column: 3, scope: !58)
!67 = !DILocation(line: 21, column: 18, scope: !58)
!68 = !DILocation(line: 22, column: 1, scope: !58)
!69 = distinct !{!69, !60, !70, !43}
!70 = !DILocation(line: 20, column: 13, scope: !58)
!71 = distinct !DISubprogram(name: "grid_stride", scope: !1, file: !1, line: 23, type: !16, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = !DILocation(line: 66, column: 3, scope: !73, inlinedAt: !74)
!73 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !24, file: !24, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!74 = distinct !DILocation(line: 24, column: 16, scope: !71)
!75 = !DILocation(line: 79, column: 3, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !24, file: !24, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = distinct !DILocation(line: 24, column: 29, scope: !71)
!78 = !DILocation(line: 24, column: 27, scope: !71)
!79 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !80)
!80 = distinct !DILocation(line: 24, column: 42, scope: !71)
!81 = !DILocation(line: 24, column: 40, scope: !71)
!82 = !DILocation(line: 24, column: 57, scope: !71)
!83 = !DILocation(line: 24, column: 3, scope: !71)
!84 = !DILocation(line: 26, column: 1, scope: !71)
!85 = !DILocation(line: 25, column: 12, scope: !71)
!86 = !DILocation(line: 25, column: 17, scope: !71)
!87 = !DILocation(line: 25, column: 10, scope: !71)
!88 = !DILocation(line: 24, column: 64, scope: !71)
!89 = distinct !{!89, !83, !90, !43}
!90 = !DILocation(line: 25, column: 19, scope: !71)
!91 = distinct !DISubprogram(name: "data_bound_loop", scope: !1, file: !1, line: 27, type: !16, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!92 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !93)
!93 = distinct !DILocation(line: 29, column: 15, scope: !91)
!94 = !DILocation(line: 29, column: 11, scope: !91)
!95 = !{!96, !96, i64 0}
!96 = !{!"int", !30, i64 0}
!97 = !DILocation(line: 30, column: 21, scope: !91)
!98 = !DILocation(line: 30, column: 3, scope: !91)
!99 = !DILocation(line: 31, column: 10, scope: !91)
!100 = !DILocation(line: 31, column: 7, scope: !91)
!101 = !DILocation(line: 30, column: 26, scope: !91)
!102 = distinct !{!102, !38}
!103 = !DILocation(line: 0, scope: !91)
!104 = !DILocation(line: 32, column: 3, scope: !91)
!105 = !DILocation(line: 32, column: 18, scope: !91)
!106 = !DILocation(line: 33, column: 1, scope: !91)
!107 = distinct !{!107, !98, !108, !43}
!108 = !DILocation(line: 31, column: 13, scope: !91)
!109 = distinct !DISubprogram(name: "iv_condition", scope: !1, file: !1, line: 34, type: !16, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!110 = !DILocation(line: 37, column: 3, scope: !109)
!111 = !DILocation(line: 40, column: 3, scope: !109)
!112 = !DILocation(line: 40, column: 18, scope: !109)
!113 = !DILocation(line: 41, column: 1, scope: !109)
!114 = !DILocation(line: 38, column: 26, scope: !109)
!115 = !DILocation(line: 38, column: 30, scope: !109)
!116 = !DILocation(line: 38, column: 21, scope: !109)
!117 = !DILocation(line: 38, column: 9, scope: !109)
!118 = !DILocation(line: 39, column: 12, scope: !109)
!119 = !DILocation(line: 39, column: 9, scope: !109)
!120 = !DILocation(line: 39, column: 7, scope: !109)
!121 = !DILocation(line: 0, scope: !109)
!122 = !DILocation(line: 37, column: 27, scope: !109)
!123 = !DILocation(line: 37, column: 21, scope: !109)
!124 = distinct !{!124, !110, !125, !43, !38}
!125 = !DILocation(line: 39, column: 15, scope: !109)
!126 = distinct !DISubprogram(name: "geometric_param", scope: !1, file: !1, line: 42, type: !16, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!127 = !DILocation(line: 44, column: 21, scope: !126)
!128 = !DILocation(line: 44, column: 3, scope: !126)
!129 = !DILocation(line: 0, scope: !126)
!130 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !131)
!131 = distinct !DILocation(line: 46, column: 5, scope: !126)
!132 = !DILocation(line: 46, column: 3, scope: !126)
!133 = !DILocation(line: 46, column: 18, scope: !126)
!134 = !DILocation(line: 47, column: 1, scope: !126)
!135 = !DILocation(line: 45, column: 10, scope: !126)
!136 = !DILocation(line: 45, column: 7, scope: !126)
!137 = !DILocation(line: 44, column: 28, scope: !126)
!138 = distinct !{!138, !128, !139, !43}
!139 = !DILocation(line: 45, column: 13, scope: !126)
