//===- RankView.h - The ranking as text and JSON -----------------*- C++
//-*-===//
#ifndef GPUPERF_REPORT_RANKVIEW_H
#define GPUPERF_REPORT_RANKVIEW_H

#include "gpuperf/Report/RankReport.h"

#include "llvm/Support/raw_ostream.h"

namespace gpuperf {

/// Shows the \p Top fastest (0: all) and every impossible configuration.
void printRankText(const RankReport &R, size_t Top, llvm::raw_ostream &OS);
/// Schema gpuperf-rank/1.
void writeRankJSON(const RankReport &R, size_t Top, llvm::raw_ostream &OS);

} // namespace gpuperf

#endif
