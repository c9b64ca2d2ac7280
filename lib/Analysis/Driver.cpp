//===- Driver.cpp - From a module to reports ------------------------------===//
#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/Analysis/KernelFacts.h"
#include "gpuperf/Analysis/Specialise.h"
#include "gpuperf/Hardware/ArchDefaults.h"
#include "gpuperf/Hardware/ErrorMessage.h"
#include "gpuperf/Hardware/NumberText.h"
#include "gpuperf/IR/CudaSDK.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/IR/ParameterNames.h"
#include "gpuperf/IR/SourceLoc.h"
#include "gpuperf/Report/Views.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Regex.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <set>

using namespace llvm;
using namespace gpuperf;

/// Keeps the kernels --kernel selects; an invalid regex or one that matches
/// nothing is an error.
static Error selectKernels(std::vector<KernelInfo> &Kernels,
                           const std::string &KernelRegex,
                           const FlagSpelling &Flags) {
  if (KernelRegex.empty())
    return Error::success();
  Regex Re(KernelRegex);
  std::string ReError;
  if (!Re.isValid(ReError))
    return errorMessage("invalid " + Flags.flag("kernel") + " regex '" +
                        KernelRegex + "': " + ReError);
  std::vector<std::string> All;
  for (const KernelInfo &K : Kernels)
    All.push_back(K.Demangled);
  llvm::erase_if(Kernels,
                 [&](const KernelInfo &K) { return !kernelMatches(K, Re); });
  if (Kernels.empty())
    return errorMessage(Flags.flag("kernel") + " '" + KernelRegex +
                        "' matches no kernel (kernels: " +
                        (All.empty() ? std::string("none") : join(All, ", ")) +
                        ")");
  return Error::success();
}

bool gpuperf::hasParameter(const KernelInfo &K, const std::string &Name) {
  return parameterIndex(K, Name).has_value();
}

/// What the user can name: each kernel's parameters by position, name and
/// type, and how to get source names where the IR has none.
static std::string parameterList(const std::vector<KernelInfo> &Kernels,
                                 const FlagSpelling &Flags) {
  std::vector<std::string> Each;
  bool Unnamed = false;
  for (const KernelInfo &K : Kernels) {
    Each.push_back(K.Demangled + " takes " + describeParameters(*K.F));
    Unnamed |= llvm::is_contained(K.ParamNames, "");
  }
  std::string List = join(Each, "; ");
  if (Unnamed)
    List += "; name a parameter by position (" +
            Flags.given("arg", "'#1=...'") +
            "), or keep source names by compiling with "
            "-fno-discard-value-names (gpuperf does for a .cu)";
  return List;
}

Error gpuperf::checkArgValue(const KernelInfo &K, const std::string &Name,
                             int64_t Value, const FlagSpelling &Flags) {
  std::optional<unsigned> Index = parameterIndex(K, Name);
  if (!Index || parameterValue(K, *Index, Value))
    return Error::success();
  return errorMessage(formatv("{0} '{1}={2}' does not fit parameter {1} of "
                              "{3}, an integer of {4} bits",
                              Flags.flag("arg"), Name, Value, K.Demangled,
                              K.ParamIntBits[*Index])
                          .str());
}

static Error checkArgValues(const std::vector<KernelInfo> &Kernels,
                            const LaunchConfig &Launch,
                            const FlagSpelling &Flags) {
  for (const KernelInfo &K : Kernels)
    for (const auto &[Name, Value] : Launch.Args)
      if (Error E = checkArgValue(K, Name, Value, Flags))
        return E;
  return Error::success();
}

/// Every --arg must name a parameter of some analysed kernel.
static Error checkArgNames(const std::vector<KernelInfo> &Kernels,
                           const LaunchConfig &Launch,
                           const FlagSpelling &Flags) {
  if (Kernels.empty())
    return Error::success();
  std::vector<std::string> Names;
  for (const auto &KV : Launch.Args)
    Names.push_back(KV.first);
  for (const auto &KV : Launch.NonIntegerArgs)
    Names.push_back(KV.first);
  for (const std::string &Name : Names)
    if (llvm::none_of(Kernels, [&](const KernelInfo &K) {
          return hasParameter(K, Name);
        }))
      return errorMessage(Flags.flag("arg") + " '" + Name +
                          "' names no parameter of the analysed kernels (" +
                          parameterList(Kernels, Flags) + ")");
  return checkArgValues(Kernels, Launch, Flags);
}

/// \p K without what its analysis found, for a kernel whose work is past
/// what a double holds (\p Field of its report came out infinite: a
/// thread's counts are finite, KernelStructure checks them, but not times
/// the threads of the grid). It keeps its launch,
/// resources and occupancy, unpredicted and saying why, as a kernel over
/// the budget does: the module's other kernels are still reported, and in a
/// build the compile goes on.
static KernelFacts unpredicted(KernelFacts K, StringRef Field) {
  K.Patterns = AccessPatterns();
  K.Branches.clear();
  K.Loops.clear();
  K.WFG.reset();
  K.Workload.reset();
  K.Unanalysed.push_back(
      {ReasonKind::WorkNotRepresentable,
       ("its work is past what the model can represent (" + Field +
        " is not finite: the kernel's iterations over all its threads "
        "pass 1e308); accesses, branches, loops and the prediction skipped")
           .str()});
  return K;
}

/// ptxas' numbers for the module's kernels, or why there are none.
using PtxasResult = PtxasOutcome;

/// Why ptxas is not run for this module, or "" when it is.
static std::string whyNoPtxas(const Module &M, const ModuleContext &C,
                              const AnalysisOptions &Opts) {
  if (Opts.Launch.Registers || Opts.NoPtxas || C.Kernels.empty())
    return "disabled";
  // llc + ptxas take about 0.3 s per 1,000 IR instructions (30 s for a
  // 100,000-instruction kernel, bench/hostile-timing.sh): over the budget,
  // estimate instead.
  unsigned ModuleInsts = 0;
  for (const Function &F : M)
    ModuleInsts += F.getInstructionCount();
  if (Opts.MaxPtxasInstructions && ModuleInsts > Opts.MaxPtxasInstructions)
    return formatv("the module has {0} IR instructions, over the budget of "
                   "{1} for running llc and ptxas",
                   ModuleInsts, Opts.MaxPtxasInstructions)
        .str();
  return "";
}

/// Resources of one kernel: the user's numbers, else ptxas', else an
/// estimate from the IR.
static ResourceUsage chooseResources(const KernelInfo &KI,
                                     const PtxasResult &Ptxas,
                                     const GPUSpec &Spec,
                                     const AnalysisOptions &Opts) {
  const LaunchConfig &Launch = Opts.Launch;
  const FlagSpelling &Flags = Opts.Flags;
  ResourceUsage RU;
  if (Launch.Registers) {
    RU.Registers = *Launch.Registers;
    RU.StaticShared = staticSharedBytes(*KI.F);
    RU.Barriers = usesBarrier(*KI.F) ? 1 : 0;
    RU.Source = ResourceSource::User;
    RU.Note = "registers from " + Flags.flag("regs") +
              "; static shared memory from the IR";
  } else if (Ptxas.PerKernel && Ptxas.PerKernel->count(KI.Name)) {
    RU = Ptxas.PerKernel->at(KI.Name);
    RU.Barriers = std::max(RU.Barriers, usesBarrier(*KI.F) ? 1u : 0u);
    RU.Note = "ptxas -v for " + Spec.PTXArch;
    // ptxas counts shared bytes in 32 bits: 4 GiB + 1 reads as 1 B.
    if (uint64_t IRShared = staticSharedBytes(*KI.F); IRShared > UINT32_MAX) {
      RU.StaticShared = IRShared;
      RU.Note += "; static shared memory from the IR (over ptxas' 32-bit "
                 "count)";
    }
  } else {
    RU = estimateResources(*KI.F);
    RU.Note = Ptxas.Why == "disabled"
                  ? "estimated from the IR (peak live values): " +
                        Flags.flag("no-ptxas")
                  : "estimated from the IR: " + Ptxas.Why;
  }
  if (Launch.DynamicShared)
    RU.DynamicShared = *Launch.DynamicShared;
  RU.LocalArrayBytes = staticLocalBytes(*KI.F);
  return RU;
}

/// Sets each kernel's resources in \p C from \p Ptxas.
static void settleResources(ModuleContext &C, const PtxasResult &Ptxas,
                            const AnalysisOptions &Opts) {
  C.Resources.clear();
  C.ResourcesMs.clear();
  for (const KernelInfo &KI : C.Kernels) {
    auto Start = std::chrono::steady_clock::now();
    C.Resources.push_back(chooseResources(KI, Ptxas, C.Spec, Opts));
    C.ResourcesMs.push_back(std::chrono::duration<double, std::milli>(
                                std::chrono::steady_clock::now() - Start)
                                .count());
  }
}

/// The target-cpu the module's code is compiled for ("sm_80"), "" if none.
static std::string moduleTargetCPU(const Module &M) {
  for (const Function &F : M)
    if (!F.isDeclaration() && F.hasFnAttribute("target-cpu"))
      return F.getFnAttribute("target-cpu").getValueAsString().str();
  return "";
}

/// The spec for the GPU the module is compiled for (the plugin in a CUDA
/// build, without -gpu-perf-gpu), said in a note either way.
static std::string specForModule(const Module &M, std::vector<Reason> &Notes) {
  std::string CPU = moduleTargetCPU(M);
  if (std::optional<StringRef> Spec = defaultSpecForArch(CPU)) {
    Notes.push_back({ReasonKind::SpecFromArchitecture,
                     formatv("spec {0}: the default for target-cpu {1} "
                             "(-gpu-perf-gpu chooses another)",
                             *Spec, CPU)
                         .str()});
    return Spec->str();
  }
  Notes.push_back(
      {ReasonKind::SpecNotForArchitecture,
       formatv("no built-in spec is the default for {0}: analysed for {1}, "
               "gpuperf's default GPU (-gpu-perf-gpu chooses another)",
               CPU.empty() ? std::string("a module without target-cpu")
                           : "target-cpu " + CPU,
               SpecRegistry::DefaultGPU)
           .str()});
  return SpecRegistry::DefaultGPU;
}

/// prepareModule up to the resources.
static Expected<ModuleContext> prepareContext(Module &M,
                                              const AnalysisOptions &Opts) {
  ModuleContext C;
  std::string GPU = Opts.GPU.empty() ? specForModule(M, C.Notes) : Opts.GPU;
  Expected<GPUSpec> Spec = SpecRegistry::builtin().lookup(GPU);
  if (!Spec)
    return Spec.takeError();
  C.Spec = std::move(*Spec);
  C.Kernels = findKernels(M);
  if (Error E = selectKernels(C.Kernels, Opts.KernelRegex, Opts.Flags))
    return E;
  if (C.Kernels.empty())
    C.Notes.push_back({ReasonKind::NoKernels, "the module defines no kernels"});
  if (Error E = checkArgNames(C.Kernels, Opts.Launch, Opts.Flags))
    return E;
  Expected<std::optional<CudaSDK>> SDK = findCudaSDK(Opts.CudaPath);
  if (!SDK)
    return SDK.takeError();
  if (*SDK)
    C.SdkPtxas = (*SDK)->ptxas();
  return C;
}

Expected<ModuleContext> gpuperf::prepareModule(Module &M,
                                               const AnalysisOptions &Opts) {
  Expected<ModuleContext> C = prepareContext(M, Opts);
  if (!C)
    return C.takeError();
  PtxasResult Ptxas;
  Ptxas.Why = whyNoPtxas(M, *C, Opts);
  if (Ptxas.Why.empty())
    Ptxas.PerKernel = ptxasResources(M, C->Spec.PTXArch, Ptxas.Why, C->SdkPtxas,
                                     Opts.Backend);
  settleResources(*C, Ptxas, Opts);
  return C;
}

Dim3 gpuperf::defaultBlock(const KernelInfo &KI) {
  return KI.MaxNTid ? *KI.MaxNTid : Dim3{256, 1, 1};
}

/// Non-integer arguments of this kernel, each stated: they enter no
/// address, trip count or integer branch condition.
static void bindNonIntegerArgs(const KernelInfo &KI, const LaunchConfig &User,
                               ResolvedLaunch &L,
                               std::vector<Reason> &Assumptions) {
  for (const auto &[Name, Value] : User.NonIntegerArgs) {
    if (!hasParameter(KI, Name))
      continue;
    L.NonIntegerArgs[Name] = Value;
    Assumptions.push_back(
        {ReasonKind::NonIntegerArgument,
         "argument " + Name + " = " + numberText(Value) +
             " is not an integer: it enters no address, trip count or "
             "integer branch condition"});
  }
}

ResolvedLaunch gpuperf::resolveLaunch(const KernelInfo &KI,
                                      const ResourceUsage &RU,
                                      const LaunchConfig &User,
                                      const GPUSpec &Spec,
                                      const FlagSpelling &Flags,
                                      std::vector<Reason> &Assumptions) {
  ResolvedLaunch L;
  if (User.Block) {
    L.Block = *User.Block;
  } else {
    L.Block = defaultBlock(KI);
    L.BlockAssumed = true;
    Assumptions.push_back({ReasonKind::DefaultBlock,
                           "block = " + L.Block.str() +
                               (KI.MaxNTid ? " from __launch_bounds__" : "") +
                               " (no " + Flags.flag("block") + " given)"});
  }
  L.Args = bindKernelArgs(KI, User.Args);
  bindNonIntegerArgs(KI, User, L, Assumptions);
  if (User.Grid) {
    L.Grid = *User.Grid;
    return L;
  }
  // Enough blocks for several full waves, so the tail is small.
  OccupancyResult Occ =
      launchOccupancy(Spec, RU, L.Block, KI.MaxNTid, KI.MinCTASM);
  unsigned PerSM = std::max(1u, Occ.BlocksPerSM);
  L.Grid = Dim3{Spec.SMCount * PerSM * 8, 1, 1};
  L.GridAssumed = true;
  Assumptions.push_back(
      {ReasonKind::DefaultGrid,
       formatv("grid = {0} blocks, 8 full waves (no {1} given)", L.Grid.X,
               Flags.flag("grid"))
           .str()});
  return L;
}

/// The locations of one kind (loop, branch, access) in the analysed kernels.
template <typename Item, typename LocOf>
static std::vector<std::string>
locationsOf(const AnalysisReport &R, std::vector<Item> KernelReport::*Items,
            LocOf Loc) {
  std::vector<std::string> Locs;
  for (const KernelReport &K : R.Kernels)
    for (const Item &I : K.*Items)
      if (std::string L = Loc(I);
          !L.empty() && std::find(Locs.begin(), Locs.end(), L) == Locs.end())
        Locs.push_back(L);
  return Locs;
}

/// The source file a location or an --assume-* key names ("k.cu:4:3").
static StringRef fileOf(StringRef Loc) { return Loc.split(':').first; }

/// An error for the first key of Keys (an --assume-* option) that matches
/// none of Locs: an assumption about nothing is a typo, not a no-op. Keys
/// naming a file outside \p OnlyFiles, when given, are another module's.
template <typename Map>
static Error checkAssumedLocations(const Map &Keys, const FlagSpelling &Flags,
                                   StringRef Option, const char *What,
                                   const std::vector<std::string> &Locs,
                                   const std::set<std::string> *OnlyFiles) {
  for (const auto &KV : Keys) {
    if (std::any_of(Locs.begin(), Locs.end(), [&](const std::string &L) {
          return locMatches(L, KV.first);
        }))
      continue;
    if (OnlyFiles && !OnlyFiles->count(fileOf(KV.first).str()))
      continue;
    std::string Known;
    for (size_t I = 0; I < Locs.size() && I < 8; ++I)
      Known += (I ? ", " : "") + Locs[I];
    if (Locs.size() > 8)
      Known += ", ...";
    return errorMessage(
        Flags.given(Option, KV.first) + " names no " + What +
        " of the analysed kernels (" +
        (Known.empty() ? "they have none" : "they are at " + Known) + ")");
  }
  return Error::success();
}

/// Every --assume-trip, --assume-branch and --assume-access names a loop,
/// branch or access of the kernels (checked when every kernel was analysed:
/// a kernel over the budget has no locations to compare with).
static Error checkAssumptionsApply(const AnalysisReport &R,
                                   const AnalysisOptions &Opts) {
  for (const KernelReport &K : R.Kernels)
    if (!K.Unanalysed.empty())
      return Error::success();
  auto Loops = locationsOf(R, &KernelReport::Loops,
                           [](const LoopTripInfo &L) { return L.Loc; });
  auto Branches = locationsOf(R, &KernelReport::Branches,
                              [](const BranchInfo &B) { return B.Loc; });
  auto Accesses = locationsOf(R, &KernelReport::Accesses,
                              [](const AccessInfo &A) { return A.Loc; });
  // In a build, the same flags reach every translation unit: this module
  // answers only for its own source files.
  std::set<std::string> Files;
  for (const KernelReport &K : R.Kernels)
    Files.insert(fileOf(K.Loc).str());
  for (const auto *Locs : {&Loops, &Branches, &Accesses})
    for (const std::string &L : *Locs)
      Files.insert(fileOf(L).str());
  const std::set<std::string> *Only =
      Opts.AssumptionsSpanModules ? &Files : nullptr;
  if (Error E = checkAssumedLocations(Opts.AssumeTrip, Opts.Flags,
                                      "assume-trip", "loop", Loops, Only))
    return E;
  if (Error E =
          checkAssumedLocations(Opts.AssumeBranch, Opts.Flags, "assume-branch",
                                "branch", Branches, Only))
    return E;
  return checkAssumedLocations(Opts.AssumeAccess, Opts.Flags, "assume-access",
                               "access", Accesses, Only);
}

namespace {
/// One kernel's facts and the launch they were computed for.
struct LaunchFacts {
  ResolvedLaunch Launch;
  KernelFacts Facts;
};
} // namespace

static LaunchFacts factsFor(const KernelInfo &KI, const ResourceUsage &RU,
                            FunctionAnalysisManager &FAM,
                            const AnalysisOptions &Opts, const GPUSpec &Spec) {
  std::vector<Reason> Assumptions;
  LaunchFacts LF;
  LF.Launch = resolveLaunch(KI, RU, Opts.Launch, Spec, Opts.Flags, Assumptions);
  LF.Facts = factsForLaunch(KI, FAM, LF.Launch, RU, std::move(Assumptions),
                            Opts, Spec);
  return LF;
}

/// The kernels' facts, with the resources settled in \p C. When llc and ptxas
/// run, the IR work does not wait for them: it is done for the launch the
/// IR's register estimate gives while they run on a thread of their own,
/// and kept for each kernel whose launch ptxas' registers leave unchanged
/// (the default grid depends on the occupancy they allow); the others are
/// analysed again. The report is the same either way.
static std::vector<KernelFacts> kernelFacts(Module &M, ModuleContext &C,
                                            FunctionAnalysisManager &FAM,
                                            const AnalysisOptions &Opts) {
  unsigned N = C.Kernels.size();
  auto Progress = [&](unsigned I) {
    if (Opts.Progress)
      Opts.Progress(I < N ? StringRef(C.Kernels[I].Demangled) : "", I, N);
  };
  std::vector<KernelFacts> Facts;
  std::future<PtxasOutcome> Pending;
  PtxasResult Known;
  Known.Why = whyNoPtxas(M, C, Opts);
  if (Known.Why.empty()) {
    Pending = startPtxasResources(M, C.Spec.PTXArch, C.SdkPtxas, Opts.Backend);
    if (Pending.wait_for(std::chrono::seconds(0)) == std::future_status::ready)
      Known = Pending.get(); // from the cache: nothing to overlap
  }
  if (!Pending.valid()) {
    settleResources(C, Known, Opts);
    for (unsigned I = 0; I < N; ++I) {
      Progress(I);
      Facts.push_back(
          factsFor(C.Kernels[I], C.Resources[I], FAM, Opts, C.Spec).Facts);
    }
    Progress(N);
    return Facts;
  }
  PtxasResult Estimate; // no numbers: chooseResources estimates
  Estimate.Why = "pending";
  settleResources(C, Estimate, Opts);
  std::vector<LaunchFacts> Speculated;
  for (unsigned I = 0; I < N; ++I) {
    Progress(I);
    Speculated.push_back(
        factsFor(C.Kernels[I], C.Resources[I], FAM, Opts, C.Spec));
  }
  settleResources(C, Pending.get(), Opts);
  for (unsigned I = 0; I < N; ++I) {
    const KernelInfo &KI = C.Kernels[I];
    LaunchFacts &S = Speculated[I];
    std::vector<Reason> Unused;
    ResolvedLaunch L = resolveLaunch(KI, C.Resources[I], Opts.Launch, C.Spec,
                                     Opts.Flags, Unused);
    auto Possible = [&](const ResourceUsage &RU, const ResolvedLaunch &At) {
      return launchOccupancy(C.Spec, RU, At.Block, KI.MaxNTid, KI.MinCTASM,
                             At.Grid)
          .Possible;
    };
    if (L.Grid == S.Launch.Grid &&
        Possible(C.Resources[I], L) == Possible(S.Facts.Resources, L)) {
      S.Facts.Resources = C.Resources[I];
      Facts.push_back(std::move(S.Facts));
    } else {
      Facts.push_back(factsFor(KI, C.Resources[I], FAM, Opts, C.Spec).Facts);
    }
  }
  Progress(N);
  return Facts;
}

Expected<AnalysisReport> gpuperf::analyzeModule(Module &M,
                                                FunctionAnalysisManager &FAM,
                                                const AnalysisOptions &Opts) {
  Expected<ModuleContext> C = prepareContext(M, Opts);
  if (!C)
    return C.takeError();
  std::vector<KernelFacts> Facts = kernelFacts(M, *C, FAM, Opts);

  AnalysisReport R;
  R.Input = M.getSourceFileName().empty() ? M.getModuleIdentifier()
                                          : M.getSourceFileName();
  R.Spec = std::move(C->Spec);
  R.Model = Opts.Model;
  R.Flags = Opts.Flags;
  R.Notes = std::move(C->Notes);
  for (unsigned I = 0; I < Facts.size(); ++I) {
    R.Kernels.push_back(specialise(Facts[I], R.Spec, Opts.Model));
    if (std::string Field = nonFiniteField(R.Kernels.back());
        !Field.empty() && Facts[I].Workload)
      R.Kernels.back() = specialise(unpredicted(std::move(Facts[I]), Field),
                                    R.Spec, Opts.Model);
    R.Kernels.back().ResourcesMs = C->ResourcesMs[I];
    if (Error E = checkFiniteNumbers(R.Kernels.back()))
      return E;
  }
  if (Error E = checkAssumptionsApply(R, Opts))
    return E;
  return R;
}

Expected<std::unique_ptr<Module>>
gpuperf::readModuleBuffer(MemoryBufferRef Buf, LLVMContext &Ctx,
                          std::vector<Reason> &Notes) {
  Expected<std::unique_ptr<Module>> M = readVerifiedModule(Buf, Ctx, Notes);
  if (!M)
    return M.takeError();
  if (std::string Why = whyNotNVPTX(**M); !Why.empty())
    return errorMessage(Buf.getBufferIdentifier() + ": " + Why);
  return M;
}
