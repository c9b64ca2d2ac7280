// Prints every corpus kernel's structure when GPUPERF_DUMP_GRAPH is set
// (debugging aid; always checks that the analysis terminates on the corpus).
#include "GraphTestUtil.h"

#include "gpuperf/Graph/Reduction.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace gpuperf;

TEST(GraphCorpus, AnalyzesEveryKernel) {
  bool Dump = std::getenv("GPUPERF_DUMP_GRAPH") != nullptr;
  for (const char *File :
       {"branches.ll", "loops.ll", "reductions.ll", "pointer_chase.ll"}) {
    test::CorpusModule CM(File);
    ASSERT_TRUE(CM.M);
    for (llvm::Function &F : *CM.M) {
      if (F.isDeclaration())
        continue;
      KernelStructure S = CM.analyze(F.getName().str(), Dim3{256, 1, 1},
                                     Dim3{64, 1, 1}, {{"n", 1000}, {"m", 8}});
      EXPECT_FALSE(S.Workload.Latency.str().empty());
      if (!Dump)
        continue;
      llvm::errs() << "==== " << F.getName() << "\n";
      for (auto &B : S.Branches) {
        llvm::errs() << "  branch " << B.Loc << " " << uniformityName(B.Kind)
                     << " div=" << B.DivergentWarpFraction
                     << " alf=" << B.ActiveLaneFraction << " rhoT=" << B.RhoTrue
                     << " rhoF=" << B.RhoFalse << " [" << B.Method << "] "
                     << B.Condition << "\n";
        for (auto &A : B.Assumptions)
          llvm::errs() << "      * " << A.Message << "\n";
      }
      for (auto &L : S.Loops) {
        llvm::errs() << "  loop " << L.Loc << " trip=" << L.TripCount
                     << " eff=" << L.EffectiveTrip << " lanes[" << L.MinLaneTrip
                     << "," << L.MaxLaneTrip << "] util=" << L.LaneUtilization
                     << " [" << L.Method << "] " << L.TripExpr << "\n";
        for (auto &A : L.Assumptions)
          llvm::errs() << "      * " << A.Message << "\n";
      }
      llvm::errs() << "  latency " << S.Workload.Latency.str() << "\n  issued";
      for (unsigned C = 0; C < NumInstrClasses; ++C)
        if (S.Workload.Issued[C])
          llvm::errs() << " " << instrClassName(InstrClass(C)) << "="
                       << S.Workload.Issued[C];
      llvm::errs() << "\n  requests";
      for (auto &R : S.Workload.Requests)
        llvm::errs() << " #" << R.AccessIndex << "=" << R.PerWarp;
      llvm::errs() << "\n  barriers " << S.Workload.BarriersPerWarp << "\n";
    }
  }
}
