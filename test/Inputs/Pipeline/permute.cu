// Volkov thesis §3.10, Listing 3.6 shape: a permutation a[i] = b[c[i]] whose
// gather pattern depends on the data in c: identity (coalesced) or random.
extern "C" __global__ void permute(float *a, const float *b, const int *c) {
  int i = threadIdx.x + blockDim.x * blockIdx.x;
  int j = c[i];
  float v = b[j]; // the gather: line 6
  a[i] = v;
}
