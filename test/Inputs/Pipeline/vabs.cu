// Volkov thesis §3.10, Listing 3.7: absolute value in place. All-positive data
// only reads; all-negative data reads and writes back.
extern "C" __global__ void vabs(float *a) {
  int i = threadIdx.x + blockDim.x * blockIdx.x;
  float b = a[i];
  if (b < 0)
    a[i] = -b;
}
