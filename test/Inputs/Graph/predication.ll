; ModuleID = 'predication.cu'
source_filename = "predication.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12guarded_tileE1s = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tid_lt_50(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !12 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %3 = icmp ult i32 %2, 50, !dbg !19
  br i1 %3, label %4, label %9, !dbg !20

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = load float, ptr %6, align 4, !dbg !21, !tbaa !22
  %8 = fadd contract float %7, 1.000000e+00, !dbg !21
  store float %8, ptr %6, align 4, !dbg !21, !tbaa !22
  br label %9, !dbg !26

9:                                                ; preds = %4, %1
  ret void, !dbg !27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tid_lt_50_long(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !28 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !29
  %3 = icmp ult i32 %2, 50, !dbg !31
  br i1 %3, label %4, label %16, !dbg !32

4:                                                ; preds = %1
  %5 = zext nneg i32 %2 to i64, !dbg !33
  %6 = getelementptr inbounds float, ptr %0, i64 %5, !dbg !33
  %7 = load float, ptr %6, align 4, !dbg !33, !tbaa !22
  %8 = fadd contract float %7, 1.000000e+00, !dbg !34
  %9 = fmul contract float %7, %8, !dbg !35
  %10 = fadd contract float %7, 2.000000e+00, !dbg !36
  %11 = fmul contract float %10, %9, !dbg !37
  %12 = fadd contract float %7, 3.000000e+00, !dbg !38
  %13 = fmul contract float %12, %11, !dbg !39
  %14 = fadd contract float %7, 4.000000e+00, !dbg !40
  %15 = fmul contract float %14, %13, !dbg !41
  store float %15, ptr %6, align 4, !dbg !42, !tbaa !22
  br label %16, !dbg !43

16:                                               ; preds = %4, %1
  ret void, !dbg !44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @warp_aligned_long(ptr nocapture noundef %0) local_unnamed_addr #0 !dbg !45 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !46
  %3 = and i32 %2, 32, !dbg !48
  %4 = icmp eq i32 %3, 0, !dbg !48
  br i1 %4, label %5, label %17, !dbg !49

5:                                                ; preds = %1
  %6 = zext nneg i32 %2 to i64, !dbg !50
  %7 = getelementptr inbounds float, ptr %0, i64 %6, !dbg !50
  %8 = load float, ptr %7, align 4, !dbg !50, !tbaa !22
  %9 = fadd contract float %8, 1.000000e+00, !dbg !51
  %10 = fmul contract float %8, %9, !dbg !52
  %11 = fadd contract float %8, 2.000000e+00, !dbg !53
  %12 = fmul contract float %11, %10, !dbg !54
  %13 = fadd contract float %8, 3.000000e+00, !dbg !55
  %14 = fmul contract float %13, %12, !dbg !56
  %15 = fadd contract float %8, 4.000000e+00, !dbg !57
  %16 = fmul contract float %15, %14, !dbg !58
  store float %16, ptr %7, align 4, !dbg !59, !tbaa !22
  br label %17, !dbg !60

17:                                               ; preds = %5, %1
  ret void, !dbg !61
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @guarded_tile(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !62 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !63
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 10
  %7 = or disjoint i32 %6, %4
  %8 = icmp slt i32 %7, %2, !dbg !65
  br i1 %8, label %9, label %13, !dbg !66

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !dbg !67, !tbaa !22
  br label %13, !dbg !66

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ], !dbg !66
  %15 = zext nneg i32 %4 to i64, !dbg !68
  %16 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12guarded_tileE1s to ptr), i64 0, i64 %15, !dbg !68
  store float %14, ptr %16, align 4, !dbg !69, !tbaa !22
  %17 = add i32 %7, 256, !dbg !70
  %18 = icmp slt i32 %17, %2, !dbg !65
  br i1 %18, label %19, label %23, !dbg !66

19:                                               ; preds = %13
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !dbg !67, !tbaa !22
  br label %23, !dbg !66

23:                                               ; preds = %19, %13
  %24 = phi contract float [ %22, %19 ], [ 0.000000e+00, %13 ], !dbg !66
  %25 = add nuw nsw i32 %4, 256, !dbg !71
  %26 = zext nneg i32 %25 to i64, !dbg !68
  %27 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12guarded_tileE1s to ptr), i64 0, i64 %26, !dbg !68
  store float %24, ptr %27, align 4, !dbg !69, !tbaa !22
  %28 = add i32 %7, 512, !dbg !70
  %29 = icmp slt i32 %28, %2, !dbg !65
  br i1 %29, label %30, label %34, !dbg !66

30:                                               ; preds = %23
  %31 = sext i32 %28 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !dbg !67, !tbaa !22
  br label %34, !dbg !66

34:                                               ; preds = %30, %23
  %35 = phi contract float [ %33, %30 ], [ 0.000000e+00, %23 ], !dbg !66
  %36 = add nuw nsw i32 %4, 512, !dbg !71
  %37 = zext nneg i32 %36 to i64, !dbg !68
  %38 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12guarded_tileE1s to ptr), i64 0, i64 %37, !dbg !68
  store float %35, ptr %38, align 4, !dbg !69, !tbaa !22
  %39 = add i32 %7, 768, !dbg !70
  %40 = icmp slt i32 %39, %2, !dbg !65
  br i1 %40, label %41, label %45, !dbg !66

41:                                               ; preds = %34
  %42 = sext i32 %39 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !67, !tbaa !22
  br label %45, !dbg !66

45:                                               ; preds = %41, %34
  %46 = phi contract float [ %44, %41 ], [ 0.000000e+00, %34 ], !dbg !66
  %47 = add nuw nsw i32 %4, 768, !dbg !71
  %48 = zext nneg i32 %47 to i64, !dbg !68
  %49 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12guarded_tileE1s to ptr), i64 0, i64 %48, !dbg !68
  store float %46, ptr %49, align 4, !dbg !69, !tbaa !22
  tail call void @llvm.nvvm.barrier0(), !dbg !72
  %50 = load float, ptr %16, align 4, !dbg !73, !tbaa !22
  %51 = xor i32 %4, 1023, !dbg !74
  %52 = zext nneg i32 %51 to i64, !dbg !75
  %53 = getelementptr inbounds [1024 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12guarded_tileE1s to ptr), i64 0, i64 %52, !dbg !75
  %54 = load float, ptr %53, align 4, !dbg !75, !tbaa !22
  %55 = fadd contract float %50, %54, !dbg !76
  %56 = shl i32 %5, 8, !dbg !77
  %57 = add i32 %56, %4, !dbg !78
  %58 = zext i32 %57 to i64, !dbg !79
  %59 = getelementptr inbounds float, ptr %1, i64 %58, !dbg !79
  store float %55, ptr %59, align 4, !dbg !80, !tbaa !22
  ret void, !dbg !81
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "predication.cu", directory: "/work/main/test/Inputs/Graph")
!2 = !{ptr @tid_lt_50, !"kernel", i32 1}
!3 = !{ptr @tid_lt_50_long, !"kernel", i32 1}
!4 = !{ptr @warp_aligned_long, !"kernel", i32 1}
!5 = !{ptr @guarded_tile, !"kernel", i32 1}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "tid_lt_50", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 6, column: 7, scope: !12)
!19 = !DILocation(line: 6, column: 19, scope: !12)
!20 = !DILocation(line: 6, column: 7, scope: !12)
!21 = !DILocation(line: 7, column: 20, scope: !12)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 7, column: 5, scope: !12)
!27 = !DILocation(line: 8, column: 1, scope: !12)
!28 = distinct !DISubprogram(name: "tid_lt_50_long", scope: !1, file: !1, line: 9, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!29 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !30)
!30 = distinct !DILocation(line: 10, column: 7, scope: !28)
!31 = !DILocation(line: 10, column: 19, scope: !28)
!32 = !DILocation(line: 10, column: 7, scope: !28)
!33 = !DILocation(line: 11, column: 15, scope: !28)
!34 = !DILocation(line: 12, column: 29, scope: !28)
!35 = !DILocation(line: 12, column: 24, scope: !28)
!36 = !DILocation(line: 12, column: 42, scope: !28)
!37 = !DILocation(line: 12, column: 37, scope: !28)
!38 = !DILocation(line: 12, column: 55, scope: !28)
!39 = !DILocation(line: 12, column: 50, scope: !28)
!40 = !DILocation(line: 12, column: 68, scope: !28)
!41 = !DILocation(line: 12, column: 63, scope: !28)
!42 = !DILocation(line: 12, column: 20, scope: !28)
!43 = !DILocation(line: 13, column: 3, scope: !28)
!44 = !DILocation(line: 14, column: 1, scope: !28)
!45 = distinct !DISubprogram(name: "warp_aligned_long", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!46 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !47)
!47 = distinct !DILocation(line: 16, column: 8, scope: !45)
!48 = !DILocation(line: 16, column: 30, scope: !45)
!49 = !DILocation(line: 16, column: 7, scope: !45)
!50 = !DILocation(line: 17, column: 15, scope: !45)
!51 = !DILocation(line: 18, column: 29, scope: !45)
!52 = !DILocation(line: 18, column: 24, scope: !45)
!53 = !DILocation(line: 18, column: 42, scope: !45)
!54 = !DILocation(line: 18, column: 37, scope: !45)
!55 = !DILocation(line: 18, column: 55, scope: !45)
!56 = !DILocation(line: 18, column: 50, scope: !45)
!57 = !DILocation(line: 18, column: 68, scope: !45)
!58 = !DILocation(line: 18, column: 63, scope: !45)
!59 = !DILocation(line: 18, column: 20, scope: !45)
!60 = !DILocation(line: 19, column: 3, scope: !45)
!61 = !DILocation(line: 20, column: 1, scope: !45)
!62 = distinct !DISubprogram(name: "guarded_tile", scope: !1, file: !1, line: 23, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!63 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !64)
!64 = distinct !DILocation(line: 25, column: 11, scope: !62)
!65 = !DILocation(line: 29, column: 24, scope: !62)
!66 = !DILocation(line: 29, column: 22, scope: !62)
!67 = !DILocation(line: 29, column: 30, scope: !62)
!68 = !DILocation(line: 29, column: 5, scope: !62)
!69 = !DILocation(line: 29, column: 20, scope: !62)
!70 = !DILocation(line: 28, column: 41, scope: !62)
!71 = !DILocation(line: 29, column: 15, scope: !62)
!72 = !DILocation(line: 31, column: 3, scope: !62)
!73 = !DILocation(line: 32, column: 31, scope: !62)
!74 = !DILocation(line: 32, column: 45, scope: !62)
!75 = !DILocation(line: 32, column: 38, scope: !62)
!76 = !DILocation(line: 32, column: 36, scope: !62)
!77 = !DILocation(line: 32, column: 18, scope: !62)
!78 = !DILocation(line: 32, column: 24, scope: !62)
!79 = !DILocation(line: 32, column: 3, scope: !62)
!80 = !DILocation(line: 32, column: 29, scope: !62)
!81 = !DILocation(line: 33, column: 1, scope: !62)
