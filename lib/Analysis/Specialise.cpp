//===- Specialise.cpp - Kernel facts on one GPU under one model -----------===//
#include "gpuperf/Analysis/Specialise.h"
#include "gpuperf/Model/Advice.h"
#include "gpuperf/Model/L1Traffic.h"
#include "gpuperf/Model/L2Traffic.h"
#include "gpuperf/Model/Occupancy.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Model/WhatIf.h"
#include "gpuperf/Symbolic/AccessAnalysis.h"

#include <chrono>

using namespace gpuperf;

/// The views' extras: what-if table, bottleneck rows, the curve, advice.
static void addViewDetail(KernelReport &K, const KernelFacts &Facts,
                          const GPUSpec &Spec, ModelKind Model) {
  OccupancyInput In =
      occupancyInputOf(Facts.Resources, Facts.Launch.Block, Facts.MinCTASM);
  std::optional<uint64_t> Bounds;
  if (Facts.MaxNTid)
    Bounds = Facts.MaxNTid->size();
  if (K.Occupancy.Possible)
    K.OccupancyTable = occupancyWhatIf(Spec, In, Bounds);
  if (K.HasPrediction) {
    K.BottleneckRows = bottleneckRows(K.Predicted, K.KernelBounds);
    K.Curve = throughputCurve(*K.Workload, K.Accesses, K.Launch, Spec, Model,
                              K.Predicted, K.KernelBounds);
  }
  AdviceInput AI;
  AI.Accesses = &K.Accesses;
  AI.Branches = &K.Branches;
  AI.Occupancy = &K.Occupancy;
  AI.OccIn = In;
  AI.Predicted = K.HasPrediction ? &K.Predicted : nullptr;
  AI.KernelBounds = K.HasPrediction ? &K.KernelBounds : nullptr;
  AI.Spec = &Spec;
  AI.Flags = Facts.Flags;
  K.Advices = adviseKernel(AI);
}

KernelReport gpuperf::specialise(const KernelFacts &Facts, const GPUSpec &Spec,
                                 ModelKind Model, SpecialiseDetail Detail) {
  auto Start = std::chrono::steady_clock::now();
  KernelReport K;
  K.AccessMs = Facts.AccessMs;
  K.StructureMs = Facts.StructureMs;
  K.Name = Facts.Name;
  K.Demangled = Facts.Demangled;
  K.Loc = Facts.Loc;
  K.Launch = Facts.Launch;
  K.Resources = Facts.Resources;
  K.Assumptions = Facts.Assumptions;
  K.Unanalysed = Facts.Unanalysed;
  K.Occupancy =
      launchOccupancy(Spec, Facts.Resources, Facts.Launch.Block, Facts.MaxNTid,
                      Facts.MinCTASM, Facts.Launch.Grid);
  K.Accesses = classify(Facts.Patterns, Spec);
  K.Branches = Facts.Branches;
  K.Loops = Facts.Loops;
  K.WFG = Facts.WFG;
  K.Workload = Facts.Workload;
  // No workload: the kernel was over the analysis budget (Unanalysed says so).
  if (K.Occupancy.Possible && K.Workload) {
    for (Reason &R : applyL1Reuse(K.Accesses, Facts.Patterns.Accesses,
                                  *K.Workload, K.Occupancy, K.Launch, Spec))
      K.Assumptions.push_back(std::move(R));
    for (Reason &R :
         applyL2Reuse(K.Accesses, Facts.Patterns.Accesses, *K.Workload,
                      K.Occupancy.BlocksPerSM, Facts.Resources.localPerThread(),
                      K.Launch, Spec))
      K.Assumptions.push_back(std::move(R));
    K.Predicted = predict(*K.Workload, K.Accesses, K.Occupancy, K.Launch, Spec,
                          Model, K.KernelBounds);
    K.HasPrediction = true;
  }
  // rank reads only the time and the binding resource.
  if (Detail == SpecialiseDetail::Full)
    addViewDetail(K, Facts, Spec, Model);
  K.ModelMs = std::chrono::duration<double, std::milli>(
                  std::chrono::steady_clock::now() - Start)
                  .count();
  return K;
}
