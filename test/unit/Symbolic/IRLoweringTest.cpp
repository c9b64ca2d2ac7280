//===- IRLoweringTest.cpp - The one IR lowering, both forms, lane by lane -===//
//
// Protects the rules of IRLowering: every value and condition of a kernel is
// lowered in the Address form (what the access analysis uses) and in the
// Index form (what divergence and trip counts use), and both must evaluate,
// for every thread of a 1024-thread block, to what the IR computes (a C++
// mirror of each instruction). Covers the rules shared since the three
// lowerings became one: narrow truncation, laneid, freeze, shifts and masks,
// xor with true, logical and/or spelled as selects; and a comparison used as
// an integer, narrow arithmetic that wraps before a zext, unsigned
// comparisons, minima and maxima of values that are negative in some lanes;
// 32-bit arithmetic that wraps, and unsigned division, remainder and shift
// of values that are negative in some lanes; signed division by a negative
// divisor and unsigned division by a divisor past 2^31.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Symbolic/IRLowering.h"
#include "IR/ParsedKernel.h"
#include "gpuperf/Graph/ThreadExpr.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>

using namespace llvm;
using namespace gpuperf;

namespace {

const char *Kernel = R"(
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
define void @k(i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mask = and i32 %t, 31
  %shr = lshr i32 %t, 3
  %div = udiv i32 %t, 6
  %rem = urem i32 %t, 10
  %plus = add i32 %t, 200
  %narrow = trunc i32 %plus to i8
  %wide = zext i8 %narrow to i32
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %lt = icmp ult i32 %t, 100
  %min = select i1 %lt, i32 %t, i32 100
  %shl = shl i32 %t, 5
  %or = or disjoint i32 %shl, 7
  %fr = freeze i32 %mask
  %arg = add i32 %t, %n
  %c1 = icmp ult i32 %t, 500
  %c2 = icmp ugt i32 %rem, 3
  %notc1 = xor i1 %c1, true
  %and = select i1 %c1, i1 %c2, i1 false
  %orc = select i1 %c1, i1 true, i1 %c2
  %odd = trunc i32 %t to i1
  %run = and i32 %t, 252
  %high = and i32 %t, -8
  %orlow = or i32 %shr, 3
  %orrun = or i32 %t, 48
  %half = lshr i32 %t, 1
  %row16 = shl i32 %half, 4
  %orruns = or i32 %row16, 113
  %andruns = and i32 %t, 1011
  %flip = xor i32 %mask, 31
  %asmlane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  %asmtid = call i32 asm "mov.u32 $0, %tid.x;", "=r"()
  %carry = zext i1 %c1 to i32
  %t2 = trunc i32 %t to i2
  %s2 = add i2 %t2, 1
  %wrap2 = zext i2 %s2 to i32
  %below = sub i32 %t, 300
  %window = icmp ult i32 %below, 8
  %outside = icmp uge i32 %below, 700
  %ucarry = zext i1 %window to i32
  %usel = select i1 %outside, i32 %t, i32 -1
  %umin = call i32 @llvm.umin.i32(i32 %below, i32 5)
  %umax = call i32 @llvm.umax.i32(i32 %below, i32 5)
  %zt = zext i32 %t to i64
  %zbelow = zext i32 %below to i64
  %sbelow = sext i32 %below to i64
  %sminus = sext i8 %narrow to i32
  %neg = sub i32 %t, 2000
  %zneg = zext i32 %neg to i64
  %big = mul i32 %t, 4194304
  %bigshr = ashr i32 %big, 20
  %zbig = zext i32 %bigshr to i64
  %zarg = zext i32 %arg to i64
  %negbig = icmp slt i32 %big, 0
  %ushr = lshr i32 %below, 4
  %udiv7 = udiv i32 %below, 7
  %urem97 = urem i32 %below, 97
  %sdiv7 = sdiv i32 %below, 7
  %srem7 = srem i32 %below, 7
  %sdivneg = sdiv i32 %below, -7
  %sremneg = srem i32 %below, -7
  %uremhuge = urem i32 %below, 3000000000
  %udivhuge = udiv i32 %below, 3000000000
  %wide64 = mul nuw nsw i64 %zt, 4194304
  %cut = trunc i64 %wide64 to i32
  ret void
}
)";

/// The Address form with the least policy: operands value by value, thread
/// indices as symbols, launch dimensions as constants.
class AddressLowering : public IRLowering {
public:
  AddressLowering(SymbolTable &Syms, unsigned Tid, unsigned N)
      : IRLowering(ExprForm::Address, Syms), Tid(Tid), N(N) {}

protected:
  ExprRef valueOperand(const Value *V) override { return lowerValue(V); }
  ExprRef parameter(const Argument &) override { return mkSym(N); }
  ExprRef threadIndex(SymKind K, unsigned Dim) override {
    if (K == SymKind::Tid && Dim == 0)
      return mkSym(Tid);
    if (K == SymKind::Ntid && Dim == 0)
      return mkConst(1024);
    return K == SymKind::Tid ? mkConst(0) : mkConst(1);
  }
  ExprRef loopIteration(const Loop &) override { return nullptr; }
  ExprRef phi(const PHINode &) override { return nullptr; }
  void assume(Reason R) override { Assumed.push_back(R.Kind); }

public:
  std::vector<ReasonKind> Assumed;

private:
  unsigned Tid, N;
};

constexpr int64_t ArgN = 17;

/// What the IR computes for thread T, by value name.
const std::map<std::string, std::function<int64_t(int64_t)>> &mirror() {
  static const std::map<std::string, std::function<int64_t(int64_t)>> M = {
      {"mask", [](int64_t T) { return T & 31; }},
      {"shr", [](int64_t T) { return T >> 3; }},
      {"div", [](int64_t T) { return T / 6; }},
      {"rem", [](int64_t T) { return T % 10; }},
      {"wide", [](int64_t T) { return (T + 200) % 256; }},
      {"lane", [](int64_t T) { return T % 32; }},
      {"min", [](int64_t T) { return T < 100 ? T : 100; }},
      {"or", [](int64_t T) { return T * 32 + 7; }},
      {"fr", [](int64_t T) { return T & 31; }},
      {"arg", [](int64_t T) { return T + ArgN; }},
      // Masks of one run of bits, as InstCombine leaves (x & ~3) | 3.
      {"run", [](int64_t T) { return T & 252; }},
      {"high", [](int64_t T) { return T & -8; }},
      {"orlow", [](int64_t T) { return (T >> 3) | 3; }},
      {"orrun", [](int64_t T) { return T | 48; }},
      // Masks of several runs: an SGEMM's (y0 + 7) * 16 + 1 with
      // y0 = tid / 16 * 8, as InstCombine writes it.
      {"orruns", [](int64_t T) { return ((T >> 1) << 4) | 113; }},
      {"andruns", [](int64_t T) { return T & 1011; }},
      // 31 - (t & 31), as InstCombine writes it.
      {"flip", [](int64_t T) { return 31 - (T & 31); }},
      // CUB's LaneId(): the special register read by inline PTX.
      {"asmlane", [](int64_t T) { return T % 32; }},
      {"asmtid", [](int64_t T) { return T; }},
      // A comparison as an integer: a rounded-up division's carry.
      {"carry", [](int64_t T) { return T < 500 ? 1 : 0; }},
      // Two-bit arithmetic wraps before the zext: an unrolled loop's
      // remainder count.
      {"wrap2", [](int64_t T) { return (T % 4 + 1) % 4; }},
      // Unsigned comparisons, minima and maxima of t - 300, negative in
      // the first 300 threads: as unsigned it is above every bound there.
      {"ucarry", [](int64_t T) { return uint32_t(T - 300) < 8u ? 1 : 0; }},
      {"usel", [](int64_t T) { return uint32_t(T - 300) >= 700u ? T : -1; }},
      {"umin",
       [](int64_t T) {
         return int64_t(int32_t(std::min(uint32_t(T - 300), 5u)));
       }},
      {"umax",
       [](int64_t T) {
         return int64_t(int32_t(std::max(uint32_t(T - 300), 5u)));
       }},
      // 32-bit arithmetic past 2^31 wraps (t * 2^22 for t >= 512), and a
      // shift brings it back into range.
      {"big", [](int64_t T) { return int64_t(int32_t(uint32_t(T) << 22)); }},
      {"bigshr",
       [](int64_t T) { return int64_t(int32_t(uint32_t(T) << 22) >> 20); }},
      {"zbig",
       [](int64_t T) {
         return int64_t(uint32_t(int32_t(uint32_t(T) << 22) >> 20));
       }},
      // Unsigned division, remainder and shift of t - 300 read its bits as
      // unsigned where it is negative.
      {"ushr", [](int64_t T) { return int64_t(uint32_t(T - 300) >> 4); }},
      {"udiv7", [](int64_t T) { return int64_t(uint32_t(T - 300) / 7); }},
      {"urem97", [](int64_t T) { return int64_t(uint32_t(T - 300) % 97); }},
      // Signed ones truncate towards zero.
      {"sdiv7", [](int64_t T) { return (T - 300) / 7; }},
      {"srem7", [](int64_t T) { return (T - 300) % 7; }},
      // By a negative divisor: the negated quotient by its magnitude, the
      // remainder keeping the dividend's sign.
      {"sdivneg", [](int64_t T) { return (T - 300) / -7; }},
      {"sremneg", [](int64_t T) { return (T - 300) % -7; }},
      // An unsigned divisor past 2^31 is no negative one.
      {"uremhuge",
       [](int64_t T) { return int64_t(uint32_t(T - 300) % 3000000000u); }},
      {"udivhuge",
       [](int64_t T) { return int64_t(uint32_t(T - 300) / 3000000000u); }},
      // A 64-bit product cut to 32 bits: the low bits, read as signed.
      {"cut", [](int64_t T) { return int64_t(int32_t(uint32_t(T) << 22)); }},
  };
  return M;
}

const std::map<std::string, std::function<bool(int64_t)>> &conditions() {
  static const std::map<std::string, std::function<bool(int64_t)>> M = {
      {"c1", [](int64_t T) { return T < 500; }},
      {"notc1", [](int64_t T) { return !(T < 500); }},
      {"and", [](int64_t T) { return T < 500 && T % 10 > 3; }},
      {"orc", [](int64_t T) { return T < 500 || T % 10 > 3; }},
      {"odd", [](int64_t T) { return T % 2 == 1; }},
      {"window", [](int64_t T) { return uint32_t(T - 300) < 8u; }},
      {"outside", [](int64_t T) { return uint32_t(T - 300) >= 700u; }},
      {"negbig", [](int64_t T) { return int32_t(uint32_t(T) << 22) < 0; }},
  };
  return M;
}

/// One block of 1024 threads along x, n given.
ResolvedLaunch blockOf1024() {
  ResolvedLaunch L;
  L.Block = {1024, 1, 1};
  L.Args = {{"n", ArgN}};
  return L;
}

/// The Index form's symbol values for thread T of block 0 (x only).
SymValues threadValues(const ThreadExprBuilder &Index, int64_t T) {
  SymValues IV = Index.fixedValues();
  const LaneSymbols &Lanes = Index.lanes();
  IV[Lanes.Tid[0]] = T;
  IV[Lanes.Tid[1]] = IV[Lanes.Tid[2]] = 0;
  IV[Lanes.Ctaid[0]] = IV[Lanes.Ctaid[1]] = IV[Lanes.Ctaid[2]] = 0;
  return IV;
}

TEST(IRLowering, BothFormsComputeWhatTheIRComputesForEveryThread) {
  test::ParsedKernel K(Kernel);
  ASSERT_NE(K.F, nullptr);
  ResolvedLaunch L = blockOf1024();
  ThreadExprBuilder Index(*K.F, *K.DT, *K.LI, L);
  SymbolTable AddrSyms;
  unsigned Tid = AddrSyms.getOrAdd(SymKind::Tid, 0, "tid.x");
  // The launch's bounds, which tell where 32-bit arithmetic wraps.
  AddrSyms[Tid].Lo = 0;
  AddrSyms[Tid].Hi = 1023;
  unsigned N = AddrSyms.getOrAdd(SymKind::Param, 0, "n");
  AddressLowering Address(AddrSyms, Tid, N);

  auto Check = [&](const std::string &Name, bool Cond,
                   const std::function<int64_t(int64_t)> &Want) {
    const Value *V = K.value(Name);
    ASSERT_NE(V, nullptr) << Name;
    ExprRef IE = Cond ? Index.cond(V) : Index.idx(V);
    ExprRef AE = Cond ? Address.lowerCondition(V) : Address.lowerValue(V);
    ASSERT_TRUE(IE) << Name << " has no index expression";
    ASSERT_TRUE(AE) << Name << " has no address expression";
    for (int64_t T = 0; T < 1024; ++T) {
      SymValues IV = threadValues(Index, T);
      SymValues AV(AddrSyms.size());
      AV[Tid] = T;
      AV[N] = ArgN;
      EXPECT_EQ(evaluate(IE, IV), Want(T))
          << Name << " (index form " << Index.print(IE) << ") at tid " << T;
      EXPECT_EQ(evaluate(AE, AV), Want(T))
          << Name << " (address form " << print(AE, AddrSyms) << ") at tid "
          << T;
      if (HasFailure())
        return;
    }
  };
  for (const auto &[Name, Want] : mirror())
    Check(Name, false, Want);
  for (const auto &[Name, Holds] : conditions())
    Check(Name, true, [&](int64_t T) { return int64_t(Holds(T)); });
}

// A widening is the value itself where the value's range shows it
// unchanged, the value moved by 2^bits where the range is wholly on the
// side that wraps, and a modulo where the range straddles the wrap (also
// after 32-bit arithmetic that wraps: t * 2^22 for t >= 512, shifted back
// into range, is reduced into the signed range first); the Address form
// states its assumption only where a value it depends on is unknown. The
// assumption was stated for every cast (SCEV's) or for none (the IR's),
// then wherever an operation inside the operand wrapped, and both forms
// read a zero-extended negative value as that value.
TEST(IRLowering, CastsAreExactWhereTheRangeFitsAndStatedWhereNot) {
  test::ParsedKernel K(Kernel);
  ASSERT_NE(K.F, nullptr);
  ResolvedLaunch L = blockOf1024();
  ThreadExprBuilder Index(*K.F, *K.DT, *K.LI, L);
  SymbolTable Syms;
  unsigned Tid = Syms.getOrAdd(SymKind::Tid, 0, "tid.x");
  Syms[Tid].Lo = 0;
  Syms[Tid].Hi = 1023;
  unsigned N = Syms.getOrAdd(SymKind::Param, 0, "n");
  Syms[N].Value = ArgN;

  const std::pair<const char *, std::function<int64_t(int64_t)>> Cases[] = {
      {"zt", [](int64_t T) { return T; }},
      {"sbelow", [](int64_t T) { return T - 300; }},
      {"zneg", [](int64_t T) { return int64_t(uint32_t(T - 2000)); }},
      {"zbelow", [](int64_t T) { return int64_t(uint32_t(T - 300)); }},
      {"sminus", [](int64_t T) { return int64_t(int8_t((T + 200) % 256)); }},
      {"zbig", [](int64_t T) {
         return int64_t(uint32_t(int32_t(uint32_t(T) << 22) >> 20));
       }}};
  for (const auto &[Name, Want] : Cases) {
    ExprRef IE = Index.idx(K.value(Name));
    AddressLowering Address(Syms, Tid, N);
    ExprRef AE = Address.lowerValue(K.value(Name));
    ASSERT_TRUE(IE && AE) << Name;
    EXPECT_FALSE(
        llvm::is_contained(Address.Assumed, ReasonKind::CastsDoNotWrap))
        << Name << " in the address form: " << print(AE, Syms);
    for (int64_t T = 0; T < 1024; ++T) {
      SymValues AV(Syms.size());
      AV[Tid] = T;
      AV[N] = ArgN;
      ASSERT_EQ(evaluate(IE, threadValues(Index, T)), Want(T))
          << Name << " (index form " << Index.print(IE) << ") at tid " << T;
      ASSERT_EQ(evaluate(AE, AV), Want(T))
          << Name << " (address form " << print(AE, Syms) << ") at tid " << T;
    }
  }
  SymbolTable Open = Syms;
  Open[N].Value.reset();
  AddressLowering Unbounded(Open, Tid, N);
  EXPECT_TRUE(Unbounded.lowerValue(K.value("zarg")));
  EXPECT_TRUE(llvm::is_contained(Unbounded.Assumed, ReasonKind::CastsDoNotWrap))
      << "t + n may wrap where n is unknown";
}

TEST(IRLowering, AddressFormRefusesWhatISLCannotTake) {
  SymbolTable Syms;
  unsigned Tid = Syms.getOrAdd(SymKind::Tid, 0, "tid.x");
  unsigned N = Syms.getOrAdd(SymKind::Param, 0, "n");
  // A variable shift is kept by the Index form, refused by the Address form.
  const char *Src = R"(
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
define void @k(i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = shl i32 %t, %n
  ret void
}
)";
  test::ParsedKernel P(Src);
  ASSERT_NE(P.F, nullptr);
  const Value *S = P.value("s");
  AddressLowering Address(Syms, Tid, N);
  EXPECT_FALSE(Address.lowerValue(S));
  ResolvedLaunch L;
  ThreadExprBuilder Index(*P.F, *P.DT, *P.LI, L);
  ExprRef E = Index.idx(S);
  ASSERT_TRUE(E);
  EXPECT_FALSE(isQuasiAffine(E));
}

} // namespace
