//===- Reason.cpp - What the analysis assumed or could not do -------------===//
#include "gpuperf/IR/Reason.h"

#include <algorithm>

using namespace llvm;
using namespace gpuperf;

StringRef gpuperf::reasonKindName(ReasonKind K) {
  switch (K) {
  case ReasonKind::SpecFromArchitecture:
    return "spec-from-architecture";
  case ReasonKind::SpecNotForArchitecture:
    return "spec-not-for-architecture";
  case ReasonKind::DebugInfoDropped:
    return "debug-info-dropped";
  case ReasonKind::AccessesMerged:
    return "accesses-merged";
  case ReasonKind::CalleesInlined:
    return "callees-inlined";
  case ReasonKind::OptimizedUnoptimized:
    return "optimized-unoptimized";
  case ReasonKind::NoKernels:
    return "no-kernels";
  case ReasonKind::DefaultBlock:
    return "default-block";
  case ReasonKind::DefaultGrid:
    return "default-grid";
  case ReasonKind::NonIntegerArgument:
    return "non-integer-argument";
  case ReasonKind::UnknownParameter:
    return "unknown-parameter";
  case ReasonKind::Recursion:
    return "recursion";
  case ReasonKind::IndirectCall:
    return "indirect-call";
  case ReasonKind::InlineAssembly:
    return "inline-assembly";
  case ReasonKind::ExternalCall:
    return "external-call";
  case ReasonKind::DynamicSharedMemory:
    return "dynamic-shared-memory";
  case ReasonKind::LocalMemory:
    return "local-memory";
  case ReasonKind::UnmodelledMemoryIntrinsic:
    return "unmodelled-memory-intrinsic";
  case ReasonKind::UnmodelledIntrinsic:
    return "unmodelled-intrinsic";
  case ReasonKind::IrreducibleCycle:
    return "irreducible-cycle";
  case ReasonKind::LoopWithoutExit:
    return "loop-without-exit";
  case ReasonKind::UnknownTripCount:
    return "unknown-trip-count";
  case ReasonKind::BaseAlignment:
    return "base-alignment";
  case ReasonKind::NonNegativeOperands:
    return "non-negative-operands";
  case ReasonKind::CastsDoNotWrap:
    return "casts-do-not-wrap";
  case ReasonKind::UnboundedInductionVariable:
    return "unbounded-induction-variable";
  case ReasonKind::ProductOfUnknowns:
    return "product-of-unknowns";
  case ReasonKind::UnknownLaneDistance:
    return "unknown-lane-distance";
  case ReasonKind::GuardNotModelled:
    return "guard-not-modelled";
  case ReasonKind::AddressNotModelled:
    return "address-not-modelled";
  case ReasonKind::ConservativeLanes:
    return "conservative-lanes";
  case ReasonKind::SampledRequests:
    return "sampled-requests";
  case ReasonKind::VariantsWeighedAlike:
    return "variants-weighed-alike";
  case ReasonKind::AlignmentsSpreadEvenly:
    return "alignments-spread-evenly";
  case ReasonKind::FragmentLayout:
    return "fragment-layout";
  case ReasonKind::LocalMemoryInterleaved:
    return "local-memory-interleaved";
  case ReasonKind::LocalDefault:
    return "local-default";
  case ReasonKind::NoRequests:
    return "no-requests";
  case ReasonKind::AssumedBranchProbability:
    return "assumed-branch-probability";
  case ReasonKind::AssumedDiverged:
    return "assumed-diverged";
  case ReasonKind::CountedPerIteration:
    return "counted-per-iteration";
  case ReasonKind::SampledBlocks:
    return "sampled-blocks";
  case ReasonKind::SampledIterations:
    return "sampled-iterations";
  case ReasonKind::AssumedTripCount:
    return "assumed-trip-count";
  case ReasonKind::ApproximateTripCount:
    return "approximate-trip-count";
  case ReasonKind::SlowestLane:
    return "slowest-lane";
  case ReasonKind::LanesLeavingUncounted:
    return "lanes-leaving-uncounted";
  case ReasonKind::GuardsUncounted:
    return "guards-uncounted";
  case ReasonKind::ImpossibleLaunch:
    return "impossible-launch";
  case ReasonKind::SmallGrid:
    return "small-grid";
  case ReasonKind::ContentionUnavailable:
    return "contention-unavailable";
  case ReasonKind::UnpricedResource:
    return "unpriced-resource";
  case ReasonKind::ModelRule:
    return "model-rule";
  case ReasonKind::CacheReuse:
    return "cache-reuse";
  case ReasonKind::TensorLatency:
    return "tensor-latency";
  case ReasonKind::LatencyPathTruncated:
    return "latency-path-truncated";
  case ReasonKind::BranchesPredicated:
    return "branches-predicated";
  case ReasonKind::SlowestWarp:
    return "slowest-warp";
  case ReasonKind::BranchesCostedAsDiverged:
    return "branches-costed-as-diverged";
  case ReasonKind::ControlDependencesBounded:
    return "control-dependences-bounded";
  case ReasonKind::WorkNotRepresentable:
    return "work-not-representable";
  case ReasonKind::OverBudget:
    return "over-budget";
  }
  return "";
}

Reason Reason::about(ReasonKind Kind, std::string Noun, std::string Subject,
                     StringRef Predicate) {
  Reason R(Kind, Noun + " " + Subject + " " + Predicate.str());
  R.Noun = std::move(Noun);
  R.Subject = std::move(Subject);
  return R;
}

StringRef Reason::predicate() const {
  if (Subject.empty())
    return "";
  return StringRef(Message).drop_front(
      std::min(Message.size(), Noun.size() + Subject.size() + 2));
}

/// "a", "a and b", "a, b and c".
static std::string listOf(const std::vector<std::string> &Items) {
  std::string S;
  for (size_t I = 0; I < Items.size(); ++I)
    S += (I == 0 ? "" : I + 1 == Items.size() ? " and " : ", ") + Items[I];
  return S;
}

std::vector<Reason>
gpuperf::mergeAlikeSubjects(const std::vector<Reason> &Rs,
                            std::vector<std::vector<size_t>> *MergedFrom) {
  std::vector<Reason> Out;
  std::vector<std::vector<size_t>> From;
  std::vector<std::vector<std::string>> Subjects;
  for (size_t I = 0; I < Rs.size(); ++I) {
    const Reason &R = Rs[I];
    auto Alike = [&](const Reason &O) {
      return !R.Subject.empty() && O.Kind == R.Kind && O.Noun == R.Noun &&
             O.predicate() == R.predicate();
    };
    auto It = std::find_if(Out.begin(), Out.end(), Alike);
    if (It == Out.end()) {
      Out.push_back(R);
      From.push_back({I});
      Subjects.push_back({R.Subject});
      continue;
    }
    size_t At = It - Out.begin();
    From[At].push_back(I);
    if (std::find(Subjects[At].begin(), Subjects[At].end(), R.Subject) ==
        Subjects[At].end())
      Subjects[At].push_back(R.Subject);
  }
  for (size_t At = 0; At < Out.size(); ++At)
    if (Subjects[At].size() > 1) {
      Reason &R = Out[At];
      R.Message =
          R.Noun + "s " + listOf(Subjects[At]) + " each " + R.predicate().str();
      R.Noun.clear(), R.Subject.clear(); // said of several now
    }
  if (MergedFrom)
    *MergedFrom = std::move(From);
  return Out;
}
