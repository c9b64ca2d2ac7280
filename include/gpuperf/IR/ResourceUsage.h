//===- ResourceUsage.h - Registers and shared memory per kernel --*- C++
//-*-===//
#ifndef GPUPERF_IR_RESOURCEUSAGE_H
#define GPUPERF_IR_RESOURCEUSAGE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <cstdint>
#include <future>
#include <map>
#include <optional>
#include <string>

namespace gpuperf {

enum class ResourceSource { User, Ptxas, Estimate };
llvm::StringRef
resourceSourceName(ResourceSource S); // "user"|"ptxas"|"estimate"

struct ResourceUsage {
  unsigned Registers = 0;
  // Bytes are 64-bit: a 4 GiB shared array is an impossible launch, not a
  // 32-bit wrap to 1 byte.
  uint64_t StaticShared = 0;  ///< bytes
  uint64_t DynamicShared = 0; ///< bytes, from --smem
  uint64_t LocalBytes = 0;    ///< stack frame / spills per thread
  /// Fixed-size thread-private arrays (allocas) the IR has, per thread:
  /// whatever the source of the rest, a launch needs at least this much.
  uint64_t LocalArrayBytes = 0;
  unsigned Barriers = 0; ///< named barriers the kernel uses
  ResourceSource Source = ResourceSource::Estimate;
  std::string Note; ///< how it was obtained, or why ptxas was not used
  uint64_t sharedPerBlock() const { return StaticShared + DynamicShared; }
  /// Local memory a thread needs: its frame, at least its private arrays.
  uint64_t localPerThread() const {
    return LocalBytes > LocalArrayBytes ? LocalBytes : LocalArrayBytes;
  }
};

/// How a module becomes the PTX that ptxas reads.
enum class PtxBackend {
  /// llc-19 in a process of its own: IR the backend cannot compile is a note
  /// ("llc failed"), never a crash of the caller.
  Llc,
  /// This process's NVPTX backend (llc where none is registered): spares
  /// llc's start-up and a second parse of the module, about 15 ms a file.
  /// Only for a process that compiles the module next anyway (clang with the
  /// plugin), where a backend failure is the compile's own.
  InProcess,
};

/// ptxas -v for every kernel of M, compiled for Arch (llc-19, or \p Backend,
/// -> PTX -> ptxas). Results are cached on disk by module hash and arch
/// ($GPUPERF_CACHE_DIR, else $XDG_CACHE_HOME/gpuperf, else ~/.cache/gpuperf).
/// Returns nothing, with Why set, when the toolkit is missing or fails.
/// \p SdkPtxas is the chosen SDK's ptxas; "": /usr/local/cuda's, else PATH's.
std::optional<std::map<std::string, ResourceUsage>>
ptxasResources(const llvm::Module &M, llvm::StringRef Arch, std::string &Why,
               llvm::StringRef SdkPtxas = "",
               PtxBackend Backend = PtxBackend::Llc);

/// What ptxasResources gives: the numbers, or why there are none.
struct PtxasOutcome {
  std::optional<std::map<std::string, ResourceUsage>> PerKernel;
  std::string Why;
  /// What wrote the PTX ptxas read; none when nothing was compiled (a cache
  /// hit, a missing tool).
  std::optional<PtxBackend> CompiledBy;
};

/// ptxasResources on a thread of its own: the module is printed before this
/// returns, and llc and ptxas (tens of milliseconds each) then run while the
/// caller analyses the module; get() on the result waits for them.
std::future<PtxasOutcome>
startPtxasResources(const llvm::Module &M, llvm::StringRef Arch,
                    llvm::StringRef SdkPtxas = "",
                    PtxBackend Backend = PtxBackend::Llc);

/// An estimate from the IR: peak simultaneously live 32-bit values plus a
/// fixed overhead; static addrspace(3) globals the kernel reaches.
ResourceUsage estimateResources(const llvm::Function &Kernel);

/// The bytes an object of type \p T takes (DataLayout's alloc size), or none
/// when that is over 2^64 - 1: LLVM accepts [2^62 + 1 x i32], whose size
/// DataLayout wraps to 4 bytes.
std::optional<uint64_t> allocBytes(llvm::Type *T, const llvm::DataLayout &DL);
/// The bytes \p AI allocates (its type times a constant count), or none when
/// that is over 2^64 - 1 or the count is not a constant.
std::optional<uint64_t> allocaBytes(const llvm::AllocaInst &AI);

/// Static shared memory reachable from the kernel, in bytes (saturating: an
/// array over 2^64 - 1 bytes is 2^64 - 1, an impossible launch).
uint64_t staticSharedBytes(const llvm::Function &Kernel);
/// Fixed-size allocas in the kernel and its callees, in bytes per thread.
uint64_t staticLocalBytes(const llvm::Function &Kernel);
/// Whether the kernel (or a callee) executes a barrier.
bool usesBarrier(const llvm::Function &Kernel);

} // namespace gpuperf

#endif
