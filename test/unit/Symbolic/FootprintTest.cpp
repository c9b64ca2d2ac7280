//===- FootprintTest.cpp - Footprints against the sectors counted one by one
//===//
//
// Protects footprintSectors, which decides how much DRAM traffic the L2
// saves (Model/L2Traffic.h), with a brute-force oracle that enumerates every
// index of the box and collects the sectors touched: the count must be exact
// where the strides nest (row-major arrays, the case it is built for), never
// below the oracle anywhere (a footprint too small would credit reuse that
// does not exist), and close to it for a stencil's union of neighbours.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Symbolic/Footprint.h"
#include "gpuperf/IR/LaunchContext.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace gpuperf;

namespace {

constexpr unsigned Sector = 32;

AffineFootprint box(unsigned Bytes, int64_t Offset,
                    std::vector<std::pair<int64_t, int64_t>> StrideExtent) {
  AffineFootprint F;
  F.Valid = true;
  F.AccessBytes = Bytes;
  F.OffsetBytes = Offset;
  unsigned Axis = 0;
  for (auto [S, E] : StrideExtent)
    F.Terms.push_back({FootprintTerm::Thread, Axis++, S, E});
  return F;
}

/// Every sector any index of any access in Group touches.
int64_t bruteSectors(const std::vector<const AffineFootprint *> &Group) {
  std::set<int64_t> Sectors;
  for (const AffineFootprint *F : Group) {
    std::vector<int64_t> Idx(F->Terms.size(), 0);
    while (true) {
      int64_t Addr = F->OffsetBytes;
      for (size_t T = 0; T < Idx.size(); ++T)
        Addr += F->Terms[T].StrideBytes * Idx[T];
      for (int64_t B = 0; B < F->AccessBytes; ++B) {
        int64_t X = Addr + B;
        Sectors.insert(X >= 0 ? X / Sector : -((-X + Sector - 1) / Sector));
      }
      size_t T = 0;
      while (T < Idx.size() && ++Idx[T] == F->Terms[T].Extent)
        Idx[T++] = 0;
      if (T == Idx.size())
        break;
    }
  }
  return int64_t(Sectors.size());
}

int64_t estimate(const std::vector<const AffineFootprint *> &Group) {
  return footprintSectors(Group, FootprintScope{}, Sector);
}

TEST(Footprint, NestedSectorPitchedStridesAreExact) {
  std::mt19937 Rng(7);
  for (int Case = 0; Case < 400; ++Case) {
    unsigned Bytes = 1u << (Rng() % 5); // 1..16
    int64_t Ex = 1 + Rng() % 40, Ey = 1 + Rng() % 6, Ez = 1 + Rng() % 4;
    // Each stride at least the span of the smaller ones, rows padded to
    // whole sectors (row-major arrays with a pitch of whole sectors).
    auto Pitch = [](int64_t Span, int64_t Pad) {
      return (Span + Sector - 1) / Sector * Sector + Pad * Sector;
    };
    int64_t Sx = Bytes * (1 + Rng() % 2);
    int64_t Sy = Pitch(Sx * Ex, Rng() % 3);
    int64_t Sz = Pitch(Sy * Ey, Rng() % 5);
    int64_t Off = Bytes * (Rng() % 40);
    AffineFootprint F = box(Bytes, Off, {{Sx, Ex}, {Sy, Ey}, {Sz, Ez}});
    if (Sx > Bytes && Sx < Sector)
      continue; // gaps inside a sector: an upper bound only (below)
    EXPECT_EQ(estimate({&F}), bruteSectors({&F}))
        << "bytes " << Bytes << " offset " << Off << " strides " << Sx << ","
        << Sy << "," << Sz << " extents " << Ex << "," << Ey << "," << Ez;
  }
}

TEST(Footprint, NeverBelowTheSectorsTouched) {
  std::mt19937 Rng(11);
  for (int Case = 0; Case < 600; ++Case) {
    unsigned Bytes = 1u << (Rng() % 5);
    std::vector<std::pair<int64_t, int64_t>> Terms;
    for (unsigned T = 0, N = 1 + Rng() % 3; T < N; ++T) {
      int64_t S = int64_t(Bytes) * (1 + Rng() % 300);
      Terms.push_back({Rng() % 4 == 0 ? -S : S, 1 + int64_t(Rng() % 12)});
    }
    int64_t Off = int64_t(Rng() % 4096);
    AffineFootprint A = box(Bytes, Off, Terms);
    AffineFootprint B = box(Bytes, Off + int64_t(Rng() % 3000), Terms);
    EXPECT_GE(estimate({&A}), bruteSectors({&A})) << "case " << Case;
    EXPECT_GE(estimate({&A, &B}), bruteSectors({&A, &B})) << "case " << Case;
  }
}

TEST(Footprint, StencilNeighboursAreOneUnion) {
  // in[y*W + x] and its four neighbours, x over 256 threads, y over 64 rows.
  const int64_t W = 4096, Elem = 4;
  std::vector<AffineFootprint> Points;
  for (int64_t D : {-W, int64_t(-1), int64_t(0), int64_t(1), W})
    Points.push_back(box(4, (W + 1 + D) * Elem, {{Elem, 256}, {W * Elem, 64}}));
  std::vector<const AffineFootprint *> Group;
  for (const AffineFootprint &P : Points)
    Group.push_back(&P);
  int64_t Exact = bruteSectors(Group), Est = estimate(Group);
  EXPECT_GE(Est, Exact);
  EXPECT_LE(double(Est), 1.1 * double(Exact)); // not five separate arrays
}

TEST(Footprint, ScopeFixesLoopsAndLimitsBlocks) {
  AffineFootprint F;
  F.Valid = true;
  F.AccessBytes = 4;
  F.Terms = {{FootprintTerm::Thread, 0, 4, 32},
             {FootprintTerm::Block, 0, 128, 1000},
             {FootprintTerm::Loop, 1, 128000, 100}};
  FootprintScope All;
  All.BlockExtent[0] = 1000;
  FootprintScope OneIteration = All;
  OneIteration.FixedLoopDepth = 1;
  OneIteration.BlockExtent[0] = 10;
  // All: 100 rows of 128000 contiguous bytes; one iteration of 10 blocks:
  // 1280 bytes.
  EXPECT_EQ(footprintSectors({&F}, All, Sector), 100 * 4000);
  EXPECT_EQ(footprintSectors({&F}, OneIteration, Sector), 40);
  EXPECT_EQ(scopeRepetitions(F, OneIteration), 100);
  EXPECT_EQ(scopeRepetitions(F, All), 1);
}

// One warp of a 2-D block (L2Traffic's in-warp reuse): the thread extents
// limit the box as block extents do, here to 8 x 4 threads of a 64-row,
// 16 x 16-thread tile read by a stencil's three rows; the oracle enumerates
// the same threads.
TEST(Footprint, ThreadExtentsLimitTheBoxToOneWarp) {
  std::vector<AffineFootprint> Rows;
  for (int64_t Dy : {-1, 0, 1})
    Rows.push_back(box(4, 1024 + Dy * 256, {{4, 16}, {256, 16}}));
  std::vector<const AffineFootprint *> Group;
  for (const AffineFootprint &F : Rows)
    Group.push_back(&F);
  FootprintScope Warp;
  Warp.ThreadExtent[0] = 8;
  Warp.ThreadExtent[1] = 4;
  std::vector<AffineFootprint> Limited = Rows;
  for (AffineFootprint &F : Limited) {
    F.Terms[0].Extent = 8;
    F.Terms[1].Extent = 4;
  }
  std::vector<const AffineFootprint *> LimitedGroup;
  for (const AffineFootprint &F : Limited)
    LimitedGroup.push_back(&F);
  EXPECT_EQ(footprintSectors(Group, Warp, Sector), bruteSectors(LimitedGroup));
  EXPECT_EQ(footprintSectors({&Rows[0]}, Warp, Sector), 4); // 4 rows of 32 B
  EXPECT_EQ(footprintSectors(Group, Warp, Sector), 6);      // rows -1 .. 4
}

// Offsets that chain past the box's extent (in[i + k], k < 64, over one
// warp's 32 lanes) extend it without a gap: one run of 380 bytes, not 32
// copies of a 128-byte run (which held the union above the members' sum).
TEST(Footprint, ChainedOffsetsExtendTheBox) {
  std::vector<AffineFootprint> Taps;
  for (int64_t K = 0; K < 64; ++K)
    Taps.push_back(box(4, 4 * K, {{4, 32}}));
  std::vector<const AffineFootprint *> Group;
  for (const AffineFootprint &F : Taps)
    Group.push_back(&F);
  EXPECT_EQ(footprintSectors(Group, FootprintScope{}, Sector),
            bruteSectors(Group));
  EXPECT_EQ(bruteSectors(Group), 12);
}

// The zero extension of a 32-bit index some threads take below zero is a
// modulo of 2^32 (IRLowering::extended): the wrapped threads' bytes move by
// 2^34, whole sectors, so the launch touches as many sectors as the index
// itself would, which the oracle counts with the wrap. A modulo that folds
// the range onto itself (by 64 over 768 threads) has no footprint. Such an
// address had none at all.
TEST(Footprint, AWrappedIndexTouchesAsManySectorsAsItsOperand) {
  SymbolTable Syms;
  unsigned Tid = Syms.getOrAdd(SymKind::Tid, 0, "tid.x");
  unsigned Ctaid = Syms.getOrAdd(SymKind::Ctaid, 0, "ctaid.x");
  ResolvedLaunch L;
  L.Block = {96, 1, 1};
  L.Grid = {8, 1, 1};
  Syms[Ctaid].Lo = 0;
  Syms[Ctaid].Hi = 7;
  auto NoLoops = [](unsigned) { return 0u; };
  const int64_t Wrap = int64_t(1) << 32;
  for (int64_t P : {0, 3, 50, 200, 700, 767}) {
    ExprRef Global = mkAdd(mkMul(mkConst(96), mkSym(Ctaid)), mkSym(Tid));
    ExprRef Offset = mkMul(mkConst(4), mkMod(mkSub(Global, mkConst(P)), Wrap));
    AffineFootprint F = affineFootprint(Offset, Syms, NoLoops, L, 4);
    ASSERT_TRUE(F.Valid) << "p " << P << ": " << F.Why;
    std::set<int64_t> Sectors;
    for (int64_t G = 0; G < 768; ++G)
      Sectors.insert(4 * ((G - P + Wrap) % Wrap) / Sector);
    FootprintScope All;
    All.BlockExtent[0] = 8;
    EXPECT_EQ(footprintSectors({&F}, All, Sector), int64_t(Sectors.size()))
        << "p " << P;
  }
  ExprRef Folded = mkMul(mkConst(4), mkMod(mkSym(Tid), 64));
  EXPECT_FALSE(affineFootprint(Folded, Syms, NoLoops, L, 4).Valid);
}

} // namespace
