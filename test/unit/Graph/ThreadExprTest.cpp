//===- ThreadExprTest.cpp - Lowering IR values to shared expressions ------===//
//
// Protects ThreadExprBuilder against exponential work: values that use the
// previous value twice per step (x + x, xorshift rounds) must share
// sub-results, and past MaxExprSize the value is unknown and marked so.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Graph/ThreadExpr.h"
#include "IR/ParsedKernel.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace llvm;
using namespace gpuperf;

namespace {
/// A kernel whose %x<k> = %x<k-1> + %x<k-1> (%x-1 = tid.x), N steps, then
/// xorshift rounds on %x<N-1>, and a load feeding nothing but a compare.
std::string chainKernel(unsigned N, unsigned Rounds) {
  std::string S = "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
                  "define void @k(ptr %in) {\n"
                  "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
  std::string Prev = "%t";
  for (unsigned K = 0; K < N; ++K) {
    std::string X = "%x" + std::to_string(K);
    S += "  " + X + " = add i32 " + Prev + ", " + Prev + "\n";
    Prev = X;
  }
  S += "  %r = add i32 %t, 0\n";
  Prev = "%r";
  for (unsigned K = 0; K < Rounds; ++K)
    for (auto [Op, Amount] : {std::pair{"shl", 13}, {"lshr", 17}, {"shl", 5}}) {
      std::string Id = std::to_string(K) + "_" + std::to_string(Amount);
      S += "  %s" + Id + " = " + Op + " i32 " + Prev + ", " +
           std::to_string(Amount) + "\n";
      S += "  %y" + Id + " = xor i32 " + Prev + ", %s" + Id + "\n";
      Prev = "%y" + Id;
    }
  S += "  %v = load i32, ptr %in\n"
       "  %c = icmp slt i32 " +
       Prev +
       ", %v\n"
       "  ret void\n}\n";
  return S;
}

struct Built : test::ParsedKernel {
  ResolvedLaunch L;
  std::unique_ptr<ThreadExprBuilder> TEB;

  explicit Built(const std::string &IR) : ParsedKernel(IR) {
    L.Block = Dim3{256, 1, 1};
    if (F)
      TEB = std::make_unique<ThreadExprBuilder>(*F, *DT, *LI, L);
  }
  /// E evaluated for the lane with tid.x = T.
  std::optional<int64_t> at(const ExprRef &E, uint64_t T) const {
    SymValues V = TEB->fixedValues();
    TEB->lanes().bindThread(V, L.Block, T);
    return evaluate(E, V);
  }
};
} // namespace

TEST(ThreadExprBuilder, AddSelfChainSharesOperandsAndStopsAtTheCap) {
  Built B(chainKernel(64, 0));
  ASSERT_TRUE(B.TEB);
  // %x<k> has 2^(k+2) - 1 nodes when expanded: up to %x6 (255) it is kept,
  // as one node per step whose operands are the same shared node.
  for (unsigned K = 0; K < 64; ++K) {
    const Value *X = B.value("x" + std::to_string(K));
    ExprRef E = B.TEB->idx(X);
    if (K <= 6) {
      ASSERT_TRUE(E) << K;
      EXPECT_EQ(E->Size, (1u << (K + 2)) - 1);
      ASSERT_EQ(E->Op, Expr::Add);
      EXPECT_EQ(E->Ops[0].get(), E->Ops[1].get());
      EXPECT_EQ(B.at(E, 3), int64_t(3) << (K + 1));
      EXPECT_EQ(B.TEB->idx(X).get(), E.get()) << "memoised";
      EXPECT_EQ(B.TEB->boundHit(X), ThreadExprBuilder::Bound::None);
    } else {
      // Over the size cap from %x7 on. From %x48 on %t is also more than
      // MaxDepth values up the chain, but the lowering stops at %x47, known
      // by then to be over the cap at any depth (a chain costs linear time).
      EXPECT_FALSE(E) << K;
      EXPECT_EQ(B.TEB->boundHit(X), ThreadExprBuilder::Bound::Size) << K;
      EXPECT_NE(B.TEB->boundNote(X), "");
    }
  }
}

TEST(ThreadExprBuilder, XorshiftRoundsAreCappedAndStated) {
  // 7 rounds: 42 values deep, within MaxDepth, but each xor uses its input
  // twice: far past the size cap.
  Built B(chainKernel(0, 7));
  ASSERT_TRUE(B.TEB);
  // The first xor is small: tid ^ (tid * 8192), exact for small tid.
  ExprRef First = B.TEB->idx(B.value("y0_13"));
  ASSERT_TRUE(First);
  EXPECT_EQ(B.at(First, 5), int64_t(5 ^ (5 << 13)));
  const Value *Last = B.value("y6_5");
  EXPECT_FALSE(B.TEB->idx(Last));
  EXPECT_EQ(B.TEB->boundHit(Last), ThreadExprBuilder::Bound::Size);
  // So is the comparison that uses it.
  const Value *Cmp = B.value("c");
  EXPECT_FALSE(B.TEB->cond(Cmp));
  EXPECT_EQ(B.TEB->boundHit(Cmp), ThreadExprBuilder::Bound::Size);
  EXPECT_EQ(B.TEB->boundNote(Cmp), " (its expression exceeds 256 nodes)");
  // A value from memory is unknown for another reason.
  EXPECT_FALSE(B.TEB->idx(B.value("v")));
  EXPECT_EQ(B.TEB->boundHit(B.value("v")), ThreadExprBuilder::Bound::None);
  EXPECT_EQ(B.TEB->boundNote(B.value("v")), "");
}

TEST(ThreadExprBuilder, DeepChainsStopAtMaxDepthAndSaySo) {
  Built B(chainKernel(0, 64));
  ASSERT_TRUE(B.TEB);
  const Value *Cmp = B.value("c");
  EXPECT_FALSE(B.TEB->cond(Cmp));
  EXPECT_EQ(B.TEB->boundHit(Cmp), ThreadExprBuilder::Bound::Depth);
  EXPECT_EQ(B.TEB->boundNote(Cmp),
            " (its use-def chain is over 48 values deep)");
}
