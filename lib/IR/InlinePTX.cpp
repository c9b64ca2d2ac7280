//===- InlinePTX.cpp - Mnemonics of inline PTX statements -----------------===//
#include "gpuperf/IR/InlinePTX.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Operator.h"

using namespace llvm;
using namespace gpuperf;

namespace {
/// The statements of an asm string: mnemonic and operands, without braces,
/// declarations (.reg), labels and predicate guards (@p).
struct Statement {
  StringRef Mnemonic;
  SmallVector<StringRef, 6> Operands;
};

/// The asm's operand numbers ($N) -> the call argument that carries them;
/// -1 for output registers.
std::vector<int> operandArguments(const InlineAsm &IA) {
  std::vector<int> Args;
  int Next = 0;
  for (const InlineAsm::ConstraintInfo &C : IA.ParseConstraints()) {
    if (C.Type == InlineAsm::isClobber)
      continue;
    bool TakesArgument = C.Type == InlineAsm::isInput || C.isIndirect;
    Args.push_back(TakesArgument ? Next++ : -1);
  }
  return Args;
}

/// Operands split at commas outside braces ("{$0, $1}, [$2]").
SmallVector<StringRef, 6> splitOperands(StringRef Text) {
  SmallVector<StringRef, 6> Ops;
  unsigned Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= Text.size(); ++I) {
    char C = I < Text.size() ? Text[I] : ',';
    Depth += C == '{';
    Depth -= C == '}' && Depth;
    if (C == ',' && !Depth) {
      if (StringRef O = Text.slice(Start, I).trim(); !O.empty())
        Ops.push_back(O);
      Start = I + 1;
    }
  }
  return Ops;
}

/// Statements end at ';' and newlines; a brace where a statement starts
/// opens or closes a block (scoping .reg declarations), one after a
/// mnemonic a vector operand.
std::vector<Statement> statements(StringRef Asm) {
  std::vector<Statement> Out;
  auto add = [&](StringRef P) {
    P = P.trim();
    if (P.empty() || P.starts_with(".") || P.ends_with(":"))
      return;
    if (P.starts_with("@")) // predicate guard
      P = P.drop_until([](char C) { return isSpace(C); }).trim();
    Statement S;
    S.Mnemonic = P.take_until([](char C) { return isSpace(C); });
    S.Operands = splitOperands(P.drop_front(S.Mnemonic.size()));
    Out.push_back(S);
  };
  unsigned OperandBraces = 0;
  size_t Start = 0;
  for (size_t I = 0; I < Asm.size(); ++I) {
    char C = Asm[I];
    bool AtStart = Asm.slice(Start, I).trim().empty();
    if (C == '{' && !AtStart) {
      ++OperandBraces;
    } else if (C == '}' && OperandBraces) {
      --OperandBraces;
    } else if (C == ';' || C == '\n' || C == '{' || C == '}') {
      add(Asm.slice(Start, I));
      Start = I + 1;
    }
  }
  add(Asm.substr(Start));
  return Out;
}

/// The pointer an address operand carries: a pointer, or the integer a
/// shared-memory address was converted to (__cvta_generic_to_shared).
const Value *addressPointer(const Value *V) {
  while (true) {
    if (auto *C = dyn_cast<CastInst>(V);
        C && (isa<TruncInst>(C) || isa<ZExtInst>(C) || isa<SExtInst>(C))) {
      V = C->getOperand(0);
      continue;
    }
    if (auto *P = dyn_cast<PtrToIntOperator>(V))
      return P->getPointerOperand();
    return V->getType()->isPointerTy() ? V : nullptr;
  }
}

/// Bytes per lane of a ld/st/red/atom type: ".v4.f32" -> 16.
unsigned accessBytes(ArrayRef<StringRef> Parts) {
  unsigned Vector = 1, Bits = 0;
  for (StringRef P : Parts) {
    if (P == "v2" || P == "v4" || P == "v8")
      Vector = P[1] - '0';
    else if (P.size() > 1 &&
             (P[0] == 'b' || P[0] == 'u' || P[0] == 's' || P[0] == 'f') &&
             P.drop_front().find_first_not_of("0123456789") == StringRef::npos)
      P.drop_front().getAsInteger(10, Bits);
  }
  return Bits >= 8 ? Vector * Bits / 8 : 0;
}

/// Reads one statement into \p Out; false when the model does not know it.
class StatementReader {
public:
  StatementReader(const CallBase &Call, InlinePTX &Out)
      : Call(Call), Out(Out),
        Args(operandArguments(*cast<InlineAsm>(Call.getCalledOperand()))) {}

  bool read(const Statement &S) {
    SmallVector<StringRef, 8> Parts;
    S.Mnemonic.split(Parts, '.');
    StringRef Op = Parts[0];
    if (Op == "cp" && Parts.size() > 1 && Parts[1] == "async")
      return asyncCopy(S, Parts);
    if (Op == "ld" || Op == "st" || Op == "red" || Op == "atom")
      return access(S, Parts);
    if (Op == "ldmatrix")
      return matrixRows(S, Parts);
    if (Op == "mma" || Op == "wgmma")
      return multiply(Parts);
    if (Op == "shfl" || Op == "vote" || Op == "match")
      return note(Shuffles);
    if (Op == "bar" || Op == "barrier")
      return note(Barriers);
    if (is_contained({"mov",  "cvta", "setp", "selp", "add", "sub", "and",
                      "or",   "xor",  "not",  "shl",  "shr", "shf", "prmt",
                      "lop3", "cvt",  "mul",  "mad",  "min", "max", "abs",
                      "neg",  "brev", "popc", "clz",  "bfe", "bfi"},
                     Op))
      return note(ALU);
    return false;
  }

  unsigned Shuffles = 0, Barriers = 0, ALU = 0;

private:
  bool note(unsigned &Count) {
    ++Count;
    return true;
  }

  /// The IR value behind operand text "$N", if it is one.
  const Value *operandValue(StringRef Text) const {
    unsigned N;
    if (!Text.consume_front("$") || Text.getAsInteger(10, N) ||
        N >= Args.size() || Args[N] < 0 || unsigned(Args[N]) >= Call.arg_size())
      return nullptr;
    return Call.getArgOperand(Args[N]);
  }

  /// The pointer of an address operand "[$N]" (no offset).
  const Value *address(StringRef Text) const {
    if (!Text.consume_front("[") || !Text.consume_back("]"))
      return nullptr;
    const Value *V = operandValue(Text.trim());
    return V ? addressPointer(V) : nullptr;
  }

  void addPart(const Value *Ptr, unsigned Bytes, MemoryPartKind K,
               ArrayRef<StringRef> Parts) {
    MemoryPart P;
    P.Ptr = Ptr;
    P.Bytes = Bytes;
    P.Kind = K;
    P.Class = is_contained(Parts, "global")   ? InstrClass::GlobalMem
              : is_contained(Parts, "shared") ? InstrClass::SharedMem
                                              : memoryClassOf(Ptr);
    Out.Parts.push_back(P);
  }

  bool asyncCopy(const Statement &S, ArrayRef<StringRef> Parts) {
    // cp.async.commit_group / wait_group / wait_all: the copies' latency is
    // charged at the copy (the driver states it).
    if (Parts.size() > 2 &&
        (Parts[2] == "commit_group" || Parts[2] == "wait_group" ||
         Parts[2] == "wait_all"))
      return true;
    // cp.async.{ca,cg}.shared.global [dst], [src], cp-size{, src-size}
    if (S.Operands.size() < 3 || !is_contained(Parts, "global"))
      return false;
    const Value *Dst = address(S.Operands[0]), *Src = address(S.Operands[1]);
    uint64_t Bytes = 0;
    StringRef Size = S.Operands[2];
    if (const Value *V = operandValue(Size)) {
      if (auto *C = dyn_cast<ConstantInt>(V))
        Bytes = C->getZExtValue();
    } else {
      Size.getAsInteger(10, Bytes);
    }
    if (!Dst || !Src || !(Bytes == 4 || Bytes == 8 || Bytes == 16))
      return false;
    addPart(Src, unsigned(Bytes), MemoryPartKind::Load, {"global"});
    addPart(Dst, unsigned(Bytes), MemoryPartKind::Store, {"shared"});
    ++Out.AsyncCopies;
    return true;
  }

  bool access(const Statement &S, ArrayRef<StringRef> Parts) {
    bool IsStore = Parts[0] == "st";
    bool IsAtomic = Parts[0] == "red" || Parts[0] == "atom";
    // ld d, [a]; st [a], v; red [a], v; atom d, [a], v
    size_t AddrOperand = Parts[0] == "ld" || Parts[0] == "atom" ? 1 : 0;
    unsigned Bytes = accessBytes(Parts);
    if (S.Operands.size() <= AddrOperand || !Bytes)
      return false;
    const Value *Ptr = address(S.Operands[AddrOperand]);
    if (!Ptr)
      return false;
    addPart(Ptr, Bytes,
            IsAtomic  ? MemoryPartKind::Atomic
            : IsStore ? MemoryPartKind::Store
                      : MemoryPartKind::Load,
            Parts);
    return true;
  }

  bool matrixRows(const Statement &S, ArrayRef<StringRef> Parts) {
    // ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16 {d...}, [a]: lane l <
    // 8 x matrices gives a 16-byte row's address.
    unsigned Matrices = 0;
    for (StringRef P : Parts)
      Matrices = StringSwitch<unsigned>(P)
                     .Case("x1", 1)
                     .Case("x2", 2)
                     .Case("x4", 4)
                     .Default(Matrices);
    const Value *Ptr =
        S.Operands.empty() ? nullptr : address(S.Operands.back());
    if (!Matrices || !Ptr)
      return false;
    addPart(Ptr, 16, MemoryPartKind::Load, {"shared"});
    Out.Parts.back().AddressLanes = Matrices < 4 ? 8 * Matrices : 0;
    return true;
  }

  bool multiply(ArrayRef<StringRef> Parts) {
    std::optional<TensorMma> M = tensorMmaOfParts(Parts);
    if (!M || Out.Mma)
      return false;
    if (Parts[0] == "wgmma") {
      // A warpgroup's multiply: each of its 4 warps issues it and does a
      // quarter. Its operands in shared memory are read through
      // descriptors, which the model cannot follow.
      M->M = std::max(1u, M->M / 4);
      Out.Unmodelled.push_back("wgmma's shared-memory operands "
                               "(descriptors)");
    }
    Out.Mma = M;
    return true;
  }

  const CallBase &Call;
  InlinePTX &Out;
  std::vector<int> Args;
};
} // namespace

std::optional<InlinePTX> gpuperf::inlinePTXOf(const Instruction &I) {
  auto *Call = dyn_cast<CallBase>(&I);
  if (!Call || !Call->isInlineAsm())
    return std::nullopt;
  auto *IA = cast<InlineAsm>(Call->getCalledOperand());
  InlinePTX Out;
  StatementReader Reader(*Call, Out);
  for (const Statement &S : statements(IA->getAsmString()))
    if (!Reader.read(S) && !is_contained(Out.Unmodelled, S.Mnemonic.str()))
      Out.Unmodelled.push_back(S.Mnemonic.str());
  if (Out.Mma)
    Out.Class = Out.Mma->Class;
  else if (Out.Parts.size() == 1)
    Out.Class = Out.Parts.front().Class;
  else if (Out.Parts.size() > 1)
    Out.Class = InstrClass::Other; // a copy: one instruction per part
  else if (Reader.Barriers)
    Out.Class = InstrClass::Barrier;
  else if (Reader.Shuffles)
    Out.Class = InstrClass::Shuffle;
  else if (Reader.ALU)
    Out.Class = InstrClass::IntAdd;
  return Out;
}

std::optional<Intrinsic::ID>
gpuperf::specialRegisterReadOf(const Instruction &I) {
  auto *Call = dyn_cast<CallBase>(&I);
  auto *IA = Call ? dyn_cast<InlineAsm>(Call->getCalledOperand()) : nullptr;
  if (!IA)
    return std::nullopt;
  std::vector<Statement> S = statements(IA->getAsmString());
  if (S.size() != 1 || !S[0].Mnemonic.starts_with("mov.") ||
      S[0].Operands.size() != 2 || S[0].Operands[0] != "$0")
    return std::nullopt;
  StringRef Register = S[0].Operands[1];
  if (Register == "%laneid")
    return Intrinsic::nvvm_read_ptx_sreg_laneid;
  struct Row {
    StringRef Name;
    Intrinsic::ID XYZ[3];
  };
  static const Row Rows[] = {
      {"%tid",
       {Intrinsic::nvvm_read_ptx_sreg_tid_x,
        Intrinsic::nvvm_read_ptx_sreg_tid_y,
        Intrinsic::nvvm_read_ptx_sreg_tid_z}},
      {"%ntid",
       {Intrinsic::nvvm_read_ptx_sreg_ntid_x,
        Intrinsic::nvvm_read_ptx_sreg_ntid_y,
        Intrinsic::nvvm_read_ptx_sreg_ntid_z}},
      {"%ctaid",
       {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
        Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
        Intrinsic::nvvm_read_ptx_sreg_ctaid_z}},
      {"%nctaid",
       {Intrinsic::nvvm_read_ptx_sreg_nctaid_x,
        Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
        Intrinsic::nvvm_read_ptx_sreg_nctaid_z}},
  };
  auto [Name, Axis] = Register.split('.');
  for (const Row &R : Rows)
    if (R.Name == Name && Axis.size() == 1 && Axis[0] >= 'x' && Axis[0] <= 'z')
      return R.XYZ[Axis[0] - 'x'];
  return std::nullopt;
}
