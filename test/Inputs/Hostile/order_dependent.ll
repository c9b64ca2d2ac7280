; ModuleID = 'src/order_dependent.cu'
source_filename = "src/order_dependent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @products(ptr nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !10 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !13
  %6 = mul i32 %5, %1, !dbg !17
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !18
  %8 = mul i32 %7, %3, !dbg !21
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !22
  %10 = add i32 %8, %6
  %11 = mul i32 %10, %2
  %12 = add i32 %11, %9, !dbg !25
  %13 = zext i32 %12 to i64, !dbg !26
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !26
  store float 1.000000e+00, ptr %14, align 4, !dbg !27, !tbaa !28
  ret void, !dbg !32
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @triangular(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !33 {
  %3 = icmp sgt i32 %1, 0, !dbg !34
  br i1 %3, label %4, label %26, !dbg !35

4:                                                ; preds = %2
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %1, 1, !dbg !35
  %7 = icmp eq i32 %1, 1, !dbg !35
  br i1 %7, label %13, label %8, !dbg !35

8:                                                ; preds = %4
  %9 = and i32 %1, 2147483646, !dbg !35
  br label %10, !dbg !35

10:                                               ; preds = %39, %8
  %11 = phi i32 [ 0, %8 ], [ %40, %39 ]
  %12 = phi i32 [ 0, %8 ], [ %41, %39 ]
  br label %43, !dbg !36

13:                                               ; preds = %39, %4
  %14 = phi i32 [ 0, %4 ], [ %40, %39 ]
  %15 = icmp eq i32 %6, 0, !dbg !36
  br i1 %15, label %26, label %16, !dbg !36

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %24, %16 ], [ %14, %13 ]
  %18 = shl nsw i32 %17, 5, !dbg !37
  %19 = add nuw i32 %18, %5, !dbg !38
  %20 = zext i32 %19 to i64, !dbg !39
  %21 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !39
  %22 = load float, ptr %21, align 4, !dbg !40, !tbaa !28
  %23 = fadd contract float %22, 1.000000e+00, !dbg !40
  store float %23, ptr %21, align 4, !dbg !40, !tbaa !28
  %24 = add nuw nsw i32 %17, 1, !dbg !41
  %25 = icmp eq i32 %24, %1, !dbg !42
  br i1 %25, label %26, label %16, !dbg !36, !llvm.loop !43

26:                                               ; preds = %13, %16, %2
  ret void, !dbg !47

27:                                               ; preds = %43
  %28 = or disjoint i32 %11, 1, !dbg !48
  br label %29, !dbg !36

29:                                               ; preds = %29, %27
  %30 = phi i32 [ %28, %27 ], [ %37, %29 ]
  %31 = shl nsw i32 %30, 5, !dbg !37
  %32 = add nuw i32 %31, %5, !dbg !38
  %33 = zext i32 %32 to i64, !dbg !39
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !39
  %35 = load float, ptr %34, align 4, !dbg !40, !tbaa !28
  %36 = fadd contract float %35, 1.000000e+00, !dbg !40
  store float %36, ptr %34, align 4, !dbg !40, !tbaa !28
  %37 = add nuw nsw i32 %30, 1, !dbg !41
  %38 = icmp eq i32 %37, %1, !dbg !42
  br i1 %38, label %39, label %29, !dbg !36, !llvm.loop !43

39:                                               ; preds = %29
  %40 = add nuw nsw i32 %11, 2, !dbg !48
  %41 = add i32 %12, 2, !dbg !35
  %42 = icmp eq i32 %41, %9, !dbg !35
  br i1 %42, label %13, label %10, !dbg !35, !llvm.loop !49

43:                                               ; preds = %10, %43
  %44 = phi i32 [ %11, %10 ], [ %51, %43 ]
  %45 = shl nsw i32 %44, 5, !dbg !37
  %46 = add nuw i32 %45, %5, !dbg !38
  %47 = zext i32 %46 to i64, !dbg !39
  %48 = getelementptr inbounds float, ptr %0, i64 %47, !dbg !39
  %49 = load float, ptr %48, align 4, !dbg !40, !tbaa !28
  %50 = fadd contract float %49, 1.000000e+00, !dbg !40
  store float %50, ptr %48, align 4, !dbg !40, !tbaa !28
  %51 = add nuw nsw i32 %44, 1, !dbg !41
  %52 = icmp eq i32 %51, %1, !dbg !42
  br i1 %52, label %27, label %43, !dbg !36, !llvm.loop !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/order_dependent.cu", directory: "/work/main/test/Inputs/Hostile")
!2 = !{ptr @products, !"kernel", i32 1}
!3 = !{ptr @triangular, !"kernel", i32 1}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "products", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 66, column: 3, scope: !14, inlinedAt: !16)
!14 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 66, type: !11, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!16 = distinct !DILocation(line: 8, column: 5, scope: !10)
!17 = !DILocation(line: 8, column: 20, scope: !10)
!18 = !DILocation(line: 67, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !15, file: !15, line: 67, type: !11, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = distinct !DILocation(line: 8, column: 26, scope: !10)
!21 = !DILocation(line: 8, column: 41, scope: !10)
!22 = !DILocation(line: 53, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !15, file: !15, line: 53, type: !11, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!24 = distinct !DILocation(line: 8, column: 47, scope: !10)
!25 = !DILocation(line: 8, column: 45, scope: !10)
!26 = !DILocation(line: 8, column: 3, scope: !10)
!27 = !DILocation(line: 8, column: 60, scope: !10)
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !30, i64 0}
!30 = !{!"omnipotent char", !31, i64 0}
!31 = !{!"Simple C++ TBAA"}
!32 = !DILocation(line: 9, column: 1, scope: !10)
!33 = distinct !DISubprogram(name: "triangular", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = !DILocation(line: 11, column: 21, scope: !33)
!35 = !DILocation(line: 11, column: 3, scope: !33)
!36 = !DILocation(line: 13, column: 5, scope: !33)
!37 = !DILocation(line: 14, column: 11, scope: !33)
!38 = !DILocation(line: 14, column: 16, scope: !33)
!39 = !DILocation(line: 14, column: 7, scope: !33)
!40 = !DILocation(line: 14, column: 31, scope: !33)
!41 = !DILocation(line: 13, column: 28, scope: !33)
!42 = !DILocation(line: 13, column: 23, scope: !33)
!43 = distinct !{!43, !36, !44, !45, !46}
!44 = !DILocation(line: 14, column: 34, scope: !33)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !{!"llvm.loop.unroll.disable"}
!47 = !DILocation(line: 15, column: 1, scope: !33)
!48 = !DILocation(line: 11, column: 26, scope: !33)
!49 = distinct !{!49, !35, !44, !45}
