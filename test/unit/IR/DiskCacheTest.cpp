//===- DiskCacheTest.cpp - the compile cache returns only valid output ----===//
//
// A compile kept in the cache is returned for the same command while every
// file it read is unchanged, and never otherwise: a stale entry would hand
// gpuperf the IR of a source the user has since edited.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/IR/DiskCache.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace llvm;
using namespace gpuperf;

namespace {

class CompileCacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(sys::fs::createUniqueDirectory("gpuperf-compile-cache", Root));
    Source = path("kernel.cu");
    Header = path("tile.h");
    write(Source, "#include \"tile.h\"\n__global__ void k() {}\n");
    write(Header, "#define TILE 16\n");
    Command = {"/bin/true", "-O2", Source};
  }
  void TearDown() override { sys::fs::remove_directories(Root); }

  std::string path(StringRef Name) const {
    SmallString<128> P(Root);
    sys::path::append(P, Name);
    return std::string(P);
  }
  static void write(StringRef Path, StringRef Text) {
    std::error_code EC;
    raw_fd_ostream F(Path, EC);
    ASSERT_FALSE(EC);
    F << Text;
  }
  CompileCache cache() const { return CompileCache(path("cache")); }

  SmallString<128> Root;
  std::string Source, Header;
  std::vector<std::string> Command;
};

TEST_F(CompileCacheTest, ReturnsTheKeptOutputWhileItsInputsAreUnchanged) {
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
  ASSERT_TRUE(cache().store(Command, "; IR 16\n", {Source, Header}));
  EXPECT_EQ(cache().lookup(Command), std::optional<std::string>("; IR 16\n"));
}

TEST_F(CompileCacheTest, AChangedHeaderIsAMiss) {
  ASSERT_TRUE(cache().store(Command, "; IR 16\n", {Source, Header}));
  write(Header, "#define TILE 32\n");
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
  // The new compile replaces the stale entry.
  ASSERT_TRUE(cache().store(Command, "; IR 32\n", {Source, Header}));
  EXPECT_EQ(cache().lookup(Command), std::optional<std::string>("; IR 32\n"));
}

TEST_F(CompileCacheTest, AChangedSourceOrAMissingInputIsAMiss) {
  ASSERT_TRUE(cache().store(Command, "; IR\n", {Source, Header}));
  write(Source, "__global__ void k() {}\n");
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
  ASSERT_TRUE(cache().store(Command, "; IR\n", {Source, Header}));
  ASSERT_FALSE(sys::fs::remove(Header));
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
}

TEST_F(CompileCacheTest, AnotherArgumentIsAnotherEntry) {
  ASSERT_TRUE(cache().store(Command, "; O2\n", {Source}));
  std::vector<std::string> Other = {"/bin/true", "-O2", "-DTILE=8", Source};
  EXPECT_EQ(cache().lookup(Other), std::nullopt);
  ASSERT_TRUE(cache().store(Other, "; TILE 8\n", {Source}));
  EXPECT_EQ(cache().lookup(Command), std::optional<std::string>("; O2\n"));
  EXPECT_EQ(cache().lookup(Other), std::optional<std::string>("; TILE 8\n"));
}

TEST_F(CompileCacheTest, ACorruptEntryIsAMiss) {
  ASSERT_TRUE(cache().store(Command, "; IR\n", {Source, Header}));
  std::error_code EC;
  sys::fs::directory_iterator Entry(path("cache"), EC);
  ASSERT_FALSE(EC);
  std::string File = Entry->path();
  write(File, "gpuperf-compile/1 2\n"); // its inputs cut off
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
  write(File, "gpuperf-compile/7 0\n; IR\n"); // another format
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
}

TEST_F(CompileCacheTest, KeepsNothingWithoutADirectoryOrAReadableInput) {
  CompileCache None("");
  EXPECT_FALSE(None.store(Command, "; IR\n", {Source}));
  EXPECT_EQ(None.lookup(Command), std::nullopt);
  EXPECT_FALSE(cache().store(Command, "; IR\n", {Source, path("gone.h")}));
  EXPECT_EQ(cache().lookup(Command), std::nullopt);
}

TEST_F(CompileCacheTest, PastItsSizeTheLeastRecentlyUsedEntriesGo) {
  // Four entries of about 1000 bytes where 3500 may stay: the fourth store
  // evicts down to three quarters, the least recently used first.
  CompileCache Small(path("small"), 3500);
  std::string Output(1000, 'x');
  auto Cmd = [&](StringRef Name) {
    return std::vector<std::string>{"/bin/true", Name.str(), Source};
  };
  ASSERT_TRUE(Small.store(Cmd("a"), Output, {Source}));
  ASSERT_TRUE(Small.store(Cmd("b"), Output, {Source}));
  ASSERT_TRUE(Small.store(Cmd("c"), Output, {Source}));
  ASSERT_TRUE(Small.lookup(Cmd("a"))); // used again: now the most recent
  ASSERT_TRUE(Small.store(Cmd("d"), Output, {Source}));
  EXPECT_TRUE(Small.lookup(Cmd("a")));
  EXPECT_FALSE(Small.lookup(Cmd("b")));
  EXPECT_FALSE(Small.lookup(Cmd("c")));
  EXPECT_TRUE(Small.lookup(Cmd("d")));
}

TEST(MakeDependencies, ReadsClangsRulesWithContinuationsAndEscapes) {
  EXPECT_EQ(parseMakeDependencies("/tmp/out.ll: /src/k.cu \\\n"
                                  "  /src/my\\ dir/t.h /inc/a$$b.h \\\n"
                                  "  /inc/\\#x.h\n"),
            (std::vector<std::string>{"/src/k.cu", "/src/my dir/t.h",
                                      "/inc/a$b.h", "/inc/#x.h"}));
  EXPECT_EQ(parseMakeDependencies(""), std::vector<std::string>{});
  EXPECT_EQ(parseMakeDependencies("out.ll:\n"), std::vector<std::string>{});
}

} // namespace
