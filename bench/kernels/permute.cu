// Permutation a[i] = b[c[i]] (Volkov thesis §3.10, Listing 3.6).  With c the
// identity all accesses are coalesced; with c random (with repetition) the
// accesses to b are fully diverging.  Part of the gpuperf benchmark suite.
extern "C" __global__ void permute(float *__restrict__ a, const float *__restrict__ b,
                                   const int *__restrict__ c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = b[c[i]];
}
