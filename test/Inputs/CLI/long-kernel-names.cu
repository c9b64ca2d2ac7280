template <int Factor>
__global__ void scale_every_element_by_a_constant_factor(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= Factor;
}
template __global__ void scale_every_element_by_a_constant_factor<4>(float *, int);
extern "C" __global__ void s(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += 1.0f;
}
