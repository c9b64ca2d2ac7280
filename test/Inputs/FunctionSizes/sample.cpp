// Input of test/Bench/function-sizes.test: one function of each shape the
// script must measure, with braces in comments and strings it must skip.
namespace ns {

int free(int A) { // 1 line
  return A;
}

struct Holder {
  int V;
  Holder(int A, int B)
      : V(A + B) { // 4 lines with the signature and the initializer list
    V += 1;
  }
  int member() const {
    auto L = [&](int X) { return X + V; }; // a lambda counts towards member
    const char *S = "} not a brace {";
    /* } nor { here */
    return L(S[0]);
  }
};

auto trailing(int A) -> int {
  if (A) {
    return 1;
  }
  return 0;
}

} // namespace ns
