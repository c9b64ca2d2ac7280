// Inline PTX assembly: the common mnemonics are read (mov, brev, setp, add,
// st.global); nanosleep is not modelled and is stated.
__global__ void asm_kernel(unsigned *out, const unsigned *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = in[i], r, lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(v));
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; @p add.u32 %0, %0, 1; }" : "+r"(r) : "r"(lane));
  asm volatile("st.global.u32 [%0], %1;" :: "l"(out + i), "r"(r) : "memory");
  asm volatile("nanosleep.u32 100;");
}
