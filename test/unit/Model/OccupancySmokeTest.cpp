// Placeholder-free smoke test; the full occupancy table is OccupancyTest.cpp.
#include "gpuperf/Model/Prediction.h"
#include <gtest/gtest.h>
using namespace gpuperf;
TEST(ModelNames, RoundTrip) {
  for (ModelKind K : {ModelKind::Volkov, ModelKind::VolkovContention,
                      ModelKind::Baghsorkhi}) {
    ModelKind Parsed;
    ASSERT_TRUE(parseModelName(modelName(K), Parsed));
    EXPECT_EQ(Parsed, K);
  }
  ModelKind Unused;
  EXPECT_FALSE(parseModelName("roofline", Unused));
}
