//===- Calibrate.cpp - gpuperf calibrate ----------------------------------===//
//
//   gpuperf calibrate --emit DIR --arch sm_XX
//       writes the microbenchmarks of tools/gpuperf/calibrate/ (embedded at
//       build time) plus build.sh / run.sh for that architecture.
//   gpuperf calibrate --fit RESULTS.csv [--base SPEC] [--name NAME] -o
//   FILE.yaml
//       fits a spec from the CSV run.sh wrote
//       (lib/Calibration/Calibration.cpp).
//
//===----------------------------------------------------------------------===//
#include "CLIOptions.h"

#include "gpuperf/Calibration/Calibration.h"
#include "gpuperf/Hardware/BuiltinSpecs.h"
#include "gpuperf/Hardware/SpecRegistry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace gpuperf;

namespace gpuperf {
const std::vector<EmbeddedFile> &calibrateSourceFiles(); // generated
}

cl::SubCommand cli::CalibrateCmd(
    "calibrate",
    "Emit GPU microbenchmarks or fit a spec\n\n"
    "EXAMPLE:\n"
    "  gpuperf calibrate --emit bench-dir --arch sm_90   # then build and run "
    "them on the GPU\n"
    "  gpuperf calibrate --fit bench-dir/results.csv -o mygpu.yaml");
static cl::opt<std::string>
    EmitDir("emit", cl::desc("Write the microbenchmark set into DIR"),
            cl::value_desc("DIR"), cl::sub(cli::CalibrateCmd));
static cl::opt<std::string>
    Arch("arch", cl::desc("Target architecture for --emit (sm_XX)"),
         cl::value_desc("sm_XX"), cl::sub(cli::CalibrateCmd));
static cl::opt<std::string> FitCSV("fit",
                                   cl::desc("Fit a spec from a results CSV"),
                                   cl::value_desc("RESULTS.csv"),
                                   cl::sub(cli::CalibrateCmd));
static cl::opt<std::string> BaseSpec(
    "base",
    cl::desc("Spec to inherit unmeasured values from "
             "(default: the built-in spec of the same ptx_arch, else h100)"),
    cl::value_desc("SPEC"), cl::sub(cli::CalibrateCmd));
static cl::opt<std::string>
    SpecName("name",
             cl::desc("name: of the written spec (default: output file stem)"),
             cl::value_desc("NAME"), cl::sub(cli::CalibrateCmd));
static cl::opt<std::string> OutFile("o", cl::desc("Output spec file for --fit"),
                                    cl::value_desc("FILE.yaml"),
                                    cl::sub(cli::CalibrateCmd));
static cl::opt<std::string>
    Synthesize("synthesize",
               cl::desc("Write the CSV a GPU with exactly this spec would give "
                        "(for tests), to -o"),
               cl::value_desc("SPEC"), cl::Hidden, cl::sub(cli::CalibrateCmd));
static cl::opt<double> Noise("noise",
                             cl::desc("Relative noise for --synthesize"),
                             cl::init(0.01), cl::Hidden,
                             cl::sub(cli::CalibrateCmd));

/// Real GPU architectures nvcc has targeted (with an optional a/f suffix).
static bool knownArch(StringRef A) {
  if (!A.consume_front("sm_"))
    return false;
  if (A.ends_with("a") || A.ends_with("f"))
    A = A.drop_back();
  static const unsigned Known[] = {30, 32,  35,  37,  50,  52,  53, 60, 61,
                                   62, 70,  72,  75,  80,  86,  87, 88, 89,
                                   90, 100, 101, 103, 110, 120, 121};
  unsigned N;
  return !A.getAsInteger(10, N) && is_contained(Known, N);
}

static Error writeFile(StringRef Path, StringRef Text, bool Executable) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (EC)
    return createStringError(EC,
                             "cannot write '" + Path + "': " + EC.message());
  OS << Text;
  OS.close();
  if (OS.has_error())
    return createStringError(OS.error(), "cannot write '" + Path + "'");
  if (Executable)
    sys::fs::setPermissions(Path, sys::fs::perms(0755));
  return Error::success();
}

static int emit() {
  if (Arch.empty())
    return cli::fail("--emit needs --arch sm_XX");
  if (!knownArch(Arch))
    return cli::fail("unknown architecture '" + Arch +
                     "' (expected e.g. sm_80, sm_90, sm_90a)");
  if (std::error_code EC = sys::fs::create_directories(EmitDir))
    return cli::fail("cannot create '" + EmitDir + "': " + EC.message());
  for (const EmbeddedFile &F : calibrateSourceFiles()) {
    std::string Text = F.Text;
    if (StringRef(F.Name) == "build.sh") {
      // The architecture is baked in; NVCC_ARCH still overrides it.
      size_t P = Text.find("@ARCH@");
      if (P == std::string::npos)
        return cli::fail(
            "embedded build.sh has no @ARCH@ placeholder (build defect)");
      Text.replace(P, 6, Arch);
    }
    SmallString<256> Path(EmitDir);
    sys::path::append(Path, F.Name);
    if (Error E = writeFile(Path, Text, StringRef(F.Name).ends_with(".sh")))
      return cli::fail(std::move(E));
  }
  outs() << formatv("wrote {0} files to {1} for {2}; next: bash {1}/build.sh "
                    "&& bash {1}/run.sh\n",
                    calibrateSourceFiles().size(), EmitDir, Arch);
  return 0;
}

static int fit() {
  if (OutFile.empty())
    return cli::fail("--fit needs -o FILE.yaml");
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(FitCSV);
  if (!Buf)
    return cli::fail("cannot read results '" + FitCSV +
                     "': " + Buf.getError().message());
  Expected<calib::Results> R = calib::parseResults((*Buf)->getBuffer(), FitCSV);
  if (!R)
    return cli::fail(R.takeError());
  const SpecRegistry &Reg = SpecRegistry::builtin();
  std::string BaseName = BaseSpec;
  if (BaseName.empty()) {
    std::string CCStr = R->header("compute_capability");
    StringRef CC = CCStr;
    BaseName = calib::defaultBaseFor(
        ("sm_" + CC.split('.').first + CC.split('.').second).str(),
        Reg.specs());
  }
  Expected<GPUSpec> Base = Reg.lookup(BaseName);
  if (!Base)
    return cli::fail(Base.takeError());
  if (!Base->Origin.empty() && !StringRef(Base->Origin).starts_with("builtin:"))
    return cli::fail(
        "--base must name a built-in spec (a spec file cannot be inherited "
        "through base:), got '" +
        BaseName + "'");
  Expected<calib::Fit> F = calib::fitResults(*R, *Base);
  if (!F)
    return cli::fail(Twine(FitCSV) + ": " + toString(F.takeError()));
  std::string Name = SpecName;
  if (Name.empty())
    Name = sys::path::stem(OutFile).str();
  Name = StringRef(Name).lower();
  if (Name.empty() ||
      !all_of(Name, [](char C) { return isLower(C) || isDigit(C); }))
    return cli::fail("spec name '" + Name +
                     "' must be lowercase letters and digits; "
                     "give --name or an output file like mygpu.yaml");
  std::string YAML =
      calib::writeSpecYAML(*F, *Base, Name, sys::path::filename(FitCSV));
  // The spec must validate before it is written: no invalid file is left
  // behind (a measured value outside the schema's range, say).
  Expected<GPUSpec> Check = Reg.parseUserSpec(YAML, OutFile);
  if (!Check)
    return cli::fail("fitted spec does not validate, not written: " +
                     toString(Check.takeError()));
  if (Error E = writeFile(OutFile, YAML, false))
    return cli::fail(std::move(E));
  outs() << formatv("wrote {0} ({1} measured values, base {2}{3})\n", OutFile,
                    F->Values.size(), Base->Name,
                    F->HasContention ? ", contention fitted" : "");
  return 0;
}

static int synthesize() {
  if (OutFile.empty())
    return cli::fail("--synthesize needs -o FILE.csv");
  Expected<GPUSpec> S = SpecRegistry::builtin().lookup(Synthesize);
  if (!S)
    return cli::fail(S.takeError());
  if (Error E =
          writeFile(OutFile, calib::synthesizeResults(*S, Noise, 1), false))
    return cli::fail(std::move(E));
  return 0;
}

int cli::runCalibrate() {
  int Modes = !EmitDir.empty() + !FitCSV.empty() + !Synthesize.empty();
  if (Modes != 1)
    return fail("gpuperf calibrate needs exactly one of --emit DIR or --fit "
                "RESULTS.csv");
  if (!EmitDir.empty())
    return emit();
  if (!FitCSV.empty())
    return fit();
  return synthesize();
}
