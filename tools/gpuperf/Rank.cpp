//===- Rank.cpp - gpuperf rank INPUT... -----------------------------------===//
//
// The flags of `gpuperf rank`, turned into a sweep (Analysis/Sweep.h) whose
// ranking the rank view prints (Report/RankView.h).
//
//===----------------------------------------------------------------------===//
#include "CLIOptions.h"
#include "InputGuard.h"

#include "gpuperf/Analysis/Sweep.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Report/RankView.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/raw_ostream.h"

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
static const OptionValues Defaults;
static cl::opt<std::string> GPU("gpu",
                                cl::desc("GPU name, alias or spec .yaml"),
                                cl::init(Defaults.GPU), SUB);
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
          cl::init(Defaults.Model), SUB);
static cl::list<std::string>
    ClangArgs("Xclang", cl::desc("extra argument for clang (.cu)"), SUB);
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA SDK for .cu headers and ptxas (DIR, or none: "
                      "gpuperf's own device header)"),
             cl::value_desc("DIR"), SUB);
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

/// --grid-for's items: each a positive integer or the name of an --arg.
static Expected<std::vector<std::string>>
parseProblemSize(const std::vector<ArgAxis> &Axes) {
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
      return bad("--grid-for expects N or NX,NY[,NZ], each a positive "
                 "integer or an --arg name, got '" +
                 GridFor + "'");
    Out.push_back(I.str());
  }
  return Out;
}

static OptionValues optionValues() {
  OptionValues V;
  V.GPU = GPU, V.Grid = Grid, V.Model = Model, V.Kernel = Kernel;
  if (Regs.getNumOccurrences())
    V.Regs = Regs;
  if (Smem.getNumOccurrences())
    V.Smem = Smem;
  V.NoPtxas = NoPtxas;
  V.CudaPath = CudaPath;
  return V;
}

/// Loads every input once (each .cu compiled once) into the sweep.
static Error addInputs(Sweep &S) {
  using namespace cli;
  for (const std::string &Path : Inputs) {
    LLVMContext Ctx;
    LoadOptions LO;
    LO.ExtraClangArgs.assign(ClangArgs.begin(), ClangArgs.end());
    LO.CudaPath = CudaPath;
    LO.ClangDiagnostics = &errs();
    LO.GuardRead = watchReads(ReadTimeout);
    Expected<LoadedModule> LM = loadModule(Path, Ctx, LO);
    if (!LM)
      failLoading(LM.takeError());
    if (Error E = S.addInput(Path, *LM->M))
      return E;
  }
  return Error::success();
}

int cli::runRank() {
  if (std::string E = limitMemory(MaxMemory); !E.empty())
    return fail(E);
  if (Format != "text" && Format != "json")
    return fail("unknown --format '" + Format + "' (text, json)");
  SweepAxes Axes;
  Expected<std::vector<Dim3>> Blocks = parseBlocks();
  if (!Blocks)
    return fail(Blocks.takeError());
  Axes.Blocks = std::move(*Blocks);
  Expected<std::vector<ArgAxis>> Args = parseArgs();
  if (!Args)
    return fail(Args.takeError());
  Axes.Args = std::move(*Args);
  if (!Grid.empty() && !GridFor.empty())
    return fail("--grid and --grid-for are exclusive");
  Expected<std::vector<std::string>> ProblemSize = parseProblemSize(Axes.Args);
  if (!ProblemSize)
    return fail(ProblemSize.takeError());
  Axes.ProblemSize = std::move(*ProblemSize);

  Expected<AnalysisOptions> Opts = makeOptions(optionValues());
  if (!Opts)
    return fail(Opts.takeError());
  Axes.Grid = Opts->Launch.Grid;
  // prepareModule checks that every --arg names a parameter.
  for (const ArgAxis &A : Axes.Args)
    Opts->Launch.Args[A.first] = A.second.front();

  Sweep S(std::move(*Opts));
  if (Error E = addInputs(S))
    return fail(std::move(E));
  if (Error E = S.plan(Axes))
    return fail(std::move(E));
  Expected<RankReport> R = S.run(Jobs);
  if (!R)
    return fail(R.takeError());
  if (Format == "json")
    writeRankJSON(*R, Top, outs());
  else
    printRankText(*R, Top, outs());
  return 0;
}
