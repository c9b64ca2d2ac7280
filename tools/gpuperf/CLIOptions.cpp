//===- CLIOptions.cpp - Shared flag parsing -------------------------------===//
#include "CLIOptions.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace gpuperf;

int cli::fail(const Twine &Msg) {
  // One line, whatever the message holds.
  std::string S = Msg.str();
  // Control characters (CR, NUL, ESC from a garbage input echoed in a parser
  // message) become spaces, so the terminal shows exactly one line too.
  std::replace_if(
      S.begin(), S.end(),
      [](char C) { return (unsigned char)C < 0x20 || C == 0x7f; }, ' ');
  errs() << "error: " << S << "\n";
  return 1;
}

int cli::fail(Error E) { return fail(toString(std::move(E))); }

void cli::failLoading(Error E) {
  int RC = fail(std::move(E));
  errs().flush();
  outs().flush();
  sys::Process::Exit(RC, /*NoCleanup=*/true);
}

static Error bad(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Error cli::parseArgList(const std::vector<std::string> &Args,
                        LaunchConfig &Out) {
  for (const std::string &A : Args)
    if (Error E = addLaunchArg(Out, A))
      return E;
  return Error::success();
}

Error cli::parseAssumeAccess(const std::vector<std::string> &Items,
                             std::map<std::string, std::string> &Out) {
  for (const std::string &A : Items) {
    auto [Loc, Pattern] = StringRef(A).rsplit('=');
    if (Loc.empty() || !(Pattern == "coalesced" || Pattern == "random" ||
                         Pattern == "uniform"))
      return bad("--assume-access expects LOC=coalesced|random|uniform, got '" +
                 A + "'");
    Out[Loc.str()] = Pattern.str();
  }
  return Error::success();
}

Error cli::parseAssumeBranch(const std::vector<std::string> &Items,
                             std::map<std::string, double> &Out) {
  for (const std::string &A : Items) {
    auto [Loc, P] = StringRef(A).rsplit('=');
    double V;
    if (Loc.empty() || P.getAsDouble(V) || V < 0 || V > 1)
      return bad("--assume-branch expects LOC=P with 0 <= P <= 1, got '" + A +
                 "'");
    Out[Loc.str()] = V;
  }
  return Error::success();
}

Error cli::parseAssumeTrip(const std::vector<std::string> &Items,
                           std::map<std::string, double> &Out) {
  for (const std::string &A : Items) {
    auto [Loc, N] = StringRef(A).rsplit('=');
    double V;
    if (Loc.empty() || N.getAsDouble(V) || !(V >= 0) || V > 1e15)
      return bad("--assume-trip expects LOC=N with N >= 0, got '" + A + "'");
    Out[Loc.str()] = V;
  }
  return Error::success();
}

Error cli::readProfile(StringRef Path, AnalysisOptions &Opts) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return bad("cannot read profile '" + Path +
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
      return bad(
          where() +
          "expected 'access LOC PATTERN', 'branch LOC P' or 'trip LOC N'");
    std::string Item = (F[1] + "=" + F[2]).str();
    if (F[0] == "access") {
      if (Error E = parseAssumeAccess({Item}, Opts.AssumeAccess))
        return bad(where() + toString(std::move(E)));
    } else if (F[0] == "branch") {
      if (Error E = parseAssumeBranch({Item}, Opts.AssumeBranch))
        return bad(where() + toString(std::move(E)));
    } else if (F[0] == "trip") {
      if (Error E = parseAssumeTrip({Item}, Opts.AssumeTrip))
        return bad(where() + toString(std::move(E)));
    } else {
      return bad(where() + "unknown entry '" + F[0] +
                 "' (access, branch or trip)");
    }
  }
  return Error::success();
}

Expected<AnalysisOptions> cli::makeOptions(const LaunchFlags &F) {
  AnalysisOptions O;
  O.GPU = F.GPU;
  O.KernelRegex = F.Kernel;
  if (!parseModelName(F.Model, O.Model))
    return bad("unknown --model '" + F.Model +
               "' (volkov, volkov-contention, baghsorkhi)");
  if (!F.Block.empty()) {
    Expected<Dim3> D = parseDim3(F.Block);
    if (!D)
      return bad("--block: " + toString(D.takeError()));
    O.Launch.Block = *D;
  }
  if (!F.Grid.empty()) {
    Expected<Dim3> D = parseDim3(F.Grid);
    if (!D)
      return bad("--grid: " + toString(D.takeError()));
    O.Launch.Grid = *D;
  }
  if (F.RegsGiven)
    O.Launch.Registers = F.Regs;
  if (F.SmemGiven)
    O.Launch.DynamicShared = F.Smem;
  if (Error E = parseArgList(F.Args, O.Launch))
    return E;
  if (!F.Profile.empty())
    if (Error E = readProfile(F.Profile, O))
      return E;
  if (Error E = parseAssumeAccess(F.AssumeAccess, O.AssumeAccess))
    return E;
  if (Error E = parseAssumeBranch(F.AssumeBranch, O.AssumeBranch))
    return E;
  if (Error E = parseAssumeTrip(F.AssumeTrip, O.AssumeTrip))
    return E;
  return O;
}
