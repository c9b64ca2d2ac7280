//===- Uniformity.cpp - How values vary across the threads of a launch ----===//
#include "gpuperf/Graph/Uniformity.h"
#include "gpuperf/Graph/ThreadExpr.h"
#include "gpuperf/IR/InlinePTX.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

using namespace llvm;
using namespace gpuperf;

static std::optional<Uniformity> sourceUniformity(const Instruction &I,
                                                  const ResolvedLaunch &L) {
  auto *CB = dyn_cast<CallBase>(&I);
  if (!CB)
    return std::nullopt;
  const Function *Callee = CB->getCalledFunction();
  // A special register read by inline PTX is the register's intrinsic.
  std::optional<Intrinsic::ID> ID = specialRegisterReadOf(I);
  if (!ID && (!Callee || !Callee->isIntrinsic()))
    return Uniformity::DataDependent;
  switch (ID ? *ID : Callee->getIntrinsicID()) {
  case Intrinsic::nvvm_read_ptx_sreg_tid_x:
    return L.Block.X == 1 ? Uniformity::Uniform : Uniformity::ThreadDependent;
  case Intrinsic::nvvm_read_ptx_sreg_tid_y:
    if (L.Block.Y == 1)
      return Uniformity::Uniform;
    return L.Block.X % 32 == 0 ? Uniformity::WarpUniform
                               : Uniformity::ThreadDependent;
  case Intrinsic::nvvm_read_ptx_sreg_tid_z:
    if (L.Block.Z == 1)
      return Uniformity::Uniform;
    return (uint64_t(L.Block.X) * L.Block.Y) % 32 == 0
               ? Uniformity::WarpUniform
               : Uniformity::ThreadDependent;
  case Intrinsic::nvvm_read_ptx_sreg_laneid:
    return Uniformity::ThreadDependent;
  case Intrinsic::nvvm_read_ptx_sreg_warpid:
  case Intrinsic::nvvm_vote_any_sync:
  case Intrinsic::nvvm_vote_all_sync:
  case Intrinsic::nvvm_vote_ballot_sync:
  case Intrinsic::nvvm_vote_uni_sync:
    return Uniformity::WarpUniform;
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_x:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_y:
  case Intrinsic::nvvm_read_ptx_sreg_ntid_z:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_x:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_y:
  case Intrinsic::nvvm_read_ptx_sreg_nctaid_z:
  case Intrinsic::nvvm_read_ptx_sreg_warpsize:
    return Uniformity::Uniform;
  default:
    break;
  }
  if (!Callee)
    return Uniformity::DataDependent;
  StringRef N = Callee->getName();
  if (N.starts_with("llvm.nvvm.shfl") || N.starts_with("llvm.nvvm.ld") ||
      N.starts_with("llvm.nvvm.atomic") ||
      N.starts_with("llvm.nvvm.read.ptx.sreg"))
    return Uniformity::DataDependent;
  return std::nullopt; // pure math intrinsics: join of operands
}

/// True when every warp's lanes agree on V for the concrete launch (checked
/// lane by lane for a few blocks).
static bool concretelyWarpUniform(const ExprRef &E, ThreadExprBuilder &TEB) {
  const ResolvedLaunch &L = TEB.launch();
  const LaneSymbols &LS = TEB.lanes();
  const Dim3 &B = L.Block;
  static const unsigned Blocks[3][3] = {{0, 0, 0}, {1, 1, 1}, {5, 3, 2}};
  SymValues Env = TEB.fixedValues();
  for (auto &Cta : Blocks) {
    Env[LS.Ctaid[0]] = Cta[0] % L.Grid.X;
    Env[LS.Ctaid[1]] = Cta[1] % L.Grid.Y;
    Env[LS.Ctaid[2]] = Cta[2] % L.Grid.Z;
    uint64_t N = B.size();
    for (uint64_t W = 0; W * 32 < N; ++W) {
      std::optional<int64_t> First;
      for (uint64_t Lane = W * 32; Lane < std::min<uint64_t>(N, W * 32 + 32);
           ++Lane) {
        LS.bindThread(Env, B, Lane);
        std::optional<int64_t> V = evaluate(E, Env);
        if (!V)
          return false;
        if (First && *First != *V)
          return false;
        First = V;
      }
    }
  }
  return true;
}

namespace {
using SyncSourceMap =
    DenseMap<const BasicBlock *, std::vector<const BasicBlock *>>;

/// Per phi block outside loop headers: the branch blocks between its
/// immediate dominator and it whose condition can make the phi's incoming
/// value differ between lanes (sync dependence).
/// The blocks dominated by \p D from which \p B (dominated by D) is
/// reachable. A path that leaves D's dominator subtree comes back only
/// through D, so these are the blocks that reach B within the subtree, and,
/// when D lies on a cycle, those that reach D: in a reducible CFG, the
/// blocks of the outermost loop around D. Linear in the subtree, where a
/// reachability query per pair of blocks made 2,000 branches in a row cost
/// 4 s. \p Irreducible: walk the whole CFG instead.
DenseSet<const BasicBlock *>
reachingWithin(const BasicBlock *B, const BasicBlock *D,
               const DominatorTree &DT, const LoopInfo &LI, bool Irreducible) {
  DenseSet<const BasicBlock *> Seen;
  SmallVector<const BasicBlock *, 32> Work{B};
  while (!Work.empty())
    for (const BasicBlock *P : predecessors(Work.pop_back_val()))
      if ((Irreducible || DT.dominates(D, P)) && Seen.insert(P).second)
        Work.push_back(P);
  if (Irreducible)
    return Seen;
  const Loop *Outer = LI.getLoopFor(D);
  while (Outer && Outer->getParentLoop())
    Outer = Outer->getParentLoop();
  if (Outer)
    for (const BasicBlock *X : Outer->blocks())
      if (DT.dominates(D, X))
        Seen.insert(X);
  return Seen;
}

SyncSourceMap syncSources(const Function &F,
                          const std::vector<const BasicBlock *> &Order,
                          const DominatorTree &DT, const LoopInfo &LI) {
  SyncSourceMap Out;
  using RPOT = ReversePostOrderTraversal<const Function *>;
  RPOT RPO(&F);
  bool Irreducible = containsIrreducibleCFG<const BasicBlock *>(RPO, LI);
  DenseMap<const BasicBlock *, unsigned> Position; // in Order
  for (unsigned I = 0; I < Order.size(); ++I)
    Position[Order[I]] = I;
  for (const BasicBlock *B : Order) {
    if (!isa<PHINode>(B->front()) || LI.isLoopHeader(B))
      continue;
    const DomTreeNode *N = DT.getNode(B);
    if (!N || !N->getIDom())
      continue;
    const BasicBlock *D = N->getIDom()->getBlock();
    DenseSet<const BasicBlock *> Reaching =
        reachingWithin(B, D, DT, LI, Irreducible);
    // In program order, as the branches are met.
    std::vector<const BasicBlock *> Sources;
    for (const BasicBlock *X : Reaching) {
      if (X == B || !Position.count(X) || !DT.dominates(D, X))
        continue; // B itself, unreachable code, or outside D's subtree
      auto *Br = dyn_cast<BranchInst>(X->getTerminator());
      if ((Br && Br->isConditional()) || isa<SwitchInst>(X->getTerminator()))
        Sources.push_back(X);
    }
    if (Sources.empty())
      continue;
    llvm::sort(Sources, [&](const BasicBlock *L, const BasicBlock *R) {
      return Position.lookup(L) < Position.lookup(R);
    });
    Out[B] = std::move(Sources);
  }
  return Out;
}

const Value *conditionOf(const BasicBlock *X) {
  const Instruction *T = X->getTerminator();
  if (auto *Br = dyn_cast<BranchInst>(T))
    return Br->getCondition();
  return cast<SwitchInst>(T)->getCondition();
}

/// True when I is an integer or a condition that lowers to an expression
/// in tid, ctaid and the resolved parameters on which every warp's lanes
/// agree for the concrete launch.
bool warpUniformForLaunch(const Instruction &I, ThreadExprBuilder &TEB) {
  ExprRef E;
  if (I.getType()->isIntegerTy(1))
    E = TEB.cond(&I);
  else if (I.getType()->isIntegerTy())
    E = TEB.idx(&I);
  return E && concretelyWarpUniform(E, TEB);
}

/// One round of the forward data flow over the lattice.
struct Propagation {
  DenseMap<const Value *, Uniformity> &Map;
  SyncSourceMap SyncSources;
  ThreadExprBuilder &TEB;
  DenseMap<const Value *, bool> Refined; ///< warpUniformForLaunch, memoised

  Propagation(DenseMap<const Value *, Uniformity> &Map,
              SyncSourceMap SyncSources, ThreadExprBuilder &TEB)
      : Map(Map), SyncSources(std::move(SyncSources)), TEB(TEB) {}

  Uniformity get(const Value *V) const {
    auto It = Map.find(V);
    return It == Map.end() ? Uniformity::Uniform : It->second;
  }

  /// I's uniformity from its operands' (and a phi's sync dependence).
  Uniformity transfer(const Instruction &I) {
    if (auto S = sourceUniformity(I, TEB.launch()))
      return *S;
    if (isa<LoadInst>(I) || isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
      return Uniformity::DataDependent;
    Uniformity U = Uniformity::Uniform;
    for (const Value *Op : I.operands())
      if (!isa<BasicBlock>(Op))
        U = joinUniformity(U, get(Op));
    if (auto *P = dyn_cast<PHINode>(&I)) {
      auto It = SyncSources.find(I.getParent());
      if (It != SyncSources.end() && !P->hasConstantOrUndefValue())
        for (const BasicBlock *X : It->second)
          U = joinUniformity(U, get(conditionOf(X)));
      return U;
    }
    if (U != Uniformity::ThreadDependent)
      return U;
    auto [It, New] = Refined.try_emplace(&I, false);
    if (New)
      It->second = warpUniformForLaunch(I, TEB);
    return It->second ? Uniformity::WarpUniform : U;
  }

  /// Raises I's uniformity to U (never lowers it); true when it changed.
  bool update(const Instruction &I, Uniformity U) {
    auto It = Map.find(&I);
    if (It != Map.end()) {
      U = joinUniformity(U, It->second);
      if (It->second == U)
        return false;
    }
    Map[&I] = U;
    return true;
  }
};
} // namespace

UniformityInfo::UniformityInfo(const Function &F, const DominatorTree &DT,
                               const LoopInfo &LI, ThreadExprBuilder &TEB) {
  for (const Argument &A : F.args())
    Map[&A] = Uniformity::Uniform;
  ReversePostOrderTraversal<const Function *> RPOT(&F);
  std::vector<const BasicBlock *> Order(RPOT.begin(), RPOT.end());
  Propagation P(Map, syncSources(F, Order, DT, LI), TEB);
  bool Changed = true;
  for (unsigned Round = 0; Changed && Round < 16; ++Round) {
    Changed = false;
    for (const BasicBlock *B : Order)
      for (const Instruction &I : *B)
        Changed |= P.update(I, P.transfer(I));
  }
}

Uniformity UniformityInfo::get(const Value *V) const {
  auto It = Map.find(V);
  return It == Map.end() ? Uniformity::Uniform : It->second;
}
