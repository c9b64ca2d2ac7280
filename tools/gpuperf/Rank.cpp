//===- Rank.cpp - gpuperf rank INPUT... -----------------------------------===//
//
// Every input x kernel x block size x argument combination, predicted and
// ranked fastest first. Each input is loaded (and .cu compiled) once and its
// resources (ptxas) computed once; the configurations are then spread over
// --jobs threads. LLVM analyses are not thread-safe on one module, so each
// thread parses its own copy of every input (from in-memory bitcode) into its
// own LLVMContext, with its own FunctionAnalysisManager: dominator trees,
// loops, SCEV and alias analysis are computed once per thread and kernel and
// reused by every configuration. Per configuration the launch-dependent IR
// facts (lane patterns, WFG, workload) are computed once and cached by
// (input, kernel, block, grid, args); the spec-dependent steps (classify,
// occupancy, bounds, prediction) run on them. The ranking is sorted by
// predicted time, ties broken by configuration order (input, kernel, block,
// args), so the output is the same whatever --jobs is.
//
//===----------------------------------------------------------------------===//
#include "CLIOptions.h"
#include "InputGuard.h"

#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Plugin/AnalysisManagers.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <set>
#include <thread>

using namespace llvm;
using namespace gpuperf;

cl::SubCommand
    cli::RankCmd("rank",
                 "Rank variants x launch configurations, fastest first");

static cl::OptionCategory Cat("gpuperf rank options");
#define SUB cl::sub(cli::RankCmd), cl::cat(Cat)
static cl::list<std::string> Inputs(cl::Positional,
                                    cl::desc("<input .cu|.ll|.bc>..."),
                                    cl::OneOrMore, SUB);
static cl::opt<std::string> GPU("gpu",
                                cl::desc("GPU name, alias or spec .yaml"),
                                cl::init("h200"), SUB);
static cl::opt<std::string>
    Kernel("kernel", cl::desc("rank kernels matching REGEX"), SUB);
static cl::list<std::string>
    BlockSweep("block-sweep",
               cl::desc("block sizes: 64,128,256 or 16x16,32x8 (repeatable)"),
               SUB);
static cl::list<std::string>
    BlockOne("block", cl::desc("one block size X[,Y[,Z]] (repeatable)"), SUB);
static cl::opt<std::string>
    Grid("grid", cl::desc("grid size X[,Y[,Z]] for every configuration"), SUB);
static cl::opt<std::string> GridFor(
    "grid-for",
    cl::desc(
        "problem size N (grid = ceil(N / threads per block)) or NX,NY[,NZ] "
        "(grid = ceil(NX / block.x), ceil(NY / block.y), ...); each an integer "
        "or the name of an --arg, whose value it takes per configuration"),
    SUB);
static cl::list<std::string>
    Args("arg", cl::desc("kernel argument NAME=V or NAME=V1,V2,..."), SUB);
static cl::list<std::string>
    ArgSweep("arg-sweep", cl::desc("kernel argument NAME=V1,V2,..."), SUB);
static cl::opt<unsigned> Top("top", cl::desc("show the K fastest (0: all)"),
                             cl::init(0), SUB);
static cl::opt<std::string> Format("format", cl::desc("text|json"),
                                   cl::init("text"), SUB);
static cl::opt<unsigned> Jobs("jobs", cl::desc("threads (0: one per core)"),
                              cl::init(0), SUB);
static cl::opt<unsigned>
    Regs("regs", cl::desc("registers per thread (overrides ptxas)"), SUB);
static cl::opt<unsigned>
    Smem("smem", cl::desc("dynamic shared memory per block, bytes"), SUB);
static cl::opt<std::string>
    Model("model", cl::desc("volkov|volkov-contention|baghsorkhi"),
          cl::init("volkov"), SUB);
static cl::list<std::string>
    ClangArgs("Xclang", cl::desc("extra argument for clang (.cu)"), SUB);
static cl::opt<bool> NoPtxas("no-ptxas",
                             cl::desc("estimate registers from the IR"), SUB);
static cl::opt<unsigned> ReadTimeout(
    "read-timeout",
    cl::desc("seconds LLVM may take to read an input (0: no limit)"),
    cl::init(60), SUB);
static cl::opt<unsigned>
    MaxMemory("max-memory",
              cl::desc("limit on gpuperf's heap, GiB (0: no limit)"),
              cl::init(8), SUB);
#undef SUB

static Error bad(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// "256", "16x16", "8x8x4" or "16,16" (a single --block).
static Expected<Dim3> parseBlockItem(StringRef S) {
  std::string T = S.trim().str();
  std::replace(T.begin(), T.end(), 'x', ',');
  Expected<Dim3> D = parseDim3(T);
  if (!D)
    return bad("--block-sweep: " + toString(D.takeError()));
  return *D;
}

static Expected<std::vector<Dim3>> parseBlocks() {
  std::vector<Dim3> Out;
  for (const std::string &List : BlockSweep) {
    SmallVector<StringRef> Items;
    StringRef(List).split(Items, ',');
    for (StringRef I : Items) {
      Expected<Dim3> D = parseBlockItem(I);
      if (!D)
        return bad(toString(D.takeError()) + " (in '" + List + "')");
      Out.push_back(*D);
    }
  }
  for (const std::string &B : BlockOne) {
    Expected<Dim3> D = parseDim3(B);
    if (!D)
      return bad("--block: " + toString(D.takeError()));
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
using ArgAxis = std::pair<std::string, std::vector<int64_t>>;
static Expected<std::vector<ArgAxis>> parseArgs() {
  std::vector<ArgAxis> Axes;
  auto Add = [&](const std::string &A, StringRef Flag) -> Error {
    auto [Name, Values] = StringRef(A).split('=');
    SmallVector<StringRef> Items;
    Values.split(Items, ',');
    std::vector<int64_t> Vs;
    for (StringRef V : Items) {
      int64_t X;
      if (V.trim().getAsInteger(0, X))
        return bad(Flag + " expects NAME=INTEGER[,INTEGER...], got '" + A +
                   "'");
      if (llvm::find(Vs, X) == Vs.end())
        Vs.push_back(X);
    }
    if (Name.empty() || Vs.empty())
      return bad(Flag + " expects NAME=INTEGER[,INTEGER...], got '" + A + "'");
    for (const ArgAxis &Ax : Axes)
      if (Ax.first == Name)
        return bad(Flag + " '" + Name + "' given twice");
    Axes.push_back({Name.str(), std::move(Vs)});
    return Error::success();
  };
  for (const std::string &A : Args)
    if (Error E = Add(A, "--arg"))
      return E;
  for (const std::string &A : ArgSweep)
    if (Error E = Add(A, "--arg-sweep"))
      return E;
  return Axes;
}

namespace {
/// One input, loaded once: its bitcode (for the threads' own copies) and the
/// module-level context (spec, kernels, resources).
struct InputData {
  std::string Path;
  SmallVector<char, 0> Bitcode;
  ModuleContext Ctx;
};

struct Config {
  unsigned Input, Kernel;
  Dim3 Block, Grid;
  bool GridGiven;
  std::map<std::string, int64_t> Args; ///< user spelling
};

struct Row {
  bool Possible = false;
  std::string Why; ///< when impossible
  double TimeUs = 0;
  std::string Binding, Mode;
  double Occupancy = 0;
  Dim3 Grid;
  std::vector<std::string> Assumptions;
};

/// A thread's own copies of the inputs, parsed on first use.
struct ThreadModules {
  LLVMContext Ctx;
  AnalysisManagers AM;
  FunctionAnalysisManager &FAM = AM.FAM;
  std::vector<std::unique_ptr<Module>> Mods;
  std::vector<std::map<std::string, KernelInfo>> Kernels;
  std::map<std::string, std::shared_ptr<KernelFacts>> FactsCache;
  ThreadModules(unsigned N) : Mods(N), Kernels(N) {}
  ~ThreadModules() {
    // Analyses hold pointers into the modules: drop them first.
    FactsCache.clear();
    AM.LAM.clear();
    AM.FAM.clear();
    AM.CGAM.clear();
    AM.MAM.clear();
  }
  Expected<const KernelInfo *> kernel(const InputData &In, unsigned I,
                                      const std::string &Name) {
    if (!Mods[I]) {
      Expected<std::unique_ptr<Module>> M = parseBitcodeFile(
          MemoryBufferRef(StringRef(In.Bitcode.data(), In.Bitcode.size()),
                          In.Path),
          Ctx);
      if (!M)
        return M.takeError();
      Mods[I] = std::move(*M);
      for (KernelInfo &K : findKernels(*Mods[I]))
        Kernels[I][K.Name] = K;
    }
    auto It = Kernels[I].find(Name);
    if (It == Kernels[I].end())
      return bad(In.Path + ": kernel " + Name +
                 " lost in the bitcode round trip");
    return &It->second;
  }
};
} // namespace

static std::string argsKey(const std::map<std::string, int64_t> &A) {
  std::string S;
  for (const auto &[N, V] : A)
    S += N + "=" + std::to_string(V) + ";";
  return S;
}

static std::string argsText(const std::map<std::string, int64_t> &A) {
  std::vector<std::string> Parts;
  for (const auto &[N, V] : A)
    Parts.push_back(N + "=" + std::to_string(V));
  return Parts.empty() ? "-" : join(Parts, ",");
}

static Expected<Dim3> gridFor(const std::vector<std::string> &Items,
                              const Dim3 &B,
                              const std::map<std::string, int64_t> &Args) {
  std::vector<uint64_t> N;
  for (const std::string &I : Items) {
    uint64_t V = 0;
    if (auto It = Args.find(I); It != Args.end()) {
      if (It->second <= 0)
        return bad("--grid-for: argument " + I + " = " + Twine(It->second) +
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
      return bad("--grid-for: grid of " + Twine(X) + " blocks is too large");
    X = std::max<uint64_t>(X, 1);
  }
  return Dim3{unsigned(G[0]), unsigned(G[1]), unsigned(G[2])};
}

static std::string dimText(const Dim3 &D) {
  std::string S = std::to_string(D.X);
  if (D.Y != 1 || D.Z != 1)
    S += "x" + std::to_string(D.Y);
  if (D.Z != 1)
    S += "x" + std::to_string(D.Z);
  return S;
}

int cli::runRank() {
  if (std::string E = limitMemory(MaxMemory); !E.empty())
    return fail(E);
  if (Format != "text" && Format != "json")
    return fail("unknown --format '" + Format + "' (text, json)");
  Expected<std::vector<Dim3>> Blocks = parseBlocks();
  if (!Blocks)
    return fail(Blocks.takeError());
  Expected<std::vector<ArgAxis>> Axes = parseArgs();
  if (!Axes)
    return fail(Axes.takeError());
  if (!Grid.empty() && !GridFor.empty())
    return fail("--grid and --grid-for are exclusive");
  std::vector<std::string> ProblemSize;
  if (!GridFor.empty()) {
    SmallVector<StringRef> Items;
    StringRef(GridFor).split(Items, ',');
    for (StringRef I : Items) {
      I = I.trim();
      uint64_t V;
      bool IsArg =
          llvm::any_of(*Axes, [&](const ArgAxis &A) { return A.first == I; });
      if (Items.size() > 3 || (!IsArg && (I.getAsInteger(0, V) || V == 0)))
        return fail("--grid-for expects N or NX,NY[,NZ], each a positive "
                    "integer or an --arg "
                    "name, got '" +
                    GridFor + "'");
      ProblemSize.push_back(I.str());
    }
  }

  LaunchFlags F;
  F.GPU = GPU, F.Grid = Grid, F.Model = Model, F.Kernel = Kernel;
  F.Regs = Regs, F.RegsGiven = Regs.getNumOccurrences() > 0;
  F.Smem = Smem, F.SmemGiven = Smem.getNumOccurrences() > 0;
  Expected<AnalysisOptions> OptsOr = makeOptions(F);
  if (!OptsOr)
    return fail(OptsOr.takeError());
  AnalysisOptions Opts = std::move(*OptsOr);
  Opts.NoPtxas = NoPtxas;
  // prepareModule checks that every --arg names a parameter.
  for (const ArgAxis &A : *Axes)
    Opts.Launch.Args[A.first] = A.second.front();

  // Load every input once.
  std::vector<InputData> Ins;
  for (const std::string &Path : Inputs) {
    LLVMContext Ctx;
    LoadOptions LO;
    LO.ExtraClangArgs.assign(ClangArgs.begin(), ClangArgs.end());
    LO.GuardRead = watchReads(ReadTimeout);
    LO.GuardRead = watchReads(ReadTimeout);
    Expected<LoadedModule> LM = loadModule(Path, Ctx, LO);
    if (!LM)
      failLoading(LM.takeError());
    Expected<ModuleContext> MC = prepareModule(*LM->M, Opts);
    if (!MC)
      return fail(Path + ": " + toString(MC.takeError()));
    InputData D;
    D.Path = Path;
    D.Ctx = std::move(*MC);
    for (KernelInfo &K : D.Ctx.Kernels)
      K.F = nullptr; // belongs to this context, gone after the loop
    raw_svector_ostream OS(D.Bitcode);
    WriteBitcodeToFile(*LM->M, OS);
    Ins.push_back(std::move(D));
  }

  // Configurations, in tie-break order: input, kernel, block, args.
  std::vector<std::map<std::string, int64_t>> Combos(1);
  for (const ArgAxis &A : *Axes) {
    std::vector<std::map<std::string, int64_t>> Next;
    for (const auto &C : Combos)
      for (int64_t V : A.second) {
        auto N = C;
        N[A.first] = V;
        Next.push_back(std::move(N));
      }
    Combos = std::move(Next);
  }
  std::vector<Config> Configs;
  for (unsigned I = 0; I < Ins.size(); ++I)
    for (unsigned K = 0; K < Ins[I].Ctx.Kernels.size(); ++K) {
      const KernelInfo &KI = Ins[I].Ctx.Kernels[K];
      std::vector<Dim3> Bs = *Blocks;
      if (Bs.empty()) // the kernel's own default (__launch_bounds__ or 256)
        Bs.push_back(KI.MaxNTid ? *KI.MaxNTid : Dim3{256, 1, 1});
      for (const Dim3 &B : Bs)
        for (const auto &A : Combos) {
          Config C{I, K, B, Dim3{}, false, {}};
          // Arguments this kernel does not have are left out.
          for (const auto &[N, V] : A) {
            std::vector<std::string> Unmatched;
            bindKernelArgs(KI, {{N, V}}, &Unmatched);
            if (Unmatched.empty())
              C.Args[N] = V;
          }
          if (Opts.Launch.Grid) {
            C.Grid = *Opts.Launch.Grid, C.GridGiven = true;
          } else if (!ProblemSize.empty()) {
            Expected<Dim3> G = gridFor(ProblemSize, B, A);
            if (!G)
              return fail(G.takeError());
            C.Grid = *G, C.GridGiven = true;
          }
          Configs.push_back(std::move(C));
        }
    }
  // A kernel without one of the swept arguments gets the same configuration
  // several times; keep the first.
  {
    std::set<std::string> Seen;
    std::vector<Config> Unique;
    for (Config &C : Configs) {
      std::string Key = formatv("{0}/{1}/{2}/{3}", C.Input, C.Kernel,
                                C.Block.str(), argsKey(C.Args));
      if (Seen.insert(Key).second)
        Unique.push_back(std::move(C));
    }
    Configs = std::move(Unique);
  }
  if (Configs.empty())
    return fail("no kernel to rank in the inputs");

  unsigned NJobs =
      Jobs ? unsigned(Jobs) : std::max(1u, std::thread::hardware_concurrency());
  NJobs = std::min<unsigned>(NJobs, Configs.size());
  std::vector<Row> Rows(Configs.size());
  std::atomic<size_t> Next{0};
  std::mutex ErrMu;
  std::string FirstError;
  auto Work = [&]() {
    ThreadModules TM(Ins.size());
    for (size_t I; (I = Next++) < Configs.size();) {
      const Config &C = Configs[I];
      const InputData &In = Ins[C.Input];
      const std::string &Name = In.Ctx.Kernels[C.Kernel].Name;
      Expected<const KernelInfo *> KI = TM.kernel(In, C.Input, Name);
      if (!KI) {
        std::lock_guard<std::mutex> G(ErrMu);
        if (FirstError.empty())
          FirstError = toString(KI.takeError());
        else
          consumeError(KI.takeError());
        continue;
      }
      const ResourceUsage &RU = In.Ctx.Resources[C.Kernel];
      LaunchConfig User;
      User.Block = C.Block;
      if (C.GridGiven)
        User.Grid = C.Grid;
      User.Args = C.Args;
      std::vector<std::string> Assumptions;
      ResolvedLaunch L =
          resolveLaunch(**KI, RU, User, In.Ctx.Spec, Assumptions);
      std::string Key = formatv("{0}/{1}/{2}/{3}/{4}", C.Input, Name,
                                L.Block.str(), L.Grid.str(), argsKey(C.Args));
      std::shared_ptr<KernelFacts> &Facts = TM.FactsCache[Key];
      if (!Facts)
        Facts = std::make_shared<KernelFacts>(
            analyzeKernelFacts(**KI, TM.FAM, L, RU, std::move(Assumptions),
                               Opts, In.Ctx.Spec.Scheduling.WarpSize));
      KernelReport K = specialise(*Facts, In.Ctx.Spec, Opts.Model,
                                  SpecialiseDetail::Prediction);
      Row &R = Rows[I];
      R.Grid = K.Launch.Grid;
      R.Assumptions = K.Assumptions;
      R.Possible = K.Occupancy.Possible && K.HasPrediction;
      R.Why = K.Occupancy.Impossible;
      if (R.Why.empty() && !K.Unanalysed.empty())
        R.Why = K.Unanalysed.front(); // over the per-kernel analysis budget
      R.Occupancy = K.Occupancy.Fraction;
      if (R.Possible) {
        R.TimeUs = K.Predicted.TimeUs;
        R.Binding = K.KernelBounds.Binding;
        R.Mode = K.Predicted.Mode;
      }
    }
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
    return fail(FirstError);

  std::vector<size_t> Order, Skipped;
  for (size_t I = 0; I < Rows.size(); ++I)
    (Rows[I].Possible ? Order : Skipped).push_back(I);
  if (Order.empty())
    return fail("no configuration can be launched (first: " +
                Ins[Configs[0].Input].Ctx.Kernels[Configs[0].Kernel].Demangled +
                " block " + dimText(Configs[0].Block) + ": " + Rows[0].Why +
                ")");
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    return Rows[A].TimeUs < Rows[B].TimeUs;
  });
  size_t Shown = Top ? std::min<size_t>(Top, Order.size()) : Order.size();

  const GPUSpec &Spec = Ins[0].Ctx.Spec;
  if (Format == "json") {
    json::OStream J(outs(), 2);
    auto Dim = [&](const Dim3 &D) {
      J.array([&] {
        J.value(D.X);
        J.value(D.Y);
        J.value(D.Z);
      });
    };
    J.object([&] {
      J.attribute("schema", "gpuperf-rank/1");
      J.attribute("gpu", Spec.Name);
      J.attribute("model", modelName(Opts.Model));
      J.attribute("configurations", int64_t(Configs.size()));
      J.attribute("ranked", int64_t(Order.size()));
      J.attributeArray("ranking", [&] {
        for (size_t N = 0; N < Shown; ++N) {
          const Config &C = Configs[Order[N]];
          const Row &R = Rows[Order[N]];
          J.object([&] {
            J.attribute("rank", int64_t(N + 1));
            J.attribute("input", Ins[C.Input].Path);
            J.attribute("kernel", Ins[C.Input].Ctx.Kernels[C.Kernel].Demangled);
            J.attributeBegin("block");
            Dim(C.Block);
            J.attributeEnd();
            J.attributeBegin("grid");
            Dim(R.Grid);
            J.attributeEnd();
            J.attributeObject("args", [&] {
              for (const auto &[Name, V] : C.Args)
                J.attribute(Name, V);
            });
            J.attribute("time_us", R.TimeUs);
            J.attribute("binding", R.Binding);
            J.attribute("mode", R.Mode);
            J.attribute("occupancy", R.Occupancy);
          });
        }
      });
      J.attributeArray("impossible", [&] {
        for (size_t I : Skipped) {
          const Config &C = Configs[I];
          J.object([&] {
            J.attribute("input", Ins[C.Input].Path);
            J.attribute("kernel", Ins[C.Input].Ctx.Kernels[C.Kernel].Demangled);
            J.attributeBegin("block");
            Dim(C.Block);
            J.attributeEnd();
            J.attribute("reason", Rows[I].Why);
          });
        }
      });
    });
    outs() << "\n";
    return 0;
  }

  outs() << formatv(
      "gpuperf rank: {0} configurations on {1} ({2} model), fastest first\n",
      Configs.size(), Spec.Name, modelName(Opts.Model));
  outs() << formatv(
      "{0,4}  {1,12}  {2,-10}  {3,5}  {4,-9}  {5,-11}  {6,-24}  {7}  {8}\n",
      "rank", "time_us", "binding", "occ", "block", "grid", "kernel", "args",
      "input");
  for (size_t N = 0; N < Shown; ++N) {
    const Config &C = Configs[Order[N]];
    const Row &R = Rows[Order[N]];
    outs() << formatv("{0,4}  {1,12:F3}  {2,-10}  {3,5:P0}  {4,-9}  {5,-11}  "
                      "{6,-24}  {7}  {8}\n",
                      N + 1, R.TimeUs, R.Binding, R.Occupancy, dimText(C.Block),
                      dimText(R.Grid),
                      Ins[C.Input].Ctx.Kernels[C.Kernel].Demangled,
                      argsText(C.Args), Ins[C.Input].Path);
  }
  if (Shown < Order.size())
    outs() << formatv("({0} more; --top 0 shows all)\n", Order.size() - Shown);
  for (size_t I : Skipped) {
    const Config &C = Configs[I];
    outs() << formatv("impossible: {0} block {1} ({2}): {3}\n",
                      Ins[C.Input].Ctx.Kernels[C.Kernel].Demangled,
                      dimText(C.Block), Ins[C.Input].Path, Rows[I].Why);
  }
  return 0;
}
