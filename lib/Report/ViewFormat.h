//===- ViewFormat.h - Formatting the views share ----------------*- C++ -*-===//
//
// Private to lib/Report: how numbers, locations and tables look in the text
// and JSON reports, so that every view writes them alike.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_LIB_REPORT_VIEWFORMAT_H
#define GPUPERF_LIB_REPORT_VIEWFORMAT_H

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

/// V with Digits decimals: "4.00".
std::string fixedText(double V, unsigned Digits = 2);
/// A source location as the text tables show it.
llvm::StringRef locText(llvm::StringRef Loc);
/// Each reason's sentence on a line of its own after \p Lead.
void printReasons(llvm::StringRef Lead, const std::vector<Reason> &Rs,
                  llvm::raw_ostream &OS);
/// The assumptions behind one table row, each on its own line below the
/// table.
void printAssumptions(llvm::StringRef Loc, const std::vector<Reason> &Rs,
                      llvm::raw_ostream &OS);

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
