//===- DriverTest.cpp - The pipeline's stated assumptions, typed ----------===//
//
// What the driver assumes for a kernel is a typed Reason: tools match the
// kind, remarks can point at the location, and every report prints the one
// sentence.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/Analysis/KernelFacts.h"
#include "gpuperf/IR/AnalysisManagers.h"
#include "gpuperf/Report/Views.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <limits>

using namespace gpuperf;

namespace {

const Reason *find(const std::vector<Reason> &Rs, ReasonKind K) {
  for (const Reason &R : Rs)
    if (R.Kind == K)
      return &R;
  return nullptr;
}

struct Analysed {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  AnalysisManagers AM;
  std::optional<AnalysisReport> Report;

  Analysed(const std::string &File, AnalysisOptions Opts) {
    llvm::SMDiagnostic Err;
    M = llvm::parseIRFile(std::string(GPUPERF_TEST_INPUTS) + "/" + File, Err,
                          Ctx);
    if (!M) {
      ADD_FAILURE() << "cannot parse " << File;
      return;
    }
    Opts.NoPtxas = true;
    llvm::Expected<AnalysisReport> R = analyzeModule(*M, AM.FAM, Opts);
    if (!R) {
      ADD_FAILURE() << llvm::toString(R.takeError());
      return;
    }
    Report = std::move(*R);
  }
  ~Analysed() {
    Report.reset();
    AM.FAM.clear();
    AM.MAM.clear();
  }
};

TEST(DriverReasons, LaunchDefaultsAndUnknowablesAreTyped) {
  Analysed A("Hostile/inline_asm.ll", AnalysisOptions());
  ASSERT_TRUE(A.Report && A.Report->Kernels.size() == 1u);
  const std::vector<Reason> &Rs = A.Report->Kernels[0].Assumptions;
  const Reason *Block = find(Rs, ReasonKind::DefaultBlock);
  ASSERT_TRUE(Block);
  EXPECT_EQ(Block->Message, "block = 256 (no --block given)");
  EXPECT_TRUE(find(Rs, ReasonKind::DefaultGrid));
  const Reason *Asm = find(Rs, ReasonKind::InlineAssembly);
  ASSERT_TRUE(Asm);
  // No debug info: the location is the function holding the first one, and
  // the sentence names it too.
  EXPECT_EQ(Asm->Loc.rfind("asm_kernel(", 0), 0u) << Asm->Loc;
  EXPECT_NE(Asm->Message.find("at " + Asm->Loc + ": nanosleep.u32"),
            std::string::npos)
      << Asm->Message;
  EXPECT_EQ(reasonKindName(Asm->Kind), "inline-assembly");
}

TEST(DriverReasons, GivenLaunchIsNotAssumedAndBudgetIsStated) {
  AnalysisOptions Opts;
  Opts.Launch.Block = Dim3{128, 1, 1};
  Opts.Launch.Grid = Dim3{64, 1, 1};
  Opts.MaxKernelAccesses = 1;
  Analysed A("transpose.ll", Opts);
  ASSERT_TRUE(A.Report && !A.Report->Kernels.empty());
  for (const KernelReport &K : A.Report->Kernels) {
    EXPECT_FALSE(find(K.Assumptions, ReasonKind::DefaultBlock));
    EXPECT_FALSE(find(K.Assumptions, ReasonKind::DefaultGrid));
    const Reason *Over = find(K.Unanalysed, ReasonKind::OverBudget);
    ASSERT_TRUE(Over) << K.Demangled;
    EXPECT_FALSE(K.HasPrediction);
  }
}

} // namespace

namespace {
/// Access #k of the workload is access #k of the access analysis: both
/// layers enumerate memoryAccesses(F), so no re-keying is needed between
/// them (a memcpy's two parts included).
TEST(DriverFacts, GraphAndAccessAnalysisNumberAccessesAlike) {
  for (const char *File : {"transpose.ll", "Hostile/atomics.ll",
                           "Hostile/callees.ll", "Graph/reductions.ll"}) {
    llvm::LLVMContext Ctx;
    llvm::SMDiagnostic Err;
    std::unique_ptr<llvm::Module> M = llvm::parseIRFile(
        std::string(GPUPERF_TEST_INPUTS) + "/" + File, Err, Ctx);
    ASSERT_TRUE(M) << File;
    AnalysisManagers AM;
    AnalysisOptions Opts;
    Opts.NoPtxas = true;
    llvm::Expected<ModuleContext> C = prepareModule(*M, Opts);
    ASSERT_TRUE(bool(C)) << llvm::toString(C.takeError());
    for (unsigned I = 0; I < C->Kernels.size(); ++I) {
      std::vector<Reason> Assumed;
      ResolvedLaunch L = resolveLaunch(C->Kernels[I], C->Resources[I],
                                       Opts.Launch, C->Spec, Opts.Flags,
                                       Assumed);
      KernelFacts F = analyzeKernelFacts(C->Kernels[I], AM.FAM, L,
                                         C->Resources[I], Assumed, Opts);
      ASSERT_TRUE(F.WFG) << File;
      ASSERT_EQ(F.WFG->MemoryInsts.size(), F.Patterns.Accesses.size()) << File;
      for (size_t K = 0; K < F.Patterns.Accesses.size(); ++K)
        EXPECT_EQ(F.WFG->MemoryInsts[K], F.Patterns.Accesses[K].Info.Inst)
            << File << " access #" << K;
      for (const WarpRequests &R : F.Workload->Requests)
        EXPECT_LT(size_t(R.AccessIndex), F.Patterns.Accesses.size());
    }
    AM.FAM.clear();
  }
}

// The guard at the number edge: a report that would print NaN or infinity
// is refused, naming the field; a real report passes.
TEST(DriverReasons, NonFiniteNumbersAreRefused) {
  Analysed A("vector_add.ll", AnalysisOptions());
  ASSERT_TRUE(A.Report && !A.Report->Kernels.empty());
  KernelReport K = A.Report->Kernels.front();
  EXPECT_FALSE(bool(checkFiniteNumbers(K)));
  K.Predicted.TimeUs = std::numeric_limits<double>::quiet_NaN();
  std::string Why = llvm::toString(checkFiniteNumbers(K));
  EXPECT_NE(Why.find("internal error: kernel vector_add"), std::string::npos);
  EXPECT_NE(Why.find("prediction.time_us"), std::string::npos) << Why;
  K = A.Report->Kernels.front();
  K.Occupancy.Fraction = std::numeric_limits<double>::infinity();
  llvm::Error Inf = checkFiniteNumbers(K);
  EXPECT_TRUE(bool(Inf));
  llvm::consumeError(std::move(Inf));
}
} // namespace
