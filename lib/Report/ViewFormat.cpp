//===- ViewFormat.cpp - Formatting the views share ------------------------===//
#include "ViewFormat.h"
#include "gpuperf/Hardware/NumberText.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

using namespace llvm;
using namespace gpuperf;

double gpuperf::jsonNum(double V) {
  // A non-finite value passes through, for checkFiniteNumbers to refuse.
  if (V == 0 || !std::isfinite(V))
    return V;
  double Scale = std::pow(10.0, 5 - int(std::floor(std::log10(std::fabs(V)))));
  return std::round(V * Scale) / Scale;
}

json::Array gpuperf::jsonStrings(const std::vector<std::string> &V) {
  json::Array A;
  for (const std::string &S : V)
    A.push_back(S);
  return A;
}

json::Array gpuperf::jsonReasons(const std::vector<Reason> &Rs) {
  json::Array A;
  for (const Reason &R : Rs)
    A.push_back(R.Message);
  return A;
}

json::Array gpuperf::jsonReasonKinds(const std::vector<Reason> &Rs) {
  json::Array A;
  for (const Reason &R : Rs)
    A.push_back(reasonKindName(R.Kind));
  return A;
}

std::string gpuperf::fixedText(double V, unsigned Digits) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "%.*f", int(Digits), V);
  return Buf;
}

std::string gpuperf::rateText(double V) {
  if (V == 0 || std::fabs(V) >= 0.01 || !std::isfinite(V))
    return fixedText(V, 4);
  if (std::fabs(V) < 1e-4) // too many zeros to count: 6.58e-09
    return numberText(V, 3);
  // Decimals that keep three significant digits.
  int Decimals = 2 - int(std::floor(std::log10(std::fabs(V))));
  return fixedText(V, unsigned(Decimals));
}

StringRef gpuperf::locText(StringRef Loc) {
  return Loc.empty() ? "<no loc>" : Loc;
}

void gpuperf::printReasons(StringRef Lead, const std::vector<Reason> &Rs,
                           raw_ostream &OS) {
  for (const Reason &R : Rs)
    OS << Lead << R.Message << "\n";
}

void AssumptionLines::add(StringRef Loc, const std::vector<Reason> &Rs) {
  for (const Reason &R : Rs) {
    // The kernel's own lines state the launch it assumed.
    if (isLaunchDefault(R.Kind))
      continue;
    auto It = std::find_if(Groups.begin(), Groups.end(), [&](const auto &G) {
      return G.first.Message == R.Message;
    });
    if (It == Groups.end()) {
      Groups.push_back({R, {}});
      It = std::prev(Groups.end());
    }
    std::vector<std::string> &Locs = It->second;
    if (std::find(Locs.begin(), Locs.end(), locText(Loc)) == Locs.end())
      Locs.push_back(locText(Loc).str());
  }
}

void AssumptionLines::print(raw_ostream &OS) const {
  constexpr size_t Shown = 3;
  // Sentences alike but for their subject (the pointer arguments each
  // assumed aligned) are one line, made by each one's locations.
  std::vector<Reason> Sentences;
  for (const auto &G : Groups)
    Sentences.push_back(G.first);
  std::vector<std::vector<size_t>> From;
  std::vector<Reason> Merged = mergeAlikeSubjects(Sentences, &From);
  for (size_t M = 0; M < Merged.size(); ++M) {
    std::vector<std::string> Locs;
    for (size_t G : From[M])
      for (const std::string &L : Groups[G].second)
        if (std::find(Locs.begin(), Locs.end(), L) == Locs.end())
          Locs.push_back(L);
    const std::string &Sentence = Merged[M].Message;
    OS << "      " << Locs[0];
    for (size_t I = 1; I < Locs.size() && I < Shown; ++I)
      OS << ", " << Locs[I];
    if (Locs.size() > Shown)
      OS << " and " << Locs.size() - Shown << " more";
    OS << (Locs.size() == 1 ? " assumes " : " assume ") << Sentence << "\n";
  }
}

void TextTable::print(raw_ostream &OS, unsigned Indent) const {
  std::vector<size_t> W(Header.size(), 0);
  auto Grow = [&](const std::vector<std::string> &R) {
    for (size_t I = 0; I < R.size() && I < W.size(); ++I)
      W[I] = std::max(W[I], R[I].size());
  };
  Grow(Header);
  for (const auto &R : Rows)
    Grow(R);
  auto Line = [&](const std::vector<std::string> &R) {
    std::string L(Indent, ' ');
    for (size_t I = 0; I < W.size(); ++I) {
      std::string C = I < R.size() ? R[I] : "";
      std::string Pad(W[I] - C.size(), ' ');
      L += (I < Right.size() && Right[I]) ? Pad + C : C + Pad;
      if (I + 1 < W.size())
        L += "  ";
    }
    OS << StringRef(L).rtrim() << "\n";
  };
  Line(Header);
  for (const auto &R : Rows)
    Line(R);
}
