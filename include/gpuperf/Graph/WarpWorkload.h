//===- WarpWorkload.h - The reduced WFG the bounds stage consumes -*- C++ -*-=//
//
// The Graph layer reduces the work flow graph (Baghsorkhi §2.1, Figs. 2-3) to
// what one average warp does. Nothing here depends on a GPU spec: latencies
// appear as classes in a max-plus expression, evaluated per spec by the
// Model, so one analysis serves many GPUs and launch configurations.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_GRAPH_WARPWORKLOAD_H
#define GPUPERF_GRAPH_WARPWORKLOAD_H

#include "gpuperf/IR/InstrClass.h"

#include <array>
#include <string>
#include <vector>

namespace gpuperf {

/// One instruction of an InOrder segment (LatencyExpr): what it issues and
/// the earlier steps (indices below its own) it waits for.
struct IssueStep {
  double Issues = 0; ///< warp instructions it issues (0: free, as a cast)
  std::vector<unsigned> AfterResult; ///< earlier steps whose results it reads
  /// Earlier steps it waits only to issue after (a load whose latency is
  /// charged at another reader: this one waits for its issue).
  std::vector<unsigned> AfterIssue;
  /// Whether the segment waits for its result (not for a load, whose wait is
  /// charged at a reader).
  bool Awaited = true;
  /// It may dual-issue with the instruction issued in order before it (the
  /// rule of ILP's DualPairs; stall-slot steps skipped), on GPUs that
  /// dual-issue.
  bool PairsWithPrevious = false;
  /// The compiler places it where the warp would otherwise stall (a load's
  /// address arithmetic, a loop's counter and test): it waits only for what
  /// it reads and delays no other step.
  bool InStallSlot = false;
  bool operator==(const IssueStep &O) const {
    return Issues == O.Issues && AfterResult == O.AfterResult &&
           AfterIssue == O.AfterIssue && Awaited == O.Awaited &&
           PairsWithPrevious == O.PairsWithPrevious &&
           InStallSlot == O.InStallSlot;
  }
};

/// Single-warp latency as a max-plus expression over latency classes.
///   Leaf(C, k):   k back-to-back dependent operations of class C; for a
///                 memory class, AccessIndex names the access (its extra
///                 transactions and bank conflicts add latency per spec);
///                 for a tensor class, k multiply-adds
///   ILP(k):       k independent instructions issued back to back
///                 (k x the spec's ILP latency)
///   Seq:          children one after another (sum)
///   Max:          children overlap; the slowest decides (max)
///   Repeat(n, c): c executed n times in sequence (loop body x trip count)
///   Choice:       children with probabilities (a branch each block takes
///                 one way: weighted mean); a diverged warp runs both sides,
///                 as a Seq. Slowest: a branch splitting every block's warps;
///                 the block waits for its slowest warp, so the latency bound
///                 takes the longest child some warp takes (the weights stay
///                 for models that average)
///   Barrier(k):   k __syncthreads the block's slowest warp releases
///   InOrder:      one straight-line segment issued in order (Volkov §3.7):
///                 Children[0] is its dataflow form, Max(chains, ILP), where
///                 independent chains overlap whatever their order; Steps
///                 and StepCosts are its instructions in issue order (the
///                 IR's, loads moved up as ptxas schedules them early), for
///                 an issue schedule: an instruction issues after the one
///                 before it (but one InStallSlot, which waits only for what
///                 it reads) and once the results it reads are ready. A
///                 segment becomes InOrder only where it has both a chain
///                 and other instructions to issue (else both forms agree).

struct LatencyExpr {
  enum Kind { Leaf, ILP, Seq, Max, Repeat, Choice, Barrier, InOrder } K = Seq;
  InstrClass Class = InstrClass::Other;
  int AccessIndex = -1;
  double Count = 1; ///< Leaf/ILP/Barrier count, Repeat trips
  /// ILP: how many of the Count instructions could dual-issue with the one
  /// before them (not dependent on it, not two memory instructions; greedy,
  /// non-overlapping pairs). Negative: unknown, every one may (hand-built).
  double DualPairs = -1;
  std::vector<double> Weights; ///< Choice: one probability per child
  bool Slowest = false;        ///< Choice: the block's slowest warp decides
  std::vector<LatencyExpr> Children;
  std::vector<IssueStep> Steps;       ///< InOrder: the instructions
  std::vector<LatencyExpr> StepCosts; ///< InOrder: each step's latency

  static LatencyExpr leaf(InstrClass C, double N = 1, int Access = -1);
  static LatencyExpr ilp(double N, double DualPairs = -1);
  static LatencyExpr seq(std::vector<LatencyExpr> Cs);
  static LatencyExpr max(std::vector<LatencyExpr> Cs);
  static LatencyExpr repeat(double Trips, LatencyExpr Body);
  static LatencyExpr choice(std::vector<LatencyExpr> Cs, std::vector<double> W);
  static LatencyExpr barrier(double N = 1);
  static LatencyExpr inOrder(LatencyExpr Dataflow, std::vector<IssueStep> S,
                             std::vector<LatencyExpr> Costs);
  std::string str() const; ///< compact text form, for dumps and tests
  /// Structural equality (no text built: chains can be long).
  bool operator==(const LatencyExpr &O) const;
  bool operator!=(const LatencyExpr &O) const { return !(*this == O); }
};

/// Memory requests of one access issued by an average warp.
struct WarpRequests {
  int AccessIndex = -1; ///< into the kernel's accesses
  double PerWarp = 0;   ///< requests per warp (trip counts x path weights)
};

/// What one average warp of the kernel executes, spec-independent.
struct WarpWorkload {
  /// Warp instructions issued per warp, by class; a diverged warp pays for
  /// both paths, so these are issue counts, not thread operations.
  std::array<double, NumInstrClasses> Issued{};
  /// Thread-level operations per warp (Issued x active lanes), for unit
  /// throughputs that are counted in lanes; for the tensor classes, the
  /// warp's multiply-adds (a tensor instruction needs every lane).
  std::array<double, NumInstrClasses> ThreadOps{};
  std::vector<WarpRequests> Requests;
  double BarriersPerWarp = 0;
  /// The single-warp critical path (Volkov §3.7).
  LatencyExpr Latency;
  /// Non-zero when the path was cut short after this many blocks (branch
  /// structure too large to walk): Latency then underestimates.
  unsigned LatencyTruncatedAfter = 0;
  /// Partly divergent branches whose sides were too large to hold twice in
  /// Latency, costed as fully diverged (both sides run) instead.
  unsigned BranchesCostedAsDiverged = 0;
  /// Short branches whose sides the compiler predicates (Reduction.cpp):
  /// in Latency both sides issue on the straight line around them.
  unsigned BranchesPredicated = 0;
  /// Branches splitting the warps of every block (BranchInfo::
  /// SplitsEveryBlock): in Latency the block's slowest way, not the mean.
  unsigned BranchesRoundedToSlowestWarp = 0;

  double totalIssued() const {
    double S = 0;
    for (double V : Issued)
      S += V;
    return S;
  }
  /// Whether every count is a number: loops nested or counted past what a
  /// double holds (2^1100 iterations a thread) make some infinite.
  bool countsFinite() const;
};

} // namespace gpuperf

#endif
