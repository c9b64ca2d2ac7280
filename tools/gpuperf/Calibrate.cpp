//===- Calibrate.cpp - gpuperf calibrate ----------------------------------===//
#include "CLIOptions.h"

using namespace llvm;
using namespace gpuperf;

cl::SubCommand cli::CalibrateCmd("calibrate", "Emit GPU microbenchmarks or fit a spec");

int cli::runCalibrate() { return fail("gpuperf calibrate is not built yet"); }
