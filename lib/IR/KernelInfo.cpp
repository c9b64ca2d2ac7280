//===- KernelInfo.cpp - Kernel discovery and launch bounds ---------------===//
#include "gpuperf/IR/KernelInfo.h"
#include "gpuperf/IR/ParameterNames.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <set>

using namespace llvm;
using namespace gpuperf;

namespace {
/// Reads !nvvm.annotations: {ptr @f, !"kernel", i32 1}, maxntid{x,y,z},
/// minctasm.
struct Annotations {
  std::set<const Function *> Kernels;
  std::map<const Function *, std::map<std::string, unsigned>> Values;
};

Annotations readAnnotations(const Module &M) {
  Annotations A;
  const NamedMDNode *NMD = M.getNamedMetadata("nvvm.annotations");
  if (!NMD)
    return A;
  for (const MDNode *Node : NMD->operands()) {
    if (Node->getNumOperands() < 3)
      continue;
    auto *FnMD = dyn_cast_or_null<ValueAsMetadata>(Node->getOperand(0).get());
    const Function *F = FnMD ? dyn_cast<Function>(FnMD->getValue()) : nullptr;
    if (!F)
      continue;
    // Operands after the function come in (name, value) pairs.
    for (unsigned I = 1; I + 1 < Node->getNumOperands(); I += 2) {
      auto *Key = dyn_cast_or_null<MDString>(Node->getOperand(I).get());
      auto *Val =
          dyn_cast_or_null<ConstantAsMetadata>(Node->getOperand(I + 1).get());
      if (!Key || !Val)
        continue;
      auto *CI = dyn_cast<ConstantInt>(Val->getValue());
      if (!CI)
        continue;
      if (Key->getString() == "kernel" && !CI->isZero())
        A.Kernels.insert(F);
      else
        A.Values[F][Key->getString().str()] = unsigned(CI->getZExtValue());
    }
  }
  return A;
}
} // namespace

std::vector<KernelInfo> gpuperf::findKernels(Module &M) {
  Annotations A = readAnnotations(M);
  std::vector<KernelInfo> Result;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (!A.Kernels.count(&F) && F.getCallingConv() != CallingConv::PTX_Kernel)
      continue;
    KernelInfo K;
    K.F = &F;
    K.Name = F.getName().str();
    K.Demangled = demangle(K.Name);
    auto &V = A.Values[&F];
    if (V.count("maxntidx") || V.count("maxntidy") || V.count("maxntidz")) {
      Dim3 D;
      D.X = V.count("maxntidx") ? V["maxntidx"] : 1;
      D.Y = V.count("maxntidy") ? V["maxntidy"] : 1;
      D.Z = V.count("maxntidz") ? V["maxntidz"] : 1;
      K.MaxNTid = D;
    }
    if (V.count("minctasm"))
      K.MinCTASM = V["minctasm"];
    K.ParamNames = parameterNames(F);
    for (const Argument &A : F.args())
      K.ParamIntBits.push_back(
          A.getType()->isIntegerTy() ? A.getType()->getIntegerBitWidth() : 0);
    Result.push_back(std::move(K));
  }
  return Result;
}

bool gpuperf::kernelMatches(const KernelInfo &K, const Regex &Re) {
  return Re.match(K.Name) || Re.match(K.Demangled);
}

std::optional<int64_t> gpuperf::parameterValue(const KernelInfo &K,
                                               unsigned Index, int64_t Value) {
  unsigned Bits = Index < K.ParamIntBits.size() ? K.ParamIntBits[Index] : 0;
  if (Bits == 1) // a flag
    return Value == 0 || Value == 1 ? std::optional<int64_t>(Value)
                                    : std::nullopt;
  if (Bits == 0 || Bits >= 64)
    return Value;
  if (Value < APInt::getSignedMinValue(Bits).getSExtValue() ||
      Value > int64_t(APInt::getMaxValue(Bits).getZExtValue()))
    return std::nullopt;
  return APInt(64, uint64_t(Value)).trunc(Bits).getSExtValue();
}

std::optional<unsigned> gpuperf::parameterIndex(const KernelInfo &K,
                                                StringRef Key) {
  unsigned I;
  if (Key.starts_with("#"))
    return !Key.drop_front().getAsInteger(10, I) && I < K.ParamNames.size()
               ? std::optional<unsigned>(I)
               : std::nullopt;
  auto It = llvm::find(K.ParamNames, Key);
  if (It == K.ParamNames.end())
    return std::nullopt;
  return unsigned(It - K.ParamNames.begin());
}

std::map<std::string, int64_t>
gpuperf::bindKernelArgs(const KernelInfo &K,
                        const std::map<std::string, int64_t> &UserArgs,
                        std::vector<std::string> *Unmatched) {
  std::map<std::string, int64_t> Bound;
  for (const auto &[Key, Value] : UserArgs) {
    std::optional<unsigned> Index = parameterIndex(K, Key);
    if (!Index) {
      if (Unmatched)
        Unmatched->push_back(Key);
      continue;
    }
    std::optional<int64_t> Held = parameterValue(K, *Index, Value);
    if (!Held)
      continue;
    Bound["#" + std::to_string(*Index)] = *Held;
    if (!K.ParamNames[*Index].empty())
      Bound[K.ParamNames[*Index]] = *Held;
  }
  return Bound;
}
