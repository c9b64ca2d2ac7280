//===- Options.cpp - The one options validator ----------------------------===//
#include "gpuperf/Analysis/Options.h"
#include "gpuperf/Hardware/ErrorMessage.h"
#include "gpuperf/Symbolic/WarpPattern.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;
using namespace gpuperf;

Error gpuperf::parseAssumeAccess(const std::vector<std::string> &Items,
                                 std::map<std::string, std::string> &Out,
                                 FlagSpelling Flags) {
  for (const std::string &A : Items) {
    auto [Loc, Pattern] = StringRef(A).rsplit('=');
    if (Loc.empty() || !parseAssumedPattern(Pattern))
      return errorMessage(
          Flags.flag("assume-access") +
          " expects "
          "LOC=coalesced|random|random:K|distinct|uniform (K bins, 1 "
          "<= K <= 2^31), got '" +
          A + "'");
    Out[Loc.str()] = Pattern.str();
  }
  return Error::success();
}

Error gpuperf::parseAssumeBranch(const std::vector<std::string> &Items,
                                 std::map<std::string, double> &Out,
                                 FlagSpelling Flags) {
  for (const std::string &A : Items) {
    auto [Loc, P] = StringRef(A).rsplit('=');
    double V;
    if (Loc.empty() || P.getAsDouble(V) || !(V >= 0 && V <= 1))
      return errorMessage(Flags.flag("assume-branch") +
                          " expects LOC=P with 0 <= P <= 1, got '" + A + "'");
    Out[Loc.str()] = V;
  }
  return Error::success();
}

Error gpuperf::parseAssumeTrip(const std::vector<std::string> &Items,
                               std::map<std::string, double> &Out,
                               FlagSpelling Flags) {
  for (const std::string &A : Items) {
    auto [Loc, N] = StringRef(A).rsplit('=');
    double V;
    if (Loc.empty() || N.getAsDouble(V) || !(V >= 0) || V > 1e15)
      return errorMessage(Flags.flag("assume-trip") +
                          " expects LOC=N with 0 <= N <= 1e15, got '" + A +
                          "'");
    Out[Loc.str()] = V;
  }
  return Error::success();
}

Error gpuperf::readProfile(StringRef Path, AnalysisOptions &Opts) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return errorMessage("cannot read profile '" + Path +
                        "': " + Buf.getError().message());
  SmallVector<StringRef> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (unsigned I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I].split('#').first.trim();
    if (L.empty())
      continue;
    SmallVector<StringRef, 3> F;
    L.split(F, ' ', -1, false);
    auto where = [&]() { return (Path + ":" + Twine(I + 1) + ": ").str(); };
    if (F.size() != 3)
      return errorMessage(
          where() +
          "expected 'access LOC PATTERN', 'branch LOC P' or 'trip LOC N'");
    std::string Item = (F[1] + "=" + F[2]).str();
    Error E = Error::success();
    if (F[0] == "access")
      E = parseAssumeAccess({Item}, Opts.AssumeAccess, Opts.Flags);
    else if (F[0] == "branch")
      E = parseAssumeBranch({Item}, Opts.AssumeBranch, Opts.Flags);
    else if (F[0] == "trip")
      E = parseAssumeTrip({Item}, Opts.AssumeTrip, Opts.Flags);
    else
      return errorMessage(where() + "unknown entry '" + F[0] +
                          "' (access, branch or trip)");
    if (E)
      return errorMessage(where() + toString(std::move(E)));
  }
  return Error::success();
}

static Error parseDim3Flag(StringRef Text, StringRef Flag,
                           std::optional<Dim3> &Out) {
  if (Text.empty())
    return Error::success();
  Expected<Dim3> D = parseDim3(Text);
  if (!D)
    return errorMessage(Flag + ": " + toString(D.takeError()));
  Out = *D;
  return Error::success();
}

Expected<AnalysisOptions> gpuperf::makeOptions(const OptionValues &V,
                                               FlagSpelling Flags) {
  AnalysisOptions O;
  O.Flags = Flags;
  O.GPU = V.GPU;
  O.KernelRegex = V.Kernel;
  O.NoPtxas = V.NoPtxas;
  O.CudaPath = V.CudaPath;
  O.MaxKernelInstructions = V.MaxKernelInstructions;
  O.MaxKernelAccesses = V.MaxKernelAccesses;
  if (!parseModelName(V.Model, O.Model))
    return errorMessage("unknown " + Flags.flag("model") + " '" + V.Model +
                        "' (" + modelNames(", ") + ")");
  if (Error E = parseDim3Flag(V.Block, Flags.flag("block"), O.Launch.Block))
    return E;
  if (Error E = parseDim3Flag(V.Grid, Flags.flag("grid"), O.Launch.Grid))
    return E;
  O.Launch.Registers = V.Regs;
  O.Launch.DynamicShared = V.Smem;
  for (const std::string &A : V.Args)
    if (Error E = addLaunchArg(O.Launch, A, Flags.flag("arg")))
      return E;
  if (!V.Profile.empty())
    if (Error E = readProfile(V.Profile, O))
      return E;
  if (Error E = parseAssumeAccess(V.AssumeAccess, O.AssumeAccess, Flags))
    return E;
  if (Error E = parseAssumeBranch(V.AssumeBranch, O.AssumeBranch, Flags))
    return E;
  if (Error E = parseAssumeTrip(V.AssumeTrip, O.AssumeTrip, Flags))
    return E;
  return O;
}

/// Splits on blanks; single or double quotes group words (no escapes).
static Expected<std::vector<std::string>> splitWords(StringRef S) {
  std::vector<std::string> Out;
  std::string Cur;
  bool InWord = false;
  char Quote = 0;
  for (char C : S) {
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Cur += C;
    } else if (C == '\'' || C == '"') {
      Quote = C, InWord = true;
    } else if (isSpace(C)) {
      if (InWord)
        Out.push_back(Cur), Cur.clear(), InWord = false;
    } else {
      Cur += C, InWord = true;
    }
  }
  if (Quote)
    return errorMessage("options: unterminated quote");
  if (InWord)
    Out.push_back(Cur);
  return Out;
}

static Error parseUnsigned(StringRef Flag, StringRef Value, unsigned &Out) {
  if (Value.getAsInteger(0, Out))
    return errorMessage(Flag + " expects a non-negative integer, got '" +
                        Value + "'");
  return Error::success();
}

/// Stores one "--flag value" of an option string into \p V.
static Error setOption(StringRef Flag, StringRef Value, OptionValues &V) {
  std::string *Text = StringSwitch<std::string *>(Flag)
                          .Case("--block", &V.Block)
                          .Case("--grid", &V.Grid)
                          .Case("--kernel", &V.Kernel)
                          .Case("--model", &V.Model)
                          .Case("--profile", &V.Profile)
                          .Case("--cuda-path", &V.CudaPath)
                          .Default(nullptr);
  std::vector<std::string> *List =
      StringSwitch<std::vector<std::string> *>(Flag)
          .Case("--arg", &V.Args)
          .Case("--assume-access", &V.AssumeAccess)
          .Case("--assume-branch", &V.AssumeBranch)
          .Case("--assume-trip", &V.AssumeTrip)
          .Default(nullptr);
  if (Text) {
    *Text = Value.str();
    return Error::success();
  }
  if (List) {
    List->push_back(Value.str());
    return Error::success();
  }
  unsigned N = 0;
  if (Error E = parseUnsigned(Flag, Value, N))
    return E;
  if (Flag == "--regs")
    V.Regs = N;
  else if (Flag == "--smem")
    V.Smem = N;
  else if (Flag == "--max-kernel-instructions")
    V.MaxKernelInstructions = N;
  else
    V.MaxKernelAccesses = N;
  return Error::success();
}

Error gpuperf::parseOptionString(StringRef Text, OptionValues &V,
                                 ExtraFlags *Extra) {
  std::vector<std::string> WithValue = {"--block",
                                        "--grid",
                                        "--arg",
                                        "--kernel",
                                        "--model",
                                        "--regs",
                                        "--smem",
                                        "--profile",
                                        "--cuda-path",
                                        "--assume-access",
                                        "--assume-branch",
                                        "--assume-trip",
                                        "--max-kernel-instructions",
                                        "--max-kernel-accesses"};
  std::vector<std::string> Switches = {"--no-ptxas"};
  // A front end may take over an analysis flag (rank's --block is a list).
  auto Add = [](std::vector<std::string> &To,
                const std::vector<std::string> &Flags) {
    for (const std::string &F : Flags)
      if (!is_contained(To, F))
        To.push_back(F);
  };
  if (Extra)
    Add(WithValue, Extra->WithValue), Add(Switches, Extra->Switches);
  auto IsExtra = [&](const std::string &Flag) {
    return Extra && (is_contained(Extra->WithValue, Flag) ||
                     is_contained(Extra->Switches, Flag));
  };
  Expected<std::vector<std::string>> Words = splitWords(Text);
  if (!Words)
    return Words.takeError();
  for (size_t I = 0; I < Words->size(); ++I) {
    std::string Flag = (*Words)[I], Value;
    bool HasValue = false;
    if (size_t Eq = Flag.find('=');
        Flag.rfind("--", 0) == 0 && Eq != std::string::npos)
      Value = Flag.substr(Eq + 1), Flag = Flag.substr(0, Eq), HasValue = true;
    if (is_contained(Switches, Flag)) {
      if (Flag == "--no-ptxas")
        V.NoPtxas = true;
      else
        Extra->Given.push_back({Flag, ""});
      continue;
    }
    if (!is_contained(WithValue, Flag))
      return errorMessage("options: unknown option '" + Flag + "' (" +
                          join(WithValue, ", ") + ", " + join(Switches, ", ") +
                          ")");
    if (!HasValue) {
      if (I + 1 >= Words->size())
        return errorMessage("options: " + Flag + " needs a value");
      Value = (*Words)[++I];
    }
    if (IsExtra(Flag))
      Extra->Given.push_back({Flag, Value});
    else if (Error E = setOption(Flag, Value, V))
      return E;
  }
  return Error::success();
}
