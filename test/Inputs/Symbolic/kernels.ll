; ModuleID = 'kernels.cu'
source_filename = "kernels.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P3 = type { float, float, float }
%struct.f4 = type { float, float, float, float }

@_ZZ16transpose_sharedE4tile = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4, !dbg !0
@_ZZ16transpose_paddedE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4, !dbg !132
@_ZZ12matmul_tiledE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !145
@_ZZ12matmul_tiledE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !169
@_ZZ18reduce_interleavedE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4, !dbg !171
@_ZZ20reduce_strided_indexE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4, !dbg !185
@_ZZ17reduce_sequentialE5sdata = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4, !dbg !197

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !241 {
    #dbg_value(ptr %0, !243, !DIExpression(), !247)
    #dbg_value(ptr %1, !244, !DIExpression(), !247)
    #dbg_value(i32 %2, !245, !DIExpression(), !247)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !248
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !251
  %6 = mul i32 %4, %5, !dbg !254
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !255
  %8 = add i32 %6, %7, !dbg !258
    #dbg_value(i32 %8, !246, !DIExpression(), !247)
  %9 = icmp slt i32 %8, %2, !dbg !259
  br i1 %9, label %10, label %15, !dbg !261

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = getelementptr inbounds float, ptr %1, i64 %11
  %14 = load float, ptr %13, align 4, !dbg !262, !tbaa !263
  store float %14, ptr %12, align 4, !dbg !267, !tbaa !263
  br label %15, !dbg !268

15:                                               ; preds = %10, %3
  ret void, !dbg !269
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stride_k(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !270 {
    #dbg_value(ptr %0, !272, !DIExpression(), !276)
    #dbg_value(ptr %1, !273, !DIExpression(), !276)
    #dbg_value(i32 %2, !274, !DIExpression(), !276)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !277
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !279
  %6 = mul i32 %4, %5, !dbg !281
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !282
  %8 = add i32 %6, %7, !dbg !284
    #dbg_value(i32 %8, !275, !DIExpression(), !276)
  %9 = mul nsw i32 %8, %2, !dbg !285
  %10 = sext i32 %9 to i64, !dbg !286
  %11 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !286
  %12 = load float, ptr %11, align 4, !dbg !286, !tbaa !263
  %13 = sext i32 %8 to i64, !dbg !287
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !287
  store float %12, ptr %14, align 4, !dbg !288, !tbaa !263
  ret void, !dbg !289
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stride2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !290 {
    #dbg_value(ptr %0, !292, !DIExpression(), !295)
    #dbg_value(ptr %1, !293, !DIExpression(), !295)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !296
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !298
  %5 = mul i32 %3, %4, !dbg !300
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !301
  %7 = add i32 %5, %6, !dbg !303
    #dbg_value(i32 %7, !294, !DIExpression(), !295)
  %8 = shl nsw i32 %7, 1, !dbg !304
  %9 = sext i32 %8 to i64, !dbg !305
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !305
  %11 = load float, ptr %10, align 4, !dbg !305, !tbaa !263
  %12 = sext i32 %7 to i64, !dbg !306
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !306
  store float %11, ptr %13, align 4, !dbg !307, !tbaa !263
  ret void, !dbg !308
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @offset1(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !309 {
    #dbg_value(ptr %0, !311, !DIExpression(), !314)
    #dbg_value(ptr %1, !312, !DIExpression(), !314)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !315
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !317
  %5 = mul i32 %3, %4, !dbg !319
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !320
  %7 = add i32 %5, %6, !dbg !322
    #dbg_value(i32 %7, !313, !DIExpression(), !314)
  %8 = sext i32 %7 to i64, !dbg !323
  %9 = getelementptr float, ptr %1, i64 %8, !dbg !323
  %10 = getelementptr i8, ptr %9, i64 4, !dbg !323
  %11 = load float, ptr %10, align 4, !dbg !323, !tbaa !263
  %12 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !324
  store float %11, ptr %12, align 4, !dbg !325, !tbaa !263
  ret void, !dbg !326
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tile2d(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !327 {
    #dbg_value(ptr %0, !329, !DIExpression(), !334)
    #dbg_value(ptr %1, !330, !DIExpression(), !334)
    #dbg_value(i32 %2, !331, !DIExpression(), !334)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !335
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !337
  %6 = mul i32 %4, %5, !dbg !339
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !340
  %8 = add i32 %6, %7, !dbg !342
    #dbg_value(i32 %8, !332, !DIExpression(), !334)
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !343
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !346
  %11 = mul nuw nsw i32 %9, %10, !dbg !349
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !350
  %13 = add nuw nsw i32 %11, %12, !dbg !353
    #dbg_value(i32 %13, !333, !DIExpression(), !334)
  %14 = mul nsw i32 %13, %2, !dbg !354
  %15 = add nsw i32 %8, %14, !dbg !355
  %16 = sext i32 %15 to i64, !dbg !356
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !356
  %18 = load float, ptr %17, align 4, !dbg !356, !tbaa !263
  %19 = fmul contract float %18, 2.000000e+00, !dbg !357
  %20 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !358
  store float %19, ptr %20, align 4, !dbg !359, !tbaa !263
  ret void, !dbg !360
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @transpose_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !361 {
    #dbg_value(ptr %0, !363, !DIExpression(), !368)
    #dbg_value(ptr %1, !364, !DIExpression(), !368)
    #dbg_value(i32 %2, !365, !DIExpression(), !368)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !369
  %5 = shl i32 %4, 5, !dbg !371
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !372
  %7 = add i32 %5, %6, !dbg !374
    #dbg_value(i32 %7, !366, !DIExpression(), !368)
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !375
  %9 = shl nuw nsw i32 %8, 5, !dbg !377
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !378
  %11 = add nuw nsw i32 %9, %10, !dbg !380
    #dbg_value(i32 %11, !367, !DIExpression(), !368)
  %12 = mul nsw i32 %11, %2, !dbg !381
  %13 = add nsw i32 %12, %7, !dbg !382
  %14 = sext i32 %13 to i64, !dbg !383
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !383
  %16 = load float, ptr %15, align 4, !dbg !383, !tbaa !263
  %17 = mul nsw i32 %7, %2, !dbg !384
  %18 = add nsw i32 %17, %11, !dbg !385
  %19 = sext i32 %18 to i64, !dbg !386
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !386
  store float %16, ptr %20, align 4, !dbg !387, !tbaa !263
  ret void, !dbg !388
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_shared(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !2 {
    #dbg_value(ptr %0, !207, !DIExpression(), !389)
    #dbg_value(ptr %1, !208, !DIExpression(), !389)
    #dbg_value(i32 %2, !209, !DIExpression(), !389)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !390
  %5 = shl i32 %4, 5, !dbg !392
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !393
  %7 = add i32 %5, %6, !dbg !395
    #dbg_value(i32 %7, !210, !DIExpression(), !389)
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !396
  %9 = shl nuw nsw i32 %8, 5, !dbg !398
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !399
  %11 = add nuw nsw i32 %9, %10, !dbg !401
    #dbg_value(i32 %11, !211, !DIExpression(), !389)
  %12 = mul nsw i32 %11, %2, !dbg !402
  %13 = add nsw i32 %7, %12, !dbg !403
  %14 = sext i32 %13 to i64, !dbg !404
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !404
  %16 = load float, ptr %15, align 4, !dbg !404, !tbaa !263
  %17 = zext nneg i32 %10 to i64, !dbg !405
  %18 = zext nneg i32 %6 to i64, !dbg !405
  %19 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedE4tile to ptr), i64 0, i64 %17, i64 %18, !dbg !405
  store float %16, ptr %19, align 4, !dbg !406, !tbaa !263
  tail call void @llvm.nvvm.barrier0(), !dbg !407
  %20 = add nuw nsw i32 %9, %6, !dbg !408
    #dbg_value(i32 %20, !210, !DIExpression(), !389)
  %21 = add i32 %5, %10, !dbg !409
    #dbg_value(i32 %21, !211, !DIExpression(), !389)
  %22 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedE4tile to ptr), i64 0, i64 %18, i64 %17, !dbg !410
  %23 = load float, ptr %22, align 4, !dbg !410, !tbaa !263
  %24 = mul nsw i32 %21, %2, !dbg !411
  %25 = add nsw i32 %20, %24, !dbg !412
  %26 = sext i32 %25 to i64, !dbg !413
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !413
  store float %23, ptr %27, align 4, !dbg !414, !tbaa !263
  ret void, !dbg !415
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_padded(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !134 {
    #dbg_value(ptr %0, !136, !DIExpression(), !416)
    #dbg_value(ptr %1, !137, !DIExpression(), !416)
    #dbg_value(i32 %2, !138, !DIExpression(), !416)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !417
  %5 = shl i32 %4, 5, !dbg !419
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !420
  %7 = add i32 %5, %6, !dbg !422
    #dbg_value(i32 %7, !139, !DIExpression(), !416)
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !423
  %9 = shl nuw nsw i32 %8, 5, !dbg !425
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !426
  %11 = add nuw nsw i32 %9, %10, !dbg !428
    #dbg_value(i32 %11, !140, !DIExpression(), !416)
  %12 = mul nsw i32 %11, %2, !dbg !429
  %13 = add nsw i32 %7, %12, !dbg !430
  %14 = sext i32 %13 to i64, !dbg !431
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !431
  %16 = load float, ptr %15, align 4, !dbg !431, !tbaa !263
  %17 = zext nneg i32 %10 to i64, !dbg !432
  %18 = zext nneg i32 %6 to i64, !dbg !432
  %19 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %17, i64 %18, !dbg !432
  store float %16, ptr %19, align 4, !dbg !433, !tbaa !263
  tail call void @llvm.nvvm.barrier0(), !dbg !434
  %20 = add nuw nsw i32 %9, %6, !dbg !435
    #dbg_value(i32 %20, !139, !DIExpression(), !416)
  %21 = add i32 %5, %10, !dbg !436
    #dbg_value(i32 %21, !140, !DIExpression(), !416)
  %22 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %18, i64 %17, !dbg !437
  %23 = load float, ptr %22, align 4, !dbg !437, !tbaa !263
  %24 = mul nsw i32 %21, %2, !dbg !438
  %25 = add nsw i32 %20, %24, !dbg !439
  %26 = sext i32 %25 to i64, !dbg !440
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !440
  store float %23, ptr %27, align 4, !dbg !441, !tbaa !263
  ret void, !dbg !442
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @matmul_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #3 !dbg !443 {
    #dbg_value(ptr %0, !445, !DIExpression(), !454)
    #dbg_value(ptr %1, !446, !DIExpression(), !454)
    #dbg_value(ptr %2, !447, !DIExpression(), !454)
    #dbg_value(i32 %3, !448, !DIExpression(), !454)
  %5 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !455
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !457
  %7 = mul nuw nsw i32 %5, %6, !dbg !459
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !460
  %9 = add nuw nsw i32 %7, %8, !dbg !462
    #dbg_value(i32 %9, !449, !DIExpression(), !454)
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !463
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !465
  %12 = mul i32 %10, %11, !dbg !467
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !468
  %14 = add i32 %12, %13, !dbg !470
    #dbg_value(i32 %14, !450, !DIExpression(), !454)
    #dbg_value(float 0.000000e+00, !451, !DIExpression(), !454)
    #dbg_value(i32 0, !452, !DIExpression(), !471)
  %15 = icmp sgt i32 %3, 0, !dbg !472
  %16 = mul nsw i32 %9, %3
  br i1 %15, label %17, label %39, !dbg !474

17:                                               ; preds = %4
  %18 = and i32 %3, 1, !dbg !474
  %19 = icmp eq i32 %3, 1, !dbg !474
  br i1 %19, label %22, label %20, !dbg !474

20:                                               ; preds = %17
  %21 = and i32 %3, 2147483646, !dbg !474
  br label %44, !dbg !474

22:                                               ; preds = %44, %17
  %23 = phi float [ poison, %17 ], [ %70, %44 ]
  %24 = phi i32 [ 0, %17 ], [ %71, %44 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %70, %44 ]
  %26 = icmp eq i32 %18, 0, !dbg !474
  br i1 %26, label %39, label %27, !dbg !474

27:                                               ; preds = %22
    #dbg_value(i32 %24, !452, !DIExpression(), !471)
    #dbg_value(float %25, !451, !DIExpression(), !454)
  %28 = add nuw nsw i32 %24, %16, !dbg !475
  %29 = zext nneg i32 %28 to i64, !dbg !476
  %30 = getelementptr inbounds float, ptr %1, i64 %29, !dbg !476
  %31 = load float, ptr %30, align 4, !dbg !476, !tbaa !263
  %32 = mul nuw nsw i32 %24, %3, !dbg !477
  %33 = add nsw i32 %32, %14, !dbg !478
  %34 = sext i32 %33 to i64, !dbg !479
  %35 = getelementptr inbounds float, ptr %2, i64 %34, !dbg !479
  %36 = load float, ptr %35, align 4, !dbg !479, !tbaa !263
  %37 = fmul contract float %31, %36, !dbg !480
  %38 = fadd contract float %25, %37, !dbg !481
    #dbg_value(float %38, !451, !DIExpression(), !454)
    #dbg_value(i32 %24, !452, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !471)
  br label %39, !dbg !482

39:                                               ; preds = %27, %22, %4
  %40 = phi float [ 0.000000e+00, %4 ], [ %23, %22 ], [ %38, %27 ], !dbg !454
  %41 = add nsw i32 %16, %14, !dbg !482
  %42 = sext i32 %41 to i64, !dbg !483
  %43 = getelementptr inbounds float, ptr %0, i64 %42, !dbg !483
  store float %40, ptr %43, align 4, !dbg !484, !tbaa !263
  ret void, !dbg !485

44:                                               ; preds = %44, %20
  %45 = phi i32 [ 0, %20 ], [ %71, %44 ]
  %46 = phi float [ 0.000000e+00, %20 ], [ %70, %44 ]
  %47 = phi i32 [ 0, %20 ], [ %72, %44 ]
    #dbg_value(i32 %45, !452, !DIExpression(), !471)
    #dbg_value(float %46, !451, !DIExpression(), !454)
  %48 = add nuw nsw i32 %45, %16, !dbg !475
  %49 = zext nneg i32 %48 to i64, !dbg !476
  %50 = getelementptr inbounds float, ptr %1, i64 %49, !dbg !476
  %51 = load float, ptr %50, align 4, !dbg !476, !tbaa !263
  %52 = mul nuw nsw i32 %45, %3, !dbg !477
  %53 = add nsw i32 %52, %14, !dbg !478
  %54 = sext i32 %53 to i64, !dbg !479
  %55 = getelementptr inbounds float, ptr %2, i64 %54, !dbg !479
  %56 = load float, ptr %55, align 4, !dbg !479, !tbaa !263
  %57 = fmul contract float %51, %56, !dbg !480
  %58 = fadd contract float %46, %57, !dbg !481
    #dbg_value(float %58, !451, !DIExpression(), !454)
  %59 = or disjoint i32 %45, 1, !dbg !486
    #dbg_value(i32 %59, !452, !DIExpression(), !471)
  %60 = add nuw nsw i32 %59, %16, !dbg !475
  %61 = zext nneg i32 %60 to i64, !dbg !476
  %62 = getelementptr inbounds float, ptr %1, i64 %61, !dbg !476
  %63 = load float, ptr %62, align 4, !dbg !476, !tbaa !263
  %64 = mul nuw nsw i32 %59, %3, !dbg !477
  %65 = add nsw i32 %64, %14, !dbg !478
  %66 = sext i32 %65 to i64, !dbg !479
  %67 = getelementptr inbounds float, ptr %2, i64 %66, !dbg !479
  %68 = load float, ptr %67, align 4, !dbg !479, !tbaa !263
  %69 = fmul contract float %63, %68, !dbg !480
  %70 = fadd contract float %58, %69, !dbg !481
    #dbg_value(float %70, !451, !DIExpression(), !454)
  %71 = add nuw nsw i32 %45, 2, !dbg !486
    #dbg_value(i32 %71, !452, !DIExpression(), !471)
  %72 = add i32 %47, 2, !dbg !474
  %73 = icmp eq i32 %72, %21, !dbg !474
  br i1 %73, label %22, label %44, !dbg !474, !llvm.loop !487
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #1 !dbg !147 {
    #dbg_value(ptr %0, !151, !DIExpression(), !490)
    #dbg_value(ptr %1, !152, !DIExpression(), !490)
    #dbg_value(ptr %2, !153, !DIExpression(), !490)
    #dbg_value(i32 %3, !154, !DIExpression(), !490)
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !491
    #dbg_value(i32 %5, !155, !DIExpression(), !490)
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !493
    #dbg_value(i32 %6, !156, !DIExpression(), !490)
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !495
  %8 = shl nuw nsw i32 %7, 4, !dbg !497
  %9 = add nuw nsw i32 %8, %6, !dbg !498
    #dbg_value(i32 %9, !157, !DIExpression(), !490)
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !499
  %11 = shl i32 %10, 4, !dbg !501
  %12 = add i32 %11, %5, !dbg !502
    #dbg_value(i32 %12, !158, !DIExpression(), !490)
    #dbg_value(float 0.000000e+00, !159, !DIExpression(), !490)
    #dbg_value(i32 0, !160, !DIExpression(), !503)
  %13 = sdiv i32 %3, 16
    #dbg_value(i32 0, !160, !DIExpression(), !503)
    #dbg_value(float 0.000000e+00, !159, !DIExpression(), !490)
  %14 = icmp sgt i32 %3, 15, !dbg !504
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54, !dbg !505

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 0, !dbg !506
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
  br label %59, !dbg !505

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ], !dbg !508
  %56 = add nsw i32 %15, %12, !dbg !509
  %57 = sext i32 %56 to i64, !dbg !510
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !510
  store float %55, ptr %58, align 4, !dbg !511, !tbaa !263
  ret void, !dbg !512

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
    #dbg_value(i32 %60, !160, !DIExpression(), !503)
    #dbg_value(float %61, !159, !DIExpression(), !490)
  %62 = shl nsw i32 %60, 4, !dbg !513
  %63 = add i32 %17, %62, !dbg !514
  %64 = sext i32 %63 to i64, !dbg !515
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !515
  %66 = load float, ptr %65, align 4, !dbg !515, !tbaa !263
  store float %66, ptr %20, align 4, !dbg !516, !tbaa !263
  %67 = add nuw nsw i32 %62, %6, !dbg !517
  %68 = mul nuw nsw i32 %67, %3, !dbg !518
  %69 = add nsw i32 %68, %12, !dbg !519
  %70 = sext i32 %69 to i64, !dbg !520
  %71 = getelementptr inbounds float, ptr %2, i64 %70, !dbg !520
  %72 = load float, ptr %71, align 4, !dbg !520, !tbaa !263
  store float %72, ptr %21, align 4, !dbg !521, !tbaa !263
  tail call void @llvm.nvvm.barrier0(), !dbg !522
    #dbg_value(i32 0, !162, !DIExpression(), !523)
    #dbg_value(float %61, !159, !DIExpression(), !490)
    #dbg_value(i32 0, !162, !DIExpression(), !523)
    #dbg_value(float %61, !159, !DIExpression(), !490)
  %73 = load float, ptr %22, align 4, !dbg !506, !tbaa !263
  %74 = load float, ptr %23, align 4, !dbg !524, !tbaa !263
  %75 = fmul contract float %73, %74, !dbg !525
  %76 = fadd contract float %61, %75, !dbg !526
    #dbg_value(float %76, !159, !DIExpression(), !490)
    #dbg_value(i32 1, !162, !DIExpression(), !523)
  %77 = load float, ptr %24, align 4, !dbg !506, !tbaa !263
  %78 = load float, ptr %25, align 4, !dbg !524, !tbaa !263
  %79 = fmul contract float %77, %78, !dbg !525
  %80 = fadd contract float %76, %79, !dbg !526
    #dbg_value(float %80, !159, !DIExpression(), !490)
    #dbg_value(i32 2, !162, !DIExpression(), !523)
  %81 = load float, ptr %26, align 4, !dbg !506, !tbaa !263
  %82 = load float, ptr %27, align 4, !dbg !524, !tbaa !263
  %83 = fmul contract float %81, %82, !dbg !525
  %84 = fadd contract float %80, %83, !dbg !526
    #dbg_value(float %84, !159, !DIExpression(), !490)
    #dbg_value(i32 3, !162, !DIExpression(), !523)
  %85 = load float, ptr %28, align 4, !dbg !506, !tbaa !263
  %86 = load float, ptr %29, align 4, !dbg !524, !tbaa !263
  %87 = fmul contract float %85, %86, !dbg !525
  %88 = fadd contract float %84, %87, !dbg !526
    #dbg_value(float %88, !159, !DIExpression(), !490)
    #dbg_value(i32 4, !162, !DIExpression(), !523)
  %89 = load float, ptr %30, align 4, !dbg !506, !tbaa !263
  %90 = load float, ptr %31, align 4, !dbg !524, !tbaa !263
  %91 = fmul contract float %89, %90, !dbg !525
  %92 = fadd contract float %88, %91, !dbg !526
    #dbg_value(float %92, !159, !DIExpression(), !490)
    #dbg_value(i32 5, !162, !DIExpression(), !523)
  %93 = load float, ptr %32, align 4, !dbg !506, !tbaa !263
  %94 = load float, ptr %33, align 4, !dbg !524, !tbaa !263
  %95 = fmul contract float %93, %94, !dbg !525
  %96 = fadd contract float %92, %95, !dbg !526
    #dbg_value(float %96, !159, !DIExpression(), !490)
    #dbg_value(i32 6, !162, !DIExpression(), !523)
  %97 = load float, ptr %34, align 4, !dbg !506, !tbaa !263
  %98 = load float, ptr %35, align 4, !dbg !524, !tbaa !263
  %99 = fmul contract float %97, %98, !dbg !525
  %100 = fadd contract float %96, %99, !dbg !526
    #dbg_value(float %100, !159, !DIExpression(), !490)
    #dbg_value(i32 7, !162, !DIExpression(), !523)
  %101 = load float, ptr %36, align 4, !dbg !506, !tbaa !263
  %102 = load float, ptr %37, align 4, !dbg !524, !tbaa !263
  %103 = fmul contract float %101, %102, !dbg !525
  %104 = fadd contract float %100, %103, !dbg !526
    #dbg_value(float %104, !159, !DIExpression(), !490)
    #dbg_value(i32 8, !162, !DIExpression(), !523)
  %105 = load float, ptr %38, align 4, !dbg !506, !tbaa !263
  %106 = load float, ptr %39, align 4, !dbg !524, !tbaa !263
  %107 = fmul contract float %105, %106, !dbg !525
  %108 = fadd contract float %104, %107, !dbg !526
    #dbg_value(float %108, !159, !DIExpression(), !490)
    #dbg_value(i32 9, !162, !DIExpression(), !523)
  %109 = load float, ptr %40, align 4, !dbg !506, !tbaa !263
  %110 = load float, ptr %41, align 4, !dbg !524, !tbaa !263
  %111 = fmul contract float %109, %110, !dbg !525
  %112 = fadd contract float %108, %111, !dbg !526
    #dbg_value(float %112, !159, !DIExpression(), !490)
    #dbg_value(i32 10, !162, !DIExpression(), !523)
  %113 = load float, ptr %42, align 4, !dbg !506, !tbaa !263
  %114 = load float, ptr %43, align 4, !dbg !524, !tbaa !263
  %115 = fmul contract float %113, %114, !dbg !525
  %116 = fadd contract float %112, %115, !dbg !526
    #dbg_value(float %116, !159, !DIExpression(), !490)
    #dbg_value(i32 11, !162, !DIExpression(), !523)
  %117 = load float, ptr %44, align 4, !dbg !506, !tbaa !263
  %118 = load float, ptr %45, align 4, !dbg !524, !tbaa !263
  %119 = fmul contract float %117, %118, !dbg !525
  %120 = fadd contract float %116, %119, !dbg !526
    #dbg_value(float %120, !159, !DIExpression(), !490)
    #dbg_value(i32 12, !162, !DIExpression(), !523)
  %121 = load float, ptr %46, align 4, !dbg !506, !tbaa !263
  %122 = load float, ptr %47, align 4, !dbg !524, !tbaa !263
  %123 = fmul contract float %121, %122, !dbg !525
  %124 = fadd contract float %120, %123, !dbg !526
    #dbg_value(float %124, !159, !DIExpression(), !490)
    #dbg_value(i32 13, !162, !DIExpression(), !523)
  %125 = load float, ptr %48, align 4, !dbg !506, !tbaa !263
  %126 = load float, ptr %49, align 4, !dbg !524, !tbaa !263
  %127 = fmul contract float %125, %126, !dbg !525
  %128 = fadd contract float %124, %127, !dbg !526
    #dbg_value(float %128, !159, !DIExpression(), !490)
    #dbg_value(i32 14, !162, !DIExpression(), !523)
  %129 = load float, ptr %50, align 4, !dbg !506, !tbaa !263
  %130 = load float, ptr %51, align 4, !dbg !524, !tbaa !263
  %131 = fmul contract float %129, %130, !dbg !525
  %132 = fadd contract float %128, %131, !dbg !526
    #dbg_value(float %132, !159, !DIExpression(), !490)
    #dbg_value(i32 15, !162, !DIExpression(), !523)
  %133 = load float, ptr %52, align 4, !dbg !506, !tbaa !263
  %134 = load float, ptr %53, align 4, !dbg !524, !tbaa !263
  %135 = fmul contract float %133, %134, !dbg !525
  %136 = fadd contract float %132, %135, !dbg !526
    #dbg_value(float %136, !159, !DIExpression(), !490)
    #dbg_value(i32 16, !162, !DIExpression(), !523)
  tail call void @llvm.nvvm.barrier0(), !dbg !527
  %137 = add nuw nsw i32 %60, 1, !dbg !528
    #dbg_value(i32 %137, !160, !DIExpression(), !503)
  %138 = icmp eq i32 %137, %13, !dbg !504
  br i1 %138, label %54, label %59, !dbg !505, !llvm.loop !529
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @aos(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !531 {
    #dbg_value(ptr %0, !542, !DIExpression(), !545)
    #dbg_value(ptr %1, !543, !DIExpression(), !545)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !546
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !548
  %5 = mul i32 %3, %4, !dbg !550
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !551
  %7 = add i32 %5, %6, !dbg !553
    #dbg_value(i32 %7, !544, !DIExpression(), !545)
  %8 = sext i32 %7 to i64, !dbg !554
  %9 = getelementptr inbounds %struct.P3, ptr %1, i64 %8, !dbg !554
  %10 = load float, ptr %9, align 4, !dbg !555, !tbaa !556
  %11 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !558
  store float %10, ptr %11, align 4, !dbg !559, !tbaa !263
  ret void, !dbg !560
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @soa(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !561 {
    #dbg_value(ptr %0, !563, !DIExpression(), !566)
    #dbg_value(ptr %1, !564, !DIExpression(), !566)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !567
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !569
  %5 = mul i32 %3, %4, !dbg !571
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !572
  %7 = add i32 %5, %6, !dbg !574
    #dbg_value(i32 %7, !565, !DIExpression(), !566)
  %8 = sext i32 %7 to i64, !dbg !575
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !575
  %10 = load float, ptr %9, align 4, !dbg !575, !tbaa !263
  %11 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !576
  store float %10, ptr %11, align 4, !dbg !577, !tbaa !263
  ret void, !dbg !578
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @types(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !579 {
    #dbg_assign(i1 undef, !601, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !602, ptr undef, !DIExpression(), !603)
    #dbg_value(ptr %0, !596, !DIExpression(), !603)
    #dbg_value(ptr %1, !597, !DIExpression(), !603)
    #dbg_value(ptr %2, !598, !DIExpression(), !603)
    #dbg_value(ptr %3, !599, !DIExpression(), !603)
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !604
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !606
  %7 = mul i32 %5, %6, !dbg !608
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !609
  %9 = add i32 %7, %8, !dbg !611
    #dbg_value(i32 %9, !600, !DIExpression(), !603)
  %10 = sext i32 %9 to i64, !dbg !612
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !612
  store i8 1, ptr %11, align 1, !dbg !613, !tbaa !614
  %12 = getelementptr inbounds i16, ptr %1, i64 %10, !dbg !615
  store i16 2, ptr %12, align 2, !dbg !616, !tbaa !617
  %13 = getelementptr inbounds double, ptr %2, i64 %10, !dbg !619
  store double 3.000000e+00, ptr %13, align 8, !dbg !620, !tbaa !621
  %14 = getelementptr inbounds %struct.f4, ptr %3, i64 %10, !dbg !623
  %15 = load float, ptr %14, align 16, !dbg !623, !tbaa !263
    #dbg_value(float %15, !601, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !603)
    #dbg_assign(i1 undef, !601, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !624, ptr undef, !DIExpression(), !603)
  %16 = fadd contract float %15, 1.000000e+00, !dbg !625
    #dbg_value(float %16, !601, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !603)
  store float %16, ptr %14, align 16, !dbg !626, !tbaa !263
  ret void, !dbg !627
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @gather(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !628 {
    #dbg_value(ptr %0, !634, !DIExpression(), !638)
    #dbg_value(ptr %1, !635, !DIExpression(), !638)
    #dbg_value(ptr %2, !636, !DIExpression(), !638)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !639
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !641
  %6 = mul i32 %4, %5, !dbg !643
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !644
  %8 = add i32 %6, %7, !dbg !646
    #dbg_value(i32 %8, !637, !DIExpression(), !638)
  %9 = sext i32 %8 to i64, !dbg !647
  %10 = getelementptr inbounds i32, ptr %2, i64 %9, !dbg !647
  %11 = load i32, ptr %10, align 4, !dbg !647, !tbaa !648
  %12 = sext i32 %11 to i64, !dbg !650
  %13 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !650
  %14 = load float, ptr %13, align 4, !dbg !650, !tbaa !263
  %15 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !651
  store float %14, ptr %15, align 4, !dbg !652, !tbaa !263
  ret void, !dbg !653
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_interleaved(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !173 {
    #dbg_value(ptr %0, !177, !DIExpression(), !654)
    #dbg_value(ptr %1, !178, !DIExpression(), !654)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !655
    #dbg_value(i32 %3, !179, !DIExpression(), !654)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !657
  %5 = shl i32 %4, 8, !dbg !659
  %6 = add i32 %5, %3, !dbg !660
  %7 = zext i32 %6 to i64, !dbg !661
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !661
  %9 = load float, ptr %8, align 4, !dbg !661, !tbaa !263
  %10 = zext nneg i32 %3 to i64, !dbg !662
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %10, !dbg !662
  store float %9, ptr %11, align 4, !dbg !663, !tbaa !263
  tail call void @llvm.nvvm.barrier0(), !dbg !664
    #dbg_value(i32 1, !180, !DIExpression(), !665)
    #dbg_value(i32 1, !180, !DIExpression(), !665)
  %12 = and i32 %3, 1, !dbg !666
  %13 = icmp eq i32 %12, 0, !dbg !670
  br i1 %13, label %14, label %21, !dbg !671

14:                                               ; preds = %2
  %15 = or disjoint i32 %3, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !dbg !672, !tbaa !263
  %19 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %20 = fadd contract float %18, %19, !dbg !673
  store float %20, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %21, !dbg !674

21:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 2, !180, !DIExpression(), !665)
  %22 = and i32 %3, 3, !dbg !666
  %23 = icmp eq i32 %22, 0, !dbg !670
  br i1 %23, label %24, label %31, !dbg !671

24:                                               ; preds = %21
  %25 = or disjoint i32 %3, 2
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !dbg !672, !tbaa !263
  %29 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %30 = fadd contract float %28, %29, !dbg !673
  store float %30, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %31, !dbg !674

31:                                               ; preds = %24, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 4, !180, !DIExpression(), !665)
  %32 = and i32 %3, 7, !dbg !666
  %33 = icmp eq i32 %32, 0, !dbg !670
  br i1 %33, label %34, label %41, !dbg !671

34:                                               ; preds = %31
  %35 = or disjoint i32 %3, 4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !672, !tbaa !263
  %39 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %40 = fadd contract float %38, %39, !dbg !673
  store float %40, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %41, !dbg !674

41:                                               ; preds = %34, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 8, !180, !DIExpression(), !665)
  %42 = and i32 %3, 15, !dbg !666
  %43 = icmp eq i32 %42, 0, !dbg !670
  br i1 %43, label %44, label %51, !dbg !671

44:                                               ; preds = %41
  %45 = or disjoint i32 %3, 8
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !dbg !672, !tbaa !263
  %49 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %50 = fadd contract float %48, %49, !dbg !673
  store float %50, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %51, !dbg !674

51:                                               ; preds = %44, %41
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 16, !180, !DIExpression(), !665)
  %52 = and i32 %3, 31, !dbg !666
  %53 = icmp eq i32 %52, 0, !dbg !670
  br i1 %53, label %54, label %61, !dbg !671

54:                                               ; preds = %51
  %55 = or disjoint i32 %3, 16
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !dbg !672, !tbaa !263
  %59 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %60 = fadd contract float %58, %59, !dbg !673
  store float %60, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %61, !dbg !674

61:                                               ; preds = %54, %51
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 32, !180, !DIExpression(), !665)
  %62 = and i32 %3, 63, !dbg !666
  %63 = icmp eq i32 %62, 0, !dbg !670
  br i1 %63, label %64, label %71, !dbg !671

64:                                               ; preds = %61
  %65 = or disjoint i32 %3, 32
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !672, !tbaa !263
  %69 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %70 = fadd contract float %68, %69, !dbg !673
  store float %70, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %71, !dbg !674

71:                                               ; preds = %64, %61
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 64, !180, !DIExpression(), !665)
  %72 = and i32 %3, 127, !dbg !666
  %73 = icmp eq i32 %72, 0, !dbg !670
  br i1 %73, label %74, label %81, !dbg !671

74:                                               ; preds = %71
  %75 = or disjoint i32 %3, 64
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4, !dbg !672, !tbaa !263
  %79 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %80 = fadd contract float %78, %79, !dbg !673
  store float %80, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %81, !dbg !674

81:                                               ; preds = %74, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 128, !180, !DIExpression(), !665)
  %82 = and i32 %3, 255, !dbg !666
  %83 = icmp eq i32 %82, 0, !dbg !670
  br i1 %83, label %84, label %91, !dbg !671

84:                                               ; preds = %81
  %85 = or disjoint i32 %3, 128
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !dbg !672, !tbaa !263
  %89 = load float, ptr %11, align 4, !dbg !673, !tbaa !263
  %90 = fadd contract float %88, %89, !dbg !673
  store float %90, ptr %11, align 4, !dbg !673, !tbaa !263
  br label %91, !dbg !674

91:                                               ; preds = %84, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !675
    #dbg_value(i32 256, !180, !DIExpression(), !665)
  %92 = icmp eq i32 %3, 0, !dbg !676
  br i1 %92, label %93, label %97, !dbg !678

93:                                               ; preds = %91
  %94 = zext nneg i32 %4 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), align 4, !dbg !679, !tbaa !263
  store float %96, ptr %95, align 4, !dbg !680, !tbaa !263
  br label %97, !dbg !681

97:                                               ; preds = %93, %91
  ret void, !dbg !682
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_strided_index(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !187 {
    #dbg_value(ptr %0, !189, !DIExpression(), !683)
    #dbg_value(ptr %1, !190, !DIExpression(), !683)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !684
    #dbg_value(i32 poison, !191, !DIExpression(), !683)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !686
  %5 = shl i32 %4, 8, !dbg !688
  %6 = add i32 %5, %3, !dbg !689
  %7 = zext i32 %6 to i64, !dbg !690
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !690
  %9 = load float, ptr %8, align 4, !dbg !690, !tbaa !263
  %10 = zext nneg i32 %3 to i64, !dbg !691
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %10, !dbg !691
  store float %9, ptr %11, align 4, !dbg !692, !tbaa !263
  tail call void @llvm.nvvm.barrier0(), !dbg !693
    #dbg_value(i32 1, !192, !DIExpression(), !694)
    #dbg_value(i32 1, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !695)
  %12 = icmp ult i32 %3, 128, !dbg !696
  br i1 %12, label %13, label %23, !dbg !698

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %3, 1, !dbg !699
    #dbg_value(i32 %14, !194, !DIExpression(), !695)
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %15
  %17 = or disjoint i32 %14, 1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %18
  %20 = load float, ptr %19, align 4, !dbg !700, !tbaa !263
  %21 = load float, ptr %16, align 4, !dbg !701, !tbaa !263
  %22 = fadd contract float %20, %21, !dbg !701
  store float %22, ptr %16, align 4, !dbg !701, !tbaa !263
  br label %23, !dbg !702

23:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 2, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !695)
  %24 = icmp ult i32 %3, 64, !dbg !696
  br i1 %24, label %25, label %35, !dbg !698

25:                                               ; preds = %23
  %26 = shl nuw nsw i32 %3, 2, !dbg !699
    #dbg_value(i32 %26, !194, !DIExpression(), !695)
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %27
  %29 = or disjoint i32 %26, 2
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !dbg !700, !tbaa !263
  %33 = load float, ptr %28, align 4, !dbg !701, !tbaa !263
  %34 = fadd contract float %32, %33, !dbg !701
  store float %34, ptr %28, align 4, !dbg !701, !tbaa !263
  br label %35, !dbg !702

35:                                               ; preds = %25, %23
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 4, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_stack_value), !695)
  %36 = icmp ult i32 %3, 32, !dbg !696
  br i1 %36, label %37, label %47, !dbg !698

37:                                               ; preds = %35
  %38 = shl nuw nsw i32 %3, 3, !dbg !699
    #dbg_value(i32 %38, !194, !DIExpression(), !695)
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %39
  %41 = or disjoint i32 %38, 4
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !700, !tbaa !263
  %45 = load float, ptr %40, align 4, !dbg !701, !tbaa !263
  %46 = fadd contract float %44, %45, !dbg !701
  store float %46, ptr %40, align 4, !dbg !701, !tbaa !263
  br label %47, !dbg !702

47:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 8, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 4, DW_OP_shl, DW_OP_stack_value), !695)
  %48 = icmp ult i32 %3, 16, !dbg !696
  br i1 %48, label %49, label %59, !dbg !698

49:                                               ; preds = %47
  %50 = shl nuw nsw i32 %3, 4, !dbg !699
    #dbg_value(i32 %50, !194, !DIExpression(), !695)
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %51
  %53 = or disjoint i32 %50, 8
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !dbg !700, !tbaa !263
  %57 = load float, ptr %52, align 4, !dbg !701, !tbaa !263
  %58 = fadd contract float %56, %57, !dbg !701
  store float %58, ptr %52, align 4, !dbg !701, !tbaa !263
  br label %59, !dbg !702

59:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 16, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 5, DW_OP_shl, DW_OP_stack_value), !695)
  %60 = icmp ult i32 %3, 8, !dbg !696
  br i1 %60, label %61, label %71, !dbg !698

61:                                               ; preds = %59
  %62 = shl nuw nsw i32 %3, 5, !dbg !699
    #dbg_value(i32 %62, !194, !DIExpression(), !695)
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %63
  %65 = or disjoint i32 %62, 16
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !700, !tbaa !263
  %69 = load float, ptr %64, align 4, !dbg !701, !tbaa !263
  %70 = fadd contract float %68, %69, !dbg !701
  store float %70, ptr %64, align 4, !dbg !701, !tbaa !263
  br label %71, !dbg !702

71:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 32, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 6, DW_OP_shl, DW_OP_stack_value), !695)
  %72 = icmp ult i32 %3, 4, !dbg !696
  br i1 %72, label %73, label %83, !dbg !698

73:                                               ; preds = %71
  %74 = shl nuw nsw i32 %3, 6, !dbg !699
    #dbg_value(i32 %74, !194, !DIExpression(), !695)
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %75
  %77 = or disjoint i32 %74, 32
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4, !dbg !700, !tbaa !263
  %81 = load float, ptr %76, align 4, !dbg !701, !tbaa !263
  %82 = fadd contract float %80, %81, !dbg !701
  store float %82, ptr %76, align 4, !dbg !701, !tbaa !263
  br label %83, !dbg !702

83:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 64, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 7, DW_OP_shl, DW_OP_stack_value), !695)
  %84 = icmp ult i32 %3, 2, !dbg !696
  br i1 %84, label %85, label %95, !dbg !698

85:                                               ; preds = %83
  %86 = shl nuw nsw i32 %3, 7, !dbg !699
    #dbg_value(i32 %86, !194, !DIExpression(), !695)
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %87
  %89 = or disjoint i32 %86, 64
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !dbg !700, !tbaa !263
  %93 = load float, ptr %88, align 4, !dbg !701, !tbaa !263
  %94 = fadd contract float %92, %93, !dbg !701
  store float %94, ptr %88, align 4, !dbg !701, !tbaa !263
  br label %95, !dbg !702

95:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 128, !192, !DIExpression(), !694)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 8, DW_OP_shl, DW_OP_stack_value), !695)
  %96 = icmp eq i32 %3, 0, !dbg !696
  br i1 %96, label %97, label %101, !dbg !698

97:                                               ; preds = %95
    #dbg_value(i32 0, !194, !DIExpression(), !695)
  %98 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 512), align 4, !dbg !700, !tbaa !263
  %99 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !701, !tbaa !263
  %100 = fadd contract float %98, %99, !dbg !701
  store float %100, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !701, !tbaa !263
  br label %101, !dbg !702

101:                                              ; preds = %97, %95
  tail call void @llvm.nvvm.barrier0(), !dbg !703
    #dbg_value(i32 256, !192, !DIExpression(), !694)
  %102 = icmp eq i32 %3, 0, !dbg !704
  br i1 %102, label %103, label %107, !dbg !706

103:                                              ; preds = %101
  %104 = zext nneg i32 %4 to i64
  %105 = getelementptr inbounds float, ptr %0, i64 %104
  %106 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !707, !tbaa !263
  store float %106, ptr %105, align 4, !dbg !708, !tbaa !263
  br label %107, !dbg !709

107:                                              ; preds = %103, %101
  ret void, !dbg !710
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sequential(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !199 {
    #dbg_value(ptr %0, !201, !DIExpression(), !711)
    #dbg_value(ptr %1, !202, !DIExpression(), !711)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !712
    #dbg_value(i32 poison, !203, !DIExpression(), !711)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !714
  %5 = shl i32 %4, 8, !dbg !716
  %6 = add i32 %5, %3, !dbg !717
  %7 = zext i32 %6 to i64, !dbg !718
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !718
  %9 = load float, ptr %8, align 4, !dbg !718, !tbaa !263
  %10 = zext nneg i32 %3 to i64, !dbg !719
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %10, !dbg !719
  store float %9, ptr %11, align 4, !dbg !720, !tbaa !263
  tail call void @llvm.nvvm.barrier0(), !dbg !721
    #dbg_value(i32 128, !204, !DIExpression(), !722)
    #dbg_value(i32 128, !204, !DIExpression(), !722)
  %12 = icmp ult i32 %3, 128, !dbg !723
  br i1 %12, label %13, label %20, !dbg !727

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !dbg !728, !tbaa !263
  %18 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %19 = fadd contract float %17, %18, !dbg !729
  store float %19, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %20, !dbg !730

20:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 64, !204, !DIExpression(), !722)
  %21 = icmp ult i32 %3, 64, !dbg !723
  br i1 %21, label %22, label %29, !dbg !727

22:                                               ; preds = %20
  %23 = or disjoint i32 %3, 64
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !728, !tbaa !263
  %27 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %28 = fadd contract float %26, %27, !dbg !729
  store float %28, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %29, !dbg !730

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 32, !204, !DIExpression(), !722)
  %30 = icmp ult i32 %3, 32, !dbg !723
  br i1 %30, label %31, label %38, !dbg !727

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !728, !tbaa !263
  %36 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %37 = fadd contract float %35, %36, !dbg !729
  store float %37, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %38, !dbg !730

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 16, !204, !DIExpression(), !722)
  %39 = icmp ult i32 %3, 16, !dbg !723
  br i1 %39, label %40, label %47, !dbg !727

40:                                               ; preds = %38
  %41 = or disjoint i32 %3, 16
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !728, !tbaa !263
  %45 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %46 = fadd contract float %44, %45, !dbg !729
  store float %46, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %47, !dbg !730

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 8, !204, !DIExpression(), !722)
  %48 = icmp ult i32 %3, 8, !dbg !723
  br i1 %48, label %49, label %56, !dbg !727

49:                                               ; preds = %47
  %50 = or disjoint i32 %3, 8
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !dbg !728, !tbaa !263
  %54 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %55 = fadd contract float %53, %54, !dbg !729
  store float %55, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %56, !dbg !730

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 4, !204, !DIExpression(), !722)
  %57 = icmp ult i32 %3, 4, !dbg !723
  br i1 %57, label %58, label %65, !dbg !727

58:                                               ; preds = %56
  %59 = or disjoint i32 %3, 4
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !dbg !728, !tbaa !263
  %63 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %64 = fadd contract float %62, %63, !dbg !729
  store float %64, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %65, !dbg !730

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 2, !204, !DIExpression(), !722)
  %66 = icmp ult i32 %3, 2, !dbg !723
  br i1 %66, label %67, label %74, !dbg !727

67:                                               ; preds = %65
  %68 = or disjoint i32 %3, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !dbg !728, !tbaa !263
  %72 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %73 = fadd contract float %71, %72, !dbg !729
  store float %73, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %74, !dbg !730

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 1, !204, !DIExpression(), !722)
  %75 = icmp eq i32 %3, 0, !dbg !723
  br i1 %75, label %76, label %80, !dbg !727

76:                                               ; preds = %74
  %77 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 4), align 4, !dbg !728, !tbaa !263
  %78 = load float, ptr %11, align 4, !dbg !729, !tbaa !263
  %79 = fadd contract float %77, %78, !dbg !729
  store float %79, ptr %11, align 4, !dbg !729, !tbaa !263
  br label %80, !dbg !730

80:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier0(), !dbg !731
    #dbg_value(i32 0, !204, !DIExpression(), !722)
  %81 = icmp eq i32 %3, 0, !dbg !732
  br i1 %81, label %82, label %86, !dbg !734

82:                                               ; preds = %80
  %83 = zext nneg i32 %4 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), align 4, !dbg !735, !tbaa !263
  store float %85, ptr %84, align 4, !dbg !736, !tbaa !263
  br label %86, !dbg !737

86:                                               ; preds = %82, %80
  ret void, !dbg !738
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 !dbg !739 {
    #dbg_value(ptr %0, !741, !DIExpression(), !746)
    #dbg_value(ptr %1, !742, !DIExpression(), !746)
    #dbg_value(i32 %2, !743, !DIExpression(), !746)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !747
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !749
  %6 = mul i32 %4, %5, !dbg !751
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !752
  %8 = add i32 %6, %7, !dbg !754
    #dbg_value(i32 %8, !744, !DIExpression(), !755)
  %9 = icmp slt i32 %8, %2, !dbg !756
  br i1 %9, label %10, label %13, !dbg !758

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %14, !dbg !758

13:                                               ; preds = %14, %3
  ret void, !dbg !759

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %21, %14 ]
    #dbg_value(i32 %15, !744, !DIExpression(), !755)
  %16 = sext i32 %15 to i64, !dbg !760
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !760
  %18 = load float, ptr %17, align 4, !dbg !760, !tbaa !263
  %19 = fmul contract float %18, 2.000000e+00, !dbg !761
  %20 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !762
  store float %19, ptr %20, align 4, !dbg !763, !tbaa !263
  %21 = add i32 %15, %12, !dbg !764
    #dbg_value(i32 %21, !744, !DIExpression(), !755)
  %22 = icmp slt i32 %21, %2, !dbg !756
  br i1 %22, label %14, label %13, !dbg !758, !llvm.loop !765
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @atomic_hist(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !767 {
    #dbg_value(ptr %0, !772, !DIExpression(), !775)
    #dbg_value(ptr %1, !773, !DIExpression(), !775)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !776
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !778
  %5 = mul i32 %3, %4, !dbg !780
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !781
  %7 = add i32 %5, %6, !dbg !783
    #dbg_value(i32 %7, !774, !DIExpression(), !775)
  %8 = and i32 %6, 15, !dbg !784
  %9 = zext nneg i32 %8 to i64, !dbg !785
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !785
  %11 = sext i32 %7 to i64, !dbg !786
  %12 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !786
  %13 = load i32, ptr %12, align 4, !dbg !786, !tbaa !648
  %14 = atomicrmw add ptr %10, i32 %13 seq_cst, align 4, !dbg !787
  ret void, !dbg !788
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: write)
define dso_local void @triangular_rows(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #5 !dbg !789 {
    #dbg_value(ptr %0, !793, !DIExpression(), !801)
    #dbg_value(i32 %1, !794, !DIExpression(), !801)
    #dbg_value(i32 0, !795, !DIExpression(), !802)
  %3 = icmp sgt i32 %1, 0, !dbg !803
  br i1 %3, label %4, label %6, !dbg !804

4:                                                ; preds = %2
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %7, !dbg !804

6:                                                ; preds = %13, %2
  ret void, !dbg !805

7:                                                ; preds = %4, %13
  %8 = phi i32 [ 0, %4 ], [ %14, %13 ]
    #dbg_value(i32 %8, !795, !DIExpression(), !802)
    #dbg_value(i32 %5, !797, !DIExpression(), !806)
  %9 = shl nsw i32 %8, 3
    #dbg_value(i32 %5, !797, !DIExpression(), !806)
  %10 = icmp ult i32 %5, %9, !dbg !807
  br i1 %10, label %11, label %13, !dbg !809

11:                                               ; preds = %7
  %12 = shl nsw i32 %8, 8
  br label %16, !dbg !809

13:                                               ; preds = %16, %7
  %14 = add nuw nsw i32 %8, 1, !dbg !810
    #dbg_value(i32 %14, !795, !DIExpression(), !802)
  %15 = icmp eq i32 %14, %1, !dbg !803
  br i1 %15, label %6, label %7, !dbg !804, !llvm.loop !811

16:                                               ; preds = %11, %16
  %17 = phi i32 [ %5, %11 ], [ %21, %16 ]
    #dbg_value(i32 %17, !797, !DIExpression(), !806)
  %18 = add nuw nsw i32 %17, %12, !dbg !814
  %19 = zext nneg i32 %18 to i64, !dbg !815
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !815
  store float 0.000000e+00, ptr %20, align 4, !dbg !816, !tbaa !263
  %21 = add nuw nsw i32 %17, 32, !dbg !817
    #dbg_value(i32 %21, !797, !DIExpression(), !806)
  %22 = icmp ult i32 %21, %9, !dbg !807
  br i1 %22, label %16, label %13, !dbg !809, !llvm.loop !818
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx85,+sm_90" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!11}
!nvvm.annotations = !{!214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !233}
!llvm.module.flags = !{!234, !235, !236, !237, !238, !239}
!llvm.ident = !{!240}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 43, type: !212, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "transpose_shared", scope: !3, file: !3, line: 42, type: !4, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !206)
!3 = !DIFile(filename: "kernels.cu", directory: "/work/main/test/Inputs/Symbolic")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !8, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !131, splitDebugInlining: false, nameTableKind: None)
!12 = !{!13, !47, !75, !103}
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_blockIdx_t", file: !14, line: 65, size: 8, flags: DIFlagTypePassByReference, elements: !15, identifier: "_ZTS25__cuda_builtin_blockIdx_t")
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!15 = !{!16, !20, !21, !22, !28, !32, !36, !40, !43}
!16 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !13, file: !14, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!17 = !DISubroutineType(types: !18)
!18 = !{!19}
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv", scope: !13, file: !14, line: 67, type: !17, scopeLine: 67, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!21 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_zEv", scope: !13, file: !14, line: 68, type: !17, scopeLine: 68, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!22 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK25__cuda_builtin_blockIdx_tcv4dim3Ev", scope: !13, file: !14, line: 71, type: !23, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !26}
!25 = !DICompositeType(tag: DW_TAG_structure_type, name: "dim3", file: !14, line: 15, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS4dim3")
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!28 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK25__cuda_builtin_blockIdx_tcv5uint3Ev", scope: !13, file: !14, line: 72, type: !29, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !26}
!31 = !DICompositeType(tag: DW_TAG_structure_type, name: "uint3", file: !14, line: 14, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS5uint3")
!32 = !DISubprogram(name: "__cuda_builtin_blockIdx_t", scope: !13, file: !14, line: 75, type: !33, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!36 = !DISubprogram(name: "__cuda_builtin_blockIdx_t", scope: !13, file: !14, line: 75, type: !37, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !35, !39}
!39 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !27, size: 64)
!40 = !DISubprogram(name: "operator=", linkageName: "_ZNK25__cuda_builtin_blockIdx_taSERKS_", scope: !13, file: !14, line: 75, type: !41, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !26, !39}
!43 = !DISubprogram(name: "operator&", linkageName: "_ZNK25__cuda_builtin_blockIdx_tadEv", scope: !13, file: !14, line: 75, type: !44, scopeLine: 75, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !26}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_blockDim_t", file: !14, line: 78, size: 8, flags: DIFlagTypePassByReference, elements: !48, identifier: "_ZTS25__cuda_builtin_blockDim_t")
!48 = !{!49, !50, !51, !52, !57, !60, !64, !68, !71}
!49 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !47, file: !14, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!50 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv", scope: !47, file: !14, line: 80, type: !17, scopeLine: 80, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!51 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_zEv", scope: !47, file: !14, line: 81, type: !17, scopeLine: 81, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!52 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK25__cuda_builtin_blockDim_tcv4dim3Ev", scope: !47, file: !14, line: 84, type: !53, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DISubroutineType(types: !54)
!54 = !{!25, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!57 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK25__cuda_builtin_blockDim_tcv5uint3Ev", scope: !47, file: !14, line: 85, type: !58, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DISubroutineType(types: !59)
!59 = !{!31, !55}
!60 = !DISubprogram(name: "__cuda_builtin_blockDim_t", scope: !47, file: !14, line: 88, type: !61, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!64 = !DISubprogram(name: "__cuda_builtin_blockDim_t", scope: !47, file: !14, line: 88, type: !65, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !63, !67}
!67 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !56, size: 64)
!68 = !DISubprogram(name: "operator=", linkageName: "_ZNK25__cuda_builtin_blockDim_taSERKS_", scope: !47, file: !14, line: 88, type: !69, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !55, !67}
!71 = !DISubprogram(name: "operator&", linkageName: "_ZNK25__cuda_builtin_blockDim_tadEv", scope: !47, file: !14, line: 88, type: !72, scopeLine: 88, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !55}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!75 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_threadIdx_t", file: !14, line: 52, size: 8, flags: DIFlagTypePassByReference, elements: !76, identifier: "_ZTS26__cuda_builtin_threadIdx_t")
!76 = !{!77, !78, !79, !80, !85, !88, !92, !96, !99}
!77 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !75, file: !14, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!78 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv", scope: !75, file: !14, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!79 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_zEv", scope: !75, file: !14, line: 55, type: !17, scopeLine: 55, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!80 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK26__cuda_builtin_threadIdx_tcv4dim3Ev", scope: !75, file: !14, line: 58, type: !81, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{!25, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!84 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!85 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK26__cuda_builtin_threadIdx_tcv5uint3Ev", scope: !75, file: !14, line: 59, type: !86, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!31, !83}
!88 = !DISubprogram(name: "__cuda_builtin_threadIdx_t", scope: !75, file: !14, line: 62, type: !89, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!92 = !DISubprogram(name: "__cuda_builtin_threadIdx_t", scope: !75, file: !14, line: 62, type: !93, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!93 = !DISubroutineType(types: !94)
!94 = !{null, !91, !95}
!95 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !84, size: 64)
!96 = !DISubprogram(name: "operator=", linkageName: "_ZNK26__cuda_builtin_threadIdx_taSERKS_", scope: !75, file: !14, line: 62, type: !97, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!97 = !DISubroutineType(types: !98)
!98 = !{null, !83, !95}
!99 = !DISubprogram(name: "operator&", linkageName: "_ZNK26__cuda_builtin_threadIdx_tadEv", scope: !75, file: !14, line: 62, type: !100, scopeLine: 62, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !83}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__cuda_builtin_gridDim_t", file: !14, line: 91, size: 8, flags: DIFlagTypePassByReference, elements: !104, identifier: "_ZTS24__cuda_builtin_gridDim_t")
!104 = !{!105, !106, !107, !108, !113, !116, !120, !124, !127}
!105 = !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv", scope: !103, file: !14, line: 92, type: !17, scopeLine: 92, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!106 = !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_yEv", scope: !103, file: !14, line: 93, type: !17, scopeLine: 93, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!107 = !DISubprogram(name: "__fetch_builtin_z", linkageName: "_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_zEv", scope: !103, file: !14, line: 94, type: !17, scopeLine: 94, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: DISPFlagOptimized)
!108 = !DISubprogram(name: "operator dim3", linkageName: "_ZNK24__cuda_builtin_gridDim_tcv4dim3Ev", scope: !103, file: !14, line: 97, type: !109, scopeLine: 97, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!25, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!113 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK24__cuda_builtin_gridDim_tcv5uint3Ev", scope: !103, file: !14, line: 98, type: !114, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!31, !111}
!116 = !DISubprogram(name: "__cuda_builtin_gridDim_t", scope: !103, file: !14, line: 101, type: !117, scopeLine: 101, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!117 = !DISubroutineType(types: !118)
!118 = !{null, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!120 = !DISubprogram(name: "__cuda_builtin_gridDim_t", scope: !103, file: !14, line: 101, type: !121, scopeLine: 101, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !119, !123}
!123 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !112, size: 64)
!124 = !DISubprogram(name: "operator=", linkageName: "_ZNK24__cuda_builtin_gridDim_taSERKS_", scope: !103, file: !14, line: 101, type: !125, scopeLine: 101, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !111, !123}
!127 = !DISubprogram(name: "operator&", linkageName: "_ZNK24__cuda_builtin_gridDim_tadEv", scope: !103, file: !14, line: 101, type: !128, scopeLine: 101, flags: DIFlagPrivate | DIFlagPrototyped, spFlags: DISPFlagOptimized | DISPFlagDeleted)
!128 = !DISubroutineType(types: !129)
!129 = !{!130, !111}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!131 = !{!0, !132, !145, !169, !171, !185, !197}
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!133 = distinct !DIGlobalVariable(name: "tile", scope: !134, file: !3, line: 51, type: !141, isLocal: true, isDefinition: true)
!134 = distinct !DISubprogram(name: "transpose_padded", scope: !3, file: !3, line: 50, type: !4, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !135)
!135 = !{!136, !137, !138, !139, !140}
!136 = !DILocalVariable(name: "out", arg: 1, scope: !134, file: !3, line: 50, type: !6)
!137 = !DILocalVariable(name: "in", arg: 2, scope: !134, file: !3, line: 50, type: !8)
!138 = !DILocalVariable(name: "n", arg: 3, scope: !134, file: !3, line: 50, type: !10)
!139 = !DILocalVariable(name: "x", scope: !134, file: !3, line: 52, type: !10)
!140 = !DILocalVariable(name: "y", scope: !134, file: !3, line: 52, type: !10)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 33792, elements: !142)
!142 = !{!143, !144}
!143 = !DISubrange(count: 32)
!144 = !DISubrange(count: 33)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!146 = distinct !DIGlobalVariable(name: "As", scope: !147, file: !3, line: 66, type: !166, isLocal: true, isDefinition: true)
!147 = distinct !DISubprogram(name: "matmul_tiled", scope: !3, file: !3, line: 65, type: !148, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !6, !8, !8, !10}
!150 = !{!151, !152, !153, !154, !155, !156, !157, !158, !159, !160, !162}
!151 = !DILocalVariable(name: "C", arg: 1, scope: !147, file: !3, line: 65, type: !6)
!152 = !DILocalVariable(name: "A", arg: 2, scope: !147, file: !3, line: 65, type: !8)
!153 = !DILocalVariable(name: "B", arg: 3, scope: !147, file: !3, line: 65, type: !8)
!154 = !DILocalVariable(name: "n", arg: 4, scope: !147, file: !3, line: 65, type: !10)
!155 = !DILocalVariable(name: "tx", scope: !147, file: !3, line: 67, type: !10)
!156 = !DILocalVariable(name: "ty", scope: !147, file: !3, line: 67, type: !10)
!157 = !DILocalVariable(name: "row", scope: !147, file: !3, line: 68, type: !10)
!158 = !DILocalVariable(name: "col", scope: !147, file: !3, line: 68, type: !10)
!159 = !DILocalVariable(name: "s", scope: !147, file: !3, line: 69, type: !7)
!160 = !DILocalVariable(name: "t", scope: !161, file: !3, line: 70, type: !10)
!161 = distinct !DILexicalBlock(scope: !147, file: !3, line: 70, column: 3)
!162 = !DILocalVariable(name: "k", scope: !163, file: !3, line: 74, type: !10)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 74, column: 5)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 70, column: 36)
!165 = distinct !DILexicalBlock(scope: !161, file: !3, line: 70, column: 3)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8192, elements: !167)
!167 = !{!168, !168}
!168 = !DISubrange(count: 16)
!169 = !DIGlobalVariableExpression(var: !170, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!170 = distinct !DIGlobalVariable(name: "Bs", scope: !147, file: !3, line: 66, type: !166, isLocal: true, isDefinition: true)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!172 = distinct !DIGlobalVariable(name: "sdata", scope: !173, file: !3, line: 97, type: !182, isLocal: true, isDefinition: true)
!173 = distinct !DISubprogram(name: "reduce_interleaved", scope: !3, file: !3, line: 96, type: !174, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{null, !6, !8}
!176 = !{!177, !178, !179, !180}
!177 = !DILocalVariable(name: "out", arg: 1, scope: !173, file: !3, line: 96, type: !6)
!178 = !DILocalVariable(name: "in", arg: 2, scope: !173, file: !3, line: 96, type: !8)
!179 = !DILocalVariable(name: "tid", scope: !173, file: !3, line: 98, type: !19)
!180 = !DILocalVariable(name: "s", scope: !181, file: !3, line: 101, type: !19)
!181 = distinct !DILexicalBlock(scope: !173, file: !3, line: 101, column: 3)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 8192, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 256)
!185 = !DIGlobalVariableExpression(var: !186, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!186 = distinct !DIGlobalVariable(name: "sdata", scope: !187, file: !3, line: 108, type: !182, isLocal: true, isDefinition: true)
!187 = distinct !DISubprogram(name: "reduce_strided_index", scope: !3, file: !3, line: 107, type: !174, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !188)
!188 = !{!189, !190, !191, !192, !194}
!189 = !DILocalVariable(name: "out", arg: 1, scope: !187, file: !3, line: 107, type: !6)
!190 = !DILocalVariable(name: "in", arg: 2, scope: !187, file: !3, line: 107, type: !8)
!191 = !DILocalVariable(name: "tid", scope: !187, file: !3, line: 109, type: !19)
!192 = !DILocalVariable(name: "s", scope: !193, file: !3, line: 112, type: !19)
!193 = distinct !DILexicalBlock(scope: !187, file: !3, line: 112, column: 3)
!194 = !DILocalVariable(name: "index", scope: !195, file: !3, line: 113, type: !19)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 112, column: 41)
!196 = distinct !DILexicalBlock(scope: !193, file: !3, line: 112, column: 3)
!197 = !DIGlobalVariableExpression(var: !198, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!198 = distinct !DIGlobalVariable(name: "sdata", scope: !199, file: !3, line: 120, type: !182, isLocal: true, isDefinition: true)
!199 = distinct !DISubprogram(name: "reduce_sequential", scope: !3, file: !3, line: 119, type: !174, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !200)
!200 = !{!201, !202, !203, !204}
!201 = !DILocalVariable(name: "out", arg: 1, scope: !199, file: !3, line: 119, type: !6)
!202 = !DILocalVariable(name: "in", arg: 2, scope: !199, file: !3, line: 119, type: !8)
!203 = !DILocalVariable(name: "tid", scope: !199, file: !3, line: 121, type: !19)
!204 = !DILocalVariable(name: "s", scope: !205, file: !3, line: 124, type: !19)
!205 = distinct !DILexicalBlock(scope: !199, file: !3, line: 124, column: 3)
!206 = !{!207, !208, !209, !210, !211}
!207 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 42, type: !6)
!208 = !DILocalVariable(name: "in", arg: 2, scope: !2, file: !3, line: 42, type: !8)
!209 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 42, type: !10)
!210 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 44, type: !10)
!211 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 44, type: !10)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 32768, elements: !213)
!213 = !{!143, !143}
!214 = !{ptr @copy, !"kernel", i32 1}
!215 = !{ptr @stride_k, !"kernel", i32 1}
!216 = !{ptr @stride2, !"kernel", i32 1}
!217 = !{ptr @offset1, !"kernel", i32 1}
!218 = !{ptr @tile2d, !"kernel", i32 1}
!219 = !{ptr @transpose_naive, !"kernel", i32 1}
!220 = !{ptr @transpose_shared, !"kernel", i32 1}
!221 = !{ptr @transpose_padded, !"kernel", i32 1}
!222 = !{ptr @matmul_naive, !"kernel", i32 1}
!223 = !{ptr @matmul_tiled, !"kernel", i32 1}
!224 = !{ptr @aos, !"kernel", i32 1}
!225 = !{ptr @soa, !"kernel", i32 1}
!226 = !{ptr @types, !"kernel", i32 1}
!227 = !{ptr @gather, !"kernel", i32 1}
!228 = !{ptr @reduce_interleaved, !"kernel", i32 1}
!229 = !{ptr @reduce_strided_index, !"kernel", i32 1}
!230 = !{ptr @reduce_sequential, !"kernel", i32 1}
!231 = !{ptr @grid_stride, !"kernel", i32 1}
!232 = !{ptr @atomic_hist, !"kernel", i32 1}
!233 = !{ptr @triangular_rows, !"kernel", i32 1}
!234 = !{i32 7, !"Dwarf Version", i32 2}
!235 = !{i32 2, !"Debug Info Version", i32 3}
!236 = !{i32 1, !"wchar_size", i32 4}
!237 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!238 = !{i32 7, !"frame-pointer", i32 2}
!239 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!240 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!241 = distinct !DISubprogram(name: "copy", scope: !3, file: !3, line: 16, type: !4, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !242)
!242 = !{!243, !244, !245, !246}
!243 = !DILocalVariable(name: "out", arg: 1, scope: !241, file: !3, line: 16, type: !6)
!244 = !DILocalVariable(name: "in", arg: 2, scope: !241, file: !3, line: 16, type: !8)
!245 = !DILocalVariable(name: "n", arg: 3, scope: !241, file: !3, line: 16, type: !10)
!246 = !DILocalVariable(name: "i", scope: !241, file: !3, line: 17, type: !10)
!247 = !DILocation(line: 0, scope: !241)
!248 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !250)
!249 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !13, file: !14, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !16)
!250 = distinct !DILocation(line: 17, column: 11, scope: !241)
!251 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !253)
!252 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !47, file: !14, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !49)
!253 = distinct !DILocation(line: 17, column: 24, scope: !241)
!254 = !DILocation(line: 17, column: 22, scope: !241)
!255 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !257)
!256 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !75, file: !14, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !77)
!257 = distinct !DILocation(line: 17, column: 37, scope: !241)
!258 = !DILocation(line: 17, column: 35, scope: !241)
!259 = !DILocation(line: 18, column: 9, scope: !260)
!260 = distinct !DILexicalBlock(scope: !241, file: !3, line: 18, column: 7)
!261 = !DILocation(line: 18, column: 7, scope: !241)
!262 = !DILocation(line: 18, column: 23, scope: !260)
!263 = !{!264, !264, i64 0}
!264 = !{!"float", !265, i64 0}
!265 = !{!"omnipotent char", !266, i64 0}
!266 = !{!"Simple C++ TBAA"}
!267 = !DILocation(line: 18, column: 21, scope: !260)
!268 = !DILocation(line: 18, column: 14, scope: !260)
!269 = !DILocation(line: 19, column: 1, scope: !241)
!270 = distinct !DISubprogram(name: "stride_k", scope: !3, file: !3, line: 20, type: !4, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !271)
!271 = !{!272, !273, !274, !275}
!272 = !DILocalVariable(name: "out", arg: 1, scope: !270, file: !3, line: 20, type: !6)
!273 = !DILocalVariable(name: "in", arg: 2, scope: !270, file: !3, line: 20, type: !8)
!274 = !DILocalVariable(name: "k", arg: 3, scope: !270, file: !3, line: 20, type: !10)
!275 = !DILocalVariable(name: "i", scope: !270, file: !3, line: 21, type: !10)
!276 = !DILocation(line: 0, scope: !270)
!277 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !278)
!278 = distinct !DILocation(line: 21, column: 11, scope: !270)
!279 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !280)
!280 = distinct !DILocation(line: 21, column: 24, scope: !270)
!281 = !DILocation(line: 21, column: 22, scope: !270)
!282 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !283)
!283 = distinct !DILocation(line: 21, column: 37, scope: !270)
!284 = !DILocation(line: 21, column: 35, scope: !270)
!285 = !DILocation(line: 22, column: 17, scope: !270)
!286 = !DILocation(line: 22, column: 12, scope: !270)
!287 = !DILocation(line: 22, column: 3, scope: !270)
!288 = !DILocation(line: 22, column: 10, scope: !270)
!289 = !DILocation(line: 23, column: 1, scope: !270)
!290 = distinct !DISubprogram(name: "stride2", scope: !3, file: !3, line: 24, type: !174, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !291)
!291 = !{!292, !293, !294}
!292 = !DILocalVariable(name: "out", arg: 1, scope: !290, file: !3, line: 24, type: !6)
!293 = !DILocalVariable(name: "in", arg: 2, scope: !290, file: !3, line: 24, type: !8)
!294 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 25, type: !10)
!295 = !DILocation(line: 0, scope: !290)
!296 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !297)
!297 = distinct !DILocation(line: 25, column: 11, scope: !290)
!298 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !299)
!299 = distinct !DILocation(line: 25, column: 24, scope: !290)
!300 = !DILocation(line: 25, column: 22, scope: !290)
!301 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !302)
!302 = distinct !DILocation(line: 25, column: 37, scope: !290)
!303 = !DILocation(line: 25, column: 35, scope: !290)
!304 = !DILocation(line: 26, column: 17, scope: !290)
!305 = !DILocation(line: 26, column: 12, scope: !290)
!306 = !DILocation(line: 26, column: 3, scope: !290)
!307 = !DILocation(line: 26, column: 10, scope: !290)
!308 = !DILocation(line: 27, column: 1, scope: !290)
!309 = distinct !DISubprogram(name: "offset1", scope: !3, file: !3, line: 28, type: !174, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !310)
!310 = !{!311, !312, !313}
!311 = !DILocalVariable(name: "out", arg: 1, scope: !309, file: !3, line: 28, type: !6)
!312 = !DILocalVariable(name: "in", arg: 2, scope: !309, file: !3, line: 28, type: !8)
!313 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 29, type: !10)
!314 = !DILocation(line: 0, scope: !309)
!315 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !316)
!316 = distinct !DILocation(line: 29, column: 11, scope: !309)
!317 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !318)
!318 = distinct !DILocation(line: 29, column: 24, scope: !309)
!319 = !DILocation(line: 29, column: 22, scope: !309)
!320 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !321)
!321 = distinct !DILocation(line: 29, column: 37, scope: !309)
!322 = !DILocation(line: 29, column: 35, scope: !309)
!323 = !DILocation(line: 30, column: 12, scope: !309)
!324 = !DILocation(line: 30, column: 3, scope: !309)
!325 = !DILocation(line: 30, column: 10, scope: !309)
!326 = !DILocation(line: 31, column: 1, scope: !309)
!327 = distinct !DISubprogram(name: "tile2d", scope: !3, file: !3, line: 32, type: !4, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !328)
!328 = !{!329, !330, !331, !332, !333}
!329 = !DILocalVariable(name: "out", arg: 1, scope: !327, file: !3, line: 32, type: !6)
!330 = !DILocalVariable(name: "in", arg: 2, scope: !327, file: !3, line: 32, type: !8)
!331 = !DILocalVariable(name: "n", arg: 3, scope: !327, file: !3, line: 32, type: !10)
!332 = !DILocalVariable(name: "x", scope: !327, file: !3, line: 33, type: !10)
!333 = !DILocalVariable(name: "y", scope: !327, file: !3, line: 34, type: !10)
!334 = !DILocation(line: 0, scope: !327)
!335 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !336)
!336 = distinct !DILocation(line: 33, column: 11, scope: !327)
!337 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !338)
!338 = distinct !DILocation(line: 33, column: 24, scope: !327)
!339 = !DILocation(line: 33, column: 22, scope: !327)
!340 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !341)
!341 = distinct !DILocation(line: 33, column: 37, scope: !327)
!342 = !DILocation(line: 33, column: 35, scope: !327)
!343 = !DILocation(line: 67, column: 3, scope: !344, inlinedAt: !345)
!344 = distinct !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv", scope: !13, file: !14, line: 67, type: !17, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !20)
!345 = distinct !DILocation(line: 34, column: 11, scope: !327)
!346 = !DILocation(line: 80, column: 3, scope: !347, inlinedAt: !348)
!347 = distinct !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv", scope: !47, file: !14, line: 80, type: !17, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !50)
!348 = distinct !DILocation(line: 34, column: 24, scope: !327)
!349 = !DILocation(line: 34, column: 22, scope: !327)
!350 = !DILocation(line: 54, column: 3, scope: !351, inlinedAt: !352)
!351 = distinct !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv", scope: !75, file: !14, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !78)
!352 = distinct !DILocation(line: 34, column: 37, scope: !327)
!353 = !DILocation(line: 34, column: 35, scope: !327)
!354 = !DILocation(line: 35, column: 25, scope: !327)
!355 = !DILocation(line: 35, column: 29, scope: !327)
!356 = !DILocation(line: 35, column: 20, scope: !327)
!357 = !DILocation(line: 35, column: 34, scope: !327)
!358 = !DILocation(line: 35, column: 3, scope: !327)
!359 = !DILocation(line: 35, column: 18, scope: !327)
!360 = !DILocation(line: 36, column: 1, scope: !327)
!361 = distinct !DISubprogram(name: "transpose_naive", scope: !3, file: !3, line: 37, type: !4, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !362)
!362 = !{!363, !364, !365, !366, !367}
!363 = !DILocalVariable(name: "out", arg: 1, scope: !361, file: !3, line: 37, type: !6)
!364 = !DILocalVariable(name: "in", arg: 2, scope: !361, file: !3, line: 37, type: !8)
!365 = !DILocalVariable(name: "n", arg: 3, scope: !361, file: !3, line: 37, type: !10)
!366 = !DILocalVariable(name: "x", scope: !361, file: !3, line: 38, type: !10)
!367 = !DILocalVariable(name: "y", scope: !361, file: !3, line: 39, type: !10)
!368 = !DILocation(line: 0, scope: !361)
!369 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !370)
!370 = distinct !DILocation(line: 38, column: 11, scope: !361)
!371 = !DILocation(line: 38, column: 22, scope: !361)
!372 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !373)
!373 = distinct !DILocation(line: 38, column: 29, scope: !361)
!374 = !DILocation(line: 38, column: 27, scope: !361)
!375 = !DILocation(line: 67, column: 3, scope: !344, inlinedAt: !376)
!376 = distinct !DILocation(line: 39, column: 11, scope: !361)
!377 = !DILocation(line: 39, column: 22, scope: !361)
!378 = !DILocation(line: 54, column: 3, scope: !351, inlinedAt: !379)
!379 = distinct !DILocation(line: 39, column: 29, scope: !361)
!380 = !DILocation(line: 39, column: 27, scope: !361)
!381 = !DILocation(line: 40, column: 25, scope: !361)
!382 = !DILocation(line: 40, column: 29, scope: !361)
!383 = !DILocation(line: 40, column: 20, scope: !361)
!384 = !DILocation(line: 40, column: 9, scope: !361)
!385 = !DILocation(line: 40, column: 13, scope: !361)
!386 = !DILocation(line: 40, column: 3, scope: !361)
!387 = !DILocation(line: 40, column: 18, scope: !361)
!388 = !DILocation(line: 41, column: 1, scope: !361)
!389 = !DILocation(line: 0, scope: !2)
!390 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !391)
!391 = distinct !DILocation(line: 44, column: 11, scope: !2)
!392 = !DILocation(line: 44, column: 22, scope: !2)
!393 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !394)
!394 = distinct !DILocation(line: 44, column: 29, scope: !2)
!395 = !DILocation(line: 44, column: 27, scope: !2)
!396 = !DILocation(line: 67, column: 3, scope: !344, inlinedAt: !397)
!397 = distinct !DILocation(line: 44, column: 46, scope: !2)
!398 = !DILocation(line: 44, column: 57, scope: !2)
!399 = !DILocation(line: 54, column: 3, scope: !351, inlinedAt: !400)
!400 = distinct !DILocation(line: 44, column: 64, scope: !2)
!401 = !DILocation(line: 44, column: 62, scope: !2)
!402 = !DILocation(line: 45, column: 41, scope: !2)
!403 = !DILocation(line: 45, column: 45, scope: !2)
!404 = !DILocation(line: 45, column: 36, scope: !2)
!405 = !DILocation(line: 45, column: 3, scope: !2)
!406 = !DILocation(line: 45, column: 34, scope: !2)
!407 = !DILocation(line: 46, column: 3, scope: !2)
!408 = !DILocation(line: 47, column: 23, scope: !2)
!409 = !DILocation(line: 47, column: 58, scope: !2)
!410 = !DILocation(line: 48, column: 20, scope: !2)
!411 = !DILocation(line: 48, column: 9, scope: !2)
!412 = !DILocation(line: 48, column: 13, scope: !2)
!413 = !DILocation(line: 48, column: 3, scope: !2)
!414 = !DILocation(line: 48, column: 18, scope: !2)
!415 = !DILocation(line: 49, column: 1, scope: !2)
!416 = !DILocation(line: 0, scope: !134)
!417 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !418)
!418 = distinct !DILocation(line: 52, column: 11, scope: !134)
!419 = !DILocation(line: 52, column: 22, scope: !134)
!420 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !421)
!421 = distinct !DILocation(line: 52, column: 29, scope: !134)
!422 = !DILocation(line: 52, column: 27, scope: !134)
!423 = !DILocation(line: 67, column: 3, scope: !344, inlinedAt: !424)
!424 = distinct !DILocation(line: 52, column: 46, scope: !134)
!425 = !DILocation(line: 52, column: 57, scope: !134)
!426 = !DILocation(line: 54, column: 3, scope: !351, inlinedAt: !427)
!427 = distinct !DILocation(line: 52, column: 64, scope: !134)
!428 = !DILocation(line: 52, column: 62, scope: !134)
!429 = !DILocation(line: 53, column: 41, scope: !134)
!430 = !DILocation(line: 53, column: 45, scope: !134)
!431 = !DILocation(line: 53, column: 36, scope: !134)
!432 = !DILocation(line: 53, column: 3, scope: !134)
!433 = !DILocation(line: 53, column: 34, scope: !134)
!434 = !DILocation(line: 54, column: 3, scope: !134)
!435 = !DILocation(line: 55, column: 23, scope: !134)
!436 = !DILocation(line: 55, column: 58, scope: !134)
!437 = !DILocation(line: 56, column: 20, scope: !134)
!438 = !DILocation(line: 56, column: 9, scope: !134)
!439 = !DILocation(line: 56, column: 13, scope: !134)
!440 = !DILocation(line: 56, column: 3, scope: !134)
!441 = !DILocation(line: 56, column: 18, scope: !134)
!442 = !DILocation(line: 57, column: 1, scope: !134)
!443 = distinct !DISubprogram(name: "matmul_naive", scope: !3, file: !3, line: 58, type: !148, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !444)
!444 = !{!445, !446, !447, !448, !449, !450, !451, !452}
!445 = !DILocalVariable(name: "C", arg: 1, scope: !443, file: !3, line: 58, type: !6)
!446 = !DILocalVariable(name: "A", arg: 2, scope: !443, file: !3, line: 58, type: !8)
!447 = !DILocalVariable(name: "B", arg: 3, scope: !443, file: !3, line: 58, type: !8)
!448 = !DILocalVariable(name: "n", arg: 4, scope: !443, file: !3, line: 58, type: !10)
!449 = !DILocalVariable(name: "row", scope: !443, file: !3, line: 59, type: !10)
!450 = !DILocalVariable(name: "col", scope: !443, file: !3, line: 60, type: !10)
!451 = !DILocalVariable(name: "s", scope: !443, file: !3, line: 61, type: !7)
!452 = !DILocalVariable(name: "k", scope: !453, file: !3, line: 62, type: !10)
!453 = distinct !DILexicalBlock(scope: !443, file: !3, line: 62, column: 3)
!454 = !DILocation(line: 0, scope: !443)
!455 = !DILocation(line: 67, column: 3, scope: !344, inlinedAt: !456)
!456 = distinct !DILocation(line: 59, column: 13, scope: !443)
!457 = !DILocation(line: 80, column: 3, scope: !347, inlinedAt: !458)
!458 = distinct !DILocation(line: 59, column: 26, scope: !443)
!459 = !DILocation(line: 59, column: 24, scope: !443)
!460 = !DILocation(line: 54, column: 3, scope: !351, inlinedAt: !461)
!461 = distinct !DILocation(line: 59, column: 39, scope: !443)
!462 = !DILocation(line: 59, column: 37, scope: !443)
!463 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !464)
!464 = distinct !DILocation(line: 60, column: 13, scope: !443)
!465 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !466)
!466 = distinct !DILocation(line: 60, column: 26, scope: !443)
!467 = !DILocation(line: 60, column: 24, scope: !443)
!468 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !469)
!469 = distinct !DILocation(line: 60, column: 39, scope: !443)
!470 = !DILocation(line: 60, column: 37, scope: !443)
!471 = !DILocation(line: 0, scope: !453)
!472 = !DILocation(line: 62, column: 21, scope: !473)
!473 = distinct !DILexicalBlock(scope: !453, file: !3, line: 62, column: 3)
!474 = !DILocation(line: 62, column: 3, scope: !453)
!475 = !DILocation(line: 62, column: 46, scope: !473)
!476 = !DILocation(line: 62, column: 36, scope: !473)
!477 = !DILocation(line: 62, column: 57, scope: !473)
!478 = !DILocation(line: 62, column: 61, scope: !473)
!479 = !DILocation(line: 62, column: 53, scope: !473)
!480 = !DILocation(line: 62, column: 51, scope: !473)
!481 = !DILocation(line: 62, column: 33, scope: !473)
!482 = !DILocation(line: 63, column: 13, scope: !443)
!483 = !DILocation(line: 63, column: 3, scope: !443)
!484 = !DILocation(line: 63, column: 20, scope: !443)
!485 = !DILocation(line: 64, column: 1, scope: !443)
!486 = !DILocation(line: 62, column: 26, scope: !473)
!487 = distinct !{!487, !474, !488, !489}
!488 = !DILocation(line: 62, column: 66, scope: !453)
!489 = !{!"llvm.loop.mustprogress"}
!490 = !DILocation(line: 0, scope: !147)
!491 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !492)
!492 = distinct !DILocation(line: 67, column: 12, scope: !147)
!493 = !DILocation(line: 54, column: 3, scope: !351, inlinedAt: !494)
!494 = distinct !DILocation(line: 67, column: 30, scope: !147)
!495 = !DILocation(line: 67, column: 3, scope: !344, inlinedAt: !496)
!496 = distinct !DILocation(line: 68, column: 13, scope: !147)
!497 = !DILocation(line: 68, column: 24, scope: !147)
!498 = !DILocation(line: 68, column: 29, scope: !147)
!499 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !500)
!500 = distinct !DILocation(line: 68, column: 41, scope: !147)
!501 = !DILocation(line: 68, column: 52, scope: !147)
!502 = !DILocation(line: 68, column: 57, scope: !147)
!503 = !DILocation(line: 0, scope: !161)
!504 = !DILocation(line: 70, column: 21, scope: !165)
!505 = !DILocation(line: 70, column: 3, scope: !161)
!506 = !DILocation(line: 74, column: 39, scope: !507)
!507 = distinct !DILexicalBlock(scope: !163, file: !3, line: 74, column: 5)
!508 = !DILocation(line: 69, column: 9, scope: !147)
!509 = !DILocation(line: 77, column: 13, scope: !147)
!510 = !DILocation(line: 77, column: 3, scope: !147)
!511 = !DILocation(line: 77, column: 20, scope: !147)
!512 = !DILocation(line: 78, column: 1, scope: !147)
!513 = !DILocation(line: 71, column: 32, scope: !164)
!514 = !DILocation(line: 71, column: 37, scope: !164)
!515 = !DILocation(line: 71, column: 18, scope: !164)
!516 = !DILocation(line: 71, column: 16, scope: !164)
!517 = !DILocation(line: 72, column: 28, scope: !164)
!518 = !DILocation(line: 72, column: 34, scope: !164)
!519 = !DILocation(line: 72, column: 38, scope: !164)
!520 = !DILocation(line: 72, column: 18, scope: !164)
!521 = !DILocation(line: 72, column: 16, scope: !164)
!522 = !DILocation(line: 73, column: 5, scope: !164)
!523 = !DILocation(line: 0, scope: !163)
!524 = !DILocation(line: 74, column: 51, scope: !507)
!525 = !DILocation(line: 74, column: 49, scope: !507)
!526 = !DILocation(line: 74, column: 36, scope: !507)
!527 = !DILocation(line: 75, column: 5, scope: !164)
!528 = !DILocation(line: 70, column: 31, scope: !165)
!529 = distinct !{!529, !505, !530, !489}
!530 = !DILocation(line: 76, column: 3, scope: !161)
!531 = distinct !DISubprogram(name: "aos", scope: !3, file: !3, line: 79, type: !532, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !541)
!532 = !DISubroutineType(types: !533)
!533 = !{null, !6, !534}
!534 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !535, size: 64)
!535 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !536)
!536 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P3", file: !3, line: 14, size: 96, flags: DIFlagTypePassByValue, elements: !537, identifier: "_ZTS2P3")
!537 = !{!538, !539, !540}
!538 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !536, file: !3, line: 14, baseType: !7, size: 32)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !536, file: !3, line: 14, baseType: !7, size: 32, offset: 32)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !536, file: !3, line: 14, baseType: !7, size: 32, offset: 64)
!541 = !{!542, !543, !544}
!542 = !DILocalVariable(name: "out", arg: 1, scope: !531, file: !3, line: 79, type: !6)
!543 = !DILocalVariable(name: "p", arg: 2, scope: !531, file: !3, line: 79, type: !534)
!544 = !DILocalVariable(name: "i", scope: !531, file: !3, line: 80, type: !10)
!545 = !DILocation(line: 0, scope: !531)
!546 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !547)
!547 = distinct !DILocation(line: 80, column: 11, scope: !531)
!548 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !549)
!549 = distinct !DILocation(line: 80, column: 24, scope: !531)
!550 = !DILocation(line: 80, column: 22, scope: !531)
!551 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !552)
!552 = distinct !DILocation(line: 80, column: 37, scope: !531)
!553 = !DILocation(line: 80, column: 35, scope: !531)
!554 = !DILocation(line: 81, column: 12, scope: !531)
!555 = !DILocation(line: 81, column: 17, scope: !531)
!556 = !{!557, !264, i64 0}
!557 = !{!"_ZTS2P3", !264, i64 0, !264, i64 4, !264, i64 8}
!558 = !DILocation(line: 81, column: 3, scope: !531)
!559 = !DILocation(line: 81, column: 10, scope: !531)
!560 = !DILocation(line: 82, column: 1, scope: !531)
!561 = distinct !DISubprogram(name: "soa", scope: !3, file: !3, line: 83, type: !174, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !562)
!562 = !{!563, !564, !565}
!563 = !DILocalVariable(name: "out", arg: 1, scope: !561, file: !3, line: 83, type: !6)
!564 = !DILocalVariable(name: "x", arg: 2, scope: !561, file: !3, line: 83, type: !8)
!565 = !DILocalVariable(name: "i", scope: !561, file: !3, line: 84, type: !10)
!566 = !DILocation(line: 0, scope: !561)
!567 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !568)
!568 = distinct !DILocation(line: 84, column: 11, scope: !561)
!569 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !570)
!570 = distinct !DILocation(line: 84, column: 24, scope: !561)
!571 = !DILocation(line: 84, column: 22, scope: !561)
!572 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !573)
!573 = distinct !DILocation(line: 84, column: 37, scope: !561)
!574 = !DILocation(line: 84, column: 35, scope: !561)
!575 = !DILocation(line: 85, column: 12, scope: !561)
!576 = !DILocation(line: 85, column: 3, scope: !561)
!577 = !DILocation(line: 85, column: 10, scope: !561)
!578 = !DILocation(line: 86, column: 1, scope: !561)
!579 = distinct !DISubprogram(name: "types", scope: !3, file: !3, line: 87, type: !580, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !595)
!580 = !DISubroutineType(types: !581)
!581 = !{null, !582, !584, !586, !588}
!582 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !583, size: 64)
!583 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!584 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64)
!585 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!586 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !587, size: 64)
!587 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !589, size: 64)
!589 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f4", file: !3, line: 13, size: 128, align: 128, flags: DIFlagTypePassByValue, elements: !590, identifier: "_ZTS2f4")
!590 = !{!591, !592, !593, !594}
!591 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !589, file: !3, line: 13, baseType: !7, size: 32)
!592 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !589, file: !3, line: 13, baseType: !7, size: 32, offset: 32)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !589, file: !3, line: 13, baseType: !7, size: 32, offset: 64)
!594 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !589, file: !3, line: 13, baseType: !7, size: 32, offset: 96)
!595 = !{!596, !597, !598, !599, !600, !601}
!596 = !DILocalVariable(name: "c", arg: 1, scope: !579, file: !3, line: 87, type: !582)
!597 = !DILocalVariable(name: "s", arg: 2, scope: !579, file: !3, line: 87, type: !584)
!598 = !DILocalVariable(name: "d", arg: 3, scope: !579, file: !3, line: 87, type: !586)
!599 = !DILocalVariable(name: "v", arg: 4, scope: !579, file: !3, line: 87, type: !588)
!600 = !DILocalVariable(name: "i", scope: !579, file: !3, line: 88, type: !10)
!601 = !DILocalVariable(name: "t", scope: !579, file: !3, line: 90, type: !589)
!602 = distinct !DIAssignID()
!603 = !DILocation(line: 0, scope: !579)
!604 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !605)
!605 = distinct !DILocation(line: 88, column: 11, scope: !579)
!606 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !607)
!607 = distinct !DILocation(line: 88, column: 24, scope: !579)
!608 = !DILocation(line: 88, column: 22, scope: !579)
!609 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !610)
!610 = distinct !DILocation(line: 88, column: 37, scope: !579)
!611 = !DILocation(line: 88, column: 35, scope: !579)
!612 = !DILocation(line: 89, column: 3, scope: !579)
!613 = !DILocation(line: 89, column: 8, scope: !579)
!614 = !{!265, !265, i64 0}
!615 = !DILocation(line: 89, column: 13, scope: !579)
!616 = !DILocation(line: 89, column: 18, scope: !579)
!617 = !{!618, !618, i64 0}
!618 = !{!"short", !265, i64 0}
!619 = !DILocation(line: 89, column: 23, scope: !579)
!620 = !DILocation(line: 89, column: 28, scope: !579)
!621 = !{!622, !622, i64 0}
!622 = !{!"double", !265, i64 0}
!623 = !DILocation(line: 90, column: 10, scope: !579)
!624 = distinct !DIAssignID()
!625 = !DILocation(line: 90, column: 20, scope: !579)
!626 = !DILocation(line: 90, column: 34, scope: !579)
!627 = !DILocation(line: 91, column: 1, scope: !579)
!628 = distinct !DISubprogram(name: "gather", scope: !3, file: !3, line: 92, type: !629, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !633)
!629 = !DISubroutineType(types: !630)
!630 = !{null, !6, !8, !631}
!631 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !632, size: 64)
!632 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!633 = !{!634, !635, !636, !637}
!634 = !DILocalVariable(name: "out", arg: 1, scope: !628, file: !3, line: 92, type: !6)
!635 = !DILocalVariable(name: "in", arg: 2, scope: !628, file: !3, line: 92, type: !8)
!636 = !DILocalVariable(name: "idx", arg: 3, scope: !628, file: !3, line: 92, type: !631)
!637 = !DILocalVariable(name: "i", scope: !628, file: !3, line: 93, type: !10)
!638 = !DILocation(line: 0, scope: !628)
!639 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !640)
!640 = distinct !DILocation(line: 93, column: 11, scope: !628)
!641 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !642)
!642 = distinct !DILocation(line: 93, column: 24, scope: !628)
!643 = !DILocation(line: 93, column: 22, scope: !628)
!644 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !645)
!645 = distinct !DILocation(line: 93, column: 37, scope: !628)
!646 = !DILocation(line: 93, column: 35, scope: !628)
!647 = !DILocation(line: 94, column: 15, scope: !628)
!648 = !{!649, !649, i64 0}
!649 = !{!"int", !265, i64 0}
!650 = !DILocation(line: 94, column: 12, scope: !628)
!651 = !DILocation(line: 94, column: 3, scope: !628)
!652 = !DILocation(line: 94, column: 10, scope: !628)
!653 = !DILocation(line: 95, column: 1, scope: !628)
!654 = !DILocation(line: 0, scope: !173)
!655 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !656)
!656 = distinct !DILocation(line: 98, column: 18, scope: !173)
!657 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !658)
!658 = distinct !DILocation(line: 99, column: 19, scope: !173)
!659 = !DILocation(line: 99, column: 30, scope: !173)
!660 = !DILocation(line: 99, column: 36, scope: !173)
!661 = !DILocation(line: 99, column: 16, scope: !173)
!662 = !DILocation(line: 99, column: 3, scope: !173)
!663 = !DILocation(line: 99, column: 14, scope: !173)
!664 = !DILocation(line: 100, column: 3, scope: !173)
!665 = !DILocation(line: 0, scope: !181)
!666 = !DILocation(line: 102, column: 13, scope: !667)
!667 = distinct !DILexicalBlock(scope: !668, file: !3, line: 102, column: 9)
!668 = distinct !DILexicalBlock(scope: !669, file: !3, line: 101, column: 41)
!669 = distinct !DILexicalBlock(scope: !181, file: !3, line: 101, column: 3)
!670 = !DILocation(line: 102, column: 23, scope: !667)
!671 = !DILocation(line: 102, column: 9, scope: !668)
!672 = !DILocation(line: 102, column: 43, scope: !667)
!673 = !DILocation(line: 102, column: 40, scope: !667)
!674 = !DILocation(line: 102, column: 29, scope: !667)
!675 = !DILocation(line: 103, column: 5, scope: !668)
!676 = !DILocation(line: 105, column: 11, scope: !677)
!677 = distinct !DILexicalBlock(scope: !173, file: !3, line: 105, column: 7)
!678 = !DILocation(line: 105, column: 7, scope: !173)
!679 = !DILocation(line: 105, column: 35, scope: !677)
!680 = !DILocation(line: 105, column: 33, scope: !677)
!681 = !DILocation(line: 105, column: 17, scope: !677)
!682 = !DILocation(line: 106, column: 1, scope: !173)
!683 = !DILocation(line: 0, scope: !187)
!684 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !685)
!685 = distinct !DILocation(line: 109, column: 18, scope: !187)
!686 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !687)
!687 = distinct !DILocation(line: 110, column: 19, scope: !187)
!688 = !DILocation(line: 110, column: 30, scope: !187)
!689 = !DILocation(line: 110, column: 36, scope: !187)
!690 = !DILocation(line: 110, column: 16, scope: !187)
!691 = !DILocation(line: 110, column: 3, scope: !187)
!692 = !DILocation(line: 110, column: 14, scope: !187)
!693 = !DILocation(line: 111, column: 3, scope: !187)
!694 = !DILocation(line: 0, scope: !193)
!695 = !DILocation(line: 0, scope: !195)
!696 = !DILocation(line: 114, column: 15, scope: !697)
!697 = distinct !DILexicalBlock(scope: !195, file: !3, line: 114, column: 9)
!698 = !DILocation(line: 114, column: 9, scope: !195)
!699 = !DILocation(line: 113, column: 28, scope: !195)
!700 = !DILocation(line: 114, column: 38, scope: !697)
!701 = !DILocation(line: 114, column: 35, scope: !697)
!702 = !DILocation(line: 114, column: 22, scope: !697)
!703 = !DILocation(line: 115, column: 5, scope: !195)
!704 = !DILocation(line: 117, column: 11, scope: !705)
!705 = distinct !DILexicalBlock(scope: !187, file: !3, line: 117, column: 7)
!706 = !DILocation(line: 117, column: 7, scope: !187)
!707 = !DILocation(line: 117, column: 35, scope: !705)
!708 = !DILocation(line: 117, column: 33, scope: !705)
!709 = !DILocation(line: 117, column: 17, scope: !705)
!710 = !DILocation(line: 118, column: 1, scope: !187)
!711 = !DILocation(line: 0, scope: !199)
!712 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !713)
!713 = distinct !DILocation(line: 121, column: 18, scope: !199)
!714 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !715)
!715 = distinct !DILocation(line: 122, column: 19, scope: !199)
!716 = !DILocation(line: 122, column: 30, scope: !199)
!717 = !DILocation(line: 122, column: 36, scope: !199)
!718 = !DILocation(line: 122, column: 16, scope: !199)
!719 = !DILocation(line: 122, column: 3, scope: !199)
!720 = !DILocation(line: 122, column: 14, scope: !199)
!721 = !DILocation(line: 123, column: 3, scope: !199)
!722 = !DILocation(line: 0, scope: !205)
!723 = !DILocation(line: 125, column: 13, scope: !724)
!724 = distinct !DILexicalBlock(scope: !725, file: !3, line: 125, column: 9)
!725 = distinct !DILexicalBlock(scope: !726, file: !3, line: 124, column: 42)
!726 = distinct !DILexicalBlock(scope: !205, file: !3, line: 124, column: 3)
!727 = !DILocation(line: 125, column: 9, scope: !725)
!728 = !DILocation(line: 125, column: 32, scope: !724)
!729 = !DILocation(line: 125, column: 29, scope: !724)
!730 = !DILocation(line: 125, column: 18, scope: !724)
!731 = !DILocation(line: 126, column: 5, scope: !725)
!732 = !DILocation(line: 128, column: 11, scope: !733)
!733 = distinct !DILexicalBlock(scope: !199, file: !3, line: 128, column: 7)
!734 = !DILocation(line: 128, column: 7, scope: !199)
!735 = !DILocation(line: 128, column: 35, scope: !733)
!736 = !DILocation(line: 128, column: 33, scope: !733)
!737 = !DILocation(line: 128, column: 17, scope: !733)
!738 = !DILocation(line: 129, column: 1, scope: !199)
!739 = distinct !DISubprogram(name: "grid_stride", scope: !3, file: !3, line: 130, type: !4, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !740)
!740 = !{!741, !742, !743, !744}
!741 = !DILocalVariable(name: "out", arg: 1, scope: !739, file: !3, line: 130, type: !6)
!742 = !DILocalVariable(name: "in", arg: 2, scope: !739, file: !3, line: 130, type: !8)
!743 = !DILocalVariable(name: "n", arg: 3, scope: !739, file: !3, line: 130, type: !10)
!744 = !DILocalVariable(name: "i", scope: !745, file: !3, line: 131, type: !10)
!745 = distinct !DILexicalBlock(scope: !739, file: !3, line: 131, column: 3)
!746 = !DILocation(line: 0, scope: !739)
!747 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !748)
!748 = distinct !DILocation(line: 131, column: 16, scope: !745)
!749 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !750)
!750 = distinct !DILocation(line: 131, column: 29, scope: !745)
!751 = !DILocation(line: 131, column: 27, scope: !745)
!752 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !753)
!753 = distinct !DILocation(line: 131, column: 42, scope: !745)
!754 = !DILocation(line: 131, column: 40, scope: !745)
!755 = !DILocation(line: 0, scope: !745)
!756 = !DILocation(line: 131, column: 57, scope: !757)
!757 = distinct !DILexicalBlock(scope: !745, file: !3, line: 131, column: 3)
!758 = !DILocation(line: 131, column: 3, scope: !745)
!759 = !DILocation(line: 134, column: 1, scope: !739)
!760 = !DILocation(line: 133, column: 14, scope: !757)
!761 = !DILocation(line: 133, column: 20, scope: !757)
!762 = !DILocation(line: 133, column: 5, scope: !757)
!763 = !DILocation(line: 133, column: 12, scope: !757)
!764 = !DILocation(line: 132, column: 10, scope: !757)
!765 = distinct !{!765, !758, !766, !489}
!766 = !DILocation(line: 133, column: 22, scope: !745)
!767 = distinct !DISubprogram(name: "atomic_hist", scope: !3, file: !3, line: 135, type: !768, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !771)
!768 = !DISubroutineType(types: !769)
!769 = !{null, !770, !631}
!770 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!771 = !{!772, !773, !774}
!772 = !DILocalVariable(name: "h", arg: 1, scope: !767, file: !3, line: 135, type: !770)
!773 = !DILocalVariable(name: "in", arg: 2, scope: !767, file: !3, line: 135, type: !631)
!774 = !DILocalVariable(name: "i", scope: !767, file: !3, line: 136, type: !10)
!775 = !DILocation(line: 0, scope: !767)
!776 = !DILocation(line: 66, column: 3, scope: !249, inlinedAt: !777)
!777 = distinct !DILocation(line: 136, column: 11, scope: !767)
!778 = !DILocation(line: 79, column: 3, scope: !252, inlinedAt: !779)
!779 = distinct !DILocation(line: 136, column: 24, scope: !767)
!780 = !DILocation(line: 136, column: 22, scope: !767)
!781 = !DILocation(line: 53, column: 3, scope: !256, inlinedAt: !782)
!782 = distinct !DILocation(line: 136, column: 37, scope: !767)
!783 = !DILocation(line: 136, column: 35, scope: !767)
!784 = !DILocation(line: 137, column: 40, scope: !767)
!785 = !DILocation(line: 137, column: 26, scope: !767)
!786 = !DILocation(line: 137, column: 47, scope: !767)
!787 = !DILocation(line: 137, column: 3, scope: !767)
!788 = !DILocation(line: 138, column: 1, scope: !767)
!789 = distinct !DISubprogram(name: "triangular_rows", scope: !3, file: !3, line: 141, type: !790, scopeLine: 141, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !792)
!790 = !DISubroutineType(types: !791)
!791 = !{null, !6, !10}
!792 = !{!793, !794, !795, !797}
!793 = !DILocalVariable(name: "a", arg: 1, scope: !789, file: !3, line: 141, type: !6)
!794 = !DILocalVariable(name: "m", arg: 2, scope: !789, file: !3, line: 141, type: !10)
!795 = !DILocalVariable(name: "j", scope: !796, file: !3, line: 143, type: !10)
!796 = distinct !DILexicalBlock(scope: !789, file: !3, line: 143, column: 3)
!797 = !DILocalVariable(name: "k", scope: !798, file: !3, line: 145, type: !10)
!798 = distinct !DILexicalBlock(scope: !799, file: !3, line: 145, column: 5)
!799 = distinct !DILexicalBlock(scope: !800, file: !3, line: 143, column: 31)
!800 = distinct !DILexicalBlock(scope: !796, file: !3, line: 143, column: 3)
!801 = !DILocation(line: 0, scope: !789)
!802 = !DILocation(line: 0, scope: !796)
!803 = !DILocation(line: 143, column: 21, scope: !800)
!804 = !DILocation(line: 143, column: 3, scope: !796)
!805 = !DILocation(line: 148, column: 1, scope: !789)
!806 = !DILocation(line: 0, scope: !798)
!807 = !DILocation(line: 145, column: 33, scope: !808)
!808 = distinct !DILexicalBlock(scope: !798, file: !3, line: 145, column: 5)
!809 = !DILocation(line: 145, column: 5, scope: !798)
!810 = !DILocation(line: 143, column: 26, scope: !800)
!811 = distinct !{!811, !804, !812, !489, !813}
!812 = !DILocation(line: 147, column: 3, scope: !796)
!813 = !{!"llvm.loop.unroll.disable"}
!814 = !DILocation(line: 146, column: 11, scope: !808)
!815 = !DILocation(line: 146, column: 7, scope: !808)
!816 = !DILocation(line: 146, column: 22, scope: !808)
!817 = !DILocation(line: 145, column: 44, scope: !808)
!818 = distinct !{!818, !809, !819, !489, !813}
!819 = !DILocation(line: 146, column: 24, scope: !798)
