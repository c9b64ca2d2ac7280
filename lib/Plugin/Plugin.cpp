//===- Plugin.cpp - llvmGetPassPluginInfo for GPUPerf.so ------------------===//
//
// Registers the analysis `gpu-perf`, the printer `print<gpu-perf>`, the
// remark pass `gpu-perf-remarks`, and an OptimizerLast callback so that
// `clang -x cuda -Xarch_device -fpass-plugin=GPUPerf.so` reports during a
// normal CUDA build. Options come as -gpu-perf-* flags (opt, or clang's
// -mllvm).
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Plugin/GPUPerfAnalysis.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/PassPlugin.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;
using namespace gpuperf;

static cl::OptionCategory Category("gpu-perf plugin options");
static cl::opt<std::string> OptGPU("gpu-perf-gpu",
                                   cl::desc("GPU name, alias or spec file"),
                                   cl::init("h200"), cl::cat(Category));
static cl::opt<std::string> OptBlock("gpu-perf-block",
                                     cl::desc("block size X[,Y[,Z]]"),
                                     cl::cat(Category));
static cl::opt<std::string> OptGrid("gpu-perf-grid",
                                    cl::desc("grid size X[,Y[,Z]]"),
                                    cl::cat(Category));
static cl::list<std::string> OptArgs("gpu-perf-arg",
                                     cl::desc("NAME=VALUE kernel argument"),
                                     cl::cat(Category));
static cl::opt<std::string>
    OptModel("gpu-perf-model", cl::desc("volkov|volkov-contention|baghsorkhi"),
             cl::init("volkov"), cl::cat(Category));
static cl::opt<std::string> OptKernel("gpu-perf-kernel",
                                      cl::desc("kernel name regex"),
                                      cl::cat(Category));
static cl::opt<std::string> OptFormat("gpu-perf-format", cl::desc("text|json"),
                                      cl::init("text"), cl::cat(Category));
static cl::opt<std::string> OptViews("gpu-perf-views",
                                     cl::desc("comma-separated views"),
                                     cl::cat(Category));
static cl::opt<unsigned>
    OptMaxInstructions("gpu-perf-max-kernel-instructions",
                       cl::desc("analyse kernels up to this many IR "
                                "instructions in full (0: no limit)"),
                       cl::init(AnalysisOptions().MaxKernelInstructions),
                       cl::cat(Category));
static cl::opt<unsigned>
    OptMaxAccesses("gpu-perf-max-kernel-accesses",
                   cl::desc("analyse kernels up to this many memory accesses "
                            "in full (0: no limit)"),
                   cl::init(AnalysisOptions().MaxKernelAccesses),
                   cl::cat(Category));
static cl::opt<bool>
    OptNoPtxas("gpu-perf-no-ptxas",
               cl::desc("estimate registers instead of running ptxas"),
               cl::cat(Category));

/// Options from the -gpu-perf-* flags; a bad value is reported once, as an
/// error diagnostic, by the analysis.
static Expected<AnalysisOptions> optionsFromFlags() {
  AnalysisOptions O;
  O.GPU = OptGPU;
  O.KernelRegex = OptKernel;
  O.NoPtxas = OptNoPtxas;
  O.MaxKernelInstructions = OptMaxInstructions;
  O.MaxKernelAccesses = OptMaxAccesses;
  if (!parseModelName(OptModel, O.Model))
    return createStringError(inconvertibleErrorCode(),
                             "unknown -gpu-perf-model '" + OptModel + "'");
  if (!OptBlock.empty()) {
    Expected<Dim3> D = parseDim3(OptBlock);
    if (!D)
      return D.takeError();
    O.Launch.Block = *D;
  }
  if (!OptGrid.empty()) {
    Expected<Dim3> D = parseDim3(OptGrid);
    if (!D)
      return D.takeError();
    O.Launch.Grid = *D;
  }
  for (const std::string &A : OptArgs)
    if (Error E = addLaunchArg(O.Launch, A, "-gpu-perf-arg"))
      return std::move(E);
  return O;
}

static void registerCallbacks(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](ModuleAnalysisManager &MAM) {
    MAM.registerPass([] {
      Expected<AnalysisOptions> O = optionsFromFlags();
      if (!O) {
        // The analysis reports the bad flag as its error; nothing is analysed.
        AnalysisOptions Bad;
        Bad.GPU = "";
        Bad.BadFlag = toString(O.takeError());
        return GPUPerfAnalysis(std::move(Bad));
      }
      return GPUPerfAnalysis(std::move(*O));
    });
  });
  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "print<gpu-perf>") {
          ViewSelection Views;
          if (!OptViews.empty()) {
            Expected<ViewSelection> V = parseViewList(OptViews);
            if (!V) {
              errs() << "error: gpu-perf: " << toString(V.takeError()) << "\n";
              return false;
            }
            Views = *V;
          }
          MPM.addPass(GPUPerfPrinter(outs(), OptFormat == "json", Views));
          return true;
        }
        if (Name == "print<gpu-perf-pdg>") {
          Expected<AnalysisOptions> O = optionsFromFlags();
          if (!O) {
            errs() << "error: gpu-perf: " << toString(O.takeError()) << "\n";
            return false;
          }
          MPM.addPass(GPUPerfPDGPrinter(outs(), O->Launch));
          return true;
        }
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
  // that goes to the backend.
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(GPUPerfRemarks());
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "GPUPerf", GPUPERF_VERSION_STRING,
          registerCallbacks};
}
