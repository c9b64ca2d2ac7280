//===- Sweep.cpp - Many configurations of many inputs, ranked -------------===//
#include "gpuperf/Analysis/Sweep.h"
#include "gpuperf/Analysis/KernelFacts.h"
#include "gpuperf/Analysis/Specialise.h"
#include "gpuperf/Hardware/ErrorMessage.h"
#include "gpuperf/IR/AnalysisManagers.h"
#include "gpuperf/IR/ModuleLoader.h"

#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <atomic>
#include <cmath>
#include <mutex>
#include <set>
#include <thread>

using namespace llvm;
using namespace gpuperf;

/// Keeps the arguments some kernel of \p M has: a sweep over several
/// variants gives each one the arguments it takes.
static std::map<std::string, int64_t>
argsOfModule(const std::map<std::string, int64_t> &Args, Module &M) {
  std::vector<KernelInfo> Kernels = findKernels(M);
  std::map<std::string, int64_t> Out;
  for (const auto &[Name, Value] : Args)
    if (llvm::any_of(Kernels, [&](const KernelInfo &K) {
          return hasParameter(K, Name);
        }))
      Out[Name] = Value;
  return Out;
}

/// "256", "16x16", "8x8x4" or "16,16" (a single --block).
static Expected<Dim3> parseBlockItem(StringRef S) {
  std::string T = S.trim().str();
  std::replace(T.begin(), T.end(), 'x', ',');
  Expected<Dim3> D = parseDim3(T);
  if (!D)
    return errorMessage("--block-sweep: " + toString(D.takeError()));
  return *D;
}

static Expected<std::vector<Dim3>> parseBlocks(const SweepValues &V) {
  std::vector<Dim3> Out;
  for (const std::string &List : V.BlockSweep) {
    SmallVector<StringRef> Items;
    StringRef(List).split(Items, ',');
    for (StringRef I : Items) {
      Expected<Dim3> D = parseBlockItem(I);
      if (!D)
        return errorMessage(toString(D.takeError()) + " (in '" + List + "')");
      Out.push_back(*D);
    }
  }
  for (const std::string &B : V.Blocks) {
    Expected<Dim3> D = parseDim3(B);
    if (!D)
      return errorMessage("--block: " + toString(D.takeError()));
    Out.push_back(*D);
  }
  // Duplicates would rank the same configuration twice.
  std::vector<Dim3> Unique;
  for (const Dim3 &D : Out)
    if (llvm::find(Unique, D) == Unique.end())
      Unique.push_back(D);
  return Unique;
}

/// NAME=V or NAME=V1,V2,... ; every value an integer.
static Expected<std::vector<ArgAxis>> parseArgs(const SweepValues &V) {
  std::vector<ArgAxis> Axes;
  auto Add = [&](const std::string &A, StringRef Flag) -> Error {
    auto [Name, Values] = StringRef(A).split('=');
    SmallVector<StringRef> Items;
    Values.split(Items, ',');
    std::vector<int64_t> Vs;
    for (StringRef Item : Items) {
      int64_t X;
      if (Item.trim().getAsInteger(0, X))
        return errorMessage(Flag + " expects NAME=INTEGER[,INTEGER...], got '" +
                            A + "'");
      if (llvm::find(Vs, X) == Vs.end())
        Vs.push_back(X);
    }
    if (Name.empty() || Vs.empty())
      return errorMessage(Flag + " expects NAME=INTEGER[,INTEGER...], got '" +
                          A + "'");
    for (const ArgAxis &Ax : Axes)
      if (Ax.first == Name)
        return errorMessage(Flag + " '" + Name + "' given twice");
    Axes.push_back({Name.str(), std::move(Vs)});
    return Error::success();
  };
  for (const std::string &A : V.Args)
    if (Error E = Add(A, "--arg"))
      return E;
  for (const std::string &A : V.ArgSweep)
    if (Error E = Add(A, "--arg-sweep"))
      return E;
  return Axes;
}

/// --grid-for's items: each a positive integer or the name of an --arg.
static Expected<std::vector<std::string>>
parseProblemSize(StringRef GridFor, const std::vector<ArgAxis> &Axes) {
  std::vector<std::string> Out;
  if (GridFor.empty())
    return Out;
  SmallVector<StringRef> Items;
  StringRef(GridFor).split(Items, ',');
  for (StringRef I : Items) {
    I = I.trim();
    uint64_t V;
    bool IsArg =
        llvm::any_of(Axes, [&](const ArgAxis &A) { return A.first == I; });
    if (Items.size() > 3 || (!IsArg && (I.getAsInteger(0, V) || V == 0)))
      return errorMessage("--grid-for expects N or NX,NY[,NZ], each a positive "
                          "integer or an --arg name, got '" +
                          GridFor + "'");
    Out.push_back(I.str());
  }
  return Out;
}

Expected<SweepAxes> gpuperf::makeSweepAxes(const SweepValues &V,
                                           std::optional<Dim3> Grid) {
  SweepAxes Axes;
  Expected<std::vector<Dim3>> Blocks = parseBlocks(V);
  if (!Blocks)
    return Blocks.takeError();
  Axes.Blocks = std::move(*Blocks);
  Expected<std::vector<ArgAxis>> Args = parseArgs(V);
  if (!Args)
    return Args.takeError();
  Axes.Args = std::move(*Args);
  if (Grid && !V.GridFor.empty())
    return errorMessage("--grid and --grid-for are exclusive");
  Expected<std::vector<std::string>> ProblemSize =
      parseProblemSize(V.GridFor, Axes.Args);
  if (!ProblemSize)
    return ProblemSize.takeError();
  Axes.ProblemSize = std::move(*ProblemSize);
  Axes.Grid = Grid;
  return Axes;
}

Expected<RankReport> gpuperf::rankFiles(const std::vector<std::string> &Paths,
                                        AnalysisOptions Opts,
                                        const SweepAxes &Axes,
                                        const LoadOptions &LO, unsigned Jobs,
                                        const SweepProgress &Progress) {
  // prepareModule checks that every --arg names a parameter.
  for (const ArgAxis &A : Axes.Args)
    Opts.Launch.Args[A.first] = A.second.front();
  Sweep S(std::move(Opts));
  for (const std::string &Path : Paths) {
    auto Ctx = std::make_unique<LLVMContext>();
    Expected<LoadedModule> LM = loadModule(Path, *Ctx, LO);
    if (!LM) {
      // It may hold a module half-built by a crashed reader: never destroy.
      (void)Ctx.release();
      return LM.takeError();
    }
    if (Error E = S.addInput(Path, *LM->M))
      return E;
  }
  if (Error E = S.plan(Axes))
    return E;
  return S.run(Jobs, Progress);
}

Error Sweep::addInput(StringRef Path, Module &M) {
  AnalysisOptions InputOpts = Opts;
  InputOpts.Launch.Args = argsOfModule(Opts.Launch.Args, M);
  for (const auto &KV : InputOpts.Launch.Args)
    ArgsUsed.insert(KV.first);
  Expected<ModuleContext> MC = prepareModule(M, InputOpts);
  if (!MC)
    return errorMessage(Path + ": " + toString(MC.takeError()));
  Input In;
  In.Path = inputName(Path);
  In.Context = std::move(*MC);
  for (KernelInfo &K : In.Context.Kernels)
    K.F = nullptr; // belongs to the caller's module
  raw_svector_ostream OS(In.Bitcode);
  WriteBitcodeToFile(M, OS);
  Inputs.push_back(std::move(In));
  return Error::success();
}

/// The grid that covers \p ProblemSize with blocks of \p B.
static Expected<Dim3> gridFor(const std::vector<std::string> &ProblemSize,
                              const Dim3 &B,
                              const std::map<std::string, int64_t> &Args) {
  std::vector<uint64_t> N;
  for (const std::string &I : ProblemSize) {
    uint64_t V = 0;
    if (auto It = Args.find(I); It != Args.end()) {
      if (It->second <= 0)
        return errorMessage("--grid-for: argument " + I + " = " +
                            Twine(It->second) +
                            " is not a positive problem size");
      V = uint64_t(It->second);
    } else {
      StringRef(I).getAsInteger(0, V);
    }
    N.push_back(V);
  }
  auto Div = [](uint64_t A, uint64_t D) { return (A + D - 1) / D; };
  uint64_t G[3] = {1, 1, 1};
  if (N.size() == 1) {
    G[0] = Div(N[0], B.size());
  } else {
    unsigned BD[3] = {B.X, B.Y, B.Z};
    for (unsigned I = 0; I < N.size(); ++I)
      G[I] = Div(N[I], BD[I]);
  }
  for (uint64_t &X : G) {
    if (X > UINT32_MAX)
      return errorMessage("--grid-for: grid of " + Twine(X) +
                          " blocks is too large");
    X = std::max<uint64_t>(X, 1);
  }
  return Dim3{unsigned(G[0]), unsigned(G[1]), unsigned(G[2])};
}

/// Every combination of the swept argument values, first axis outermost.
static std::vector<std::map<std::string, int64_t>>
argCombinations(const std::vector<ArgAxis> &Axes) {
  std::vector<std::map<std::string, int64_t>> Combos(1);
  for (const ArgAxis &A : Axes) {
    std::vector<std::map<std::string, int64_t>> Next;
    for (const auto &C : Combos)
      for (int64_t V : A.second) {
        auto N = C;
        N[A.first] = V;
        Next.push_back(std::move(N));
      }
    Combos = std::move(Next);
  }
  return Combos;
}

static std::string argsKey(const std::map<std::string, int64_t> &A) {
  std::string S;
  for (const auto &[N, V] : A)
    S += N + "=" + std::to_string(V) + ";";
  return S;
}

Error Sweep::plan(const SweepAxes &Axes) {
  for (const ArgAxis &A : Axes.Args)
    if (!ArgsUsed.count(A.first))
      return errorMessage("--arg '" + A.first +
                          "' names no parameter of the analysed kernels");
  std::vector<std::map<std::string, int64_t>> Combos =
      argCombinations(Axes.Args);
  // A kernel without one of the swept arguments gets the same configuration
  // several times; keep the first.
  std::set<std::string> Seen;
  for (unsigned I = 0; I < Inputs.size(); ++I)
    for (unsigned K = 0; K < Inputs[I].Context.Kernels.size(); ++K) {
      const KernelInfo &KI = Inputs[I].Context.Kernels[K];
      std::vector<Dim3> Blocks = Axes.Blocks;
      if (Blocks.empty())
        Blocks.push_back(defaultBlock(KI));
      for (const Dim3 &B : Blocks)
        for (const auto &A : Combos) {
          Config C{I, K, B, Dim3{}, false, {}};
          // Arguments this kernel does not have are left out.
          for (const auto &[N, V] : A)
            if (hasParameter(KI, N)) {
              if (Error E = checkArgValue(KI, N, V, Opts.Flags))
                return E;
              C.Args[N] = V;
            }
          if (Axes.Grid) {
            C.Grid = *Axes.Grid, C.GridGiven = true;
          } else if (!Axes.ProblemSize.empty()) {
            Expected<Dim3> G = gridFor(Axes.ProblemSize, B, A);
            if (!G)
              return G.takeError();
            C.Grid = *G, C.GridGiven = true;
          }
          std::string Key =
              formatv("{0}/{1}/{2}/{3}", I, K, B.str(), argsKey(C.Args));
          if (Seen.insert(Key).second)
            Configs.push_back(std::move(C));
        }
    }
  if (Configs.empty())
    return errorMessage("no kernel to rank in the inputs");
  return Error::success();
}

namespace gpuperf {
/// A thread's own copies of the inputs, read on first use, and the facts
/// it computed, by launch.
class SweepThread {
public:
  explicit SweepThread(size_t NumInputs)
      : Mods(NumInputs), Kernels(NumInputs) {}
  ~SweepThread() {
    // Analyses hold pointers into the modules: drop them first.
    Facts.clear();
    AM.LAM.clear();
    AM.FAM.clear();
    AM.CGAM.clear();
    AM.MAM.clear();
  }

  Expected<const KernelInfo *> kernel(const Sweep::Input &In, unsigned I,
                                      const std::string &Name) {
    if (!Mods[I]) {
      std::vector<Reason> Notes;
      Expected<std::unique_ptr<Module>> M = readModuleBuffer(
          MemoryBufferRef(StringRef(In.Bitcode.data(), In.Bitcode.size()),
                          In.Path),
          Ctx, Notes);
      if (!M)
        return M.takeError();
      Mods[I] = std::move(*M);
      for (KernelInfo &K : findKernels(*Mods[I]))
        Kernels[I][K.Name] = K;
    }
    auto It = Kernels[I].find(Name);
    if (It == Kernels[I].end())
      return errorMessage(In.Path + ": kernel " + Name +
                          " lost in the bitcode round trip");
    return &It->second;
  }

  LLVMContext Ctx;
  AnalysisManagers AM;
  std::vector<std::unique_ptr<Module>> Mods;
  std::vector<std::map<std::string, KernelInfo>> Kernels;
  std::map<std::string, std::shared_ptr<KernelFacts>> Facts;
  std::string Error; ///< the first failure to read a copy
};
} // namespace gpuperf

RankEntry Sweep::predictOne(const Config &C, SweepThread &T) const {
  const Input &In = Inputs[C.Input];
  const KernelInfo &Known = In.Context.Kernels[C.Kernel];
  RankEntry E;
  E.Input = In.Path;
  E.Kernel = Known.Demangled;
  E.Block = C.Block;
  E.Args = C.Args;
  Expected<const KernelInfo *> KI = T.kernel(In, C.Input, Known.Name);
  if (!KI) {
    if (T.Error.empty())
      T.Error = toString(KI.takeError());
    else
      consumeError(KI.takeError());
    return E;
  }
  const ResourceUsage &RU = In.Context.Resources[C.Kernel];
  LaunchConfig User;
  User.Block = C.Block;
  if (C.GridGiven)
    User.Grid = C.Grid;
  User.Args = C.Args;
  std::vector<Reason> Assumptions;
  ResolvedLaunch L =
      resolveLaunch(**KI, RU, User, In.Context.Spec, Opts.Flags, Assumptions);
  std::string Key = formatv("{0}/{1}/{2}/{3}/{4}", C.Input, Known.Name,
                            L.Block.str(), L.Grid.str(), argsKey(C.Args));
  std::shared_ptr<KernelFacts> &Facts = T.Facts[Key];
  if (!Facts)
    Facts = std::make_shared<KernelFacts>(factsForLaunch(
        **KI, T.AM.FAM, L, RU, std::move(Assumptions), Opts, In.Context.Spec));
  KernelReport K = specialise(*Facts, In.Context.Spec, Opts.Model,
                              SpecialiseDetail::Prediction);
  E.Grid = K.Launch.Grid;
  E.Possible = K.Occupancy.Possible && K.HasPrediction;
  E.Why = K.Occupancy.Impossible;
  if (E.Why.empty() && !K.Unanalysed.empty())
    E.Why = K.Unanalysed.front().Message; // over the analysis budget
  E.Occupancy = K.Occupancy.Fraction;
  if (E.Possible) {
    E.TimeUs = K.Predicted.TimeUs;
    E.Binding = K.KernelBounds.Binding;
    E.Mode = K.Predicted.Mode;
  }
  return E;
}

Expected<RankReport> Sweep::run(unsigned Jobs, const SweepProgress &Progress) {
  unsigned NJobs =
      Jobs ? Jobs : std::max(1u, std::thread::hardware_concurrency());
  NJobs = std::min<unsigned>(NJobs, Configs.size());
  std::vector<RankEntry> Rows(Configs.size());
  std::atomic<size_t> Next{0};
  std::mutex ErrorMutex, ProgressMutex;
  std::string FirstError;
  size_t Finished = 0;
  auto Work = [&]() {
    SweepThread T(Inputs.size());
    for (size_t I; (I = Next++) < Configs.size();) {
      Rows[I] = predictOne(Configs[I], T);
      if (Progress) {
        std::lock_guard<std::mutex> G(ProgressMutex);
        Progress(++Finished, Configs.size());
      }
    }
    std::lock_guard<std::mutex> G(ErrorMutex);
    if (FirstError.empty())
      FirstError = T.Error;
  };
  if (NJobs <= 1) {
    Work();
  } else {
    std::vector<std::thread> Pool;
    for (unsigned T = 0; T < NJobs; ++T)
      Pool.emplace_back(Work);
    for (std::thread &T : Pool)
      T.join();
  }
  if (!FirstError.empty())
    return errorMessage(FirstError);

  if (llvm::none_of(Rows, [](const RankEntry &E) { return E.Possible; }))
    return errorMessage(
        "no configuration can be launched (first: " + Rows[0].Kernel +
        " block " + Rows[0].Block.str('x') + ": " + Rows[0].Why + ")");
  // As checkFiniteNumbers does for a report: JSON cannot hold NaN.
  for (const RankEntry &E : Rows)
    if (!std::isfinite(E.TimeUs) || !std::isfinite(E.Occupancy))
      return errorMessage(
          "internal error: kernel " + E.Kernel + " block " + E.Block.str('x') +
          ": a non-finite predicted time; please report this input");
  RankReport R;
  R.GPU = Inputs[0].Context.Spec.Name;
  R.Model = Opts.Model;
  R.Configurations = Configs.size();
  for (RankEntry &E : Rows)
    (E.Possible ? R.Ranked : R.Impossible).push_back(std::move(E));
  std::stable_sort(R.Ranked.begin(), R.Ranked.end(),
                   [](const RankEntry &A, const RankEntry &B) {
                     return A.TimeUs < B.TimeUs;
                   });
  return R;
}
