//===- ViewFormat.h - Formatting the views share ----------------*- C++ -*-===//
//
// Private to lib/Report: how numbers, locations and tables look in the text
// and JSON reports, so that every view writes them alike.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_LIB_REPORT_VIEWFORMAT_H
#define GPUPERF_LIB_REPORT_VIEWFORMAT_H

#include "gpuperf/Hardware/NumberText.h"
#include "gpuperf/IR/Reason.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace gpuperf {

/// Six significant digits: stable across platforms and free of float noise.
double jsonNum(double V);
llvm::json::Array jsonStrings(const std::vector<std::string> &V);
/// Reasons as schema 1 lists them: by their sentence.
llvm::json::Array jsonReasons(const std::vector<Reason> &Rs);
/// The kind of each reason (reasonKindName), in the order of jsonReasons:
/// what tools filter on (the "*_kinds" arrays beside each list).
llvm::json::Array jsonReasonKinds(const std::vector<Reason> &Rs);

/// V with Digits decimals: "4.00".
std::string fixedText(double V, unsigned Digits = 2);
/// A rate such as warps/cycle/SM: four decimals, three significant digits
/// below 0.01 ("0.00143", never "0.0000"), in scientific notation below
/// 0.0001 ("6.58e-09").
std::string rateText(double V);
/// A source location as the text tables show it.
llvm::StringRef locText(llvm::StringRef Loc);
/// Each reason's sentence on a line of its own after \p Lead.
void printReasons(llvm::StringRef Lead, const std::vector<Reason> &Rs,
                  llvm::raw_ostream &OS);
/// The assumptions behind a table's rows, printed below the table: each
/// sentence once, with the locations whose rows make it, in the order they
/// first appear ("LOC assumes S"; "L1, L2 and 3 more assume S"). The same
/// assumption on 32 accesses of an SGEMM is one line, not 32; the launch's
/// defaults are left to the kernel's own assumption lines.
class AssumptionLines {
public:
  void add(llvm::StringRef Loc, const std::vector<Reason> &Rs);
  void print(llvm::raw_ostream &OS) const;

private:
  /// Each distinct sentence and the distinct locations that make it.
  std::vector<std::pair<Reason, std::vector<std::string>>> Groups;
};

/// A text table: columns sized to their widest cell, left-aligned unless
/// marked numeric (right-aligned).
struct TextTable {
  std::vector<std::string> Header;
  std::vector<bool> Right;
  std::vector<std::vector<std::string>> Rows;
  void print(llvm::raw_ostream &OS, unsigned Indent) const;
};

} // namespace gpuperf

#endif
