//===- DiskCache.cpp - gpuperf's on-disk cache ----------------------------===//
#include "gpuperf/IR/DiskCache.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>

using namespace llvm;
using namespace gpuperf;

std::string gpuperf::cacheDirectory() {
  if (const char *D = std::getenv("GPUPERF_CACHE_DIR"))
    return D;
  SmallString<128> P;
  if (const char *X = std::getenv("XDG_CACHE_HOME"))
    P = X;
  else if (!sys::path::home_directory(P))
    return "";
  else
    sys::path::append(P, ".cache");
  sys::path::append(P, "gpuperf");
  return std::string(P);
}

bool gpuperf::writeCacheFile(StringRef Path, StringRef Contents) {
  if (sys::fs::create_directories(sys::path::parent_path(Path)))
    return false;
  SmallString<128> Tmp(Path);
  Tmp += formatv(".{0}.tmp", sys::Process::getProcessId()).str();
  std::error_code EC;
  {
    raw_fd_ostream F(Tmp, EC);
    if (EC)
      return false;
    F << Contents;
    F.close();
    if (F.has_error()) {
      F.clear_error();
      sys::fs::remove(Tmp);
      return false;
    }
  }
  if (sys::fs::rename(Tmp, Path)) {
    sys::fs::remove(Tmp);
    return false;
  }
  return true;
}

/// The header of a compile entry; the number of inputs follows it.
static constexpr StringLiteral CompileEntryMagic = "gpuperf-compile/1";

/// The hex MD5 of a file's contents, or nothing when it cannot be read.
static std::optional<std::string> fileHash(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> B =
      MemoryBuffer::getFile(Path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!B)
    return std::nullopt;
  return MD5::hash(arrayRefFromStringRef((*B)->getBuffer()))
      .digest()
      .str()
      .str();
}

std::string CompileCache::entryPath(ArrayRef<std::string> Command) const {
  MD5 Hash;
  auto Add = [&](StringRef S) {
    Hash.update(S);
    Hash.update(StringRef("\0", 1));
  };
  Add(CompileEntryMagic);
  SmallString<128> Cwd;
  if (!sys::fs::current_path(Cwd))
    Add(Cwd);
  // Another build of the compiler at the same path is another compiler.
  sys::fs::file_status Compiler;
  if (!Command.empty() && !sys::fs::status(Command.front(), Compiler))
    Add(formatv("{0} {1}", Compiler.getSize(),
                Compiler.getLastModificationTime().time_since_epoch().count())
            .str());
  for (const std::string &Arg : Command)
    Add(Arg);
  MD5::MD5Result Digest;
  Hash.final(Digest);
  SmallString<128> Path(Dir);
  sys::path::append(Path, Digest.digest().str() + ".compile");
  return std::string(Path);
}

std::optional<std::string>
CompileCache::lookup(ArrayRef<std::string> Command) const {
  if (Dir.empty())
    return std::nullopt;
  std::string EntryPath = entryPath(Command);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Entry =
      MemoryBuffer::getFile(EntryPath);
  if (!Entry)
    return std::nullopt;
  StringRef Rest = (*Entry)->getBuffer();
  auto [Header, Body] = Rest.split('\n');
  unsigned Inputs = 0;
  if (!Header.consume_front(CompileEntryMagic) || !Header.consume_front(" ") ||
      Header.getAsInteger(10, Inputs))
    return std::nullopt;
  Rest = Body;
  for (unsigned I = 0; I < Inputs; ++I) {
    auto [Line, After] = Rest.split('\n');
    auto [Hash, Path] = Line.split(' ');
    if (Path.empty() || fileHash(Path) != Hash)
      return std::nullopt;
    Rest = After;
  }
  // Used now: the last to be evicted.
  if (Expected<sys::fs::file_t> F = sys::fs::openNativeFileForWrite(
          EntryPath, sys::fs::CD_OpenExisting, sys::fs::OF_Append)) {
    sys::fs::setLastAccessAndModificationTime(
        *F, sys::TimePoint<>(std::chrono::system_clock::now()));
    sys::fs::closeFile(*F);
  } else {
    consumeError(F.takeError());
  }
  return Rest.str();
}

bool CompileCache::store(ArrayRef<std::string> Command, StringRef Output,
                         ArrayRef<std::string> Inputs) const {
  if (Dir.empty())
    return false;
  std::string Entry;
  raw_string_ostream OS(Entry);
  OS << CompileEntryMagic << ' ' << Inputs.size() << '\n';
  for (const std::string &Input : Inputs) {
    SmallString<256> Path(Input);
    std::optional<std::string> Hash = fileHash(Path);
    if (!Hash || sys::fs::make_absolute(Path) || Path.str().contains('\n'))
      return false;
    OS << *Hash << ' ' << Path << '\n';
  }
  OS << Output;
  if (!writeCacheFile(entryPath(Command), Entry))
    return false;
  evict();
  return true;
}

void CompileCache::evict() const {
  struct Kept {
    std::string Path;
    sys::TimePoint<> Used;
    uint64_t Bytes;
  };
  std::vector<Kept> Entries;
  uint64_t Total = 0;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    sys::fs::file_status Status;
    if (sys::path::extension(It->path()) != ".compile" ||
        sys::fs::status(It->path(), Status))
      continue;
    Entries.push_back(
        {It->path(), Status.getLastModificationTime(), Status.getSize()});
    Total += Status.getSize();
  }
  if (Total <= MaxBytes)
    return;
  llvm::sort(Entries,
             [](const Kept &A, const Kept &B) { return A.Used < B.Used; });
  for (const Kept &E : Entries) {
    if (Total <= MaxBytes / 4 * 3)
      break;
    // Another run may have removed it first: the space is free either way.
    sys::fs::remove(E.Path);
    Total -= E.Bytes;
  }
}

std::vector<std::string> gpuperf::parseMakeDependencies(StringRef Rules) {
  std::vector<std::string> Words;
  std::string Word;
  auto EndWord = [&] {
    // A rule's target ends in ':'; its prerequisites follow it.
    if (!Word.empty() && Word.back() != ':')
      Words.push_back(Word);
    Word.clear();
  };
  for (size_t I = 0; I < Rules.size(); ++I) {
    char C = Rules[I];
    char Next = I + 1 < Rules.size() ? Rules[I + 1] : '\0';
    if (C == '\\' && (Next == '\n' || Next == '\r')) {
      EndWord(); // a continued line
      ++I;
    } else if (C == '\\' && (Next == ' ' || Next == '#')) {
      Word += Next;
      ++I;
    } else if (C == '$' && Next == '$') {
      Word += '$';
      ++I;
    } else if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      EndWord();
    } else {
      Word += C;
    }
  }
  EndWord();
  return Words;
}
