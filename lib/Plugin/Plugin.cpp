//===- Plugin.cpp - llvmGetPassPluginInfo for GPUPerf.so ------------------===//
//
// Registers the analysis `gpu-perf`, the printers `print<gpu-perf>` and
// `print<gpu-perf-pdg>`, the remark pass `gpu-perf-remarks`, and an
// OptimizerLast callback so that `clang -x cuda -Xarch_device
// -fpass-plugin=GPUPerf.so` reports during a normal CUDA build. Options come
// as -gpu-perf-* flags (opt, or clang's -mllvm) and are validated by the
// Analysis layer, as the CLI's are.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Config.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Plugin/Passes.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace gpuperf;

static const OptionValues Defaults;
static cl::OptionCategory Category("gpu-perf plugin options");
static cl::opt<std::string>
    OptGPU("gpu-perf-gpu",
           cl::desc("GPU name, alias or spec file (default: the built-in "
                    "spec of the module's target-cpu)"),
           cl::cat(Category));
static cl::opt<std::string> OptBlock("gpu-perf-block",
                                     cl::desc("block size X[,Y[,Z]]"),
                                     cl::cat(Category));
static cl::opt<std::string> OptGrid("gpu-perf-grid",
                                    cl::desc("grid size X[,Y[,Z]]"),
                                    cl::cat(Category));
static cl::list<std::string> OptArgs("gpu-perf-arg",
                                     cl::desc("NAME=VALUE kernel argument"),
                                     cl::cat(Category));
static const std::string ModelHelp = modelNames("|");
static cl::opt<std::string> OptModel("gpu-perf-model", cl::desc(ModelHelp),
                                     cl::init(Defaults.Model),
                                     cl::cat(Category));
static cl::opt<std::string> OptKernel("gpu-perf-kernel",
                                      cl::desc("kernel name regex"),
                                      cl::cat(Category));
static cl::opt<std::string> OptFormat("gpu-perf-format", cl::desc("text|json"),
                                      cl::init("text"), cl::cat(Category));
static cl::opt<std::string> OptViews("gpu-perf-views",
                                     cl::desc("comma-separated views"),
                                     cl::cat(Category));
// The CLI's --view, as messages that point at a view spell it.
static cl::alias OptView("gpu-perf-view", cl::desc("alias for -gpu-perf-views"),
                         cl::aliasopt(OptViews));
static cl::opt<unsigned>
    OptMaxInstructions("gpu-perf-max-kernel-instructions",
                       cl::desc("analyse kernels up to this many IR "
                                "instructions in full (0: no limit)"),
                       cl::init(Defaults.MaxKernelInstructions),
                       cl::cat(Category));
static cl::opt<unsigned>
    OptMaxAccesses("gpu-perf-max-kernel-accesses",
                   cl::desc("analyse kernels up to this many memory accesses "
                            "in full (0: no limit)"),
                   cl::init(Defaults.MaxKernelAccesses), cl::cat(Category));
static cl::opt<std::string>
    OptCudaPath("gpu-perf-cuda-path",
                cl::desc("CUDA SDK whose ptxas gives resources (DIR)"),
                cl::cat(Category));
static cl::opt<bool>
    OptNoPtxas("gpu-perf-no-ptxas",
               cl::desc("estimate registers instead of running ptxas"),
               cl::cat(Category));
static cl::opt<unsigned> OptRegs("gpu-perf-regs",
                                 cl::desc("registers per thread (overrides "
                                          "ptxas)"),
                                 cl::cat(Category));
static cl::opt<unsigned>
    OptSmem("gpu-perf-smem",
            cl::desc("dynamic shared memory per block, in bytes"),
            cl::cat(Category));
// The assumptions a remark states, overridden where the user knows better.
static cl::list<std::string> OptAssumeAccess(
    "gpu-perf-assume-access",
    cl::desc("LOC=coalesced|random|random:K|distinct|uniform for a "
             "data-dependent access"),
    cl::cat(Category));
static cl::list<std::string>
    OptAssumeBranch("gpu-perf-assume-branch",
                    cl::desc("LOC=P: a data-dependent branch taken with "
                             "probability P"),
                    cl::cat(Category));
static cl::list<std::string>
    OptAssumeTrip("gpu-perf-assume-trip",
                  cl::desc("LOC=N: a loop whose trip count is unknown runs N "
                           "times"),
                  cl::cat(Category));
static cl::opt<std::string>
    OptProfile("gpu-perf-profile",
               cl::desc("file of assumptions: 'access LOC PATTERN', 'branch "
                        "LOC P', 'trip LOC N' lines"),
               cl::cat(Category));

/// The -gpu-perf-* flags, validated as the CLI's are.
static Expected<AnalysisOptions> optionsFromFlags() {
  OptionValues V;
  // Not given: the GPU the module is compiled for (ArchDefaults.h).
  V.GPU = OptGPU.getNumOccurrences() ? std::string(OptGPU) : "";
  V.Block = OptBlock;
  V.Grid = OptGrid;
  V.Args = OptArgs;
  V.Model = OptModel;
  V.Kernel = OptKernel;
  V.NoPtxas = OptNoPtxas;
  V.CudaPath = OptCudaPath;
  V.MaxKernelInstructions = OptMaxInstructions;
  V.MaxKernelAccesses = OptMaxAccesses;
  if (OptRegs.getNumOccurrences())
    V.Regs = OptRegs;
  if (OptSmem.getNumOccurrences())
    V.Smem = OptSmem;
  V.AssumeAccess = OptAssumeAccess;
  V.AssumeBranch = OptAssumeBranch;
  V.AssumeTrip = OptAssumeTrip;
  V.Profile = OptProfile;
  Expected<AnalysisOptions> O = makeOptions(V, FlagSpelling::plugin());
  if (O)
    O->AssumptionsSpanModules = true;
  return O;
}

static bool addPrinter(ModulePassManager &MPM) {
  ViewSelection Views;
  if (!OptViews.empty()) {
    Expected<ViewSelection> V = parseViewList(OptViews);
    if (!V) {
      errs() << "error: gpu-perf: " << toString(V.takeError()) << "\n";
      return false;
    }
    Views = *V;
  }
  // As LLVM's printer passes: the report goes to stderr, the IR to stdout.
  MPM.addPass(GPUPerfPrinter(errs(), OptFormat == "json", Views));
  return true;
}

static bool addPDGPrinter(ModulePassManager &MPM) {
  Expected<AnalysisOptions> O = optionsFromFlags();
  if (!O) {
    errs() << "error: gpu-perf: " << toString(O.takeError()) << "\n";
    return false;
  }
  MPM.addPass(GPUPerfPDGPrinter(errs(), std::move(*O)));
  return true;
}

static void registerCallbacks(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](ModuleAnalysisManager &MAM) {
    // A malformed flag is reported once, by the analysis, as an error.
    MAM.registerPass([] { return GPUPerfAnalysis(optionsFromFlags()); });
  });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "print<gpu-perf>")
          return addPrinter(MPM);
        if (Name == "print<gpu-perf-pdg>")
          return addPDGPrinter(MPM);
        if (Name == "require<gpu-perf>") {
          MPM.addPass(RequireAnalysisPass<GPUPerfAnalysis, Module>());
          return true;
        }
        if (Name == "gpu-perf-remarks") {
          MPM.addPass(GPUPerfRemarks());
          return true;
        }
        return false;
      });
  // During a CUDA build: remarks after the optimisation pipeline, on the IR
  // that goes to the backend. clang compiles that IR with its NVPTX backend
  // next, so the analysis compiles it for ptxas with the same backend, in
  // this process, rather than exec'ing llc.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        Expected<AnalysisOptions> O = optionsFromFlags();
        if (O)
          O->Backend = PtxBackend::InProcess;
        MPM.addPass(GPUPerfRemarks(GPUPerfAnalysis(std::move(O))));
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "GPUPerf", GPUPERF_VERSION,
          registerCallbacks};
}
