//===- SourceLoc.cpp - Source locations of IR ----------------------------===//
#include "gpuperf/IR/SourceLoc.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Instruction.h"
#include "llvm/Support/Path.h"

using namespace llvm;

/// Name in Directory, as one path (a name may be absolute on its own: clang
/// spells a file given by its absolute path so, with the CU's directory
/// elsewhere).
static SmallString<256> fullPath(StringRef Directory, StringRef Name) {
  SmallString<256> P;
  if (!sys::path::is_absolute(Name))
    P = Directory;
  sys::path::append(P, Name);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return P;
}

/// Whether DL is in the main source file of its compile unit.
static bool inMainFile(const DILocation &DL) {
  const DISubprogram *SP = DL.getScope()->getSubprogram();
  const DICompileUnit *CU = SP ? SP->getUnit() : nullptr;
  if (!CU || !CU->getFile())
    return false;
  return fullPath(DL.getDirectory(), DL.getFilename()) ==
         fullPath(CU->getDirectory(), CU->getFilename());
}

const DILocation *gpuperf::userLocation(const DILocation *DL) {
  for (const DILocation *L = DL; L; L = L->getInlinedAt()) {
    if (inMainFile(*L))
      return L;
    if (!L->getInlinedAt())
      return L; // the function's own line: a kernel defined in a header
  }
  return nullptr;
}

static std::string fmt(const DILocation *DL) {
  DL = gpuperf::userLocation(DL);
  if (!DL)
    return "";
  return sys::path::filename(DL->getFilename()).str() + ":" +
         std::to_string(DL->getLine()) + ":" + std::to_string(DL->getColumn());
}

/// I's own location, else (code that passes moved and left without a line,
/// as LICM and GVN do) the location of the nearest instruction that uses
/// its value, else of one that computes an operand: a hoisted load is
/// reported at the statement that consumes it. A few hops at most.
static const DILocation *locatedNear(const Instruction &I) {
  auto Located = [](const Instruction &X) -> const DILocation * {
    const DILocation *DL = X.getDebugLoc().get();
    return DL && DL->getLine() ? DL : nullptr;
  };
  if (const DILocation *DL = Located(I))
    return DL;
  constexpr unsigned MaxVisited = 32;
  SmallVector<const Instruction *, 8> Work{&I};
  SmallPtrSet<const Instruction *, 8> Seen{&I};
  for (size_t K = 0; K < Work.size(); ++K)
    for (const User *U : Work[K]->users()) {
      if (Seen.size() >= MaxVisited)
        break;
      if (auto *UI = dyn_cast<Instruction>(U); UI && Seen.insert(UI).second) {
        if (const DILocation *DL = Located(*UI))
          return DL;
        Work.push_back(UI);
      }
    }
  for (const Use &Op : I.operands())
    if (auto *OI = dyn_cast<Instruction>(Op.get()))
      if (const DILocation *DL = Located(*OI))
        return DL;
  return I.getDebugLoc().get();
}

std::string gpuperf::instructionLoc(const Instruction &I) {
  return fmt(locatedNear(I));
}

std::string gpuperf::instructionLineOrFunction(const Instruction &I) {
  if (const DILocation *DL = userLocation(locatedNear(I)))
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

std::string gpuperf::loopIterationName(const Loop &L) {
  const DILocation *At = userLocation(
      L.getStartLoc() ? L.getStartLoc().get()
                      : L.getHeader()->getTerminator()->getDebugLoc().get());
  if (At)
    return "iter@" + std::to_string(At->getLine());
  if (L.getHeader()->hasName())
    return "iv." + L.getHeader()->getName().str();
  return "iv." + std::to_string(L.getLoopDepth());
}

bool gpuperf::locMatches(const std::string &Loc, const std::string &Key) {
  if (Loc == Key)
    return true;
  return !Key.empty() && Loc.size() > Key.size() &&
         Loc.compare(0, Key.size(), Key) == 0 && Loc[Key.size()] == ':';
}
