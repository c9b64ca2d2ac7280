; ModuleID = 'branches.cu'
source_filename = "branches.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tid_lt_k(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !17 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !20
  %4 = icmp ult i32 %3, %1, !dbg !24
  br i1 %4, label %5, label %10, !dbg !25

5:                                                ; preds = %2
  %6 = zext nneg i32 %3 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !dbg !26, !tbaa !27
  %9 = fmul contract float %8, 2.000000e+00, !dbg !26
  store float %9, ptr %7, align 4, !dbg !26, !tbaa !27
  br label %10, !dbg !31

10:                                               ; preds = %5, %2
  ret void, !dbg !32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tid_lt_50(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !33 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !34
  %3 = icmp ult i32 %2, 50, !dbg !36
  br i1 %3, label %4, label %9, !dbg !37

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = load float, ptr %6, align 4, !dbg !38, !tbaa !27
  %8 = fadd contract float %7, 1.000000e+00, !dbg !38
  store float %8, ptr %6, align 4, !dbg !38, !tbaa !27
  br label %9, !dbg !39

9:                                                ; preds = %4, %1
  ret void, !dbg !40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @warp_aligned(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !41 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %3 = and i32 %2, 32, !dbg !44
  %4 = icmp eq i32 %3, 0, !dbg !44
  br i1 %4, label %5, label %10, !dbg !45

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64
  %7 = getelementptr inbounds float, ptr %0, i64 %6
  %8 = load float, ptr %7, align 4, !dbg !46, !tbaa !27
  %9 = fadd contract float %8, 1.000000e+00, !dbg !46
  store float %9, ptr %7, align 4, !dbg !46, !tbaa !27
  br label %10, !dbg !47

10:                                               ; preds = %5, %1
  ret void, !dbg !48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @odd_lanes(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !49 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %3 = and i32 %2, 1, !dbg !52
  %4 = icmp eq i32 %3, 0, !dbg !53
  %5 = zext nneg i32 %2 to i64, !dbg !54
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !54
  %7 = load float, ptr %6, align 4, !dbg !54, !tbaa !27
  %8 = select i1 %4, float -1.000000e+00, float 1.000000e+00
  %9 = fadd contract float %7, %8, !dbg !54
  store float %9, ptr %6, align 4, !dbg !54, !tbaa !27
  ret void, !dbg !55
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @block_only(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 !dbg !56 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !57
  %4 = icmp ult i32 %3, %1, !dbg !60
  br i1 %4, label %5, label %12, !dbg !61

5:                                                ; preds = %2
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %3, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  store float 0.000000e+00, ptr %11, align 4, !dbg !62, !tbaa !27
  br label %12, !dbg !63

12:                                               ; preds = %5, %2
  ret void, !dbg !64
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @tid_y_branch(ptr nocapture noundef writeonly %0) local_unnamed_addr #1 !dbg !65 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !66
  %3 = icmp ult i32 %2, 4, !dbg !69
  br i1 %3, label %4, label %11, !dbg !70

4:                                                ; preds = %1
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %2, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  store float 1.000000e+00, ptr %10, align 4, !dbg !71, !tbaa !27
  br label %11, !dbg !72

11:                                               ; preds = %4, %1
  ret void, !dbg !73
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @data_dependent(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !74 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !75
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !77
  %5 = mul i32 %3, %4, !dbg !80
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !81
  %7 = add i32 %5, %6, !dbg !83
  %8 = sext i32 %7 to i64, !dbg !84
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !84
  %10 = load float, ptr %9, align 4, !dbg !84, !tbaa !27
  %11 = fcmp contract ogt float %10, 0.000000e+00, !dbg !85
  br i1 %11, label %12, label %15, !dbg !86

12:                                               ; preds = %2
  %13 = getelementptr inbounds float, ptr %1, i64 %8
  %14 = fmul contract float %10, %10
  store float %14, ptr %13, align 4, !dbg !87, !tbaa !27
  br label %15, !dbg !88

15:                                               ; preds = %12, %2
  ret void, !dbg !89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @early_return(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !90 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !91
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !93
  %5 = mul i32 %3, %4, !dbg !95
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !96
  %7 = add i32 %5, %6, !dbg !98
  %8 = icmp slt i32 %7, %1, !dbg !99
  br i1 %8, label %9, label %15, !dbg !100

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !dbg !101, !tbaa !27
  %13 = fmul contract float %12, 3.000000e+00, !dbg !102
  %14 = fadd contract float %13, 1.000000e+00, !dbg !103
  store float %14, ptr %11, align 4, !dbg !104, !tbaa !27
  br label %15, !dbg !105

15:                                               ; preds = %2, %9
  ret void, !dbg !105
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @switch_kernel(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !106 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !107
  %3 = and i32 %2, 3, !dbg !109
  switch i32 %3, label %15 [
    i32 0, label %4
    i32 1, label %7
    i32 2, label %11
    i32 3, label %16
  ], !dbg !110

4:                                                ; preds = %1
  %5 = load i32, ptr %0, align 4, !dbg !111, !tbaa !112
  %6 = add nsw i32 %5, 1, !dbg !114
  br label %16, !dbg !115

7:                                                ; preds = %1
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !116
  %9 = load i32, ptr %8, align 4, !dbg !116, !tbaa !112
  %10 = mul nsw i32 %9, 3, !dbg !117
  br label %16, !dbg !118

11:                                               ; preds = %1
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !119
  %13 = load i32, ptr %12, align 4, !dbg !119, !tbaa !112
  %14 = add nsw i32 %13, -7, !dbg !120
  br label %16, !dbg !121

15:                                               ; preds = %1
  unreachable

16:                                               ; preds = %1, %11, %7, %4
  %17 = phi i32 [ %14, %11 ], [ %10, %7 ], [ %6, %4 ], [ 42, %1 ], !dbg !122
  %18 = zext nneg i32 %2 to i64, !dbg !123
  %19 = getelementptr inbounds i32, ptr %0, i64 %18, !dbg !123
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !123
  store i32 %17, ptr %20, align 4, !dbg !124, !tbaa !112
  ret void, !dbg !125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "branches.cu", directory: "/work/wt-graph/test/Inputs/Graph")
!2 = !{ptr @tid_lt_k, !"kernel", i32 1}
!3 = !{ptr @tid_lt_50, !"kernel", i32 1}
!4 = !{ptr @warp_aligned, !"kernel", i32 1}
!5 = !{ptr @odd_lanes, !"kernel", i32 1}
!6 = !{ptr @block_only, !"kernel", i32 1}
!7 = !{ptr @tid_y_branch, !"kernel", i32 1}
!8 = !{ptr @data_dependent, !"kernel", i32 1}
!9 = !{ptr @early_return, !"kernel", i32 1}
!10 = !{ptr @switch_kernel, !"kernel", i32 1}
!11 = !{i32 7, !"Dwarf Version", i32 2}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "tid_lt_k", scope: !1, file: !1, line: 3, type: !18, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DISubroutineType(types: !19)
!19 = !{}
!20 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !23)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 53, type: !18, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!22 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!23 = distinct !DILocation(line: 4, column: 7, scope: !17)
!24 = !DILocation(line: 4, column: 19, scope: !17)
!25 = !DILocation(line: 4, column: 7, scope: !17)
!26 = !DILocation(line: 5, column: 20, scope: !17)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 5, column: 5, scope: !17)
!32 = !DILocation(line: 6, column: 1, scope: !17)
!33 = distinct !DISubprogram(name: "tid_lt_50", scope: !1, file: !1, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !35)
!35 = distinct !DILocation(line: 8, column: 7, scope: !33)
!36 = !DILocation(line: 8, column: 19, scope: !33)
!37 = !DILocation(line: 8, column: 7, scope: !33)
!38 = !DILocation(line: 9, column: 20, scope: !33)
!39 = !DILocation(line: 9, column: 5, scope: !33)
!40 = !DILocation(line: 10, column: 1, scope: !33)
!41 = distinct !DISubprogram(name: "warp_aligned", scope: !1, file: !1, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !43)
!43 = distinct !DILocation(line: 12, column: 8, scope: !41)
!44 = !DILocation(line: 12, column: 30, scope: !41)
!45 = !DILocation(line: 12, column: 7, scope: !41)
!46 = !DILocation(line: 13, column: 20, scope: !41)
!47 = !DILocation(line: 13, column: 5, scope: !41)
!48 = !DILocation(line: 14, column: 1, scope: !41)
!49 = distinct !DISubprogram(name: "odd_lanes", scope: !1, file: !1, line: 15, type: !18, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !51)
!51 = distinct !DILocation(line: 16, column: 7, scope: !49)
!52 = !DILocation(line: 16, column: 19, scope: !49)
!53 = !DILocation(line: 16, column: 23, scope: !49)
!54 = !DILocation(line: 0, scope: !49)
!55 = !DILocation(line: 20, column: 1, scope: !49)
!56 = distinct !DISubprogram(name: "block_only", scope: !1, file: !1, line: 21, type: !18, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 66, column: 3, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 66, type: !18, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!59 = distinct !DILocation(line: 22, column: 7, scope: !56)
!60 = !DILocation(line: 22, column: 18, scope: !56)
!61 = !DILocation(line: 22, column: 7, scope: !56)
!62 = !DILocation(line: 23, column: 46, scope: !56)
!63 = !DILocation(line: 23, column: 5, scope: !56)
!64 = !DILocation(line: 24, column: 1, scope: !56)
!65 = distinct !DISubprogram(name: "tid_y_branch", scope: !1, file: !1, line: 25, type: !18, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!66 = !DILocation(line: 54, column: 3, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !22, file: !22, line: 54, type: !18, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!68 = distinct !DILocation(line: 26, column: 7, scope: !65)
!69 = !DILocation(line: 26, column: 19, scope: !65)
!70 = !DILocation(line: 26, column: 7, scope: !65)
!71 = !DILocation(line: 27, column: 47, scope: !65)
!72 = !DILocation(line: 27, column: 5, scope: !65)
!73 = !DILocation(line: 28, column: 1, scope: !65)
!74 = distinct !DISubprogram(name: "data_dependent", scope: !1, file: !1, line: 29, type: !18, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 66, column: 3, scope: !58, inlinedAt: !76)
!76 = distinct !DILocation(line: 30, column: 11, scope: !74)
!77 = !DILocation(line: 79, column: 3, scope: !78, inlinedAt: !79)
!78 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !22, file: !22, line: 79, type: !18, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!79 = distinct !DILocation(line: 30, column: 24, scope: !74)
!80 = !DILocation(line: 30, column: 22, scope: !74)
!81 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !82)
!82 = distinct !DILocation(line: 30, column: 37, scope: !74)
!83 = !DILocation(line: 30, column: 35, scope: !74)
!84 = !DILocation(line: 31, column: 13, scope: !74)
!85 = !DILocation(line: 32, column: 9, scope: !74)
!86 = !DILocation(line: 32, column: 7, scope: !74)
!87 = !DILocation(line: 33, column: 12, scope: !74)
!88 = !DILocation(line: 33, column: 5, scope: !74)
!89 = !DILocation(line: 34, column: 1, scope: !74)
!90 = distinct !DISubprogram(name: "early_return", scope: !1, file: !1, line: 35, type: !18, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = !DILocation(line: 66, column: 3, scope: !58, inlinedAt: !92)
!92 = distinct !DILocation(line: 36, column: 11, scope: !90)
!93 = !DILocation(line: 79, column: 3, scope: !78, inlinedAt: !94)
!94 = distinct !DILocation(line: 36, column: 24, scope: !90)
!95 = !DILocation(line: 36, column: 22, scope: !90)
!96 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !97)
!97 = distinct !DILocation(line: 36, column: 37, scope: !90)
!98 = !DILocation(line: 36, column: 35, scope: !90)
!99 = !DILocation(line: 37, column: 9, scope: !90)
!100 = !DILocation(line: 37, column: 7, scope: !90)
!101 = !DILocation(line: 39, column: 10, scope: !90)
!102 = !DILocation(line: 39, column: 15, scope: !90)
!103 = !DILocation(line: 39, column: 22, scope: !90)
!104 = !DILocation(line: 39, column: 8, scope: !90)
!105 = !DILocation(line: 40, column: 1, scope: !90)
!106 = distinct !DISubprogram(name: "switch_kernel", scope: !1, file: !1, line: 41, type: !18, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = !DILocation(line: 53, column: 3, scope: !21, inlinedAt: !108)
!108 = distinct !DILocation(line: 43, column: 11, scope: !106)
!109 = !DILocation(line: 43, column: 23, scope: !106)
!110 = !DILocation(line: 43, column: 3, scope: !106)
!111 = !DILocation(line: 44, column: 15, scope: !106)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !29, i64 0}
!114 = !DILocation(line: 44, column: 20, scope: !106)
!115 = !DILocation(line: 44, column: 25, scope: !106)
!116 = !DILocation(line: 45, column: 15, scope: !106)
!117 = !DILocation(line: 45, column: 20, scope: !106)
!118 = !DILocation(line: 45, column: 25, scope: !106)
!119 = !DILocation(line: 46, column: 15, scope: !106)
!120 = !DILocation(line: 46, column: 20, scope: !106)
!121 = !DILocation(line: 46, column: 25, scope: !106)
!122 = !DILocation(line: 0, scope: !106)
!123 = !DILocation(line: 49, column: 3, scope: !106)
!124 = !DILocation(line: 49, column: 22, scope: !106)
!125 = !DILocation(line: 50, column: 1, scope: !106)
