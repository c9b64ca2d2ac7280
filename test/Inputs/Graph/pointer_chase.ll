; ModuleID = 'pointer_chase.cu'
source_filename = "pointer_chase.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @pointer_chase(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %5 = uitofp nneg i32 %4 to float, !dbg !16
  %6 = icmp sgt i32 %2, 0, !dbg !17
  br i1 %6, label %11, label %7, !dbg !18

7:                                                ; preds = %11, %3
  %8 = phi float [ %5, %3 ], [ %21, %11 ], !dbg !19
  %9 = zext nneg i32 %4 to i64, !dbg !20
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !20
  store float %8, ptr %10, align 4, !dbg !21, !tbaa !22
  ret void, !dbg !26

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %22, %11 ], [ 0, %3 ]
  %13 = phi float [ %21, %11 ], [ %5, %3 ]
  %14 = fptosi float %13 to i32, !dbg !27
  %15 = sext i32 %14 to i64, !dbg !28
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !28
  %17 = load float, ptr %16, align 4, !dbg !28, !tbaa !22
  %18 = fadd contract float %17, 1.000000e+00, !dbg !29
  %19 = fadd contract float %18, 1.000000e+00, !dbg !29
  %20 = fadd contract float %19, 1.000000e+00, !dbg !29
  %21 = fadd contract float %20, 1.000000e+00, !dbg !29
  %22 = add nuw nsw i32 %12, 1, !dbg !30
  %23 = icmp eq i32 %22, %2, !dbg !17
  br i1 %23, label %7, label %11, !dbg !18, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "pointer_chase.cu", directory: "/work/wt-graph/test/Inputs/Graph")
!2 = !{ptr @pointer_chase, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "pointer_chase", scope: !1, file: !1, line: 6, type: !10, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 53, column: 3, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !14, file: !14, line: 53, type: !10, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = distinct !DILocation(line: 7, column: 20, scope: !9)
!16 = !DILocation(line: 7, column: 20, scope: !9)
!17 = !DILocation(line: 9, column: 21, scope: !9)
!18 = !DILocation(line: 9, column: 3, scope: !9)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 15, column: 3, scope: !9)
!21 = !DILocation(line: 15, column: 20, scope: !9)
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 16, column: 1, scope: !9)
!27 = !DILocation(line: 10, column: 16, scope: !9)
!28 = !DILocation(line: 10, column: 9, scope: !9)
!29 = !DILocation(line: 13, column: 13, scope: !9)
!30 = !DILocation(line: 9, column: 26, scope: !9)
!31 = distinct !{!31, !18, !32, !33, !34}
!32 = !DILocation(line: 14, column: 3, scope: !9)
!33 = !{!"llvm.loop.mustprogress"}
!34 = !{!"llvm.loop.unroll.disable"}
