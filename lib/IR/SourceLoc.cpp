//===- SourceLoc.cpp - Source locations of IR ----------------------------===//
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Demangle/Demangle.h"
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

std::string gpuperf::instructionLineOrFunction(const Instruction &I) {
  if (const DILocation *DL = I.getDebugLoc().get())
    return sys::path::filename(DL->getFilename()).str() + ":" +
           std::to_string(DL->getLine());
  return demangle(I.getFunction()->getName().str());
}

std::string gpuperf::functionLoc(const Function &F) {
  if (const DISubprogram *SP = F.getSubprogram())
    return sys::path::filename(SP->getFilename()).str() + ":" +
           std::to_string(SP->getLine());
  return "";
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
