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
  case ModelKind::VolkovInOrder:
    return "volkov-in-order";
  }
  return "volkov";
}

StringRef gpuperf::resourceName(Resource R) {
  switch (R) {
  case Resource::Latency:
    return "latency";
  case Resource::Issue:
    return "issue";
  case Resource::Int:
    return "int";
  case Resource::FP32:
    return "fp32";
  case Resource::SFU:
    return "sfu";
  case Resource::FP64:
    return "fp64";
  case Resource::Tensor:
    return "tensor";
  case Resource::LSU:
    return "lsu";
  case Resource::Shared:
    return "shared";
  case Resource::L2:
    return "l2";
  case Resource::DRAM:
    return "dram";
  }
  return "latency";
}

StringRef gpuperf::modeName(PredictionMode M) {
  switch (M) {
  case PredictionMode::None:
    return "";
  case PredictionMode::LatencyBound:
    return "latency-bound";
  case PredictionMode::ThroughputBound:
    return "throughput-bound";
  case PredictionMode::Impossible:
    return "impossible";
  }
  return "";
}

std::string gpuperf::modelNames(StringRef Separator) {
  std::string Names;
  for (ModelKind K : AllModels)
    Names += (Names.empty() ? "" : Separator.str()) + modelName(K).str();
  return Names;
}

bool gpuperf::parseModelName(StringRef S, ModelKind &M) {
  for (ModelKind K : AllModels)
    if (S == modelName(K)) {
      M = K;
      return true;
    }
  return false;
}
