//===- Specialise.h - Kernel facts on one GPU under one model ----*- C++
//-*-===//
//
// The per-GPU half of the facts/specialise seam: classify the accesses,
// occupancy, bounds and prediction, free of IR access and cheap, so rank can
// run it for thousands of configurations. Thread-safe for distinct outputs.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_ANALYSIS_SPECIALISE_H
#define GPUPERF_ANALYSIS_SPECIALISE_H

#include "gpuperf/Analysis/KernelFacts.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Report/AnalysisReport.h"

namespace gpuperf {

/// How much of the report to fill: everything the views show, or only the
/// prediction (what ranking many configurations needs).
enum class SpecialiseDetail { Full, Prediction };

KernelReport specialise(const KernelFacts &Facts, const GPUSpec &Spec,
                        ModelKind Model,
                        SpecialiseDetail Detail = SpecialiseDetail::Full);

} // namespace gpuperf

#endif
