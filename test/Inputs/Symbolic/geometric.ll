; ModuleID = 'geometric.cu'
source_filename = "geometric.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@temp = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@sdata = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @upsweep(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !10 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %3 = shl nuw nsw i32 %2, 1, !dbg !17
  %4 = zext nneg i32 %3 to i64, !dbg !18
  %5 = getelementptr inbounds float, ptr %0, i64 %4, !dbg !18
  %6 = load float, ptr %5, align 4, !dbg !18, !tbaa !19
  %7 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %4, !dbg !23
  store float %6, ptr %7, align 4, !dbg !24, !tbaa !19
  %8 = or disjoint i32 %3, 1, !dbg !25
  %9 = zext nneg i32 %8 to i64, !dbg !26
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !26
  %11 = load float, ptr %10, align 4, !dbg !26, !tbaa !19
  %12 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %9, !dbg !27
  store float %11, ptr %12, align 4, !dbg !28, !tbaa !19
  %13 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = add nuw nsw i32 %2, 1
  br label %17, !dbg !29

15:                                               ; preds = %29
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %16 = load float, ptr %12, align 4, !dbg !31, !tbaa !19
  store float %16, ptr %10, align 4, !dbg !32, !tbaa !19
  ret void, !dbg !33

17:                                               ; preds = %1, %29
  %18 = phi i32 [ 1, %1 ], [ %30, %29 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %19 = add i32 %18, 2047, !dbg !35
  %20 = and i32 %19, %14, !dbg !35
  %21 = icmp eq i32 %20, 0, !dbg !35
  br i1 %21, label %22, label %29, !dbg !36

22:                                               ; preds = %17
  %23 = sub nsw i32 %8, %18
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @temp to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !37, !tbaa !19
  %27 = load float, ptr %12, align 4, !dbg !38, !tbaa !19
  %28 = fadd contract float %26, %27, !dbg !38
  store float %28, ptr %12, align 4, !dbg !38, !tbaa !19
  br label %29, !dbg !39

29:                                               ; preds = %17, %22
  %30 = shl nsw i32 %18, 1, !dbg !40
  %31 = icmp sgt i32 %30, %13, !dbg !41
  br i1 %31, label %15, label %17, !dbg !29, !llvm.loop !42
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @unknown_bound(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !45 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !48
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !51
  %7 = mul i32 %5, %6, !dbg !54
  %8 = add i32 %7, %4, !dbg !55
  %9 = zext i32 %8 to i64, !dbg !56
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !56
  %11 = load float, ptr %10, align 4, !dbg !56, !tbaa !19
  %12 = zext nneg i32 %4 to i64, !dbg !57
  %13 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %12, !dbg !57
  store float %11, ptr %13, align 4, !dbg !58, !tbaa !19
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  %14 = icmp ugt i32 %2, 1, !dbg !60
  br i1 %14, label %17, label %15, !dbg !61

15:                                               ; preds = %27, %3
  %16 = icmp eq i32 %4, 0, !dbg !62
  br i1 %16, label %30, label %34, !dbg !63

17:                                               ; preds = %3, %27
  %18 = phi i32 [ %28, %27 ], [ 1, %3 ]
  %19 = add i32 %18, %4, !dbg !64
  %20 = icmp ult i32 %19, %6, !dbg !65
  br i1 %20, label %21, label %27, !dbg !66

21:                                               ; preds = %17
  %22 = zext i32 %19 to i64
  %23 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @sdata to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !dbg !67, !tbaa !19
  %25 = load float, ptr %13, align 4, !dbg !68, !tbaa !19
  %26 = fadd contract float %24, %25, !dbg !68
  store float %26, ptr %13, align 4, !dbg !68, !tbaa !19
  br label %27, !dbg !69

27:                                               ; preds = %21, %17
  tail call void @llvm.nvvm.barrier0(), !dbg !70
  %28 = shl i32 %18, 1, !dbg !71
  %29 = icmp ult i32 %28, %2, !dbg !60
  br i1 %29, label %17, label %15, !dbg !61, !llvm.loop !72

30:                                               ; preds = %15
  %31 = zext nneg i32 %5 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr addrspacecast (ptr addrspace(3) @sdata to ptr), align 4, !dbg !74, !tbaa !19
  store float %33, ptr %32, align 4, !dbg !75, !tbaa !19
  br label %34, !dbg !76

34:                                               ; preds = %30, %15
  ret void, !dbg !77
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "geometric.cu", directory: "/work/main/test/Inputs/Symbolic")
!2 = !{ptr @upsweep, !"kernel", i32 1}
!3 = !{ptr @unknown_bound, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "upsweep", scope: !1, file: !1, line: 13, type: !11, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 53, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 15, column: 11, scope: !10)
!17 = !DILocation(line: 16, column: 24, scope: !10)
!18 = !DILocation(line: 16, column: 17, scope: !10)
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 16, column: 3, scope: !10)
!24 = !DILocation(line: 16, column: 15, scope: !10)
!25 = !DILocation(line: 17, column: 32, scope: !10)
!26 = !DILocation(line: 17, column: 21, scope: !10)
!27 = !DILocation(line: 17, column: 3, scope: !10)
!28 = !DILocation(line: 17, column: 19, scope: !10)
!29 = !DILocation(line: 18, column: 3, scope: !10)
!30 = !DILocation(line: 23, column: 3, scope: !10)
!31 = !DILocation(line: 24, column: 21, scope: !10)
!32 = !DILocation(line: 24, column: 19, scope: !10)
!33 = !DILocation(line: 25, column: 1, scope: !10)
!34 = !DILocation(line: 19, column: 5, scope: !10)
!35 = !DILocation(line: 20, column: 21, scope: !10)
!36 = !DILocation(line: 20, column: 9, scope: !10)
!37 = !DILocation(line: 21, column: 26, scope: !10)
!38 = !DILocation(line: 21, column: 23, scope: !10)
!39 = !DILocation(line: 21, column: 7, scope: !10)
!40 = !DILocation(line: 18, column: 43, scope: !10)
!41 = !DILocation(line: 18, column: 21, scope: !10)
!42 = distinct !{!42, !29, !43, !44}
!43 = !DILocation(line: 22, column: 3, scope: !10)
!44 = !{!"llvm.loop.mustprogress"}
!45 = distinct !DISubprogram(name: "unknown_bound", scope: !1, file: !1, line: 27, type: !11, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 53, column: 3, scope: !14, inlinedAt: !47)
!47 = distinct !DILocation(line: 29, column: 18, scope: !45)
!48 = !DILocation(line: 66, column: 3, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 30, column: 19, scope: !45)
!51 = !DILocation(line: 79, column: 3, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 79, type: !11, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 30, column: 32, scope: !45)
!54 = !DILocation(line: 30, column: 30, scope: !45)
!55 = !DILocation(line: 30, column: 43, scope: !45)
!56 = !DILocation(line: 30, column: 16, scope: !45)
!57 = !DILocation(line: 30, column: 3, scope: !45)
!58 = !DILocation(line: 30, column: 14, scope: !45)
!59 = !DILocation(line: 31, column: 3, scope: !45)
!60 = !DILocation(line: 32, column: 26, scope: !45)
!61 = !DILocation(line: 32, column: 3, scope: !45)
!62 = !DILocation(line: 37, column: 11, scope: !45)
!63 = !DILocation(line: 37, column: 7, scope: !45)
!64 = !DILocation(line: 33, column: 13, scope: !45)
!65 = !DILocation(line: 33, column: 17, scope: !45)
!66 = !DILocation(line: 33, column: 9, scope: !45)
!67 = !DILocation(line: 34, column: 21, scope: !45)
!68 = !DILocation(line: 34, column: 18, scope: !45)
!69 = !DILocation(line: 34, column: 7, scope: !45)
!70 = !DILocation(line: 35, column: 5, scope: !45)
!71 = !DILocation(line: 32, column: 33, scope: !45)
!72 = distinct !{!72, !61, !73, !44}
!73 = !DILocation(line: 36, column: 3, scope: !45)
!74 = !DILocation(line: 38, column: 23, scope: !45)
!75 = !DILocation(line: 38, column: 21, scope: !45)
!76 = !DILocation(line: 38, column: 5, scope: !45)
!77 = !DILocation(line: 39, column: 1, scope: !45)
