//===- Remarks.cpp - The report as optimisation remarks -------------------===//
#include "gpuperf/Report/Remarks.h"

#include "gpuperf/IR/SourceLoc.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;
using namespace gpuperf;

static constexpr const char *PassName = "gpu-perf";

/// Remark arguments are strings or integers; four significant digits.
static std::string number(double V) {
  char Buf[32];
  snprintf(Buf, sizeof(Buf), "%.4g", V);
  return Buf;
}

static void kernelSummary(const AnalysisReport &R, const KernelReport &K,
                          Function &F, OptimizationRemarkEmitter &ORE) {
  ORE.emit([&]() {
    OptimizationRemarkAnalysis Rem(PassName, "KernelSummary", F.getSubprogram(),
                                   &F.getEntryBlock());
    Rem << "kernel " << ore::NV("Kernel", K.Demangled) << " on "
        << ore::NV("GPU", R.Spec.Name) << ": block "
        << ore::NV("Block", K.Launch.Block.str()) << ", grid "
        << ore::NV("Grid", K.Launch.Grid.str()) << "; "
        << ore::NV("Registers", K.Resources.Registers) << " registers ("
        << ore::NV("ResourceSource", resourceSourceName(K.Resources.Source))
        << "), ";
    if (K.Occupancy.Possible)
      Rem << ore::NV("WarpsPerSM", K.Occupancy.WarpsPerSM)
          << " warps/SM limited by "
          << ore::NV("Limiter", limiterName(K.Occupancy.Limiter));
    else
      Rem << "launch impossible: "
          << ore::NV("Impossible", K.Occupancy.Impossible);
    if (K.HasPrediction) {
      const Prediction &P = K.Predicted;
      Rem << "; predicted " << ore::NV("TimeUs", number(P.TimeUs)) << " us, "
          << ore::NV("Mode", modeName(P.Mode)) << ", binding "
          << ore::NV("Binding", resourceName(K.KernelBounds.Binding))
          << ", needs "
          << ore::NV("NeededWarpsPerSM", number(P.NeededWarpsPerSM))
          << " warps/SM";
    }
    return Rem;
  });
}

static bool accessCosts(const AccessInfo &A) {
  if (A.DataDependent)
    return true;
  if (A.Space == MemorySpace::Shared)
    return A.excessWavefronts() > 1e-9;
  return A.SectorsPerRequest > A.IdealSectorsPerRequest + 1e-9;
}

/// A branch that splits more than one warp of the launch (Warps in all): a
/// bounds check splits only the warp that holds the bound, which costs
/// nothing worth a remark. Written as the negation so that a NaN fraction
/// still reports.
static bool branchCosts(const BranchInfo &B, double Warps) {
  if (B.BoundsCheck) // splits only warps at the launch's edge
    return false;
  return B.Kind == Uniformity::DataDependent ||
         !(B.DivergentWarpFraction * Warps <= 1 + 1e-9);
}

/// Each assumption as its own argument, so the YAML lists them one by one.
static void appendAssumptions(DiagnosticInfoOptimizationBase &Rem,
                              const std::vector<Reason> &Assumptions) {
  for (const Reason &A : Assumptions)
    Rem << "; assumes " << ore::NV("Assumption", A.Message);
}

/// At the user's line of code inlined from headers (SourceLoc.h).
static DiagnosticLocation userLoc(const Instruction *I) {
  return DiagnosticLocation(DebugLoc(userLocation(I->getDebugLoc().get())));
}

static void accessRemark(const AccessInfo &A, OptimizationRemarkEmitter &ORE) {
  ORE.emit([&]() {
    OptimizationRemarkAnalysis Rem(PassName, "Access", userLoc(A.Inst),
                                   A.Inst->getParent());
    Rem << ore::NV("Space", memorySpaceName(A.Space)) << " "
        << ore::NV("Kind", accessKindName(A.Kind)) << " is "
        << ore::NV("Class", A.Class.str()) << ": ";
    if (A.Space == MemorySpace::Shared)
      Rem << ore::NV("Wavefronts", number(A.BankConflictWays))
          << " wavefronts per request (ideal "
          << ore::NV("IdealWavefronts", number(A.IdealWavefronts)) << "): a "
          << ore::NV("BankConflictWays", number(A.conflictDegree()))
          << "-way bank conflict";
    else
      Rem << ore::NV("SectorsPerRequest", number(A.SectorsPerRequest))
          << " sectors per request (ideal "
          << ore::NV("IdealSectorsPerRequest", number(A.IdealSectorsPerRequest))
          << ")";
    if (!A.SymbolicForm.empty())
      Rem << "; " << ore::NV("Pattern", A.SymbolicForm);
    appendAssumptions(Rem, A.Assumptions);
    return Rem;
  });
}

/// A fraction as a reader says it: "12.5%".
static std::string percent(double F) {
  return formatv("{0}%", number(100 * F)).str();
}

/// "every warp diverges", "no warp diverges", "12.5% of warps diverge".
static std::string divergingWarps(double F) {
  if (F >= 1)
    return "every warp diverges";
  if (!(F > 0))
    return "no warp diverges";
  return percent(F) + " of warps diverge";
}

/// "all lanes", "half the lanes", "no lanes", "78.12% of lanes".
static std::string activeLanes(double F) {
  if (F >= 1)
    return "all lanes";
  if (!(F > 0))
    return "no lanes";
  if (F == 0.5)
    return "half the lanes";
  return percent(F) + " of lanes";
}

static void branchRemark(const BranchInfo &B, OptimizationRemarkEmitter &ORE) {
  ORE.emit([&]() {
    OptimizationRemarkAnalysis Rem(PassName, "Branch", userLoc(B.Term),
                                   B.Term->getParent());
    Rem << ore::NV("Kind", uniformityName(B.Kind))
        << " branch: " << divergingWarps(B.DivergentWarpFraction) << "; "
        << activeLanes(B.ActiveLaneFraction) << " active on the taken side";
    appendAssumptions(Rem, B.Assumptions);
    // The numbers, for tools reading -fsave-optimization-record's YAML.
    Rem << ore::setExtraArgs()
        << ore::NV("DivergentWarpFraction", number(B.DivergentWarpFraction))
        << ore::NV("ActiveLaneFraction", number(B.ActiveLaneFraction));
    return Rem;
  });
}

void gpuperf::emitRemarks(const AnalysisReport &R, Module &M) {
  for (const KernelReport &K : R.Kernels) {
    Function *F = M.getFunction(K.Name);
    if (!F)
      continue;
    OptimizationRemarkEmitter ORE(F);
    kernelSummary(R, K, *F, ORE);
    for (const AccessInfo &A : K.Accesses)
      if (A.Inst && accessCosts(A))
        accessRemark(A, ORE);
    double Warps = K.Launch.warpsInGrid(R.Spec.Scheduling.WarpSize);
    for (const BranchInfo &B : K.Branches)
      if (B.Term && branchCosts(B, Warps))
        branchRemark(B, ORE);
    for (const Reason &Why : K.Unanalysed)
      ORE.emit([&]() {
        return OptimizationRemarkMissed(PassName, "NotAnalysed",
                                        F->getSubprogram(), &F->getEntryBlock())
               << ore::NV("Reason", Why.Message);
      });
  }
}

void gpuperf::emitModuleNotAnalysed(Module &M, StringRef Why) {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    OptimizationRemarkEmitter ORE(&F);
    ORE.emit([&]() {
      return OptimizationRemarkMissed(PassName, "ModuleNotAnalysed",
                                      F.getSubprogram(), &F.getEntryBlock())
             << "gpu-perf does nothing here: " << ore::NV("Reason", Why);
    });
    return; // once per module
  }
}
