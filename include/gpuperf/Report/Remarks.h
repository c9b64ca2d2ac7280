//===- Remarks.h - The report as optimisation remarks ------------*- C++
//-*-===//
#ifndef GPUPERF_REPORT_REMARKS_H
#define GPUPERF_REPORT_REMARKS_H

#include "gpuperf/Report/AnalysisReport.h"
#include "llvm/IR/Module.h"

namespace gpuperf {

/// The pass name gpu-perf's remarks carry (-Rpass-analysis=gpu-perf).
inline constexpr const char *RemarkPassName = "gpu-perf";

/// One OptimizationRemarkAnalysis per kernel (the summary) and one per access
/// or branch that costs something, at its DebugLoc, under pass name
/// "gpu-perf", with ore::NV arguments so -fsave-optimization-record YAML is
/// machine-readable; OptimizationRemarkMissed for what was not analysed.
void emitRemarks(const AnalysisReport &R, llvm::Module &M);

/// A missed remark saying why the module was not analysed (once per module).
void emitModuleNotAnalysed(llvm::Module &M, llvm::StringRef Why);

} // namespace gpuperf

#endif
