; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P3 = type { float, float, float }
%struct.f4 = type { float, float, float, float }

@_ZZ16transpose_sharedE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ16transpose_paddedE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ18reduce_interleavedE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ20reduce_strided_indexE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ17reduce_sequentialE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !27 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !34
  %6 = mul i32 %4, %5, !dbg !37
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !38
  %8 = add i32 %6, %7, !dbg !41
  %9 = icmp slt i32 %8, %2, !dbg !42
  br i1 %9, label %10, label %15, !dbg !43

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = getelementptr inbounds float, ptr %1, i64 %11
  %14 = load float, ptr %13, align 4, !dbg !44, !tbaa !45
  store float %14, ptr %12, align 4, !dbg !49, !tbaa !45
  br label %15, !dbg !50

15:                                               ; preds = %10, %3
  ret void, !dbg !51
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stride_k(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !52 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %6 = mul i32 %4, %5, !dbg !57
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %8 = add i32 %6, %7, !dbg !60
  %9 = mul nsw i32 %8, %2, !dbg !61
  %10 = sext i32 %9 to i64, !dbg !62
  %11 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !62
  %12 = load float, ptr %11, align 4, !dbg !62, !tbaa !45
  %13 = sext i32 %8 to i64, !dbg !63
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !63
  store float %12, ptr %14, align 4, !dbg !64, !tbaa !45
  ret void, !dbg !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stride2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !66 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !69
  %5 = mul i32 %3, %4, !dbg !71
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !72
  %7 = add i32 %5, %6, !dbg !74
  %8 = shl nsw i32 %7, 1, !dbg !75
  %9 = sext i32 %8 to i64, !dbg !76
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !76
  %11 = load float, ptr %10, align 4, !dbg !76, !tbaa !45
  %12 = sext i32 %7 to i64, !dbg !77
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !77
  store float %11, ptr %13, align 4, !dbg !78, !tbaa !45
  ret void, !dbg !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @offset1(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !80 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !83
  %5 = mul i32 %3, %4, !dbg !85
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !86
  %7 = add i32 %5, %6, !dbg !88
  %8 = sext i32 %7 to i64, !dbg !89
  %9 = getelementptr float, ptr %1, i64 %8, !dbg !89
  %10 = getelementptr i8, ptr %9, i64 4, !dbg !89
  %11 = load float, ptr %10, align 4, !dbg !89, !tbaa !45
  %12 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !90
  store float %11, ptr %12, align 4, !dbg !91, !tbaa !45
  ret void, !dbg !92
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tile2d(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !93 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !94
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !96
  %6 = mul i32 %4, %5, !dbg !98
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !99
  %8 = add i32 %6, %7, !dbg !101
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !102
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !105
  %11 = mul nuw nsw i32 %9, %10, !dbg !108
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !109
  %13 = add nuw nsw i32 %11, %12, !dbg !112
  %14 = mul nsw i32 %13, %2, !dbg !113
  %15 = add nsw i32 %8, %14, !dbg !114
  %16 = sext i32 %15 to i64, !dbg !115
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !115
  %18 = load float, ptr %17, align 4, !dbg !115, !tbaa !45
  %19 = fmul contract float %18, 2.000000e+00, !dbg !116
  %20 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !117
  store float %19, ptr %20, align 4, !dbg !118, !tbaa !45
  ret void, !dbg !119
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @transpose_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !120 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !121
  %5 = shl i32 %4, 5, !dbg !123
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !124
  %7 = add i32 %5, %6, !dbg !126
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !127
  %9 = shl nuw nsw i32 %8, 5, !dbg !129
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !130
  %11 = add nuw nsw i32 %9, %10, !dbg !132
  %12 = mul nsw i32 %11, %2, !dbg !133
  %13 = add nsw i32 %12, %7, !dbg !134
  %14 = sext i32 %13 to i64, !dbg !135
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !135
  %16 = load float, ptr %15, align 4, !dbg !135, !tbaa !45
  %17 = mul nsw i32 %7, %2, !dbg !136
  %18 = add nsw i32 %17, %11, !dbg !137
  %19 = sext i32 %18 to i64, !dbg !138
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !138
  store float %16, ptr %20, align 4, !dbg !139, !tbaa !45
  ret void, !dbg !140
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_shared(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !141 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !142
  %5 = shl i32 %4, 5, !dbg !144
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !145
  %7 = add i32 %5, %6, !dbg !147
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !148
  %9 = shl nuw nsw i32 %8, 5, !dbg !150
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !151
  %11 = add nuw nsw i32 %9, %10, !dbg !153
  %12 = mul nsw i32 %11, %2, !dbg !154
  %13 = add nsw i32 %7, %12, !dbg !155
  %14 = sext i32 %13 to i64, !dbg !156
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !156
  %16 = load float, ptr %15, align 4, !dbg !156, !tbaa !45
  %17 = zext nneg i32 %10 to i64, !dbg !157
  %18 = zext nneg i32 %6 to i64, !dbg !157
  %19 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedE4tile to ptr), i64 0, i64 %17, i64 %18, !dbg !157
  store float %16, ptr %19, align 4, !dbg !158, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !159
  %20 = add nuw nsw i32 %9, %6, !dbg !160
  %21 = add i32 %5, %10, !dbg !161
  %22 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedE4tile to ptr), i64 0, i64 %18, i64 %17, !dbg !162
  %23 = load float, ptr %22, align 4, !dbg !162, !tbaa !45
  %24 = mul nsw i32 %21, %2, !dbg !163
  %25 = add nsw i32 %20, %24, !dbg !164
  %26 = sext i32 %25 to i64, !dbg !165
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !165
  store float %23, ptr %27, align 4, !dbg !166, !tbaa !45
  ret void, !dbg !167
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_padded(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !168 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !169
  %5 = shl i32 %4, 5, !dbg !171
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !172
  %7 = add i32 %5, %6, !dbg !174
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !175
  %9 = shl nuw nsw i32 %8, 5, !dbg !177
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !178
  %11 = add nuw nsw i32 %9, %10, !dbg !180
  %12 = mul nsw i32 %11, %2, !dbg !181
  %13 = add nsw i32 %7, %12, !dbg !182
  %14 = sext i32 %13 to i64, !dbg !183
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !183
  %16 = load float, ptr %15, align 4, !dbg !183, !tbaa !45
  %17 = zext nneg i32 %10 to i64, !dbg !184
  %18 = zext nneg i32 %6 to i64, !dbg !184
  %19 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %17, i64 %18, !dbg !184
  store float %16, ptr %19, align 4, !dbg !185, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !186
  %20 = add nuw nsw i32 %9, %6, !dbg !187
  %21 = add i32 %5, %10, !dbg !188
  %22 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %18, i64 %17, !dbg !189
  %23 = load float, ptr %22, align 4, !dbg !189, !tbaa !45
  %24 = mul nsw i32 %21, %2, !dbg !190
  %25 = add nsw i32 %20, %24, !dbg !191
  %26 = sext i32 %25 to i64, !dbg !192
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !192
  store float %23, ptr %27, align 4, !dbg !193, !tbaa !45
  ret void, !dbg !194
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @matmul_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #3 !dbg !195 {
  %5 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !196
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !198
  %7 = mul nuw nsw i32 %5, %6, !dbg !200
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !201
  %9 = add nuw nsw i32 %7, %8, !dbg !203
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !204
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !206
  %12 = mul i32 %10, %11, !dbg !208
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !209
  %14 = add i32 %12, %13, !dbg !211
  %15 = icmp sgt i32 %3, 0, !dbg !212
  %16 = mul nsw i32 %9, %3
  br i1 %15, label %17, label %39, !dbg !213

17:                                               ; preds = %4
  %18 = and i32 %3, 1, !dbg !213
  %19 = icmp eq i32 %3, 1, !dbg !213
  br i1 %19, label %22, label %20, !dbg !213

20:                                               ; preds = %17
  %21 = and i32 %3, 2147483646, !dbg !213
  br label %44, !dbg !213

22:                                               ; preds = %44, %17
  %23 = phi float [ poison, %17 ], [ %70, %44 ]
  %24 = phi i32 [ 0, %17 ], [ %71, %44 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %70, %44 ]
  %26 = icmp eq i32 %18, 0, !dbg !213
  br i1 %26, label %39, label %27, !dbg !213

27:                                               ; preds = %22
  %28 = add nuw nsw i32 %24, %16, !dbg !214
  %29 = zext nneg i32 %28 to i64, !dbg !215
  %30 = getelementptr inbounds float, ptr %1, i64 %29, !dbg !215
  %31 = load float, ptr %30, align 4, !dbg !215, !tbaa !45
  %32 = mul nuw nsw i32 %24, %3, !dbg !216
  %33 = add nsw i32 %32, %14, !dbg !217
  %34 = sext i32 %33 to i64, !dbg !218
  %35 = getelementptr inbounds float, ptr %2, i64 %34, !dbg !218
  %36 = load float, ptr %35, align 4, !dbg !218, !tbaa !45
  %37 = fmul contract float %31, %36, !dbg !219
  %38 = fadd contract float %25, %37, !dbg !220
  br label %39, !dbg !221

39:                                               ; preds = %27, %22, %4
  %40 = phi float [ 0.000000e+00, %4 ], [ %23, %22 ], [ %38, %27 ], !dbg !222
  %41 = add nsw i32 %16, %14, !dbg !221
  %42 = sext i32 %41 to i64, !dbg !223
  %43 = getelementptr inbounds float, ptr %0, i64 %42, !dbg !223
  store float %40, ptr %43, align 4, !dbg !224, !tbaa !45
  ret void, !dbg !225

44:                                               ; preds = %44, %20
  %45 = phi i32 [ 0, %20 ], [ %71, %44 ]
  %46 = phi float [ 0.000000e+00, %20 ], [ %70, %44 ]
  %47 = phi i32 [ 0, %20 ], [ %72, %44 ]
  %48 = add nuw nsw i32 %45, %16, !dbg !214
  %49 = zext nneg i32 %48 to i64, !dbg !215
  %50 = getelementptr inbounds float, ptr %1, i64 %49, !dbg !215
  %51 = load float, ptr %50, align 4, !dbg !215, !tbaa !45
  %52 = mul nuw nsw i32 %45, %3, !dbg !216
  %53 = add nsw i32 %52, %14, !dbg !217
  %54 = sext i32 %53 to i64, !dbg !218
  %55 = getelementptr inbounds float, ptr %2, i64 %54, !dbg !218
  %56 = load float, ptr %55, align 4, !dbg !218, !tbaa !45
  %57 = fmul contract float %51, %56, !dbg !219
  %58 = fadd contract float %46, %57, !dbg !220
  %59 = or disjoint i32 %45, 1, !dbg !226
  %60 = add nuw nsw i32 %59, %16, !dbg !214
  %61 = zext nneg i32 %60 to i64, !dbg !215
  %62 = getelementptr inbounds float, ptr %1, i64 %61, !dbg !215
  %63 = load float, ptr %62, align 4, !dbg !215, !tbaa !45
  %64 = mul nuw nsw i32 %59, %3, !dbg !216
  %65 = add nsw i32 %64, %14, !dbg !217
  %66 = sext i32 %65 to i64, !dbg !218
  %67 = getelementptr inbounds float, ptr %2, i64 %66, !dbg !218
  %68 = load float, ptr %67, align 4, !dbg !218, !tbaa !45
  %69 = fmul contract float %63, %68, !dbg !219
  %70 = fadd contract float %58, %69, !dbg !220
  %71 = add nuw nsw i32 %45, 2, !dbg !226
  %72 = add i32 %47, 2, !dbg !213
  %73 = icmp eq i32 %72, %21, !dbg !213
  br i1 %73, label %22, label %44, !dbg !213, !llvm.loop !227
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #1 !dbg !230 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !231
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !233
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !235
  %8 = shl nuw nsw i32 %7, 4, !dbg !237
  %9 = add nuw nsw i32 %8, %6, !dbg !238
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !239
  %11 = shl i32 %10, 4, !dbg !241
  %12 = add i32 %11, %5, !dbg !242
  %13 = sdiv i32 %3, 16
  %14 = icmp sgt i32 %3, 15, !dbg !243
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54, !dbg !244

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 0, !dbg !245
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 0, i64 %19
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 1
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 1, i64 %19
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 2
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 2, i64 %19
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 3
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 3, i64 %19
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 4, i64 %19
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 5
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 5, i64 %19
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 6
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 6, i64 %19
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 7
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 7, i64 %19
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 8
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 8, i64 %19
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 9
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 9, i64 %19
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 10
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 10, i64 %19
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 11
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 11, i64 %19
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 12
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 12, i64 %19
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 13
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 13, i64 %19
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 14
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 14, i64 %19
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 15
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 15, i64 %19
  br label %59, !dbg !244

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ], !dbg !246
  %56 = add nsw i32 %15, %12, !dbg !247
  %57 = sext i32 %56 to i64, !dbg !248
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !248
  store float %55, ptr %58, align 4, !dbg !249, !tbaa !45
  ret void, !dbg !250

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
  %62 = shl nsw i32 %60, 4, !dbg !251
  %63 = add i32 %17, %62, !dbg !252
  %64 = sext i32 %63 to i64, !dbg !253
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !253
  %66 = load float, ptr %65, align 4, !dbg !253, !tbaa !45
  store float %66, ptr %20, align 4, !dbg !254, !tbaa !45
  %67 = add nuw nsw i32 %62, %6, !dbg !255
  %68 = mul nuw nsw i32 %67, %3, !dbg !256
  %69 = add nsw i32 %68, %12, !dbg !257
  %70 = sext i32 %69 to i64, !dbg !258
  %71 = getelementptr inbounds float, ptr %2, i64 %70, !dbg !258
  %72 = load float, ptr %71, align 4, !dbg !258, !tbaa !45
  store float %72, ptr %21, align 4, !dbg !259, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !260
  %73 = load float, ptr %22, align 4, !dbg !245, !tbaa !45
  %74 = load float, ptr %23, align 4, !dbg !261, !tbaa !45
  %75 = fmul contract float %73, %74, !dbg !262
  %76 = fadd contract float %61, %75, !dbg !263
  %77 = load float, ptr %24, align 4, !dbg !245, !tbaa !45
  %78 = load float, ptr %25, align 4, !dbg !261, !tbaa !45
  %79 = fmul contract float %77, %78, !dbg !262
  %80 = fadd contract float %76, %79, !dbg !263
  %81 = load float, ptr %26, align 4, !dbg !245, !tbaa !45
  %82 = load float, ptr %27, align 4, !dbg !261, !tbaa !45
  %83 = fmul contract float %81, %82, !dbg !262
  %84 = fadd contract float %80, %83, !dbg !263
  %85 = load float, ptr %28, align 4, !dbg !245, !tbaa !45
  %86 = load float, ptr %29, align 4, !dbg !261, !tbaa !45
  %87 = fmul contract float %85, %86, !dbg !262
  %88 = fadd contract float %84, %87, !dbg !263
  %89 = load float, ptr %30, align 4, !dbg !245, !tbaa !45
  %90 = load float, ptr %31, align 4, !dbg !261, !tbaa !45
  %91 = fmul contract float %89, %90, !dbg !262
  %92 = fadd contract float %88, %91, !dbg !263
  %93 = load float, ptr %32, align 4, !dbg !245, !tbaa !45
  %94 = load float, ptr %33, align 4, !dbg !261, !tbaa !45
  %95 = fmul contract float %93, %94, !dbg !262
  %96 = fadd contract float %92, %95, !dbg !263
  %97 = load float, ptr %34, align 4, !dbg !245, !tbaa !45
  %98 = load float, ptr %35, align 4, !dbg !261, !tbaa !45
  %99 = fmul contract float %97, %98, !dbg !262
  %100 = fadd contract float %96, %99, !dbg !263
  %101 = load float, ptr %36, align 4, !dbg !245, !tbaa !45
  %102 = load float, ptr %37, align 4, !dbg !261, !tbaa !45
  %103 = fmul contract float %101, %102, !dbg !262
  %104 = fadd contract float %100, %103, !dbg !263
  %105 = load float, ptr %38, align 4, !dbg !245, !tbaa !45
  %106 = load float, ptr %39, align 4, !dbg !261, !tbaa !45
  %107 = fmul contract float %105, %106, !dbg !262
  %108 = fadd contract float %104, %107, !dbg !263
  %109 = load float, ptr %40, align 4, !dbg !245, !tbaa !45
  %110 = load float, ptr %41, align 4, !dbg !261, !tbaa !45
  %111 = fmul contract float %109, %110, !dbg !262
  %112 = fadd contract float %108, %111, !dbg !263
  %113 = load float, ptr %42, align 4, !dbg !245, !tbaa !45
  %114 = load float, ptr %43, align 4, !dbg !261, !tbaa !45
  %115 = fmul contract float %113, %114, !dbg !262
  %116 = fadd contract float %112, %115, !dbg !263
  %117 = load float, ptr %44, align 4, !dbg !245, !tbaa !45
  %118 = load float, ptr %45, align 4, !dbg !261, !tbaa !45
  %119 = fmul contract float %117, %118, !dbg !262
  %120 = fadd contract float %116, %119, !dbg !263
  %121 = load float, ptr %46, align 4, !dbg !245, !tbaa !45
  %122 = load float, ptr %47, align 4, !dbg !261, !tbaa !45
  %123 = fmul contract float %121, %122, !dbg !262
  %124 = fadd contract float %120, %123, !dbg !263
  %125 = load float, ptr %48, align 4, !dbg !245, !tbaa !45
  %126 = load float, ptr %49, align 4, !dbg !261, !tbaa !45
  %127 = fmul contract float %125, %126, !dbg !262
  %128 = fadd contract float %124, %127, !dbg !263
  %129 = load float, ptr %50, align 4, !dbg !245, !tbaa !45
  %130 = load float, ptr %51, align 4, !dbg !261, !tbaa !45
  %131 = fmul contract float %129, %130, !dbg !262
  %132 = fadd contract float %128, %131, !dbg !263
  %133 = load float, ptr %52, align 4, !dbg !245, !tbaa !45
  %134 = load float, ptr %53, align 4, !dbg !261, !tbaa !45
  %135 = fmul contract float %133, %134, !dbg !262
  %136 = fadd contract float %132, %135, !dbg !263
  tail call void @llvm.nvvm.barrier0(), !dbg !264
  %137 = add nuw nsw i32 %60, 1, !dbg !265
  %138 = icmp eq i32 %137, %13, !dbg !243
  br i1 %138, label %54, label %59, !dbg !244, !llvm.loop !266
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @aos(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !268 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !269
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !271
  %5 = mul i32 %3, %4, !dbg !273
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !274
  %7 = add i32 %5, %6, !dbg !276
  %8 = sext i32 %7 to i64, !dbg !277
  %9 = getelementptr inbounds %struct.P3, ptr %1, i64 %8, !dbg !277
  %10 = load float, ptr %9, align 4, !dbg !278, !tbaa !279
  %11 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !281
  store float %10, ptr %11, align 4, !dbg !282, !tbaa !45
  ret void, !dbg !283
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @soa(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !284 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !285
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !287
  %5 = mul i32 %3, %4, !dbg !289
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !290
  %7 = add i32 %5, %6, !dbg !292
  %8 = sext i32 %7 to i64, !dbg !293
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !293
  %10 = load float, ptr %9, align 4, !dbg !293, !tbaa !45
  %11 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !294
  store float %10, ptr %11, align 4, !dbg !295, !tbaa !45
  ret void, !dbg !296
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @types(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !297 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !298
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !300
  %7 = mul i32 %5, %6, !dbg !302
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !303
  %9 = add i32 %7, %8, !dbg !305
  %10 = sext i32 %9 to i64, !dbg !306
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !306
  store i8 1, ptr %11, align 1, !dbg !307, !tbaa !308
  %12 = getelementptr inbounds i16, ptr %1, i64 %10, !dbg !309
  store i16 2, ptr %12, align 2, !dbg !310, !tbaa !311
  %13 = getelementptr inbounds double, ptr %2, i64 %10, !dbg !313
  store double 3.000000e+00, ptr %13, align 8, !dbg !314, !tbaa !315
  %14 = getelementptr inbounds %struct.f4, ptr %3, i64 %10, !dbg !317
  %15 = load float, ptr %14, align 16, !dbg !317, !tbaa !45
  %16 = fadd contract float %15, 1.000000e+00, !dbg !318
  store float %16, ptr %14, align 16, !dbg !319, !tbaa !45
  ret void, !dbg !320
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @gather(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !321 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !322
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !324
  %6 = mul i32 %4, %5, !dbg !326
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !327
  %8 = add i32 %6, %7, !dbg !329
  %9 = sext i32 %8 to i64, !dbg !330
  %10 = getelementptr inbounds i32, ptr %2, i64 %9, !dbg !330
  %11 = load i32, ptr %10, align 4, !dbg !330, !tbaa !331
  %12 = sext i32 %11 to i64, !dbg !333
  %13 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !333
  %14 = load float, ptr %13, align 4, !dbg !333, !tbaa !45
  %15 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !334
  store float %14, ptr %15, align 4, !dbg !335, !tbaa !45
  ret void, !dbg !336
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_interleaved(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !337 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !338
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !340
  %5 = shl i32 %4, 8, !dbg !342
  %6 = add i32 %5, %3, !dbg !343
  %7 = zext i32 %6 to i64, !dbg !344
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !344
  %9 = load float, ptr %8, align 4, !dbg !344, !tbaa !45
  %10 = zext nneg i32 %3 to i64, !dbg !345
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %10, !dbg !345
  store float %9, ptr %11, align 4, !dbg !346, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !347
  %12 = and i32 %3, 1, !dbg !348
  %13 = icmp eq i32 %12, 0, !dbg !349
  br i1 %13, label %14, label %21, !dbg !350

14:                                               ; preds = %2
  %15 = or disjoint i32 %3, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !dbg !351, !tbaa !45
  %19 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %20 = fadd contract float %18, %19, !dbg !352
  store float %20, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %21, !dbg !353

21:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %22 = and i32 %3, 3, !dbg !348
  %23 = icmp eq i32 %22, 0, !dbg !349
  br i1 %23, label %24, label %31, !dbg !350

24:                                               ; preds = %21
  %25 = or disjoint i32 %3, 2
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !dbg !351, !tbaa !45
  %29 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %30 = fadd contract float %28, %29, !dbg !352
  store float %30, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %31, !dbg !353

31:                                               ; preds = %24, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %32 = and i32 %3, 7, !dbg !348
  %33 = icmp eq i32 %32, 0, !dbg !349
  br i1 %33, label %34, label %41, !dbg !350

34:                                               ; preds = %31
  %35 = or disjoint i32 %3, 4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !351, !tbaa !45
  %39 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %40 = fadd contract float %38, %39, !dbg !352
  store float %40, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %41, !dbg !353

41:                                               ; preds = %34, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %42 = and i32 %3, 15, !dbg !348
  %43 = icmp eq i32 %42, 0, !dbg !349
  br i1 %43, label %44, label %51, !dbg !350

44:                                               ; preds = %41
  %45 = or disjoint i32 %3, 8
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !dbg !351, !tbaa !45
  %49 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %50 = fadd contract float %48, %49, !dbg !352
  store float %50, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %51, !dbg !353

51:                                               ; preds = %44, %41
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %52 = and i32 %3, 31, !dbg !348
  %53 = icmp eq i32 %52, 0, !dbg !349
  br i1 %53, label %54, label %61, !dbg !350

54:                                               ; preds = %51
  %55 = or disjoint i32 %3, 16
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !dbg !351, !tbaa !45
  %59 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %60 = fadd contract float %58, %59, !dbg !352
  store float %60, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %61, !dbg !353

61:                                               ; preds = %54, %51
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %62 = and i32 %3, 63, !dbg !348
  %63 = icmp eq i32 %62, 0, !dbg !349
  br i1 %63, label %64, label %71, !dbg !350

64:                                               ; preds = %61
  %65 = or disjoint i32 %3, 32
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !351, !tbaa !45
  %69 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %70 = fadd contract float %68, %69, !dbg !352
  store float %70, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %71, !dbg !353

71:                                               ; preds = %64, %61
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %72 = and i32 %3, 127, !dbg !348
  %73 = icmp eq i32 %72, 0, !dbg !349
  br i1 %73, label %74, label %81, !dbg !350

74:                                               ; preds = %71
  %75 = or disjoint i32 %3, 64
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4, !dbg !351, !tbaa !45
  %79 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %80 = fadd contract float %78, %79, !dbg !352
  store float %80, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %81, !dbg !353

81:                                               ; preds = %74, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %82 = and i32 %3, 255, !dbg !348
  %83 = icmp eq i32 %82, 0, !dbg !349
  br i1 %83, label %84, label %91, !dbg !350

84:                                               ; preds = %81
  %85 = or disjoint i32 %3, 128
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !dbg !351, !tbaa !45
  %89 = load float, ptr %11, align 4, !dbg !352, !tbaa !45
  %90 = fadd contract float %88, %89, !dbg !352
  store float %90, ptr %11, align 4, !dbg !352, !tbaa !45
  br label %91, !dbg !353

91:                                               ; preds = %84, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !354
  %92 = icmp eq i32 %3, 0, !dbg !355
  br i1 %92, label %93, label %97, !dbg !356

93:                                               ; preds = %91
  %94 = zext nneg i32 %4 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), align 4, !dbg !357, !tbaa !45
  store float %96, ptr %95, align 4, !dbg !358, !tbaa !45
  br label %97, !dbg !359

97:                                               ; preds = %93, %91
  ret void, !dbg !360
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_strided_index(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !361 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !362
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !364
  %5 = shl i32 %4, 8, !dbg !366
  %6 = add i32 %5, %3, !dbg !367
  %7 = zext i32 %6 to i64, !dbg !368
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !368
  %9 = load float, ptr %8, align 4, !dbg !368, !tbaa !45
  %10 = zext nneg i32 %3 to i64, !dbg !369
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %10, !dbg !369
  store float %9, ptr %11, align 4, !dbg !370, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !371
  %12 = icmp ult i32 %3, 128, !dbg !372
  br i1 %12, label %13, label %23, !dbg !373

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %3, 1, !dbg !374
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %15
  %17 = or disjoint i32 %14, 1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %18
  %20 = load float, ptr %19, align 4, !dbg !375, !tbaa !45
  %21 = load float, ptr %16, align 4, !dbg !376, !tbaa !45
  %22 = fadd contract float %20, %21, !dbg !376
  store float %22, ptr %16, align 4, !dbg !376, !tbaa !45
  br label %23, !dbg !377

23:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %24 = icmp ult i32 %3, 64, !dbg !372
  br i1 %24, label %25, label %35, !dbg !373

25:                                               ; preds = %23
  %26 = shl nuw nsw i32 %3, 2, !dbg !374
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %27
  %29 = or disjoint i32 %26, 2
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !dbg !375, !tbaa !45
  %33 = load float, ptr %28, align 4, !dbg !376, !tbaa !45
  %34 = fadd contract float %32, %33, !dbg !376
  store float %34, ptr %28, align 4, !dbg !376, !tbaa !45
  br label %35, !dbg !377

35:                                               ; preds = %25, %23
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %36 = icmp ult i32 %3, 32, !dbg !372
  br i1 %36, label %37, label %47, !dbg !373

37:                                               ; preds = %35
  %38 = shl nuw nsw i32 %3, 3, !dbg !374
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %39
  %41 = or disjoint i32 %38, 4
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !375, !tbaa !45
  %45 = load float, ptr %40, align 4, !dbg !376, !tbaa !45
  %46 = fadd contract float %44, %45, !dbg !376
  store float %46, ptr %40, align 4, !dbg !376, !tbaa !45
  br label %47, !dbg !377

47:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %48 = icmp ult i32 %3, 16, !dbg !372
  br i1 %48, label %49, label %59, !dbg !373

49:                                               ; preds = %47
  %50 = shl nuw nsw i32 %3, 4, !dbg !374
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %51
  %53 = or disjoint i32 %50, 8
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !dbg !375, !tbaa !45
  %57 = load float, ptr %52, align 4, !dbg !376, !tbaa !45
  %58 = fadd contract float %56, %57, !dbg !376
  store float %58, ptr %52, align 4, !dbg !376, !tbaa !45
  br label %59, !dbg !377

59:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %60 = icmp ult i32 %3, 8, !dbg !372
  br i1 %60, label %61, label %71, !dbg !373

61:                                               ; preds = %59
  %62 = shl nuw nsw i32 %3, 5, !dbg !374
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %63
  %65 = or disjoint i32 %62, 16
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !375, !tbaa !45
  %69 = load float, ptr %64, align 4, !dbg !376, !tbaa !45
  %70 = fadd contract float %68, %69, !dbg !376
  store float %70, ptr %64, align 4, !dbg !376, !tbaa !45
  br label %71, !dbg !377

71:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %72 = icmp ult i32 %3, 4, !dbg !372
  br i1 %72, label %73, label %83, !dbg !373

73:                                               ; preds = %71
  %74 = shl nuw nsw i32 %3, 6, !dbg !374
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %75
  %77 = or disjoint i32 %74, 32
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4, !dbg !375, !tbaa !45
  %81 = load float, ptr %76, align 4, !dbg !376, !tbaa !45
  %82 = fadd contract float %80, %81, !dbg !376
  store float %82, ptr %76, align 4, !dbg !376, !tbaa !45
  br label %83, !dbg !377

83:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %84 = icmp ult i32 %3, 2, !dbg !372
  br i1 %84, label %85, label %95, !dbg !373

85:                                               ; preds = %83
  %86 = shl nuw nsw i32 %3, 7, !dbg !374
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %87
  %89 = or disjoint i32 %86, 64
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !dbg !375, !tbaa !45
  %93 = load float, ptr %88, align 4, !dbg !376, !tbaa !45
  %94 = fadd contract float %92, %93, !dbg !376
  store float %94, ptr %88, align 4, !dbg !376, !tbaa !45
  br label %95, !dbg !377

95:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %96 = icmp eq i32 %3, 0, !dbg !372
  br i1 %96, label %97, label %101, !dbg !373

97:                                               ; preds = %95
  %98 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 512), align 4, !dbg !375, !tbaa !45
  %99 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !376, !tbaa !45
  %100 = fadd contract float %98, %99, !dbg !376
  store float %100, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !376, !tbaa !45
  br label %101, !dbg !377

101:                                              ; preds = %97, %95
  tail call void @llvm.nvvm.barrier0(), !dbg !378
  %102 = icmp eq i32 %3, 0, !dbg !379
  br i1 %102, label %103, label %107, !dbg !380

103:                                              ; preds = %101
  %104 = zext nneg i32 %4 to i64
  %105 = getelementptr inbounds float, ptr %0, i64 %104
  %106 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !381, !tbaa !45
  store float %106, ptr %105, align 4, !dbg !382, !tbaa !45
  br label %107, !dbg !383

107:                                              ; preds = %103, %101
  ret void, !dbg !384
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sequential(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !385 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !386
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !388
  %5 = shl i32 %4, 8, !dbg !390
  %6 = add i32 %5, %3, !dbg !391
  %7 = zext i32 %6 to i64, !dbg !392
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !392
  %9 = load float, ptr %8, align 4, !dbg !392, !tbaa !45
  %10 = zext nneg i32 %3 to i64, !dbg !393
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %10, !dbg !393
  store float %9, ptr %11, align 4, !dbg !394, !tbaa !45
  tail call void @llvm.nvvm.barrier0(), !dbg !395
  %12 = icmp ult i32 %3, 128, !dbg !396
  br i1 %12, label %13, label %20, !dbg !397

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !dbg !398, !tbaa !45
  %18 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %19 = fadd contract float %17, %18, !dbg !399
  store float %19, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %20, !dbg !400

20:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %21 = icmp ult i32 %3, 64, !dbg !396
  br i1 %21, label %22, label %29, !dbg !397

22:                                               ; preds = %20
  %23 = or disjoint i32 %3, 64
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !398, !tbaa !45
  %27 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %28 = fadd contract float %26, %27, !dbg !399
  store float %28, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %29, !dbg !400

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %30 = icmp ult i32 %3, 32, !dbg !396
  br i1 %30, label %31, label %38, !dbg !397

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !398, !tbaa !45
  %36 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %37 = fadd contract float %35, %36, !dbg !399
  store float %37, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %38, !dbg !400

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %39 = icmp ult i32 %3, 16, !dbg !396
  br i1 %39, label %40, label %47, !dbg !397

40:                                               ; preds = %38
  %41 = or disjoint i32 %3, 16
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !398, !tbaa !45
  %45 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %46 = fadd contract float %44, %45, !dbg !399
  store float %46, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %47, !dbg !400

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %48 = icmp ult i32 %3, 8, !dbg !396
  br i1 %48, label %49, label %56, !dbg !397

49:                                               ; preds = %47
  %50 = or disjoint i32 %3, 8
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !dbg !398, !tbaa !45
  %54 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %55 = fadd contract float %53, %54, !dbg !399
  store float %55, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %56, !dbg !400

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %57 = icmp ult i32 %3, 4, !dbg !396
  br i1 %57, label %58, label %65, !dbg !397

58:                                               ; preds = %56
  %59 = or disjoint i32 %3, 4
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !dbg !398, !tbaa !45
  %63 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %64 = fadd contract float %62, %63, !dbg !399
  store float %64, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %65, !dbg !400

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %66 = icmp ult i32 %3, 2, !dbg !396
  br i1 %66, label %67, label %74, !dbg !397

67:                                               ; preds = %65
  %68 = or disjoint i32 %3, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !dbg !398, !tbaa !45
  %72 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %73 = fadd contract float %71, %72, !dbg !399
  store float %73, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %74, !dbg !400

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %75 = icmp eq i32 %3, 0, !dbg !396
  br i1 %75, label %76, label %80, !dbg !397

76:                                               ; preds = %74
  %77 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 4), align 4, !dbg !398, !tbaa !45
  %78 = load float, ptr %11, align 4, !dbg !399, !tbaa !45
  %79 = fadd contract float %77, %78, !dbg !399
  store float %79, ptr %11, align 4, !dbg !399, !tbaa !45
  br label %80, !dbg !400

80:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier0(), !dbg !401
  %81 = icmp eq i32 %3, 0, !dbg !402
  br i1 %81, label %82, label %86, !dbg !403

82:                                               ; preds = %80
  %83 = zext nneg i32 %4 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), align 4, !dbg !404, !tbaa !45
  store float %85, ptr %84, align 4, !dbg !405, !tbaa !45
  br label %86, !dbg !406

86:                                               ; preds = %82, %80
  ret void, !dbg !407
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 !dbg !408 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !409
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !411
  %6 = mul i32 %4, %5, !dbg !413
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !414
  %8 = add i32 %6, %7, !dbg !416
  %9 = icmp slt i32 %8, %2, !dbg !417
  br i1 %9, label %10, label %13, !dbg !418

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %14, !dbg !418

13:                                               ; preds = %14, %3
  ret void, !dbg !419

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %21, %14 ]
  %16 = sext i32 %15 to i64, !dbg !420
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !420
  %18 = load float, ptr %17, align 4, !dbg !420, !tbaa !45
  %19 = fmul contract float %18, 2.000000e+00, !dbg !421
  %20 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !422
  store float %19, ptr %20, align 4, !dbg !423, !tbaa !45
  %21 = add i32 %15, %12, !dbg !424
  %22 = icmp slt i32 %21, %2, !dbg !417
  br i1 %22, label %14, label %13, !dbg !418, !llvm.loop !425
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @atomic_hist(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !427 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !428
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !430
  %5 = mul i32 %3, %4, !dbg !432
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !433
  %7 = add i32 %5, %6, !dbg !435
  %8 = and i32 %6, 15, !dbg !436
  %9 = zext nneg i32 %8 to i64, !dbg !437
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !437
  %11 = sext i32 %7 to i64, !dbg !438
  %12 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !438
  %13 = load i32, ptr %12, align 4, !dbg !438, !tbaa !331
  %14 = atomicrmw add ptr %10, i32 %13 seq_cst, align 4, !dbg !439
  ret void, !dbg !440
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17, !18, !19, !20}
!llvm.module.flags = !{!21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "kernels.cu", directory: "/work/wt-sym/test/Inputs/Symbolic")
!2 = !{ptr @copy, !"kernel", i32 1}
!3 = !{ptr @stride_k, !"kernel", i32 1}
!4 = !{ptr @stride2, !"kernel", i32 1}
!5 = !{ptr @offset1, !"kernel", i32 1}
!6 = !{ptr @tile2d, !"kernel", i32 1}
!7 = !{ptr @transpose_naive, !"kernel", i32 1}
!8 = !{ptr @transpose_shared, !"kernel", i32 1}
!9 = !{ptr @transpose_padded, !"kernel", i32 1}
!10 = !{ptr @matmul_naive, !"kernel", i32 1}
!11 = !{ptr @matmul_tiled, !"kernel", i32 1}
!12 = !{ptr @aos, !"kernel", i32 1}
!13 = !{ptr @soa, !"kernel", i32 1}
!14 = !{ptr @types, !"kernel", i32 1}
!15 = !{ptr @gather, !"kernel", i32 1}
!16 = !{ptr @reduce_interleaved, !"kernel", i32 1}
!17 = !{ptr @reduce_strided_index, !"kernel", i32 1}
!18 = !{ptr @reduce_sequential, !"kernel", i32 1}
!19 = !{ptr @grid_stride, !"kernel", i32 1}
!20 = !{ptr @atomic_hist, !"kernel", i32 1}
!21 = !{i32 7, !"Dwarf Version", i32 2}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "copy", scope: !1, file: !1, line: 14, type: !28, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!28 = !DISubroutineType(types: !29)
!29 = !{}
!30 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 66, type: !28, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!33 = distinct !DILocation(line: 15, column: 11, scope: !27)
!34 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 79, type: !28, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 15, column: 24, scope: !27)
!37 = !DILocation(line: 15, column: 22, scope: !27)
!38 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !32, file: !32, line: 53, type: !28, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!40 = distinct !DILocation(line: 15, column: 37, scope: !27)
!41 = !DILocation(line: 15, column: 35, scope: !27)
!42 = !DILocation(line: 16, column: 9, scope: !27)
!43 = !DILocation(line: 16, column: 7, scope: !27)
!44 = !DILocation(line: 16, column: 23, scope: !27)
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C++ TBAA"}
!49 = !DILocation(line: 16, column: 21, scope: !27)
!50 = !DILocation(line: 16, column: 14, scope: !27)
!51 = !DILocation(line: 17, column: 1, scope: !27)
!52 = distinct !DISubprogram(name: "stride_k", scope: !1, file: !1, line: 18, type: !28, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !54)
!54 = distinct !DILocation(line: 19, column: 11, scope: !52)
!55 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !56)
!56 = distinct !DILocation(line: 19, column: 24, scope: !52)
!57 = !DILocation(line: 19, column: 22, scope: !52)
!58 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !59)
!59 = distinct !DILocation(line: 19, column: 37, scope: !52)
!60 = !DILocation(line: 19, column: 35, scope: !52)
!61 = !DILocation(line: 20, column: 17, scope: !52)
!62 = !DILocation(line: 20, column: 12, scope: !52)
!63 = !DILocation(line: 20, column: 3, scope: !52)
!64 = !DILocation(line: 20, column: 10, scope: !52)
!65 = !DILocation(line: 21, column: 1, scope: !52)
!66 = distinct !DISubprogram(name: "stride2", scope: !1, file: !1, line: 22, type: !28, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!67 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !68)
!68 = distinct !DILocation(line: 23, column: 11, scope: !66)
!69 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !70)
!70 = distinct !DILocation(line: 23, column: 24, scope: !66)
!71 = !DILocation(line: 23, column: 22, scope: !66)
!72 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !73)
!73 = distinct !DILocation(line: 23, column: 37, scope: !66)
!74 = !DILocation(line: 23, column: 35, scope: !66)
!75 = !DILocation(line: 24, column: 17, scope: !66)
!76 = !DILocation(line: 24, column: 12, scope: !66)
!77 = !DILocation(line: 24, column: 3, scope: !66)
!78 = !DILocation(line: 24, column: 10, scope: !66)
!79 = !DILocation(line: 25, column: 1, scope: !66)
!80 = distinct !DISubprogram(name: "offset1", scope: !1, file: !1, line: 26, type: !28, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!81 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !82)
!82 = distinct !DILocation(line: 27, column: 11, scope: !80)
!83 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !84)
!84 = distinct !DILocation(line: 27, column: 24, scope: !80)
!85 = !DILocation(line: 27, column: 22, scope: !80)
!86 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !87)
!87 = distinct !DILocation(line: 27, column: 37, scope: !80)
!88 = !DILocation(line: 27, column: 35, scope: !80)
!89 = !DILocation(line: 28, column: 12, scope: !80)
!90 = !DILocation(line: 28, column: 3, scope: !80)
!91 = !DILocation(line: 28, column: 10, scope: !80)
!92 = !DILocation(line: 29, column: 1, scope: !80)
!93 = distinct !DISubprogram(name: "tile2d", scope: !1, file: !1, line: 30, type: !28, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!94 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !95)
!95 = distinct !DILocation(line: 31, column: 11, scope: !93)
!96 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !97)
!97 = distinct !DILocation(line: 31, column: 24, scope: !93)
!98 = !DILocation(line: 31, column: 22, scope: !93)
!99 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !100)
!100 = distinct !DILocation(line: 31, column: 37, scope: !93)
!101 = !DILocation(line: 31, column: 35, scope: !93)
!102 = !DILocation(line: 67, column: 3, scope: !103, inlinedAt: !104)
!103 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !32, file: !32, line: 67, type: !28, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!104 = distinct !DILocation(line: 32, column: 11, scope: !93)
!105 = !DILocation(line: 80, column: 3, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !32, file: !32, line: 80, type: !28, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!107 = distinct !DILocation(line: 32, column: 24, scope: !93)
!108 = !DILocation(line: 32, column: 22, scope: !93)
!109 = !DILocation(line: 54, column: 3, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !32, file: !32, line: 54, type: !28, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!111 = distinct !DILocation(line: 32, column: 37, scope: !93)
!112 = !DILocation(line: 32, column: 35, scope: !93)
!113 = !DILocation(line: 33, column: 25, scope: !93)
!114 = !DILocation(line: 33, column: 29, scope: !93)
!115 = !DILocation(line: 33, column: 20, scope: !93)
!116 = !DILocation(line: 33, column: 34, scope: !93)
!117 = !DILocation(line: 33, column: 3, scope: !93)
!118 = !DILocation(line: 33, column: 18, scope: !93)
!119 = !DILocation(line: 34, column: 1, scope: !93)
!120 = distinct !DISubprogram(name: "transpose_naive", scope: !1, file: !1, line: 35, type: !28, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!121 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !122)
!122 = distinct !DILocation(line: 36, column: 11, scope: !120)
!123 = !DILocation(line: 36, column: 22, scope: !120)
!124 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !125)
!125 = distinct !DILocation(line: 36, column: 29, scope: !120)
!126 = !DILocation(line: 36, column: 27, scope: !120)
!127 = !DILocation(line: 67, column: 3, scope: !103, inlinedAt: !128)
!128 = distinct !DILocation(line: 37, column: 11, scope: !120)
!129 = !DILocation(line: 37, column: 22, scope: !120)
!130 = !DILocation(line: 54, column: 3, scope: !110, inlinedAt: !131)
!131 = distinct !DILocation(line: 37, column: 29, scope: !120)
!132 = !DILocation(line: 37, column: 27, scope: !120)
!133 = !DILocation(line: 38, column: 25, scope: !120)
!134 = !DILocation(line: 38, column: 29, scope: !120)
!135 = !DILocation(line: 38, column: 20, scope: !120)
!136 = !DILocation(line: 38, column: 9, scope: !120)
!137 = !DILocation(line: 38, column: 13, scope: !120)
!138 = !DILocation(line: 38, column: 3, scope: !120)
!139 = !DILocation(line: 38, column: 18, scope: !120)
!140 = !DILocation(line: 39, column: 1, scope: !120)
!141 = distinct !DISubprogram(name: "transpose_shared", scope: !1, file: !1, line: 40, type: !28, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!142 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !143)
!143 = distinct !DILocation(line: 42, column: 11, scope: !141)
!144 = !DILocation(line: 42, column: 22, scope: !141)
!145 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !146)
!146 = distinct !DILocation(line: 42, column: 29, scope: !141)
!147 = !DILocation(line: 42, column: 27, scope: !141)
!148 = !DILocation(line: 67, column: 3, scope: !103, inlinedAt: !149)
!149 = distinct !DILocation(line: 42, column: 46, scope: !141)
!150 = !DILocation(line: 42, column: 57, scope: !141)
!151 = !DILocation(line: 54, column: 3, scope: !110, inlinedAt: !152)
!152 = distinct !DILocation(line: 42, column: 64, scope: !141)
!153 = !DILocation(line: 42, column: 62, scope: !141)
!154 = !DILocation(line: 43, column: 41, scope: !141)
!155 = !DILocation(line: 43, column: 45, scope: !141)
!156 = !DILocation(line: 43, column: 36, scope: !141)
!157 = !DILocation(line: 43, column: 3, scope: !141)
!158 = !DILocation(line: 43, column: 34, scope: !141)
!159 = !DILocation(line: 44, column: 3, scope: !141)
!160 = !DILocation(line: 45, column: 23, scope: !141)
!161 = !DILocation(line: 45, column: 58, scope: !141)
!162 = !DILocation(line: 46, column: 20, scope: !141)
!163 = !DILocation(line: 46, column: 9, scope: !141)
!164 = !DILocation(line: 46, column: 13, scope: !141)
!165 = !DILocation(line: 46, column: 3, scope: !141)
!166 = !DILocation(line: 46, column: 18, scope: !141)
!167 = !DILocation(line: 47, column: 1, scope: !141)
!168 = distinct !DISubprogram(name: "transpose_padded", scope: !1, file: !1, line: 48, type: !28, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!169 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !170)
!170 = distinct !DILocation(line: 50, column: 11, scope: !168)
!171 = !DILocation(line: 50, column: 22, scope: !168)
!172 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !173)
!173 = distinct !DILocation(line: 50, column: 29, scope: !168)
!174 = !DILocation(line: 50, column: 27, scope: !168)
!175 = !DILocation(line: 67, column: 3, scope: !103, inlinedAt: !176)
!176 = distinct !DILocation(line: 50, column: 46, scope: !168)
!177 = !DILocation(line: 50, column: 57, scope: !168)
!178 = !DILocation(line: 54, column: 3, scope: !110, inlinedAt: !179)
!179 = distinct !DILocation(line: 50, column: 64, scope: !168)
!180 = !DILocation(line: 50, column: 62, scope: !168)
!181 = !DILocation(line: 51, column: 41, scope: !168)
!182 = !DILocation(line: 51, column: 45, scope: !168)
!183 = !DILocation(line: 51, column: 36, scope: !168)
!184 = !DILocation(line: 51, column: 3, scope: !168)
!185 = !DILocation(line: 51, column: 34, scope: !168)
!186 = !DILocation(line: 52, column: 3, scope: !168)
!187 = !DILocation(line: 53, column: 23, scope: !168)
!188 = !DILocation(line: 53, column: 58, scope: !168)
!189 = !DILocation(line: 54, column: 20, scope: !168)
!190 = !DILocation(line: 54, column: 9, scope: !168)
!191 = !DILocation(line: 54, column: 13, scope: !168)
!192 = !DILocation(line: 54, column: 3, scope: !168)
!193 = !DILocation(line: 54, column: 18, scope: !168)
!194 = !DILocation(line: 55, column: 1, scope: !168)
!195 = distinct !DISubprogram(name: "matmul_naive", scope: !1, file: !1, line: 56, type: !28, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!196 = !DILocation(line: 67, column: 3, scope: !103, inlinedAt: !197)
!197 = distinct !DILocation(line: 57, column: 13, scope: !195)
!198 = !DILocation(line: 80, column: 3, scope: !106, inlinedAt: !199)
!199 = distinct !DILocation(line: 57, column: 26, scope: !195)
!200 = !DILocation(line: 57, column: 24, scope: !195)
!201 = !DILocation(line: 54, column: 3, scope: !110, inlinedAt: !202)
!202 = distinct !DILocation(line: 57, column: 39, scope: !195)
!203 = !DILocation(line: 57, column: 37, scope: !195)
!204 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !205)
!205 = distinct !DILocation(line: 58, column: 13, scope: !195)
!206 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !207)
!207 = distinct !DILocation(line: 58, column: 26, scope: !195)
!208 = !DILocation(line: 58, column: 24, scope: !195)
!209 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !210)
!210 = distinct !DILocation(line: 58, column: 39, scope: !195)
!211 = !DILocation(line: 58, column: 37, scope: !195)
!212 = !DILocation(line: 60, column: 21, scope: !195)
!213 = !DILocation(line: 60, column: 3, scope: !195)
!214 = !DILocation(line: 60, column: 46, scope: !195)
!215 = !DILocation(line: 60, column: 36, scope: !195)
!216 = !DILocation(line: 60, column: 57, scope: !195)
!217 = !DILocation(line: 60, column: 61, scope: !195)
!218 = !DILocation(line: 60, column: 53, scope: !195)
!219 = !DILocation(line: 60, column: 51, scope: !195)
!220 = !DILocation(line: 60, column: 33, scope: !195)
!221 = !DILocation(line: 61, column: 13, scope: !195)
!222 = !DILocation(line: 0, scope: !195)
!223 = !DILocation(line: 61, column: 3, scope: !195)
!224 = !DILocation(line: 61, column: 20, scope: !195)
!225 = !DILocation(line: 62, column: 1, scope: !195)
!226 = !DILocation(line: 60, column: 26, scope: !195)
!227 = distinct !{!227, !213, !228, !229}
!228 = !DILocation(line: 60, column: 66, scope: !195)
!229 = !{!"llvm.loop.mustprogress"}
!230 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 63, type: !28, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!231 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !232)
!232 = distinct !DILocation(line: 65, column: 12, scope: !230)
!233 = !DILocation(line: 54, column: 3, scope: !110, inlinedAt: !234)
!234 = distinct !DILocation(line: 65, column: 30, scope: !230)
!235 = !DILocation(line: 67, column: 3, scope: !103, inlinedAt: !236)
!236 = distinct !DILocation(line: 66, column: 13, scope: !230)
!237 = !DILocation(line: 66, column: 24, scope: !230)
!238 = !DILocation(line: 66, column: 29, scope: !230)
!239 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !240)
!240 = distinct !DILocation(line: 66, column: 41, scope: !230)
!241 = !DILocation(line: 66, column: 52, scope: !230)
!242 = !DILocation(line: 66, column: 57, scope: !230)
!243 = !DILocation(line: 68, column: 21, scope: !230)
!244 = !DILocation(line: 68, column: 3, scope: !230)
!245 = !DILocation(line: 72, column: 39, scope: !230)
!246 = !DILocation(line: 67, column: 9, scope: !230)
!247 = !DILocation(line: 75, column: 13, scope: !230)
!248 = !DILocation(line: 75, column: 3, scope: !230)
!249 = !DILocation(line: 75, column: 20, scope: !230)
!250 = !DILocation(line: 76, column: 1, scope: !230)
!251 = !DILocation(line: 69, column: 32, scope: !230)
!252 = !DILocation(line: 69, column: 37, scope: !230)
!253 = !DILocation(line: 69, column: 18, scope: !230)
!254 = !DILocation(line: 69, column: 16, scope: !230)
!255 = !DILocation(line: 70, column: 28, scope: !230)
!256 = !DILocation(line: 70, column: 34, scope: !230)
!257 = !DILocation(line: 70, column: 38, scope: !230)
!258 = !DILocation(line: 70, column: 18, scope: !230)
!259 = !DILocation(line: 70, column: 16, scope: !230)
!260 = !DILocation(line: 71, column: 5, scope: !230)
!261 = !DILocation(line: 72, column: 51, scope: !230)
!262 = !DILocation(line: 72, column: 49, scope: !230)
!263 = !DILocation(line: 72, column: 36, scope: !230)
!264 = !DILocation(line: 73, column: 5, scope: !230)
!265 = !DILocation(line: 68, column: 31, scope: !230)
!266 = distinct !{!266, !244, !267, !229}
!267 = !DILocation(line: 74, column: 3, scope: !230)
!268 = distinct !DISubprogram(name: "aos", scope: !1, file: !1, line: 77, type: !28, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!269 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !270)
!270 = distinct !DILocation(line: 78, column: 11, scope: !268)
!271 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !272)
!272 = distinct !DILocation(line: 78, column: 24, scope: !268)
!273 = !DILocation(line: 78, column: 22, scope: !268)
!274 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !275)
!275 = distinct !DILocation(line: 78, column: 37, scope: !268)
!276 = !DILocation(line: 78, column: 35, scope: !268)
!277 = !DILocation(line: 79, column: 12, scope: !268)
!278 = !DILocation(line: 79, column: 17, scope: !268)
!279 = !{!280, !46, i64 0}
!280 = !{!"_ZTS2P3", !46, i64 0, !46, i64 4, !46, i64 8}
!281 = !DILocation(line: 79, column: 3, scope: !268)
!282 = !DILocation(line: 79, column: 10, scope: !268)
!283 = !DILocation(line: 80, column: 1, scope: !268)
!284 = distinct !DISubprogram(name: "soa", scope: !1, file: !1, line: 81, type: !28, scopeLine: 81, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!285 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !286)
!286 = distinct !DILocation(line: 82, column: 11, scope: !284)
!287 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !288)
!288 = distinct !DILocation(line: 82, column: 24, scope: !284)
!289 = !DILocation(line: 82, column: 22, scope: !284)
!290 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !291)
!291 = distinct !DILocation(line: 82, column: 37, scope: !284)
!292 = !DILocation(line: 82, column: 35, scope: !284)
!293 = !DILocation(line: 83, column: 12, scope: !284)
!294 = !DILocation(line: 83, column: 3, scope: !284)
!295 = !DILocation(line: 83, column: 10, scope: !284)
!296 = !DILocation(line: 84, column: 1, scope: !284)
!297 = distinct !DISubprogram(name: "types", scope: !1, file: !1, line: 85, type: !28, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!298 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !299)
!299 = distinct !DILocation(line: 86, column: 11, scope: !297)
!300 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !301)
!301 = distinct !DILocation(line: 86, column: 24, scope: !297)
!302 = !DILocation(line: 86, column: 22, scope: !297)
!303 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !304)
!304 = distinct !DILocation(line: 86, column: 37, scope: !297)
!305 = !DILocation(line: 86, column: 35, scope: !297)
!306 = !DILocation(line: 87, column: 3, scope: !297)
!307 = !DILocation(line: 87, column: 8, scope: !297)
!308 = !{!47, !47, i64 0}
!309 = !DILocation(line: 87, column: 13, scope: !297)
!310 = !DILocation(line: 87, column: 18, scope: !297)
!311 = !{!312, !312, i64 0}
!312 = !{!"short", !47, i64 0}
!313 = !DILocation(line: 87, column: 23, scope: !297)
!314 = !DILocation(line: 87, column: 28, scope: !297)
!315 = !{!316, !316, i64 0}
!316 = !{!"double", !47, i64 0}
!317 = !DILocation(line: 88, column: 10, scope: !297)
!318 = !DILocation(line: 88, column: 20, scope: !297)
!319 = !DILocation(line: 88, column: 34, scope: !297)
!320 = !DILocation(line: 89, column: 1, scope: !297)
!321 = distinct !DISubprogram(name: "gather", scope: !1, file: !1, line: 90, type: !28, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!322 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !323)
!323 = distinct !DILocation(line: 91, column: 11, scope: !321)
!324 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !325)
!325 = distinct !DILocation(line: 91, column: 24, scope: !321)
!326 = !DILocation(line: 91, column: 22, scope: !321)
!327 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !328)
!328 = distinct !DILocation(line: 91, column: 37, scope: !321)
!329 = !DILocation(line: 91, column: 35, scope: !321)
!330 = !DILocation(line: 92, column: 15, scope: !321)
!331 = !{!332, !332, i64 0}
!332 = !{!"int", !47, i64 0}
!333 = !DILocation(line: 92, column: 12, scope: !321)
!334 = !DILocation(line: 92, column: 3, scope: !321)
!335 = !DILocation(line: 92, column: 10, scope: !321)
!336 = !DILocation(line: 93, column: 1, scope: !321)
!337 = distinct !DISubprogram(name: "reduce_interleaved", scope: !1, file: !1, line: 94, type: !28, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!338 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !339)
!339 = distinct !DILocation(line: 96, column: 18, scope: !337)
!340 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !341)
!341 = distinct !DILocation(line: 97, column: 19, scope: !337)
!342 = !DILocation(line: 97, column: 30, scope: !337)
!343 = !DILocation(line: 97, column: 36, scope: !337)
!344 = !DILocation(line: 97, column: 16, scope: !337)
!345 = !DILocation(line: 97, column: 3, scope: !337)
!346 = !DILocation(line: 97, column: 14, scope: !337)
!347 = !DILocation(line: 98, column: 3, scope: !337)
!348 = !DILocation(line: 100, column: 13, scope: !337)
!349 = !DILocation(line: 100, column: 23, scope: !337)
!350 = !DILocation(line: 100, column: 9, scope: !337)
!351 = !DILocation(line: 100, column: 43, scope: !337)
!352 = !DILocation(line: 100, column: 40, scope: !337)
!353 = !DILocation(line: 100, column: 29, scope: !337)
!354 = !DILocation(line: 101, column: 5, scope: !337)
!355 = !DILocation(line: 103, column: 11, scope: !337)
!356 = !DILocation(line: 103, column: 7, scope: !337)
!357 = !DILocation(line: 103, column: 35, scope: !337)
!358 = !DILocation(line: 103, column: 33, scope: !337)
!359 = !DILocation(line: 103, column: 17, scope: !337)
!360 = !DILocation(line: 104, column: 1, scope: !337)
!361 = distinct !DISubprogram(name: "reduce_strided_index", scope: !1, file: !1, line: 105, type: !28, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!362 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !363)
!363 = distinct !DILocation(line: 107, column: 18, scope: !361)
!364 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !365)
!365 = distinct !DILocation(line: 108, column: 19, scope: !361)
!366 = !DILocation(line: 108, column: 30, scope: !361)
!367 = !DILocation(line: 108, column: 36, scope: !361)
!368 = !DILocation(line: 108, column: 16, scope: !361)
!369 = !DILocation(line: 108, column: 3, scope: !361)
!370 = !DILocation(line: 108, column: 14, scope: !361)
!371 = !DILocation(line: 109, column: 3, scope: !361)
!372 = !DILocation(line: 112, column: 15, scope: !361)
!373 = !DILocation(line: 112, column: 9, scope: !361)
!374 = !DILocation(line: 111, column: 28, scope: !361)
!375 = !DILocation(line: 112, column: 38, scope: !361)
!376 = !DILocation(line: 112, column: 35, scope: !361)
!377 = !DILocation(line: 112, column: 22, scope: !361)
!378 = !DILocation(line: 113, column: 5, scope: !361)
!379 = !DILocation(line: 115, column: 11, scope: !361)
!380 = !DILocation(line: 115, column: 7, scope: !361)
!381 = !DILocation(line: 115, column: 35, scope: !361)
!382 = !DILocation(line: 115, column: 33, scope: !361)
!383 = !DILocation(line: 115, column: 17, scope: !361)
!384 = !DILocation(line: 116, column: 1, scope: !361)
!385 = distinct !DISubprogram(name: "reduce_sequential", scope: !1, file: !1, line: 117, type: !28, scopeLine: 117, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!386 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !387)
!387 = distinct !DILocation(line: 119, column: 18, scope: !385)
!388 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !389)
!389 = distinct !DILocation(line: 120, column: 19, scope: !385)
!390 = !DILocation(line: 120, column: 30, scope: !385)
!391 = !DILocation(line: 120, column: 36, scope: !385)
!392 = !DILocation(line: 120, column: 16, scope: !385)
!393 = !DILocation(line: 120, column: 3, scope: !385)
!394 = !DILocation(line: 120, column: 14, scope: !385)
!395 = !DILocation(line: 121, column: 3, scope: !385)
!396 = !DILocation(line: 123, column: 13, scope: !385)
!397 = !DILocation(line: 123, column: 9, scope: !385)
!398 = !DILocation(line: 123, column: 32, scope: !385)
!399 = !DILocation(line: 123, column: 29, scope: !385)
!400 = !DILocation(line: 123, column: 18, scope: !385)
!401 = !DILocation(line: 124, column: 5, scope: !385)
!402 = !DILocation(line: 126, column: 11, scope: !385)
!403 = !DILocation(line: 126, column: 7, scope: !385)
!404 = !DILocation(line: 126, column: 35, scope: !385)
!405 = !DILocation(line: 126, column: 33, scope: !385)
!406 = !DILocation(line: 126, column: 17, scope: !385)
!407 = !DILocation(line: 127, column: 1, scope: !385)
!408 = distinct !DISubprogram(name: "grid_stride", scope: !1, file: !1, line: 128, type: !28, scopeLine: 128, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!409 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !410)
!410 = distinct !DILocation(line: 129, column: 16, scope: !408)
!411 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !412)
!412 = distinct !DILocation(line: 129, column: 29, scope: !408)
!413 = !DILocation(line: 129, column: 27, scope: !408)
!414 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !415)
!415 = distinct !DILocation(line: 129, column: 42, scope: !408)
!416 = !DILocation(line: 129, column: 40, scope: !408)
!417 = !DILocation(line: 129, column: 57, scope: !408)
!418 = !DILocation(line: 129, column: 3, scope: !408)
!419 = !DILocation(line: 132, column: 1, scope: !408)
!420 = !DILocation(line: 131, column: 14, scope: !408)
!421 = !DILocation(line: 131, column: 20, scope: !408)
!422 = !DILocation(line: 131, column: 5, scope: !408)
!423 = !DILocation(line: 131, column: 12, scope: !408)
!424 = !DILocation(line: 130, column: 10, scope: !408)
!425 = distinct !{!425, !418, !426, !229}
!426 = !DILocation(line: 131, column: 22, scope: !408)
!427 = distinct !DISubprogram(name: "atomic_hist", scope: !1, file: !1, line: 133, type: !28, scopeLine: 133, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!428 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !429)
!429 = distinct !DILocation(line: 134, column: 11, scope: !427)
!430 = !DILocation(line: 79, column: 3, scope: !35, inlinedAt: !431)
!431 = distinct !DILocation(line: 134, column: 24, scope: !427)
!432 = !DILocation(line: 134, column: 22, scope: !427)
!433 = !DILocation(line: 53, column: 3, scope: !39, inlinedAt: !434)
!434 = distinct !DILocation(line: 134, column: 37, scope: !427)
!435 = !DILocation(line: 134, column: 35, scope: !427)
!436 = !DILocation(line: 135, column: 40, scope: !427)
!437 = !DILocation(line: 135, column: 26, scope: !427)
!438 = !DILocation(line: 135, column: 47, scope: !427)
!439 = !DILocation(line: 135, column: 3, scope: !427)
!440 = !DILocation(line: 136, column: 1, scope: !427)
