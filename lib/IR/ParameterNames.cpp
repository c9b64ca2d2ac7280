//===- ParameterNames.cpp - Source names of a function's parameters -------===//
#include "gpuperf/IR/ParameterNames.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/raw_ostream.h"

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

/// "(float*, pair<int, int>)" -> {"float*", "pair<int, int>"}.
static std::vector<std::string> splitParameterList(StringRef List) {
  std::vector<std::string> Out;
  List = List.trim();
  if (!List.consume_front("(") || !List.consume_back(")"))
    return Out;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= List.size(); ++I) {
    char C = I < List.size() ? List[I] : ',';
    if (C == '<' || C == '(' || C == '[')
      ++Depth;
    else if (C == '>' || C == ')' || C == ']')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Out.push_back(List.slice(Start, I).trim().str());
      Start = I + 1;
    }
  }
  if (Out.size() == 1 && (Out[0].empty() || Out[0] == "void"))
    Out.clear();
  return Out;
}

std::vector<std::string> gpuperf::parameterTypes(const Function &F) {
  std::vector<std::string> Types;
  ItaniumPartialDemangler D;
  std::string Name = F.getName().str();
  if (!D.partialDemangle(Name.c_str()) && D.isFunction()) {
    size_t N = 0;
    if (char *P = D.getFunctionParameters(nullptr, &N)) {
      Types = splitParameterList(P);
      std::free(P);
    }
  }
  if (Types.size() == F.arg_size())
    return Types;
  Types.clear();
  for (const Argument &A : F.args()) {
    std::string T;
    raw_string_ostream OS(T);
    A.getType()->print(OS);
    Types.push_back(OS.str());
  }
  return Types;
}

std::string gpuperf::describeParameters(const Function &F) {
  std::vector<std::string> Names = parameterNames(F), Types = parameterTypes(F);
  std::string Out;
  for (unsigned I = 0; I < F.arg_size(); ++I) {
    if (I)
      Out += ", ";
    Out += "#" + std::to_string(I) + " ";
    Out += Names[I].empty() ? "(" + Types[I] + ", no name)"
                            : Names[I] + " (" + Types[I] + ")";
  }
  return Out.empty() ? "no parameters" : Out;
}
