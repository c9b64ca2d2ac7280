//===- ArchDefaultsTest.cpp - target-cpu -> default spec table ------------===//
#include "gpuperf/Hardware/ArchDefaults.h"
#include "gpuperf/Hardware/SpecRegistry.h"

#include <gtest/gtest.h>

using namespace gpuperf;

namespace {

// Every row names a built-in spec compiled for that very architecture, so
// ptxas runs for the architecture the module targets.
TEST(ArchDefaults, EveryRowIsABuiltinSpecOfThatArchitecture) {
  for (const ArchDefault &Row : archDefaults()) {
    llvm::Expected<GPUSpec> Spec = SpecRegistry::builtin().lookup(Row.Spec);
    ASSERT_TRUE(bool(Spec)) << llvm::toString(Spec.takeError());
    EXPECT_EQ(Spec->PTXArch, Row.TargetCPU.str()) << Row.Spec.str();
  }
}

TEST(ArchDefaults, Lookup) {
  EXPECT_EQ(defaultSpecForArch("sm_80"),
            std::optional<llvm::StringRef>("a100"));
  EXPECT_EQ(defaultSpecForArch("sm_90a"),
            std::optional<llvm::StringRef>("h200"));
  EXPECT_EQ(defaultSpecForArch("sm_86"),
            std::optional<llvm::StringRef>("rtx3090"));
  EXPECT_EQ(defaultSpecForArch("sm_87"), std::nullopt); // Jetson Orin
  EXPECT_EQ(defaultSpecForArch(""), std::nullopt);
}
} // namespace
