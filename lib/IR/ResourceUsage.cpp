//===- ResourceUsage.cpp - ptxas -v, cached; or an IR estimate ------------===//
#include "gpuperf/IR/ResourceUsage.h"
#include "gpuperf/Config.h"
#include "gpuperf/IR/DiskCache.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <chrono>
#include <functional>
#include <signal.h>
#include <thread>

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::resourceSourceName(ResourceSource S) {
  switch (S) {
  case ResourceSource::User:
    return "user";
  case ResourceSource::Ptxas:
    return "ptxas";
  case ResourceSource::Estimate:
    return "estimate";
  }
  return "estimate";
}

namespace {

constexpr StringLiteral NVPTXTriple = "nvptx64-nvidia-cuda";

std::string findTool(StringRef Name, ArrayRef<std::string> Candidates) {
  for (const std::string &C : Candidates)
    if (sys::fs::can_execute(C))
      return C;
  if (ErrorOr<std::string> P = sys::findProgramByName(Name))
    return *P;
  return "";
}

/// ExecuteAndWait with a timeout that holds on any thread: LLVM's uses
/// alarm(), whose signal may reach another thread and leave the wait
/// uninterrupted (llc and ptxas run beside the analysis). Polls instead
/// (every millisecond at most: the analysis waits on the result) and kills
/// the program at the deadline.
int runWithDeadline(StringRef Program, ArrayRef<StringRef> Args,
                    ArrayRef<std::optional<StringRef>> Redirects,
                    unsigned Seconds, std::string &ErrMsg) {
  bool Failed = false;
  sys::ProcessInfo PI = sys::ExecuteNoWait(Program, Args, std::nullopt,
                                           Redirects, 0, &ErrMsg, &Failed);
  if (Failed || PI.Pid <= 0)
    return -1;
  auto Deadline =
      std::chrono::steady_clock::now() + std::chrono::seconds(Seconds);
  for (auto Pause = std::chrono::microseconds(200);;
       Pause = std::min(2 * Pause, std::chrono::microseconds(1000))) {
    sys::ProcessInfo Done = sys::Wait(PI, /*SecondsToWait=*/0, &ErrMsg);
    if (Done.Pid == PI.Pid)
      return Done.ReturnCode;
    if (std::chrono::steady_clock::now() >= Deadline) {
      ::kill(PI.Pid, SIGKILL);
      sys::Wait(PI, std::nullopt, &ErrMsg);
      ErrMsg = formatv("timed out after {0} s", Seconds).str();
      return -2;
    }
    std::this_thread::sleep_for(Pause);
  }
}

/// Runs a program; returns its stderr (and stdout) text, or an error line.
Expected<std::string> run(StringRef Program, ArrayRef<std::string> Args) {
  SmallString<128> Log;
  if (std::error_code EC = sys::fs::createTemporaryFile("gpuperf", "log", Log))
    return createStringError(EC, "cannot create a temporary file");
  FileRemover Remove(Log);
  std::vector<StringRef> Refs(Args.begin(), Args.end());
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Log),
                                          StringRef(Log)};
  std::string ErrMsg;
  int RC = runWithDeadline(Program, Refs, Redirects, /*Seconds=*/120, ErrMsg);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Out = MemoryBuffer::getFile(Log);
  std::string Text = Out ? (*Out)->getBuffer().str() : "";
  if (RC != 0) {
    StringRef First = StringRef(Text).trim().split('\n').first;
    return createStringError(inconvertibleErrorCode(),
                             sys::path::filename(Program) + " failed: " +
                                 (First.empty() ? StringRef(ErrMsg) : First));
  }
  return Text;
}

/// Parses `ptxas -v` output into per-kernel usage.
std::map<std::string, ResourceUsage> parsePtxasLog(StringRef Log) {
  std::map<std::string, ResourceUsage> Result;
  ResourceUsage *Cur = nullptr;
  SmallVector<StringRef> Lines;
  Log.split(Lines, '\n');
  auto numberBefore = [](StringRef L,
                         StringRef Word) -> std::optional<unsigned> {
    size_t Pos = L.find(Word);
    if (Pos == StringRef::npos)
      return std::nullopt;
    StringRef Head = L.substr(0, Pos).rtrim();
    StringRef Digits = Head.substr(Head.find_last_not_of("0123456789") + 1);
    unsigned V;
    if (Digits.getAsInteger(10, V))
      return std::nullopt;
    return V;
  };
  for (StringRef L : Lines) {
    if (size_t P = L.find("Compiling entry function '"); P != StringRef::npos) {
      StringRef Name = L.substr(P + 26).split('\'').first;
      Cur = &Result[Name.str()];
      Cur->Source = ResourceSource::Ptxas;
      continue;
    }
    if (!Cur)
      continue;
    if (auto V = numberBefore(L, " bytes stack frame"))
      Cur->LocalBytes = *V;
    if (auto V = numberBefore(L, " registers"))
      Cur->Registers = *V;
    if (auto V = numberBefore(L, " bytes smem"))
      Cur->StaticShared = *V;
    if (auto V = numberBefore(L, " barriers"))
      Cur->Barriers = *V;
  }
  return Result;
}

std::string serialise(const std::map<std::string, ResourceUsage> &R) {
  std::string S;
  for (const auto &[Name, U] : R)
    S += formatv("{0} {1} {2} {3} {4}\n", Name, U.Registers, U.StaticShared,
                 U.LocalBytes, U.Barriers)
             .str();
  return S;
}

std::map<std::string, ResourceUsage> deserialise(StringRef Text) {
  std::map<std::string, ResourceUsage> R;
  SmallVector<StringRef> Lines;
  Text.split(Lines, '\n', -1, false);
  for (StringRef L : Lines) {
    SmallVector<StringRef> F;
    L.split(F, ' ');
    if (F.size() != 5)
      continue;
    ResourceUsage U;
    U.Source = ResourceSource::Ptxas;
    if (F[1].getAsInteger(10, U.Registers) ||
        F[2].getAsInteger(10, U.StaticShared) ||
        F[3].getAsInteger(10, U.LocalBytes) ||
        F[4].getAsInteger(10, U.Barriers))
      continue;
    R[F[0].str()] = U;
  }
  return R;
}

/// The sm_XX number of \p Arch, or 0 (with the reason) when ptxas cannot
/// target it.
unsigned ptxasTarget(StringRef Arch, std::string &Why) {
  unsigned SM = 0;
  if (!Arch.starts_with("sm_") ||
      Arch.drop_front(3)
          .take_while([](char C) { return isDigit(C); })
          .getAsInteger(10, SM)) {
    Why = "no sm_XX architecture for ptxas";
    return 0;
  }
  // CUDA 13's ptxas targets Turing (sm_75) and newer only.
  if (SM < 75) {
    Why = formatv("ptxas of CUDA 13 cannot target {0}", Arch).str();
    return 0;
  }
  return SM;
}

/// Cache entries are named after the module text and the architecture.
std::string cacheKey(StringRef IR, StringRef Arch, StringRef Ptxas) {
  MD5 Hash;
  Hash.update(IR);
  Hash.update(Arch);
  Hash.update(Ptxas); // another SDK's ptxas may allocate differently
  MD5::MD5Result Digest;
  Hash.final(Digest);
  return Digest.digest().str().str();
}

/// \p Msg with every long hexadecimal number (a heap address in llc's
/// "Cannot select: 0x55d5c8a3b2c0" and the like) written as 0x..., so that
/// the same failure reads the same on every run.
std::string maskAddresses(std::string Msg) {
  std::string Out;
  for (size_t I = 0; I < Msg.size();) {
    size_t Digits = 0;
    if (Msg.compare(I, 2, "0x") == 0)
      while (I + 2 + Digits < Msg.size() && isHexDigit(Msg[I + 2 + Digits]))
        ++Digits;
    if (Digits >= 6) {
      Out += "0x...";
      I += 2 + Digits;
    } else {
      Out += Msg[I++];
    }
  }
  return Out;
}

/// The PTX `llc -O2 -mtriple=nvptx64-nvidia-cuda -mcpu=Arch` writes for
/// module text \p IR, from this process's NVPTX backend, on a context of
/// its own (so on any thread).
Expected<std::string> ptxInProcess(StringRef IR, StringRef Arch) {
  auto Fail = [](const Twine &Why) {
    return createStringError(inconvertibleErrorCode(),
                             "the NVPTX backend failed: " + Why);
  };
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseAssemblyString(IR, Diag, Ctx);
  if (!M)
    return Fail(Diag.getMessage());
  Triple T(NVPTXTriple);
  std::string Err;
  const Target *NVPTX = TargetRegistry::lookupTarget(T.str(), Err);
  if (!NVPTX)
    return Fail(Err);
  std::unique_ptr<TargetMachine> TM(NVPTX->createTargetMachine(
      T.str(), Arch, "", TargetOptions(), std::nullopt, std::nullopt,
      CodeGenOptLevel::Default));
  M->setTargetTriple(T.str());
  M->setDataLayout(TM->createDataLayout());
  SmallString<0> Ptx;
  raw_svector_ostream Out(Ptx); // a pwrite stream, as the emitter needs
  legacy::PassManager PM;
  if (TM->addPassesToEmitFile(PM, Out, nullptr, CodeGenFileType::AssemblyFile))
    return Fail("it cannot emit PTX");
  PM.run(*M);
  return std::string(Ptx);
}

/// Writes \p Text to \p Path, or says why it could not.
std::optional<std::string> writeFile(StringRef Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream F(Path, EC);
  if (!EC)
    F << Text;
  if (EC)
    return "cannot write a temporary file: " + EC.message();
  return std::nullopt;
}

/// Compiles \p IR to PTX (llc, or \p Backend's) and reads ptxas -v's report
/// of it.
std::optional<std::map<std::string, ResourceUsage>>
compileForResources(StringRef IR, StringRef Arch, PtxBackend Backend,
                    StringRef Llc, StringRef Ptxas, std::string &Why) {
  SmallString<128> In, Ptx;
  // Messages name the temporary files by what they hold: their random names
  // would make the report differ from run to run.
  auto Stable = [&](std::string Msg) {
    for (auto [Path, Name] : {std::pair<StringRef, StringRef>{In, "module.ll"},
                              {Ptx, "module.ptx"}})
      for (size_t At;
           !Path.empty() && (At = Msg.find(Path.str())) != std::string::npos;)
        Msg.replace(At, Path.size(), Name.str());
    return maskAddresses(std::move(Msg));
  };
  sys::fs::createTemporaryFile("gpuperf", "ptx", Ptx);
  FileRemover RemovePtx(Ptx);
  if (Backend == PtxBackend::InProcess) {
    Expected<std::string> Text = ptxInProcess(IR, Arch);
    if (!Text) {
      Why = Stable(toString(Text.takeError()));
      return std::nullopt;
    }
    if (std::optional<std::string> Failed = writeFile(Ptx, *Text)) {
      Why = *Failed;
      return std::nullopt;
    }
  } else {
    sys::fs::createTemporaryFile("gpuperf", "ll", In);
    FileRemover RemoveIn(In);
    if (std::optional<std::string> Failed = writeFile(In, IR)) {
      Why = *Failed;
      return std::nullopt;
    }
    Expected<std::string> LlcOut = run(
        Llc, {Llc.str(), "-O2", "-mtriple=" + NVPTXTriple.str(),
              "-mcpu=" + Arch.str(), std::string(In), "-o", std::string(Ptx)});
    if (!LlcOut) {
      Why = Stable(toString(LlcOut.takeError()));
      return std::nullopt;
    }
  }
  Expected<std::string> Log =
      run(Ptxas, {Ptxas.str(), "-arch=" + Arch.str(), "-v", std::string(Ptx),
                  "-o", "/dev/null"});
  if (!Log) {
    Why = Stable(toString(Log.takeError()));
    return std::nullopt;
  }
  auto R = parsePtxasLog(*Log);
  if (R.empty()) {
    Why = "ptxas reported no entry functions";
    return std::nullopt;
  }
  return R;
}

} // namespace

namespace {
/// One module's ptxas run: the tools and the cache entry, or the outcome
/// when it is known without running anything (a cache hit, a missing tool).
struct PtxasJob {
  std::string Ptxas, Llc, CacheFile;
  PtxBackend Backend = PtxBackend::Llc;
  std::optional<PtxasOutcome> Done;
};
} // namespace

static PtxasJob prepareJob(const std::string &IR, StringRef Arch,
                           StringRef SdkPtxas, PtxBackend Backend) {
  PtxasJob J;
  auto Fail = [&](std::string Why) {
    J.Done = PtxasOutcome{std::nullopt, std::move(Why), std::nullopt};
    return J;
  };
  std::string Why;
  if (!ptxasTarget(Arch, Why))
    return Fail(Why);
  J.Ptxas = SdkPtxas.empty() ? findTool("ptxas", {"/usr/local/cuda/bin/ptxas"})
                             : SdkPtxas.str();
  if (J.Ptxas.empty())
    return Fail("ptxas not found (no CUDA toolkit)");
  // A process without the NVPTX backend registered (opt built without it)
  // compiles with llc.
  std::string NoTarget;
  if (Backend == PtxBackend::InProcess &&
      TargetRegistry::lookupTarget(NVPTXTriple, NoTarget))
    J.Backend = PtxBackend::InProcess;
  if (J.Backend == PtxBackend::Llc) {
    J.Llc = findTool("llc-19", {std::string(GPUPERF_LLVM_TOOLS_DIR) + "/llc"});
    if (J.Llc.empty())
      return Fail("llc 19 not found");
  }
  if (std::string Dir = cacheDirectory(); !Dir.empty()) {
    SmallString<128> File(Dir);
    sys::path::append(File, cacheKey(IR, Arch, J.Ptxas) + ".ptxas");
    J.CacheFile = std::string(File);
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> B = MemoryBuffer::getFile(File))
      if (auto R = deserialise((*B)->getBuffer()); !R.empty())
        J.Done = PtxasOutcome{std::move(R), "", std::nullopt};
  }
  return J;
}

/// llc (or the in-process backend, on a context of its own) and ptxas for a
/// job not Done; reads no LLVM object of the caller's, so it may run on any
/// thread.
static PtxasOutcome runJob(const std::string &IR, const std::string &Arch,
                           const PtxasJob &J) {
  PtxasOutcome O;
  O.CompiledBy = J.Backend;
  O.PerKernel = compileForResources(IR, Arch, J.Backend, J.Llc, J.Ptxas, O.Why);
  if (O.PerKernel && !J.CacheFile.empty())
    writeCacheFile(J.CacheFile, serialise(*O.PerKernel));
  return O;
}

/// The module as text, the input of llc and of the cache key.
static std::string moduleText(const Module &M) {
  std::string IR;
  raw_string_ostream OS(IR);
  M.print(OS, nullptr);
  return IR;
}

std::optional<std::map<std::string, ResourceUsage>>
gpuperf::ptxasResources(const Module &M, StringRef Arch, std::string &Why,
                        StringRef SdkPtxas, PtxBackend Backend) {
  std::string IR = moduleText(M);
  PtxasJob J = prepareJob(IR, Arch, SdkPtxas, Backend);
  PtxasOutcome O = J.Done ? std::move(*J.Done) : runJob(IR, Arch.str(), J);
  Why = std::move(O.Why);
  return std::move(O.PerKernel);
}

std::future<PtxasOutcome> gpuperf::startPtxasResources(const Module &M,
                                                       StringRef Arch,
                                                       StringRef SdkPtxas,
                                                       PtxBackend Backend) {
  std::string IR = moduleText(M);
  PtxasJob J = prepareJob(IR, Arch, SdkPtxas, Backend);
  if (J.Done) { // nothing to wait for
    std::promise<PtxasOutcome> Known;
    Known.set_value(std::move(*J.Done));
    return Known.get_future();
  }
  try {
    return std::async(std::launch::async, [IR, Arch = Arch.str(), J] {
      return runJob(IR, Arch, J);
    });
  } catch (const std::system_error &) { // no thread to be had: run here
    std::promise<PtxasOutcome> Now;
    Now.set_value(runJob(IR, Arch.str(), J));
    return Now.get_future();
  }
}

std::optional<uint64_t> gpuperf::allocBytes(Type *T, const DataLayout &DL) {
  if (!T->isSized() || T->isScalableTy())
    return std::nullopt;
  if (auto *AT = dyn_cast<ArrayType>(T)) {
    std::optional<uint64_t> Elem = allocBytes(AT->getElementType(), DL);
    bool Overflow = false;
    uint64_t Bytes =
        Elem ? SaturatingMultiply(*Elem, AT->getNumElements(), &Overflow) : 0;
    if (!Elem || Overflow)
      return std::nullopt;
    return Bytes;
  }
  if (auto *ST = dyn_cast<StructType>(T)) {
    // The members, each at its alignment, then the struct's own padding.
    uint64_t Bytes = 0;
    for (Type *Member : ST->elements()) {
      std::optional<uint64_t> M = allocBytes(Member, DL);
      if (!M)
        return std::nullopt;
      if (!ST->isPacked())
        Bytes = alignTo(Bytes, DL.getABITypeAlign(Member));
      bool Overflow = false;
      Bytes = SaturatingAdd(Bytes, *M, &Overflow);
      if (Overflow || Bytes > UINT64_MAX - 4096)
        return std::nullopt;
    }
    if (!ST->isPacked())
      Bytes = alignTo(Bytes, DL.getABITypeAlign(ST));
    return Bytes;
  }
  if (auto *VT = dyn_cast<FixedVectorType>(T)) {
    std::optional<uint64_t> Elem = allocBytes(VT->getElementType(), DL);
    bool Overflow = false;
    if (!Elem ||
        (SaturatingMultiply(*Elem, uint64_t(VT->getNumElements()), &Overflow),
         Overflow))
      return std::nullopt;
  }
  return DL.getTypeAllocSize(T).getFixedValue();
}

std::optional<uint64_t> gpuperf::allocaBytes(const AllocaInst &AI) {
  const DataLayout &DL = AI.getDataLayout();
  std::optional<uint64_t> Elem = allocBytes(AI.getAllocatedType(), DL);
  auto *Count = dyn_cast<ConstantInt>(AI.getArraySize());
  if (!Elem || !Count || Count->getValue().getActiveBits() > 64)
    return std::nullopt;
  bool Overflow = false;
  uint64_t Bytes = SaturatingMultiply(*Elem, Count->getZExtValue(), &Overflow);
  if (Overflow)
    return std::nullopt;
  return Bytes;
}

uint64_t gpuperf::staticSharedBytes(const Function &Kernel) {
  // Shared globals referenced from the kernel or anything it calls.
  SetVector<const Function *> Work;
  Work.insert(&Kernel);
  DenseSet<const GlobalVariable *> Seen;
  uint64_t Bytes = 0;
  const DataLayout &DL = Kernel.getParent()->getDataLayout();
  for (unsigned I = 0; I < Work.size(); ++I) {
    for (const Instruction &Inst : instructions(*Work[I])) {
      if (auto *CB = dyn_cast<CallBase>(&Inst))
        if (const Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration())
            Work.insert(Callee);
      for (const Use &Op : Inst.operands()) {
        const Value *V = Op.get()->stripPointerCasts();
        if (auto *CE = dyn_cast<ConstantExpr>(V))
          V = CE->getOperand(0)->stripPointerCasts();
        auto *GV = dyn_cast<GlobalVariable>(V);
        if (!GV || GV->getAddressSpace() != 3 || !Seen.insert(GV).second)
          continue;
        // extern __shared__ arrays have size 0; their bytes come from --smem.
        std::optional<uint64_t> Size = allocBytes(GV->getValueType(), DL);
        if (!Size)
          return UINT64_MAX;
        Bytes = alignTo(Bytes, GV->getAlign().valueOrOne().value());
        Bytes = SaturatingAdd(Bytes, *Size);
      }
    }
  }
  return Bytes;
}

bool gpuperf::usesBarrier(const Function &Kernel) {
  // The kernel and every function it reaches by direct calls (a barrier in a
  // non-inlined __device__ function counts too).
  SetVector<const Function *> Work;
  Work.insert(&Kernel);
  for (unsigned I = 0; I < Work.size(); ++I)
    for (const Instruction &Inst : instructions(*Work[I])) {
      auto *CB = dyn_cast<CallBase>(&Inst);
      const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
      if (!Callee)
        continue;
      if (!Callee->isDeclaration()) {
        Work.insert(Callee);
        continue;
      }
      StringRef N = Callee->getName();
      // CTA barriers (bar.sync / barrier.sync), not bar.warp.sync.
      if (N.starts_with("llvm.nvvm.barrier") ||
          N.starts_with("llvm.nvvm.bar.sync"))
        return true;
    }
  return false;
}

uint64_t gpuperf::staticLocalBytes(const Function &Kernel) {
  SetVector<const Function *> Work;
  Work.insert(&Kernel);
  uint64_t Bytes = 0;
  for (unsigned I = 0; I < Work.size(); ++I)
    for (const Instruction &Inst : instructions(*Work[I])) {
      if (auto *CB = dyn_cast<CallBase>(&Inst))
        if (const Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration())
            Work.insert(Callee);
      if (auto *AI = dyn_cast<AllocaInst>(&Inst)) {
        if (std::optional<uint64_t> Size = allocaBytes(*AI))
          Bytes = SaturatingAdd(Bytes, *Size);
        else if (isa<ConstantInt>(AI->getArraySize()))
          Bytes = UINT64_MAX; // a constant size over 2^64 - 1 bytes
      }
    }
  return Bytes;
}

/// 32-bit registers a value occupies.
static unsigned registerWords(const Type *T) {
  if (T->isVoidTy() || T->isLabelTy() || T->isMetadataTy())
    return 0;
  if (auto *VT = dyn_cast<FixedVectorType>(T))
    return VT->getNumElements() * registerWords(VT->getElementType());
  if (T->isPointerTy())
    return 2;
  unsigned Bits = T->getPrimitiveSizeInBits().getFixedValue();
  if (Bits == 0)
    return 1;
  return (Bits + 31) / 32;
}

/// Address arithmetic that holds no register of its own: constant offsets
/// fold into the memory instruction, and GEPs differing only in constants
/// share one base register (LLVM hoists one GEP per unrolled access, ptxas
/// keeps one address). Its variable operands are live instead.
static bool foldsIntoAddressing(const Value *V) {
  return isa<GetElementPtrInst>(V) || isa<AddrSpaceCastInst>(V) ||
         isa<BitCastInst>(V);
}

namespace {
/// The register values each folded address computation reads, memoised for
/// one estimate: a load after each of N chained GEPs walked the chain once
/// per load (quadratic: 60,000 GEPs took 82 s). Each list is capped at
/// MaxLeaves values; more than that is past the 255 registers any thread
/// gets, where the estimate saturates anyway.
class FoldedLeaves {
  static constexpr unsigned MaxLeaves = 256;
  DenseMap<const Value *, SmallVector<const Value *, 4>> Memo;

public:
  /// The leaves of folded value \p Root, computed bottom-up with a worklist
  /// (a chain of 400,000 folded GEPs overflowed the native stack when this
  /// recursed).
  ArrayRef<const Value *> of(const Value *Root) {
    SmallVector<std::pair<const Value *, bool>, 16> Work{{Root, false}};
    // Unreachable code may hold a GEP that reads itself: visit each once.
    SmallPtrSet<const Value *, 16> Visited;
    while (!Work.empty()) {
      auto [V, OperandsDone] = Work.pop_back_val();
      if (Memo.count(V))
        continue;
      const auto *I = cast<Instruction>(V);
      if (!OperandsDone) {
        if (!Visited.insert(V).second)
          continue;
        Work.push_back({V, true});
        for (const Value *Op : I->operands())
          if (foldsIntoAddressing(Op) && !Memo.count(Op))
            Work.push_back({Op, false});
        continue;
      }
      SmallVector<const Value *, 4> Leaves;
      SmallPtrSet<const Value *, 8> Seen;
      auto add = [&](const Value *L) {
        if (Leaves.size() < MaxLeaves && Seen.insert(L).second)
          Leaves.push_back(L);
      };
      for (const Value *Op : I->operands()) {
        if (foldsIntoAddressing(Op))
          for (const Value *L : Memo[Op])
            add(L);
        else if (isa<Instruction>(Op) || isa<Argument>(Op))
          add(Op);
      }
      Memo[V] = std::move(Leaves);
    }
    return Memo[Root];
  }
};

/// Live values and their total width in 32-bit words, kept up to date so
/// that each step of the walk is not a pass over the whole set.
struct LiveValues {
  DenseSet<const Value *> Values;
  unsigned Words = 0;
  void insert(const Value *V) {
    if (Values.insert(V).second)
      Words += registerWords(V->getType());
  }
  void erase(const Value *V) {
    if (Values.erase(V))
      Words -= registerWords(V->getType());
  }
};
} // namespace

/// Marks \p Root live, looking through folded address arithmetic to the
/// values it reads.
static void markUsed(const Value *Root, LiveValues &Live,
                     FoldedLeaves &Folded) {
  if (foldsIntoAddressing(Root)) {
    for (const Value *L : Folded.of(Root))
      Live.insert(L);
  } else if (isa<Instruction>(Root) || isa<Argument>(Root)) {
    Live.insert(Root);
  }
}

/// The block's instructions in the order the machine scheduler would roughly
/// place them. It places values near their uses; IR order often hoists all
/// loads of an unrolled loop first. Model that: each side-effect-free
/// instruction whose users are all later in this block is placed just before
/// its first user.
static std::vector<const Instruction *> scheduleBlock(const BasicBlock &BB) {
  std::vector<const Instruction *> Order;
  DenseMap<const Instruction *, unsigned> Pos;
  for (const Instruction &I : BB) {
    Pos[&I] = Order.size();
    Order.push_back(&I);
  }
  std::vector<std::pair<unsigned, unsigned>> Key(
      Order.size()); // (place, index)
  for (unsigned Idx = Order.size(); Idx-- > 0;) {
    const Instruction *I = Order[Idx];
    unsigned Place = Idx;
    bool Movable =
        !isa<PHINode>(I) && !I->isTerminator() && !I->mayHaveSideEffects();
    if (Movable && !I->user_empty()) {
      unsigned First = ~0u;
      for (const User *U : I->users()) {
        auto *UI = dyn_cast<Instruction>(U);
        if (!UI || UI->getParent() != &BB || isa<PHINode>(UI)) {
          First = ~0u;
          break;
        }
        First = std::min(First, Key[Pos[UI]].first);
      }
      if (First != ~0u && First > Idx)
        Place = First; // ties resolve by index: it stays before its user
    }
    Key[Idx] = {Place, Idx};
  }
  std::vector<unsigned> Sched(Order.size());
  for (unsigned Idx = 0; Idx < Order.size(); ++Idx)
    Sched[Idx] = Idx;
  std::stable_sort(Sched.begin(), Sched.end(),
                   [&](unsigned A, unsigned B) { return Key[A] < Key[B]; });
  std::vector<const Instruction *> Scheduled;
  for (unsigned Idx : Sched)
    Scheduled.push_back(Order[Idx]);
  return Scheduled;
}

using LiveSets = DenseMap<const BasicBlock *, DenseSet<const Value *>>;

/// Walks \p BB backwards from its successors' live-ins; returns the widest
/// live set seen (in 32-bit words) and leaves \p Live as the block's
/// live-in.
static unsigned blockPeak(const BasicBlock &BB, LiveSets &LiveIn,
                          LiveValues &Live, FoldedLeaves &Folded) {
  for (const BasicBlock *S : successors(&BB)) {
    for (const Value *V : LiveIn[S])
      Live.insert(V);
    for (const PHINode &P : S->phis())
      markUsed(P.getIncomingValueForBlock(&BB), Live, Folded);
  }
  unsigned Peak = 0;
  std::vector<const Instruction *> Sched = scheduleBlock(BB);
  for (auto It = Sched.rbegin(); It != Sched.rend(); ++It) {
    const Instruction &I = **It;
    if (foldsIntoAddressing(&I))
      continue; // accounted at its users
    Peak = std::max(Peak, Live.Words);
    Live.erase(&I);
    if (isa<PHINode>(I))
      continue;
    for (const Use &Op : I.operands())
      markUsed(Op.get(), Live, Folded);
  }
  return Peak;
}

/// Backward liveness over SSA values, iterated to a fixed point (at most 64
/// rounds); the peak live width in 32-bit words.
static unsigned peakLiveWords(const Function &Kernel) {
  LiveSets LiveIn;
  FoldedLeaves Folded;
  bool Changed = true;
  unsigned Peak = 0;
  for (unsigned Iter = 0; Changed && Iter < 64; ++Iter) {
    Changed = false;
    for (const BasicBlock &BB : reverse(Kernel)) {
      LiveValues Live;
      Peak = std::max(Peak, blockPeak(BB, LiveIn, Live, Folded));
      if (Live.Values.size() != LiveIn[&BB].size()) {
        LiveIn[&BB] = std::move(Live.Values);
        Changed = true;
      }
    }
  }
  return Peak;
}

ResourceUsage gpuperf::estimateResources(const Function &Kernel) {
  unsigned Peak = peakLiveWords(Kernel);
  ResourceUsage U;
  U.Source = ResourceSource::Estimate;
  // ptxas keeps a few registers for addressing and special values; the
  // constant is the difference seen on small kernels, not a measurement.
  // 255 is the most any GPU gives a thread; beyond it ptxas spills.
  U.Registers = std::min(255u, std::max(16u, Peak + 6));
  U.StaticShared = staticSharedBytes(Kernel);
  U.Barriers = usesBarrier(Kernel) ? 1 : 0;
  U.Note = "estimated from the IR (peak live values); install the CUDA toolkit "
           "for ptxas";
  return U;
}
