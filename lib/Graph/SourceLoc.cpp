//===- SourceLoc.cpp - "file:line:col" of an instruction or loop ----------===//
#include "gpuperf/Graph/SourceLoc.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/Path.h"

using namespace llvm;

static std::string fmt(const DILocation *DL) {
  if (!DL)
    return "";
  return sys::path::filename(DL->getFilename()).str() + ":" +
         std::to_string(DL->getLine()) + ":" + std::to_string(DL->getColumn());
}

std::string gpuperf::instructionLoc(const Instruction &I) {
  return fmt(I.getDebugLoc().get());
}

std::string gpuperf::loopLoc(const Loop &L) {
  Loop::LocRange R = L.getLocRange();
  if (R.getStart())
    return fmt(R.getStart().get());
  return instructionLoc(*L.getHeader()->getTerminator());
}

bool gpuperf::locMatches(const std::string &Loc, const std::string &Key) {
  if (Loc == Key)
    return true;
  return !Key.empty() && Loc.size() > Key.size() &&
         Loc.compare(0, Key.size(), Key) == 0 && Loc[Key.size()] == ':';
}
