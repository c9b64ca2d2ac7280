; ModuleID = 'geometric.cu'
source_filename = "geometric.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@temp = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @strided_index(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !21
  %6 = mul i32 %4, %5, !dbg !24
  %7 = add i32 %6, %3, !dbg !25
  %8 = zext i32 %7 to i64, !dbg !26
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !26
  %10 = load float, ptr %9, align 4, !dbg !26, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !31
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %11, !dbg !31
  store float %10, ptr %12, align 4, !dbg !32, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %13 = icmp ugt i32 %5, 1, !dbg !34
  br i1 %13, label %16, label %14, !dbg !35

14:                                               ; preds = %30, %2
  %15 = icmp eq i32 %3, 0, !dbg !36
  br i1 %15, label %32, label %36, !dbg !37

16:                                               ; preds = %2, %30
  %17 = phi i32 [ %18, %30 ], [ 1, %2 ]
  %18 = shl i32 %17, 1, !dbg !38
  %19 = mul i32 %18, %3, !dbg !39
  %20 = icmp ult i32 %19, %5, !dbg !40
  br i1 %20, label %21, label %30, !dbg !41

21:                                               ; preds = %16
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %22
  %24 = add i32 %19, %17
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %25
  %27 = load float, ptr %26, align 4, !dbg !42, !tbaa !27
  %28 = load float, ptr %23, align 4, !dbg !43, !tbaa !27
  %29 = fadd contract float %27, %28, !dbg !43
  store float %29, ptr %23, align 4, !dbg !43, !tbaa !27
  br label %30, !dbg !44

30:                                               ; preds = %21, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !45
  %31 = icmp ult i32 %18, %5, !dbg !34
  br i1 %31, label %16, label %14, !dbg !35, !llvm.loop !46

32:                                               ; preds = %14
  %33 = zext nneg i32 %4 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !49, !tbaa !27
  store float %35, ptr %34, align 4, !dbg !50, !tbaa !27
  br label %36, !dbg !51

36:                                               ; preds = %32, %14
  ret void, !dbg !52
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @sequential(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !53 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %6 = mul i32 %4, %5, !dbg !60
  %7 = add i32 %6, %3, !dbg !61
  %8 = zext i32 %7 to i64, !dbg !62
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !62
  %10 = load float, ptr %9, align 4, !dbg !62, !tbaa !27
  %11 = zext nneg i32 %3 to i64, !dbg !63
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %11, !dbg !63
  store float %10, ptr %12, align 4, !dbg !64, !tbaa !27
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  %13 = icmp ult i32 %5, 2, !dbg !66
  br i1 %13, label %14, label %16, !dbg !67

14:                                               ; preds = %27, %2
  %15 = icmp eq i32 %3, 0, !dbg !68
  br i1 %15, label %29, label %33, !dbg !69

16:                                               ; preds = %2, %27
  %17 = phi i32 [ %18, %27 ], [ %5, %2 ]
  %18 = lshr i32 %17, 1, !dbg !70
  %19 = icmp ult i32 %3, %18, !dbg !71
  br i1 %19, label %20, label %27, !dbg !72

20:                                               ; preds = %16
  %21 = add nuw nsw i32 %18, %3
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !73, !tbaa !27
  %25 = load float, ptr %12, align 4, !dbg !74, !tbaa !27
  %26 = fadd contract float %24, %25, !dbg !74
  store float %26, ptr %12, align 4, !dbg !74, !tbaa !27
  br label %27, !dbg !75

27:                                               ; preds = %20, %16
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %28 = icmp ult i32 %17, 4, !dbg !66
  br i1 %28, label %14, label %16, !dbg !67, !llvm.loop !77

29:                                               ; preds = %14
  %30 = zext nneg i32 %4 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !79, !tbaa !27
  store float %32, ptr %31, align 4, !dbg !80, !tbaa !27
  br label %33, !dbg !81

33:                                               ; preds = %29, %14
  ret void, !dbg !82
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @upsweep(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !83 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %3 = shl nuw nsw i32 %2, 1, !dbg !86
  %4 = zext nneg i32 %3 to i64, !dbg !87
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !87
  %6 = load float, ptr %5, align 4, !dbg !87, !tbaa !27
  %7 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %4, !dbg !88
  store float %6, ptr %7, align 4, !dbg !89, !tbaa !27
  %8 = or disjoint i32 %3, 1, !dbg !90
  %9 = zext nneg i32 %8 to i64, !dbg !91
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !91
  %11 = load float, ptr %10, align 4, !dbg !91, !tbaa !27
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %9, !dbg !92
  store float %11, ptr %12, align 4, !dbg !93, !tbaa !27
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = add nuw nsw i32 %2, 1
  br label %17, !dbg !94

15:                                               ; preds = %29
  tail call void @llvm.nvvm.barrier0(), !dbg !95
  %16 = load float, ptr %12, align 4, !dbg !96, !tbaa !27
  store float %16, ptr %10, align 4, !dbg !97, !tbaa !27
  ret void, !dbg !98

17:                                               ; preds = %1, %29
  %18 = phi i32 [ 1, %1 ], [ %30, %29 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  %19 = add i32 %18, 2047, !dbg !100
  %20 = and i32 %19, %14, !dbg !100
  %21 = icmp eq i32 %20, 0, !dbg !100
  br i1 %21, label %22, label %29, !dbg !101

22:                                               ; preds = %17
  %23 = sub nsw i32 %8, %18
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !102, !tbaa !27
  %27 = load float, ptr %12, align 4, !dbg !103, !tbaa !27
  %28 = fadd contract float %26, %27, !dbg !103
  store float %28, ptr %12, align 4, !dbg !103, !tbaa !27
  br label %29, !dbg !104

29:                                               ; preds = %17, %22
  %30 = shl nsw i32 %18, 1, !dbg !105
  %31 = icmp sgt i32 %30, %13, !dbg !106
  br i1 %31, label %15, label %17, !dbg !94, !llvm.loop !107
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "geometric.cu", directory: "/work/main/test/Inputs/Symbolic")
!2 = !{ptr @strided_index, !"kernel", i32 1}
!3 = !{ptr @sequential, !"kernel", i32 1}
!4 = !{ptr @upsweep, !"kernel", i32 1}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !DISubprogram(name: "strided_index", scope: !1, file: !1, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 12, column: 18, scope: !11)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 13, column: 19, scope: !11)
!21 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 79, type: !12, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!23 = distinct !DILocation(line: 13, column: 32, scope: !11)
!24 = !DILocation(line: 13, column: 30, scope: !11)
!25 = !DILocation(line: 13, column: 43, scope: !11)
!26 = !DILocation(line: 13, column: 16, scope: !11)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 13, column: 3, scope: !11)
!32 = !DILocation(line: 13, column: 14, scope: !11)
!33 = !DILocation(line: 14, column: 3, scope: !11)
!34 = !DILocation(line: 15, column: 26, scope: !11)
!35 = !DILocation(line: 15, column: 3, scope: !11)
!36 = !DILocation(line: 21, column: 11, scope: !11)
!37 = !DILocation(line: 21, column: 7, scope: !11)
!38 = !DILocation(line: 16, column: 24, scope: !11)
!39 = !DILocation(line: 16, column: 28, scope: !11)
!40 = !DILocation(line: 17, column: 15, scope: !11)
!41 = !DILocation(line: 17, column: 9, scope: !11)
!42 = !DILocation(line: 18, column: 23, scope: !11)
!43 = !DILocation(line: 18, column: 20, scope: !11)
!44 = !DILocation(line: 18, column: 7, scope: !11)
!45 = !DILocation(line: 19, column: 5, scope: !11)
!46 = distinct !{!46, !35, !47, !48}
!47 = !DILocation(line: 20, column: 3, scope: !11)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 22, column: 23, scope: !11)
!50 = !DILocation(line: 22, column: 21, scope: !11)
!51 = !DILocation(line: 22, column: 5, scope: !11)
!52 = !DILocation(line: 23, column: 1, scope: !11)
!53 = distinct !DISubprogram(name: "sequential", scope: !1, file: !1, line: 24, type: !12, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!54 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !55)
!55 = distinct !DILocation(line: 26, column: 18, scope: !53)
!56 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !57)
!57 = distinct !DILocation(line: 27, column: 19, scope: !53)
!58 = !DILocation(line: 79, column: 3, scope: !22, inlinedAt: !59)
!59 = distinct !DILocation(line: 27, column: 32, scope: !53)
!60 = !DILocation(line: 27, column: 30, scope: !53)
!61 = !DILocation(line: 27, column: 43, scope: !53)
!62 = !DILocation(line: 27, column: 16, scope: !53)
!63 = !DILocation(line: 27, column: 3, scope: !53)
!64 = !DILocation(line: 27, column: 14, scope: !53)
!65 = !DILocation(line: 28, column: 3, scope: !53)
!66 = !DILocation(line: 29, column: 39, scope: !53)
!67 = !DILocation(line: 29, column: 3, scope: !53)
!68 = !DILocation(line: 34, column: 11, scope: !53)
!69 = !DILocation(line: 34, column: 7, scope: !53)
!70 = !DILocation(line: 29, scope: !53)
!71 = !DILocation(line: 30, column: 13, scope: !53)
!72 = !DILocation(line: 30, column: 9, scope: !53)
!73 = !DILocation(line: 31, column: 21, scope: !53)
!74 = !DILocation(line: 31, column: 18, scope: !53)
!75 = !DILocation(line: 31, column: 7, scope: !53)
!76 = !DILocation(line: 32, column: 5, scope: !53)
!77 = distinct !{!77, !67, !78, !48}
!78 = !DILocation(line: 33, column: 3, scope: !53)
!79 = !DILocation(line: 35, column: 23, scope: !53)
!80 = !DILocation(line: 35, column: 21, scope: !53)
!81 = !DILocation(line: 35, column: 5, scope: !53)
!82 = !DILocation(line: 36, column: 1, scope: !53)
!83 = distinct !DISubprogram(name: "upsweep", scope: !1, file: !1, line: 39, type: !12, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!84 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !85)
!85 = distinct !DILocation(line: 41, column: 11, scope: !83)
!86 = !DILocation(line: 42, column: 24, scope: !83)
!87 = !DILocation(line: 42, column: 17, scope: !83)
!88 = !DILocation(line: 42, column: 3, scope: !83)
!89 = !DILocation(line: 42, column: 15, scope: !83)
!90 = !DILocation(line: 43, column: 32, scope: !83)
!91 = !DILocation(line: 43, column: 21, scope: !83)
!92 = !DILocation(line: 43, column: 3, scope: !83)
!93 = !DILocation(line: 43, column: 19, scope: !83)
!94 = !DILocation(line: 44, column: 3, scope: !83)
!95 = !DILocation(line: 49, column: 3, scope: !83)
!96 = !DILocation(line: 50, column: 21, scope: !83)
!97 = !DILocation(line: 50, column: 19, scope: !83)
!98 = !DILocation(line: 51, column: 1, scope: !83)
!99 = !DILocation(line: 45, column: 5, scope: !83)
!100 = !DILocation(line: 46, column: 21, scope: !83)
!101 = !DILocation(line: 46, column: 9, scope: !83)
!102 = !DILocation(line: 47, column: 26, scope: !83)
!103 = !DILocation(line: 47, column: 23, scope: !83)
!104 = !DILocation(line: 47, column: 7, scope: !83)
!105 = !DILocation(line: 44, column: 43, scope: !83)
!106 = !DILocation(line: 44, column: 21, scope: !83)
!107 = distinct !{!107, !94, !108, !48}
!108 = !DILocation(line: 48, column: 3, scope: !83)
