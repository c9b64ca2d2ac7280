//===- TensorOp.cpp - wmma / mma / ldmatrix intrinsics by name ------------===//
#include "gpuperf/IR/TensorOp.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

#include <algorithm>

using namespace llvm;
using namespace gpuperf;

/// The name's dot-separated parts after "llvm.nvvm.", or none when \p I is
/// not a call to an NVVM intrinsic.
static SmallVector<StringRef, 12> nvvmNameParts(const Instruction &I) {
  SmallVector<StringRef, 12> Parts;
  auto *CI = dyn_cast<CallInst>(&I);
  const Function *F = CI ? CI->getCalledFunction() : nullptr;
  if (!F || !F->getName().starts_with("llvm.nvvm."))
    return Parts;
  F->getName().drop_front(10).split(Parts, '.');
  return Parts;
}

/// "m16n8k16" -> {16, 8, 16}.
static bool parseShape(StringRef S, unsigned &M, unsigned &N, unsigned &K) {
  if (!S.consume_front("m"))
    return false;
  size_t NPos = S.find('n'), KPos = S.find('k');
  if (NPos == StringRef::npos || KPos == StringRef::npos || KPos < NPos)
    return false;
  return !S.substr(0, NPos).getAsInteger(10, M) &&
         !S.slice(NPos + 1, KPos).getAsInteger(10, N) &&
         !S.substr(KPos + 1).getAsInteger(10, K) && M && N && K;
}

static const StringRef *findShape(ArrayRef<StringRef> Parts, unsigned &M,
                                  unsigned &N, unsigned &K) {
  for (const StringRef &P : Parts)
    if (parseShape(P, M, N, K))
      return &P;
  return nullptr;
}

std::optional<TensorMma> gpuperf::tensorMmaOf(const Instruction &I) {
  SmallVector<StringRef, 12> P = nvvmNameParts(I);
  bool IsWmma = !P.empty() && P[0] == "wmma" && is_contained(P, "mma");
  bool IsMma = !P.empty() && P[0] == "mma";
  if (!IsWmma && !IsMma)
    return std::nullopt;
  return tensorMmaOfParts(P);
}

std::optional<TensorMma> gpuperf::tensorMmaOfParts(ArrayRef<StringRef> P) {
  TensorMma T;
  if (!findShape(P, T.M, T.N, T.K))
    return std::nullopt;
  // The input type names the rate; for FP16 inputs the name gives the
  // accumulator types (D, then C) instead, and an FP16 accumulator runs at
  // its own rate on some GPUs.
  struct Kind {
    StringRef Token;
    InstrClass Class;
    const char *Name;
  };
  static const Kind Kinds[] = {{"bf16", InstrClass::TensorBF16, "bf16"},
                               {"tf32", InstrClass::TensorTF32, "tf32"},
                               {"s8", InstrClass::TensorInt8, "s8"},
                               {"u8", InstrClass::TensorInt8, "u8"},
                               {"e4m3", InstrClass::TensorFP8, "e4m3"},
                               {"e5m2", InstrClass::TensorFP8, "e5m2"},
                               {"s4", InstrClass::TensorOther, "s4"},
                               {"u4", InstrClass::TensorOther, "u4"},
                               {"b1", InstrClass::TensorOther, "b1"},
                               {"f64", InstrClass::TensorOther, "f64"}};
  for (const Kind &Kd : Kinds)
    if (is_contained(P, Kd.Token)) {
      T.Class = Kd.Class;
      T.InputType = Kd.Name;
      return T;
    }
  SmallVector<StringRef, 4> Acc;
  for (StringRef S : P)
    if (S == "f16" || S == "f32")
      Acc.push_back(S);
  if (Acc.empty())
    return std::nullopt;
  T.InputType = "f16";
  T.Class = all_of(Acc, [](StringRef S) { return S == "f16"; })
                ? InstrClass::TensorF16Acc16
                : InstrClass::TensorF16;
  return T;
}

/// Bits of one element of a fragment's type token, 0 if not one.
static unsigned elementBits(StringRef T) {
  return StringSwitch<unsigned>(T)
      .Cases("f16", "bf16", 16)
      .Cases("f32", "tf32", "s32", 32)
      .Case("f64", 64)
      .Cases("s8", "u8", 8)
      .Cases("s4", "u4", 4)
      .Case("b1", 1)
      .Default(0);
}

std::optional<FragmentTile> gpuperf::fragmentTileOf(const Instruction &I) {
  // wmma.<shape>.{load,store}.<frag>.<layout>[.stride].<type>[.p<as>]
  SmallVector<StringRef, 12> P = nvvmNameParts(I);
  if (P.size() < 5 || P[0] != "wmma" || (P[2] != "load" && P[2] != "store"))
    return std::nullopt;
  unsigned M, N, K;
  if (!parseShape(P[1], M, N, K))
    return std::nullopt;
  StringRef Frag = P[3], Layout = P[4];
  unsigned Bits = 0;
  for (StringRef S : ArrayRef(P).drop_front(5))
    if ((Bits = elementBits(S)))
      break;
  if (!Bits || (Layout != "row" && Layout != "col"))
    return std::nullopt;
  unsigned Rows, Cols;
  if (Frag == "a")
    Rows = M, Cols = K;
  else if (Frag == "b")
    Rows = K, Cols = N;
  else if (Frag == "c" || Frag == "d")
    Rows = M, Cols = N;
  else
    return std::nullopt;
  auto &Call = cast<CallInst>(I);
  FragmentTile T;
  T.IsStore = P[2] == "store";
  T.Ptr = Call.getArgOperand(0);
  if (is_contained(P, "stride"))
    T.Stride = Call.getArgOperand(Call.arg_size() - 1);
  bool RowMajor = Layout == "row";
  T.Lines = RowMajor ? Rows : Cols;
  T.LineBytes = (RowMajor ? Cols : Rows) * Bits / 8;
  T.ElemBytes = std::max(1u, Bits / 8);
  if (!T.LineBytes || !T.Ptr->getType()->isPointerTy())
    return std::nullopt;
  return T;
}

unsigned FragmentTile::chunkBytes() const {
  unsigned C = 16;
  while (C > 1 && (C * 32 > tileBytes() || LineBytes % C))
    C /= 2;
  return C;
}

unsigned FragmentTile::requests() const {
  unsigned PerRequest = chunkBytes() * 32;
  return (tileBytes() + PerRequest - 1) / PerRequest;
}

std::optional<MatrixRowsLoad> gpuperf::matrixRowsLoadOf(const Instruction &I) {
  // ldmatrix.sync.aligned.m8n8.x<N>[.trans].b16[.p3]
  SmallVector<StringRef, 12> P = nvvmNameParts(I);
  if (P.size() < 5 || P[0] != "ldmatrix")
    return std::nullopt;
  unsigned Matrices = StringSwitch<unsigned>(P[4])
                          .Case("x1", 1)
                          .Case("x2", 2)
                          .Case("x4", 4)
                          .Default(0);
  if (!Matrices)
    return std::nullopt;
  MatrixRowsLoad L;
  L.Ptr = cast<CallInst>(I).getArgOperand(0);
  L.AddressLanes = 8 * Matrices;
  return L;
}
