; ModuleID = 'loops.cu'
source_filename = "loops.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @nested_loops(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = icmp sgt i32 %1, 0, !dbg !16
  br i1 %4, label %5, label %16, !dbg !17

5:                                                ; preds = %3
  %6 = icmp sgt i32 %2, 0
  %7 = and i32 %2, 3
  %8 = icmp ult i32 %2, 4
  %9 = and i32 %2, 2147483644
  %10 = icmp eq i32 %7, 0
  br label %11, !dbg !17

11:                                               ; preds = %5, %37
  %12 = phi i32 [ 0, %5 ], [ %39, %37 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %38, %37 ]
  br i1 %6, label %14, label %37, !dbg !18

14:                                               ; preds = %11
  %15 = mul nuw nsw i32 %12, %2
  br i1 %8, label %21, label %41, !dbg !18

16:                                               ; preds = %37, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %38, %37 ], !dbg !19
  %18 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %19 = zext nneg i32 %18 to i64, !dbg !24
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !24
  store float %17, ptr %20, align 4, !dbg !25, !tbaa !26
  ret void, !dbg !30

21:                                               ; preds = %41, %14
  %22 = phi float [ poison, %14 ], [ %67, %41 ]
  %23 = phi i32 [ 0, %14 ], [ %68, %41 ]
  %24 = phi float [ %13, %14 ], [ %67, %41 ]
  br i1 %10, label %37, label %25, !dbg !18

25:                                               ; preds = %21, %25
  %26 = phi i32 [ %34, %25 ], [ %23, %21 ]
  %27 = phi float [ %33, %25 ], [ %24, %21 ]
  %28 = phi i32 [ %35, %25 ], [ 0, %21 ]
  %29 = add nuw nsw i32 %26, %15, !dbg !31
  %30 = zext nneg i32 %29 to i64, !dbg !32
  %31 = getelementptr inbounds float, ptr %0, i64 %30, !dbg !32
  %32 = load float, ptr %31, align 4, !dbg !32, !tbaa !26
  %33 = fadd contract float %27, %32, !dbg !33
  %34 = add nuw nsw i32 %26, 1, !dbg !34
  %35 = add i32 %28, 1, !dbg !18
  %36 = icmp eq i32 %35, %7, !dbg !18
  br i1 %36, label %37, label %25, !dbg !18, !llvm.loop !35

37:                                               ; preds = %21, %25, %11
  %38 = phi float [ %13, %11 ], [ %22, %21 ], [ %33, %25 ], !dbg !37
  %39 = add nuw nsw i32 %12, 1, !dbg !38
  %40 = icmp eq i32 %39, %1, !dbg !16
  br i1 %40, label %16, label %11, !dbg !17, !llvm.loop !39

41:                                               ; preds = %14, %41
  %42 = phi i32 [ %68, %41 ], [ 0, %14 ]
  %43 = phi float [ %67, %41 ], [ %13, %14 ]
  %44 = phi i32 [ %69, %41 ], [ 0, %14 ]
  %45 = add nuw nsw i32 %42, %15, !dbg !31
  %46 = zext nneg i32 %45 to i64, !dbg !32
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !32
  %48 = load float, ptr %47, align 4, !dbg !32, !tbaa !26
  %49 = fadd contract float %43, %48, !dbg !33
  %50 = or disjoint i32 %42, 1, !dbg !34
  %51 = add nuw nsw i32 %50, %15, !dbg !31
  %52 = zext nneg i32 %51 to i64, !dbg !32
  %53 = getelementptr inbounds float, ptr %0, i64 %52, !dbg !32
  %54 = load float, ptr %53, align 4, !dbg !32, !tbaa !26
  %55 = fadd contract float %49, %54, !dbg !33
  %56 = or disjoint i32 %42, 2, !dbg !34
  %57 = add nuw nsw i32 %56, %15, !dbg !31
  %58 = zext nneg i32 %57 to i64, !dbg !32
  %59 = getelementptr inbounds float, ptr %0, i64 %58, !dbg !32
  %60 = load float, ptr %59, align 4, !dbg !32, !tbaa !26
  %61 = fadd contract float %55, %60, !dbg !33
  %62 = or disjoint i32 %42, 3, !dbg !34
  %63 = add nuw nsw i32 %62, %15, !dbg !31
  %64 = zext nneg i32 %63 to i64, !dbg !32
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !32
  %66 = load float, ptr %65, align 4, !dbg !32, !tbaa !26
  %67 = fadd contract float %61, %66, !dbg !33
  %68 = add nuw nsw i32 %42, 4, !dbg !34
  %69 = add i32 %44, 4, !dbg !18
  %70 = icmp eq i32 %69, %9, !dbg !18
  br i1 %70, label %21, label %41, !dbg !18, !llvm.loop !42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @const_loop(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !43 {
  %2 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %7, !dbg !44

4:                                                ; preds = %7
  %5 = zext nneg i32 %3 to i64, !dbg !45
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !45
  store float %15, ptr %6, align 4, !dbg !46, !tbaa !26
  ret void, !dbg !47

7:                                                ; preds = %1, %7
  %8 = phi i32 [ 0, %1 ], [ %16, %7 ]
  %9 = phi float [ 0.000000e+00, %1 ], [ %15, %7 ]
  %10 = mul nuw nsw i32 %8, %2, !dbg !48
  %11 = add nuw nsw i32 %10, %3, !dbg !49
  %12 = zext nneg i32 %11 to i64, !dbg !50
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !50
  %14 = load float, ptr %13, align 4, !dbg !50, !tbaa !26
  %15 = fadd contract float %9, %14, !dbg !51
  %16 = add nuw nsw i32 %8, 1, !dbg !52
  %17 = icmp eq i32 %16, 100, !dbg !53
  br i1 %17, label %4, label %7, !dbg !44, !llvm.loop !54
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @thread_bound_loop(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !56 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0, !dbg !57
  br i1 %3, label %25, label %4, !dbg !58

4:                                                ; preds = %1
  %5 = and i32 %2, 3, !dbg !58
  %6 = icmp ult i32 %2, 4, !dbg !58
  br i1 %6, label %9, label %7, !dbg !58

7:                                                ; preds = %4
  %8 = and i32 %2, 1020, !dbg !58
  br label %29, !dbg !58

9:                                                ; preds = %29, %4
  %10 = phi float [ poison, %4 ], [ %51, %29 ]
  %11 = phi i32 [ 0, %4 ], [ %52, %29 ]
  %12 = phi float [ 0.000000e+00, %4 ], [ %51, %29 ]
  %13 = icmp eq i32 %5, 0, !dbg !58
  br i1 %13, label %25, label %14, !dbg !58

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %22, %14 ], [ %11, %9 ]
  %16 = phi float [ %21, %14 ], [ %12, %9 ]
  %17 = phi i32 [ %23, %14 ], [ 0, %9 ]
  %18 = zext nneg i32 %15 to i64, !dbg !59
  %19 = getelementptr inbounds float, ptr %0, i64 %18, !dbg !59
  %20 = load float, ptr %19, align 4, !dbg !59, !tbaa !26
  %21 = fadd contract float %16, %20, !dbg !60
  %22 = add nuw nsw i32 %15, 1, !dbg !61
  %23 = add i32 %17, 1, !dbg !58
  %24 = icmp eq i32 %23, %5, !dbg !58
  br i1 %24, label %25, label %14, !dbg !58, !llvm.loop !62

25:                                               ; preds = %9, %14, %1
  %26 = phi float [ 0.000000e+00, %1 ], [ %10, %9 ], [ %21, %14 ], !dbg !63
  %27 = zext nneg i32 %2 to i64, !dbg !64
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !64
  store float %26, ptr %28, align 4, !dbg !65, !tbaa !26
  ret void, !dbg !66

29:                                               ; preds = %29, %7
  %30 = phi i32 [ 0, %7 ], [ %52, %29 ]
  %31 = phi float [ 0.000000e+00, %7 ], [ %51, %29 ]
  %32 = phi i32 [ 0, %7 ], [ %53, %29 ]
  %33 = zext nneg i32 %30 to i64, !dbg !59
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !59
  %35 = load float, ptr %34, align 4, !dbg !59, !tbaa !26
  %36 = fadd contract float %31, %35, !dbg !60
  %37 = or disjoint i32 %30, 1, !dbg !61
  %38 = zext nneg i32 %37 to i64, !dbg !59
  %39 = getelementptr inbounds float, ptr %0, i64 %38, !dbg !59
  %40 = load float, ptr %39, align 4, !dbg !59, !tbaa !26
  %41 = fadd contract float %36, %40, !dbg !60
  %42 = or disjoint i32 %30, 2, !dbg !61
  %43 = zext nneg i32 %42 to i64, !dbg !59
  %44 = getelementptr inbounds float, ptr %0, i64 %43, !dbg !59
  %45 = load float, ptr %44, align 4, !dbg !59, !tbaa !26
  %46 = fadd contract float %41, %45, !dbg !60
  %47 = or disjoint i32 %30, 3, !dbg !61
  %48 = zext nneg i32 %47 to i64, !dbg !59
  %49 = getelementptr inbounds float, ptr %0, i64 %48, !dbg !59
  %50 = load float, ptr %49, align 4, !dbg !59, !tbaa !26
  %51 = fadd contract float %46, %50, !dbg !60
  %52 = add nuw nsw i32 %30, 4, !dbg !61
  %53 = add i32 %32, 4, !dbg !58
  %54 = icmp eq i32 %53, %8, !dbg !58
  br i1 %54, label %9, label %29, !dbg !58, !llvm.loop !67
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !69 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !70
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !73
  %5 = mul i32 %3, %4, !dbg !76
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !77
  %7 = add i32 %5, %6, !dbg !79
  %8 = icmp slt i32 %7, %1, !dbg !80
  br i1 %8, label %9, label %12, !dbg !81

9:                                                ; preds = %2
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %4, %10
  br label %13, !dbg !81

12:                                               ; preds = %13, %2
  ret void, !dbg !82

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %7, %9 ], [ %19, %13 ]
  %15 = sext i32 %14 to i64, !dbg !83
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !83
  %17 = load float, ptr %16, align 4, !dbg !83, !tbaa !26
  %18 = fmul contract float %17, 2.000000e+00, !dbg !84
  store float %18, ptr %16, align 4, !dbg !85, !tbaa !26
  %19 = add i32 %14, %11, !dbg !86
  %20 = icmp slt i32 %19, %1, !dbg !80
  br i1 %20, label %13, label %12, !dbg !81, !llvm.loop !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @data_bound_loop(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !89 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !90
  %4 = zext nneg i32 %3 to i64, !dbg !92
  %5 = getelementptr inbounds i32, ptr %1, i64 %4, !dbg !92
  %6 = load i32, ptr %5, align 4, !dbg !92, !tbaa !93
  %7 = icmp sgt i32 %6, 0, !dbg !95
  br i1 %7, label %8, label %29, !dbg !96

8:                                                ; preds = %2
  %9 = and i32 %6, 3, !dbg !96
  %10 = icmp ult i32 %6, 4, !dbg !96
  br i1 %10, label %13, label %11, !dbg !96

11:                                               ; preds = %8
  %12 = and i32 %6, 2147483644, !dbg !96
  br label %32, !dbg !96

13:                                               ; preds = %32, %8
  %14 = phi float [ poison, %8 ], [ %54, %32 ]
  %15 = phi i32 [ 0, %8 ], [ %55, %32 ]
  %16 = phi float [ 0.000000e+00, %8 ], [ %54, %32 ]
  %17 = icmp eq i32 %9, 0, !dbg !96
  br i1 %17, label %29, label %18, !dbg !96

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %26, %18 ], [ %15, %13 ]
  %20 = phi float [ %25, %18 ], [ %16, %13 ]
  %21 = phi i32 [ %27, %18 ], [ 0, %13 ]
  %22 = zext nneg i32 %19 to i64, !dbg !97
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !97
  %24 = load float, ptr %23, align 4, !dbg !97, !tbaa !26
  %25 = fadd contract float %20, %24, !dbg !98
  %26 = add nuw nsw i32 %19, 1, !dbg !99
  %27 = add i32 %21, 1, !dbg !96
  %28 = icmp eq i32 %27, %9, !dbg !96
  br i1 %28, label %29, label %18, !dbg !96, !llvm.loop !100

29:                                               ; preds = %13, %18, %2
  %30 = phi float [ 0.000000e+00, %2 ], [ %14, %13 ], [ %25, %18 ], !dbg !101
  %31 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !102
  store float %30, ptr %31, align 4, !dbg !103, !tbaa !26
  ret void, !dbg !104

32:                                               ; preds = %32, %11
  %33 = phi i32 [ 0, %11 ], [ %55, %32 ]
  %34 = phi float [ 0.000000e+00, %11 ], [ %54, %32 ]
  %35 = phi i32 [ 0, %11 ], [ %56, %32 ]
  %36 = zext nneg i32 %33 to i64, !dbg !97
  %37 = getelementptr inbounds float, ptr %0, i64 %36, !dbg !97
  %38 = load float, ptr %37, align 4, !dbg !97, !tbaa !26
  %39 = fadd contract float %34, %38, !dbg !98
  %40 = or disjoint i32 %33, 1, !dbg !99
  %41 = zext nneg i32 %40 to i64, !dbg !97
  %42 = getelementptr inbounds float, ptr %0, i64 %41, !dbg !97
  %43 = load float, ptr %42, align 4, !dbg !97, !tbaa !26
  %44 = fadd contract float %39, %43, !dbg !98
  %45 = or disjoint i32 %33, 2, !dbg !99
  %46 = zext nneg i32 %45 to i64, !dbg !97
  %47 = getelementptr inbounds float, ptr %0, i64 %46, !dbg !97
  %48 = load float, ptr %47, align 4, !dbg !97, !tbaa !26
  %49 = fadd contract float %44, %48, !dbg !98
  %50 = or disjoint i32 %33, 3, !dbg !99
  %51 = zext nneg i32 %50 to i64, !dbg !97
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !97
  %53 = load float, ptr %52, align 4, !dbg !97, !tbaa !26
  %54 = fadd contract float %49, %53, !dbg !98
  %55 = add nuw nsw i32 %33, 4, !dbg !99
  %56 = add i32 %35, 4, !dbg !96
  %57 = icmp eq i32 %56, %12, !dbg !96
  br i1 %57, label %13, label %32, !dbg !96, !llvm.loop !105
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
!nvvm.annotations = !{!2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loops.cu", directory: "/work/wt-graph/test/Inputs/Graph")
!2 = !{ptr @nested_loops, !"kernel", i32 1}
!3 = !{ptr @const_loop, !"kernel", i32 1}
!4 = !{ptr @thread_bound_loop, !"kernel", i32 1}
!5 = !{ptr @grid_stride, !"kernel", i32 1}
!6 = !{ptr @data_bound_loop, !"kernel", i32 1}
!7 = !{i32 7, !"Dwarf Version", i32 2}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "nested_loops", scope: !1, file: !1, line: 3, type: !14, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 5, column: 21, scope: !13)
!17 = !DILocation(line: 5, column: 3, scope: !13)
!18 = !DILocation(line: 6, column: 5, scope: !13)
!19 = !DILocation(line: 4, column: 9, scope: !13)
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !23)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!23 = distinct !DILocation(line: 8, column: 5, scope: !13)
!24 = !DILocation(line: 8, column: 3, scope: !13)
!25 = !DILocation(line: 8, column: 18, scope: !13)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C++ TBAA"}
!30 = !DILocation(line: 9, column: 1, scope: !13)
!31 = !DILocation(line: 7, column: 20, scope: !13)
!32 = !DILocation(line: 7, column: 12, scope: !13)
!33 = !DILocation(line: 7, column: 9, scope: !13)
!34 = !DILocation(line: 6, column: 28, scope: !13)
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.unroll.disable"}
!37 = !DILocation(line: 0, scope: !13)
!38 = !DILocation(line: 5, column: 26, scope: !13)
!39 = distinct !{!39, !17, !40, !41}
!40 = !DILocation(line: 7, column: 23, scope: !13)
!41 = !{!"llvm.loop.mustprogress"}
!42 = distinct !{!42, !18, !40, !41}
!43 = distinct !DISubprogram(name: "const_loop", scope: !1, file: !1, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = !DILocation(line: 13, column: 3, scope: !43)
!45 = !DILocation(line: 15, column: 3, scope: !43)
!46 = !DILocation(line: 15, column: 18, scope: !43)
!47 = !DILocation(line: 16, column: 1, scope: !43)
!48 = !DILocation(line: 14, column: 14, scope: !43)
!49 = !DILocation(line: 14, column: 27, scope: !43)
!50 = !DILocation(line: 14, column: 10, scope: !43)
!51 = !DILocation(line: 14, column: 7, scope: !43)
!52 = !DILocation(line: 13, column: 28, scope: !43)
!53 = !DILocation(line: 13, column: 21, scope: !43)
!54 = distinct !{!54, !44, !55, !41, !36}
!55 = !DILocation(line: 14, column: 40, scope: !43)
!56 = distinct !DISubprogram(name: "thread_bound_loop", scope: !1, file: !1, line: 17, type: !14, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 19, column: 21, scope: !56)
!58 = !DILocation(line: 19, column: 3, scope: !56)
!59 = !DILocation(line: 20, column: 10, scope: !56)
!60 = !DILocation(line: 20, column: 7, scope: !56)
!61 = !DILocation(line: 19, column: 36, scope: !56)
!62 = distinct !{!62, !36}
!63 = !DILocation(line: 0, scope: !56)
!64 = !DILocation(line: 21, column: 3, scope: !56)
!65 = !DILocation(line: 21, column: 18, scope: !56)
!66 = !DILocation(line: 22, column: 1, scope: !56)
!67 = distinct !{!67, !58, !68, !41}
!68 = !DILocation(line: 20, column: 13, scope: !56)
!69 = distinct !DISubprogram(name: "grid_stride", scope: !1, file: !1, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = !DILocation(line: 66, column: 3, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!72 = distinct !DILocation(line: 24, column: 16, scope: !69)
!73 = !DILocation(line: 79, column: 3, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = distinct !DILocation(line: 24, column: 29, scope: !69)
!76 = !DILocation(line: 24, column: 27, scope: !69)
!77 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !78)
!78 = distinct !DILocation(line: 24, column: 42, scope: !69)
!79 = !DILocation(line: 24, column: 40, scope: !69)
!80 = !DILocation(line: 24, column: 57, scope: !69)
!81 = !DILocation(line: 24, column: 3, scope: !69)
!82 = !DILocation(line: 26, column: 1, scope: !69)
!83 = !DILocation(line: 25, column: 12, scope: !69)
!84 = !DILocation(line: 25, column: 17, scope: !69)
!85 = !DILocation(line: 25, column: 10, scope: !69)
!86 = !DILocation(line: 24, column: 64, scope: !69)
!87 = distinct !{!87, !81, !88, !41}
!88 = !DILocation(line: 25, column: 19, scope: !69)
!89 = distinct !DISubprogram(name: "data_bound_loop", scope: !1, file: !1, line: 27, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !91)
!91 = distinct !DILocation(line: 29, column: 15, scope: !89)
!92 = !DILocation(line: 29, column: 11, scope: !89)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !28, i64 0}
!95 = !DILocation(line: 30, column: 21, scope: !89)
!96 = !DILocation(line: 30, column: 3, scope: !89)
!97 = !DILocation(line: 31, column: 10, scope: !89)
!98 = !DILocation(line: 31, column: 7, scope: !89)
!99 = !DILocation(line: 30, column: 26, scope: !89)
!100 = distinct !{!100, !36}
!101 = !DILocation(line: 0, scope: !89)
!102 = !DILocation(line: 32, column: 3, scope: !89)
!103 = !DILocation(line: 32, column: 18, scope: !89)
!104 = !DILocation(line: 33, column: 1, scope: !89)
!105 = distinct !{!105, !96, !106, !41}
!106 = !DILocation(line: 31, column: 13, scope: !89)
