//===- Reduction.cpp - WFG -> WarpWorkload
//---------------------------------===//
#include "gpuperf/Graph/Reduction.h"
#include "gpuperf/Graph/PDG.h"
#include "gpuperf/Graph/WorkFlowGraph.h"
#include "gpuperf/IR/MemoryParts.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <queue>

using namespace llvm;
using namespace gpuperf;

static bool isEmpty(const LatencyExpr &E) {
  return E.K == LatencyExpr::Seq && E.Children.empty();
}

/// simplifyLatency of a node whose children are simplified already: O(its
/// children), so that chains extended one instruction at a time stay linear.
static LatencyExpr simplifyNode(LatencyExpr E) {
  if (E.K == LatencyExpr::Seq || E.K == LatencyExpr::Max) {
    std::vector<LatencyExpr> Out;
    for (auto &C : E.Children) {
      if (isEmpty(C))
        continue;
      if (C.K == E.K) {
        // A leading chain of the same kind is taken over whole.
        if (Out.empty())
          Out = std::move(C.Children);
        else
          for (auto &G : C.Children)
            Out.push_back(std::move(G));
        continue;
      }
      if (E.K == LatencyExpr::Seq && !Out.empty() && C.K == LatencyExpr::Leaf &&
          C.AccessIndex < 0 && Out.back().K == LatencyExpr::Leaf &&
          Out.back().AccessIndex < 0 && Out.back().Class == C.Class) {
        Out.back().Count += C.Count;
        continue;
      }
      if (E.K == LatencyExpr::Seq && !Out.empty() &&
          C.K == LatencyExpr::Barrier && Out.back().K == LatencyExpr::Barrier) {
        Out.back().Count += C.Count;
        continue;
      }
      Out.push_back(std::move(C));
    }
    E.Children = std::move(Out);
    if (E.Children.size() == 1)
      return std::move(E.Children.front());
    return E;
  }
  if (E.K == LatencyExpr::Repeat && isEmpty(E.Children.front()))
    return LatencyExpr::seq({});
  if (E.K == LatencyExpr::Choice) {
    std::vector<LatencyExpr> Cs;
    std::vector<double> Ws;
    for (size_t I = 0; I < E.Children.size(); ++I)
      if (I < E.Weights.size() && E.Weights[I] > 1e-12) {
        Cs.push_back(std::move(E.Children[I]));
        Ws.push_back(E.Weights[I]);
      }
    E.Children = std::move(Cs);
    E.Weights = std::move(Ws);
    if (E.Children.size() == 1 && std::abs(E.Weights[0] - 1) < 1e-12)
      return std::move(E.Children.front());
    bool AllEmpty = std::all_of(E.Children.begin(), E.Children.end(), isEmpty);
    if (AllEmpty)
      return LatencyExpr::seq({});
  }
  return E;
}

LatencyExpr gpuperf::simplifyLatency(LatencyExpr E) {
  for (auto &C : E.Children)
    C = simplifyLatency(std::move(C));
  return simplifyNode(std::move(E));
}

namespace {
/// Instructions of each class along a dependence chain.
using ClassCounts = std::array<double, NumInstrClasses>;

/// True when A has at least B's count of every class: a chain of A's
/// instructions takes at least as long as one of B's on every GPU, whatever
/// its latencies (a chain of non-memory instructions takes the sum of their
/// class latencies, none negative).
bool covers(const ClassCounts &A, const ClassCounts &B) {
  for (size_t I = 0; I < A.size(); ++I)
    if (A[I] < B[I])
      return false;
  return true;
}

void keepLower(ClassCounts &A, const ClassCounts &B) {
  for (size_t I = 0; I < A.size(); ++I)
    A[I] = std::min(A[I], B[I]);
}

/// One dependent sequence of non-memory instructions (a Seq of leaves) and
/// its class counts.
struct Sequence {
  LatencyExpr E;
  ClassCounts Counts{};
};

/// A simplified dependence chain, with what combine() asks of it kept
/// alongside so that extending a chain by one instruction does not walk it
/// again (a segment of thousands of dependent instructions made that
/// quadratic). Which of several sequences of non-memory instructions is
/// longest depends on the GPU's latencies, so a chain without memory keeps
/// every sequence whose class counts no other covers, and the Model picks
/// among them (their Max) with the spec's latencies. A chain with memory is
/// one expression.
struct Chain {
  bool Memory = false;
  std::vector<Sequence> Seqs;           ///< without memory: the alternatives
  LatencyExpr E = LatencyExpr::seq({}); ///< with memory: the chain
  /// With memory: class counts every path of E has at least (memory
  /// instructions not counted).
  ClassCounts Lower{};

  bool empty() const { return Memory ? isEmpty(E) : Seqs.empty(); }

  static Chain of(const LatencyExpr &Leaf) { return Chain().then(Leaf); }

  /// This chain, then one more leaf.
  Chain then(const LatencyExpr &Leaf) && {
    bool MemoryLeaf = Leaf.AccessIndex >= 0;
    if (!Memory && MemoryLeaf)
      toMemory();
    if (Memory) {
      if (!MemoryLeaf)
        Lower[size_t(Leaf.Class)] += Leaf.Count;
      E = append(std::move(E), Leaf);
      return std::move(*this);
    }
    if (Seqs.empty())
      Seqs.push_back({LatencyExpr::seq({}), {}});
    for (Sequence &S : Seqs) {
      S.Counts[size_t(Leaf.Class)] += Leaf.Count;
      S.E = append(std::move(S.E), Leaf);
    }
    return std::move(*this);
  }

  /// The chain as one expression.
  LatencyExpr expr() && {
    if (Memory)
      return std::move(E);
    if (Seqs.size() <= 1)
      return Seqs.empty() ? LatencyExpr::seq({}) : std::move(Seqs.front().E);
    std::vector<LatencyExpr> Es;
    for (Sequence &S : Seqs)
      Es.push_back(std::move(S.E));
    return simplifyNode(LatencyExpr::max(std::move(Es)));
  }

  /// Class counts every alternative has at least.
  ClassCounts lower() const {
    if (Memory)
      return Lower;
    ClassCounts L = Seqs.empty() ? ClassCounts{} : Seqs.front().Counts;
    for (const Sequence &S : Seqs)
      keepLower(L, S.Counts);
    return L;
  }

private:
  static LatencyExpr append(LatencyExpr E, const LatencyExpr &Leaf) {
    // Not seq({E, Leaf}): an initializer list would copy E.
    std::vector<LatencyExpr> Parts;
    Parts.reserve(2);
    Parts.push_back(std::move(E));
    Parts.push_back(Leaf);
    return simplifyNode(LatencyExpr::seq(std::move(Parts)));
  }
  void toMemory() {
    Lower = lower();
    E = std::move(*this).expr();
    Seqs.clear();
    Memory = true;
  }
};

/// The sequences of \p Seqs that neither a chain with memory (by its lower
/// counts) nor another sequence covers; of sequences with equal counts, the
/// first.
std::vector<Sequence> uncovered(std::vector<Sequence> Seqs,
                                const std::vector<Chain> &Mem) {
  std::vector<Sequence> Out;
  for (size_t I = 0; I < Seqs.size(); ++I) {
    const ClassCounts &N = Seqs[I].Counts;
    bool Covered =
        llvm::any_of(Mem, [&](const Chain &M) { return covers(M.Lower, N); });
    for (size_t J = 0; J < Seqs.size() && !Covered; ++J)
      Covered =
          J != I && covers(Seqs[J].Counts, N) && (J < I || Seqs[J].Counts != N);
    if (!Covered)
      Out.push_back(std::move(Seqs[I]));
  }
  return Out;
}

/// More sequences than this (none seen in the kernel suite, which needs 4)
/// are held as the first ones and one sequence with the largest count of
/// each class of the rest: at least as long as each of those on every GPU.
constexpr size_t MaxSequences = 8;

/// One sequence with each class's largest count in \p Seqs.
Sequence envelope(const std::vector<Sequence> &Seqs) {
  Sequence Out;
  for (const Sequence &S : Seqs)
    for (size_t I = 0; I < NumInstrClasses; ++I)
      Out.Counts[I] = std::max(Out.Counts[I], S.Counts[I]);
  std::vector<LatencyExpr> Leaves;
  for (size_t I = 0; I < NumInstrClasses; ++I)
    if (Out.Counts[I] > 0)
      Leaves.push_back(LatencyExpr::leaf(InstrClass(I), Out.Counts[I]));
  Out.E = simplifyNode(LatencyExpr::seq(std::move(Leaves)));
  return Out;
}

/// The longest of several chains: chains holding different loads overlap
/// (Max), and so do the sequences without memory that no other chain
/// covers.
Chain combine(std::vector<Chain> Cs) {
  Cs.erase(std::remove_if(Cs.begin(), Cs.end(),
                          [](const Chain &C) { return C.empty(); }),
           Cs.end());
  if (Cs.empty())
    return Chain();
  if (Cs.size() == 1)
    return std::move(Cs.front());
  std::vector<Chain> Mem;
  std::vector<Sequence> Seqs;
  for (Chain &C : Cs) {
    if (!C.Memory) {
      for (Sequence &S : C.Seqs)
        Seqs.push_back(std::move(S));
      continue;
    }
    bool Dup = llvm::any_of(
        Mem, [&](const Chain &M) { return M.Lower == C.Lower && M.E == C.E; });
    if (!Dup && Mem.size() < 8)
      Mem.push_back(std::move(C));
  }
  Chain R;
  R.Seqs = uncovered(std::move(Seqs), Mem);
  if (R.Seqs.size() > MaxSequences) {
    std::vector<Sequence> Rest(
        std::make_move_iterator(R.Seqs.begin() + MaxSequences - 1),
        std::make_move_iterator(R.Seqs.end()));
    R.Seqs.resize(MaxSequences - 1);
    R.Seqs.push_back(envelope(Rest));
    R.Seqs = uncovered(std::move(R.Seqs), Mem);
  }
  if (Mem.empty())
    return R;
  if (Mem.size() == 1 && R.Seqs.empty())
    return std::move(Mem.front());
  Chain Out;
  Out.Memory = true;
  Out.Lower = Mem.front().Lower;
  std::vector<LatencyExpr> Es;
  for (Chain &M : Mem) {
    keepLower(Out.Lower, M.Lower);
    Es.push_back(std::move(M.E));
  }
  for (Sequence &S : R.Seqs) {
    keepLower(Out.Lower, S.Counts);
    Es.push_back(std::move(S.E));
  }
  Out.E = simplifyNode(LatencyExpr::max(std::move(Es)));
  return Out;
}

struct Reducer {
  const WorkFlowGraph &G;
  const Function &F;
  const LoopInfo &LI;
  const PostDominatorTree &PDT;
  const ProgramDependenceGraph &PDG;
  const ResolvedLaunch &Launch;
  DenseMap<const Instruction *, int> AccessIdx;
  DenseMap<const Instruction *, const Instruction *>
      FirstUse; // load -> its wait point (the WFG's data-dependence arc)
  DenseMap<const Instruction *, std::vector<const Instruction *>>
      ChargedAt; // use -> loads
  /// Loads (and atomics that return) -> the earlier writes they may alias
  /// (the PDG's memory edges): the compiler cannot hoist such a load above
  /// the write, so with in-order issue it issues only after the write does.
  DenseMap<const Instruction *, std::vector<const Instruction *>> WritesBefore;
  DenseMap<const BasicBlock *, double> Prob, Lanes;
  unsigned Depth = 0;

  Reducer(const WorkFlowGraph &G, const Function &F, const LoopInfo &LI,
          const PostDominatorTree &PDT, const ProgramDependenceGraph &PDG,
          const ResolvedLaunch &L)
      : G(G), F(F), LI(LI), PDT(PDT), PDG(PDG), Launch(L) {
    for (size_t K = 0; K < G.MemoryInsts.size(); ++K)
      AccessIdx.insert({G.MemoryInsts[K], int(K)}); // first part's index
    // Each load's latency is charged where its data-dependence arc ends
    // (its wait point), unless that is a later instruction of the load's
    // segment reading it, whose operand chain holds the latency: at a use
    // in another block or segment, or earlier (the next iteration's),
    // through a phi, or on the way into a loop.
    for (const WFGArc &A : G.Arcs) {
      if (A.K != WFGArc::DataDependence)
        continue;
      FirstUse[A.Producer] = A.Consumer;
      if (A.Consumer->getParent() != A.Producer->getParent() ||
          !A.Producer->comesBefore(A.Consumer) ||
          !is_contained(A.Consumer->operands(), A.Producer) ||
          barriersBefore(A.Consumer) != barriersBefore(A.Producer))
        ChargedAt[A.Consumer].push_back(A.Producer);
    }
    for (const ProgramDependenceGraph::Edge &E : PDG.edges())
      if (E.K == ProgramDependenceGraph::EdgeKind::Memory &&
          E.From->mayWriteToMemory() && E.To->mayReadFromMemory() &&
          !E.To->getType()->isVoidTy() && AccessIdx.count(E.From) &&
          AccessIdx.count(E.To))
        WritesBefore[E.To].push_back(E.From);
  }

  /// The barriers before \p I in its block: a barrier closes the segment,
  /// so a load and a use with a barrier between are in different segments.
  DenseMap<const Instruction *, unsigned> BarrierCount;
  DenseSet<const BasicBlock *> BarriersCounted;
  unsigned barriersBefore(const Instruction *I) {
    if (BarriersCounted.insert(I->getParent()).second) {
      unsigned N = 0;
      for (const Instruction &J : *I->getParent()) {
        BarrierCount[&J] = N;
        N += classifyInstruction(J) == InstrClass::Barrier;
      }
    }
    return BarrierCount.lookup(I);
  }

  //===-- Frequencies
  //-------------------------------------------------------===//
  const BranchInfo *branch(const Instruction *T) const {
    return G.branchFor(T);
  }

  bool isLoopControl(const Instruction *T, const BasicBlock *B) const {
    // A branch that leaves or continues a loop: the trip count covers it.
    const Loop *LT = LI.getLoopFor(T->getParent());
    for (const Loop *L = LT; L; L = L->getParentLoop()) {
      bool Exits = false, Back = false;
      for (const BasicBlock *S : successors(T->getParent())) {
        Exits |= !L->contains(S);
        Back |= S == L->getHeader();
      }
      if (Exits || Back)
        return true;
    }
    (void)B;
    return false;
  }

  double prob(const BasicBlock *B) {
    auto It = Prob.find(B);
    if (It != Prob.end())
      return It->second;
    if (Depth > 256)
      return 1;
    Prob[B] = 1; // recursion guard
    ++Depth;
    double P = 0, LaneSum = 0;
    bool Any = false;
    for (auto &[T, S] : PDG.controlDeps(B)) {
      if (isLoopControl(T, B))
        continue;
      const BranchInfo *BI = branch(T);
      double Rho = BI && S < BI->SuccessorRho.size() ? BI->SuccessorRho[S] : 1;
      double LF = BI && S < BI->SuccessorLaneFraction.size()
                      ? BI->SuccessorLaneFraction[S]
                      : 1;
      double PA = prob(T->getParent());
      P += PA * Rho;
      LaneSum += PA * Rho * LF * lanes(T->getParent());
      Any = true;
    }
    --Depth;
    double R = Any ? std::min(1.0, P) : 1.0;
    Prob[B] = R;
    Lanes[B] = Any && P > 0 ? std::min(1.0, LaneSum / P) : 1.0;
    return R;
  }
  double lanes(const BasicBlock *B) {
    prob(B);
    return Lanes.lookup(B) > 0 ? Lanes.lookup(B) : 1.0;
  }
  double loopMult(const BasicBlock *B, double &Util) {
    double M = 1;
    Util = 1;
    for (const Loop *L = LI.getLoopFor(B); L; L = L->getParentLoop())
      if (const LoopTripInfo *T = G.loopFor(L)) {
        M *= T->EffectiveTrip;
        Util *= T->LaneUtilization;
      }
    return M;
  }

  //===-- Latency
  //-----------------------------------------------------------===//
  /// The chains of one segment's instructions while it is walked.
  struct SegmentChains {
    DenseMap<const Instruction *, Chain> Chains;
    /// Loads: the chain before the load issues.
    DenseMap<const Instruction *, Chain> AddrChains;
    DenseMap<const Instruction *, bool> InSeg;
    // A chain read for the last time by a later instruction that extends it
    // is moved, not copied (its own sink is never needed then).
    DenseMap<const Instruction *, unsigned> ReadsLeft;
    DenseMap<const Instruction *, bool> Extended;

    SegmentChains(
        const std::vector<const Instruction *> &Seg,
        const DenseMap<const Instruction *, std::vector<const Instruction *>>
            &WritesBefore) {
      for (const Instruction *I : Seg)
        InSeg[I] = true;
      DenseMap<const Instruction *, bool> Seen;
      for (const Instruction *I : Seg) {
        Seen[I] = true;
        for (const Value *Op : I->operands())
          if (auto *D = dyn_cast<Instruction>(Op); D && InSeg.lookup(D)) {
            ++ReadsLeft[D];
            Extended[D] |= !isa<PHINode>(I);
          }
        // A write a later load waits for is extended by that load (the
        // write's chain is read by copy, not counted in ReadsLeft).
        auto W = WritesBefore.find(I);
        if (W != WritesBefore.end())
          for (const Instruction *D : W->second)
            if (Seen.lookup(D) && D != I)
              Extended[D] = true;
      }
    }

    /// The chain before memory instruction \p I issues.
    const Chain &issueChain(const Instruction *I) {
      return I->getType()->isVoidTy() ? Chains[I] : AddrChains[I];
    }
  };

  /// The chains \p I waits for: its operands' in the segment (a load whose
  /// latency is charged at its wait point, elsewhere, through its address
  /// chain only), and the loads whose latency is charged at I.
  std::vector<Chain> chainsInto(const Instruction *I, SegmentChains &S) {
    std::vector<Chain> Preds;
    for (const Value *Op : I->operands())
      if (auto *D = dyn_cast<Instruction>(Op)) {
        auto It = S.InSeg.lookup(D) ? S.Chains.find(D) : S.Chains.end();
        if (It == S.Chains.end())
          continue;
        bool Last = --S.ReadsLeft[D] == 0 && S.Extended.lookup(D);
        auto FU = FirstUse.find(D);
        bool IsLoad = AccessIdx.count(D) && !D->getType()->isVoidTy();
        if (IsLoad && FU != FirstUse.end() && FU->second != I &&
            It->second.E.K == LatencyExpr::Seq &&
            !It->second.E.Children.empty()) {
          // the load's latency is charged at its wait point only
          Preds.push_back(S.AddrChains[D]);
          continue;
        }
        Preds.push_back(Last ? std::move(It->second) : It->second);
      }
    // In-order issue: a load after a write it may alias waits for the
    // write's issue, and so for the write's operands.
    auto W = WritesBefore.find(I);
    if (W != WritesBefore.end())
      for (const Instruction *D : W->second)
        if (S.InSeg.lookup(D) && S.Chains.count(D))
          Preds.push_back(S.issueChain(D));
    auto CA = ChargedAt.find(I);
    if (CA != ChargedAt.end())
      for (const Instruction *M : CA->second) {
        LatencyExpr Wait = waitFor(M);
        bool Earlier = S.InSeg.lookup(M) && S.Chains.count(M);
        auto Addr = S.AddrChains.find(M);
        if (!Earlier)
          // M outside the segment, or later in it (a loop-carried value
          // produced by the previous iteration)
          Preds.push_back(Chain::of(Wait));
        else if (Addr != S.AddrChains.end())
          // M earlier in the segment, in an earlier block of a merged
          // straight line: the chain to M's issue, then its latency.
          Preds.push_back(Chain(Addr->second).then(Wait));
      }
    return Preds;
  }

  /// The share of warps that wait for memory instruction \p I's latency: 1,
  /// or on a predicated side, the side's rho. Every warp issues it, but a
  /// predicated-off load returns nothing to wait for. (A fixed-latency
  /// instruction's stall is scheduled statically and paid by every warp.)
  /// Weighting a leaf inside a Max by its share approximates the mean over
  /// warps of the longest chain from below.
  double runShare(const Instruction *I) const {
    auto It = PredicatedShare.find(I);
    return It == PredicatedShare.end() ? 1.0 : It->second;
  }

  /// Waiting for load \p M's result: its latency, in the share of warps
  /// it returns something to.
  LatencyExpr waitFor(const Instruction *M) const {
    return LatencyExpr::leaf(classifyInstruction(*M), runShare(M),
                             AccessIdx.lookup(M));
  }

  /// The chain that ends at \p I (of class \p C): \p P, the chain it waits
  /// for, then I's own latency when it has one.
  Chain chainOf(const Instruction *I, InstrClass C, Chain P, SegmentChains &S) {
    if (AccessIdx.count(I) && !I->getType()->isVoidTy())
      S.AddrChains[I] = P;
    LatencyExpr Own = ownLatency(I, C);
    if (isEmpty(Own))
      return P;
    return std::move(P).then(Own);
  }

  /// Sinks: chains no later instruction of the segment extends (a load with
  /// no use here costs nothing now: its latency is charged at its use).
  /// Such a load still cannot issue before its address: the chain that
  /// computes the address is a sink (a pointer chase's whole chain).
  std::vector<Chain> sinks(const std::vector<const Instruction *> &Seg,
                           SegmentChains &S) {
    std::vector<Chain> Out;
    for (const Instruction *I : Seg) {
      if (S.Extended.lookup(I))
        continue;
      if (AccessIdx.count(I) && !I->getType()->isVoidTy())
        Out.push_back(S.AddrChains[I]);
      else
        Out.push_back(S.Chains[I]);
    }
    return Out;
  }

  /// The instructions \p I issues as: a memcpy is lowered to a load and a
  /// store, a fragment tile to one instruction per request, a division to
  /// its sequence; free instructions (casts, phis) issue none.
  static size_t issuedInstructions(const Instruction &I) {
    size_t Sequence = 0;
    for (const SequencePart &P : divisionSequence(I))
      Sequence += P.Count;
    return std::max({size_t(classifyInstruction(I) != InstrClass::Other),
                     size_t(memoryParts(I).size()), Sequence});
  }

  /// The latency \p I of class \p C adds to a chain, or an empty Seq: a
  /// load's (its share where predicated), a copy's load's, an operation's;
  /// stores, branches, barriers, phis and free instructions add none.
  LatencyExpr ownLatency(const Instruction *I, InstrClass C) const {
    bool IsMem = AccessIdx.count(I);
    double Share = runShare(I);
    if (IsMem && !I->getType()->isVoidTy())
      return waitFor(I);
    SmallVector<MemoryPart, 2> Parts = memoryParts(*I);
    if (IsMem && Parts.size() == 2 && Parts[0].Kind == MemoryPartKind::Load &&
        Parts[1].Kind == MemoryPartKind::Store)
      return LatencyExpr::leaf(Parts[0].Class, Share, AccessIdx.lookup(I));
    if (IsMem || C == InstrClass::Other || C == InstrClass::Branch ||
        C == InstrClass::Barrier || isa<PHINode>(I))
      return LatencyExpr::seq({});
    return LatencyExpr::leaf(C, unitsPerInstruction(*I, C));
  }

  /// A segment's instructions in issue order (loadsFirst()).
  struct IssueOrder {
    std::vector<const Instruction *> Instructions;
    /// Integer instructions moved up (a load's address arithmetic, a loop's
    /// counter and test): ptxas places them where the warp would stall.
    SmallPtrSet<const Instruction *, 16> InStallSlots;
    /// Each instruction's place in the IR's order: a value read before it
    /// is defined there is the previous iteration's.
    DenseMap<const Instruction *, unsigned> IRPosition;
    bool definedBefore(const Instruction *D, const Instruction *I) const {
      auto P = IRPosition.find(D);
      return P != IRPosition.end() && P->second < IRPosition.lookup(I);
    }
  };

  /// The segment's instructions as issue steps, in \p Order, waiting
  /// for what chainsInto() makes them wait for: an operand's result (a
  /// load's only where its latency is charged here, else its issue), and
  /// the loads charged at them (from outside the segment: a step of their
  /// own that does not issue, ready after their latency).
  LatencyExpr
  issueSchedule(const IssueOrder &Order, LatencyExpr Dataflow,
                const SmallPtrSetImpl<const Instruction *> &Paired) {
    std::vector<IssueStep> Steps;
    std::vector<LatencyExpr> Costs;
    DenseMap<const Instruction *, unsigned> StepOf;
    for (const Instruction *I : Order.Instructions) {
      IssueStep Mine;
      auto CA = ChargedAt.find(I);
      if (CA != ChargedAt.end())
        for (const Instruction *M : CA->second) {
          auto It = StepOf.find(M);
          if (It != StepOf.end() && Order.definedBefore(M, I)) {
            Mine.AfterResult.push_back(It->second);
            continue;
          }
          Steps.push_back(IssueStep());
          Costs.push_back(waitFor(M));
          Mine.AfterResult.push_back(Steps.size() - 1);
        }
      for (const Value *Op : I->operands()) {
        auto *D = dyn_cast<Instruction>(Op);
        auto It = D ? StepOf.find(D) : StepOf.end();
        if (It == StepOf.end() || !Order.definedBefore(D, I))
          continue;
        // A reader issued before the one a load's wait is charged at (moved
        // up with another load or a branch's condition) waits for it too.
        auto FU = FirstUse.find(D);
        bool ChargedElsewhere =
            AccessIdx.count(D) && !D->getType()->isVoidTy() &&
            FU != FirstUse.end() && FU->second != I &&
            !(Order.IRPosition.count(FU->second) && !StepOf.count(FU->second));
        (ChargedElsewhere ? Mine.AfterIssue : Mine.AfterResult)
            .push_back(It->second);
      }
      InstrClass C = classifyInstruction(*I);
      Mine.Issues = issuedInstructions(*I);
      Mine.PairsWithPrevious = Paired.count(I);
      Mine.InStallSlot = Order.InStallSlots.count(I);
      Mine.Awaited = !(AccessIdx.count(I) && !I->getType()->isVoidTy());
      StepOf[I] = Steps.size();
      Steps.push_back(std::move(Mine));
      Costs.push_back(ownLatency(I, C));
    }
    return LatencyExpr::inOrder(std::move(Dataflow), std::move(Steps),
                                std::move(Costs));
  }

  LatencyExpr segmentLatency(const std::vector<const Instruction *> &Seg) {
    SegmentChains S(Seg, WritesBefore);
    unsigned Issued = 0;
    for (const Instruction *I : Seg) {
      InstrClass C = classifyInstruction(*I);
      Issued += issuedInstructions(*I);
      Chain Mine = chainOf(I, C, combine(chainsInto(I, S)), S);
      S.Chains[I] = std::move(Mine);
    }
    LatencyExpr Crit = combine(sinks(Seg, S)).expr();
    SmallPtrSet<const Instruction *, 16> Paired = dualIssued(Seg);
    double Pairs = Paired.size();
    if (isEmpty(Crit))
      return Issued ? LatencyExpr::ilp(Issued, Pairs) : LatencyExpr::seq({});
    if (!Issued)
      return Crit;
    // Issue order can lengthen only a segment with both a chain and other
    // instructions to issue.
    IssueOrder Order = loadsFirst(Seg);
    std::vector<const Instruction *> IssuedInOrder;
    for (const Instruction *I : Order.Instructions)
      if (!Order.InStallSlots.count(I))
        IssuedInOrder.push_back(I);
    return issueSchedule(
        Order, LatencyExpr::max({Crit, LatencyExpr::ilp(Issued, Pairs)}),
        dualIssued(IssuedInOrder));
  }

  /// What may not issue before what in a segment, for loadsFirst().
  struct IssueConstraints {
    std::vector<SmallVector<unsigned, 4>> Successors;
    std::vector<unsigned> Predecessors; ///< count per instruction
    /// Issued early: a load, a branch's condition, or what they wait for.
    std::vector<bool> Early;
  };

  bool isLoad(const Instruction *I) const {
    return AccessIdx.count(I) && !I->getType()->isVoidTy() &&
           !I->mayWriteToMemory();
  }

  /// An instruction waits for its operands. A load also waits for the
  /// writes it may alias (the PDG's memory edges), the branch before it (a
  /// segment's branches are predicated or unconditional: the predicate) and
  /// the call with side effects before it. Stores and such calls keep their
  /// place: they wait for everything before them.
  IssueConstraints
  issueConstraints(const std::vector<const Instruction *> &Seg,
                   const DenseMap<const Instruction *, unsigned> &Index) const {
    size_t N = Seg.size();
    IssueConstraints C;
    C.Successors.resize(N);
    C.Predecessors.assign(N, 0);
    std::vector<SmallVector<unsigned, 4>> Waiters(N); // moved up with it
    auto addEdge = [&](unsigned From, unsigned To, bool MovesWith) {
      C.Successors[From].push_back(To);
      ++C.Predecessors[To];
      if (MovesWith)
        Waiters[From].push_back(To);
    };
    auto earlier = [&](const Instruction *I, unsigned K) {
      auto It = Index.find(I);
      return It != Index.end() && It->second < K
                 ? std::optional<unsigned>(It->second)
                 : std::nullopt;
    };
    std::optional<unsigned> LastFence, LastOrdered, LastBranch;
    for (unsigned K = 0; K < N; ++K) {
      const Instruction *I = Seg[K];
      for (const Value *Op : I->operands())
        if (auto *D = dyn_cast<Instruction>(Op))
          if (auto From = earlier(D, K))
            addEdge(*From, K, true);
      if (isLoad(I)) {
        for (const Instruction *W : WritesBefore.lookup(I))
          if (auto From = earlier(W, K))
            addEdge(*From, K, false);
        if (LastBranch)
          addEdge(*LastBranch, K, true);
        if (LastFence)
          addEdge(*LastFence, K, false);
      }
      if (I->isTerminator()) {
        auto *Br = dyn_cast<BranchInst>(I);
        if (!Br || Br->isConditional()) // the predicate of what follows
          LastBranch = K;
        continue;
      }
      bool Fence = isa<CallBase>(I) && I->mayHaveSideEffects();
      if (Fence || I->mayWriteToMemory()) {
        for (unsigned P = LastOrdered.value_or(0); P < K; ++P)
          addEdge(P, K, false);
        LastOrdered = K;
      }
      if (Fence)
        LastFence = K;
    }
    C.Early.assign(N, false);
    for (unsigned K = N; K-- > 0;) {
      bool Early = isLoad(Seg[K]);
      for (unsigned W : Waiters[K])
        Early = Early || C.Early[W] || Seg[W]->isTerminator();
      C.Early[K] = Early;
    }
    return C;
  }

  /// The order the segment issues in: ptxas' scheduler issues loads early to
  /// cover their latency, and a branch's condition (a loop's counter and
  /// test) early for the branch not to wait for it, so each load and each
  /// branch's condition, with the instructions they wait for, go as early as
  /// issueConstraints() allow; the rest keeps the IR's order. A stable list
  /// schedule: among the instructions free to issue, those first, then the
  /// IR's order.
  IssueOrder loadsFirst(const std::vector<const Instruction *> &Seg) const {
    IssueOrder Order;
    for (unsigned K = 0; K < Seg.size(); ++K)
      Order.IRPosition[Seg[K]] = K;
    IssueConstraints C = issueConstraints(Seg, Order.IRPosition);
    auto Later = [&](unsigned A, unsigned B) {
      if (C.Early[A] != C.Early[B])
        return bool(C.Early[B]);
      return A > B;
    };
    std::priority_queue<unsigned, std::vector<unsigned>, decltype(Later)> Free(
        Later);
    for (unsigned K = 0; K < Seg.size(); ++K)
      if (!C.Predecessors[K])
        Free.push(K);
    Order.Instructions.reserve(Seg.size());
    while (!Free.empty()) {
      unsigned K = Free.top();
      Free.pop();
      Order.Instructions.push_back(Seg[K]);
      InstrClass Class = classifyInstruction(*Seg[K]);
      if (C.Early[K] &&
          (Class == InstrClass::IntAdd || Class == InstrClass::IntMul ||
           Class == InstrClass::IntMad))
        Order.InStallSlots.insert(Seg[K]);
      for (unsigned S : C.Successors[K])
        if (!--C.Predecessors[S])
          Free.push(S);
    }
    return Order;
  }

  /// Greedy dual-issue pairs in program order (Volkov §3.8): an issued
  /// instruction pairs with the one issued just before it unless it depends
  /// on it (directly or through free instructions) or both access memory.
  /// Returns the second instruction of each pair.
  static SmallPtrSet<const Instruction *, 16>
  dualIssued(const std::vector<const Instruction *> &Seg) {
    std::function<bool(const Instruction *, const Instruction *, unsigned)>
        DependsOn =
            [&](const Instruction *I, const Instruction *P, unsigned D) {
              for (const Value *Op : I->operands())
                if (auto *OI = dyn_cast<Instruction>(Op)) {
                  if (OI == P)
                    return true;
                  if (D < 8 && !isa<PHINode>(OI) &&
                      classifyInstruction(*OI) == InstrClass::Other &&
                      DependsOn(OI, P, D + 1))
                    return true;
                }
              return false;
            };
    auto isMem = [](InstrClass C) {
      return C == InstrClass::GlobalMem || C == InstrClass::LocalMem ||
             C == InstrClass::SharedMem || C == InstrClass::ConstantMem;
    };
    const Instruction *Prev = nullptr;
    bool PrevPaired = false;
    SmallPtrSet<const Instruction *, 16> Second;
    for (const Instruction *I : Seg) {
      InstrClass C = classifyInstruction(*I);
      if (C == InstrClass::Other)
        continue;
      bool Pair = Prev && !PrevPaired && !DependsOn(I, Prev, 0) &&
                  !(isMem(C) && isMem(classifyInstruction(*Prev)));
      if (Pair)
        Second.insert(I);
      PrevPaired = Pair;
      Prev = I;
    }
    return Second;
  }

  /// Appends \p B's instructions to the open segment \p Seg; a barrier node
  /// closes it (its latency and the barrier go to \p Items).
  void appendBlock(const BasicBlock *B, std::vector<const Instruction *> &Seg,
                   std::vector<LatencyExpr> &Items) {
    auto [First, Last] = G.BlockNodes.lookup(B);
    for (unsigned N = First; N <= Last; ++N) {
      const WFGNode &Node = G.Nodes[N];
      if (Node.K == WFGNode::Barrier) {
        closeSegment(Seg, Items);
        Items.push_back(LatencyExpr::barrier(1));
        continue;
      }
      Seg.insert(Seg.end(), Node.Insts.begin(), Node.Insts.end());
    }
  }

  void closeSegment(std::vector<const Instruction *> &Seg,
                    std::vector<LatencyExpr> &Items) {
    if (!Seg.empty())
      Items.push_back(segmentLatency(Seg));
    Seg.clear();
  }

  /// Sides of a branch the compiler turns into predicated instructions: "only
  /// if the number of instructions controlled by the branch condition is
  /// less than or equal to a certain threshold: if the compiler determines
  /// that the condition is likely to produce many divergent warps, this
  /// threshold is 7, otherwise it is 4" (CUDA C Programming Guide, Branch
  /// Predication). Per side, counting the instructions that issue.
  static constexpr unsigned PredicatedDivergent = 7, PredicatedUniform = 4;
  SmallPtrSet<const Instruction *, 8> PredicatedBranches;
  /// Instructions on predicated sides -> the share of warps running them.
  DenseMap<const Instruction *, double> PredicatedShare;
  /// A predicated side -> its branch's block, whose warps all issue it.
  DenseMap<const BasicBlock *, const BasicBlock *> PredicatedSideOf;

  /// Whether the branch ending \p B, joining at \p J, is predicated: each
  /// side is J itself or one block between B and J with no barrier, call or
  /// loop and at most the threshold's instructions. Its sides then issue in
  /// B's segment, both of them, whatever the condition: their loads overlap
  /// as a straight line's do.
  bool isPredicated(const BasicBlock *B, const std::vector<const WFGArc *> &Out,
                    const BasicBlock *J) const {
    if (!J || Out.size() != 2 || G.target(*Out[0]) == G.target(*Out[1]))
      return false;
    const BranchInfo *BI = branch(B->getTerminator());
    unsigned Limit = BI && BI->Kind != Uniformity::Uniform ? PredicatedDivergent
                                                           : PredicatedUniform;
    for (const WFGArc *A : Out) {
      const BasicBlock *S = G.target(*A);
      if (S == J)
        continue;
      if (S == B || S->getSinglePredecessor() != B ||
          S->getSingleSuccessor() != J || LI.getLoopFor(S) != LI.getLoopFor(B))
        return false;
      size_t Issued = 0;
      for (const Instruction &I : *S) {
        InstrClass C = classifyInstruction(I);
        if (C == InstrClass::Barrier ||
            (isa<CallBase>(I) && !isa<IntrinsicInst>(I)))
          return false;
        if (C != InstrClass::Branch) // the side's jump to the join goes
          Issued += issuedInstructions(I);
      }
      if (Issued > Limit)
        return false;
    }
    return true;
  }

  /// The blocks the transition arcs leaving \p B lead to, in successor
  /// order, with their rho; empty when B leaves the kernel.
  std::vector<const WFGArc *> successorArcs(const BasicBlock *B) const {
    std::vector<const WFGArc *> Out =
        G.transitionsFrom(G.BlockNodes.lookup(B).second);
    if (Out.size() == 1 && !G.target(*Out.front()))
      Out.clear(); // the arc to the exit node
    return Out;
  }

  const BasicBlock *ipdom(const BasicBlock *B) {
    const DomTreeNode *N = PDT.getNode(B);
    if (!N || !N->getIDom())
      return nullptr;
    return N->getIDom()->getBlock();
  }

  static constexpr size_t MaxDuplicatedNodes = 2048;
  unsigned CostedAsDiverged = 0;

  static size_t nodeCount(const LatencyExpr &E) {
    size_t N = 1;
    for (const LatencyExpr &C : E.Children)
      N += nodeCount(C);
    return N;
  }

  /// Branches whose ways split the warps of every block (their terminators).
  SmallPtrSet<const Instruction *, 8> RoundedToSlowestWarp;

  /// \p E, the choice of a branch's ways, marked Slowest where the branch
  /// splits the warps of every block: each warp waits for its block's
  /// slowest at the next barrier and before the block is replaced (Volkov
  /// §3.7), so the block's latency is its longest way. The weights stay (a
  /// model that averages still can).
  LatencyExpr slowestIfSplit(const BranchInfo *BI, LatencyExpr E) {
    if (!BI || !BI->SplitsEveryBlock || E.K != LatencyExpr::Choice)
      return E;
    RoundedToSlowestWarp.insert(BI->Term);
    E.Slowest = true;
    return E;
  }

  /// \p Arcs carry each side's rho; without branch facts the sides are
  /// equally likely.
  LatencyExpr combineBranch(const BranchInfo *BI,
                            const std::vector<const WFGArc *> &Arcs,
                            std::vector<LatencyExpr> Sides) {
    unsigned N = Sides.size();
    double D = BI ? BI->DivergentWarpFraction : 0;
    std::vector<double> Rho(N, 1.0 / N);
    if (BI && BI->SuccessorRho.size() == N)
      for (unsigned I = 0; I < N; ++I)
        Rho[I] = Arcs[I]->Weight;
    if (D >= 0.999)
      return LatencyExpr::seq(std::move(Sides));
    std::vector<double> Only(N);
    double Sum = 0;
    for (unsigned I = 0; I < N; ++I) {
      Only[I] = std::max(0.0, Rho[I] - (N == 2 ? D : 0));
      Sum += Only[I];
    }
    if (D <= 1e-9) {
      for (double &W : Only)
        W = Sum > 0 ? W / Sum : 1.0 / N;
      return slowestIfSplit(
          BI, LatencyExpr::choice(std::move(Sides), std::move(Only)));
    }
    // Partly divergent: the expression holds the sides twice (both, and
    // each alone). Nested such branches would double it per level, so large
    // sides are costed as fully diverged (both run): never faster.
    size_t SideNodes = 0;
    for (const LatencyExpr &S : Sides)
      SideNodes += nodeCount(S);
    if (SideNodes > MaxDuplicatedNodes) {
      ++CostedAsDiverged;
      return LatencyExpr::seq(std::move(Sides));
    }
    std::vector<LatencyExpr> Cs;
    std::vector<double> W;
    Cs.push_back(LatencyExpr::seq(Sides));
    W.push_back(D);
    double Rest = std::max(0.0, 1 - D);
    for (unsigned I = 0; I < N; ++I) {
      Cs.push_back(Sides[I]);
      W.push_back(Sum > 0 ? Rest * Only[I] / Sum : Rest / N);
    }
    return slowestIfSplit(BI, LatencyExpr::choice(std::move(Cs), std::move(W)));
  }

  /// Blocks visited by walk, over all paths; past the bound the latency
  /// path is cut short (WarpWorkload::LatencyTruncatedAfter).
  static constexpr unsigned MaxBlocksWalked = 20000;
  unsigned BlocksWalked = 0;
  bool Truncated = false;

  /// The loop directly inside \p Ctx whose header is \p B, or null.
  const Loop *loopEnteredAt(const BasicBlock *B, const Loop *Ctx) const {
    const Loop *L = LI.getLoopFor(B);
    if (!L || L == Ctx)
      return nullptr;
    while (L->getParentLoop() != Ctx && L->getParentLoop())
      L = L->getParentLoop();
    return L->getHeader() == B && L->getParentLoop() == Ctx ? L : nullptr;
  }

  /// Where the walk goes on after loop \p L: its unique exit block, else
  /// its first.
  static const BasicBlock *exitOf(const Loop *L) {
    if (const BasicBlock *Exit = L->getUniqueExitBlock())
      return Exit;
    SmallVector<BasicBlock *, 4> Exits;
    L->getExitBlocks(Exits);
    return Exits.empty() ? nullptr : Exits.front();
  }

  /// When the arcs \p Out leave or continue loop \p Ctx (loop control
  /// inside the body): the one successor that stays in the body, or null
  /// when none or several do; nothing when the branch is not loop control.
  std::optional<const BasicBlock *>
  nextInLoopBody(const std::vector<const WFGArc *> &Out,
                 const Loop *Ctx) const {
    std::vector<const BasicBlock *> Stay;
    bool Control = false;
    for (const WFGArc *A : Out) {
      const BasicBlock *S = G.target(*A);
      if (!Ctx->contains(S) || S == Ctx->getHeader())
        Control = true;
      else
        Stay.push_back(S);
    }
    if (!Control)
      return std::nullopt;
    return Stay.size() == 1 ? Stay.front() : nullptr;
  }

  /// The branch at the end of \p B: each side walked to the join \p J.
  LatencyExpr branchLatency(const BasicBlock *B,
                            const std::vector<const WFGArc *> &Out,
                            const BasicBlock *J, const Loop *Ctx) {
    std::vector<LatencyExpr> Sides;
    for (const WFGArc *A : Out) {
      const BasicBlock *S = G.target(*A);
      Sides.push_back(S == J ? LatencyExpr::seq({}) : walk(S, J, Ctx));
    }
    return combineBranch(branch(B->getTerminator()), Out, std::move(Sides));
  }

  LatencyExpr walk(const BasicBlock *B, const BasicBlock *Until,
                   const Loop *Ctx) {
    std::vector<LatencyExpr> Items;
    if (++Depth > 64) {
      --Depth;
      return LatencyExpr::seq({});
    }
    // The open segment: one block's instructions, or a straight line of
    // blocks and the predicated sides of the branches between them.
    std::vector<const Instruction *> Seg;
    bool First = true;
    SmallPtrSet<const BasicBlock *, 16> Seen; // irreducible cycles end the walk
    while (B && B != Until && Seen.insert(B).second) {
      // Each side of a branch is walked to the join, so branches whose join
      // is far away (chains of them with a common tail) re-walk that tail
      // once per path: exponential without a bound (fuzz-module found a
      // module that ran out of memory here).
      if (++BlocksWalked > MaxBlocksWalked) {
        Truncated = true;
        break;
      }
      if (Ctx && (!Ctx->contains(B) || (B == Ctx->getHeader() && !First)))
        break;
      First = false;
      if (const Loop *L = loopEnteredAt(B, Ctx)) {
        closeSegment(Seg, Items);
        double Trip = G.backEdgeTrip(B);
        Items.push_back(
            LatencyExpr::repeat(Trip >= 0 ? Trip : 1, walk(B, nullptr, L)));
        B = exitOf(L);
        continue;
      }
      appendBlock(B, Seg, Items);
      std::vector<const WFGArc *> Out = successorArcs(B);
      if (Out.empty())
        break;
      if (Out.size() == 1) {
        closeSegment(Seg, Items);
        B = G.target(*Out.front());
        continue;
      }
      if (Ctx)
        if (std::optional<const BasicBlock *> Next = nextInLoopBody(Out, Ctx)) {
          closeSegment(Seg, Items);
          B = *Next;
          continue;
        }
      const BasicBlock *J = ipdom(B);
      // Whichever walk reaches the branch decides alike (J is B's post-
      // dominator, whatever the walk's end), so a side's run share holds.
      if (isPredicated(B, Out, J)) {
        PredicatedBranches.insert(B->getTerminator());
        for (const WFGArc *A : Out)
          if (const BasicBlock *S = G.target(*A); S != J) {
            ++BlocksWalked;
            for (const Instruction &I : *S)
              PredicatedShare[&I] = A->Weight;
            PredicatedSideOf[S] = B;
            appendBlock(S, Seg, Items);
          }
        B = J; // the join goes on in the same segment
        continue;
      }
      closeSegment(Seg, Items);
      Items.push_back(branchLatency(B, Out, J, Ctx));
      B = J;
    }
    closeSegment(Seg, Items);
    --Depth;
    return LatencyExpr::seq(std::move(Items));
  }
};
} // namespace

WarpWorkload gpuperf::reduceWorkFlowGraph(const WorkFlowGraph &G,
                                          const Function &F, const LoopInfo &LI,
                                          const PostDominatorTree &PDT,
                                          const ProgramDependenceGraph &PDG,
                                          const ResolvedLaunch &Launch) {
  Reducer R(G, F, LI, PDT, PDG, Launch);
  WarpWorkload W;
  uint64_t Threads = Launch.Block.size();
  uint64_t Warps = (Threads + 31) / 32;
  double Fill = Warps ? double(Threads) / double(Warps * 32) : 1;
  std::vector<double> Req(G.MemoryInsts.size(), 0);
  // The walk first: it decides which branch sides are predicated.
  R.Depth = 0;
  W.Latency = simplifyLatency(R.walk(&F.getEntryBlock(), nullptr, nullptr));
  for (const BasicBlock &B : F) {
    double Util;
    double Iterations = R.loopMult(&B, Util);
    double Freq = Iterations * R.prob(&B);
    // Every warp reaching a predicated branch issues its sides; only those
    // with lanes on a side make its requests and operations.
    const BasicBlock *IssuedWith = R.PredicatedSideOf.lookup(&B);
    double IssueFreq = IssuedWith ? Iterations * R.prob(IssuedWith) : Freq;
    double Lanes = 32 * Fill * Util * R.lanes(&B);
    for (const Instruction &I : B) {
      InstrClass C = classifyInstruction(I);
      auto It = R.AccessIdx.find(&I);
      SmallVector<MemoryPart, 2> Parts = memoryParts(I);
      if (It != R.AccessIdx.end())
        for (size_t P = 0; P < Parts.size(); ++P)
          Req[It->second + P] += Freq;
      if (Parts.size() > 1) {
        // A memcpy or a fragment tile: one memory instruction per part.
        for (const MemoryPart &P : Parts) {
          W.Issued[unsigned(P.Class)] += IssueFreq;
          W.ThreadOps[unsigned(P.Class)] += Freq * Lanes;
        }
        continue;
      }
      if (C == InstrClass::Other)
        continue;
      if (ArrayRef<SequencePart> Seq = divisionSequence(I); !Seq.empty()) {
        for (const SequencePart &P : Seq) {
          W.Issued[unsigned(P.Class)] += IssueFreq * P.Count;
          W.ThreadOps[unsigned(P.Class)] += Freq * Lanes * P.Count;
        }
        continue;
      }
      W.Issued[unsigned(C)] += IssueFreq;
      // A tensor instruction's operations are its multiply-adds.
      W.ThreadOps[unsigned(C)] +=
          Freq * (isTensorClass(C) ? unitsPerInstruction(I, C) : Lanes);
      if (C == InstrClass::Barrier)
        W.BarriersPerWarp += Freq;
    }
  }
  for (size_t K = 0; K < Req.size(); ++K)
    W.Requests.push_back({int(K), Req[K]});
  if (R.Truncated)
    W.LatencyTruncatedAfter = Reducer::MaxBlocksWalked;
  W.BranchesCostedAsDiverged = R.CostedAsDiverged;
  W.BranchesPredicated = R.PredicatedBranches.size();
  W.BranchesRoundedToSlowestWarp = R.RoundedToSlowestWarp.size();
  return W;
}
