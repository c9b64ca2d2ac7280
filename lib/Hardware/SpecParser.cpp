//===- SpecParser.cpp - YAML -> GPUSpec -----------------------------------===//
//
// Every key is listed once, in the visit* functions below. The same list
// drives the YAML mapping (YAMLTraits), the required-key check and the range
// check, so a field cannot be parsed but left unvalidated.
//
//===----------------------------------------------------------------------===//
#include "gpuperf/Hardware/SpecParser.h"
#include "gpuperf/Hardware/NumberText.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <cmath>

using namespace llvm;
using namespace gpuperf;

#include <optional>

namespace {

/// The values a numeric field may take. Without bounds (the default) any
/// value the YAML type holds is allowed.
struct Range {
  enum Kind {
    Interval, ///< Min <= V <= Max
    NoneOr,   ///< 0 (the unit does not exist, or is unknown) or the interval
    WholeIn,  ///< an integer in the interval
  };
  double Min = 0, Max = 0;
  Kind Allowed = Interval;
  /// A field a spec without a base may leave out (added after specs were
  /// written; absent means what 0 means).
  bool Optional = false;
  Range() = default;
  Range(double Min, double Max, Kind Allowed = Interval, bool Optional = false)
      : Min(Min), Max(Max), Allowed(Allowed), Optional(Optional) {}
  bool bounded() const { return Min != 0 || Max != 0; }
  bool admits(double V) const {
    if (!std::isfinite(V))
      return false;
    if (Allowed == NoneOr && V == 0)
      return true;
    if (Allowed == WholeIn && V != std::floor(V))
      return false;
    return V >= Min && V <= Max;
  }
  /// Why a value is refused: "outside [1, 8]".
  std::string refusal() const;
};

/// Passes each field to yaml::IO, remembering which keys the file contains.
struct YamlVisitor {
  yaml::IO &IO;
  template <class T> void field(const char *Key, T &Val, Range = {}) {
    IO.mapOptional(Key, Val);
  }
  /// A list replaces the inherited one: yaml::IO would overwrite the base's
  /// elements in place and keep any beyond the new list's length.
  template <class T>
  void field(const char *Key, std::vector<T> &Val, Range = {}) {
    std::optional<std::vector<T>> New;
    IO.mapOptional(Key, New);
    if (New)
      Val = std::move(*New);
  }
};

std::string Range::refusal() const {
  std::string Bounds = "[" + numberText(Min) + ", " + numberText(Max) + "]";
  switch (Allowed) {
  case NoneOr:
    return "neither 0 nor in " + Bounds;
  case WholeIn:
    return "not an integer in " + Bounds;
  case Interval:
    break;
  }
  return "outside " + Bounds;
}

/// Checks presence (for specs without a base) and ranges; collects problems.
struct CheckVisitor {
  std::string Section; // "" or "latency." etc.
  const StringSet<> &Seen;
  bool RequirePresence;
  std::vector<std::pair<std::string, std::string>> &Problems; // key, message

  template <class T> void field(const char *Key, T &Val, Range R = {}) {
    std::string Dotted = Section + Key;
    if (RequirePresence && !R.Optional && !Seen.contains(Dotted)) {
      Problems.push_back({Dotted, "missing required field '" + Dotted + "'"});
      return;
    }
    if constexpr (std::is_arithmetic_v<T> && !std::is_same_v<T, bool>) {
      double V = static_cast<double>(Val);
      if (R.bounded() && !R.admits(V))
        Problems.push_back({Dotted, "'" + Dotted + "' is " + numberText(V) +
                                        ", " + R.refusal()});
    }
  }
};

/// Lists every dotted key, to validate `provisional:` entries.
struct KeyCollector {
  std::string Section;
  StringSet<> &Keys;
  template <class T> void field(const char *Key, T &, Range = {}) {
    Keys.insert(Section + Key);
  }
};

template <class V> void visitScheduling(V &Vis, SchedulingSpec &S) {
  Vis.field("warp_size", S.WarpSize, {32, 32});
  Vis.field("schedulers_per_sm", S.SchedulersPerSM, {1, 16});
  Vis.field("cycles_per_issue", S.CyclesPerIssue, {1, 8, Range::WholeIn});
  Vis.field("dual_issue", S.DualIssue);
  Vis.field("ilp_latency", S.ILPLatency, {0.25, 64});
}

template <class V> void visitOccupancy(V &Vis, OccupancySpec &S) {
  Vis.field("max_warps_per_sm", S.MaxWarpsPerSM, {1, 256});
  Vis.field("max_blocks_per_sm", S.MaxBlocksPerSM, {1, 256});
  Vis.field("max_threads_per_block", S.MaxThreadsPerBlock, {32, 4096});
  Vis.field("max_block_dim_x", S.MaxBlockDim[0], {1, 4096});
  Vis.field("max_block_dim_y", S.MaxBlockDim[1], {1, 4096});
  Vis.field("max_block_dim_z", S.MaxBlockDim[2], {1, 4096});
  Vis.field("max_grid_dim_x", S.MaxGridDim[0], {1, 2147483647});
  Vis.field("max_grid_dim_y", S.MaxGridDim[1], {1, 2147483647});
  Vis.field("max_grid_dim_z", S.MaxGridDim[2], {1, 2147483647});
  Vis.field("max_local_per_thread", S.MaxLocalPerThread, {1024, 1 << 30});
  Vis.field("registers_per_sm", S.RegistersPerSM, {1024, 1 << 20});
  Vis.field("max_registers_per_thread", S.MaxRegistersPerThread, {16, 1024});
  Vis.field("max_registers_per_block", S.MaxRegistersPerBlock, {1024, 1 << 20});
  Vis.field("register_allocation", S.RegisterAllocation);
  Vis.field("register_alloc_unit", S.RegisterAllocUnit, {1, 4096});
  Vis.field("sub_partitions", S.SubPartitions, {1, 16});
  Vis.field("shared_per_sm", S.SharedPerSM, {1024, 16 << 20});
  Vis.field("max_shared_per_block", S.MaxSharedPerBlock, {1024, 16 << 20});
  Vis.field("shared_alloc_unit", S.SharedAllocUnit, {1, 65536});
  Vis.field("reserved_shared_per_block", S.ReservedSharedPerBlock, {0, 65536});
  Vis.field("carveout_kib", S.CarveoutKiB);
  Vis.field("max_barriers_per_sm", S.MaxBarriersPerSM, {0, 4096});
}

template <class V> void visitLatency(V &Vis, LatencySpec &S) {
  // Cycles. 0 is allowed where the unit does not exist (e.g. FP64 on G80).
  const double Max = 100000;
  Vis.field("int_add", S.IntAdd, {0, Max});
  Vis.field("int_mul", S.IntMul, {0, Max});
  Vis.field("int_mad", S.IntMad, {0, Max});
  Vis.field("fp32_add", S.FP32Add, {0, Max});
  Vis.field("fp32_mul", S.FP32Mul, {0, Max});
  Vis.field("fp32_fma", S.FP32Fma, {0, Max});
  Vis.field("fp64_add", S.FP64Add, {0, Max});
  Vis.field("fp64_mul", S.FP64Mul, {0, Max});
  Vis.field("fp64_fma", S.FP64Fma, {0, Max});
  Vis.field("conversion", S.Conversion, {0, Max});
  Vis.field("rcp", S.Rcp, {0, Max});
  Vis.field("sqrt", S.Sqrt, {0, Max});
  Vis.field("rsqrt", S.Rsqrt, {0, Max});
  Vis.field("sincos", S.SinCos, {0, Max});
  Vis.field("lg2", S.Lg2, {0, Max});
  Vis.field("ex2", S.Ex2, {0, Max});
  Vis.field("fp32_div", S.FP32Div, {0, Max});
  Vis.field("int_div", S.IntDiv, {0, Max});
  Vis.field("int_rem", S.IntRem, {0, Max});
  Vis.field("shared", S.Shared, {1, Max});
  Vis.field("constant", S.Constant, {1, Max});
  Vis.field("l1_hit", S.L1Hit, {0, Max});
  Vis.field("l2_hit", S.L2Hit, {0, Max});
  Vis.field("dram", S.DRAM, {1, Max});
  Vis.field("extra_transaction", S.ExtraTransaction, {0, Max});
  Vis.field("barrier", S.Barrier, {0, Max});
  Vis.field("branch", S.Branch, {0, Max});
  Vis.field("block_launch", S.BlockLaunch, {0, Max});
}

template <class V> void visitThroughput(V &Vis, ThroughputSpec &S) {
  // Operations per cycle per SM. A unit is absent (0) or at least one
  // operation per 64 cycles: a tiny positive rate would price one operation
  // at more cycles than a double holds.
  const double Min = 1.0 / 64, Max = 4096;
  Vis.field("int_add", S.IntAdd, {Min, Max, Range::NoneOr});
  Vis.field("int_mul", S.IntMul, {Min, Max, Range::NoneOr});
  Vis.field("fp32", S.FP32, {1, Max});
  Vis.field("fp64", S.FP64, {Min, Max, Range::NoneOr});
  Vis.field("sfu", S.SFU, {Min, Max, Range::NoneOr});
  Vis.field("conversion", S.Conversion, {Min, Max, Range::NoneOr});
  Vis.field("lsu", S.LSU, {1, Max});
  Vis.field("shared_banks", S.SharedBanks, {1, 64});
  Vis.field("shared_bank_bytes", S.SharedBankBytes, {1, 16});
  Vis.field("shared_cycles_per_access", S.SharedCyclesPerAccess, {0.25, 64});
  Vis.field("l1_banks", S.L1Banks, {1, 64, Range::NoneOr, true});
  Vis.field("l1_bank_bytes", S.L1BankBytes, {1, 16, Range::NoneOr, true});
  Vis.field("dram_measured_gbps", S.DRAMMeasuredGBps, {1, 1e6});
  Vis.field("dram_pin_gbps", S.DRAMPinGBps, {1, 1e6});
  Vis.field("l2_gbps", S.L2GBps, {1, 1e6, Range::NoneOr});
  // Multiply-adds per cycle per SM; optional (a GPU without tensor cores).
  const Range Tensor{1, 65536, Range::NoneOr, true};
  Vis.field("tensor_f16", S.TensorF16, Tensor);
  Vis.field("tensor_f16_acc16", S.TensorF16Acc16, Tensor);
  Vis.field("tensor_bf16", S.TensorBF16, Tensor);
  Vis.field("tensor_tf32", S.TensorTF32, Tensor);
  Vis.field("tensor_int8", S.TensorInt8, Tensor);
  Vis.field("tensor_fp8", S.TensorFP8, Tensor);
}

template <class V> void visitMemory(V &Vis, MemorySpec &S) {
  Vis.field("coalescing", S.Coalescing);
  Vis.field("sector_bytes", S.SectorBytes, {4, 512});
  Vis.field("line_bytes", S.LineBytes, {16, 1024});
  Vis.field("l2_bytes", S.L2Bytes, {1024, 1e12, Range::NoneOr, true});
  Vis.field("l1_shared_bytes", S.L1SharedBytes,
            {1024, 1e9, Range::NoneOr, true});
}

template <class V> void visitContention(V &Vis, ContentionSpec &S) {
  Vis.field("a", S.A, {0, 1e6});
  Vis.field("b", S.B, {0, 1e6});
  Vis.field("c", S.C, {1, 1e6});
}

/// The top level as YAML sees it: compute capability is a "major.minor" string.
struct SpecDocument {
  GPUSpec &Spec;
  std::string ComputeCapability;
  StringSet<> Seen; // dotted keys present in the file
};

template <class V> void visitTop(V &Vis, SpecDocument &D) {
  GPUSpec &S = D.Spec;
  Vis.field("name", S.Name);
  Vis.field("compute_capability", D.ComputeCapability);
  Vis.field("ptx_arch", S.PTXArch);
  Vis.field("sm_count", S.SMCount, {1, 10000});
  Vis.field("core_clock_mhz", S.CoreClockMHz, {50, 10000});
}

void recordKeys(yaml::IO &IO, StringSet<> &Seen, StringRef Prefix) {
  for (StringRef K : IO.keys())
    Seen.insert((Prefix + K).str());
}

// Set while one document is being read; per thread, so C API callers may
// load specs concurrently.
thread_local StringSet<> *CurrentSeen = nullptr;

template <class T, void (*Visit)(YamlVisitor &, T &)> struct SectionTraits {
  static void map(yaml::IO &IO, T &S, StringRef Prefix) {
    if (CurrentSeen)
      recordKeys(IO, *CurrentSeen, Prefix);
    YamlVisitor V{IO};
    Visit(V, S);
  }
};

} // namespace

namespace llvm::yaml {
template <> struct ScalarEnumerationTraits<CoalescingRule> {
  static void enumeration(IO &IO, CoalescingRule &R) {
    IO.enumCase(R, "g80", CoalescingRule::G80);
    IO.enumCase(R, "gt200", CoalescingRule::GT200);
    IO.enumCase(R, "fermi", CoalescingRule::Fermi);
    IO.enumCase(R, "sectors", CoalescingRule::Sectors);
  }
};
template <> struct ScalarEnumerationTraits<RegisterGranularity> {
  static void enumeration(IO &IO, RegisterGranularity &R) {
    IO.enumCase(R, "warp", RegisterGranularity::Warp);
    IO.enumCase(R, "block", RegisterGranularity::Block);
  }
};
#define GPUPERF_SECTION(Type, Visit, Prefix)                                   \
  template <> struct MappingTraits<Type> {                                     \
    static void mapping(IO &IO, Type &S) {                                     \
      SectionTraits<Type, Visit<YamlVisitor>>::map(IO, S, Prefix);             \
    }                                                                          \
  };
GPUPERF_SECTION(SchedulingSpec, visitScheduling, "scheduling.")
GPUPERF_SECTION(OccupancySpec, visitOccupancy, "occupancy.")
GPUPERF_SECTION(LatencySpec, visitLatency, "latency.")
GPUPERF_SECTION(ThroughputSpec, visitThroughput, "throughput.")
GPUPERF_SECTION(MemorySpec, visitMemory, "memory.")
GPUPERF_SECTION(ContentionSpec, visitContention, "contention.")
#undef GPUPERF_SECTION

template <> struct MappingTraits<SpecDocument> {
  static void mapping(IO &IO, SpecDocument &D) {
    recordKeys(IO, D.Seen, "");
    YamlVisitor V{IO};
    visitTop(V, D);
    GPUSpec &S = D.Spec;
    IO.mapOptional("aliases", S.Aliases);
    IO.mapOptional("description", S.Description);
    IO.mapOptional("base", S.Base);
    IO.mapOptional("provisional", S.Provisional);
    IO.mapOptional("scheduling", S.Scheduling);
    IO.mapOptional("occupancy", S.Occupancy);
    IO.mapOptional("latency", S.Latency);
    IO.mapOptional("throughput", S.Throughput);
    IO.mapOptional("memory", S.Memory);
    IO.mapOptional("contention", S.Contention);
  }
};
} // namespace llvm::yaml

namespace {

/// Line and column (1-based) of `key:` inside `section:`, for messages about
/// a value; falls back to 1:1.
std::pair<unsigned, unsigned> locateKey(StringRef Text, StringRef Dotted) {
  auto [Section, Key] = Dotted.rsplit('.');
  if (Key.empty())
    std::swap(Section, Key);
  SmallVector<StringRef> Lines;
  Text.split(Lines, '\n');
  bool InSection = Section.empty();
  for (unsigned I = 0; I < Lines.size(); ++I) {
    StringRef L = Lines[I];
    StringRef Trim = L.ltrim();
    unsigned Indent = L.size() - Trim.size();
    if (!Section.empty() && Indent == 0 &&
        Trim.starts_with(Section.str() + ":"))
      InSection = true;
    else if (!Section.empty() && Indent == 0 && !Trim.empty() &&
             !Trim.starts_with("#"))
      InSection = false;
    if (InSection && Trim.starts_with(Key.str() + ":") &&
        (Section.empty() ? Indent == 0 : Indent > 0))
      return {I + 1, Indent + 1};
  }
  return {1, 1};
}

Error specError(StringRef File, unsigned Line, unsigned Col, const Twine &Msg) {
  return createStringError(
      inconvertibleErrorCode(),
      formatv("{0}:{1}:{2}: {3}", File, Line, Col, Msg.str()).str());
}

/// Error at the position of a dotted key.
Error keyError(StringRef Text, StringRef FileName, StringRef Key,
               const Twine &Msg) {
  auto [L, C] = locateKey(Text, Key);
  return specError(FileName, L, C, Msg);
}

/// `base:` is read by hand, before the YAML mapping, so that the base's
/// values are in place as the defaults the file overrides.
std::string findBaseName(StringRef Text) {
  SmallVector<StringRef> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines)
    if (L.starts_with("base:"))
      return L.drop_front(5).split('#').first.trim().trim("\"'").str();
  return "";
}

/// Starts Spec from the named base, without the base's identity.
Error startFromBase(StringRef Text, StringRef FileName, StringRef BaseName,
                    const BaseResolver &ResolveBase, GPUSpec &Spec) {
  Expected<GPUSpec> Base = ResolveBase(BaseName);
  if (!Base) {
    std::string Why = toString(Base.takeError());
    return keyError(Text, FileName, "base",
                    "cannot use base '" + BaseName + "': " + Why);
  }
  Spec = std::move(*Base);
  // Identity is never inherited; provisional marks are, see
  // mergeProvisional.
  Spec.Aliases.clear();
  Spec.Description.clear();
  return Error::success();
}

/// Maps the YAML text onto Doc, recording the keys it contains. Fails with
/// the parser's first message at its position.
Error mapDocument(StringRef Text, StringRef FileName, SpecDocument &Doc) {
  std::string FirstError;
  unsigned ErrLine = 0, ErrCol = 0;
  struct DiagState {
    std::string *Msg;
    unsigned *Line, *Col;
  } State{&FirstError, &ErrLine, &ErrCol};
  auto Handler = [](const SMDiagnostic &D, void *Ctx) {
    auto *S = static_cast<DiagState *>(Ctx);
    if (!S->Msg->empty())
      return;
    *S->Msg = D.getMessage().str();
    *S->Line = D.getLineNo();
    *S->Col = D.getColumnNo() + 1;
  };
  MemoryBufferRef Buffer(Text, FileName);
  yaml::Input In(Buffer, nullptr, Handler, &State);
  // `In >> Doc` maps even when there is no document (an empty or
  // comment-only file, or a root the parser gave up on) and then crashes in
  // yaml::Input::keys() on the missing node; so set the document ourselves.
  // An alias anywhere (`*x`, unsupported by yaml::Input) leaves a null node
  // in the tree and sets the error: refuse before mapping, too (fuzz-spec).
  if (!In.setCurrentDocument() || In.error()) {
    if (FirstError.empty())
      return specError(FileName, 1, 1, "empty spec: expected a YAML mapping");
    return specError(FileName, ErrLine ? ErrLine : 1, ErrCol ? ErrCol : 1,
                     FirstError);
  }
  CurrentSeen = &Doc.Seen;
  yaml::EmptyContext Ctx;
  yaml::yamlize(In, Doc, true, Ctx);
  CurrentSeen = nullptr;
  if (In.error() || !FirstError.empty()) {
    if (FirstError.empty())
      FirstError = "not a valid spec (expected a YAML mapping)";
    return specError(FileName, ErrLine ? ErrLine : 1, ErrCol ? ErrCol : 1,
                     FirstError);
  }
  if (Doc.Seen.empty())
    return specError(FileName, 1, 1, "empty spec: expected a YAML mapping");
  return Error::success();
}

/// Sets the compute capability from its "major.minor" string.
Error readComputeCapability(StringRef Text, StringRef FileName, bool HasBase,
                            SpecDocument &Doc) {
  GPUSpec &Spec = Doc.Spec;
  StringRef CC = Doc.ComputeCapability;
  auto [Maj, Min] = CC.split('.');
  if (CC.empty() && !HasBase)
    return specError(FileName, 1, 1,
                     "missing required field 'compute_capability'");
  if (Maj.getAsInteger(10, Spec.CCMajor) ||
      Min.getAsInteger(10, Spec.CCMinor) || Spec.CCMajor < 1 ||
      Spec.CCMajor > 20)
    return keyError(Text, FileName, "compute_capability",
                    "compute_capability must look like \"9.0\", got '" + CC +
                        "'");
  return Error::success();
}

/// Checks every field's presence (without a base every field is required)
/// and range; reports the first problem.
Error checkFields(StringRef Text, StringRef FileName, bool HasBase,
                  SpecDocument &Doc) {
  GPUSpec &Spec = Doc.Spec;
  std::vector<std::pair<std::string, std::string>> Problems;
  bool Require = !HasBase;
  auto check = [&](const char *Section, auto Visit, auto &Struct) {
    CheckVisitor V{Section, Doc.Seen, Require, Problems};
    Visit(V, Struct);
  };
  {
    CheckVisitor V{"", Doc.Seen, Require, Problems};
    visitTop(V, Doc);
  }
  check(
      "scheduling.", [](auto &V, auto &S) { visitScheduling(V, S); },
      Spec.Scheduling);
  check(
      "occupancy.", [](auto &V, auto &S) { visitOccupancy(V, S); },
      Spec.Occupancy);
  check(
      "latency.", [](auto &V, auto &S) { visitLatency(V, S); }, Spec.Latency);
  check(
      "throughput.", [](auto &V, auto &S) { visitThroughput(V, S); },
      Spec.Throughput);
  check(
      "memory.", [](auto &V, auto &S) { visitMemory(V, S); }, Spec.Memory);
  if (Doc.Seen.contains("contention")) {
    // Either all three coefficients or none.
    CheckVisitor V{"contention.", Doc.Seen, true, Problems};
    visitContention(V, Spec.Contention);
    Spec.HasContention = true;
  }
  if (Problems.empty())
    return Error::success();
  auto [Key, Msg] = Problems.front();
  return keyError(Text, FileName, Key, Msg);
}

/// Cross-field consistency: limits that only make sense together.
Error checkConsistency(StringRef Text, StringRef FileName,
                       const GPUSpec &Spec) {
  auto fail = [&](StringRef Key, const Twine &Msg) {
    return keyError(Text, FileName, Key, Msg);
  };
  const OccupancySpec &O = Spec.Occupancy;
  if (O.MaxSharedPerBlock > O.SharedPerSM)
    return fail("occupancy.max_shared_per_block",
                "max_shared_per_block exceeds shared_per_sm");
  if (O.MaxThreadsPerBlock % Spec.Scheduling.WarpSize)
    return fail("occupancy.max_threads_per_block",
                "max_threads_per_block must be a multiple of the warp size");
  if (O.RegistersPerSM % O.SubPartitions)
    return fail("occupancy.sub_partitions",
                "registers_per_sm must divide evenly among sub_partitions");
  for (unsigned KiB : O.CarveoutKiB)
    if (uint64_t(KiB) * 1024 > O.SharedPerSM)
      return fail("occupancy.carveout_kib",
                  "a carveout step exceeds shared_per_sm");
  // The driver picks the first step that holds the blocks (Occupancy.cpp).
  for (size_t I = 1; I < O.CarveoutKiB.size(); ++I)
    if (O.CarveoutKiB[I] <= O.CarveoutKiB[I - 1])
      return fail("occupancy.carveout_kib",
                  "carveout_kib must be strictly ascending");
  if (O.MaxBlockDim[0] > O.MaxThreadsPerBlock ||
      O.MaxBlockDim[1] > O.MaxThreadsPerBlock ||
      O.MaxBlockDim[2] > O.MaxThreadsPerBlock)
    return fail("occupancy.max_block_dim_x",
                "a block dimension limit exceeds max_threads_per_block");
  // The unified array holds the largest shared carveout beside the L1.
  if (Spec.Memory.L1SharedBytes > 0 &&
      Spec.Memory.L1SharedBytes < double(O.SharedPerSM))
    return fail("memory.l1_shared_bytes",
                "l1_shared_bytes is below shared_per_sm");
  if ((Spec.Throughput.L1Banks == 0) != (Spec.Throughput.L1BankBytes == 0))
    return fail("throughput.l1_banks",
                "l1_banks and l1_bank_bytes are given together");
  if (!Spec.PTXArch.empty() && !StringRef(Spec.PTXArch).starts_with("sm_"))
    return fail("ptx_arch", "ptx_arch must look like sm_90");
  return Error::success();
}

/// Provisional marks name real keys; a base's mark stays unless this file
/// sets the value itself.
Error mergeProvisional(StringRef Text, StringRef FileName, SpecDocument &Doc,
                       std::vector<std::string> Inherited) {
  GPUSpec &Spec = Doc.Spec;
  StringSet<> AllKeys;
  KeyCollector K{"", AllKeys};
  visitTop(K, Doc);
  K.Section = "scheduling.", visitScheduling(K, Spec.Scheduling);
  K.Section = "occupancy.", visitOccupancy(K, Spec.Occupancy);
  K.Section = "latency.", visitLatency(K, Spec.Latency);
  K.Section = "throughput.", visitThroughput(K, Spec.Throughput);
  K.Section = "memory.", visitMemory(K, Spec.Memory);
  K.Section = "contention.", visitContention(K, Spec.Contention);
  StringSet<> Listed;
  for (const std::string &P : Spec.Provisional) {
    if (!AllKeys.contains(P))
      return keyError(Text, FileName, "provisional",
                      "provisional names unknown field '" + P + "'");
    if (!Listed.insert(P).second)
      return keyError(Text, FileName, "provisional",
                      "provisional lists '" + P + "' twice");
  }
  for (std::string &P : Inherited)
    if (!Doc.Seen.contains(P) && !llvm::is_contained(Spec.Provisional, P))
      Spec.Provisional.push_back(std::move(P));
  return Error::success();
}

/// A name or alias belongs to exactly one spec (gpu-specs/README.md).
Error checkAliases(StringRef Text, StringRef FileName, const GPUSpec &Spec,
                   NameOwner OwnerOf) {
  StringSet<> Seen;
  for (const std::string &A : Spec.Aliases) {
    if (!Seen.insert(StringRef(A).lower()).second)
      return keyError(Text, FileName, "aliases",
                      "alias '" + A + "' is listed twice");
    if (!OwnerOf)
      continue;
    std::string Owner = OwnerOf(A);
    if (!Owner.empty() && Owner != Spec.Name)
      return keyError(Text, FileName, "aliases",
                      "alias '" + A + "' already names spec '" + Owner + "'");
  }
  return Error::success();
}

/// yaml::Input parses nested collections recursively: a document nested
/// tens of thousands deep overflows the stack before any error is reported.
/// A spec is three levels deep; refuse anything past MaxDepth before parsing.
Error checkNestingDepth(StringRef Text, StringRef FileName) {
  const unsigned MaxDepth = 64;
  unsigned Flow = 0, Line = 1, Col = 0;
  bool LineStart = true; // only spaces and block indicators so far
  unsigned BlockDepth = 0;
  char Quote = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    ++Col;
    if (C == '\n') {
      ++Line, Col = 0, LineStart = true, BlockDepth = 0;
      continue;
    }
    if (Quote) {
      if (C == '\\' && Quote == '"')
        ++I; // an escaped character, possibly a quote
      else if (C == Quote)
        Quote = 0;
      continue;
    }
    if (LineStart && (C == '-' || C == '?') &&
        (I + 1 == Text.size() || Text[I + 1] == ' '))
      ++BlockDepth;
    else if (C != ' ')
      LineStart = false;
    if (C == '#' && (I == 0 || Text[I - 1] == ' ')) {
      I = Text.find('\n', I) - 1; // npos - 1 ends the loop
      continue;
    }
    // A quote opens a scalar only where a token starts.
    if ((C == '"' || C == '\'') &&
        (I == 0 || StringRef(" \n[{,:").contains(Text[I - 1])))
      Quote = C;
    else if (C == '[' || C == '{')
      ++Flow;
    else if ((C == ']' || C == '}') && Flow > 0)
      --Flow;
    if (Flow > MaxDepth || BlockDepth > MaxDepth ||
        (LineStart && Col > 4 * MaxDepth))
      return specError(FileName, Line, Col,
                       formatv("nested deeper than {0} levels (a spec needs "
                               "three)",
                               MaxDepth));
  }
  return Error::success();
}

} // namespace

Expected<GPUSpec> gpuperf::parseSpec(StringRef Text, StringRef FileName,
                                     BaseResolver ResolveBase,
                                     NameOwner OwnerOf) {
  if (Error E = checkNestingDepth(Text, FileName))
    return E;
  std::string BaseName = findBaseName(Text);
  bool HasBase = !BaseName.empty();
  GPUSpec Spec;
  if (HasBase)
    if (Error E = startFromBase(Text, FileName, BaseName, ResolveBase, Spec))
      return E;
  std::vector<std::string> InheritedProvisional = std::move(Spec.Provisional);
  Spec.Provisional.clear();
  Spec.Base = BaseName;

  SpecDocument Doc{Spec, "", {}};
  if (HasBase)
    Doc.ComputeCapability =
        formatv("{0}.{1}", Spec.CCMajor, Spec.CCMinor).str();
  if (Error E = mapDocument(Text, FileName, Doc))
    return E;
  if (Error E = readComputeCapability(Text, FileName, HasBase, Doc))
    return E;
  if (Error E = checkFields(Text, FileName, HasBase, Doc))
    return E;
  if (Error E = checkConsistency(Text, FileName, Spec))
    return E;
  if (Error E = mergeProvisional(Text, FileName, Doc,
                                 std::move(InheritedProvisional)))
    return E;
  if (Error E = checkAliases(Text, FileName, Spec, OwnerOf))
    return E;
  return Spec;
}
