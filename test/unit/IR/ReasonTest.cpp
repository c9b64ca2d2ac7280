//===- ReasonTest.cpp - Reason kinds have stable, distinct names ----------===//
//
// Tools and tests match reasons by reasonKindName: every kind must have a
// name of its own, in the lower-case, hyphenated form the others use.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/IR/Reason.h"

#include "gtest/gtest.h"

#include <set>
#include <vector>

using namespace gpuperf;

TEST(Reason, EveryKindHasADistinctName) {
  std::set<std::string> Seen;
  // OverBudget is the last enumerator: new kinds go before it.
  for (int I = 0; I <= int(ReasonKind::OverBudget); ++I) {
    std::string Name = reasonKindName(ReasonKind(I)).str();
    ASSERT_FALSE(Name.empty()) << "kind " << I;
    EXPECT_EQ(Name.find_first_not_of("abcdefghijklmnopqrstuvwxyz-"),
              std::string::npos)
        << Name;
    EXPECT_TRUE(Seen.insert(Name).second) << Name << " named twice";
  }
}

TEST(Reason, SetsStateEachSentenceOnceInSentenceOrder) {
  std::set<Reason, BySentence> S;
  S.insert({ReasonKind::CastsDoNotWrap, "b"});
  S.insert({ReasonKind::NonNegativeOperands, "a"});
  S.insert({ReasonKind::CastsDoNotWrap, "b"});
  ASSERT_EQ(S.size(), 2u);
  EXPECT_EQ(S.begin()->Message, "a");
  EXPECT_EQ(S.begin()->Kind, ReasonKind::NonNegativeOperands);
}

TEST(Reason, SentencesAlikeButForTheirSubjectAreSaidOnce) {
  const char *Aligned = "assumed a global allocation aligned to 256 bytes";
  std::vector<Reason> Rs = {
      Reason::about(ReasonKind::BaseAlignment, "kernel pointer argument",
                    "`in`", Aligned),
      {ReasonKind::CastsDoNotWrap, "integer casts assumed not to wrap"},
      Reason::about(ReasonKind::BaseAlignment, "shared array", "@tile",
                    "assumed to start at a multiple of 256 bytes"),
      Reason::about(ReasonKind::BaseAlignment, "kernel pointer argument",
                    "`out`", Aligned),
      Reason::about(ReasonKind::BaseAlignment, "kernel pointer argument",
                    "`in`", Aligned),
      Reason::about(ReasonKind::BaseAlignment, "kernel pointer argument",
                    "`w`", "assumed a global allocation aligned to 16 bytes"),
      Reason::about(ReasonKind::BaseAlignment, "kernel pointer argument",
                    "`bias`", Aligned),
  };
  EXPECT_EQ(Rs[0].Message,
            "kernel pointer argument `in` assumed a global allocation "
            "aligned to 256 bytes");
  std::vector<std::vector<size_t>> From;
  std::vector<Reason> M = mergeAlikeSubjects(Rs, &From);
  ASSERT_EQ(M.size(), 4u);
  EXPECT_EQ(M[0].Message, "kernel pointer arguments `in`, `out` and `bias` "
                          "each assumed a global allocation aligned to 256 "
                          "bytes");
  EXPECT_EQ(From[0], (std::vector<size_t>{0, 3, 4, 6}));
  EXPECT_EQ(M[1].Message, Rs[1].Message); // no subject: stands alone
  EXPECT_EQ(M[2].Message, Rs[2].Message); // one shared array: as it was
  EXPECT_EQ(M[3].Message, Rs[5].Message); // another predicate
  EXPECT_EQ(From[3], (std::vector<size_t>{5}));
}
