//===- Analyze.cpp - gpuperf analyze INPUT --------------------------------===//
#include "CLIOptions.h"

#include "gpuperf/Analysis/Driver.h"
#include "gpuperf/Analysis/InputGuard.h"
#include "gpuperf/IR/AnalysisManagers.h"
#include "gpuperf/IR/ModuleLoader.h"
#include "gpuperf/Report/Plot.h"
#include "gpuperf/Report/Views.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <memory>
#include <optional>

using namespace llvm;
using namespace gpuperf;

cl::SubCommand cli::AnalyzeCmd(
    "analyze",
    "Predict the performance of a module's kernels\n\n"
    "EXAMPLE:\n"
    "  gpuperf analyze examples/vector_add.cu --gpu h200 --block 256 "
    "--grid 32768 --arg n=8388608 --view summary,accesses\n"
    "  gpuperf analyze examples/matmul_tiled.cu --format json -o report.json\n"
    "  gpuperf analyze examples/vector_add.cu examples/transpose.cu "
    "--no-ptxas   # one report each");

static cl::OptionCategory Cat("gpuperf analyze options");
#define SUB cl::sub(cli::AnalyzeCmd), cl::cat(Cat)
static cl::list<std::string>
    Inputs(cl::Positional,
           cl::desc("<inputs .cu|.ll|.bc, or - for IR on stdin; several give "
                    "one report each (JSON: an array of reports)>"),
           cl::OneOrMore, SUB);
static cl::opt<std::string> OutFile("o",
                                    cl::desc("write the report to FILE "
                                             "(default: standard output)"),
                                    cl::value_desc("FILE"), SUB);
static const OptionValues Defaults;
static cl::opt<std::string> GPU("gpu", cl::desc(cli::gpuHelp()),
                                cl::init(Defaults.GPU), SUB);
static cl::opt<std::string>
    Block("block",
          cl::desc("block size X[,Y[,Z]] (default: the kernel's "
                   "__launch_bounds__, else 256, stated as an assumption)"),
          SUB);
static cl::opt<std::string>
    Grid("grid",
         cl::desc("grid size X[,Y[,Z]] (default: 8 waves of resident blocks, "
                  "stated as an assumption)"),
         SUB);
static cl::list<std::string>
    Args("arg", cl::desc("kernel argument NAME=VALUE (or #i=VALUE)"), SUB);
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
static cl::opt<std::string>
    Kernel("kernel",
           cl::desc("analyse kernels matching REGEX (default: every kernel)"),
           SUB);
static cl::opt<std::string> Format("format",
                                   cl::desc("text|json (default: text)"),
                                   cl::init("text"), SUB);
static cl::opt<std::string>
    ViewList("view",
             cl::desc("views: summary,machine,occupancy,"
                      "bottleneck,accesses,divergence,"
                      "worksheet,all (default: summary,machine,accesses,"
                      "divergence)"),
             SUB);
static cl::opt<bool> AllViews("all-views", cl::desc("every view"), SUB);
static cl::opt<std::string>
    DotFile("dot",
            cl::desc("write each kernel's work flow graph "
                     "(Graphviz) to FILE"),
            cl::value_desc("FILE"), SUB);
static cl::opt<std::string> PlotFile("plot",
                                     cl::desc("write predicted throughput vs "
                                              "occupancy (SVG) to FILE"),
                                     cl::value_desc("FILE.svg"), SUB);
static cl::list<std::string>
    AssumeAccess("assume-access", cl::desc("LOC=coalesced|random|random:K|distinct|uniform"),
                 SUB);
static cl::list<std::string> AssumeBranch("assume-branch", cl::desc("LOC=P"),
                                          SUB);
static cl::list<std::string>
    AssumeTrip("assume-trip",
               cl::desc("LOC=N: trip count of a loop the IR does not count"),
               SUB);
static cl::opt<std::string>
    Profile("profile", cl::desc("file of access/branch assumptions"), SUB);
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
static cl::opt<bool> TimeReport(
    "time-report",
    cl::desc("print the time each stage took, per kernel, on stderr"), SUB);
static cl::opt<unsigned>
    MaxInstructions("max-kernel-instructions",
                    cl::desc(cli::helpWithDefault(
                        "analyse kernels up to this many IR instructions in "
                        "full",
                        Defaults.MaxKernelInstructions, "no limit")),
                    cl::init(Defaults.MaxKernelInstructions), SUB);
static cl::opt<unsigned>
    MaxAccesses("max-kernel-accesses",
                cl::desc(cli::helpWithDefault(
                    "analyse kernels up to this many memory accesses in full",
                    Defaults.MaxKernelAccesses, "no limit")),
                cl::init(Defaults.MaxKernelAccesses), SUB);
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
  V.GPU = GPU, V.Block = Block, V.Grid = Grid, V.Model = Model;
  V.Kernel = Kernel, V.Profile = Profile;
  V.Args = Args, V.AssumeAccess = AssumeAccess;
  V.AssumeBranch = AssumeBranch, V.AssumeTrip = AssumeTrip;
  if (Regs.getNumOccurrences())
    V.Regs = Regs;
  if (Smem.getNumOccurrences())
    V.Smem = Smem;
  V.NoPtxas = NoPtxas;
  V.CudaPath = CudaPath;
  V.MaxKernelInstructions = MaxInstructions;
  V.MaxKernelAccesses = MaxAccesses;
  return V;
}

int cli::runAnalyze() {
  if (std::string E = limitMemory(MaxMemory); !E.empty())
    return fail(E);
  if (Format != "text" && Format != "json")
    return fail("unknown --format '" + Format + "' (text, json)");
  ViewSelection Views;
  if (AllViews)
    Views = ViewSelection::all();
  else if (!ViewList.empty()) {
    Expected<ViewSelection> V = parseViewList(ViewList);
    if (!V)
      return fail(V.takeError());
    Views = *V;
  }

  Expected<AnalysisOptions> Opts = makeOptions(optionValues());
  if (!Opts)
    return fail(Opts.takeError());

  // On a terminal, one stderr line names the kernel being analysed.
  if (sys::Process::StandardErrIsDisplayed())
    Opts->Progress = [](StringRef Kernel, unsigned I, unsigned N) {
      std::string Line =
          I < N ? formatv("gpuperf analyze: kernel {0} of {1}: {2}", I + 1, N,
                          Kernel)
                      .str()
                : "";
      Line.resize(78, ' ');
      errs() << "\r" << Line << (I < N ? "" : "\r");
      errs().flush();
    };
  if (count(Inputs, "-") > 1)
    return fail("standard input ('-') can be read only once");
  if (Inputs.size() > 1 && !PlotFile.empty())
    return fail("--plot draws one input's kernels: give one input");

  LoadOptions LO;
  LO.ExtraClangArgs.assign(ClangArgs.begin(), ClangArgs.end());
  LO.CudaPath = CudaPath;
  LO.ClangDiagnostics = &errs();
  LO.GuardRead = watchReads(ReadTimeout);
  // Each input's module stays alive with its report: reports point into it.
  struct Analysed {
    LLVMContext Ctx;
    std::optional<LoadedModule> Module;
    AnalysisManagers AM;
    std::optional<AnalysisReport> Report;
    double LoadMs = 0;
  };
  std::vector<std::unique_ptr<Analysed>> Done;
  for (const std::string &Input : Inputs) {
    auto &A = *Done.emplace_back(std::make_unique<Analysed>());
    auto LoadStart = std::chrono::steady_clock::now();
    Expected<LoadedModule> LM = loadModule(Input, A.Ctx, LO);
    if (!LM)
      failLoading(LM.takeError());
    A.Module.emplace(std::move(*LM));
    A.LoadMs = std::chrono::duration<double, std::milli>(
                   std::chrono::steady_clock::now() - LoadStart)
                   .count();
    Expected<AnalysisReport> R = analyzeModule(*A.Module->M, A.AM.FAM, *Opts);
    if (!R)
      return fail(R.takeError());
    R->Input = inputName(Input);
    R->Notes.insert(R->Notes.begin(), A.Module->Notes.begin(),
                    A.Module->Notes.end());
    R->Headers = A.Module->Headers;
    for (const KernelReport &K : R->Kernels)
      if (!K.Occupancy.Possible)
        return fail("kernel " + K.Demangled +
                    ": impossible launch: " + K.Occupancy.Impossible);
    A.Report.emplace(std::move(*R));
  }

  auto EachReport = [&](auto Write) {
    return [&, Write](raw_ostream &OS) {
      for (const auto &A : Done)
        Write(*A->Report, OS);
    };
  };
  if (!DotFile.empty() && !writeFile(DotFile, EachReport(writeReportDot)))
    return fail("cannot write --dot file '" + DotFile + "'");
  if (!PlotFile.empty() &&
      !writeFile(PlotFile, EachReport(writeThroughputPlotSVG)))
    return fail("cannot write --plot file '" + PlotFile + "'");

  if (TimeReport)
    for (const auto &A : Done) {
      errs() << formatv("gpuperf time report (ms) for {0}: load {1:F2}\n",
                        A->Report->Input, A->LoadMs);
      errs() << "  kernel                         resources  accesses  "
                "structure     model     total\n";
      for (const KernelReport &K : A->Report->Kernels)
        errs() << formatv(
            "  {0,-30} {1,9:F2} {2,9:F2} {3,10:F2} {4,9:F2} {5,9:F2}\n",
            K.Demangled, K.ResourcesMs, K.AccessMs, K.StructureMs, K.ModelMs,
            K.ResourcesMs + K.AccessMs + K.StructureMs + K.ModelMs);
    }
  // Several inputs: text reports one after another, JSON as an array.
  auto WriteReports = [&](raw_ostream &OS) {
    bool Array = Format == "json" && Done.size() > 1;
    if (Array)
      OS << "[\n";
    for (size_t I = 0; I < Done.size(); ++I) {
      if (I > 0)
        OS << (Array ? ",\n" : "\n");
      if (Format == "json")
        writeJSON(*Done[I]->Report, OS);
      else
        writeText(*Done[I]->Report, Views, OS);
    }
    if (Array)
      OS << "]\n";
  };
  if (!writeOutput(OutFile, WriteReports))
    return fail("cannot write -o file '" + OutFile + "'");
  return 0;
}
