//===- FuzzModule.cpp - libFuzzer harness for module loading and analysis -===//
//
// Bytes -> readModuleBuffer (IR text or bitcode, verifier, broken debug
// info stripped, NVPTX check) -> analyzeModule, as gpuperf's loader does. A
// module that parses, verifies and targets NVPTX must analyse without a crash
// (ptxas is not run: fuzzing stays in-process). Every failure must be an
// llvm::Error with a message, never an abort. analyzeModule drives every
// stage per kernel: resources, occupancy, the symbolic access analysis (ISL
// under its quota), the graph layer (PDG, WFG, loops, branches) and the model.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/IR/AnalysisManagers.h"
#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Report/Views.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstdint>
#include <cstdlib>
#include <memory>

using namespace llvm;
using namespace gpuperf;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // On the heap: after a recovered crash inside the reader the context owns a
  // half-built module on a possibly corrupted heap, and must not be torn down
  // (gpuperf exits without destroying it; here it is leaked).
  auto OwnedCtx = std::make_unique<LLVMContext>();
  LLVMContext &Ctx = *OwnedCtx;
  // Diagnostics (e.g. from the verifier's debug-info checks) must not exit.
  Ctx.setDiagnosticHandlerCallBack([](const DiagnosticInfo *, void *) {});
  // The IR lexer reads up to a terminating NUL (MemoryBuffer's contract), and
  // the fuzzer's bytes have none: parse a NUL-terminated copy, as a file is.
  std::unique_ptr<MemoryBuffer> Buf = MemoryBuffer::getMemBufferCopy(
      StringRef(reinterpret_cast<const char *>(Data), Size), "fuzz");
  // As gpuperf's loader does: a crash inside LLVM's (uninstrumented)
  // bitcode reader is recovered and the input refused, so fuzzing goes on to
  // the project's code. Everything after parsing runs unprotected.
  static bool Enabled = (CrashRecoveryContext::Enable(), true);
  (void)Enabled;
  std::unique_ptr<Module> M;
  std::vector<Reason> Notes;
  std::string Why;
  CrashRecoveryContext CRC;
  if (!CRC.RunSafely([&] {
        Expected<std::unique_ptr<Module>> R =
            readModuleBuffer(Buf->getMemBufferRef(), Ctx, Notes);
        if (R)
          M = std::move(*R);
        else
          Why = toString(R.takeError());
      })) {
    (void)M.release();
    (void)OwnedCtx.release();
    return 0;
  }
  if (!M) {
    if (Why.empty())
      abort(); // every refusal says why
    return 0;
  }
  AnalysisManagers AM;
  FunctionAnalysisManager &FAM = AM.FAM;

  AnalysisOptions Opts;
  Opts.NoPtxas = true;
  Expected<AnalysisReport> R = analyzeModule(*M, FAM, Opts);
  if (!R) {
    if (toString(R.takeError()).empty())
      abort();
    return 0;
  }
  for (const KernelReport &K : R->Kernels)
    if (!M->getFunction(K.Name))
      abort(); // the report names a kernel the module does not have
  // The report must render in both formats.
  std::string Out;
  raw_string_ostream OS(Out);
  writeJSON(*R, OS);
  writeText(*R, ViewSelection::all(), OS);
  return 0;
}
