// Random quasi-affine address expressions: the ISL lane-pattern path must
// agree exactly with a lane-by-lane brute-force oracle that evaluates the same
// expression tree per thread and counts sectors/transactions/bank ways itself.
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Symbolic/WarpPattern.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>
#include <random>
#include <set>

using namespace gpuperf;

namespace {

GPUSpec makeSpec(CoalescingRule R, unsigned Banks, unsigned BankBytes) {
  GPUSpec S;
  S.Memory.Coalescing = R;
  S.Memory.SectorBytes = 32;
  S.Memory.LineBytes = 128;
  S.Throughput.SharedBanks = Banks;
  S.Throughput.SharedBankBytes = BankBytes;
  return S;
}

std::vector<GPUSpec> allSpecs() {
  return {makeSpec(CoalescingRule::G80, 16, 4),
          makeSpec(CoalescingRule::GT200, 16, 4),
          makeSpec(CoalescingRule::Fermi, 32, 4),
          makeSpec(CoalescingRule::Sectors, 32, 8),
          makeSpec(CoalescingRule::Sectors, 32, 4)};
}

// ---- Oracle cost functions (written independently of the library) ----
struct OracleCost {
  double Sectors, Ideal, Trans, Ways, Words;
};

OracleCost oracleCost(const std::vector<int64_t> &A,
                      const std::vector<bool> &Act, unsigned B,
                      const GPUSpec &S) {
  OracleCost C{0, 0, 0, 0, 0};
  std::set<int64_t> Bytes, Sec, Lines, Words;
  for (unsigned L = 0; L < 32; ++L)
    if (Act[L])
      for (unsigned K = 0; K < B; ++K) {
        int64_t X = A[L] + K;
        Bytes.insert(X);
        Sec.insert(floorDiv(X, 32));
        Lines.insert(floorDiv(X, 128));
        Words.insert(floorDiv(X, 4));
      }
  C.Sectors = double(Sec.size());
  C.Words = double(Words.size());
  C.Ideal = double((Bytes.size() + 31) / 32);
  switch (S.Memory.Coalescing) {
  case CoalescingRule::Sectors:
    C.Trans = C.Sectors;
    break;
  case CoalescingRule::Fermi:
    C.Trans = double(Lines.size());
    break;
  case CoalescingRule::GT200:
    for (unsigned H = 0; H < 2; ++H) {
      int64_t Seg = B == 1 ? 32 : B == 2 ? 64 : 128;
      std::map<int64_t, std::set<int64_t>> Used; // segment -> bytes
      for (unsigned L = H * 16; L < H * 16 + 16; ++L)
        if (Act[L])
          for (unsigned K = 0; K < B; ++K)
            Used[floorDiv(A[L], Seg)].insert(A[L] + K);
      for (auto &[Sg, By] : Used) {
        (void)Sg;
        ++C.Trans; // one transaction per segment, whatever its size
      }
    }
    break;
  case CoalescingRule::G80:
    for (unsigned H = 0; H < 2; ++H) {
      std::vector<unsigned> Ls;
      for (unsigned L = H * 16; L < H * 16 + 16; ++L)
        if (Act[L])
          Ls.push_back(L);
      if (Ls.empty())
        continue;
      bool Ok = B == 4 || B == 8 || B == 16;
      int64_t Base = A[Ls[0]] - int64_t(Ls[0] - H * 16) * B;
      Ok &= floorMod(Base, 16 * B) == 0;
      for (unsigned L : Ls)
        Ok &= A[L] == Base + int64_t(L - H * 16) * B;
      C.Trans += Ok ? (B == 16 ? 2 : 1) : double(Ls.size());
    }
    break;
  }
  // Banks: phases of lanes; 16-bank machines issue half-warps separately.
  int64_t NB = S.Throughput.SharedBanks, BW = S.Throughput.SharedBankBytes;
  unsigned Req = NB == 16 ? 16 : 32;
  unsigned Phase =
      unsigned(std::min<int64_t>(Req, NB * BW / std::max<int64_t>(B, BW)));
  for (unsigned R = 0; R < 32; R += Req) {
    double Sum = 0;
    for (unsigned P = R; P < R + Req; P += Phase) {
      size_t Worst = 0;
      for (int64_t Bank = 0; Bank < NB; ++Bank) {
        std::set<int64_t> Words;
        for (unsigned L = P; L < P + Phase; ++L)
          if (Act[L])
            for (int64_t X = A[L]; X < A[L] + int64_t(B); ++X)
              if (floorMod(floorDiv(X, BW), NB) == Bank)
                Words.insert(floorDiv(X, BW));
        Worst = std::max(Worst, Words.size());
      }
      Sum += double(Worst);
    }
    C.Ways = std::max(C.Ways, Sum);
  }
  return C;
}

// ---- Random expression generation ----
struct Case {
  SymbolTable Syms;
  ExprRef Offset;
  ExprRef Guard; // 0/1 lane predicate, null = every lane
  Dim3 Block, Grid;
  unsigned Bytes;
  std::vector<unsigned> EnumSyms; // unknown, bounded: enumerated by oracle
};

Case randomCase(std::mt19937 &R) {
  auto U = [&](int Lo, int Hi) {
    return std::uniform_int_distribution<int>(Lo, Hi)(R);
  };
  Case C;
  static const unsigned Sizes[] = {1, 2, 4, 8, 16};
  C.Bytes = Sizes[U(0, 4)];
  int Dims = U(1, 3);
  if (Dims == 1)
    C.Block = {unsigned(U(1, 160)), 1, 1};
  else if (Dims == 2)
    C.Block = {unsigned(U(1, 40)), unsigned(U(1, 6)), 1};
  else
    C.Block = {unsigned(U(1, 10)), unsigned(U(1, 4)), unsigned(U(1, 3))};
  C.Grid = {unsigned(U(1, 3)), unsigned(U(1, 2)), 1};
  const char *XYZ[] = {"x", "y", "z"};
  unsigned Tid[3], Ntid[3], Ctaid[2];
  for (unsigned D = 0; D < 3; ++D) {
    Tid[D] = C.Syms.getOrAdd(SymKind::Tid, D, std::string("tid.") + XYZ[D]);
    Ntid[D] = C.Syms.getOrAdd(SymKind::Ntid, D, std::string("ntid.") + XYZ[D]);
    C.Syms[Ntid[D]].Value = D == 0 ? C.Block.X : D == 1 ? C.Block.Y : C.Block.Z;
  }
  for (unsigned D = 0; D < 2; ++D) {
    Ctaid[D] =
        C.Syms.getOrAdd(SymKind::Ctaid, D, std::string("ctaid.") + XYZ[D]);
    C.Syms[Ctaid[D]].Lo = 0;
    C.Syms[Ctaid[D]].Hi = int64_t(D == 0 ? C.Grid.X : C.Grid.Y) - 1;
    C.EnumSyms.push_back(Ctaid[D]);
  }
  unsigned PK = C.Syms.getOrAdd(SymKind::Param, 0, "n"); // known
  C.Syms[PK].Value = U(0, 70);
  unsigned PU = C.Syms.getOrAdd(SymKind::Param, 1, "m"); // unknown, bounded
  C.Syms[PU].Lo = U(0, 3);
  C.Syms[PU].Hi = *C.Syms[PU].Lo + U(0, 4);
  C.EnumSyms.push_back(PU);
  unsigned IV = C.Syms.getOrAdd(SymKind::IV, 0, "iv.loop");
  C.Syms[IV].Lo = 0;
  C.Syms[IV].Hi = U(0, 5);
  C.EnumSyms.push_back(IV);

  auto Tx = [&](unsigned D) { return mkSym(Tid[D]); };
  // Linear thread id, the usual building block.
  ExprRef Lin = mkAdd(
      Tx(0), mkMul(mkSym(Ntid[0]), mkAdd(Tx(1), mkMul(mkSym(Ntid[1]), Tx(2)))));
  std::function<ExprRef(int)> Term = [&](int Depth) -> ExprRef {
    switch (U(0, Depth > 1 ? 6 : 12)) {
    case 0:
      return mkConst(U(-8, 40));
    case 1:
      return mkMul(mkConst(U(0, 9)), Tx(U(0, 2)));
    case 2:
      return mkMul(mkSym(PK), Tx(U(0, 2)));
    case 3:
      return mkMul(mkSym(PU), Tx(U(0, 2)));
    case 4:
      return mkMul(mkSym(Ctaid[U(0, 1)]), mkSym(Ntid[U(0, 1)]));
    case 5:
      return mkMul(mkConst(U(1, 33)), mkSym(IV));
    case 6:
      return Lin;
    case 7:
      return mkFloorDiv(Term(Depth + 1), U(1, 9) * (U(0, 1) ? 1 : 4));
    case 8:
      return mkMod(Term(Depth + 1), U(2, 40));
    case 9: // shift and mask
      return mkMul(mkConst(1 << U(0, 5)), mkMod(Term(Depth + 1), 1 << U(1, 5)));
    case 10:
      return mkMin(Term(Depth + 1), Term(Depth + 1));
    case 11:
      return mkSelect(Expr::LT, Tx(U(0, 2)), mkConst(U(0, 20)), Term(Depth + 1),
                      Term(Depth + 1));
    default:
      return mkAdd(mkMul(mkConst(U(1, 4)), Term(Depth + 1)), Term(Depth + 1));
    }
  };
  ExprRef Idx = mkConst(0);
  int NT = U(1, 3);
  for (int I = 0; I < NT; ++I)
    Idx = mkAdd(Idx, mkMul(mkConst(U(1, 5) * (U(0, 3) ? 1 : 32)), Term(0)));
  C.Offset = mkMul(mkConst(C.Bytes), Idx);
  return C;
}

// A random lane predicate (0/1): tid < k, tid % m == r, comparisons with the
// IV, ctaid and the bounded unknown parameter, and/or/not of those.
ExprRef randomGuard(Case &C, std::mt19937 &R) {
  auto U = [&](int Lo, int Hi) {
    return std::uniform_int_distribution<int>(Lo, Hi)(R);
  };
  const char *XYZ[] = {"x", "y", "z"};
  auto Tid = [&](unsigned D) {
    return mkSym(
        C.Syms.getOrAdd(SymKind::Tid, D, std::string("tid.") + XYZ[D]));
  };
  auto Ntid = [&](unsigned D) {
    return mkSym(
        C.Syms.getOrAdd(SymKind::Ntid, D, std::string("ntid.") + XYZ[D]));
  };
  ExprRef IV = mkSym(C.Syms.getOrAdd(SymKind::IV, 0, "iv.loop"));
  ExprRef PU = mkSym(C.Syms.getOrAdd(SymKind::Param, 1, "m"));
  ExprRef PK = mkSym(C.Syms.getOrAdd(SymKind::Param, 0, "n"));
  ExprRef Ctaid = mkSym(C.Syms.getOrAdd(SymKind::Ctaid, 0, "ctaid.x"));
  ExprRef Lin =
      mkAdd(Tid(0), mkMul(Ntid(0), mkAdd(Tid(1), mkMul(Ntid(1), Tid(2)))));
  auto Cmp = [&](Expr::PredKind P, ExprRef A, ExprRef B) {
    return mkSelect(P, A, B, mkConst(1), mkConst(0));
  };
  auto Pick = [&]() -> ExprRef {
    ExprRef T = U(0, 2) ? Lin : Tid(U(0, 2));
    switch (U(0, 8)) {
    case 0: // tid < k
      return Cmp(Expr::LT, T, mkConst(U(0, 80)));
    case 1: { // tid % m == r
      int M = U(2, 16);
      return Cmp(Expr::EQ, mkMod(T, M), mkConst(U(0, M - 1)));
    }
    case 2: // tid % (2^(iv)) style: tid % 2^k == 0 with k from a table by IV
      return Cmp(Expr::EQ, mkMod(T, 1 << U(1, 5)), mkConst(0));
    case 3: // 2*c*tid < k: a strided-index reduction guard
      return Cmp(Expr::LT, mkMul(mkConst(U(1, 16)), T), mkConst(U(1, 256)));
    case 4: // tid < c*iv + k: lanes depend on the IV
      return Cmp(Expr::LT, T,
                 mkAdd(mkMul(mkConst(U(1, 12)), IV), mkConst(U(0, 8))));
    case 5: // iv-only guard (lane-invariant)
      return Cmp(U(0, 1) ? Expr::LE : Expr::EQ, IV, mkConst(U(0, 4)));
    case 6: // with the bounded unknown parameter
      return Cmp(Expr::LT, mkAdd(T, PU), mkConst(U(0, 40)));
    case 7: // bounds check against a known parameter with ctaid
      return Cmp(Expr::LT, mkAdd(mkMul(Ctaid, Ntid(0)), Tid(0)), PK);
    default: // tid % m == r with r from the IV
      return Cmp(Expr::EQ, mkMod(mkAdd(T, IV), U(2, 8)), mkConst(0));
    }
  };
  ExprRef G = Pick();
  int Extra = U(0, 2);
  for (int I = 0; I < Extra; ++I) {
    ExprRef H = Pick();
    if (U(0, 3) == 0)
      H = mkSub(mkConst(1), H);              // not
    G = U(0, 2) ? mkMin(G, H) : mkMax(G, H); // and / or
  }
  return G;
}

// Oracle lane patterns: enumerate every thread and every value of the
// unknown bounded symbols; collect distinct (residue, distances) per warp,
// each weighted by the fraction of the symbols' values that issue it.
LanePatterns oraclePatterns(const Case &C) {
  LanePatterns P;
  P.Bytes = C.Bytes;
  unsigned NW = unsigned((C.Block.size() + 31) / 32);
  for (unsigned W = 0; W < NW; ++W) {
    WarpRequestVariants WR;
    WR.Active.assign(32, false);
    for (unsigned L = 0; L < 32; ++L)
      WR.Active[L] = uint64_t(W) * 32 + L < C.Block.size();
    std::map<std::vector<int64_t>, double> Keys; // key -> points issuing it
    double Points = 0;
    std::vector<std::optional<int64_t>> V(C.Syms.size());
    for (unsigned I = 0; I < C.Syms.size(); ++I)
      V[I] = C.Syms[I].Value;
    std::function<void(unsigned)> Rec = [&](unsigned K) {
      if (K < C.EnumSyms.size()) {
        const Symbol &S = C.Syms[C.EnumSyms[K]];
        for (int64_t X = *S.Lo; X <= *S.Hi; ++X) {
          V[C.EnumSyms[K]] = X;
          Rec(K + 1);
        }
        return;
      }
      ++Points;
      std::vector<int64_t> A(32, 0);
      std::vector<bool> Act(32, false);
      bool Any = false;
      for (unsigned L = 0; L < 32; ++L) {
        if (!WR.Active[L])
          continue;
        uint64_t T = uint64_t(W) * 32 + L;
        for (unsigned I = 0; I < C.Syms.size(); ++I)
          if (C.Syms[I].Kind == SymKind::Tid) {
            unsigned D = C.Syms[I].Dim;
            V[I] = D == 0   ? T % C.Block.X
                   : D == 1 ? T / C.Block.X % C.Block.Y
                            : T / (C.Block.X * C.Block.Y);
          }
        A[L] = *evaluate(C.Offset, V);
        Act[L] = !C.Guard || *evaluate(C.Guard, V) != 0;
        Any |= Act[L];
      }
      if (!Any)
        return; // no lane executes: no request
      // Key: active lanes, residue of lane 0 (the reference, active or
      // not), distances of the active lanes.
      std::vector<int64_t> Key(64, 0);
      Key[0] = floorMod(A[0], AlignPeriod);
      for (unsigned L = 1; L < 32; ++L)
        if (Act[L])
          Key[L] = A[L] - A[0];
      for (unsigned L = 0; L < 32; ++L)
        Key[32 + L] = Act[L];
      Keys[Key] += 1;
    };
    Rec(0);
    for (auto &[K, N] : Keys) {
      std::vector<int64_t> Off(32, 0);
      std::vector<bool> Act(32);
      for (unsigned L = 0; L < 32; ++L) {
        Act[L] = K[32 + L] != 0;
        if (Act[L])
          Off[L] = K[0] + (L ? K[L] : 0);
      }
      WR.Variants.push_back(Off);
      WR.VariantActive.push_back(Act);
      WR.Weights.push_back(N / Points);
    }
    P.Warps.push_back(WR);
  }
  return P;
}

/// The oracle's weights of warp O as ISL's warp I weighs it: the counts
/// where I counted each variant; each set of active lanes' count split alike
/// among its variants where I counted the sets; every variant alike where I
/// did not count.
std::vector<double> weightsAsIslWeighs(const WarpRequestVariants &O,
                                       const WarpRequestVariants &I) {
  std::vector<double> Wt(O.Variants.size(), 1.0 / double(O.Variants.size()));
  if (I.Weights.empty())
    return Wt;
  Wt = O.Weights;
  if (I.Basis != WarpRequestVariants::WeightBasis::PerLaneSet)
    return Wt;
  std::map<std::vector<bool>, std::pair<double, unsigned>> PerSet;
  for (size_t K = 0; K < O.Variants.size(); ++K) {
    auto &[Count, Variants] = PerSet[O.activeOf(K)];
    Count += O.Weights[K];
    ++Variants;
  }
  for (size_t K = 0; K < O.Variants.size(); ++K) {
    const auto &[Count, Variants] = PerSet[O.activeOf(K)];
    Wt[K] = Count / Variants;
  }
  return Wt;
}

/// The means over requests of the oracle's patterns P, each warp weighed as
/// the ISL patterns Isl weigh it (weightsAsIslWeighs).
void oracleAverage(const LanePatterns &P, const LanePatterns &Isl,
                   const GPUSpec &S, double &Sec, double &Ideal, double &Trans,
                   double &Ways, double &Words, double *Frac = nullptr) {
  Sec = Ideal = Trans = Ways = Words = 0;
  double F = 0, Requests = 0;
  for (size_t WI = 0; WI < P.Warps.size(); ++WI) {
    const WarpRequestVariants &W = P.Warps[WI];
    if (W.Variants.empty())
      continue; // issues nothing
    std::vector<double> Weights = weightsAsIslWeighs(W, Isl.Warps[WI]);
    for (size_t K = 0; K < W.Variants.size(); ++K) {
      const std::vector<bool> &Act =
          W.VariantActive.empty() ? W.Active : W.VariantActive[K];
      double Wt = Weights[K];
      OracleCost C = oracleCost(W.Variants[K], Act, P.Bytes, S);
      Sec += Wt * C.Sectors, Ideal += Wt * C.Ideal, Trans += Wt * C.Trans;
      Ways += Wt * C.Ways;
      Words += Wt * C.Words;
      F += Wt * double(std::count(Act.begin(), Act.end(), true)) / 32.0;
      Requests += Wt;
    }
  }
  if (Requests == 0)
    Requests = 1;
  Sec /= Requests, Ideal /= Requests, Trans /= Requests, Ways /= Requests;
  Words /= Requests;
  if (Frac)
    *Frac = F / Requests;
}

/// Where ISL weighed a warp's variants, each weight is the oracle's count
/// (of the variant, or of its set of active lanes split alike).
void expectOracleWeights(const LanePatterns &Isl, const LanePatterns &Or,
                         const std::string &What, unsigned &Weighed,
                         unsigned *WeighedBySets = nullptr) {
  for (size_t W = 0; W < Or.Warps.size(); ++W) {
    const WarpRequestVariants &I = Isl.Warps[W], &O = Or.Warps[W];
    // The share of the domain where the warp issues, counted whatever the
    // basis: unweighed warps issue everywhere (the small random domains are
    // always counted).
    double Issues = std::accumulate(O.Weights.begin(), O.Weights.end(), 0.0);
    if (I.Weights.empty()) {
      if (!O.Variants.empty()) {
        EXPECT_NEAR(Issues, 1.0, 1e-9) << What << " warp " << W;
      }
      continue;
    }
    EXPECT_NEAR(std::accumulate(I.Weights.begin(), I.Weights.end(), 0.0),
                Issues, 1e-9)
        << What << " warp " << W;
    ++Weighed;
    if (WeighedBySets &&
        I.Basis == WarpRequestVariants::WeightBasis::PerLaneSet)
      ++*WeighedBySets;
    // Per request (active lanes, their offsets): variants that differ only
    // in an inactive lane 0's residue are one request.
    using Request = std::pair<std::vector<bool>, std::vector<int64_t>>;
    std::vector<double> OracleWeights = weightsAsIslWeighs(O, I);
    std::map<Request, double> Want, Got;
    for (size_t K = 0; K < O.Variants.size(); ++K)
      Want[{O.activeOf(K), O.Variants[K]}] += OracleWeights[K];
    for (size_t K = 0; K < I.Variants.size(); ++K) {
      std::vector<int64_t> Off = I.Variants[K];
      const std::vector<bool> &Act = I.activeOf(K);
      for (unsigned L = 0; L < Off.size(); ++L)
        if (!Act[L])
          Off[L] = 0;
      Got[{Act, Off}] += I.Weights[K];
    }
    ASSERT_EQ(Got.size(), Want.size()) << What << " warp " << W;
    for (const auto &[Req, Weight] : Got) {
      auto It = Want.find(Req);
      ASSERT_NE(It, Want.end()) << What << " warp " << W;
      EXPECT_NEAR(Weight, It->second, 1e-9) << What << " warp " << W;
    }
  }
}

// (active lanes, offsets of the active lanes), sorted: one warp's requests.
std::vector<std::pair<std::vector<bool>, std::vector<int64_t>>>
requests(const WarpRequestVariants &W) {
  std::vector<std::pair<std::vector<bool>, std::vector<int64_t>>> Out;
  for (size_t K = 0; K < W.Variants.size(); ++K) {
    std::vector<bool> Act = W.activeOf(K);
    std::vector<int64_t> Off = W.Variants[K];
    for (unsigned L = 0; L < Off.size(); ++L)
      if (!Act[L])
        Off[L] = 0;
    Out.emplace_back(std::move(Act), std::move(Off));
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

} // namespace

// The random corpora's size. The sanitizer pass (.ci/sanitize) checks their
// first sixth, where memory errors would show as well as on all of it; the
// release pass checks every case against the oracle. The corpus-coverage
// thresholds below scale with it.
#ifdef GPUPERF_UNDER_SANITIZER
constexpr unsigned OracleCases = 200;
#else
constexpr unsigned OracleCases = 1200;
#endif
/// \p N of the full corpus's 1200 cases, in the corpus checked.
constexpr unsigned perCorpus(unsigned N) { return N * OracleCases / 1200; }

TEST(LanePatternOracle, RandomQuasiAffineExpressions) {
  std::mt19937 R(20240607);
  auto Specs = allSpecs();
  unsigned Checked = 0, MultiVariant = 0, GT200Shrunk = 0, Weighed = 0;
  for (unsigned Iter = 0; Iter < OracleCases; ++Iter) {
    IslContext Ctx(2000000); // the per-access quota of the old API
    Case C = randomCase(R);
    std::string What = print(C.Offset, C.Syms) + " block " + C.Block.str() +
                       " bytes " + std::to_string(C.Bytes);
    LanePatterns Isl =
        computeLanePatterns(C.Offset, C.Syms, C.Block, C.Bytes, Ctx);
    ASSERT_TRUE(Isl.Exact) << What << ": "
                           << (Isl.Assumptions.empty()
                                   ? ""
                                   : Isl.Assumptions.back().Message);
    LanePatterns Or = oraclePatterns(C);
    ASSERT_EQ(Isl.Warps.size(), Or.Warps.size()) << What;
    for (size_t W = 0; W < Or.Warps.size(); ++W) {
      auto A = Isl.Warps[W].Variants, B = Or.Warps[W].Variants;
      std::sort(A.begin(), A.end());
      std::sort(B.begin(), B.end());
      ASSERT_EQ(A, B) << What << " warp " << W;
      MultiVariant += B.size() > 1;
    }
    expectOracleWeights(Isl, Or, What, Weighed);
    for (const GPUSpec &S : Specs) {
      for (MemorySpace Sp : {MemorySpace::Global, MemorySpace::Shared}) {
        AccessInfo AI;
        classifyPatterns(Isl, Sp, S, AI);
        double Sec, Ideal, Trans, Ways, Words;
        oracleAverage(Or, Isl, S, Sec, Ideal, Trans, Ways, Words);
        EXPECT_NEAR(AI.WordsPerRequest, Words, 1e-9) << What;
        if (Sp == MemorySpace::Global) {
          EXPECT_NEAR(AI.SectorsPerRequest, Sec, 1e-9) << What;
          EXPECT_NEAR(AI.IdealSectorsPerRequest, Ideal, 1e-9) << What;
          EXPECT_NEAR(AI.TransactionsPerRequest, Trans, 1e-9) << What;
          // A store goes to the L2: Fermi counts its 32-byte segments, the
          // other rule families as for a load.
          AccessInfo Store;
          Store.Kind = AccessKind::Store;
          classifyPatterns(Isl, Sp, S, Store);
          EXPECT_NEAR(Store.TransactionsPerRequest,
                      S.Memory.Coalescing == CoalescingRule::Fermi ? Sec
                                                                   : Trans,
                      1e-9)
              << What << " (store)";
        } else {
          EXPECT_NEAR(AI.BankConflictWays, Ways, 1e-9) << What;
        }
      }
    }
    ++Checked;
  }
  (void)GT200Shrunk;
  EXPECT_EQ(Checked, OracleCases);
  EXPECT_GT(MultiVariant, perCorpus(100)); // alignment really varies
  EXPECT_GT(Weighed, perCorpus(100));      // and variants are weighed by counts
  std::printf("[unguarded] %u warps weighed by counts\n", Weighed);
}

// The same with a random guard on every access: lanes where the guard is 0
// take no part; values where no lane of a warp is active issue nothing.
TEST(LanePatternOracle, RandomGuardedExpressions) {
  std::mt19937 R(20250101);
  auto Specs = allSpecs();
  unsigned Checked = 0, Partial = 0, VaryingMask = 0, Silent = 0, QuotaHits = 0,
           Weighed = 0, WeighedBySets = 0;
  for (unsigned Iter = 0; Iter < OracleCases; ++Iter) {
    IslContext Ctx(2000000); // the per-access quota of the old API
    Case C = randomCase(R);
    C.Guard = randomGuard(C, R);
    std::string What = print(C.Offset, C.Syms) + " if " +
                       print(C.Guard, C.Syms) + " block " + C.Block.str() +
                       " bytes " + std::to_string(C.Bytes);
    LanePatterns Isl =
        computeLanePatterns(C.Offset, C.Guard, C.Syms, C.Block, C.Bytes, Ctx);
    if (!Isl.Exact) {
      // Only the ISL operations quota may stop the exact path (a stated,
      // conservative fallback); anything else is a bug.
      ASSERT_FALSE(Isl.Assumptions.empty()) << What;
      ASSERT_EQ(Isl.Assumptions.back().Kind, ReasonKind::ConservativeLanes);
      ASSERT_NE(Isl.Assumptions.back().Message.find("quota"), std::string::npos)
          << What << ": " << Isl.Assumptions.back().Message;
      ++QuotaHits;
      continue;
    }
    LanePatterns Or = oraclePatterns(C);
    ASSERT_EQ(Isl.Warps.size(), Or.Warps.size()) << What;
    for (size_t W = 0; W < Or.Warps.size(); ++W) {
      auto A = requests(Isl.Warps[W]), B = requests(Or.Warps[W]);
      ASSERT_EQ(A, B) << What << " warp " << W;
      Silent += B.empty();
      std::set<std::vector<bool>> Masks;
      for (auto &Q : B) {
        Masks.insert(Q.first);
        Partial += std::count(Q.first.begin(), Q.first.end(), true) <
                   std::count(Or.Warps[W].Active.begin(),
                              Or.Warps[W].Active.end(), true);
      }
      VaryingMask += Masks.size() > 1;
    }
    expectOracleWeights(Isl, Or, What, Weighed, &WeighedBySets);
    for (const GPUSpec &S : Specs) {
      for (MemorySpace Sp : {MemorySpace::Global, MemorySpace::Shared}) {
        AccessInfo AI;
        classifyPatterns(Isl, Sp, S, AI);
        double Sec, Ideal, Trans, Ways, Words, Frac;
        oracleAverage(Or, Isl, S, Sec, Ideal, Trans, Ways, Words, &Frac);
        EXPECT_NEAR(AI.WordsPerRequest, Words, 1e-9) << What;
        EXPECT_NEAR(AI.ActiveLaneFraction, Frac, 1e-9) << What;
        if (Sp == MemorySpace::Global) {
          EXPECT_NEAR(AI.SectorsPerRequest, Sec, 1e-9) << What;
          EXPECT_NEAR(AI.IdealSectorsPerRequest, Ideal, 1e-9) << What;
          EXPECT_NEAR(AI.TransactionsPerRequest, Trans, 1e-9) << What;
        } else {
          EXPECT_NEAR(AI.BankConflictWays, Ways, 1e-9) << What;
        }
      }
    }
    ++Checked;
  }
  EXPECT_GE(Checked, perCorpus(1000));
  EXPECT_EQ(Checked + QuotaHits, OracleCases);
  // The corpus really exercises guards: partial warps, masks that vary with
  // the IV/ctaid/parameter, and warps that issue nothing.
  EXPECT_GT(Partial, perCorpus(300));
  EXPECT_GT(VaryingMask, perCorpus(100));
  EXPECT_GT(Silent, perCorpus(50));
  EXPECT_GT(Weighed, perCorpus(100));
  EXPECT_GT(WeighedBySets,
            perCorpus(20)); // too many variants: sets of lanes counted
  std::printf("[guards] %u cases agree exactly (%u hit the ISL quota); %u "
              "partial requests, %u warps with varying masks, %u silent "
              "warps, %u weighed by counts (%u by sets of lanes)\n",
              Checked, QuotaHits, Partial, VaryingMask, Silent, Weighed,
              WeighedBySets);
}

TEST(LanePatternIsl, QuotaHitIsConservative) {
  SymbolTable S;
  unsigned Tx = S.getOrAdd(SymKind::Tid, 0, "tid.x");
  unsigned C = S.getOrAdd(SymKind::Ctaid, 0, "ctaid.x");
  S[C].Lo = 0;
  S[C].Hi = 1000;
  ExprRef E = mkMul(
      mkConst(4),
      mkAdd(mkSym(Tx), mkMod(mkFloorDiv(mkMul(mkConst(7), mkSym(C)), 3), 37)));
  IslContext Tiny(10, "per kernel");
  LanePatterns P = computeLanePatterns(E, S, Dim3{64, 1, 1}, 4, Tiny);
  EXPECT_FALSE(P.Exact);
  ASSERT_FALSE(P.Assumptions.empty());
  EXPECT_EQ(P.Assumptions.back().Kind, ReasonKind::ConservativeLanes);
  EXPECT_NE(P.Assumptions.back().Message.find("quota (10 per kernel)"),
            std::string::npos)
      << P.Assumptions.back().Message;
  // The quota belongs to the context: the next access on it (a kernel's
  // later access) is conservative at once too, whatever its own cost.
  EXPECT_TRUE(Tiny.quotaSpent());
  LanePatterns Later = computeLanePatterns(mkMul(mkConst(4), mkSym(Tx)), S,
                                           Dim3{64, 1, 1}, 4, Tiny);
  EXPECT_FALSE(Later.Exact);
  // A context with a normal quota computes it exactly.
  IslContext Ctx(2000000);
  LanePatterns Q = computeLanePatterns(E, S, Dim3{64, 1, 1}, 4, Ctx);
  EXPECT_TRUE(Q.Exact);
  GPUSpec Spec;
  AccessInfo AI;
  classifyPatterns(Q, MemorySpace::Global, Spec, AI);
  EXPECT_GE(AI.SectorsPerRequest, 4);
  EXPECT_LE(AI.SectorsPerRequest, 5);
}
