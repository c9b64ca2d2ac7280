// A struct copy of float4 is an llvm.memcpy of 16 bytes in the IR: it must
// count as a 16-byte load and a 16-byte store, not as free computation, and
// division by a constant must not cost a division.
// RUN: %gpuperf analyze %s --gpu h200 --block 256 --grid 65536 --arg n=67108864 \
// RUN:   --no-ptxas --format json > %t.json
// RUN: %python -c "import json; k=json.load(open('%t.json'))['kernels'][0]; \
// RUN:   print([(a['kind'], a['bytes_per_thread'], a['sectors_per_request'], a['object']) for a in k['accesses']]); \
// RUN:   print(k['bounds']['binding'], k['prediction']['mode'], round(k['prediction']['dram_gbps']))" \
// RUN:   | %FileCheck %s
// CHECK: [('load', 16, 16, 'in'), ('store', 16, 16, 'out')]
// CHECK-NEXT: dram throughput-bound {{3[0-9][0-9][0-9]}}
extern "C" __global__ void copy4(float4 *__restrict__ out, const float4 *__restrict__ in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 4)
    out[i] = in[i];
}
