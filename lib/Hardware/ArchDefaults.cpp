//===- ArchDefaults.cpp - The spec a module's target-cpu stands for -------===//
#include "gpuperf/Hardware/ArchDefaults.h"

using namespace llvm;
using namespace gpuperf;

ArrayRef<ArchDefault> gpuperf::archDefaults() {
  // Each spec's ptx_arch is the row's architecture (checked by
  // ArchDefaultsTest). Two specs share sm_52 and sm_90: gtx980 is the
  // Maxwell GPU of the papers' tables; h200 is gpuperf's default GPU, so a
  // sm_90 build reports exactly what `gpuperf analyze` does without --gpu.
  static const ArchDefault Table[] = {
      {"sm_30", "gtx680"}, {"sm_35", "k40m"}, {"sm_52", "gtx980"},
      {"sm_60", "p100"},   {"sm_70", "v100"}, {"sm_75", "titanrtx"},
      {"sm_80", "a100"},   {"sm_86", "rtx3090"}, {"sm_89", "l40"},
      {"sm_90", "h200"},
  };
  return Table;
}

std::optional<StringRef> gpuperf::defaultSpecForArch(StringRef TargetCPU) {
  // Architecture-specific feature sets (sm_90a) run on the same GPU.
  StringRef Arch = TargetCPU.ends_with("a") ? TargetCPU.drop_back() : TargetCPU;
  for (const ArchDefault &Row : archDefaults())
    if (Row.TargetCPU == Arch)
      return Row.Spec;
  return std::nullopt;
}
