//===- FuzzSpec.cpp - libFuzzer harness for the GPU spec parser -----------===//
//
// Feeds arbitrary bytes to parseSpec as a spec file. `base:` resolves against
// the built-in specs, as `gpuperf --gpu FILE.yaml` does. Any crash, sanitizer
// report or abort is a bug; an Error return is the expected outcome for
// malformed input, and must carry a message.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Hardware/SpecParser.h"
#include "gpuperf/Hardware/SpecRegistry.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace llvm;
using namespace gpuperf;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const SpecRegistry &Reg = SpecRegistry::builtin();
  StringRef Text(reinterpret_cast<const char *>(Data), Size);
  Expected<GPUSpec> S =
      parseSpec(Text, "fuzz.yaml", [&](StringRef Base) -> Expected<GPUSpec> {
        return Reg.lookup(Base.contains('/') ? StringRef("not-a-path") : Base);
      });
  if (S) {
    // An accepted spec must be usable: the ranges were checked.
    if (S->SMCount == 0 || S->Name.empty())
      abort();
    return 0;
  }
  std::string Msg = toString(S.takeError());
  if (Msg.empty())
    abort();
  return 0;
}
