//===- LaunchContext.cpp --------------------------------------------------===//
#include "gpuperf/IR/LaunchContext.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;
using namespace gpuperf;

std::string Dim3::str(char Separator) const {
  std::string S = std::to_string(X);
  if (Y != 1 || Z != 1)
    S += Separator + std::to_string(Y);
  if (Z != 1)
    S += Separator + std::to_string(Z);
  return S;
}

Expected<Dim3> gpuperf::parseDim3(StringRef Text) {
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return createStringError(inconvertibleErrorCode(),
                             "expected X[,Y[,Z]], got '" + Text + "'");
  unsigned V[3] = {1, 1, 1};
  for (unsigned I = 0; I < Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(10, V[I]) || V[I] == 0 ||
        V[I] > (1u << 31) - 1)
      return createStringError(inconvertibleErrorCode(),
                               "expected integers X[,Y[,Z]] from 1 to "
                               "2147483647 (2^31 - 1), got '" +
                                   Text + "'");
  return Dim3{V[0], V[1], V[2]};
}

Error gpuperf::addLaunchArg(LaunchConfig &L, StringRef NameEqValue,
                            StringRef Flag) {
  auto [Name, Value] = NameEqValue.split('=');
  Name = Name.trim();
  Value = Value.trim();
  int64_t I;
  double D;
  if (!Name.empty() && !Value.getAsInteger(0, I)) {
    L.Args[Name.str()] = I;
    return Error::success();
  }
  // An integer past 64 bits is no number of the kernel's (the expressions
  // hold 64-bit signed values; a size_t past 2^63 is its signed bits).
  // An APInt takes no sign: the magnitude of a negative one decides.
  if (APInt Wide;
      !Name.empty() &&
      !Value.drop_front(Value.starts_with("-")).getAsInteger(0, Wide))
    return createStringError(inconvertibleErrorCode(),
                             Flag + " '" + NameEqValue +
                                 "': an integer past the 64-bit signed range "
                                 "(an unsigned 64-bit value of 2^63 or more "
                                 "is given as the signed integer of its "
                                 "bits, 18446744073709551615 as -1)");
  if (!Name.empty() && !Value.getAsDouble(D) && std::isfinite(D)) {
    L.NonIntegerArgs[Name.str()] = D;
    return Error::success();
  }
  return createStringError(inconvertibleErrorCode(),
                           Flag + " expects NAME=NUMBER, got '" + NameEqValue +
                               "'");
}
