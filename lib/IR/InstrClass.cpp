//===- InstrClass.cpp - IR instruction -> operation class -----------------===//
#include "gpuperf/IR/InstrClass.h"
#include "gpuperf/IR/InlinePTX.h"
#include "gpuperf/IR/MemoryParts.h"
#include "gpuperf/IR/TensorOp.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::instrClassName(InstrClass C) {
  static const char *Names[] = {
      "int_add",      "int_mul",     "int_mad",     "int_div",
      "int_rem",      "fp32_add",    "fp32_mul",    "fp32_fma",
      "fp32_div",     "fp64_add",    "fp64_mul",    "fp64_fma",
      "conversion",   "rcp",         "sqrt",        "rsqrt",
      "sincos",       "lg2",         "ex2",         "branch",
      "barrier",      "global",      "local",       "shared",
      "constant",     "shuffle",     "tensor_f16",  "tensor_f16_acc16",
      "tensor_bf16",  "tensor_tf32", "tensor_int8", "tensor_fp8",
      "tensor_other", "other"};
  static_assert(sizeof(Names) / sizeof(Names[0]) == NumInstrClasses);
  return Names[unsigned(C)];
}

static InstrClass memoryClass(unsigned AddrSpace) {
  switch (AddrSpace) {
  case 3:
    return InstrClass::SharedMem;
  case 4:
    return InstrClass::ConstantMem;
  case 5:
    return InstrClass::LocalMem;
  default: // 0 (generic) and 1 (global): generic kernel pointers are global
    return InstrClass::GlobalMem;
  }
}

static unsigned pointerSpace(const Value *Ptr) {
  // Generic pointers made by addrspacecast keep their real space.
  const Value *V = Ptr->stripPointerCasts();
  while (true) {
    if (auto *ASC = dyn_cast<AddrSpaceCastOperator>(V)) {
      V = ASC->getPointerOperand();
      break;
    }
    if (auto *GEP = dyn_cast<GEPOperator>(V)) {
      V = GEP->getPointerOperand();
      continue;
    }
    break;
  }
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return GV->getAddressSpace();
  if (isa<AllocaInst>(V))
    return 5;
  return V->getType()->getPointerAddressSpace();
}

/// The NVVM intrinsics libdevice's math functions are written in (one
/// instruction each): by name, the FP64 class where the result is double.
static InstrClass libdeviceClass(StringRef Name, bool F64) {
  struct Row {
    StringRef Prefix;
    InstrClass F32, F64;
  };
  static const Row Rows[] = {
      {"fabs.", InstrClass::FP32Add, InstrClass::FP64Add},
      {"fmin.", InstrClass::FP32Add, InstrClass::FP64Add},
      {"fmax.", InstrClass::FP32Add, InstrClass::FP64Add},
      {"saturate.", InstrClass::FP32Add, InstrClass::FP64Add},
      {"add.r", InstrClass::FP32Add, InstrClass::FP64Add},
      {"mul.r", InstrClass::FP32Mul, InstrClass::FP64Mul},
      {"fma.r", InstrClass::FP32Fma, InstrClass::FP64Fma},
      {"div.", InstrClass::FP32Div, InstrClass::FP64Fma},
      {"mulhi.", InstrClass::IntMul, InstrClass::IntMul},
      {"mul24.", InstrClass::IntMul, InstrClass::IntMul},
      {"sad.", InstrClass::IntMad, InstrClass::IntMad},
      {"prmt", InstrClass::IntAdd, InstrClass::IntAdd},
      {"brev", InstrClass::IntAdd, InstrClass::IntAdd},
      {"clz.", InstrClass::IntAdd, InstrClass::IntAdd},
      {"popc.", InstrClass::IntAdd, InstrClass::IntAdd},
      {"match.", InstrClass::Shuffle, InstrClass::Shuffle},
  };
  if (!Name.consume_front("llvm.nvvm."))
    return InstrClass::Other;
  for (const Row &R : Rows)
    if (Name.starts_with(R.Prefix))
      return F64 ? R.F64 : R.F32;
  // Conversions: f2i, d2ull, i2f, ll2d, f2h, ff2bf16x2, ... (2 between
  // type names).
  static const StringRef Types[] = {"f", "d", "i", "ui", "ll", "ull", "ff"};
  for (StringRef T : Types)
    if (Name.starts_with(T) && Name.drop_front(T.size()).starts_with("2"))
      return InstrClass::Conversion;
  return InstrClass::Other;
}

InstrClass gpuperf::memoryClassOf(const Value *Ptr) {
  return memoryClass(pointerSpace(Ptr));
}

static InstrClass classifyIntrinsic(const IntrinsicInst &II) {
  bool F64 = II.getType()->getScalarType()->isDoubleTy();
  switch (II.getIntrinsicID()) {
  case Intrinsic::fma:
  case Intrinsic::fmuladd:
    return F64 ? InstrClass::FP64Fma : InstrClass::FP32Fma;
  case Intrinsic::fabs:
  case Intrinsic::minnum:
  case Intrinsic::maxnum:
  case Intrinsic::minimum:
  case Intrinsic::maximum:
  case Intrinsic::copysign:
  case Intrinsic::floor:
  case Intrinsic::ceil:
  case Intrinsic::trunc:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
  case Intrinsic::round:
    return F64 ? InstrClass::FP64Add : InstrClass::FP32Add;
  case Intrinsic::sqrt:
  case Intrinsic::nvvm_sqrt_f:
  case Intrinsic::nvvm_sqrt_rn_f:
  case Intrinsic::nvvm_sqrt_approx_f:
    return F64 ? InstrClass::FP64Fma : InstrClass::Sqrt;
  case Intrinsic::nvvm_rsqrt_approx_f:
  case Intrinsic::nvvm_rsqrt_approx_d:
    return InstrClass::Rsqrt;
  case Intrinsic::nvvm_rcp_approx_ftz_d:
  case Intrinsic::nvvm_rcp_rn_f:
  case Intrinsic::nvvm_rcp_approx_ftz_f:
    return InstrClass::Rcp;
  case Intrinsic::nvvm_sin_approx_f:
  case Intrinsic::nvvm_cos_approx_f:
  case Intrinsic::nvvm_sin_approx_ftz_f:
  case Intrinsic::nvvm_cos_approx_ftz_f:
    return InstrClass::SinCos;
  case Intrinsic::nvvm_lg2_approx_f:
  case Intrinsic::nvvm_lg2_approx_ftz_f:
  case Intrinsic::nvvm_lg2_approx_d:
    return InstrClass::Lg2;
  case Intrinsic::nvvm_ex2_approx_f:
  case Intrinsic::nvvm_ex2_approx_ftz_f:
  case Intrinsic::nvvm_ex2_approx_d:
    return InstrClass::Ex2;
  case Intrinsic::nvvm_barrier0:
  case Intrinsic::nvvm_barrier0_and:
  case Intrinsic::nvvm_barrier0_or:
  case Intrinsic::nvvm_barrier0_popc:
  case Intrinsic::nvvm_barrier_sync:
  case Intrinsic::nvvm_barrier_sync_cnt:
    return InstrClass::Barrier;
  case Intrinsic::nvvm_shfl_sync_down_i32:
  case Intrinsic::nvvm_shfl_sync_down_f32:
  case Intrinsic::nvvm_shfl_sync_up_i32:
  case Intrinsic::nvvm_shfl_sync_up_f32:
  case Intrinsic::nvvm_shfl_sync_bfly_i32:
  case Intrinsic::nvvm_shfl_sync_bfly_f32:
  case Intrinsic::nvvm_shfl_sync_idx_i32:
  case Intrinsic::nvvm_shfl_sync_idx_f32:
  case Intrinsic::nvvm_vote_ballot_sync:
  case Intrinsic::nvvm_vote_any_sync:
  case Intrinsic::nvvm_vote_all_sync:
  case Intrinsic::nvvm_vote_uni_sync:
    return InstrClass::Shuffle;
  case Intrinsic::smin:
  case Intrinsic::smax:
  case Intrinsic::umin:
  case Intrinsic::umax:
  case Intrinsic::abs:
  case Intrinsic::ctpop:
  case Intrinsic::ctlz:
  case Intrinsic::cttz:
  case Intrinsic::fshl:
  case Intrinsic::fshr:
  case Intrinsic::bswap:
  case Intrinsic::bitreverse:
    return InstrClass::IntAdd;
  default:
    break;
  }
  StringRef Name =
      II.getCalledFunction() ? II.getCalledFunction()->getName() : "";
  if (Name.starts_with("llvm.nvvm.read.ptx.sreg."))
    return InstrClass::IntAdd; // S2R: a move from a special register
  if (std::optional<MatrixRowsLoad> L = matrixRowsLoadOf(II))
    return memoryClass(pointerSpace(L->Ptr));
  if (std::optional<FragmentTile> T = fragmentTileOf(II))
    return memoryClass(pointerSpace(T->Ptr));
  if (std::optional<TensorMma> T = tensorMmaOf(II))
    return T->Class;
  if (Name.starts_with("llvm.nvvm.atomic") || Name.starts_with("llvm.nvvm.ld"))
    return InstrClass::GlobalMem;
  return libdeviceClass(Name, F64);
}

bool gpuperf::isTensorClass(InstrClass C) {
  return C >= InstrClass::TensorF16 && C <= InstrClass::TensorOther;
}

ArrayRef<SequencePart> gpuperf::divisionSequence(const Instruction &I) {
  // ptxas (CUDA 13.0) lowers a 32-bit division or remainder by a run-time
  // value to the same SASS on sm_75, 80, 86, 89 and 90: unsigned division
  // 18 instructions, remainder 17, signed 23 and 21. Of the division's, 1 is
  // MUFU.RCP, 2 conversions (I2F, F2I) and 4 IMAD (2 IMAD.HI), the rest
  // integer ALU (IADD3, ISETP, LOP3, IABS); the remainder is taken to use
  // the same pipes (hardware-data-2.md §5a). Used on every GPU: no source
  // gives older architectures' sequences.
  static const SequencePart UDiv[] = {{InstrClass::IntAdd, 11},
                                      {InstrClass::IntMad, 4},
                                      {InstrClass::Rcp, 1},
                                      {InstrClass::Conversion, 2}};
  static const SequencePart URem[] = {{InstrClass::IntAdd, 10},
                                      {InstrClass::IntMad, 4},
                                      {InstrClass::Rcp, 1},
                                      {InstrClass::Conversion, 2}};
  static const SequencePart SDiv[] = {{InstrClass::IntAdd, 16},
                                      {InstrClass::IntMad, 4},
                                      {InstrClass::Rcp, 1},
                                      {InstrClass::Conversion, 2}};
  static const SequencePart SRem[] = {{InstrClass::IntAdd, 14},
                                      {InstrClass::IntMad, 4},
                                      {InstrClass::Rcp, 1},
                                      {InstrClass::Conversion, 2}};
  InstrClass C = classifyInstruction(I);
  if ((C != InstrClass::IntDiv && C != InstrClass::IntRem) ||
      !I.getType()->getScalarType()->isIntegerTy(32))
    return {};
  switch (I.getOpcode()) {
  case Instruction::UDiv:
    return UDiv;
  case Instruction::URem:
    return URem;
  case Instruction::SDiv:
    return SDiv;
  case Instruction::SRem:
    return SRem;
  default:
    return {};
  }
}

double gpuperf::unitsPerInstruction(const Instruction &I, InstrClass C) {
  if (!isTensorClass(C))
    return 1;
  if (std::optional<TensorMma> T = tensorMmaOf(I))
    return T->multiplyAdds();
  if (std::optional<InlinePTX> A = inlinePTXOf(I); A && A->Mma)
    return A->Mma->multiplyAdds();
  return 1;
}

bool gpuperf::isUnmodelledIntrinsic(const Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II || !II->getCalledFunction()->getName().starts_with("llvm.nvvm."))
    return false;
  StringRef Name = II->getCalledFunction()->getName();
  // A cp.async group's commit and wait cost nothing of their own: the
  // copies' latency is charged at the copy (stated per kernel).
  if (Name.starts_with("llvm.nvvm.cp.async.commit.group") ||
      Name.starts_with("llvm.nvvm.cp.async.wait."))
    return false;
  return classifyInstruction(I) == InstrClass::Other && memoryParts(I).empty();
}

/// \p V if it is a multiply the NVPTX backend may fuse into an add of block
/// \p BB: an fmul marked `contract` (clang's -ffp-contract=fast, its CUDA
/// default, marks every operation) in the same block, since the backend's
/// DAG combiner sees one block at a time.
static const Instruction *contractableMultiply(const Value *V,
                                               const BasicBlock *BB) {
  auto *M = dyn_cast<Instruction>(V);
  if (!M || M->getOpcode() != Instruction::FMul || !M->hasAllowContract() ||
      M->getParent() != BB)
    return nullptr;
  return M;
}

const Instruction *gpuperf::fusedMultiplyOf(const Instruction &I) {
  if ((I.getOpcode() != Instruction::FAdd &&
       I.getOpcode() != Instruction::FSub) ||
      !I.hasAllowContract())
    return nullptr;
  const Instruction *A = contractableMultiply(I.getOperand(0), I.getParent());
  const Instruction *B = contractableMultiply(I.getOperand(1), I.getParent());
  // m + m: the combiner does not fuse a product into its own sum.
  if (A && A == B)
    return nullptr;
  // Of two candidates the combiner folds the one with fewer uses. (It counts
  // them as it goes, after earlier fusions, and a block's uses of a product
  // from another as one; the IR's count can pick the other product, which
  // leaves one multiply more or fewer in rare shapes.)
  if (A && B && A->getNumUses() > B->getNumUses())
    return B;
  return A ? A : B;
}

/// A multiply every use of which fuses it into an fma: it emits no
/// instruction of its own. (NVPTX fuses aggressively: a multiply some adds
/// fuse and another use needs stays, once.)
static bool isFoldedMultiply(const Instruction &I) {
  if (I.getOpcode() != Instruction::FMul || I.use_empty())
    return false;
  return all_of(I.users(), [&](const User *U) {
    auto *Add = dyn_cast<Instruction>(U);
    return Add && fusedMultiplyOf(*Add) == &I;
  });
}

InstrClass gpuperf::classifyInstruction(const Instruction &I) {
  Type *Ty = I.getType()->getScalarType();
  bool F64 = Ty->isDoubleTy();
  switch (I.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::Shl:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::ICmp:
  case Instruction::Select:
    if (I.getOpcode() == Instruction::Select && Ty->isFloatingPointTy())
      return F64 ? InstrClass::FP64Add : InstrClass::FP32Add;
    return InstrClass::IntAdd;
  case Instruction::Mul:
    return InstrClass::IntMul;
  case Instruction::UDiv:
  case Instruction::SDiv:
  case Instruction::URem:
  case Instruction::SRem: {
    // Division by a constant never reaches the division sequence: a power of
    // two becomes shifts (and a sign fix-up), any other constant a
    // multiply-high and shifts.
    if (auto *C = dyn_cast<ConstantInt>(I.getOperand(1)))
      return C->getValue().abs().isPowerOf2() ? InstrClass::IntAdd
                                              : InstrClass::IntMul;
    bool IsDiv = I.getOpcode() == Instruction::UDiv ||
                 I.getOpcode() == Instruction::SDiv;
    return IsDiv ? InstrClass::IntDiv : InstrClass::IntRem;
  }
  case Instruction::FAdd:
  case Instruction::FSub:
    if (fusedMultiplyOf(I))
      return F64 ? InstrClass::FP64Fma : InstrClass::FP32Fma;
    return F64 ? InstrClass::FP64Add : InstrClass::FP32Add;
  case Instruction::FNeg:
    return F64 ? InstrClass::FP64Add : InstrClass::FP32Add;
  case Instruction::FCmp:
    return I.getOperand(0)->getType()->getScalarType()->isDoubleTy()
               ? InstrClass::FP64Add
               : InstrClass::FP32Add;
  case Instruction::FMul:
    if (isFoldedMultiply(I))
      return InstrClass::Other;
    return F64 ? InstrClass::FP64Mul : InstrClass::FP32Mul;
  case Instruction::FDiv:
  case Instruction::FRem:
    return F64 ? InstrClass::FP64Fma : InstrClass::FP32Div;
  case Instruction::FPToSI:
  case Instruction::FPToUI:
  case Instruction::SIToFP:
  case Instruction::UIToFP:
  case Instruction::FPExt:
  case Instruction::FPTrunc:
    return InstrClass::Conversion;
  case Instruction::Br:
    return cast<BranchInst>(I).isConditional() ? InstrClass::Branch
                                               : InstrClass::Other;
  case Instruction::Switch:
  case Instruction::IndirectBr:
    return InstrClass::Branch;
  case Instruction::Load: // its part's class: a local default's object's
    return memoryParts(I).front().Class;
  case Instruction::Store:
    return memoryClass(pointerSpace(cast<StoreInst>(I).getPointerOperand()));
  case Instruction::AtomicRMW:
    return memoryClass(
        pointerSpace(cast<AtomicRMWInst>(I).getPointerOperand()));
  case Instruction::AtomicCmpXchg:
    return memoryClass(
        pointerSpace(cast<AtomicCmpXchgInst>(I).getPointerOperand()));
  case Instruction::Call:
    if (auto *II = dyn_cast<IntrinsicInst>(&I))
      return classifyIntrinsic(*II);
    if (std::optional<InlinePTX> A = inlinePTXOf(I))
      return A->Class;
    return InstrClass::Other;
  default:
    // PHI, casts that are free, GEPs folded into addressing, ret, unreachable.
    return InstrClass::Other;
  }
}

/// Whether Ptr points at a constant offset into an alloca no larger than the
/// widest access modelled: a thread's local default value (`zero`), not an
/// array read at a computed index.
static bool pointsIntoLocalDefault(const Value *Ptr, const DataLayout &DL) {
  const Value *V = Ptr;
  while (true) {
    if (auto *GEP = dyn_cast<GEPOperator>(V);
        GEP && GEP->hasAllConstantIndices())
      V = GEP->getPointerOperand();
    else if (isa<BitCastOperator, AddrSpaceCastOperator>(V))
      V = cast<Operator>(V)->getOperand(0);
    else
      break;
  }
  auto *A = dyn_cast<AllocaInst>(V);
  std::optional<TypeSize> Size = A ? A->getAllocationSize(DL) : std::nullopt;
  return Size && !Size->isScalable() &&
         Size->getFixedValue() <= MaxModelledMemIntrinsicBytes;
}

/// Sets a load part's pointer to Ptr or, where Ptr selects between an object
/// and a local default, to the object's side (MemoryPart::LocalDefault).
/// Stores keep the select: the lanes that choose the default write it.
static void setPointer(MemoryPart &P, const Value *Ptr, const DataLayout &DL) {
  P.Ptr = Ptr;
  auto *S = dyn_cast<SelectInst>(Ptr->stripPointerCasts());
  if (!S || P.Kind != MemoryPartKind::Load)
    return;
  bool TrueLocal = pointsIntoLocalDefault(S->getTrueValue(), DL);
  bool FalseLocal = pointsIntoLocalDefault(S->getFalseValue(), DL);
  if (TrueLocal == FalseLocal)
    return;
  P.Ptr = TrueLocal ? S->getFalseValue() : S->getTrueValue();
  P.LocalDefault = S;
  P.ObjectWhen = !TrueLocal;
}

SmallVector<MemoryPart, 2> gpuperf::memoryParts(const Instruction &I) {
  SmallVector<MemoryPart, 2> Parts;
  const DataLayout &DL = I.getModule()->getDataLayout();
  auto addBytes = [&](const Value *Ptr, unsigned Bytes, MemoryPartKind K) {
    MemoryPart P;
    P.Bytes = Bytes;
    P.Kind = K;
    setPointer(P, Ptr, DL);
    P.Class = memoryClass(pointerSpace(P.Ptr));
    Parts.push_back(P);
    return &Parts.back();
  };
  auto add = [&](const Value *Ptr, Type *Ty, MemoryPartKind K) {
    addBytes(Ptr, unsigned(DL.getTypeStoreSize(Ty).getFixedValue()), K);
  };
  if (auto *L = dyn_cast<LoadInst>(&I))
    add(L->getPointerOperand(), L->getType(), MemoryPartKind::Load);
  else if (auto *S = dyn_cast<StoreInst>(&I))
    add(S->getPointerOperand(), S->getValueOperand()->getType(),
        MemoryPartKind::Store);
  else if (auto *A = dyn_cast<AtomicRMWInst>(&I))
    add(A->getPointerOperand(), A->getValOperand()->getType(),
        MemoryPartKind::Atomic);
  else if (auto *X = dyn_cast<AtomicCmpXchgInst>(&I))
    add(X->getPointerOperand(), X->getNewValOperand()->getType(),
        MemoryPartKind::Atomic);
  else if (auto *MI = dyn_cast<MemIntrinsic>(&I)) {
    auto *Len = dyn_cast<ConstantInt>(MI->getLength());
    if (!Len || Len->getZExtValue() == 0 ||
        Len->getZExtValue() > MaxModelledMemIntrinsicBytes ||
        !isPowerOf2_64(Len->getZExtValue()))
      return Parts;
    unsigned Bytes = unsigned(Len->getZExtValue());
    if (auto *MT = dyn_cast<MemTransferInst>(MI))
      addBytes(MT->getRawSource(), Bytes, MemoryPartKind::Load);
    addBytes(MI->getRawDest(), Bytes, MemoryPartKind::Store);
  } else if (std::optional<FragmentTile> T = fragmentTileOf(I)) {
    for (unsigned R = 0; R < T->requests(); ++R)
      addBytes(T->Ptr, T->chunkBytes(),
               T->IsStore ? MemoryPartKind::Store : MemoryPartKind::Load)
          ->TileRequest = R;
  } else if (std::optional<MatrixRowsLoad> L = matrixRowsLoadOf(I)) {
    addBytes(L->Ptr, 16, MemoryPartKind::Load)->AddressLanes =
        L->AddressLanes < 32 ? L->AddressLanes : 0;
  } else if (std::optional<InlinePTX> A = inlinePTXOf(I)) {
    Parts = A->Parts;
  } else if (auto *C = dyn_cast<CallInst>(&I)) {
    const Function *Callee = C->getCalledFunction();
    StringRef N = Callee ? Callee->getName() : "";
    // cp.async.{ca,cg}.shared.global.<bytes>(dst, src, ...): a global read
    // and a shared write that occupy no register.
    if (N.consume_front("llvm.nvvm.cp.async.") &&
        N.contains("shared.global.") && C->arg_size() >= 2) {
      unsigned Bytes = 0;
      N.rsplit("global.").second.take_while(isDigit).getAsInteger(10, Bytes);
      if (Bytes) {
        addBytes(C->getArgOperand(1), Bytes, MemoryPartKind::Load);
        addBytes(C->getArgOperand(0), Bytes, MemoryPartKind::Store);
      }
      return Parts;
    }
    if ((N.starts_with("llvm.nvvm.ldg.") || N.starts_with("llvm.nvvm.ldu.") ||
         N.starts_with("llvm.nvvm.atomic.")) &&
        C->arg_size() > 0 && C->getArgOperand(0)->getType()->isPointerTy())
      add(C->getArgOperand(0), C->getType(),
          N.starts_with("llvm.nvvm.atomic.") ? MemoryPartKind::Atomic
                                             : MemoryPartKind::Load);
  }
  return Parts;
}

std::vector<gpuperf::MemoryAccess> gpuperf::memoryAccesses(const Function &F) {
  std::vector<gpuperf::MemoryAccess> R;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      for (const MemoryPart &P : memoryParts(I))
        R.push_back({&I, P});
  return R;
}

std::vector<const Instruction *>
gpuperf::memoryInstructions(const Function &F) {
  std::vector<const Instruction *> R;
  for (const MemoryAccess &A : memoryAccesses(F))
    R.push_back(A.Inst);
  return R;
}
