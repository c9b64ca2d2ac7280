//===- LaunchContext.h - Block, grid and argument values ---------*- C++
//-*-===//
#ifndef GPUPERF_IR_LAUNCHCONTEXT_H
#define GPUPERF_IR_LAUNCHCONTEXT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace gpuperf {

struct Dim3 {
  unsigned X = 1, Y = 1, Z = 1;
  uint64_t size() const { return uint64_t(X) * Y * Z; }
  /// The extent along Dim (0..2 = x, y, z).
  unsigned along(unsigned Dim) const { return Dim == 0 ? X : Dim == 1 ? Y : Z; }
  bool operator==(const Dim3 &O) const {
    return X == O.X && Y == O.Y && Z == O.Z;
  }
  /// "256" / "16,16" / "8,8,4" (rank's tables write "16x16": Separator 'x').
  std::string str(char Separator = ',') const;
};

/// Parses "X[,Y[,Z]]" with every component >= 1.
llvm::Expected<Dim3> parseDim3(llvm::StringRef Text);

struct LaunchConfig;
/// Adds one "NAME=VALUE" argument: an integer (decimal or 0x hex) to Args,
/// any other number to NonIntegerArgs. Flag names the option in messages.
llvm::Error addLaunchArg(LaunchConfig &L, llvm::StringRef NameEqValue,
                         llvm::StringRef Flag = "--arg");

/// What the user (or __launch_bounds__) says about one launch. Unset block or
/// grid stays symbolic; the report states the default used instead.
struct LaunchConfig {
  std::optional<Dim3> Block;
  std::optional<Dim3> Grid;
  /// Kernel scalar arguments by source name, or by position as "#0", "#1".
  std::map<std::string, int64_t> Args;
  /// Non-integer arguments (float parameters): checked against the kernel
  /// and reported, but they enter no address, trip count or integer branch.
  std::map<std::string, double> NonIntegerArgs;
  std::optional<unsigned> Registers;     ///< --regs
  std::optional<unsigned> DynamicShared; ///< --smem (bytes)
};

/// The launch after defaults, as every later stage sees it.
struct ResolvedLaunch {
  Dim3 Block;
  Dim3 Grid;
  bool BlockAssumed = false; ///< block came from a default, not the user
  bool GridAssumed = false;  ///< grid came from a default, not the user
  std::map<std::string, int64_t> Args;
  std::map<std::string, double> NonIntegerArgs; ///< reported, not analysed
  unsigned warpsPerBlock(unsigned WarpSize = 32) const {
    return unsigned((Block.size() + WarpSize - 1) / WarpSize);
  }
  /// Warps in the whole launch.
  double warpsInGrid(unsigned WarpSize = 32) const {
    return double(Grid.size()) * warpsPerBlock(WarpSize);
  }
};

} // namespace gpuperf

#endif
