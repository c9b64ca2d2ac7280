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
define dso_local void @copy(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !240 {
    #dbg_value(ptr %0, !242, !DIExpression(), !246)
    #dbg_value(ptr %1, !243, !DIExpression(), !246)
    #dbg_value(i32 %2, !244, !DIExpression(), !246)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !247
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !250
  %6 = mul i32 %4, %5, !dbg !253
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !254
  %8 = add i32 %6, %7, !dbg !257
    #dbg_value(i32 %8, !245, !DIExpression(), !246)
  %9 = icmp slt i32 %8, %2, !dbg !258
  br i1 %9, label %10, label %15, !dbg !260

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = getelementptr inbounds float, ptr %1, i64 %11
  %14 = load float, ptr %13, align 4, !dbg !261, !tbaa !262
  store float %14, ptr %12, align 4, !dbg !266, !tbaa !262
  br label %15, !dbg !267

15:                                               ; preds = %10, %3
  ret void, !dbg !268
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stride_k(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !269 {
    #dbg_value(ptr %0, !271, !DIExpression(), !275)
    #dbg_value(ptr %1, !272, !DIExpression(), !275)
    #dbg_value(i32 %2, !273, !DIExpression(), !275)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !276
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !278
  %6 = mul i32 %4, %5, !dbg !280
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !281
  %8 = add i32 %6, %7, !dbg !283
    #dbg_value(i32 %8, !274, !DIExpression(), !275)
  %9 = mul nsw i32 %8, %2, !dbg !284
  %10 = sext i32 %9 to i64, !dbg !285
  %11 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !285
  %12 = load float, ptr %11, align 4, !dbg !285, !tbaa !262
  %13 = sext i32 %8 to i64, !dbg !286
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !286
  store float %12, ptr %14, align 4, !dbg !287, !tbaa !262
  ret void, !dbg !288
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @stride2(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !289 {
    #dbg_value(ptr %0, !291, !DIExpression(), !294)
    #dbg_value(ptr %1, !292, !DIExpression(), !294)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !295
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !297
  %5 = mul i32 %3, %4, !dbg !299
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !300
  %7 = add i32 %5, %6, !dbg !302
    #dbg_value(i32 %7, !293, !DIExpression(), !294)
  %8 = shl nsw i32 %7, 1, !dbg !303
  %9 = sext i32 %8 to i64, !dbg !304
  %10 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !304
  %11 = load float, ptr %10, align 4, !dbg !304, !tbaa !262
  %12 = sext i32 %7 to i64, !dbg !305
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !305
  store float %11, ptr %13, align 4, !dbg !306, !tbaa !262
  ret void, !dbg !307
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @offset1(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !308 {
    #dbg_value(ptr %0, !310, !DIExpression(), !313)
    #dbg_value(ptr %1, !311, !DIExpression(), !313)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !314
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !316
  %5 = mul i32 %3, %4, !dbg !318
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !319
  %7 = add i32 %5, %6, !dbg !321
    #dbg_value(i32 %7, !312, !DIExpression(), !313)
  %8 = sext i32 %7 to i64, !dbg !322
  %9 = getelementptr float, ptr %1, i64 %8, !dbg !322
  %10 = getelementptr i8, ptr %9, i64 4, !dbg !322
  %11 = load float, ptr %10, align 4, !dbg !322, !tbaa !262
  %12 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !323
  store float %11, ptr %12, align 4, !dbg !324, !tbaa !262
  ret void, !dbg !325
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @tile2d(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !326 {
    #dbg_value(ptr %0, !328, !DIExpression(), !333)
    #dbg_value(ptr %1, !329, !DIExpression(), !333)
    #dbg_value(i32 %2, !330, !DIExpression(), !333)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !334
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !336
  %6 = mul i32 %4, %5, !dbg !338
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !339
  %8 = add i32 %6, %7, !dbg !341
    #dbg_value(i32 %8, !331, !DIExpression(), !333)
  %9 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !342
  %10 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !345
  %11 = mul nuw nsw i32 %9, %10, !dbg !348
  %12 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !349
  %13 = add nuw nsw i32 %11, %12, !dbg !352
    #dbg_value(i32 %13, !332, !DIExpression(), !333)
  %14 = mul nsw i32 %13, %2, !dbg !353
  %15 = add nsw i32 %8, %14, !dbg !354
  %16 = sext i32 %15 to i64, !dbg !355
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !355
  %18 = load float, ptr %17, align 4, !dbg !355, !tbaa !262
  %19 = fmul contract float %18, 2.000000e+00, !dbg !356
  %20 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !357
  store float %19, ptr %20, align 4, !dbg !358, !tbaa !262
  ret void, !dbg !359
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @transpose_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !360 {
    #dbg_value(ptr %0, !362, !DIExpression(), !367)
    #dbg_value(ptr %1, !363, !DIExpression(), !367)
    #dbg_value(i32 %2, !364, !DIExpression(), !367)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !368
  %5 = shl i32 %4, 5, !dbg !370
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !371
  %7 = add i32 %5, %6, !dbg !373
    #dbg_value(i32 %7, !365, !DIExpression(), !367)
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !374
  %9 = shl nuw nsw i32 %8, 5, !dbg !376
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !377
  %11 = add nuw nsw i32 %9, %10, !dbg !379
    #dbg_value(i32 %11, !366, !DIExpression(), !367)
  %12 = mul nsw i32 %11, %2, !dbg !380
  %13 = add nsw i32 %12, %7, !dbg !381
  %14 = sext i32 %13 to i64, !dbg !382
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !382
  %16 = load float, ptr %15, align 4, !dbg !382, !tbaa !262
  %17 = mul nsw i32 %7, %2, !dbg !383
  %18 = add nsw i32 %17, %11, !dbg !384
  %19 = sext i32 %18 to i64, !dbg !385
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !385
  store float %16, ptr %20, align 4, !dbg !386, !tbaa !262
  ret void, !dbg !387
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_shared(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !2 {
    #dbg_value(ptr %0, !207, !DIExpression(), !388)
    #dbg_value(ptr %1, !208, !DIExpression(), !388)
    #dbg_value(i32 %2, !209, !DIExpression(), !388)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !389
  %5 = shl i32 %4, 5, !dbg !391
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !392
  %7 = add i32 %5, %6, !dbg !394
    #dbg_value(i32 %7, !210, !DIExpression(), !388)
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !395
  %9 = shl nuw nsw i32 %8, 5, !dbg !397
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !398
  %11 = add nuw nsw i32 %9, %10, !dbg !400
    #dbg_value(i32 %11, !211, !DIExpression(), !388)
  %12 = mul nsw i32 %11, %2, !dbg !401
  %13 = add nsw i32 %7, %12, !dbg !402
  %14 = sext i32 %13 to i64, !dbg !403
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !403
  %16 = load float, ptr %15, align 4, !dbg !403, !tbaa !262
  %17 = zext nneg i32 %10 to i64, !dbg !404
  %18 = zext nneg i32 %6 to i64, !dbg !404
  %19 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedE4tile to ptr), i64 0, i64 %17, i64 %18, !dbg !404
  store float %16, ptr %19, align 4, !dbg !405, !tbaa !262
  tail call void @llvm.nvvm.barrier0(), !dbg !406
  %20 = add nuw nsw i32 %9, %6, !dbg !407
    #dbg_value(i32 %20, !210, !DIExpression(), !388)
  %21 = add i32 %5, %10, !dbg !408
    #dbg_value(i32 %21, !211, !DIExpression(), !388)
  %22 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_sharedE4tile to ptr), i64 0, i64 %18, i64 %17, !dbg !409
  %23 = load float, ptr %22, align 4, !dbg !409, !tbaa !262
  %24 = mul nsw i32 %21, %2, !dbg !410
  %25 = add nsw i32 %20, %24, !dbg !411
  %26 = sext i32 %25 to i64, !dbg !412
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !412
  store float %23, ptr %27, align 4, !dbg !413, !tbaa !262
  ret void, !dbg !414
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @transpose_padded(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !134 {
    #dbg_value(ptr %0, !136, !DIExpression(), !415)
    #dbg_value(ptr %1, !137, !DIExpression(), !415)
    #dbg_value(i32 %2, !138, !DIExpression(), !415)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !416
  %5 = shl i32 %4, 5, !dbg !418
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !419
  %7 = add i32 %5, %6, !dbg !421
    #dbg_value(i32 %7, !139, !DIExpression(), !415)
  %8 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !422
  %9 = shl nuw nsw i32 %8, 5, !dbg !424
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !425
  %11 = add nuw nsw i32 %9, %10, !dbg !427
    #dbg_value(i32 %11, !140, !DIExpression(), !415)
  %12 = mul nsw i32 %11, %2, !dbg !428
  %13 = add nsw i32 %7, %12, !dbg !429
  %14 = sext i32 %13 to i64, !dbg !430
  %15 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !430
  %16 = load float, ptr %15, align 4, !dbg !430, !tbaa !262
  %17 = zext nneg i32 %10 to i64, !dbg !431
  %18 = zext nneg i32 %6 to i64, !dbg !431
  %19 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %17, i64 %18, !dbg !431
  store float %16, ptr %19, align 4, !dbg !432, !tbaa !262
  tail call void @llvm.nvvm.barrier0(), !dbg !433
  %20 = add nuw nsw i32 %9, %6, !dbg !434
    #dbg_value(i32 %20, !139, !DIExpression(), !415)
  %21 = add i32 %5, %10, !dbg !435
    #dbg_value(i32 %21, !140, !DIExpression(), !415)
  %22 = getelementptr inbounds [32 x [33 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16transpose_paddedE4tile to ptr), i64 0, i64 %18, i64 %17, !dbg !436
  %23 = load float, ptr %22, align 4, !dbg !436, !tbaa !262
  %24 = mul nsw i32 %21, %2, !dbg !437
  %25 = add nsw i32 %20, %24, !dbg !438
  %26 = sext i32 %25 to i64, !dbg !439
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !439
  store float %23, ptr %27, align 4, !dbg !440, !tbaa !262
  ret void, !dbg !441
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @matmul_naive(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #3 !dbg !442 {
    #dbg_value(ptr %0, !444, !DIExpression(), !453)
    #dbg_value(ptr %1, !445, !DIExpression(), !453)
    #dbg_value(ptr %2, !446, !DIExpression(), !453)
    #dbg_value(i32 %3, !447, !DIExpression(), !453)
  %5 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !454
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y(), !dbg !456
  %7 = mul nuw nsw i32 %5, %6, !dbg !458
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !459
  %9 = add nuw nsw i32 %7, %8, !dbg !461
    #dbg_value(i32 %9, !448, !DIExpression(), !453)
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !462
  %11 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !464
  %12 = mul i32 %10, %11, !dbg !466
  %13 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !467
  %14 = add i32 %12, %13, !dbg !469
    #dbg_value(i32 %14, !449, !DIExpression(), !453)
    #dbg_value(float 0.000000e+00, !450, !DIExpression(), !453)
    #dbg_value(i32 0, !451, !DIExpression(), !470)
  %15 = icmp sgt i32 %3, 0, !dbg !471
  %16 = mul nsw i32 %9, %3
  br i1 %15, label %17, label %39, !dbg !473

17:                                               ; preds = %4
  %18 = and i32 %3, 1, !dbg !473
  %19 = icmp eq i32 %3, 1, !dbg !473
  br i1 %19, label %22, label %20, !dbg !473

20:                                               ; preds = %17
  %21 = and i32 %3, 2147483646, !dbg !473
  br label %44, !dbg !473

22:                                               ; preds = %44, %17
  %23 = phi float [ poison, %17 ], [ %70, %44 ]
  %24 = phi i32 [ 0, %17 ], [ %71, %44 ]
  %25 = phi float [ 0.000000e+00, %17 ], [ %70, %44 ]
  %26 = icmp eq i32 %18, 0, !dbg !473
  br i1 %26, label %39, label %27, !dbg !473

27:                                               ; preds = %22
    #dbg_value(i32 %24, !451, !DIExpression(), !470)
    #dbg_value(float %25, !450, !DIExpression(), !453)
  %28 = add nuw nsw i32 %24, %16, !dbg !474
  %29 = zext nneg i32 %28 to i64, !dbg !475
  %30 = getelementptr inbounds float, ptr %1, i64 %29, !dbg !475
  %31 = load float, ptr %30, align 4, !dbg !475, !tbaa !262
  %32 = mul nuw nsw i32 %24, %3, !dbg !476
  %33 = add nsw i32 %32, %14, !dbg !477
  %34 = sext i32 %33 to i64, !dbg !478
  %35 = getelementptr inbounds float, ptr %2, i64 %34, !dbg !478
  %36 = load float, ptr %35, align 4, !dbg !478, !tbaa !262
  %37 = fmul contract float %31, %36, !dbg !479
  %38 = fadd contract float %25, %37, !dbg !480
    #dbg_value(float %38, !450, !DIExpression(), !453)
    #dbg_value(i32 %24, !451, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !470)
  br label %39, !dbg !481

39:                                               ; preds = %27, %22, %4
  %40 = phi float [ 0.000000e+00, %4 ], [ %23, %22 ], [ %38, %27 ], !dbg !453
  %41 = add nsw i32 %16, %14, !dbg !481
  %42 = sext i32 %41 to i64, !dbg !482
  %43 = getelementptr inbounds float, ptr %0, i64 %42, !dbg !482
  store float %40, ptr %43, align 4, !dbg !483, !tbaa !262
  ret void, !dbg !484

44:                                               ; preds = %44, %20
  %45 = phi i32 [ 0, %20 ], [ %71, %44 ]
  %46 = phi float [ 0.000000e+00, %20 ], [ %70, %44 ]
  %47 = phi i32 [ 0, %20 ], [ %72, %44 ]
    #dbg_value(i32 %45, !451, !DIExpression(), !470)
    #dbg_value(float %46, !450, !DIExpression(), !453)
  %48 = add nuw nsw i32 %45, %16, !dbg !474
  %49 = zext nneg i32 %48 to i64, !dbg !475
  %50 = getelementptr inbounds float, ptr %1, i64 %49, !dbg !475
  %51 = load float, ptr %50, align 4, !dbg !475, !tbaa !262
  %52 = mul nuw nsw i32 %45, %3, !dbg !476
  %53 = add nsw i32 %52, %14, !dbg !477
  %54 = sext i32 %53 to i64, !dbg !478
  %55 = getelementptr inbounds float, ptr %2, i64 %54, !dbg !478
  %56 = load float, ptr %55, align 4, !dbg !478, !tbaa !262
  %57 = fmul contract float %51, %56, !dbg !479
  %58 = fadd contract float %46, %57, !dbg !480
    #dbg_value(float %58, !450, !DIExpression(), !453)
  %59 = or disjoint i32 %45, 1, !dbg !485
    #dbg_value(i32 %59, !451, !DIExpression(), !470)
  %60 = add nuw nsw i32 %59, %16, !dbg !474
  %61 = zext nneg i32 %60 to i64, !dbg !475
  %62 = getelementptr inbounds float, ptr %1, i64 %61, !dbg !475
  %63 = load float, ptr %62, align 4, !dbg !475, !tbaa !262
  %64 = mul nuw nsw i32 %59, %3, !dbg !476
  %65 = add nsw i32 %64, %14, !dbg !477
  %66 = sext i32 %65 to i64, !dbg !478
  %67 = getelementptr inbounds float, ptr %2, i64 %66, !dbg !478
  %68 = load float, ptr %67, align 4, !dbg !478, !tbaa !262
  %69 = fmul contract float %63, %68, !dbg !479
  %70 = fadd contract float %58, %69, !dbg !480
    #dbg_value(float %70, !450, !DIExpression(), !453)
  %71 = add nuw nsw i32 %45, 2, !dbg !485
    #dbg_value(i32 %71, !451, !DIExpression(), !470)
  %72 = add i32 %47, 2, !dbg !473
  %73 = icmp eq i32 %72, %21, !dbg !473
  br i1 %73, label %22, label %44, !dbg !473, !llvm.loop !486
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @matmul_tiled(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #1 !dbg !147 {
    #dbg_value(ptr %0, !151, !DIExpression(), !489)
    #dbg_value(ptr %1, !152, !DIExpression(), !489)
    #dbg_value(ptr %2, !153, !DIExpression(), !489)
    #dbg_value(i32 %3, !154, !DIExpression(), !489)
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !490
    #dbg_value(i32 %5, !155, !DIExpression(), !489)
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !492
    #dbg_value(i32 %6, !156, !DIExpression(), !489)
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !494
  %8 = shl nuw nsw i32 %7, 4, !dbg !496
  %9 = add nuw nsw i32 %8, %6, !dbg !497
    #dbg_value(i32 %9, !157, !DIExpression(), !489)
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !498
  %11 = shl i32 %10, 4, !dbg !500
  %12 = add i32 %11, %5, !dbg !501
    #dbg_value(i32 %12, !158, !DIExpression(), !489)
    #dbg_value(float 0.000000e+00, !159, !DIExpression(), !489)
    #dbg_value(i32 0, !160, !DIExpression(), !502)
  %13 = sdiv i32 %3, 16
    #dbg_value(i32 0, !160, !DIExpression(), !502)
    #dbg_value(float 0.000000e+00, !159, !DIExpression(), !489)
  %14 = icmp sgt i32 %3, 15, !dbg !503
  %15 = mul nsw i32 %9, %3
  br i1 %14, label %16, label %54, !dbg !504

16:                                               ; preds = %4
  %17 = add nuw i32 %15, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2Bs to ptr), i64 0, i64 %18, i64 %19
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ12matmul_tiledE2As to ptr), i64 0, i64 %18, i64 0, !dbg !505
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
  br label %59, !dbg !504

54:                                               ; preds = %59, %4
  %55 = phi float [ 0.000000e+00, %4 ], [ %136, %59 ], !dbg !507
  %56 = add nsw i32 %15, %12, !dbg !508
  %57 = sext i32 %56 to i64, !dbg !509
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !509
  store float %55, ptr %58, align 4, !dbg !510, !tbaa !262
  ret void, !dbg !511

59:                                               ; preds = %16, %59
  %60 = phi i32 [ 0, %16 ], [ %137, %59 ]
  %61 = phi float [ 0.000000e+00, %16 ], [ %136, %59 ]
    #dbg_value(i32 %60, !160, !DIExpression(), !502)
    #dbg_value(float %61, !159, !DIExpression(), !489)
  %62 = shl nsw i32 %60, 4, !dbg !512
  %63 = add i32 %17, %62, !dbg !513
  %64 = sext i32 %63 to i64, !dbg !514
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !514
  %66 = load float, ptr %65, align 4, !dbg !514, !tbaa !262
  store float %66, ptr %20, align 4, !dbg !515, !tbaa !262
  %67 = add nuw nsw i32 %62, %6, !dbg !516
  %68 = mul nuw nsw i32 %67, %3, !dbg !517
  %69 = add nsw i32 %68, %12, !dbg !518
  %70 = sext i32 %69 to i64, !dbg !519
  %71 = getelementptr inbounds float, ptr %2, i64 %70, !dbg !519
  %72 = load float, ptr %71, align 4, !dbg !519, !tbaa !262
  store float %72, ptr %21, align 4, !dbg !520, !tbaa !262
  tail call void @llvm.nvvm.barrier0(), !dbg !521
    #dbg_value(i32 0, !162, !DIExpression(), !522)
    #dbg_value(float %61, !159, !DIExpression(), !489)
    #dbg_value(i32 0, !162, !DIExpression(), !522)
    #dbg_value(float %61, !159, !DIExpression(), !489)
  %73 = load float, ptr %22, align 4, !dbg !505, !tbaa !262
  %74 = load float, ptr %23, align 4, !dbg !523, !tbaa !262
  %75 = fmul contract float %73, %74, !dbg !524
  %76 = fadd contract float %61, %75, !dbg !525
    #dbg_value(float %76, !159, !DIExpression(), !489)
    #dbg_value(i32 1, !162, !DIExpression(), !522)
  %77 = load float, ptr %24, align 4, !dbg !505, !tbaa !262
  %78 = load float, ptr %25, align 4, !dbg !523, !tbaa !262
  %79 = fmul contract float %77, %78, !dbg !524
  %80 = fadd contract float %76, %79, !dbg !525
    #dbg_value(float %80, !159, !DIExpression(), !489)
    #dbg_value(i32 2, !162, !DIExpression(), !522)
  %81 = load float, ptr %26, align 4, !dbg !505, !tbaa !262
  %82 = load float, ptr %27, align 4, !dbg !523, !tbaa !262
  %83 = fmul contract float %81, %82, !dbg !524
  %84 = fadd contract float %80, %83, !dbg !525
    #dbg_value(float %84, !159, !DIExpression(), !489)
    #dbg_value(i32 3, !162, !DIExpression(), !522)
  %85 = load float, ptr %28, align 4, !dbg !505, !tbaa !262
  %86 = load float, ptr %29, align 4, !dbg !523, !tbaa !262
  %87 = fmul contract float %85, %86, !dbg !524
  %88 = fadd contract float %84, %87, !dbg !525
    #dbg_value(float %88, !159, !DIExpression(), !489)
    #dbg_value(i32 4, !162, !DIExpression(), !522)
  %89 = load float, ptr %30, align 4, !dbg !505, !tbaa !262
  %90 = load float, ptr %31, align 4, !dbg !523, !tbaa !262
  %91 = fmul contract float %89, %90, !dbg !524
  %92 = fadd contract float %88, %91, !dbg !525
    #dbg_value(float %92, !159, !DIExpression(), !489)
    #dbg_value(i32 5, !162, !DIExpression(), !522)
  %93 = load float, ptr %32, align 4, !dbg !505, !tbaa !262
  %94 = load float, ptr %33, align 4, !dbg !523, !tbaa !262
  %95 = fmul contract float %93, %94, !dbg !524
  %96 = fadd contract float %92, %95, !dbg !525
    #dbg_value(float %96, !159, !DIExpression(), !489)
    #dbg_value(i32 6, !162, !DIExpression(), !522)
  %97 = load float, ptr %34, align 4, !dbg !505, !tbaa !262
  %98 = load float, ptr %35, align 4, !dbg !523, !tbaa !262
  %99 = fmul contract float %97, %98, !dbg !524
  %100 = fadd contract float %96, %99, !dbg !525
    #dbg_value(float %100, !159, !DIExpression(), !489)
    #dbg_value(i32 7, !162, !DIExpression(), !522)
  %101 = load float, ptr %36, align 4, !dbg !505, !tbaa !262
  %102 = load float, ptr %37, align 4, !dbg !523, !tbaa !262
  %103 = fmul contract float %101, %102, !dbg !524
  %104 = fadd contract float %100, %103, !dbg !525
    #dbg_value(float %104, !159, !DIExpression(), !489)
    #dbg_value(i32 8, !162, !DIExpression(), !522)
  %105 = load float, ptr %38, align 4, !dbg !505, !tbaa !262
  %106 = load float, ptr %39, align 4, !dbg !523, !tbaa !262
  %107 = fmul contract float %105, %106, !dbg !524
  %108 = fadd contract float %104, %107, !dbg !525
    #dbg_value(float %108, !159, !DIExpression(), !489)
    #dbg_value(i32 9, !162, !DIExpression(), !522)
  %109 = load float, ptr %40, align 4, !dbg !505, !tbaa !262
  %110 = load float, ptr %41, align 4, !dbg !523, !tbaa !262
  %111 = fmul contract float %109, %110, !dbg !524
  %112 = fadd contract float %108, %111, !dbg !525
    #dbg_value(float %112, !159, !DIExpression(), !489)
    #dbg_value(i32 10, !162, !DIExpression(), !522)
  %113 = load float, ptr %42, align 4, !dbg !505, !tbaa !262
  %114 = load float, ptr %43, align 4, !dbg !523, !tbaa !262
  %115 = fmul contract float %113, %114, !dbg !524
  %116 = fadd contract float %112, %115, !dbg !525
    #dbg_value(float %116, !159, !DIExpression(), !489)
    #dbg_value(i32 11, !162, !DIExpression(), !522)
  %117 = load float, ptr %44, align 4, !dbg !505, !tbaa !262
  %118 = load float, ptr %45, align 4, !dbg !523, !tbaa !262
  %119 = fmul contract float %117, %118, !dbg !524
  %120 = fadd contract float %116, %119, !dbg !525
    #dbg_value(float %120, !159, !DIExpression(), !489)
    #dbg_value(i32 12, !162, !DIExpression(), !522)
  %121 = load float, ptr %46, align 4, !dbg !505, !tbaa !262
  %122 = load float, ptr %47, align 4, !dbg !523, !tbaa !262
  %123 = fmul contract float %121, %122, !dbg !524
  %124 = fadd contract float %120, %123, !dbg !525
    #dbg_value(float %124, !159, !DIExpression(), !489)
    #dbg_value(i32 13, !162, !DIExpression(), !522)
  %125 = load float, ptr %48, align 4, !dbg !505, !tbaa !262
  %126 = load float, ptr %49, align 4, !dbg !523, !tbaa !262
  %127 = fmul contract float %125, %126, !dbg !524
  %128 = fadd contract float %124, %127, !dbg !525
    #dbg_value(float %128, !159, !DIExpression(), !489)
    #dbg_value(i32 14, !162, !DIExpression(), !522)
  %129 = load float, ptr %50, align 4, !dbg !505, !tbaa !262
  %130 = load float, ptr %51, align 4, !dbg !523, !tbaa !262
  %131 = fmul contract float %129, %130, !dbg !524
  %132 = fadd contract float %128, %131, !dbg !525
    #dbg_value(float %132, !159, !DIExpression(), !489)
    #dbg_value(i32 15, !162, !DIExpression(), !522)
  %133 = load float, ptr %52, align 4, !dbg !505, !tbaa !262
  %134 = load float, ptr %53, align 4, !dbg !523, !tbaa !262
  %135 = fmul contract float %133, %134, !dbg !524
  %136 = fadd contract float %132, %135, !dbg !525
    #dbg_value(float %136, !159, !DIExpression(), !489)
    #dbg_value(i32 16, !162, !DIExpression(), !522)
  tail call void @llvm.nvvm.barrier0(), !dbg !526
  %137 = add nuw nsw i32 %60, 1, !dbg !527
    #dbg_value(i32 %137, !160, !DIExpression(), !502)
  %138 = icmp eq i32 %137, %13, !dbg !503
  br i1 %138, label %54, label %59, !dbg !504, !llvm.loop !528
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @aos(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !530 {
    #dbg_value(ptr %0, !541, !DIExpression(), !544)
    #dbg_value(ptr %1, !542, !DIExpression(), !544)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !545
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !547
  %5 = mul i32 %3, %4, !dbg !549
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !550
  %7 = add i32 %5, %6, !dbg !552
    #dbg_value(i32 %7, !543, !DIExpression(), !544)
  %8 = sext i32 %7 to i64, !dbg !553
  %9 = getelementptr inbounds %struct.P3, ptr %1, i64 %8, !dbg !553
  %10 = load float, ptr %9, align 4, !dbg !554, !tbaa !555
  %11 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !557
  store float %10, ptr %11, align 4, !dbg !558, !tbaa !262
  ret void, !dbg !559
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @soa(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !560 {
    #dbg_value(ptr %0, !562, !DIExpression(), !565)
    #dbg_value(ptr %1, !563, !DIExpression(), !565)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !566
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !568
  %5 = mul i32 %3, %4, !dbg !570
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !571
  %7 = add i32 %5, %6, !dbg !573
    #dbg_value(i32 %7, !564, !DIExpression(), !565)
  %8 = sext i32 %7 to i64, !dbg !574
  %9 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !574
  %10 = load float, ptr %9, align 4, !dbg !574, !tbaa !262
  %11 = getelementptr inbounds float, ptr %0, i64 %8, !dbg !575
  store float %10, ptr %11, align 4, !dbg !576, !tbaa !262
  ret void, !dbg !577
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @types(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !578 {
    #dbg_assign(i1 undef, !600, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !601, ptr undef, !DIExpression(), !602)
    #dbg_value(ptr %0, !595, !DIExpression(), !602)
    #dbg_value(ptr %1, !596, !DIExpression(), !602)
    #dbg_value(ptr %2, !597, !DIExpression(), !602)
    #dbg_value(ptr %3, !598, !DIExpression(), !602)
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !603
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !605
  %7 = mul i32 %5, %6, !dbg !607
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !608
  %9 = add i32 %7, %8, !dbg !610
    #dbg_value(i32 %9, !599, !DIExpression(), !602)
  %10 = sext i32 %9 to i64, !dbg !611
  %11 = getelementptr inbounds i8, ptr %0, i64 %10, !dbg !611
  store i8 1, ptr %11, align 1, !dbg !612, !tbaa !613
  %12 = getelementptr inbounds i16, ptr %1, i64 %10, !dbg !614
  store i16 2, ptr %12, align 2, !dbg !615, !tbaa !616
  %13 = getelementptr inbounds double, ptr %2, i64 %10, !dbg !618
  store double 3.000000e+00, ptr %13, align 8, !dbg !619, !tbaa !620
  %14 = getelementptr inbounds %struct.f4, ptr %3, i64 %10, !dbg !622
  %15 = load float, ptr %14, align 16, !dbg !622, !tbaa !262
    #dbg_value(float %15, !600, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !602)
    #dbg_assign(i1 undef, !600, !DIExpression(DW_OP_LLVM_fragment, 32, 96), !623, ptr undef, !DIExpression(), !602)
  %16 = fadd contract float %15, 1.000000e+00, !dbg !624
    #dbg_value(float %16, !600, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !602)
  store float %16, ptr %14, align 16, !dbg !625, !tbaa !262
  ret void, !dbg !626
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @gather(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 !dbg !627 {
    #dbg_value(ptr %0, !633, !DIExpression(), !637)
    #dbg_value(ptr %1, !634, !DIExpression(), !637)
    #dbg_value(ptr %2, !635, !DIExpression(), !637)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !638
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !640
  %6 = mul i32 %4, %5, !dbg !642
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !643
  %8 = add i32 %6, %7, !dbg !645
    #dbg_value(i32 %8, !636, !DIExpression(), !637)
  %9 = sext i32 %8 to i64, !dbg !646
  %10 = getelementptr inbounds i32, ptr %2, i64 %9, !dbg !646
  %11 = load i32, ptr %10, align 4, !dbg !646, !tbaa !647
  %12 = sext i32 %11 to i64, !dbg !649
  %13 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !649
  %14 = load float, ptr %13, align 4, !dbg !649, !tbaa !262
  %15 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !650
  store float %14, ptr %15, align 4, !dbg !651, !tbaa !262
  ret void, !dbg !652
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_interleaved(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !173 {
    #dbg_value(ptr %0, !177, !DIExpression(), !653)
    #dbg_value(ptr %1, !178, !DIExpression(), !653)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !654
    #dbg_value(i32 %3, !179, !DIExpression(), !653)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !656
  %5 = shl i32 %4, 8, !dbg !658
  %6 = add i32 %5, %3, !dbg !659
  %7 = zext i32 %6 to i64, !dbg !660
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !660
  %9 = load float, ptr %8, align 4, !dbg !660, !tbaa !262
  %10 = zext nneg i32 %3 to i64, !dbg !661
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %10, !dbg !661
  store float %9, ptr %11, align 4, !dbg !662, !tbaa !262
  tail call void @llvm.nvvm.barrier0(), !dbg !663
    #dbg_value(i32 1, !180, !DIExpression(), !664)
    #dbg_value(i32 1, !180, !DIExpression(), !664)
  %12 = and i32 %3, 1, !dbg !665
  %13 = icmp eq i32 %12, 0, !dbg !669
  br i1 %13, label %14, label %21, !dbg !670

14:                                               ; preds = %2
  %15 = or disjoint i32 %3, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %16
  %18 = load float, ptr %17, align 4, !dbg !671, !tbaa !262
  %19 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %20 = fadd contract float %18, %19, !dbg !672
  store float %20, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %21, !dbg !673

21:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 2, !180, !DIExpression(), !664)
  %22 = and i32 %3, 3, !dbg !665
  %23 = icmp eq i32 %22, 0, !dbg !669
  br i1 %23, label %24, label %31, !dbg !670

24:                                               ; preds = %21
  %25 = or disjoint i32 %3, 2
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %26
  %28 = load float, ptr %27, align 4, !dbg !671, !tbaa !262
  %29 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %30 = fadd contract float %28, %29, !dbg !672
  store float %30, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %31, !dbg !673

31:                                               ; preds = %24, %21
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 4, !180, !DIExpression(), !664)
  %32 = and i32 %3, 7, !dbg !665
  %33 = icmp eq i32 %32, 0, !dbg !669
  br i1 %33, label %34, label %41, !dbg !670

34:                                               ; preds = %31
  %35 = or disjoint i32 %3, 4
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %36
  %38 = load float, ptr %37, align 4, !dbg !671, !tbaa !262
  %39 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %40 = fadd contract float %38, %39, !dbg !672
  store float %40, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %41, !dbg !673

41:                                               ; preds = %34, %31
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 8, !180, !DIExpression(), !664)
  %42 = and i32 %3, 15, !dbg !665
  %43 = icmp eq i32 %42, 0, !dbg !669
  br i1 %43, label %44, label %51, !dbg !670

44:                                               ; preds = %41
  %45 = or disjoint i32 %3, 8
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !dbg !671, !tbaa !262
  %49 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %50 = fadd contract float %48, %49, !dbg !672
  store float %50, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %51, !dbg !673

51:                                               ; preds = %44, %41
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 16, !180, !DIExpression(), !664)
  %52 = and i32 %3, 31, !dbg !665
  %53 = icmp eq i32 %52, 0, !dbg !669
  br i1 %53, label %54, label %61, !dbg !670

54:                                               ; preds = %51
  %55 = or disjoint i32 %3, 16
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !dbg !671, !tbaa !262
  %59 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %60 = fadd contract float %58, %59, !dbg !672
  store float %60, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %61, !dbg !673

61:                                               ; preds = %54, %51
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 32, !180, !DIExpression(), !664)
  %62 = and i32 %3, 63, !dbg !665
  %63 = icmp eq i32 %62, 0, !dbg !669
  br i1 %63, label %64, label %71, !dbg !670

64:                                               ; preds = %61
  %65 = or disjoint i32 %3, 32
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !671, !tbaa !262
  %69 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %70 = fadd contract float %68, %69, !dbg !672
  store float %70, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %71, !dbg !673

71:                                               ; preds = %64, %61
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 64, !180, !DIExpression(), !664)
  %72 = and i32 %3, 127, !dbg !665
  %73 = icmp eq i32 %72, 0, !dbg !669
  br i1 %73, label %74, label %81, !dbg !670

74:                                               ; preds = %71
  %75 = or disjoint i32 %3, 64
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4, !dbg !671, !tbaa !262
  %79 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %80 = fadd contract float %78, %79, !dbg !672
  store float %80, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %81, !dbg !673

81:                                               ; preds = %74, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 128, !180, !DIExpression(), !664)
  %82 = and i32 %3, 255, !dbg !665
  %83 = icmp eq i32 %82, 0, !dbg !669
  br i1 %83, label %84, label %91, !dbg !670

84:                                               ; preds = %81
  %85 = or disjoint i32 %3, 128
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), i64 0, i64 %86
  %88 = load float, ptr %87, align 4, !dbg !671, !tbaa !262
  %89 = load float, ptr %11, align 4, !dbg !672, !tbaa !262
  %90 = fadd contract float %88, %89, !dbg !672
  store float %90, ptr %11, align 4, !dbg !672, !tbaa !262
  br label %91, !dbg !673

91:                                               ; preds = %84, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !674
    #dbg_value(i32 256, !180, !DIExpression(), !664)
  %92 = icmp eq i32 %3, 0, !dbg !675
  br i1 %92, label %93, label %97, !dbg !677

93:                                               ; preds = %91
  %94 = zext nneg i32 %4 to i64
  %95 = getelementptr inbounds float, ptr %0, i64 %94
  %96 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ18reduce_interleavedE5sdata to ptr), align 4, !dbg !678, !tbaa !262
  store float %96, ptr %95, align 4, !dbg !679, !tbaa !262
  br label %97, !dbg !680

97:                                               ; preds = %93, %91
  ret void, !dbg !681
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_strided_index(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !187 {
    #dbg_value(ptr %0, !189, !DIExpression(), !682)
    #dbg_value(ptr %1, !190, !DIExpression(), !682)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !683
    #dbg_value(i32 poison, !191, !DIExpression(), !682)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !685
  %5 = shl i32 %4, 8, !dbg !687
  %6 = add i32 %5, %3, !dbg !688
  %7 = zext i32 %6 to i64, !dbg !689
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !689
  %9 = load float, ptr %8, align 4, !dbg !689, !tbaa !262
  %10 = zext nneg i32 %3 to i64, !dbg !690
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %10, !dbg !690
  store float %9, ptr %11, align 4, !dbg !691, !tbaa !262
  tail call void @llvm.nvvm.barrier0(), !dbg !692
    #dbg_value(i32 1, !192, !DIExpression(), !693)
    #dbg_value(i32 1, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !694)
  %12 = icmp ult i32 %3, 128, !dbg !695
  br i1 %12, label %13, label %23, !dbg !697

13:                                               ; preds = %2
  %14 = shl nuw nsw i32 %3, 1, !dbg !698
    #dbg_value(i32 %14, !194, !DIExpression(), !694)
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %15
  %17 = or disjoint i32 %14, 1
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %18
  %20 = load float, ptr %19, align 4, !dbg !699, !tbaa !262
  %21 = load float, ptr %16, align 4, !dbg !700, !tbaa !262
  %22 = fadd contract float %20, %21, !dbg !700
  store float %22, ptr %16, align 4, !dbg !700, !tbaa !262
  br label %23, !dbg !701

23:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 2, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 2, DW_OP_shl, DW_OP_stack_value), !694)
  %24 = icmp ult i32 %3, 64, !dbg !695
  br i1 %24, label %25, label %35, !dbg !697

25:                                               ; preds = %23
  %26 = shl nuw nsw i32 %3, 2, !dbg !698
    #dbg_value(i32 %26, !194, !DIExpression(), !694)
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %27
  %29 = or disjoint i32 %26, 2
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !dbg !699, !tbaa !262
  %33 = load float, ptr %28, align 4, !dbg !700, !tbaa !262
  %34 = fadd contract float %32, %33, !dbg !700
  store float %34, ptr %28, align 4, !dbg !700, !tbaa !262
  br label %35, !dbg !701

35:                                               ; preds = %25, %23
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 4, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 3, DW_OP_shl, DW_OP_stack_value), !694)
  %36 = icmp ult i32 %3, 32, !dbg !695
  br i1 %36, label %37, label %47, !dbg !697

37:                                               ; preds = %35
  %38 = shl nuw nsw i32 %3, 3, !dbg !698
    #dbg_value(i32 %38, !194, !DIExpression(), !694)
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %39
  %41 = or disjoint i32 %38, 4
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !699, !tbaa !262
  %45 = load float, ptr %40, align 4, !dbg !700, !tbaa !262
  %46 = fadd contract float %44, %45, !dbg !700
  store float %46, ptr %40, align 4, !dbg !700, !tbaa !262
  br label %47, !dbg !701

47:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 8, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 4, DW_OP_shl, DW_OP_stack_value), !694)
  %48 = icmp ult i32 %3, 16, !dbg !695
  br i1 %48, label %49, label %59, !dbg !697

49:                                               ; preds = %47
  %50 = shl nuw nsw i32 %3, 4, !dbg !698
    #dbg_value(i32 %50, !194, !DIExpression(), !694)
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %51
  %53 = or disjoint i32 %50, 8
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %54
  %56 = load float, ptr %55, align 4, !dbg !699, !tbaa !262
  %57 = load float, ptr %52, align 4, !dbg !700, !tbaa !262
  %58 = fadd contract float %56, %57, !dbg !700
  store float %58, ptr %52, align 4, !dbg !700, !tbaa !262
  br label %59, !dbg !701

59:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 16, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 5, DW_OP_shl, DW_OP_stack_value), !694)
  %60 = icmp ult i32 %3, 8, !dbg !695
  br i1 %60, label %61, label %71, !dbg !697

61:                                               ; preds = %59
  %62 = shl nuw nsw i32 %3, 5, !dbg !698
    #dbg_value(i32 %62, !194, !DIExpression(), !694)
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %63
  %65 = or disjoint i32 %62, 16
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !dbg !699, !tbaa !262
  %69 = load float, ptr %64, align 4, !dbg !700, !tbaa !262
  %70 = fadd contract float %68, %69, !dbg !700
  store float %70, ptr %64, align 4, !dbg !700, !tbaa !262
  br label %71, !dbg !701

71:                                               ; preds = %61, %59
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 32, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 6, DW_OP_shl, DW_OP_stack_value), !694)
  %72 = icmp ult i32 %3, 4, !dbg !695
  br i1 %72, label %73, label %83, !dbg !697

73:                                               ; preds = %71
  %74 = shl nuw nsw i32 %3, 6, !dbg !698
    #dbg_value(i32 %74, !194, !DIExpression(), !694)
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %75
  %77 = or disjoint i32 %74, 32
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4, !dbg !699, !tbaa !262
  %81 = load float, ptr %76, align 4, !dbg !700, !tbaa !262
  %82 = fadd contract float %80, %81, !dbg !700
  store float %82, ptr %76, align 4, !dbg !700, !tbaa !262
  br label %83, !dbg !701

83:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 64, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 7, DW_OP_shl, DW_OP_stack_value), !694)
  %84 = icmp ult i32 %3, 2, !dbg !695
  br i1 %84, label %85, label %95, !dbg !697

85:                                               ; preds = %83
  %86 = shl nuw nsw i32 %3, 7, !dbg !698
    #dbg_value(i32 %86, !194, !DIExpression(), !694)
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %87
  %89 = or disjoint i32 %86, 64
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 0, i64 %90
  %92 = load float, ptr %91, align 4, !dbg !699, !tbaa !262
  %93 = load float, ptr %88, align 4, !dbg !700, !tbaa !262
  %94 = fadd contract float %92, %93, !dbg !700
  store float %94, ptr %88, align 4, !dbg !700, !tbaa !262
  br label %95, !dbg !701

95:                                               ; preds = %85, %83
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 128, !192, !DIExpression(), !693)
    #dbg_value(i32 poison, !194, !DIExpression(DW_OP_constu, 8, DW_OP_shl, DW_OP_stack_value), !694)
  %96 = icmp eq i32 %3, 0, !dbg !695
  br i1 %96, label %97, label %101, !dbg !697

97:                                               ; preds = %95
    #dbg_value(i32 0, !194, !DIExpression(), !694)
  %98 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), i64 512), align 4, !dbg !699, !tbaa !262
  %99 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !700, !tbaa !262
  %100 = fadd contract float %98, %99, !dbg !700
  store float %100, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !700, !tbaa !262
  br label %101, !dbg !701

101:                                              ; preds = %97, %95
  tail call void @llvm.nvvm.barrier0(), !dbg !702
    #dbg_value(i32 256, !192, !DIExpression(), !693)
  %102 = icmp eq i32 %3, 0, !dbg !703
  br i1 %102, label %103, label %107, !dbg !705

103:                                              ; preds = %101
  %104 = zext nneg i32 %4 to i64
  %105 = getelementptr inbounds float, ptr %0, i64 %104
  %106 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20reduce_strided_indexE5sdata to ptr), align 4, !dbg !706, !tbaa !262
  store float %106, ptr %105, align 4, !dbg !707, !tbaa !262
  br label %107, !dbg !708

107:                                              ; preds = %103, %101
  ret void, !dbg !709
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @reduce_sequential(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !199 {
    #dbg_value(ptr %0, !201, !DIExpression(), !710)
    #dbg_value(ptr %1, !202, !DIExpression(), !710)
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !711
    #dbg_value(i32 poison, !203, !DIExpression(), !710)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !713
  %5 = shl i32 %4, 8, !dbg !715
  %6 = add i32 %5, %3, !dbg !716
  %7 = zext i32 %6 to i64, !dbg !717
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !717
  %9 = load float, ptr %8, align 4, !dbg !717, !tbaa !262
  %10 = zext nneg i32 %3 to i64, !dbg !718
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %10, !dbg !718
  store float %9, ptr %11, align 4, !dbg !719, !tbaa !262
  tail call void @llvm.nvvm.barrier0(), !dbg !720
    #dbg_value(i32 128, !204, !DIExpression(), !721)
    #dbg_value(i32 128, !204, !DIExpression(), !721)
  %12 = icmp ult i32 %3, 128, !dbg !722
  br i1 %12, label %13, label %20, !dbg !726

13:                                               ; preds = %2
  %14 = or disjoint i32 %3, 128
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !dbg !727, !tbaa !262
  %18 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %19 = fadd contract float %17, %18, !dbg !728
  store float %19, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %20, !dbg !729

20:                                               ; preds = %13, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 64, !204, !DIExpression(), !721)
  %21 = icmp ult i32 %3, 64, !dbg !722
  br i1 %21, label %22, label %29, !dbg !726

22:                                               ; preds = %20
  %23 = or disjoint i32 %3, 64
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !dbg !727, !tbaa !262
  %27 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %28 = fadd contract float %26, %27, !dbg !728
  store float %28, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %29, !dbg !729

29:                                               ; preds = %22, %20
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 32, !204, !DIExpression(), !721)
  %30 = icmp ult i32 %3, 32, !dbg !722
  br i1 %30, label %31, label %38, !dbg !726

31:                                               ; preds = %29
  %32 = or disjoint i32 %3, 32
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !dbg !727, !tbaa !262
  %36 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %37 = fadd contract float %35, %36, !dbg !728
  store float %37, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %38, !dbg !729

38:                                               ; preds = %31, %29
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 16, !204, !DIExpression(), !721)
  %39 = icmp ult i32 %3, 16, !dbg !722
  br i1 %39, label %40, label %47, !dbg !726

40:                                               ; preds = %38
  %41 = or disjoint i32 %3, 16
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !dbg !727, !tbaa !262
  %45 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %46 = fadd contract float %44, %45, !dbg !728
  store float %46, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %47, !dbg !729

47:                                               ; preds = %40, %38
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 8, !204, !DIExpression(), !721)
  %48 = icmp ult i32 %3, 8, !dbg !722
  br i1 %48, label %49, label %56, !dbg !726

49:                                               ; preds = %47
  %50 = or disjoint i32 %3, 8
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !dbg !727, !tbaa !262
  %54 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %55 = fadd contract float %53, %54, !dbg !728
  store float %55, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %56, !dbg !729

56:                                               ; preds = %49, %47
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 4, !204, !DIExpression(), !721)
  %57 = icmp ult i32 %3, 4, !dbg !722
  br i1 %57, label %58, label %65, !dbg !726

58:                                               ; preds = %56
  %59 = or disjoint i32 %3, 4
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !dbg !727, !tbaa !262
  %63 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %64 = fadd contract float %62, %63, !dbg !728
  store float %64, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %65, !dbg !729

65:                                               ; preds = %58, %56
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 2, !204, !DIExpression(), !721)
  %66 = icmp ult i32 %3, 2, !dbg !722
  br i1 %66, label %67, label %74, !dbg !726

67:                                               ; preds = %65
  %68 = or disjoint i32 %3, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !dbg !727, !tbaa !262
  %72 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %73 = fadd contract float %71, %72, !dbg !728
  store float %73, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %74, !dbg !729

74:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 1, !204, !DIExpression(), !721)
  %75 = icmp eq i32 %3, 0, !dbg !722
  br i1 %75, label %76, label %80, !dbg !726

76:                                               ; preds = %74
  %77 = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), i64 4), align 4, !dbg !727, !tbaa !262
  %78 = load float, ptr %11, align 4, !dbg !728, !tbaa !262
  %79 = fadd contract float %77, %78, !dbg !728
  store float %79, ptr %11, align 4, !dbg !728, !tbaa !262
  br label %80, !dbg !729

80:                                               ; preds = %76, %74
  tail call void @llvm.nvvm.barrier0(), !dbg !730
    #dbg_value(i32 0, !204, !DIExpression(), !721)
  %81 = icmp eq i32 %3, 0, !dbg !731
  br i1 %81, label %82, label %86, !dbg !733

82:                                               ; preds = %80
  %83 = zext nneg i32 %4 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17reduce_sequentialE5sdata to ptr), align 4, !dbg !734, !tbaa !262
  store float %85, ptr %84, align 4, !dbg !735, !tbaa !262
  br label %86, !dbg !736

86:                                               ; preds = %82, %80
  ret void, !dbg !737
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @grid_stride(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #3 !dbg !738 {
    #dbg_value(ptr %0, !740, !DIExpression(), !745)
    #dbg_value(ptr %1, !741, !DIExpression(), !745)
    #dbg_value(i32 %2, !742, !DIExpression(), !745)
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !746
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !748
  %6 = mul i32 %4, %5, !dbg !750
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !751
  %8 = add i32 %6, %7, !dbg !753
    #dbg_value(i32 %8, !743, !DIExpression(), !754)
  %9 = icmp slt i32 %8, %2, !dbg !755
  br i1 %9, label %10, label %13, !dbg !757

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %14, !dbg !757

13:                                               ; preds = %14, %3
  ret void, !dbg !758

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %21, %14 ]
    #dbg_value(i32 %15, !743, !DIExpression(), !754)
  %16 = sext i32 %15 to i64, !dbg !759
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !759
  %18 = load float, ptr %17, align 4, !dbg !759, !tbaa !262
  %19 = fmul contract float %18, 2.000000e+00, !dbg !760
  %20 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !761
  store float %19, ptr %20, align 4, !dbg !762, !tbaa !262
  %21 = add i32 %15, %12, !dbg !763
    #dbg_value(i32 %21, !743, !DIExpression(), !754)
  %22 = icmp slt i32 %21, %2, !dbg !755
  br i1 %22, label %14, label %13, !dbg !757, !llvm.loop !764
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @atomic_hist(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !766 {
    #dbg_value(ptr %0, !771, !DIExpression(), !774)
    #dbg_value(ptr %1, !772, !DIExpression(), !774)
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !775
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !777
  %5 = mul i32 %3, %4, !dbg !779
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !780
  %7 = add i32 %5, %6, !dbg !782
    #dbg_value(i32 %7, !773, !DIExpression(), !774)
  %8 = and i32 %6, 15, !dbg !783
  %9 = zext nneg i32 %8 to i64, !dbg !784
  %10 = getelementptr inbounds i32, ptr %0, i64 %9, !dbg !784
  %11 = sext i32 %7 to i64, !dbg !785
  %12 = getelementptr inbounds i32, ptr %1, i64 %11, !dbg !785
  %13 = load i32, ptr %12, align 4, !dbg !785, !tbaa !647
  %14 = atomicrmw add ptr %10, i32 %13 seq_cst, align 4, !dbg !786
  ret void, !dbg !787
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

!llvm.dbg.cu = !{!11}
!nvvm.annotations = !{!214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232}
!llvm.module.flags = !{!233, !234, !235, !236, !237, !238}
!llvm.ident = !{!239}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 8, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 43, type: !212, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "transpose_shared", scope: !3, file: !3, line: 42, type: !4, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !206)
!3 = !DIFile(filename: "kernels.cu", directory: "/work/wt-sym/test/Inputs/Symbolic")
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
!233 = !{i32 7, !"Dwarf Version", i32 2}
!234 = !{i32 2, !"Debug Info Version", i32 3}
!235 = !{i32 1, !"wchar_size", i32 4}
!236 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!237 = !{i32 7, !"frame-pointer", i32 2}
!238 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!239 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!240 = distinct !DISubprogram(name: "copy", scope: !3, file: !3, line: 16, type: !4, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !241)
!241 = !{!242, !243, !244, !245}
!242 = !DILocalVariable(name: "out", arg: 1, scope: !240, file: !3, line: 16, type: !6)
!243 = !DILocalVariable(name: "in", arg: 2, scope: !240, file: !3, line: 16, type: !8)
!244 = !DILocalVariable(name: "n", arg: 3, scope: !240, file: !3, line: 16, type: !10)
!245 = !DILocalVariable(name: "i", scope: !240, file: !3, line: 17, type: !10)
!246 = !DILocation(line: 0, scope: !240)
!247 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !249)
!248 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv", scope: !13, file: !14, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !16)
!249 = distinct !DILocation(line: 17, column: 11, scope: !240)
!250 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !252)
!251 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv", scope: !47, file: !14, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !49)
!252 = distinct !DILocation(line: 17, column: 24, scope: !240)
!253 = !DILocation(line: 17, column: 22, scope: !240)
!254 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !256)
!255 = distinct !DISubprogram(name: "__fetch_builtin_x", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv", scope: !75, file: !14, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !77)
!256 = distinct !DILocation(line: 17, column: 37, scope: !240)
!257 = !DILocation(line: 17, column: 35, scope: !240)
!258 = !DILocation(line: 18, column: 9, scope: !259)
!259 = distinct !DILexicalBlock(scope: !240, file: !3, line: 18, column: 7)
!260 = !DILocation(line: 18, column: 7, scope: !240)
!261 = !DILocation(line: 18, column: 23, scope: !259)
!262 = !{!263, !263, i64 0}
!263 = !{!"float", !264, i64 0}
!264 = !{!"omnipotent char", !265, i64 0}
!265 = !{!"Simple C++ TBAA"}
!266 = !DILocation(line: 18, column: 21, scope: !259)
!267 = !DILocation(line: 18, column: 14, scope: !259)
!268 = !DILocation(line: 19, column: 1, scope: !240)
!269 = distinct !DISubprogram(name: "stride_k", scope: !3, file: !3, line: 20, type: !4, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !270)
!270 = !{!271, !272, !273, !274}
!271 = !DILocalVariable(name: "out", arg: 1, scope: !269, file: !3, line: 20, type: !6)
!272 = !DILocalVariable(name: "in", arg: 2, scope: !269, file: !3, line: 20, type: !8)
!273 = !DILocalVariable(name: "k", arg: 3, scope: !269, file: !3, line: 20, type: !10)
!274 = !DILocalVariable(name: "i", scope: !269, file: !3, line: 21, type: !10)
!275 = !DILocation(line: 0, scope: !269)
!276 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !277)
!277 = distinct !DILocation(line: 21, column: 11, scope: !269)
!278 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !279)
!279 = distinct !DILocation(line: 21, column: 24, scope: !269)
!280 = !DILocation(line: 21, column: 22, scope: !269)
!281 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !282)
!282 = distinct !DILocation(line: 21, column: 37, scope: !269)
!283 = !DILocation(line: 21, column: 35, scope: !269)
!284 = !DILocation(line: 22, column: 17, scope: !269)
!285 = !DILocation(line: 22, column: 12, scope: !269)
!286 = !DILocation(line: 22, column: 3, scope: !269)
!287 = !DILocation(line: 22, column: 10, scope: !269)
!288 = !DILocation(line: 23, column: 1, scope: !269)
!289 = distinct !DISubprogram(name: "stride2", scope: !3, file: !3, line: 24, type: !174, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !290)
!290 = !{!291, !292, !293}
!291 = !DILocalVariable(name: "out", arg: 1, scope: !289, file: !3, line: 24, type: !6)
!292 = !DILocalVariable(name: "in", arg: 2, scope: !289, file: !3, line: 24, type: !8)
!293 = !DILocalVariable(name: "i", scope: !289, file: !3, line: 25, type: !10)
!294 = !DILocation(line: 0, scope: !289)
!295 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !296)
!296 = distinct !DILocation(line: 25, column: 11, scope: !289)
!297 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !298)
!298 = distinct !DILocation(line: 25, column: 24, scope: !289)
!299 = !DILocation(line: 25, column: 22, scope: !289)
!300 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !301)
!301 = distinct !DILocation(line: 25, column: 37, scope: !289)
!302 = !DILocation(line: 25, column: 35, scope: !289)
!303 = !DILocation(line: 26, column: 17, scope: !289)
!304 = !DILocation(line: 26, column: 12, scope: !289)
!305 = !DILocation(line: 26, column: 3, scope: !289)
!306 = !DILocation(line: 26, column: 10, scope: !289)
!307 = !DILocation(line: 27, column: 1, scope: !289)
!308 = distinct !DISubprogram(name: "offset1", scope: !3, file: !3, line: 28, type: !174, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !309)
!309 = !{!310, !311, !312}
!310 = !DILocalVariable(name: "out", arg: 1, scope: !308, file: !3, line: 28, type: !6)
!311 = !DILocalVariable(name: "in", arg: 2, scope: !308, file: !3, line: 28, type: !8)
!312 = !DILocalVariable(name: "i", scope: !308, file: !3, line: 29, type: !10)
!313 = !DILocation(line: 0, scope: !308)
!314 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !315)
!315 = distinct !DILocation(line: 29, column: 11, scope: !308)
!316 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !317)
!317 = distinct !DILocation(line: 29, column: 24, scope: !308)
!318 = !DILocation(line: 29, column: 22, scope: !308)
!319 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !320)
!320 = distinct !DILocation(line: 29, column: 37, scope: !308)
!321 = !DILocation(line: 29, column: 35, scope: !308)
!322 = !DILocation(line: 30, column: 12, scope: !308)
!323 = !DILocation(line: 30, column: 3, scope: !308)
!324 = !DILocation(line: 30, column: 10, scope: !308)
!325 = !DILocation(line: 31, column: 1, scope: !308)
!326 = distinct !DISubprogram(name: "tile2d", scope: !3, file: !3, line: 32, type: !4, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !327)
!327 = !{!328, !329, !330, !331, !332}
!328 = !DILocalVariable(name: "out", arg: 1, scope: !326, file: !3, line: 32, type: !6)
!329 = !DILocalVariable(name: "in", arg: 2, scope: !326, file: !3, line: 32, type: !8)
!330 = !DILocalVariable(name: "n", arg: 3, scope: !326, file: !3, line: 32, type: !10)
!331 = !DILocalVariable(name: "x", scope: !326, file: !3, line: 33, type: !10)
!332 = !DILocalVariable(name: "y", scope: !326, file: !3, line: 34, type: !10)
!333 = !DILocation(line: 0, scope: !326)
!334 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !335)
!335 = distinct !DILocation(line: 33, column: 11, scope: !326)
!336 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !337)
!337 = distinct !DILocation(line: 33, column: 24, scope: !326)
!338 = !DILocation(line: 33, column: 22, scope: !326)
!339 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !340)
!340 = distinct !DILocation(line: 33, column: 37, scope: !326)
!341 = !DILocation(line: 33, column: 35, scope: !326)
!342 = !DILocation(line: 67, column: 3, scope: !343, inlinedAt: !344)
!343 = distinct !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv", scope: !13, file: !14, line: 67, type: !17, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !20)
!344 = distinct !DILocation(line: 34, column: 11, scope: !326)
!345 = !DILocation(line: 80, column: 3, scope: !346, inlinedAt: !347)
!346 = distinct !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv", scope: !47, file: !14, line: 80, type: !17, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !50)
!347 = distinct !DILocation(line: 34, column: 24, scope: !326)
!348 = !DILocation(line: 34, column: 22, scope: !326)
!349 = !DILocation(line: 54, column: 3, scope: !350, inlinedAt: !351)
!350 = distinct !DISubprogram(name: "__fetch_builtin_y", linkageName: "_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv", scope: !75, file: !14, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, declaration: !78)
!351 = distinct !DILocation(line: 34, column: 37, scope: !326)
!352 = !DILocation(line: 34, column: 35, scope: !326)
!353 = !DILocation(line: 35, column: 25, scope: !326)
!354 = !DILocation(line: 35, column: 29, scope: !326)
!355 = !DILocation(line: 35, column: 20, scope: !326)
!356 = !DILocation(line: 35, column: 34, scope: !326)
!357 = !DILocation(line: 35, column: 3, scope: !326)
!358 = !DILocation(line: 35, column: 18, scope: !326)
!359 = !DILocation(line: 36, column: 1, scope: !326)
!360 = distinct !DISubprogram(name: "transpose_naive", scope: !3, file: !3, line: 37, type: !4, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !361)
!361 = !{!362, !363, !364, !365, !366}
!362 = !DILocalVariable(name: "out", arg: 1, scope: !360, file: !3, line: 37, type: !6)
!363 = !DILocalVariable(name: "in", arg: 2, scope: !360, file: !3, line: 37, type: !8)
!364 = !DILocalVariable(name: "n", arg: 3, scope: !360, file: !3, line: 37, type: !10)
!365 = !DILocalVariable(name: "x", scope: !360, file: !3, line: 38, type: !10)
!366 = !DILocalVariable(name: "y", scope: !360, file: !3, line: 39, type: !10)
!367 = !DILocation(line: 0, scope: !360)
!368 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !369)
!369 = distinct !DILocation(line: 38, column: 11, scope: !360)
!370 = !DILocation(line: 38, column: 22, scope: !360)
!371 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !372)
!372 = distinct !DILocation(line: 38, column: 29, scope: !360)
!373 = !DILocation(line: 38, column: 27, scope: !360)
!374 = !DILocation(line: 67, column: 3, scope: !343, inlinedAt: !375)
!375 = distinct !DILocation(line: 39, column: 11, scope: !360)
!376 = !DILocation(line: 39, column: 22, scope: !360)
!377 = !DILocation(line: 54, column: 3, scope: !350, inlinedAt: !378)
!378 = distinct !DILocation(line: 39, column: 29, scope: !360)
!379 = !DILocation(line: 39, column: 27, scope: !360)
!380 = !DILocation(line: 40, column: 25, scope: !360)
!381 = !DILocation(line: 40, column: 29, scope: !360)
!382 = !DILocation(line: 40, column: 20, scope: !360)
!383 = !DILocation(line: 40, column: 9, scope: !360)
!384 = !DILocation(line: 40, column: 13, scope: !360)
!385 = !DILocation(line: 40, column: 3, scope: !360)
!386 = !DILocation(line: 40, column: 18, scope: !360)
!387 = !DILocation(line: 41, column: 1, scope: !360)
!388 = !DILocation(line: 0, scope: !2)
!389 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !390)
!390 = distinct !DILocation(line: 44, column: 11, scope: !2)
!391 = !DILocation(line: 44, column: 22, scope: !2)
!392 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !393)
!393 = distinct !DILocation(line: 44, column: 29, scope: !2)
!394 = !DILocation(line: 44, column: 27, scope: !2)
!395 = !DILocation(line: 67, column: 3, scope: !343, inlinedAt: !396)
!396 = distinct !DILocation(line: 44, column: 46, scope: !2)
!397 = !DILocation(line: 44, column: 57, scope: !2)
!398 = !DILocation(line: 54, column: 3, scope: !350, inlinedAt: !399)
!399 = distinct !DILocation(line: 44, column: 64, scope: !2)
!400 = !DILocation(line: 44, column: 62, scope: !2)
!401 = !DILocation(line: 45, column: 41, scope: !2)
!402 = !DILocation(line: 45, column: 45, scope: !2)
!403 = !DILocation(line: 45, column: 36, scope: !2)
!404 = !DILocation(line: 45, column: 3, scope: !2)
!405 = !DILocation(line: 45, column: 34, scope: !2)
!406 = !DILocation(line: 46, column: 3, scope: !2)
!407 = !DILocation(line: 47, column: 23, scope: !2)
!408 = !DILocation(line: 47, column: 58, scope: !2)
!409 = !DILocation(line: 48, column: 20, scope: !2)
!410 = !DILocation(line: 48, column: 9, scope: !2)
!411 = !DILocation(line: 48, column: 13, scope: !2)
!412 = !DILocation(line: 48, column: 3, scope: !2)
!413 = !DILocation(line: 48, column: 18, scope: !2)
!414 = !DILocation(line: 49, column: 1, scope: !2)
!415 = !DILocation(line: 0, scope: !134)
!416 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !417)
!417 = distinct !DILocation(line: 52, column: 11, scope: !134)
!418 = !DILocation(line: 52, column: 22, scope: !134)
!419 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !420)
!420 = distinct !DILocation(line: 52, column: 29, scope: !134)
!421 = !DILocation(line: 52, column: 27, scope: !134)
!422 = !DILocation(line: 67, column: 3, scope: !343, inlinedAt: !423)
!423 = distinct !DILocation(line: 52, column: 46, scope: !134)
!424 = !DILocation(line: 52, column: 57, scope: !134)
!425 = !DILocation(line: 54, column: 3, scope: !350, inlinedAt: !426)
!426 = distinct !DILocation(line: 52, column: 64, scope: !134)
!427 = !DILocation(line: 52, column: 62, scope: !134)
!428 = !DILocation(line: 53, column: 41, scope: !134)
!429 = !DILocation(line: 53, column: 45, scope: !134)
!430 = !DILocation(line: 53, column: 36, scope: !134)
!431 = !DILocation(line: 53, column: 3, scope: !134)
!432 = !DILocation(line: 53, column: 34, scope: !134)
!433 = !DILocation(line: 54, column: 3, scope: !134)
!434 = !DILocation(line: 55, column: 23, scope: !134)
!435 = !DILocation(line: 55, column: 58, scope: !134)
!436 = !DILocation(line: 56, column: 20, scope: !134)
!437 = !DILocation(line: 56, column: 9, scope: !134)
!438 = !DILocation(line: 56, column: 13, scope: !134)
!439 = !DILocation(line: 56, column: 3, scope: !134)
!440 = !DILocation(line: 56, column: 18, scope: !134)
!441 = !DILocation(line: 57, column: 1, scope: !134)
!442 = distinct !DISubprogram(name: "matmul_naive", scope: !3, file: !3, line: 58, type: !148, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !443)
!443 = !{!444, !445, !446, !447, !448, !449, !450, !451}
!444 = !DILocalVariable(name: "C", arg: 1, scope: !442, file: !3, line: 58, type: !6)
!445 = !DILocalVariable(name: "A", arg: 2, scope: !442, file: !3, line: 58, type: !8)
!446 = !DILocalVariable(name: "B", arg: 3, scope: !442, file: !3, line: 58, type: !8)
!447 = !DILocalVariable(name: "n", arg: 4, scope: !442, file: !3, line: 58, type: !10)
!448 = !DILocalVariable(name: "row", scope: !442, file: !3, line: 59, type: !10)
!449 = !DILocalVariable(name: "col", scope: !442, file: !3, line: 60, type: !10)
!450 = !DILocalVariable(name: "s", scope: !442, file: !3, line: 61, type: !7)
!451 = !DILocalVariable(name: "k", scope: !452, file: !3, line: 62, type: !10)
!452 = distinct !DILexicalBlock(scope: !442, file: !3, line: 62, column: 3)
!453 = !DILocation(line: 0, scope: !442)
!454 = !DILocation(line: 67, column: 3, scope: !343, inlinedAt: !455)
!455 = distinct !DILocation(line: 59, column: 13, scope: !442)
!456 = !DILocation(line: 80, column: 3, scope: !346, inlinedAt: !457)
!457 = distinct !DILocation(line: 59, column: 26, scope: !442)
!458 = !DILocation(line: 59, column: 24, scope: !442)
!459 = !DILocation(line: 54, column: 3, scope: !350, inlinedAt: !460)
!460 = distinct !DILocation(line: 59, column: 39, scope: !442)
!461 = !DILocation(line: 59, column: 37, scope: !442)
!462 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !463)
!463 = distinct !DILocation(line: 60, column: 13, scope: !442)
!464 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !465)
!465 = distinct !DILocation(line: 60, column: 26, scope: !442)
!466 = !DILocation(line: 60, column: 24, scope: !442)
!467 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !468)
!468 = distinct !DILocation(line: 60, column: 39, scope: !442)
!469 = !DILocation(line: 60, column: 37, scope: !442)
!470 = !DILocation(line: 0, scope: !452)
!471 = !DILocation(line: 62, column: 21, scope: !472)
!472 = distinct !DILexicalBlock(scope: !452, file: !3, line: 62, column: 3)
!473 = !DILocation(line: 62, column: 3, scope: !452)
!474 = !DILocation(line: 62, column: 46, scope: !472)
!475 = !DILocation(line: 62, column: 36, scope: !472)
!476 = !DILocation(line: 62, column: 57, scope: !472)
!477 = !DILocation(line: 62, column: 61, scope: !472)
!478 = !DILocation(line: 62, column: 53, scope: !472)
!479 = !DILocation(line: 62, column: 51, scope: !472)
!480 = !DILocation(line: 62, column: 33, scope: !472)
!481 = !DILocation(line: 63, column: 13, scope: !442)
!482 = !DILocation(line: 63, column: 3, scope: !442)
!483 = !DILocation(line: 63, column: 20, scope: !442)
!484 = !DILocation(line: 64, column: 1, scope: !442)
!485 = !DILocation(line: 62, column: 26, scope: !472)
!486 = distinct !{!486, !473, !487, !488}
!487 = !DILocation(line: 62, column: 66, scope: !452)
!488 = !{!"llvm.loop.mustprogress"}
!489 = !DILocation(line: 0, scope: !147)
!490 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !491)
!491 = distinct !DILocation(line: 67, column: 12, scope: !147)
!492 = !DILocation(line: 54, column: 3, scope: !350, inlinedAt: !493)
!493 = distinct !DILocation(line: 67, column: 30, scope: !147)
!494 = !DILocation(line: 67, column: 3, scope: !343, inlinedAt: !495)
!495 = distinct !DILocation(line: 68, column: 13, scope: !147)
!496 = !DILocation(line: 68, column: 24, scope: !147)
!497 = !DILocation(line: 68, column: 29, scope: !147)
!498 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !499)
!499 = distinct !DILocation(line: 68, column: 41, scope: !147)
!500 = !DILocation(line: 68, column: 52, scope: !147)
!501 = !DILocation(line: 68, column: 57, scope: !147)
!502 = !DILocation(line: 0, scope: !161)
!503 = !DILocation(line: 70, column: 21, scope: !165)
!504 = !DILocation(line: 70, column: 3, scope: !161)
!505 = !DILocation(line: 74, column: 39, scope: !506)
!506 = distinct !DILexicalBlock(scope: !163, file: !3, line: 74, column: 5)
!507 = !DILocation(line: 69, column: 9, scope: !147)
!508 = !DILocation(line: 77, column: 13, scope: !147)
!509 = !DILocation(line: 77, column: 3, scope: !147)
!510 = !DILocation(line: 77, column: 20, scope: !147)
!511 = !DILocation(line: 78, column: 1, scope: !147)
!512 = !DILocation(line: 71, column: 32, scope: !164)
!513 = !DILocation(line: 71, column: 37, scope: !164)
!514 = !DILocation(line: 71, column: 18, scope: !164)
!515 = !DILocation(line: 71, column: 16, scope: !164)
!516 = !DILocation(line: 72, column: 28, scope: !164)
!517 = !DILocation(line: 72, column: 34, scope: !164)
!518 = !DILocation(line: 72, column: 38, scope: !164)
!519 = !DILocation(line: 72, column: 18, scope: !164)
!520 = !DILocation(line: 72, column: 16, scope: !164)
!521 = !DILocation(line: 73, column: 5, scope: !164)
!522 = !DILocation(line: 0, scope: !163)
!523 = !DILocation(line: 74, column: 51, scope: !506)
!524 = !DILocation(line: 74, column: 49, scope: !506)
!525 = !DILocation(line: 74, column: 36, scope: !506)
!526 = !DILocation(line: 75, column: 5, scope: !164)
!527 = !DILocation(line: 70, column: 31, scope: !165)
!528 = distinct !{!528, !504, !529, !488}
!529 = !DILocation(line: 76, column: 3, scope: !161)
!530 = distinct !DISubprogram(name: "aos", scope: !3, file: !3, line: 79, type: !531, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !540)
!531 = !DISubroutineType(types: !532)
!532 = !{null, !6, !533}
!533 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !534, size: 64)
!534 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !535)
!535 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "P3", file: !3, line: 14, size: 96, flags: DIFlagTypePassByValue, elements: !536, identifier: "_ZTS2P3")
!536 = !{!537, !538, !539}
!537 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !535, file: !3, line: 14, baseType: !7, size: 32)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !535, file: !3, line: 14, baseType: !7, size: 32, offset: 32)
!539 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !535, file: !3, line: 14, baseType: !7, size: 32, offset: 64)
!540 = !{!541, !542, !543}
!541 = !DILocalVariable(name: "out", arg: 1, scope: !530, file: !3, line: 79, type: !6)
!542 = !DILocalVariable(name: "p", arg: 2, scope: !530, file: !3, line: 79, type: !533)
!543 = !DILocalVariable(name: "i", scope: !530, file: !3, line: 80, type: !10)
!544 = !DILocation(line: 0, scope: !530)
!545 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !546)
!546 = distinct !DILocation(line: 80, column: 11, scope: !530)
!547 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !548)
!548 = distinct !DILocation(line: 80, column: 24, scope: !530)
!549 = !DILocation(line: 80, column: 22, scope: !530)
!550 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !551)
!551 = distinct !DILocation(line: 80, column: 37, scope: !530)
!552 = !DILocation(line: 80, column: 35, scope: !530)
!553 = !DILocation(line: 81, column: 12, scope: !530)
!554 = !DILocation(line: 81, column: 17, scope: !530)
!555 = !{!556, !263, i64 0}
!556 = !{!"_ZTS2P3", !263, i64 0, !263, i64 4, !263, i64 8}
!557 = !DILocation(line: 81, column: 3, scope: !530)
!558 = !DILocation(line: 81, column: 10, scope: !530)
!559 = !DILocation(line: 82, column: 1, scope: !530)
!560 = distinct !DISubprogram(name: "soa", scope: !3, file: !3, line: 83, type: !174, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !561)
!561 = !{!562, !563, !564}
!562 = !DILocalVariable(name: "out", arg: 1, scope: !560, file: !3, line: 83, type: !6)
!563 = !DILocalVariable(name: "x", arg: 2, scope: !560, file: !3, line: 83, type: !8)
!564 = !DILocalVariable(name: "i", scope: !560, file: !3, line: 84, type: !10)
!565 = !DILocation(line: 0, scope: !560)
!566 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !567)
!567 = distinct !DILocation(line: 84, column: 11, scope: !560)
!568 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !569)
!569 = distinct !DILocation(line: 84, column: 24, scope: !560)
!570 = !DILocation(line: 84, column: 22, scope: !560)
!571 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !572)
!572 = distinct !DILocation(line: 84, column: 37, scope: !560)
!573 = !DILocation(line: 84, column: 35, scope: !560)
!574 = !DILocation(line: 85, column: 12, scope: !560)
!575 = !DILocation(line: 85, column: 3, scope: !560)
!576 = !DILocation(line: 85, column: 10, scope: !560)
!577 = !DILocation(line: 86, column: 1, scope: !560)
!578 = distinct !DISubprogram(name: "types", scope: !3, file: !3, line: 87, type: !579, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !594)
!579 = !DISubroutineType(types: !580)
!580 = !{null, !581, !583, !585, !587}
!581 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!582 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!583 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !584, size: 64)
!584 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !586, size: 64)
!586 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !588, size: 64)
!588 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "f4", file: !3, line: 13, size: 128, align: 128, flags: DIFlagTypePassByValue, elements: !589, identifier: "_ZTS2f4")
!589 = !{!590, !591, !592, !593}
!590 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !588, file: !3, line: 13, baseType: !7, size: 32)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !588, file: !3, line: 13, baseType: !7, size: 32, offset: 32)
!592 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !588, file: !3, line: 13, baseType: !7, size: 32, offset: 64)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !588, file: !3, line: 13, baseType: !7, size: 32, offset: 96)
!594 = !{!595, !596, !597, !598, !599, !600}
!595 = !DILocalVariable(name: "c", arg: 1, scope: !578, file: !3, line: 87, type: !581)
!596 = !DILocalVariable(name: "s", arg: 2, scope: !578, file: !3, line: 87, type: !583)
!597 = !DILocalVariable(name: "d", arg: 3, scope: !578, file: !3, line: 87, type: !585)
!598 = !DILocalVariable(name: "v", arg: 4, scope: !578, file: !3, line: 87, type: !587)
!599 = !DILocalVariable(name: "i", scope: !578, file: !3, line: 88, type: !10)
!600 = !DILocalVariable(name: "t", scope: !578, file: !3, line: 90, type: !588)
!601 = distinct !DIAssignID()
!602 = !DILocation(line: 0, scope: !578)
!603 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !604)
!604 = distinct !DILocation(line: 88, column: 11, scope: !578)
!605 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !606)
!606 = distinct !DILocation(line: 88, column: 24, scope: !578)
!607 = !DILocation(line: 88, column: 22, scope: !578)
!608 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !609)
!609 = distinct !DILocation(line: 88, column: 37, scope: !578)
!610 = !DILocation(line: 88, column: 35, scope: !578)
!611 = !DILocation(line: 89, column: 3, scope: !578)
!612 = !DILocation(line: 89, column: 8, scope: !578)
!613 = !{!264, !264, i64 0}
!614 = !DILocation(line: 89, column: 13, scope: !578)
!615 = !DILocation(line: 89, column: 18, scope: !578)
!616 = !{!617, !617, i64 0}
!617 = !{!"short", !264, i64 0}
!618 = !DILocation(line: 89, column: 23, scope: !578)
!619 = !DILocation(line: 89, column: 28, scope: !578)
!620 = !{!621, !621, i64 0}
!621 = !{!"double", !264, i64 0}
!622 = !DILocation(line: 90, column: 10, scope: !578)
!623 = distinct !DIAssignID()
!624 = !DILocation(line: 90, column: 20, scope: !578)
!625 = !DILocation(line: 90, column: 34, scope: !578)
!626 = !DILocation(line: 91, column: 1, scope: !578)
!627 = distinct !DISubprogram(name: "gather", scope: !3, file: !3, line: 92, type: !628, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !632)
!628 = !DISubroutineType(types: !629)
!629 = !{null, !6, !8, !630}
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !631, size: 64)
!631 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!632 = !{!633, !634, !635, !636}
!633 = !DILocalVariable(name: "out", arg: 1, scope: !627, file: !3, line: 92, type: !6)
!634 = !DILocalVariable(name: "in", arg: 2, scope: !627, file: !3, line: 92, type: !8)
!635 = !DILocalVariable(name: "idx", arg: 3, scope: !627, file: !3, line: 92, type: !630)
!636 = !DILocalVariable(name: "i", scope: !627, file: !3, line: 93, type: !10)
!637 = !DILocation(line: 0, scope: !627)
!638 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !639)
!639 = distinct !DILocation(line: 93, column: 11, scope: !627)
!640 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !641)
!641 = distinct !DILocation(line: 93, column: 24, scope: !627)
!642 = !DILocation(line: 93, column: 22, scope: !627)
!643 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !644)
!644 = distinct !DILocation(line: 93, column: 37, scope: !627)
!645 = !DILocation(line: 93, column: 35, scope: !627)
!646 = !DILocation(line: 94, column: 15, scope: !627)
!647 = !{!648, !648, i64 0}
!648 = !{!"int", !264, i64 0}
!649 = !DILocation(line: 94, column: 12, scope: !627)
!650 = !DILocation(line: 94, column: 3, scope: !627)
!651 = !DILocation(line: 94, column: 10, scope: !627)
!652 = !DILocation(line: 95, column: 1, scope: !627)
!653 = !DILocation(line: 0, scope: !173)
!654 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !655)
!655 = distinct !DILocation(line: 98, column: 18, scope: !173)
!656 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !657)
!657 = distinct !DILocation(line: 99, column: 19, scope: !173)
!658 = !DILocation(line: 99, column: 30, scope: !173)
!659 = !DILocation(line: 99, column: 36, scope: !173)
!660 = !DILocation(line: 99, column: 16, scope: !173)
!661 = !DILocation(line: 99, column: 3, scope: !173)
!662 = !DILocation(line: 99, column: 14, scope: !173)
!663 = !DILocation(line: 100, column: 3, scope: !173)
!664 = !DILocation(line: 0, scope: !181)
!665 = !DILocation(line: 102, column: 13, scope: !666)
!666 = distinct !DILexicalBlock(scope: !667, file: !3, line: 102, column: 9)
!667 = distinct !DILexicalBlock(scope: !668, file: !3, line: 101, column: 41)
!668 = distinct !DILexicalBlock(scope: !181, file: !3, line: 101, column: 3)
!669 = !DILocation(line: 102, column: 23, scope: !666)
!670 = !DILocation(line: 102, column: 9, scope: !667)
!671 = !DILocation(line: 102, column: 43, scope: !666)
!672 = !DILocation(line: 102, column: 40, scope: !666)
!673 = !DILocation(line: 102, column: 29, scope: !666)
!674 = !DILocation(line: 103, column: 5, scope: !667)
!675 = !DILocation(line: 105, column: 11, scope: !676)
!676 = distinct !DILexicalBlock(scope: !173, file: !3, line: 105, column: 7)
!677 = !DILocation(line: 105, column: 7, scope: !173)
!678 = !DILocation(line: 105, column: 35, scope: !676)
!679 = !DILocation(line: 105, column: 33, scope: !676)
!680 = !DILocation(line: 105, column: 17, scope: !676)
!681 = !DILocation(line: 106, column: 1, scope: !173)
!682 = !DILocation(line: 0, scope: !187)
!683 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !684)
!684 = distinct !DILocation(line: 109, column: 18, scope: !187)
!685 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !686)
!686 = distinct !DILocation(line: 110, column: 19, scope: !187)
!687 = !DILocation(line: 110, column: 30, scope: !187)
!688 = !DILocation(line: 110, column: 36, scope: !187)
!689 = !DILocation(line: 110, column: 16, scope: !187)
!690 = !DILocation(line: 110, column: 3, scope: !187)
!691 = !DILocation(line: 110, column: 14, scope: !187)
!692 = !DILocation(line: 111, column: 3, scope: !187)
!693 = !DILocation(line: 0, scope: !193)
!694 = !DILocation(line: 0, scope: !195)
!695 = !DILocation(line: 114, column: 15, scope: !696)
!696 = distinct !DILexicalBlock(scope: !195, file: !3, line: 114, column: 9)
!697 = !DILocation(line: 114, column: 9, scope: !195)
!698 = !DILocation(line: 113, column: 28, scope: !195)
!699 = !DILocation(line: 114, column: 38, scope: !696)
!700 = !DILocation(line: 114, column: 35, scope: !696)
!701 = !DILocation(line: 114, column: 22, scope: !696)
!702 = !DILocation(line: 115, column: 5, scope: !195)
!703 = !DILocation(line: 117, column: 11, scope: !704)
!704 = distinct !DILexicalBlock(scope: !187, file: !3, line: 117, column: 7)
!705 = !DILocation(line: 117, column: 7, scope: !187)
!706 = !DILocation(line: 117, column: 35, scope: !704)
!707 = !DILocation(line: 117, column: 33, scope: !704)
!708 = !DILocation(line: 117, column: 17, scope: !704)
!709 = !DILocation(line: 118, column: 1, scope: !187)
!710 = !DILocation(line: 0, scope: !199)
!711 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !712)
!712 = distinct !DILocation(line: 121, column: 18, scope: !199)
!713 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !714)
!714 = distinct !DILocation(line: 122, column: 19, scope: !199)
!715 = !DILocation(line: 122, column: 30, scope: !199)
!716 = !DILocation(line: 122, column: 36, scope: !199)
!717 = !DILocation(line: 122, column: 16, scope: !199)
!718 = !DILocation(line: 122, column: 3, scope: !199)
!719 = !DILocation(line: 122, column: 14, scope: !199)
!720 = !DILocation(line: 123, column: 3, scope: !199)
!721 = !DILocation(line: 0, scope: !205)
!722 = !DILocation(line: 125, column: 13, scope: !723)
!723 = distinct !DILexicalBlock(scope: !724, file: !3, line: 125, column: 9)
!724 = distinct !DILexicalBlock(scope: !725, file: !3, line: 124, column: 42)
!725 = distinct !DILexicalBlock(scope: !205, file: !3, line: 124, column: 3)
!726 = !DILocation(line: 125, column: 9, scope: !724)
!727 = !DILocation(line: 125, column: 32, scope: !723)
!728 = !DILocation(line: 125, column: 29, scope: !723)
!729 = !DILocation(line: 125, column: 18, scope: !723)
!730 = !DILocation(line: 126, column: 5, scope: !724)
!731 = !DILocation(line: 128, column: 11, scope: !732)
!732 = distinct !DILexicalBlock(scope: !199, file: !3, line: 128, column: 7)
!733 = !DILocation(line: 128, column: 7, scope: !199)
!734 = !DILocation(line: 128, column: 35, scope: !732)
!735 = !DILocation(line: 128, column: 33, scope: !732)
!736 = !DILocation(line: 128, column: 17, scope: !732)
!737 = !DILocation(line: 129, column: 1, scope: !199)
!738 = distinct !DISubprogram(name: "grid_stride", scope: !3, file: !3, line: 130, type: !4, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !739)
!739 = !{!740, !741, !742, !743}
!740 = !DILocalVariable(name: "out", arg: 1, scope: !738, file: !3, line: 130, type: !6)
!741 = !DILocalVariable(name: "in", arg: 2, scope: !738, file: !3, line: 130, type: !8)
!742 = !DILocalVariable(name: "n", arg: 3, scope: !738, file: !3, line: 130, type: !10)
!743 = !DILocalVariable(name: "i", scope: !744, file: !3, line: 131, type: !10)
!744 = distinct !DILexicalBlock(scope: !738, file: !3, line: 131, column: 3)
!745 = !DILocation(line: 0, scope: !738)
!746 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !747)
!747 = distinct !DILocation(line: 131, column: 16, scope: !744)
!748 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !749)
!749 = distinct !DILocation(line: 131, column: 29, scope: !744)
!750 = !DILocation(line: 131, column: 27, scope: !744)
!751 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !752)
!752 = distinct !DILocation(line: 131, column: 42, scope: !744)
!753 = !DILocation(line: 131, column: 40, scope: !744)
!754 = !DILocation(line: 0, scope: !744)
!755 = !DILocation(line: 131, column: 57, scope: !756)
!756 = distinct !DILexicalBlock(scope: !744, file: !3, line: 131, column: 3)
!757 = !DILocation(line: 131, column: 3, scope: !744)
!758 = !DILocation(line: 134, column: 1, scope: !738)
!759 = !DILocation(line: 133, column: 14, scope: !756)
!760 = !DILocation(line: 133, column: 20, scope: !756)
!761 = !DILocation(line: 133, column: 5, scope: !756)
!762 = !DILocation(line: 133, column: 12, scope: !756)
!763 = !DILocation(line: 132, column: 10, scope: !756)
!764 = distinct !{!764, !757, !765, !488}
!765 = !DILocation(line: 133, column: 22, scope: !744)
!766 = distinct !DISubprogram(name: "atomic_hist", scope: !3, file: !3, line: 135, type: !767, scopeLine: 135, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !770)
!767 = !DISubroutineType(types: !768)
!768 = !{null, !769, !630}
!769 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!770 = !{!771, !772, !773}
!771 = !DILocalVariable(name: "h", arg: 1, scope: !766, file: !3, line: 135, type: !769)
!772 = !DILocalVariable(name: "in", arg: 2, scope: !766, file: !3, line: 135, type: !630)
!773 = !DILocalVariable(name: "i", scope: !766, file: !3, line: 136, type: !10)
!774 = !DILocation(line: 0, scope: !766)
!775 = !DILocation(line: 66, column: 3, scope: !248, inlinedAt: !776)
!776 = distinct !DILocation(line: 136, column: 11, scope: !766)
!777 = !DILocation(line: 79, column: 3, scope: !251, inlinedAt: !778)
!778 = distinct !DILocation(line: 136, column: 24, scope: !766)
!779 = !DILocation(line: 136, column: 22, scope: !766)
!780 = !DILocation(line: 53, column: 3, scope: !255, inlinedAt: !781)
!781 = distinct !DILocation(line: 136, column: 37, scope: !766)
!782 = !DILocation(line: 136, column: 35, scope: !766)
!783 = !DILocation(line: 137, column: 40, scope: !766)
!784 = !DILocation(line: 137, column: 26, scope: !766)
!785 = !DILocation(line: 137, column: 47, scope: !766)
!786 = !DILocation(line: 137, column: 3, scope: !766)
!787 = !DILocation(line: 138, column: 1, scope: !766)
