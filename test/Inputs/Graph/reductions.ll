; ModuleID = 'reductions.cu'
source_filename = "reductions.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13reduce_moduloE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14reduce_stridedE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ17reduce_sequentialE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_modulo(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %6 = mul i32 %4, %5, !dbg !24
  %7 = add i32 %6, %3, !dbg !25
  %8 = zext i32 %7 to i64, !dbg !26
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !26
  %10 = load float, ptr %9, align 4, !dbg !26, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !31
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_moduloE5sdata to ptr), i64 0, i64 %11, !dbg !31
  store float %10, ptr %12, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %13 = icmp ugt i32 %5, 1, !dbg !34
  br i1 %13, label %16, label %14, !dbg !35

14:                                               ; preds = %29, %2
  %15 = icmp eq i32 %3, 0, !dbg !36
  br i1 %15, label %31, label %35, !dbg !37

16:                                               ; preds = %2, %29
  %17 = phi i32 [ %18, %29 ], [ 1, %2 ]
  %18 = shl i32 %17, 1, !dbg !38
  %19 = add i32 %18, 1023, !dbg !39
  %20 = and i32 %19, %3, !dbg !39
  %21 = icmp eq i32 %20, 0, !dbg !40
  br i1 %21, label %22, label %29, !dbg !41

22:                                               ; preds = %16
  %23 = add i32 %17, %3
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_moduloE5sdata to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !42, !tbaa !27
  %27 = load float, ptr %12, align 4, !dbg !43, !tbaa !27
  %28 = fadd contract float %26, %27, !dbg !43
  store float %28, ptr %12, align 4, !dbg !43, !tbaa !27
  br label %29, !dbg !44

29:                                               ; preds = %22, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %30 = icmp ult i32 %18, %5, !dbg !34
  br i1 %30, label %16, label %14, !dbg !35, !llvm.loop !46

31:                                               ; preds = %14
  %32 = zext nneg i32 %4 to i64
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ13reduce_moduloE5sdata to ptr), align 4, !dbg !49, !tbaa !27
  store float %34, ptr %33, align 4, !dbg !50, !tbaa !27
  br label %35, !dbg !51

35:                                               ; preds = %31, %14
  ret void, !dbg !52
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_strided(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !53 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %6 = mul i32 %4, %5, !dbg !60
  %7 = add i32 %6, %3, !dbg !61
  %8 = zext i32 %7 to i64, !dbg !62
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !62
  %10 = load float, ptr %9, align 4, !dbg !62, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !63
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_stridedE5sdata to ptr), i64 0, i64 %11, !dbg !63
  store float %10, ptr %12, align 4, !dbg !64, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  %13 = icmp ugt i32 %5, 1, !dbg !66
  br i1 %13, label %16, label %14, !dbg !67

14:                                               ; preds = %30, %2
  %15 = icmp eq i32 %3, 0, !dbg !68
  br i1 %15, label %32, label %36, !dbg !69

16:                                               ; preds = %2, %30
  %17 = phi i32 [ %18, %30 ], [ 1, %2 ]
  %18 = shl i32 %17, 1, !dbg !70
  %19 = mul i32 %18, %3, !dbg !71
  %20 = icmp ult i32 %19, %5, !dbg !72
  br i1 %20, label %21, label %30, !dbg !73

21:                                               ; preds = %16
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_stridedE5sdata to ptr), i64 0, i64 %22
  %24 = add i32 %19, %17
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_stridedE5sdata to ptr), i64 0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !74, !tbaa !27
  %28 = load float, ptr %23, align 4, !dbg !75, !tbaa !27
  %29 = fadd contract float %27, %28, !dbg !75
  store float %29, ptr %23, align 4, !dbg !75, !tbaa !27
  br label %30, !dbg !76

30:                                               ; preds = %21, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !77
  %31 = icmp ult i32 %18, %5, !dbg !66
  br i1 %31, label %16, label %14, !dbg !67, !llvm.loop !78

32:                                               ; preds = %14
  %33 = zext nneg i32 %4 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14reduce_stridedE5sdata to ptr), align 4, !dbg !80, !tbaa !27
  store float %35, ptr %34, align 4, !dbg !81, !tbaa !27
  br label %36, !dbg !82

36:                                               ; preds = %32, %14
  ret void, !dbg !83
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sequential(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !84 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !85
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !87
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !89
  %6 = mul i32 %4, %5, !dbg !91
  %7 = add i32 %6, %3, !dbg !92
  %8 = zext i32 %7 to i64, !dbg !93
  %9 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !93
  %10 = load float, ptr %9, align 4, !dbg !93, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !94
  %12 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %11, !dbg !94
  store float %10, ptr %12, align 4, !dbg !95, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !96
  %13 = icmp ult i32 %5, 2, !dbg !97
  br i1 %13, label %14, label %16, !dbg !98

14:                                               ; preds = %27, %2
  %15 = icmp eq i32 %3, 0, !dbg !99
  br i1 %15, label %29, label %33, !dbg !100

16:                                               ; preds = %2, %27
  %17 = phi i32 [ %18, %27 ], [ %5, %2 ]
  %18 = lshr i32 %17, 1, !dbg !101
  %19 = icmp ult i32 %3, %18, !dbg !102
  br i1 %19, label %20, label %27, !dbg !103

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !104, !tbaa !27
  %25 = load float, ptr %12, align 4, !dbg !105, !tbaa !27
  %26 = fadd contract float %24, %25, !dbg !105
  store float %26, ptr %12, align 4, !dbg !105, !tbaa !27
  br label %27, !dbg !106

27:                                               ; preds = %20, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !107
  %28 = icmp ult i32 %17, 4, !dbg !97
  br i1 %28, label %14, label %16, !dbg !98, !llvm.loop !108

29:                                               ; preds = %14
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), align 4, !dbg !110, !tbaa !27
  store float %32, ptr %31, align 4, !dbg !111, !tbaa !27
  br label %33, !dbg !112

33:                                               ; preds = %29, %14
  ret void, !dbg !113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reductions.cu", directory: "/work/wt-graph/test/Inputs/Graph")
!2 = !{ptr @reduce_modulo, !"kernel", i32 1}
!3 = !{ptr @reduce_strided, !"kernel", i32 1}
!4 = !{ptr @reduce_sequential, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "reduce_modulo", scope: !1, file: !1, line: 4, type: !12, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 6, column: 18, scope: !11)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 7, column: 19, scope: !11)
!21 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 7, column: 32, scope: !11)
!24 = !DILocation(line: 7, column: 30, scope: !11)
!25 = !DILocation(line: 7, column: 43, scope: !11)
!26 = !DILocation(line: 7, column: 16, scope: !11)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 7, column: 3, scope: !11)
!32 = !DILocation(line: 7, column: 14, scope: !11)
!33 = !DILocation(line: 8, column: 3, scope: !11)
!34 = !DILocation(line: 9, column: 26, scope: !11)
!35 = !DILocation(line: 9, column: 3, scope: !11)
!36 = !DILocation(line: 14, column: 11, scope: !11)
!37 = !DILocation(line: 14, column: 7, scope: !11)
!38 = !DILocation(line: 10, column: 18, scope: !11)
!39 = !DILocation(line: 10, column: 13, scope: !11)
!40 = !DILocation(line: 10, column: 23, scope: !11)
!41 = !DILocation(line: 10, column: 9, scope: !11)
!42 = !DILocation(line: 11, column: 21, scope: !11)
!43 = !DILocation(line: 11, column: 18, scope: !11)
!44 = !DILocation(line: 11, column: 7, scope: !11)
!45 = !DILocation(line: 12, column: 5, scope: !11)
!46 = distinct !{!46, !35, !47, !48}
!47 = !DILocation(line: 13, column: 3, scope: !11)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 15, column: 23, scope: !11)
!50 = !DILocation(line: 15, column: 21, scope: !11)
!51 = !DILocation(line: 15, column: 5, scope: !11)
!52 = !DILocation(line: 16, column: 1, scope: !11)
!53 = distinct !DISubprogram(name: "reduce_strided", scope: !1, file: !1, line: 17, type: !12, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !55)
!55 = distinct !DILocation(line: 19, column: 18, scope: !53)
!56 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !57)
!57 = distinct !DILocation(line: 20, column: 19, scope: !53)
!58 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !59)
!59 = distinct !DILocation(line: 20, column: 32, scope: !53)
!60 = !DILocation(line: 20, column: 30, scope: !53)
!61 = !DILocation(line: 20, column: 43, scope: !53)
!62 = !DILocation(line: 20, column: 16, scope: !53)
!63 = !DILocation(line: 20, column: 3, scope: !53)
!64 = !DILocation(line: 20, column: 14, scope: !53)
!65 = !DILocation(line: 21, column: 3, scope: !53)
!66 = !DILocation(line: 22, column: 26, scope: !53)
!67 = !DILocation(line: 22, column: 3, scope: !53)
!68 = !DILocation(line: 28, column: 11, scope: !53)
!69 = !DILocation(line: 28, column: 7, scope: !53)
!70 = !DILocation(line: 23, column: 24, scope: !53)
!71 = !DILocation(line: 23, column: 28, scope: !53)
!72 = !DILocation(line: 24, column: 15, scope: !53)
!73 = !DILocation(line: 24, column: 9, scope: !53)
!74 = !DILocation(line: 25, column: 23, scope: !53)
!75 = !DILocation(line: 25, column: 20, scope: !53)
!76 = !DILocation(line: 25, column: 7, scope: !53)
!77 = !DILocation(line: 26, column: 5, scope: !53)
!78 = distinct !{!78, !67, !79, !48}
!79 = !DILocation(line: 27, column: 3, scope: !53)
!80 = !DILocation(line: 29, column: 23, scope: !53)
!81 = !DILocation(line: 29, column: 21, scope: !53)
!82 = !DILocation(line: 29, column: 5, scope: !53)
!83 = !DILocation(line: 30, column: 1, scope: !53)
!84 = distinct !DISubprogram(name: "reduce_sequential", scope: !1, file: !1, line: 31, type: !12, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !86)
!86 = distinct !DILocation(line: 33, column: 18, scope: !84)
!87 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !88)
!88 = distinct !DILocation(line: 34, column: 19, scope: !84)
!89 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !90)
!90 = distinct !DILocation(line: 34, column: 32, scope: !84)
!91 = !DILocation(line: 34, column: 30, scope: !84)
!92 = !DILocation(line: 34, column: 43, scope: !84)
!93 = !DILocation(line: 34, column: 16, scope: !84)
!94 = !DILocation(line: 34, column: 3, scope: !84)
!95 = !DILocation(line: 34, column: 14, scope: !84)
!96 = !DILocation(line: 35, column: 3, scope: !84)
!97 = !DILocation(line: 36, column: 39, scope: !84)
!98 = !DILocation(line: 36, column: 3, scope: !84)
!99 = !DILocation(line: 41, column: 11, scope: !84)
!100 = !DILocation(line: 41, column: 7, scope: !84)
!101 = !DILocation(line: 36, scope: !84)
!102 = !DILocation(line: 37, column: 13, scope: !84)
!103 = !DILocation(line: 37, column: 9, scope: !84)
!104 = !DILocation(line: 38, column: 21, scope: !84)
!105 = !DILocation(line: 38, column: 18, scope: !84)
!106 = !DILocation(line: 38, column: 7, scope: !84)
!107 = !DILocation(line: 39, column: 5, scope: !84)
!108 = distinct !{!108, !98, !109, !48}
!109 = !DILocation(line: 40, column: 3, scope: !84)
!110 = !DILocation(line: 42, column: 23, scope: !84)
!111 = !DILocation(line: 42, column: 21, scope: !84)
!112 = !DILocation(line: 42, column: 5, scope: !84)
!113 = !DILocation(line: 43, column: 1, scope: !84)
