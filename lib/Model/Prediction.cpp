//===- Prediction.cpp -----------------------------------------------------===//
#include "gpuperf/Model/Prediction.h"

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::modelName(ModelKind M) {
  switch (M) {
  case ModelKind::Volkov:
    return "volkov";
  case ModelKind::VolkovContention:
    return "volkov-contention";
  case ModelKind::Baghsorkhi:
    return "baghsorkhi";
  }
  return "volkov";
}

bool gpuperf::parseModelName(StringRef S, ModelKind &M) {
  for (ModelKind K :
       {ModelKind::Volkov, ModelKind::VolkovContention, ModelKind::Baghsorkhi})
    if (S == modelName(K)) {
      M = K;
      return true;
    }
  return false;
}
