//===- ReasonTest.cpp - Reason kinds have stable, distinct names ----------===//
//
// Tools and tests match reasons by reasonKindName: every kind must have a
// name of its own, in the lower-case, hyphenated form the others use.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/IR/Reason.h"

#include "gtest/gtest.h"

#include <set>

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
