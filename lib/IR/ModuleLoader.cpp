//===- ModuleLoader.cpp - .ll / .bc / .cu -> NVPTX module -----------------===//
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Config.h"
#include "gpuperf/Hardware/ErrorMessage.h"
#include "gpuperf/IR/AsCompiled.h"
#include "gpuperf/IR/CudaSDK.h"
#include "gpuperf/IR/DiskCache.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;
using namespace gpuperf;

static std::string firstLine(StringRef S) {
  return S.trim().split('\n').first.str();
}

std::string gpuperf::inputName(StringRef Path) {
  return Path == "-" ? "<stdin>" : Path.str();
}

std::string gpuperf::whyNotNVPTX(const Module &M) {
  Triple T(M.getTargetTriple());
  if (T.isNVPTX())
    return "";
  if (M.getTargetTriple().empty())
    return "module has no target triple (expected nvptx64-nvidia-cuda)";
  return "module targets '" + M.getTargetTriple() + "', not NVPTX";
}

std::string gpuperf::findClang() {
  for (std::string Candidate :
       {std::string(GPUPERF_LLVM_TOOLS_DIR) + "/clang++",
        std::string("/usr/bin/clang++-19")})
    if (sys::fs::can_execute(Candidate))
      return Candidate;
  if (ErrorOr<std::string> P = sys::findProgramByName("clang++-19"))
    return *P;
  return "";
}

std::string gpuperf::findDeviceHeader() {
  if (const char *Env = std::getenv("GPUPERF_CUDA_HEADER"))
    return Env;
  std::string InSource =
      std::string(GPUPERF_SOURCE_DIR) + "/include/gpuperf-cuda/gpuperf_cuda.h";
  if (sys::fs::exists(InSource))
    return InSource;
  return "";
}

/// The device header arguments: the SDK's headers when there is an SDK,
/// else gpuperf's minimal header.
static Expected<std::vector<std::string>>
headerArgs(StringRef Path, const LoadOptions &Opts, DeviceHeaders &Used) {
  Expected<std::optional<CudaSDK>> SDK = findCudaSDK(Opts.CudaPath);
  if (!SDK)
    return SDK.takeError();
  Used.SDK = *SDK;
  if (Used.SDK)
    return Used.SDK->clangArgs();
  std::string Header = findDeviceHeader();
  if (Header.empty())
    return errorMessage("cannot compile '" + Path +
                        "': no CUDA SDK, and gpuperf's device header "
                        "gpuperf_cuda.h was not found");
  return std::vector<std::string>{"-nocudainc", "-nocudalib", "-include",
                                  Header};
}

/// Clang's diagnostics of a failed compile: all of them go to \p Diags
/// (when given); the message names the first error and how many followed.
static Error clangFailed(StringRef Path, StringRef Stderr, raw_ostream *Diags) {
  if (Diags)
    *Diags << Stderr;
  SmallVector<StringRef> Lines;
  Stderr.split(Lines, '\n');
  std::string First;
  unsigned Errors = 0;
  for (StringRef L : Lines)
    if (L.contains(" error: ") || L.starts_with("error: ") ||
        L.contains("fatal error: "))
      if (Errors++ == 0)
        First = L.trim().str();
  std::string Msg =
      First.empty() ? "clang failed to compile the device code" : First;
  if (Errors > 1)
    Msg += formatv(" (and {0} more error{1}{2})", Errors - 1,
                   Errors > 2 ? "s" : "", Diags ? ", shown above" : "");
  return errorMessage("cannot compile '" + Path + "': " + Msg);
}

static Expected<std::string>
compileCuda(StringRef Path, const LoadOptions &Opts, DeviceHeaders &Used) {
  std::string Clang = findClang();
  if (Clang.empty())
    return errorMessage("cannot compile '" + Path + "': clang++ 19 not found");
  Expected<std::vector<std::string>> Headers = headerArgs(Path, Opts, Used);
  if (!Headers)
    return Headers.takeError();

  std::vector<std::string> Args = {
      Clang, "-x", "cuda", "--cuda-device-only",
      "--cuda-gpu-arch=" + Opts.CudaArch, "-O2", "-g", "-S", "-emit-llvm",
      // Source parameter names for --arg.
      "-fno-discard-value-names", "-Wno-unknown-cuda-version"};
  Args.insert(Args.end(), Headers->begin(), Headers->end());
  for (const std::string &A : Opts.ExtraClangArgs)
    Args.push_back(A);
  Args.push_back(Path.str());
  // Analysing one source under many launches (an autotuner, the sweeps)
  // compiles it once.
  CompileCache Cache(cacheDirectory());
  if (std::optional<std::string> IR = Cache.lookup(Args))
    return std::move(*IR);

  SmallString<128> Out, Err, Deps;
  if (std::error_code EC = sys::fs::createTemporaryFile("gpuperf", "ll", Out))
    return errorMessage("cannot create a temporary file: " + EC.message());
  sys::fs::createTemporaryFile("gpuperf", "err", Err);
  sys::fs::createTemporaryFile("gpuperf", "d", Deps);
  FileRemover RemoveOut(Out), RemoveErr(Err), RemoveDeps(Deps);
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  // The files the compile reads, for the cache's check of its entry.
  ArgRefs.insert(ArgRefs.end(), {"-MD", "-MF", Deps, "-o", Out});
  std::optional<StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                          StringRef(Err)};
  int RC = sys::ExecuteAndWait(Clang, ArgRefs, std::nullopt, Redirects,
                               /*Seconds=*/120);
  if (RC != 0) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> E = MemoryBuffer::getFile(Err);
    return clangFailed(Path, E ? (*E)->getBuffer() : "", Opts.ClangDiagnostics);
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> IR = MemoryBuffer::getFile(Out);
  if (!IR)
    return errorMessage("cannot read clang's output: " +
                        IR.getError().message());
  if (ErrorOr<std::unique_ptr<MemoryBuffer>> D = MemoryBuffer::getFile(Deps))
    Cache.store(Args, (*IR)->getBuffer(),
                parseMakeDependencies((*D)->getBuffer()));
  return (*IR)->getBuffer().str();
}

/// LLVM's reader verifies debug info as it upgrades it (UpgradeDebugInfo)
/// and prints every complaint to stderr before stripping it: on a mutated
/// module that is pages of garbage before gpuperf's one error line (and
/// minutes under a sanitizer; fuzz-module found it). Reading happens with
/// that upgrade off; readVerifiedModule does the same checks itself, quietly.
static void disableReaderDebugInfoUpgrade() {
  static const bool Done = [] {
    auto &Options = cl::getRegisteredOptions();
    auto It = Options.find("disable-auto-upgrade-debug-info");
    if (It != Options.end())
      static_cast<cl::opt<bool> *>(It->second)->setValue(true);
    return true;
  }();
  (void)Done;
}

/// Why the debug locations of \p M cannot be walked, or "": a location
/// inlined at itself (directly or through others), or a scope chain that
/// never reaches a subprogram. LLVM's verifier follows both chains without
/// a bound and never returns on such a module.
static std::string cyclicDebugLocations(const Module &M) {
  SmallPtrSet<const MDNode *, 32> Finite; // chains known to end
  auto ends = [&](const MDNode *N, auto Next) {
    SmallPtrSet<const MDNode *, 16> Path;
    for (; N && !Finite.contains(N); N = Next(N))
      if (!Path.insert(N).second)
        return false;
    Finite.insert(Path.begin(), Path.end());
    return true;
  };
  auto inlinedAt = [](const MDNode *N) -> const MDNode * {
    return cast<DILocation>(N)->getInlinedAt();
  };
  auto parentScope = [](const MDNode *N) -> const MDNode * {
    auto *B = dyn_cast<DILexicalBlockBase>(N);
    return B ? dyn_cast_or_null<DILocalScope>(B->getRawScope()) : nullptr;
  };
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      for (const DILocation *L = I.getDebugLoc().get(); L;
           L = L->getInlinedAt()) {
        if (!ends(L, inlinedAt))
          return "a debug location is inlined at itself";
        if (!ends(dyn_cast_or_null<DILocalScope>(L->getRawScope()),
                  parentScope))
          return "a debug scope is nested in itself";
      }
  return "";
}

Expected<std::unique_ptr<Module>>
gpuperf::readVerifiedModule(MemoryBufferRef Buf, LLVMContext &Ctx,
                            std::vector<Reason> &Notes) {
  disableReaderDebugInfoUpgrade();
  StringRef Name = Buf.getBufferIdentifier();
  SMDiagnostic Diag;
  std::unique_ptr<Module> M = parseIR(Buf, Diag, Ctx);
  if (!M) {
    std::string Msg = firstLine(Diag.getMessage());
    if (Diag.getLineNo() > 0)
      return errorMessage(formatv("{0}:{1}:{2}: {3}", Name, Diag.getLineNo(),
                                  Diag.getColumnNo() + 1, Msg));
    return errorMessage(Name + ": " + Msg);
  }
  // Dropped before the verifier, which would follow the cycle forever.
  if (std::string Why = cyclicDebugLocations(*M); !Why.empty()) {
    for (Function &F : *M)
      for (Instruction &I : instructions(F))
        I.setDebugLoc(DebugLoc());
    StripDebugInfo(*M);
    Notes.push_back(
        {ReasonKind::DebugInfoDropped, "ignoring invalid debug info: " + Why});
  }
  std::string VerifyMsg;
  raw_string_ostream VS(VerifyMsg);
  bool BrokenDebugInfo = false;
  if (verifyModule(*M, &VS, &BrokenDebugInfo))
    return errorMessage(Name + ": invalid IR: " + firstLine(VerifyMsg));
  // What UpgradeDebugInfo does, with the reason kept as a note: debug info
  // that is broken or of another metadata version is dropped, the code kept.
  if (BrokenDebugInfo) {
    StripDebugInfo(*M);
    Notes.push_back({ReasonKind::DebugInfoDropped,
                     "ignoring invalid debug info: " + firstLine(VerifyMsg)});
  } else if (unsigned V = getDebugMetadataVersionFromModule(*M);
             V != DEBUG_METADATA_VERSION && StripDebugInfo(*M)) {
    Notes.push_back({ReasonKind::DebugInfoDropped,
                     formatv("ignoring debug info of metadata version {0} "
                             "(LLVM 19 reads version {1})",
                             V, DEBUG_METADATA_VERSION)});
  }
  // gpuperf owns this module: analyse the code the GPU will execute.
  for (Reason &R : prepareAsCompiled(*M))
    Notes.push_back(std::move(R));
  return M;
}

Expected<LoadedModule> gpuperf::loadModule(StringRef Path, LLVMContext &Ctx,
                                           const LoadOptions &Opts) {
  bool Stdin = Path == "-";
  if (!Stdin && !sys::fs::exists(Path))
    return errorMessage("'" + Path + "': no such file");
  if (!Stdin && sys::fs::is_directory(Path))
    return errorMessage("'" + Path + "' is a directory");

  LoadedModule Result;
  std::string Text;
  bool IsCuda = Path.ends_with(".cu") || Path.ends_with(".cuh");
  if (IsCuda) {
    DeviceHeaders Used;
    Expected<std::string> T = compileCuda(Path, Opts, Used);
    if (!T)
      return T.takeError();
    Text = std::move(*T);
    Result.Headers = std::move(Used);
  }
  std::unique_ptr<MemoryBuffer> Buf;
  if (IsCuda) {
    Buf = MemoryBuffer::getMemBuffer(Text, Path);
  } else {
    // "-" is standard input, IR text or bitcode, named "<stdin>".
    ErrorOr<std::unique_ptr<MemoryBuffer>> File =
        MemoryBuffer::getFileOrSTDIN(Path);
    if (!File)
      return errorMessage("'" + Path + "': " + File.getError().message());
    Buf = std::move(*File);
  }
  // LLVM's bitcode reader is not hardened against malformed input: a mutated
  // metadata block can make it dereference garbage (fuzz-module found one;
  // opt crashes on it too). Where the tool enabled crash recovery
  // (CrashRecoveryContext::Enable in gpuperf's main), such a crash becomes
  // this input's error instead of taking the process down.
  std::unique_ptr<Module> M;
  std::string ReadMsg;
  std::shared_ptr<void> Guard = Opts.GuardRead ? Opts.GuardRead(Path) : nullptr;
  CrashRecoveryContext CRC;
  bool Survived = CRC.RunSafely([&] {
    Expected<std::unique_ptr<Module>> R =
        readVerifiedModule(Buf->getMemBufferRef(), Ctx, Result.Notes);
    if (R)
      M = std::move(*R);
    else
      ReadMsg = toString(R.takeError());
  });
  Guard.reset();
  if (!Survived) {
    // The module may be half-built on a corrupted heap: do not destroy it
    // (callers should exit without tearing down the context, as gpuperf does).
    (void)M.release();
    if (CRC.RetCode == ReaderOutOfMemory)
      return errorMessage(Path + ": the LLVM 19 IR reader ran out of memory on "
                                 "this input (malformed bitcode?)");
    return errorMessage(
        Path +
        ": the LLVM 19 IR reader crashed on this input (malformed bitcode?)");
  }
  if (!M)
    return errorMessage(ReadMsg);
  if (std::string Why = whyNotNVPTX(*M); !Why.empty())
    return errorMessage(Path + ": " + Why);
  Result.M = std::move(M);
  return Result;
}
