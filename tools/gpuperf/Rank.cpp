//===- Rank.cpp - gpuperf rank INPUT... -----------------------------------===//
#include "CLIOptions.h"

using namespace llvm;
using namespace gpuperf;

cl::SubCommand cli::RankCmd("rank", "Rank variants x launch configurations, fastest first");

int cli::runRank() { return fail("gpuperf rank needs the bounds stage, which is not built yet"); }
