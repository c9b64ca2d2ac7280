//===- TensorOp.h - Warp-wide matrix instructions (wmma, mma, ldmatrix) -*-===//
//
// The tensor-core intrinsics a CUDA kernel reaches through <mma.h> or the
// NVPTX builtins, read from their names (the PTX ISA's spelling:
// llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32, llvm.nvvm.mma.m16n8k8.row.col
// .tf32, llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p3, ...). A matrix
// multiply is M x N x K multiply-adds by one warp on a tensor core of the
// input type's rate; a fragment load or store is a tile of memory the warp
// reads or writes together. Hardware-independent: rates are in the spec.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_TENSOROP_H
#define GPUPERF_IR_TENSOROP_H

#include "gpuperf/IR/InstrClass.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace llvm {
class Instruction;
class Value;
} // namespace llvm

namespace gpuperf {

/// One warp-wide matrix multiply-accumulate (wmma.mma, mma.sync).
struct TensorMma {
  unsigned M = 0, N = 0, K = 0;
  /// The tensor class of the input type (and accumulator, for FP16).
  InstrClass Class = InstrClass::TensorOther;
  /// "f16", "bf16", "tf32", "s8", "s4", "b1", "f64": for messages.
  const char *InputType = "";
  double multiplyAdds() const { return double(M) * N * K; }
};

/// The tensor multiply \p I performs, if it is one.
std::optional<TensorMma> tensorMmaOf(const llvm::Instruction &I);
/// The multiply a name's dot-separated parts spell (a shape mMnNkK and
/// the type parts: "mma", "sync", "aligned", "m16n8k16", "row", "col",
/// "f32", "f16", "f16", "f32"), for intrinsics and inline PTX alike.
std::optional<TensorMma> tensorMmaOfParts(llvm::ArrayRef<llvm::StringRef> P);

/// A wmma fragment load or store: Lines contiguous runs of LineBytes bytes,
/// Stride elements apart (the leading dimension), read or written by the
/// warp together. The lanes' share of the tile is implementation-defined
/// (PTX ISA, wmma.load); see TileLanes in AccessAnalysis.cpp for the model.
struct FragmentTile {
  const llvm::Value *Ptr = nullptr;
  const llvm::Value *Stride = nullptr; ///< nullptr: the tile is contiguous
  unsigned Lines = 0, LineBytes = 0, ElemBytes = 0;
  bool IsStore = false;
  unsigned tileBytes() const { return Lines * LineBytes; }
  /// Bytes of the tile each lane moves per request: 16 (as LDS.128 or
  /// ldmatrix do) where the tile has 512 bytes or more, else a 32nd.
  unsigned chunkBytes() const;
  /// Warp requests the tile takes at chunkBytes() per lane.
  unsigned requests() const;
};

/// The tile \p I loads or stores, if it is a wmma load or store.
std::optional<FragmentTile> fragmentTileOf(const llvm::Instruction &I);

/// ldmatrix.sync.aligned.m8n8.xN: lane l < 8 N gives the address of one
/// 16-byte row; the other lanes' addresses are not read.
struct MatrixRowsLoad {
  const llvm::Value *Ptr = nullptr;
  unsigned AddressLanes = 32; ///< 8, 16 or 32
};

std::optional<MatrixRowsLoad> matrixRowsLoadOf(const llvm::Instruction &I);

} // namespace gpuperf

#endif
