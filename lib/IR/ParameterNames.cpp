//===- ParameterNames.cpp - Source names of a function's parameters -------===//
#include "gpuperf/IR/ParameterNames.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;
using namespace gpuperf;

std::vector<std::string> gpuperf::parameterNames(const Function &F) {
  std::vector<std::string> Names(F.arg_size());
  const DISubprogram *SP = F.getSubprogram();
  auto Note = [&](const DILocalVariable *V) {
    if (!V || !V->isParameter() || V->getArg() > Names.size() ||
        V->getName().empty() || V->getScope()->getSubprogram() != SP)
      return;
    std::string &Name = Names[V->getArg() - 1];
    if (Name.empty())
      Name = V->getName().str();
  };
  if (SP)
    for (const DINode *N : SP->getRetainedNodes())
      Note(dyn_cast<DILocalVariable>(N));
  for (const Instruction &I : instructions(F))
    for (const DbgVariableRecord &R : filterDbgVars(I.getDbgRecordRange()))
      Note(R.getVariable());
  for (const Instruction &I : instructions(F))
    if (auto *D = dyn_cast<DbgVariableIntrinsic>(&I))
      Note(D->getVariable());
  for (const Argument &A : F.args())
    if (Names[A.getArgNo()].empty() && A.hasName())
      Names[A.getArgNo()] = A.getName().str();
  return Names;
}
