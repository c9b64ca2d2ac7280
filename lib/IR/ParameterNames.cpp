//===- ParameterNames.cpp - Source names of a function's parameters -------===//
#include "gpuperf/IR/ParameterNames.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace gpuperf;

static std::vector<std::string> splitParameterList(StringRef List);

static bool isIdentChar(char C) { return isAlnum(C) || C == '_'; }

/// Where the parenthesised list that starts at Text[Open] ends (the index of
/// its ')'), or npos.
static size_t matchingParen(StringRef Text, size_t Open) {
  int Depth = 0;
  for (size_t I = Open; I < Text.size(); ++I) {
    if (Text[I] == '(')
      ++Depth;
    else if (Text[I] == ')' && --Depth == 0)
      return I;
  }
  return StringRef::npos;
}

/// The name one parameter declaration gives ("const float *__restrict__ x =
/// 0" -> "x"), or "" when it names none ("float *", "const T").
static std::string declaredName(StringRef Decl) {
  static const StringRef NotNames[] = {
      "int",   "unsigned", "signed", "char",         "short",
      "long",  "float",    "double", "bool",         "void",
      "const", "volatile", "struct", "class",        "typename",
      "enum",  "restrict", "auto",   "__restrict__", "__restrict"};
  Decl = Decl.split('=').first.rtrim();
  while (Decl.ends_with("]")) // arrays: int a[4]
    Decl = Decl.substr(0, Decl.rfind('[')).rtrim();
  size_t Start = Decl.size();
  while (Start > 0 && isIdentChar(Decl[Start - 1]))
    --Start;
  StringRef Name = Decl.substr(Start), Before = Decl.substr(0, Start).rtrim();
  if (Name.empty() || isDigit(Name[0]) || Before.empty() ||
      llvm::is_contained(NotNames, Name))
    return "";
  // "const T": a qualifier right before the identifier means it is the type.
  size_t PrevStart = Before.size();
  while (PrevStart > 0 && isIdentChar(Before[PrevStart - 1]))
    --PrevStart;
  static const StringRef Qualifiers[] = {"const", "volatile", "struct",
                                         "class", "typename", "enum"};
  if (llvm::is_contained(Qualifiers, Before.substr(PrevStart)))
    return "";
  return Name.str();
}

/// Names from the definition's source text, for IR whose debug info is line
/// tables only (CUDA -g) and whose values are unnamed: the parameter list
/// after the function's name at the subprogram's line. Used only when it
/// declares exactly as many parameters as the function has.
static std::vector<std::string> namesFromSource(const Function &F) {
  const DISubprogram *SP = F.getSubprogram();
  if (!SP || SP->getLine() == 0)
    return {};
  SmallString<256> Path(SP->getFilename());
  if (!sys::path::is_absolute(Path)) {
    Path = SP->getDirectory();
    sys::path::append(Path, SP->getFilename());
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return {};
  StringRef Text = (*Buf)->getBuffer();
  size_t Pos = 0;
  for (unsigned L = 1; L < SP->getLine() && Pos != StringRef::npos; ++L)
    if ((Pos = Text.find('\n', Pos)) != StringRef::npos)
      ++Pos;
  StringRef Name = SP->getName().split('<').first; // "scale<float>"
  if (Pos == StringRef::npos || Name.empty())
    return {};
  // The name as a whole word, then '(' (template arguments may sit between).
  for (size_t At = Text.find(Name, Pos); At != StringRef::npos;
       At = Text.find(Name, At + 1)) {
    size_t End = At + Name.size();
    if ((At > 0 && isIdentChar(Text[At - 1])) ||
        (End < Text.size() && isIdentChar(Text[End])))
      continue;
    size_t Open = Text.find_first_not_of(" \t\r\n", End);
    if (Open == StringRef::npos || Text[Open] != '(')
      return {};
    size_t Close = matchingParen(Text, Open);
    if (Close == StringRef::npos)
      return {};
    std::vector<std::string> Decls =
        splitParameterList(Text.slice(Open, Close + 1));
    if (Decls.size() != F.arg_size())
      return {};
    std::vector<std::string> Names;
    for (const std::string &D : Decls)
      Names.push_back(declaredName(D));
    return Names;
  }
  return {};
}

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
  if (llvm::is_contained(Names, "")) {
    std::vector<std::string> FromSource = namesFromSource(F);
    for (unsigned I = 0; I < FromSource.size(); ++I)
      if (Names[I].empty())
        Names[I] = FromSource[I];
  }
  return Names;
}

/// "(float*, pair<int, int>)" -> {"float*", "pair<int, int>"}; also splits
/// source parameter lists (braces of default arguments nest too).
static std::vector<std::string> splitParameterList(StringRef List) {
  std::vector<std::string> Out;
  List = List.trim();
  if (!List.consume_front("(") || !List.consume_back(")"))
    return Out;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= List.size(); ++I) {
    char C = I < List.size() ? List[I] : ',';
    if (C == '<' || C == '(' || C == '[' || C == '{')
      ++Depth;
    else if (C == '>' || C == ')' || C == ']' || C == '}')
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

std::string gpuperf::parameterMention(const std::vector<std::string> &Names,
                                      unsigned ArgNo) {
  if (ArgNo < Names.size() && !Names[ArgNo].empty())
    return "`" + Names[ArgNo] + "`";
  return "#" + std::to_string(ArgNo);
}
