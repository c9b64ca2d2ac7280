//===- LatencyBound.cpp - Volkov's latency bound (thesis §3.7) ------------===//
#include "gpuperf/Model/LatencyBound.h"
#include "gpuperf/Model/RequestCost.h"
#include "gpuperf/Model/ThroughputBound.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace gpuperf;

static const AccessInfo *accessOf(const LatencyExpr &E,
                                  const LatencyContext &Ctx) {
  if (E.AccessIndex < 0 || !Ctx.Accesses ||
      size_t(E.AccessIndex) >= Ctx.Accesses->size())
    return nullptr;
  return &(*Ctx.Accesses)[E.AccessIndex];
}

static double classLatency(InstrClass C, const LatencySpec &L) {
  switch (C) {
  case InstrClass::IntAdd:
    return L.IntAdd;
  case InstrClass::IntMul:
    return L.IntMul;
  case InstrClass::IntMad:
    return L.IntMad;
  case InstrClass::IntDiv:
    return L.IntDiv;
  case InstrClass::IntRem:
    return L.IntRem;
  case InstrClass::FP32Add:
    return L.FP32Add;
  case InstrClass::FP32Mul:
    return L.FP32Mul;
  case InstrClass::FP32Fma:
    return L.FP32Fma;
  case InstrClass::FP32Div:
    return L.FP32Div;
  case InstrClass::FP64Add:
    return L.FP64Add;
  case InstrClass::FP64Mul:
    return L.FP64Mul;
  case InstrClass::FP64Fma:
    return L.FP64Fma;
  case InstrClass::Conversion:
    return L.Conversion;
  case InstrClass::Rcp:
    return L.Rcp;
  case InstrClass::Sqrt:
    return L.Sqrt;
  case InstrClass::Rsqrt:
    return L.Rsqrt;
  case InstrClass::SinCos:
    return L.SinCos;
  case InstrClass::Lg2:
    return L.Lg2;
  case InstrClass::Ex2:
    return L.Ex2;
  case InstrClass::Branch:
    return L.Branch;
  case InstrClass::Barrier:
    return L.Barrier;
  case InstrClass::ConstantMem:
    return L.Constant;
  case InstrClass::Shuffle:
    return L.IntAdd; // a CUDA-core-like pipeline (no spec field of its own)
  case InstrClass::GlobalMem:
  case InstrClass::LocalMem:
    return L.DRAM;
  case InstrClass::SharedMem:
    return L.Shared;
  case InstrClass::Other:
  case InstrClass::NumClasses:
  default:
    return 0;
  }
}

/// Cycles per multiply-add of a tensor instruction, as a lower bound: no
/// source measures the tensor cores' latency, so an mma takes at least the
/// cycles it holds its sub-partition's tensor core (stated by the driver).
static double tensorLatency(InstrClass C, const GPUSpec &S) {
  double Rate = tensorRate(C, S);
  return Rate > 0 ? std::max(1u, S.Occupancy.SubPartitions) / Rate : 0;
}

static double barrierLatency(const LatencyContext &Ctx) {
  const GPUSpec &S = *Ctx.Spec;
  unsigned Sched = std::max(1u, S.Scheduling.SchedulersPerSM);
  double Ahead = std::ceil(double(Ctx.WarpsPerBlock) / Sched) - 1;
  return S.Latency.Barrier + std::max(0.0, Ahead) * S.Scheduling.CyclesPerIssue;
}

double gpuperf::leafLatency(const LatencyExpr &E, const LatencyContext &Ctx) {
  const GPUSpec &S = *Ctx.Spec;
  switch (E.K) {
  case LatencyExpr::ILP:
    return E.Count * S.Scheduling.ILPLatency;
  case LatencyExpr::Barrier:
    return E.Count * barrierLatency(Ctx);
  case LatencyExpr::Leaf:
    break;
  default:
    return 0;
  }
  const AccessInfo *A = accessOf(E, Ctx);
  switch (E.Class) {
  case InstrClass::GlobalMem:
  case InstrClass::LocalMem: {
    double Lat = Ctx.MemoryLatency >= 0 ? Ctx.MemoryLatency : S.Latency.DRAM;
    // Requests the L1 serves (L1Traffic.h) take its latency, those the L2
    // serves (L2Traffic.h) the L2's: (1 - f) L1 + f L2 + d (DRAM - L2) for
    // the shares f beyond the L1 and d, within f, in DRAM.
    double Beyond = A && S.Latency.L1Hit > 0 && S.Latency.L1Hit < Lat
                        ? A->LatencyL2Fraction
                        : 1;
    double InDRAM = A ? std::min(A->LatencyDRAMFraction, Beyond) : Beyond;
    if (S.Latency.L2Hit > 0 && S.Latency.L2Hit < Lat)
      Lat = Beyond * S.Latency.L2Hit + InDRAM * (Lat - S.Latency.L2Hit);
    else
      Lat *= Beyond;
    Lat += (1 - Beyond) * S.Latency.L1Hit;
    if (A && A->TransactionsPerRequest > 0)
      Lat += std::max(0.0, A->TransactionsPerRequest -
                               S.Memory.coalescedTransactions(
                                   servedByL2Only(A->Space, A->Kind))) *
             S.Latency.ExtraTransaction;
    return E.Count * Lat;
  }
  case InstrClass::SharedMem: {
    double Lat = S.Latency.Shared;
    if (A)
      Lat += A->excessWavefronts() * S.Throughput.SharedCyclesPerAccess;
    return E.Count * Lat;
  }
  case InstrClass::Barrier:
    return E.Count * barrierLatency(Ctx);
  default:
    if (isTensorClass(E.Class))
      return E.Count * tensorLatency(E.Class, S);
    return E.Count * classLatency(E.Class, S.Latency);
  }
}

/// A Slowest choice's longest child that some warp takes; null for a
/// choice the warps average.
static const LatencyExpr *slowestChild(const LatencyExpr &E,
                                       const LatencyContext &Ctx) {
  if (!E.Slowest)
    return nullptr;
  const LatencyExpr *Best = nullptr;
  double BestL = -1;
  for (size_t I = 0; I < E.Children.size(); ++I) {
    if (I >= E.Weights.size() || E.Weights[I] <= 0)
      continue;
    double L = evaluateLatency(E.Children[I], Ctx);
    if (L > BestL)
      BestL = L, Best = &E.Children[I];
  }
  return Best;
}

namespace {
/// An InOrder segment's issue schedule for one spec: each step starts once
/// the step before it has issued (its issue slots x the ILP latency; none
/// where it dual-issues with it) and the results it reads are ready; a step
/// in a stall slot waits only for what it reads and delays no other.
/// Bound[i] is what set step i's start.
struct IssueSchedule {
  enum BindingKind {
    Entry,         ///< nothing: it starts with the segment
    AfterPrevious, ///< the issue slots of the step issued before it
    WithPrevious,  ///< dual-issued with the step before it
    AfterResultOf, ///< the result of step From
    AfterIssueOf   ///< the issue of step From (a load waited for elsewhere)
  };
  struct Binding {
    BindingKind K = Entry;
    unsigned From = 0;
  };
  std::vector<double> Start, Ready;
  std::vector<Binding> Bound;
  double End = 0;
  /// The step whose result, or (End from the issue slots) the issue of the
  /// last issued step, ends the segment; -1 for an empty one.
  int Last = -1;
  bool EndsAtIssue = false;

  IssueSchedule(const LatencyExpr &E, const LatencyContext &Ctx) {
    size_t N = E.Steps.size();
    Start.assign(N, 0);
    Ready.assign(N, 0);
    Bound.assign(N, {});
    double Gap = Ctx.Spec->Scheduling.ILPLatency;
    bool Dual = Ctx.Spec->Scheduling.DualIssue;
    int PrevIssued = -1;
    double NextIssue = 0;
    bool PrevPaired = false;
    for (size_t I = 0; I < N; ++I) {
      const IssueStep &S = E.Steps[I];
      auto Wait = [&](double T, BindingKind K, unsigned From) {
        if (T > Start[I]) {
          Start[I] = T;
          Bound[I] = {K, From};
        }
      };
      // Steps wait only for earlier ones (the back-tracking relies on it).
      for (unsigned D : S.AfterResult)
        if (D < I)
          Wait(Ready[D], AfterResultOf, D);
      for (unsigned D : S.AfterIssue)
        if (D < I)
          Wait(Start[D], AfterIssueOf, D);
      bool Paired = false;
      bool InOrder = S.Issues > 0 && !S.InStallSlot;
      if (InOrder && PrevIssued >= 0) {
        // A dual-issued instruction issues with the one before it (Volkov
        // §3.8: zero ILP latency) if what it reads is ready by then.
        const IssueStep &P = E.Steps[PrevIssued];
        Paired = Dual && S.PairsWithPrevious && !PrevPaired && S.Issues == 1 &&
                 P.Issues == 1 && Start[I] <= Start[PrevIssued];
        Wait(Paired ? Start[PrevIssued] : NextIssue,
             Paired ? WithPrevious : AfterPrevious, unsigned(PrevIssued));
      }
      Ready[I] = Start[I] + evaluateLatency(E.StepCosts[I], Ctx);
      if (InOrder) {
        PrevIssued = int(I);
        PrevPaired = Paired;
        NextIssue = Start[I] + S.Issues * Gap;
        if (NextIssue > End) {
          End = NextIssue;
          Last = int(I);
          EndsAtIssue = true;
        }
      }
      if (S.Awaited && Ready[I] > End) {
        End = Ready[I];
        Last = int(I);
        EndsAtIssue = false;
      }
    }
  }

  /// The path that sets End, first step first: each step's latency where a
  /// later one waited for its result, and the issue slots where a later one
  /// waited for its issue (printed as ILP latency).
  std::vector<LatencyExpr> criticalPath(const LatencyExpr &E) const {
    std::vector<LatencyExpr> Rev;
    bool AfterIssueSlots = false; // Rev.back() is issue slots
    auto IssueOf = [&](unsigned I) {
      if (AfterIssueSlots)
        Rev.back().Count += E.Steps[I].Issues;
      else
        Rev.push_back(LatencyExpr::ilp(E.Steps[I].Issues));
      AfterIssueSlots = true;
    };
    // Dependent operations of one class, each waiting for the one before,
    // are one step of the path, as a chain's leaves are.
    bool Chained = false; // the last hop waited for a result
    auto LatencyOf = [&](unsigned I) {
      const LatencyExpr &C = E.StepCosts[I];
      if (C.K == LatencyExpr::Seq && C.Children.empty())
        return; // a free instruction
      if (Chained && !AfterIssueSlots && C.K == LatencyExpr::Leaf &&
          C.AccessIndex < 0 && Rev.back().K == LatencyExpr::Leaf &&
          Rev.back().AccessIndex < 0 && Rev.back().Class == C.Class)
        Rev.back().Count += C.Count;
      else
        Rev.push_back(C);
      AfterIssueSlots = false;
    };
    if (Last < 0)
      return Rev;
    unsigned I = unsigned(Last);
    if (EndsAtIssue)
      IssueOf(I);
    else
      LatencyOf(I);
    for (Binding B = Bound[I]; B.K != Entry; B = Bound[I]) {
      Chained = B.K == AfterResultOf;
      if (B.K == AfterPrevious)
        IssueOf(B.From);
      else if (B.K == AfterResultOf)
        LatencyOf(B.From);
      // WithPrevious, AfterIssueOf: no cycles between the two
      I = B.From;
    }
    std::reverse(Rev.begin(), Rev.end());
    return Rev;
  }
};
} // namespace

/// An InOrder segment: its issue schedule, never shorter than its dataflow
/// form. (That form's ILP counts every instruction's issue slot, the
/// schedule saves the dual-issued ones' too: where the issue decides, dual
/// issue does not shorten the segment.)
static double inOrderLatency(const LatencyExpr &E, const LatencyContext &Ctx) {
  double Dataflow = evaluateLatency(E.Children.front(), Ctx);
  if (!Ctx.InOrderIssue)
    return Dataflow;
  return std::max(Dataflow, IssueSchedule(E, Ctx).End);
}

double gpuperf::evaluateLatency(const LatencyExpr &E,
                                const LatencyContext &Ctx) {
  switch (E.K) {
  case LatencyExpr::InOrder:
    return inOrderLatency(E, Ctx);
  case LatencyExpr::Leaf:
  case LatencyExpr::ILP:
  case LatencyExpr::Barrier:
    return leafLatency(E, Ctx);
  case LatencyExpr::Seq: {
    double S = 0;
    for (const LatencyExpr &C : E.Children)
      S += evaluateLatency(C, Ctx);
    return S;
  }
  case LatencyExpr::Max: {
    double M = 0;
    for (const LatencyExpr &C : E.Children)
      M = std::max(M, evaluateLatency(C, Ctx));
    return M;
  }
  case LatencyExpr::Repeat: {
    double S = 0;
    for (const LatencyExpr &C : E.Children)
      S += evaluateLatency(C, Ctx);
    return E.Count * S;
  }
  case LatencyExpr::Choice: {
    if (const LatencyExpr *C = slowestChild(E, Ctx))
      return evaluateLatency(*C, Ctx);
    double S = 0;
    for (size_t I = 0; I < E.Children.size(); ++I) {
      double W = I < E.Weights.size() ? E.Weights[I] : 0;
      S += W * evaluateLatency(E.Children[I], Ctx);
    }
    return S;
  }
  }
  return 0;
}

static std::string leafText(const LatencyExpr &E, const LatencyContext &Ctx) {
  switch (E.K) {
  case LatencyExpr::ILP:
    return formatv("{0} x independent issue ({1} cy ILP latency)", E.Count,
                   Ctx.Spec->Scheduling.ILPLatency)
        .str();
  case LatencyExpr::Barrier:
    return formatv("{0} x barrier (incl. block sync)", E.Count).str();
  default: {
    std::string S =
        formatv("{0} x {1}", E.Count, instrClassName(E.Class)).str();
    if (E.AccessIndex >= 0)
      S += formatv(" (access #{0})", E.AccessIndex).str();
    return S + " (dependent)";
  }
  }
}

static void collectSteps(const LatencyExpr &E, const LatencyContext &Ctx,
                         double Scale, std::vector<CriticalStep> &Steps) {
  switch (E.K) {
  case LatencyExpr::Leaf:
  case LatencyExpr::ILP:
  case LatencyExpr::Barrier: {
    double C = leafLatency(E, Ctx) * Scale;
    if (C <= 0)
      return;
    std::string W = leafText(E, Ctx);
    if (Scale != 1)
      W += formatv(" [x{0}]", Scale).str();
    Steps.push_back({std::move(W), C});
    return;
  }
  case LatencyExpr::Seq:
    for (const LatencyExpr &C : E.Children)
      collectSteps(C, Ctx, Scale, Steps);
    return;
  case LatencyExpr::Repeat:
    for (const LatencyExpr &C : E.Children)
      collectSteps(C, Ctx, Scale * E.Count, Steps);
    return;
  case LatencyExpr::Max: {
    const LatencyExpr *Best = nullptr;
    double BestL = -1;
    for (const LatencyExpr &C : E.Children) {
      double L = evaluateLatency(C, Ctx);
      if (L > BestL) {
        BestL = L;
        Best = &C;
      }
    }
    if (Best)
      collectSteps(*Best, Ctx, Scale, Steps);
    return;
  }
  case LatencyExpr::InOrder: {
    if (!Ctx.InOrderIssue) {
      collectSteps(E.Children.front(), Ctx, Scale, Steps);
      return;
    }
    IssueSchedule S(E, Ctx);
    if (evaluateLatency(E.Children.front(), Ctx) > S.End) {
      collectSteps(E.Children.front(), Ctx, Scale, Steps);
      return;
    }
    for (const LatencyExpr &C : S.criticalPath(E))
      collectSteps(C, Ctx, Scale, Steps);
    return;
  }
  case LatencyExpr::Choice:
    if (const LatencyExpr *C = slowestChild(E, Ctx)) {
      collectSteps(*C, Ctx, Scale, Steps);
      return;
    }
    for (size_t I = 0; I < E.Children.size(); ++I)
      if (I < E.Weights.size() && E.Weights[I] > 0)
        collectSteps(E.Children[I], Ctx, Scale * E.Weights[I], Steps);
    return;
  }
}

double gpuperf::latencyBound(const LatencyExpr &E, const LatencyContext &Ctx,
                             std::vector<CriticalStep> *Steps) {
  double L = evaluateLatency(E, Ctx) + Ctx.Spec->Latency.BlockLaunch;
  if (Steps) {
    collectSteps(E, Ctx, 1, *Steps);
    if (Ctx.Spec->Latency.BlockLaunch > 0)
      Steps->push_back({"block replacement (latency.block_launch)",
                        Ctx.Spec->Latency.BlockLaunch});
  }
  return L;
}
