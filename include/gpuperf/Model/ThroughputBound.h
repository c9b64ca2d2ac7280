//===- ThroughputBound.h - Volkov's throughput worksheet (§3.6) ---*- C++
//-*-===//
//
// Every hardware throughput limit becomes SM cycles per warp (Volkov 2016,
// §3.6, Table 3.4). Rules:
//   issue   (issued - dual-issued pairs + replays) x cycles_per_issue /
//           schedulers. Instructions of class Other are free. Dual issue
//           (spec.dual_issue): an ILP(k) node's DualPairs instructions
//           (independent of the instruction issued just before, not two
//           memory instructions: Volkov §3.8; all k where DualPairs < 0)
//           may pair with their predecessor, at most half of all issues.
//           Back-to-back dependent code (§4.1) does not dual-issue. Replays
//           (Fermi and Kepler, CC 2.x-3.x; G80/GT200 serialise half-warps
//           inside the memory pipeline and Maxwell+ inside the LSU/MIO, so they
//           don't reissue): shared, ways - phases per request; global/local,
//           one per extra 128 B line (Fermi loads: transactions-1; Kepler
//           and Fermi stores: ceil(sectors/4)-1, the fewest lines the
//           sectors fill, a lower bound for scattered stores).
//   fp32    fp32 lane slots / throughput.fp32; before CC 7.0 integer ops run
//           on the same CUDA cores and their core time is added here too.
//           A lane slot is one lane of an issued warp instruction, masked or
//           not (laneSlotsPerInstruction), for this row and the next three.
//   int     integer lane slots / throughput.int_add (mul, mad, div, rem at
//           throughput.int_mul, one op each).
//   sfu     rcp/sqrt/rsqrt/sincos/lg2/ex2 (+1 per fp32 div) / throughput.sfu,
//           plus conversions / throughput.conversion.
//   fp64    fp64 lane slots / throughput.fp64.
//   tensor  multiply-adds of each input type / throughput.tensor_<type>
//           (an FP16 accumulator without a rate of its own runs at the FP32
//           accumulator's, never faster on any GPU in the sources).
//   lsu     per request, its words (a load's distinct words, a store's every
//           lane's) / throughput.lsu words a cycle, at least one cycle.
//   shared  shared requests x bank-conflict ways x shared_cycles_per_access.
//   l2      global/local sectors x 32 B / (l2_gbps as B/cycle/SM), if
//   l2_gbps>0. dram    global/local bytes / (dram_measured_gbps as B/cycle/SM);
//   bytes per
//           request are transactions x line bytes for global loads under the
//           Fermi rule (L1 on, 128 B lines; its stores and atomics: 32 B
//           segments) and sectors x sector bytes otherwise.
// l1 is not modelled (no hit rates are known statically).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_MODEL_THROUGHPUTBOUND_H
#define GPUPERF_MODEL_THROUGHPUTBOUND_H

#include "gpuperf/Graph/WarpWorkload.h"
#include "gpuperf/Hardware/GPUSpec.h"
#include "gpuperf/IR/LaunchContext.h"
#include "gpuperf/Model/Prediction.h"
#include "gpuperf/Symbolic/AccessInfo.h"

#include <vector>

namespace gpuperf {

/// B/cycle/SM from GB/s: GBps * 1e9 / (sm_count * clock_hz).
double bytesPerCyclePerSM(double GBps, const GPUSpec &Spec);

/// DRAM bytes one request of \p A moves under the spec's rule family.
double dramBytesPerRequest(const AccessInfo &A, const GPUSpec &Spec);

/// Global/local DRAM bytes per warp.
double dramBytesPerWarp(const WarpWorkload &W,
                        const std::vector<AccessInfo> &Accesses,
                        const GPUSpec &Spec);

/// Tensor-core multiply-adds per cycle per SM for tensor class \p C; 0
/// where the spec has no rate for it.
double tensorRate(InstrClass C, const GPUSpec &Spec);

/// Issue slots saved by dual issue per warp (0 where the spec has none).
double dualIssuePairs(const WarpWorkload &W, const GPUSpec &Spec);

/// The lane slots one warp instruction of launch \p L holds on a CUDA-core
/// pipe (the int, fp32, sfu, conversion and fp64 rows). A diverged warp
/// issues each side with some lanes disabled (Volkov §2.3) and the
/// instruction passes through the pipe's lanes all the same, so a masked
/// lane costs what an active one does (G80: 8 lanes, every warp instruction
/// 4 cycles, Baghsorkhi §2.1): the warp size. Compute capability 1.x
/// executes an instruction as two half-warps (Volkov §6.1, after Lindholm et
/// al. 2008); that it skips a half-warp holding no thread of the block (a
/// block of 16 threads) is assumed, from §6.1's single-thread latencies
/// being shorter than a full warp's: 16 slots a half-warp that holds one.
double laneSlotsPerInstruction(const ResolvedLaunch &L, const GPUSpec &Spec);

/// The worksheet, sorted tightest first. Resources a spec cannot price
/// (throughput 0) are left out and a note is appended to \p Notes if given.
/// \p LaneSlots: per warp instruction (laneSlotsPerInstruction); 0, the
/// warp size.
std::vector<ResourceBound>
throughputBound(const WarpWorkload &W, const std::vector<AccessInfo> &Accesses,
                const GPUSpec &Spec, std::vector<Reason> *Notes = nullptr,
                double LaneSlots = 0);

} // namespace gpuperf

#endif
