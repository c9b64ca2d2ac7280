//===- Rank.cpp - gpuperf rank INPUT... -----------------------------------===//
//
// The flags of `gpuperf rank`, turned into a sweep (Analysis/Sweep.h) whose
// ranking the rank view prints (Report/RankView.h).
//
//===----------------------------------------------------------------------===//
#include "CLIOptions.h"

#include "gpuperf/Analysis/InputGuard.h"
#include "gpuperf/Analysis/Sweep.h"
#include "gpuperf/Report/RankView.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;
using namespace gpuperf;

cl::SubCommand
    cli::RankCmd("rank",
                 "Rank variants x launch configurations, fastest first\n\n"
                 "EXAMPLE:\n"
                 "  gpuperf rank examples/transpose.cu --gpu a100 "
                 "--block-sweep 16x16,32x8,32x32 --grid-for n,n "
                 "--arg n=4096 --top 5");

static cl::OptionCategory Cat("gpuperf rank options");
#define SUB cl::sub(cli::RankCmd), cl::cat(Cat)
static cl::list<std::string> Inputs(cl::Positional,
                                    cl::desc("<input .cu|.ll|.bc>..."),
                                    cl::OneOrMore, SUB);
static cl::opt<std::string> OutFile("o",
                                    cl::desc("write the ranking to FILE "
                                             "(default: standard output)"),
                                    cl::value_desc("FILE"), SUB);
static const OptionValues Defaults;
static cl::opt<std::string> GPU("gpu", cl::desc(cli::gpuHelp()),
                                cl::init(Defaults.GPU), SUB);
static cl::opt<std::string>
    Kernel("kernel",
           cl::desc("rank kernels matching REGEX (default: every kernel)"),
           SUB);
static cl::list<std::string>
    BlockSweep("block-sweep",
               cl::desc("block sizes: 64,128,256 or 16x16,32x8 (repeatable; "
                        "default: each kernel's __launch_bounds__, else 256)"),
               SUB);
static cl::list<std::string>
    BlockOne("block", cl::desc("one block size X[,Y[,Z]] (repeatable)"), SUB);
static cl::opt<std::string>
    Grid("grid",
         cl::desc("grid size X[,Y[,Z]] for every configuration (default: 8 "
                  "waves of resident blocks for each)"),
         SUB);
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
static cl::opt<unsigned>
    Top("top", cl::desc(cli::helpWithDefault("show the K fastest", 0, "all")),
        cl::init(0), SUB);
static cl::opt<std::string> Format("format",
                                   cl::desc("text|json (default: text)"),
                                   cl::init("text"), SUB);
static cl::opt<unsigned>
    Jobs("jobs", cl::desc(cli::helpWithDefault("threads", 0, "one per core")),
         cl::init(0), SUB);
static cl::opt<unsigned>
    Regs("regs",
         cl::desc("registers per thread (default: ptxas', else an IR "
                  "estimate)"),
         SUB);
static cl::opt<unsigned>
    Smem("smem",
         cl::desc("dynamic shared memory per block, bytes (default: 0, "
                  "stated as an assumption)"),
         SUB);
static cl::opt<std::string> Model("model", cl::desc(cli::modelHelp()),
                                  cl::init(Defaults.Model), SUB);
static cl::list<std::string>
    ClangArgs("Xclang", cl::desc("extra argument for clang (.cu)"), SUB);
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA SDK for .cu headers and ptxas (DIR, or none: "
                      "gpuperf's own device header; default: "
                      "$GPUPERF_CUDA_PATH, $CUDA_PATH, else /usr/local/cuda "
                      "where it has one)"),
             cl::value_desc("DIR"), SUB);
static cl::opt<bool>
    NoPtxas("no-ptxas",
            cl::desc("estimate registers from the IR (default: ptxas' count "
                     "where the CUDA toolkit is installed)"),
            SUB);
static cl::opt<unsigned> ReadTimeout(
    "read-timeout",
    cl::desc(cli::helpWithDefault("seconds LLVM may take to read an input",
                                  DefaultReadTimeout, "no limit")),
    cl::init(DefaultReadTimeout), SUB);
static cl::opt<unsigned>
    MaxMemory("max-memory",
              cl::desc(cli::helpWithDefault("limit on gpuperf's heap, GiB",
                                            DefaultMaxMemoryGiB, "no limit")),
              cl::init(DefaultMaxMemoryGiB), SUB);
#undef SUB

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

static SweepValues sweepValues() {
  SweepValues V;
  V.BlockSweep = BlockSweep, V.Blocks = BlockOne;
  V.Args = Args, V.ArgSweep = ArgSweep, V.GridFor = GridFor;
  return V;
}

/// On a terminal, a line on stderr that counts the configurations predicted,
/// redrawn at each percent and erased at the end; nothing in pipes and CI.
static SweepProgress progressLine() {
  if (!sys::Process::StandardErrIsDisplayed())
    return {};
  return [Shown = size_t(0)](size_t Done, size_t Total) mutable {
    size_t Percent = Done * 100 / std::max<size_t>(1, Total);
    if (Done < Total && Percent == Shown)
      return;
    Shown = Percent;
    if (Done < Total)
      errs() << formatv("\rgpuperf rank: {0} of {1} configurations predicted "
                        "({2}%)",
                        Done, Total, Percent);
    else
      errs() << "\r" << std::string(72, ' ') << "\r";
    errs().flush();
  };
}

int cli::runRank() {
  if (std::string E = limitMemory(MaxMemory); !E.empty())
    return fail(E);
  if (Format != "text" && Format != "json")
    return fail("unknown --format '" + Format + "' (text, json)");
  Expected<AnalysisOptions> Opts = makeOptions(optionValues());
  if (!Opts)
    return fail(Opts.takeError());
  Expected<SweepAxes> Axes = makeSweepAxes(sweepValues(), Opts->Launch.Grid);
  if (!Axes)
    return fail(Axes.takeError());
  LoadOptions LO;
  LO.ExtraClangArgs.assign(ClangArgs.begin(), ClangArgs.end());
  LO.CudaPath = CudaPath;
  LO.ClangDiagnostics = &errs();
  LO.GuardRead = watchReads(ReadTimeout);
  Expected<RankReport> R =
      rankFiles(Inputs, std::move(*Opts), *Axes, LO, Jobs, progressLine());
  if (!R)
    failLoading(R.takeError());
  if (!writeOutput(OutFile, [&](raw_ostream &OS) {
        if (Format == "json")
          writeRankJSON(*R, Top, OS);
        else
          printRankText(*R, Top, OS);
      }))
    return fail("cannot write -o file '" + OutFile + "'");
  return 0;
}
