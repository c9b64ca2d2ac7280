//===- WhatIf.cpp - Occupancy what-if tables ------------------------------===//
#include "gpuperf/Model/WhatIf.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

using namespace gpuperf;

OccupancyWhatIf
gpuperf::occupancyWhatIf(const GPUSpec &Spec, const OccupancyInput &Base,
                         std::optional<uint64_t> LaunchBoundsMaxThreads) {
  OccupancyWhatIf T;
  T.LaunchBoundsMaxThreads = LaunchBoundsMaxThreads;
  // Only a possible launch has a what-if table: its block fits 32 bits.
  const unsigned Threads = unsigned(Base.ThreadsPerBlock);
  std::vector<unsigned> Blocks = {32, 64, 128, 256, 512, 1024};
  if (Threads && !llvm::is_contained(Blocks, Threads))
    Blocks.push_back(Threads);
  llvm::sort(Blocks);
  for (unsigned B : Blocks) {
    OccupancyInput In = Base;
    In.ThreadsPerBlock = B;
    bool Forbidden = LaunchBoundsMaxThreads && B > *LaunchBoundsMaxThreads;
    T.ByBlockSize.push_back({B, Base.RegistersPerThread, B == Threads,
                             Forbidden, computeOccupancy(Spec, In)});
  }
  std::vector<unsigned> Regs = {16, 32, 64, 128, 255};
  unsigned MaxRegs = Spec.Occupancy.MaxRegistersPerThread;
  if (MaxRegs)
    for (unsigned &R : Regs)
      R = std::min(R, MaxRegs);
  if (Base.RegistersPerThread)
    Regs.push_back(Base.RegistersPerThread);
  llvm::sort(Regs);
  Regs.erase(std::unique(Regs.begin(), Regs.end()), Regs.end());
  for (unsigned R : Regs) {
    OccupancyInput In = Base;
    In.RegistersPerThread = R;
    T.ByRegisters.push_back({Threads, R, R == Base.RegistersPerThread, false,
                             computeOccupancy(Spec, In)});
  }
  return T;
}
