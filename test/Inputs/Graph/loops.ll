; ModuleID = 'loops.cu'
source_filename = "loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @nested_loops(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = icmp sgt i32 %1, 0, !dbg !17
  br i1 %4, label %5, label %16, !dbg !18

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = and i32 %2, 3
  %8 = icmp ult i32 %2, 4
  %9 = and i32 %2, 2147483644
  %10 = icmp eq i32 %7, 0
  br label %11, !dbg !18

11:                                               ; preds = %5, %37
  %12 = phi i32 [ 0, %5 ], [ %39, %37 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %38, %37 ]
  br i1 %6, label %14, label %37, !dbg !19

14:                                               ; preds = %11
  %15 = mul nuw nsw i32 %12, %2
  br i1 %8, label %21, label %41, !dbg !19

16:                                               ; preds = %37, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %38, %37 ], !dbg !20
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %19 = zext nneg i32 %18 to i64, !dbg !25
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !25
  store float %17, ptr %20, align 4, !dbg !26, !tbaa !27
  ret void, !dbg !31

21:                                               ; preds = %41, %14
  %22 = phi float [ poison, %14 ], [ %67, %41 ]
  %23 = phi i32 [ 0, %14 ], [ %68, %41 ]
  %24 = phi float [ %13, %14 ], [ %67, %41 ]
  br i1 %10, label %37, label %25, !dbg !19

25:                                               ; preds = %21, %25
  %26 = phi i32 [ %34, %25 ], [ %23, %21 ]
  %27 = phi float [ %33, %25 ], [ %24, %21 ]
  %28 = phi i32 [ %35, %25 ], [ 0, %21 ]
  %29 = add nuw nsw i32 %26, %15, !dbg !32
  %30 = zext nneg i32 %29 to i64, !dbg !33
  %31 = getelementptr inbounds float, ptr %0, i64 %30, !dbg !33
  %32 = load float, ptr %31, align 4, !dbg !33, !tbaa !27
  %33 = fadd contract float %27, %32, !dbg !34
  %34 = add nuw nsw i32 %26, 1, !dbg !35
  %35 = add i32 %28, 1, !dbg !19
  %36 = icmp eq i32 %35, %7, !dbg !19
  br i1 %36, label %37, label %25, !dbg !19, !llvm.loop !36

37:                                               ; preds = %21, %25, %11
  %38 = phi float [ %13, %11 ], [ %22, %21 ], [ %33, %25 ], !dbg !38
  %39 = add nuw nsw i32 %12, 1, !dbg !39
  %40 = icmp eq i32 %39, %1, !dbg !17
  br i1 %40, label %16, label %11, !dbg !18, !llvm.loop !40

41:                                               ; preds = %14, %41
  %42 = phi i32 [ %68, %41 ], [ 0, %14 ]
  %43 = phi float [ %67, %41 ], [ %13, %14 ]
  %44 = phi i32 [ %69, %41 ], [ 0, %14 ]
  %45 = add nuw nsw i32 %42, %15, !dbg !32
  %46 = zext nneg i32 %45 to i64, !dbg !33
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !33
  %48 = load float, ptr %47, align 4, !dbg !33, !tbaa !27
  %49 = fadd contract float %43, %48, !dbg !34
  %50 = or disjoint i32 %42, 1, !dbg !35
  %51 = add nuw nsw i32 %50, %15, !dbg !32
  %52 = zext nneg i32 %51 to i64, !dbg !33
  %53 = getelementptr inbounds float, ptr %0, i64 %52, !dbg !33
  %54 = load float, ptr %53, align 4, !dbg !33, !tbaa !27
  %55 = fadd contract float %49, %54, !dbg !34
  %56 = or disjoint i32 %42, 2, !dbg !35
  %57 = add nuw nsw i32 %56, %15, !dbg !32
  %58 = zext nneg i32 %57 to i64, !dbg !33
  %59 = getelementptr inbounds float, ptr %0, i64 %58, !dbg !33
  %60 = load float, ptr %59, align 4, !dbg !33, !tbaa !27
  %61 = fadd contract float %55, %60, !dbg !34
  %62 = or disjoint i32 %42, 3, !dbg !35
  %63 = add nuw nsw i32 %62, %15, !dbg !32
  %64 = zext nneg i32 %63 to i64, !dbg !33
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !33
  %66 = load float, ptr %65, align 4, !dbg !33, !tbaa !27
  %67 = fadd contract float %61, %66, !dbg !34
  %68 = add nuw nsw i32 %42, 4, !dbg !35
  %69 = add i32 %44, 4, !dbg !19
  %70 = icmp eq i32 %69, %9, !dbg !19
  br i1 %70, label %21, label %41, !dbg !19, !llvm.loop !43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @const_loop(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !44 {
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %7, !dbg !45

4:                                                ; preds = %7
  %5 = zext nneg i32 %3 to i64, !dbg !46
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !46
  store float %15, ptr %6, align 4, !dbg !47, !tbaa !27
  ret void, !dbg !48

7:                                                ; preds = %1, %7
  %8 = phi i32 [ 0, %1 ], [ %16, %7 ]
  %9 = phi float [ 0.000000e+00, %1 ], [ %15, %7 ]
  %10 = mul nuw nsw i32 %8, %2, !dbg !49
  %11 = add nuw nsw i32 %10, %3, !dbg !50
  %12 = zext nneg i32 %11 to i64, !dbg !51
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !51
  %14 = load float, ptr %13, align 4, !dbg !51, !tbaa !27
  %15 = fadd contract float %9, %14, !dbg !52
  %16 = add nuw nsw i32 %8, 1, !dbg !53
  %17 = icmp eq i32 %16, 100, !dbg !54
  br i1 %17, label %4, label %7, !dbg !45, !llvm.loop !55
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @thread_bound_loop(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !57 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0, !dbg !58
  br i1 %3, label %25, label %4, !dbg !59

4:                                                ; preds = %1
  %5 = and i32 %2, 3, !dbg !59
  %6 = icmp ult i32 %2, 4, !dbg !59
  br i1 %6, label %9, label %7, !dbg !59

7:                                                ; preds = %4
  %8 = and i32 %2, 1020, !dbg !59
  br label %29, !dbg !59

9:                                                ; preds = %29, %4
  %10 = phi float [ poison, %4 ], [ %51, %29 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %29 ]
  %12 = phi float [ 0.000000e+00, %4 ], [ %51, %29 ]
  %13 = icmp eq i32 %5, 0, !dbg !59
  br i1 %13, label %25, label %14, !dbg !59

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi float [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64, !dbg !60
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !60
  %20 = load float, ptr %19, align 4, !dbg !60, !tbaa !27
  %21 = fadd contract float %16, %20, !dbg !61
  %22 = add nuw nsw i32 %15, 1, !dbg !62
  %23 = add i32 %17, 1, !dbg !59
  %24 = icmp eq i32 %23, %5, !dbg !59
  br i1 %24, label %25, label %14, !dbg !59, !llvm.loop !63

25:                                               ; preds = %9, %14, %1
  %26 = phi float [ 0.000000e+00, %1 ], [ %10, %9 ], [ %21, %14 ], !dbg !64
  %27 = zext nneg i32 %2 to i64, !dbg !65
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !65
  store float %26, ptr %28, align 4, !dbg !66, !tbaa !27
  ret void, !dbg !67

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %52, %29 ]
  %31 = phi float [ 0.000000e+00, %7 ], [ %51, %29 ]
  %32 = phi i32 [ 0, %7 ], [ %53, %29 ]
  %33 = zext nneg i32 %30 to i64, !dbg !60
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !60
  %35 = load float, ptr %34, align 4, !dbg !60, !tbaa !27
  %36 = fadd contract float %31, %35, !dbg !61
  %37 = or disjoint i32 %30, 1, !dbg !62
  %38 = zext nneg i32 %37 to i64, !dbg !60
  %39 = getelementptr inbounds float, ptr %0, i64 %38, !dbg !60
  %40 = load float, ptr %39, align 4, !dbg !60, !tbaa !27
  %41 = fadd contract float %36, %40, !dbg !61
  %42 = or disjoint i32 %30, 2, !dbg !62
  %43 = zext nneg i32 %42 to i64, !dbg !60
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !60
  %45 = load float, ptr %44, align 4, !dbg !60, !tbaa !27
  %46 = fadd contract float %41, %45, !dbg !61
  %47 = or disjoint i32 %30, 3, !dbg !62
  %48 = zext nneg i32 %47 to i64, !dbg !60
  %49 = getelementptr inbounds float, ptr %0, i64 %48, !dbg !60
  %50 = load float, ptr %49, align 4, !dbg !60, !tbaa !27
  %51 = fadd contract float %46, %50, !dbg !61
  %52 = add nuw nsw i32 %30, 4, !dbg !62
  %53 = add i32 %32, 4, !dbg !59
  %54 = icmp eq i32 %53, %8, !dbg !59
  br i1 %54, label %9, label %29, !dbg !59, !llvm.loop !68
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !70 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !71
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !74
  %5 = mul i32 %3, %4, !dbg !77
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !78
  %7 = add i32 %5, %6, !dbg !80
  %8 = icmp slt i32 %7, %1, !dbg !81
  br i1 %8, label %9, label %12, !dbg !82

9:                                                ; preds = %2
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %4, %10
  br label %13, !dbg !82

12:                                               ; preds = %13, %2
  ret void, !dbg !83

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %7, %9 ], [ %19, %13 ]
  %15 = sext i32 %14 to i64, !dbg !84
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !84
  %17 = load float, ptr %16, align 4, !dbg !84, !tbaa !27
  %18 = fmul contract float %17, 2.000000e+00, !dbg !85
  store float %18, ptr %16, align 4, !dbg !86, !tbaa !27
  %19 = add i32 %14, %11, !dbg !87
  %20 = icmp slt i32 %19, %1, !dbg !81
  br i1 %20, label %13, label %12, !dbg !82, !llvm.loop !88
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @data_bound_loop(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !90 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !91
  %4 = zext nneg i32 %3 to i64, !dbg !93
  %5 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !93
  %6 = load i32, ptr %5, align 4, !dbg !93, !tbaa !94
  %7 = icmp sgt i32 %6, 0, !dbg !96
  br i1 %7, label %8, label %29, !dbg !97

8:                                                ; preds = %2
  %9 = and i32 %6, 3, !dbg !97
  %10 = icmp ult i32 %6, 4, !dbg !97
  br i1 %10, label %13, label %11, !dbg !97

11:                                               ; preds = %8
  %12 = and i32 %6, 2147483644, !dbg !97
  br label %32, !dbg !97

13:                                               ; preds = %32, %8
  %14 = phi float [ poison, %8 ], [ %54, %32 ]
  %15 = phi i32 [ 0, %8 ], [ %55, %32 ]
  %16 = phi float [ 0.000000e+00, %8 ], [ %54, %32 ]
  %17 = icmp eq i32 %9, 0, !dbg !97
  br i1 %17, label %29, label %18, !dbg !97

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %26, %18 ], [ %15, %13 ]
  %20 = phi float [ %25, %18 ], [ %16, %13 ]
  %21 = phi i32 [ %27, %18 ], [ 0, %13 ]
  %22 = zext nneg i32 %19 to i64, !dbg !98
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !98
  %24 = load float, ptr %23, align 4, !dbg !98, !tbaa !27
  %25 = fadd contract float %20, %24, !dbg !99
  %26 = add nuw nsw i32 %19, 1, !dbg !100
  %27 = add i32 %21, 1, !dbg !97
  %28 = icmp eq i32 %27, %9, !dbg !97
  br i1 %28, label %29, label %18, !dbg !97, !llvm.loop !101

29:                                               ; preds = %13, %18, %2
  %30 = phi float [ 0.000000e+00, %2 ], [ %14, %13 ], [ %25, %18 ], !dbg !102
  %31 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !103
  store float %30, ptr %31, align 4, !dbg !104, !tbaa !27
  ret void, !dbg !105

32:                                               ; preds = %32, %11
  %33 = phi i32 [ 0, %11 ], [ %55, %32 ]
  %34 = phi float [ 0.000000e+00, %11 ], [ %54, %32 ]
  %35 = phi i32 [ 0, %11 ], [ %56, %32 ]
  %36 = zext nneg i32 %33 to i64, !dbg !98
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !98
  %38 = load float, ptr %37, align 4, !dbg !98, !tbaa !27
  %39 = fadd contract float %34, %38, !dbg !99
  %40 = or disjoint i32 %33, 1, !dbg !100
  %41 = zext nneg i32 %40 to i64, !dbg !98
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !98
  %43 = load float, ptr %42, align 4, !dbg !98, !tbaa !27
  %44 = fadd contract float %39, %43, !dbg !99
  %45 = or disjoint i32 %33, 2, !dbg !100
  %46 = zext nneg i32 %45 to i64, !dbg !98
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !98
  %48 = load float, ptr %47, align 4, !dbg !98, !tbaa !27
  %49 = fadd contract float %44, %48, !dbg !99
  %50 = or disjoint i32 %33, 3, !dbg !100
  %51 = zext nneg i32 %50 to i64, !dbg !98
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !98
  %53 = load float, ptr %52, align 4, !dbg !98, !tbaa !27
  %54 = fadd contract float %49, %53, !dbg !99
  %55 = add nuw nsw i32 %33, 4, !dbg !100
  %56 = add i32 %35, 4, !dbg !97
  %57 = icmp eq i32 %56, %12, !dbg !97
  br i1 %57, label %13, label %32, !dbg !97, !llvm.loop !106
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @iv_condition(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !108 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %6, !dbg !109

3:                                                ; preds = %17
  %4 = zext nneg i32 %2 to i64, !dbg !110
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !110
  store float %18, ptr %5, align 4, !dbg !111, !tbaa !27
  ret void, !dbg !112

6:                                                ; preds = %1, %17
  %7 = phi i32 [ 0, %1 ], [ %19, %17 ]
  %8 = phi float [ 0.000000e+00, %1 ], [ %18, %17 ]
  %9 = shl nuw nsw i32 %7, 2, !dbg !113
  %10 = or disjoint i32 %9, 3, !dbg !114
  %11 = icmp ugt i32 %2, %10, !dbg !115
  br i1 %11, label %17, label %12, !dbg !116

12:                                               ; preds = %6
  %13 = zext nneg i32 %7 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !dbg !117, !tbaa !27
  %16 = fadd contract float %8, %15, !dbg !118
  br label %17, !dbg !119

17:                                               ; preds = %6, %12
  %18 = phi float [ %16, %12 ], [ %8, %6 ], !dbg !120
  %19 = add nuw nsw i32 %7, 1, !dbg !121
  %20 = icmp eq i32 %19, 40, !dbg !122
  br i1 %20, label %3, label %6, !dbg !109, !llvm.loop !123
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
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops.cu", directory: "/work/wt-graph/test/Inputs/Graph")
!2 = !{ptr @nested_loops, !"kernel", i32 1}
!3 = !{ptr @const_loop, !"kernel", i32 1}
!4 = !{ptr @thread_bound_loop, !"kernel", i32 1}
!5 = !{ptr @grid_stride, !"kernel", i32 1}
!6 = !{ptr @data_bound_loop, !"kernel", i32 1}
!7 = !{ptr @iv_condition, !"kernel", i32 1}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "nested_loops", scope: !1, file: !1, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 5, column: 21, scope: !14)
!18 = !DILocation(line: 5, column: 3, scope: !14)
!19 = !DILocation(line: 6, column: 5, scope: !14)
!20 = !DILocation(line: 4, column: 9, scope: !14)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!24 = distinct !DILocation(line: 8, column: 5, scope: !14)
!25 = !DILocation(line: 8, column: 3, scope: !14)
!26 = !DILocation(line: 8, column: 18, scope: !14)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 9, column: 1, scope: !14)
!32 = !DILocation(line: 7, column: 20, scope: !14)
!33 = !DILocation(line: 7, column: 12, scope: !14)
!34 = !DILocation(line: 7, column: 9, scope: !14)
!35 = !DILocation(line: 6, column: 28, scope: !14)
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = !DILocation(line: 0, scope: !14)
!39 = !DILocation(line: 5, column: 26, scope: !14)
!40 = distinct !{!40, !18, !41, !42}
!41 = !DILocation(line: 7, column: 23, scope: !14)
!42 = !{!"llvm.loop.mustprogress"}
!43 = distinct !{!43, !19, !41, !42}
!44 = distinct !DISubprogram(name: "const_loop", scope: !1, file: !1, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = !DILocation(line: 13, column: 3, scope: !44)
!46 = !DILocation(line: 15, column: 3, scope: !44)
!47 = !DILocation(line: 15, column: 18, scope: !44)
!48 = !DILocation(line: 16, column: 1, scope: !44)
!49 = !DILocation(line: 14, column: 14, scope: !44)
!50 = !DILocation(line: 14, column: 27, scope: !44)
!51 = !DILocation(line: 14, column: 10, scope: !44)
!52 = !DILocation(line: 14, column: 7, scope: !44)
!53 = !DILocation(line: 13, column: 28, scope: !44)
!54 = !DILocation(line: 13, column: 21, scope: !44)
!55 = distinct !{!55, !45, !56, !42, !37}
!56 = !DILocation(line: 14, column: 40, scope: !44)
!57 = distinct !DISubprogram(name: "thread_bound_loop", scope: !1, file: !1, line: 17, type: !15, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!58 = !DILocation(line: 19, column: 21, scope: !57)
!59 = !DILocation(line: 19, column: 3, scope: !57)
!60 = !DILocation(line: 20, column: 10, scope: !57)
!61 = !DILocation(line: 20, column: 7, scope: !57)
!62 = !DILocation(line: 19, column: 36, scope: !57)
!63 = distinct !{!63, !37}
!64 = !DILocation(line: 0, scope: !57)
!65 = !DILocation(line: 21, column: 3, scope: !57)
!66 = !DILocation(line: 21, column: 18, scope: !57)
!67 = !DILocation(line: 22, column: 1, scope: !57)
!68 = distinct !{!68, !59, !69, !42}
!69 = !DILocation(line: 20, column: 13, scope: !57)
!70 = distinct !DISubprogram(name: "grid_stride", scope: !1, file: !1, line: 23, type: !15, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!71 = !DILocation(line: 66, column: 3, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = distinct !DILocation(line: 24, column: 16, scope: !70)
!74 = !DILocation(line: 79, column: 3, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !23, file: !23, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!76 = distinct !DILocation(line: 24, column: 29, scope: !70)
!77 = !DILocation(line: 24, column: 27, scope: !70)
!78 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !79)
!79 = distinct !DILocation(line: 24, column: 42, scope: !70)
!80 = !DILocation(line: 24, column: 40, scope: !70)
!81 = !DILocation(line: 24, column: 57, scope: !70)
!82 = !DILocation(line: 24, column: 3, scope: !70)
!83 = !DILocation(line: 26, column: 1, scope: !70)
!84 = !DILocation(line: 25, column: 12, scope: !70)
!85 = !DILocation(line: 25, column: 17, scope: !70)
!86 = !DILocation(line: 25, column: 10, scope: !70)
!87 = !DILocation(line: 24, column: 64, scope: !70)
!88 = distinct !{!88, !82, !89, !42}
!89 = !DILocation(line: 25, column: 19, scope: !70)
!90 = distinct !DISubprogram(name: "data_bound_loop", scope: !1, file: !1, line: 27, type: !15, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !92)
!92 = distinct !DILocation(line: 29, column: 15, scope: !90)
!93 = !DILocation(line: 29, column: 11, scope: !90)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !29, i64 0}
!96 = !DILocation(line: 30, column: 21, scope: !90)
!97 = !DILocation(line: 30, column: 3, scope: !90)
!98 = !DILocation(line: 31, column: 10, scope: !90)
!99 = !DILocation(line: 31, column: 7, scope: !90)
!100 = !DILocation(line: 30, column: 26, scope: !90)
!101 = distinct !{!101, !37}
!102 = !DILocation(line: 0, scope: !90)
!103 = !DILocation(line: 32, column: 3, scope: !90)
!104 = !DILocation(line: 32, column: 18, scope: !90)
!105 = !DILocation(line: 33, column: 1, scope: !90)
!106 = distinct !{!106, !97, !107, !42}
!107 = !DILocation(line: 31, column: 13, scope: !90)
!108 = distinct !DISubprogram(name: "iv_condition", scope: !1, file: !1, line: 34, type: !15, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!109 = !DILocation(line: 37, column: 3, scope: !108)
!110 = !DILocation(line: 40, column: 3, scope: !108)
!111 = !DILocation(line: 40, column: 18, scope: !108)
!112 = !DILocation(line: 41, column: 1, scope: !108)
!113 = !DILocation(line: 38, column: 26, scope: !108)
!114 = !DILocation(line: 38, column: 30, scope: !108)
!115 = !DILocation(line: 38, column: 21, scope: !108)
!116 = !DILocation(line: 38, column: 9, scope: !108)
!117 = !DILocation(line: 39, column: 12, scope: !108)
!118 = !DILocation(line: 39, column: 9, scope: !108)
!119 = !DILocation(line: 39, column: 7, scope: !108)
!120 = !DILocation(line: 0, scope: !108)
!121 = !DILocation(line: 37, column: 27, scope: !108)
!122 = !DILocation(line: 37, column: 21, scope: !108)
!123 = distinct !{!123, !109, !124, !42, !37}
!124 = !DILocation(line: 39, column: 15, scope: !108)
