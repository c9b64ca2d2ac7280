//===- Remarks.cpp - The report as optimisation remarks -------------------===//
#include "gpuperf/Report/Remarks.h"
#include "gpuperf/Hardware/NumberText.h"

#include "gpuperf/IR/SourceLoc.h"
#include "gpuperf/Model/GradualSaturation.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Regex.h"

#include <map>
#include <set>

using namespace llvm;
using namespace gpuperf;

/// Remark arguments are strings or integers; four significant digits.
static std::string number(double V) { return numberText(V, 4); }

/// The assumptions of one kernel's remarks, said once. Those of the kernel
/// (its launch) and those that two or more of its access and branch remarks
/// share (pointer alignment, integer casts) go on the kernel's summary
/// remark; each access or branch remark keeps only what is its own. A CUDA
/// build then reads one line per fact, not the same clause on every line.
struct RemarkAssumptions {
  std::vector<Reason> Shared; ///< in order of first appearance
  std::set<std::string> SaidOnKernel;

  bool own(const Reason &A) const { return !SaidOnKernel.count(A.Message); }
};

static RemarkAssumptions
groupAssumptions(const std::vector<const std::vector<Reason> *> &PerRemark) {
  RemarkAssumptions G;
  std::map<std::string, unsigned> Count;
  std::vector<const Reason *> Order;
  for (const std::vector<Reason> *Rs : PerRemark)
    for (const Reason &A : *Rs) {
      // The summary states the launch: its defaults are not repeated.
      if (isLaunchDefault(A.Kind)) {
        G.SaidOnKernel.insert(A.Message);
        continue;
      }
      if (Count[A.Message]++ == 0)
        Order.push_back(&A);
    }
  for (const Reason *A : Order)
    if (Count[A->Message] > 1) {
      G.Shared.push_back(*A);
      G.SaidOnKernel.insert(A->Message);
    }
  // One clause for the arguments alike but for their name.
  G.Shared = mergeAlikeSubjects(G.Shared);
  return G;
}

/// Whether a remark names a value the way the IR does when the compiler
/// dropped the source's names (clang does unless -fno-discard-value-names):
/// by number (%22, iv0) or an argument by position (#0). The first kernel
/// summary then says how to keep the names; the pass cannot turn them back
/// on, since clang drops them while it builds the IR, before any pass runs.
static bool namesValueByNumber(StringRef Text) {
  static const Regex IRName("(%|#|(^|[^A-Za-z_])iv)[0-9]");
  return IRName.match(Text);
}

static void kernelSummary(const AnalysisReport &R, const KernelReport &K,
                          const RemarkAssumptions &Assumed, Function &F,
                          bool SayNamesDiscarded,
                          OptimizationRemarkEmitter &ORE) {
  ORE.emit([&]() {
    OptimizationRemarkAnalysis Rem(RemarkPassName, "KernelSummary",
                                   F.getSubprogram(), &F.getEntryBlock());
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
      if (P.SaturationWarpsPerSM > 0)
        Rem << " ("
            << ore::NV("SaturationWarpsPerSM", number(P.SaturationWarpsPerSM))
            << " to reach " << llvm::formatv("{0:P0}", SaturationFraction).str()
            << " of the bound, " << GradualApproach << ")";
    }
    for (const Reason &A : K.Assumptions)
      Rem << "; " << ore::NV("Assumption", A.Message);
    for (size_t I = 0; I < Assumed.Shared.size(); ++I)
      Rem << (I ? "; " : "; for the remarks below: ")
          << ore::NV("SharedAssumption", Assumed.Shared[I].Message);
    if (SayNamesDiscarded)
      Rem << "; the compiler discarded the source's names, so values are "
             "named by IR number (%N) and arguments by position (#N): "
             "-fno-discard-value-names keeps them";
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

/// Each of the remark's own assumptions as its own argument, so the YAML
/// lists them one by one; the sentences say "assumed" themselves.
static void appendAssumptions(DiagnosticInfoOptimizationBase &Rem,
                              const std::vector<Reason> &Assumptions,
                              const RemarkAssumptions &Assumed) {
  for (const Reason &A : Assumptions)
    if (Assumed.own(A))
      Rem << "; " << ore::NV("Assumption", A.Message);
}

/// At the user's line of code inlined from headers (SourceLoc.h).
static DiagnosticLocation userLoc(const Instruction *I) {
  return DiagnosticLocation(DebugLoc(userLocation(I->getDebugLoc().get())));
}

static OptimizationRemarkAnalysis
accessRemark(const AccessInfo &A, const RemarkAssumptions &Assumed) {
  OptimizationRemarkAnalysis Rem(RemarkPassName, "Access", userLoc(A.Inst),
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
  appendAssumptions(Rem, A.Assumptions, Assumed);
  return Rem;
}

/// One remark per source location and finding: copies alike in every figure
/// (an unrolled loop's copies of a load, a condition clang splits into two
/// branches) read as one line that counts them ("; the same for 3 accesses
/// here").
/// \p Finish(I, Rem) adds what follows the text (extra arguments for a remark
/// file) to the remark of All[I] that is emitted.
static void emitCounted(
    std::vector<OptimizationRemarkAnalysis> All, StringRef CountName,
    StringRef Plural, OptimizationRemarkEmitter &ORE,
    function_ref<void(size_t, OptimizationRemarkAnalysis &)> Finish =
        [](size_t, OptimizationRemarkAnalysis &) {}) {
  std::vector<OptimizationRemarkAnalysis> Remarks;
  std::vector<unsigned> Copies;
  std::vector<size_t> From;           // the index in All of each remark emitted
  std::map<std::string, size_t> Seen; // location and text -> remark
  for (size_t I = 0; I < All.size(); ++I) {
    OptimizationRemarkAnalysis &Rem = All[I];
    // Without a source location two remarks are not known to be copies.
    std::string Key = Rem.isLocationAvailable()
                          ? Rem.getLocationStr() + " " + Rem.getMsg()
                          : "#" + std::to_string(Remarks.size());
    auto [It, New] = Seen.insert({Key, Remarks.size()});
    if (New) {
      Remarks.push_back(std::move(Rem));
      Copies.push_back(1);
      From.push_back(I);
    } else {
      ++Copies[It->second];
    }
  }
  for (size_t I = 0; I < Remarks.size(); ++I) {
    if (Copies[I] > 1)
      Remarks[I] << "; the same for " << ore::NV(CountName, Copies[I]) << " "
                 << Plural << " here";
    Finish(From[I], Remarks[I]);
    ORE.emit(Remarks[I]);
  }
}

/// "every warp diverges", "no warp diverges", "12.5% of warps diverge".
static std::string divergingWarps(double F) {
  if (F >= 1)
    return "every warp diverges";
  if (!(F > 0))
    return "no warp diverges";
  return percentText(F) + " of warps diverge";
}

/// "all lanes", "half the lanes", "no lanes", "78.12% of lanes".
static std::string activeLanes(double F) {
  if (F >= 1)
    return "all lanes";
  if (!(F > 0))
    return "no lanes";
  if (F == 0.5)
    return "half the lanes";
  return percentText(F) + " of lanes";
}

static OptimizationRemarkAnalysis
branchRemark(const BranchInfo &B, const RemarkAssumptions &Assumed) {
  OptimizationRemarkAnalysis Rem(RemarkPassName, "Branch", userLoc(B.Term),
                                 B.Term->getParent());
  Rem << ore::NV("Kind", uniformityName(B.Kind))
      << " branch: " << divergingWarps(B.DivergentWarpFraction) << "; "
      << activeLanes(B.ActiveLaneFraction) << " active on the taken side";
  appendAssumptions(Rem, B.Assumptions, Assumed);
  return Rem;
}

/// The numbers of a branch remark, for tools reading
/// -fsave-optimization-record's YAML.
static void addBranchNumbers(const BranchInfo &B,
                             OptimizationRemarkAnalysis &Rem) {
  Rem << ore::setExtraArgs()
      << ore::NV("DivergentWarpFraction", number(B.DivergentWarpFraction))
      << ore::NV("ActiveLaneFraction", number(B.ActiveLaneFraction));
}

/// A loop whose trip count is assumed (no count computed, or the user's in
/// place of one): the count used and where it came from, at the loop. Its
/// sentences name the loop, so they stay on its remark.
static void loopRemark(const LoopTripInfo &T, OptimizationRemarkEmitter &ORE) {
  ORE.emit([&]() {
    OptimizationRemarkAnalysis Rem(
        RemarkPassName, "Loop",
        DiagnosticLocation(DebugLoc(userLocation(T.L->getStartLoc().get()))),
        T.L->getHeader());
    Rem << "loop trip count assumed: "
        << ore::NV("AssumedTripCount", number(T.EffectiveTrip))
        << " iterations";
    for (const Reason &A : T.Assumptions)
      Rem << "; " << ore::NV("Assumption", A.Message);
    return Rem;
  });
}

void gpuperf::emitRemarks(const AnalysisReport &R, Module &M) {
  bool NamesSaid = false;
  for (const KernelReport &K : R.Kernels) {
    Function *F = M.getFunction(K.Name);
    if (!F)
      continue;
    double Warps = K.Launch.warpsInGrid(R.Spec.Scheduling.WarpSize);
    std::vector<const AccessInfo *> Accesses;
    std::vector<const BranchInfo *> Branches;
    std::vector<const LoopTripInfo *> AssumedLoops;
    std::vector<const std::vector<Reason> *> PerRemark;
    for (const AccessInfo &A : K.Accesses)
      if (A.Inst && accessCosts(A)) {
        Accesses.push_back(&A);
        PerRemark.push_back(&A.Assumptions);
      }
    for (const BranchInfo &B : K.Branches)
      if (B.Term && branchCosts(B, Warps)) {
        Branches.push_back(&B);
        PerRemark.push_back(&B.Assumptions);
      }
    for (const LoopTripInfo &T : K.Loops)
      if (T.L && T.Method == "assumed")
        AssumedLoops.push_back(&T);
    RemarkAssumptions Assumed = groupAssumptions(PerRemark);
    OptimizationRemarkEmitter ORE(F);
    std::vector<OptimizationRemarkAnalysis> AccessRemarks, BranchRemarks;
    for (const AccessInfo *A : Accesses)
      AccessRemarks.push_back(accessRemark(*A, Assumed));
    for (const BranchInfo *B : Branches)
      BranchRemarks.push_back(branchRemark(*B, Assumed));
    bool ByNumber = false;
    for (const auto *Rs : {&AccessRemarks, &BranchRemarks})
      for (const OptimizationRemarkAnalysis &Rem : *Rs)
        ByNumber |= namesValueByNumber(Rem.getMsg());
    for (const Reason &A : K.Assumptions)
      ByNumber |= namesValueByNumber(A.Message);
    bool SayNames =
        !NamesSaid && M.getContext().shouldDiscardValueNames() && ByNumber;
    NamesSaid |= SayNames;
    kernelSummary(R, K, Assumed, *F, SayNames, ORE);
    emitCounted(std::move(AccessRemarks), "Accesses", "accesses", ORE);
    emitCounted(std::move(BranchRemarks), "Branches", "branches", ORE,
                [&](size_t I, OptimizationRemarkAnalysis &Rem) {
                  addBranchNumbers(*Branches[I], Rem);
                });
    for (const LoopTripInfo *T : AssumedLoops)
      loopRemark(*T, ORE);
    for (const Reason &Why : K.Unanalysed)
      ORE.emit([&]() {
        return OptimizationRemarkMissed(RemarkPassName, "NotAnalysed",
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
      return OptimizationRemarkMissed(RemarkPassName, "ModuleNotAnalysed",
                                      F.getSubprogram(), &F.getEntryBlock())
             << "gpu-perf does nothing here: " << ore::NV("Reason", Why);
    });
    return; // once per module
  }
}
