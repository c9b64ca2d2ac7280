//===- NumberText.h - A number as messages write it -------------*- C++ -*-===//
//
// Messages, remarks and spec errors write numbers the way a person would:
// no trailing zeros, no more digits than mean something ("p = 0.5", not
// "p = 0.500000"). One formatter for all of them, in the lowest layer that
// writes one (spec validation).
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_HARDWARE_NUMBERTEXT_H
#define GPUPERF_HARDWARE_NUMBERTEXT_H

#include <string>

namespace gpuperf {

/// \p V with at most \p Significant significant digits and no trailing
/// zeros: 1980 -> "1980", 0.5 -> "0.5", 1.333333 -> "1.333" (4), 6.6e-09.
std::string numberText(double V, unsigned Significant = 6);

/// \p V with at most \p Decimals decimals and no trailing zeros: 32 -> "32",
/// 2.5 -> "2.5", 1.333 -> "1.33" (2).
std::string decimalsText(double V, unsigned Decimals);

/// A fraction as the occupancy calculator prints it: 0.625 -> "62.5%",
/// 1 -> "100%", 0.78125 -> "78.1%".
std::string percentText(double Fraction);

} // namespace gpuperf

#endif
