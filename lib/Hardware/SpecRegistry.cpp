//===- SpecRegistry.cpp - Built-in specs and lookup -----------------------===//
#include "gpuperf/Hardware/SpecRegistry.h"
#include "gpuperf/Hardware/BuiltinSpecs.h"
#include "gpuperf/Hardware/ErrorMessage.h"
#include "gpuperf/Hardware/SpecParser.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <functional>
#include <map>
#include <set>

using namespace llvm;
using namespace gpuperf;

namespace {
bool looksLikePath(StringRef S) {
  return S.contains('/') || S.ends_with(".yaml") || S.ends_with(".yml");
}
} // namespace

SpecRegistry::SpecRegistry() {
  // Built-in specs may name each other as `base:` in any file order, so parse
  // on demand with memoisation and cycle detection.
  std::map<std::string, const EmbeddedFile *> ByName;
  for (const EmbeddedFile &F : builtinSpecFiles())
    ByName[sys::path::stem(F.Name).str()] = &F;
  std::map<std::string, GPUSpec> Done;
  std::set<std::string> InProgress;

  std::function<Expected<GPUSpec>(StringRef)> Parse =
      [&](StringRef Name) -> Expected<GPUSpec> {
    std::string Key = Name.lower();
    if (auto It = Done.find(Key); It != Done.end())
      return It->second;
    auto It = ByName.find(Key);
    if (It == ByName.end())
      return errorMessage("no built-in spec named '" + Name + "'");
    if (!InProgress.insert(Key).second)
      return errorMessage("'base:' chain through '" + Name + "' is a cycle");
    Expected<GPUSpec> S = parseSpec(It->second->Text, It->second->Name,
                                    [&](StringRef B) { return Parse(B); });
    InProgress.erase(Key);
    if (!S)
      return S.takeError();
    S->Origin = std::string("builtin:") + It->second->Name;
    Done[Key] = *S;
    return S;
  };
  for (auto &[Name, File] : ByName) {
    Expected<GPUSpec> S = Parse(Name);
    if (S)
      Specs.push_back(std::move(*S));
    else
      BrokenBuiltins.push_back(toString(S.takeError()));
  }
}

const SpecRegistry &SpecRegistry::builtin() {
  static const SpecRegistry R;
  return R;
}

std::string SpecRegistry::knownNames() const {
  std::vector<std::string> Names;
  for (const GPUSpec &S : Specs)
    Names.push_back(S.Name);
  return join(Names, ", ");
}

const GPUSpec *SpecRegistry::findBuiltin(StringRef NameOrAlias) const {
  for (const GPUSpec &S : Specs) {
    if (S.Name == NameOrAlias ||
        StringRef(S.Name).equals_insensitive(NameOrAlias))
      return &S;
    for (const std::string &A : S.Aliases)
      if (StringRef(A).equals_insensitive(NameOrAlias))
        return &S;
  }
  return nullptr;
}

Expected<GPUSpec> SpecRegistry::loadFile(StringRef Path) const {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return errorMessage("cannot read spec '" + Path +
                        "': " + Buf.getError().message());
  return parseUserSpec((*Buf)->getBuffer(), Path);
}

Expected<GPUSpec> SpecRegistry::parseUserSpec(StringRef Text,
                                              StringRef Path) const {
  Expected<GPUSpec> S = parseSpec(
      Text, Path,
      [&](StringRef Base) -> Expected<GPUSpec> {
        if (const GPUSpec *B = findBuiltin(Base))
          return *B;
        return errorMessage("unknown base GPU '" + Base +
                            "' (known: " + knownNames() + ")");
      },
      [&](StringRef Alias) -> std::string {
        const GPUSpec *Owner = findBuiltin(Alias);
        return Owner ? Owner->Name : "";
      });
  if (S)
    S->Origin = Path.str();
  return S;
}

Expected<GPUSpec> SpecRegistry::lookup(StringRef NameAliasOrPath) const {
  if (looksLikePath(NameAliasOrPath))
    return loadFile(NameAliasOrPath);
  if (const GPUSpec *S = findBuiltin(NameAliasOrPath))
    return *S;
  return errorMessage("unknown GPU '" + NameAliasOrPath + "' (known: " +
                      knownNames() + "; or give a path to a spec .yaml)");
}
