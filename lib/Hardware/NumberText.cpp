//===- NumberText.cpp - A number as messages write it ---------------------===//
#include "gpuperf/Hardware/NumberText.h"

#include <cstdio>

std::string gpuperf::numberText(double V, unsigned Significant) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*g", int(Significant), V);
  return Buf;
}

std::string gpuperf::percentText(double Fraction) {
  return decimalsText(Fraction * 100, 1) + "%";
}

std::string gpuperf::decimalsText(double V, unsigned Decimals) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*f", int(Decimals), V);
  std::string S = Buf;
  if (S.find('.') == std::string::npos)
    return S;
  while (S.back() == '0')
    S.pop_back();
  if (S.back() == '.')
    S.pop_back();
  return S;
}
