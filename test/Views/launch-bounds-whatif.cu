// The occupancy what-if table marks the block sizes the kernel's
// __launch_bounds__ forbid (a launch of them fails, whatever the occupancy),
// in text and in JSON (launch_bounds_forbid, present for kernels that have
// launch bounds; checked against the schema by test/Schema/reports.test).
// RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 64 --no-ptxas --view occupancy \
// RUN:   | %FileCheck %s
// CHECK:       128 {{.*}}<- kernel
// CHECK-NEXT:  256 {{.*}}forbidden by __launch_bounds__(128)
// CHECK-NEXT:  512 {{.*}}forbidden by __launch_bounds__(128)
// CHECK-NEXT: 1024 {{.*}}forbidden by __launch_bounds__(128)
// RUN: %gpuperf analyze %s --gpu h100 --block 128 --grid 64 --no-ptxas --format json \
// RUN:   | %python -c "import json,sys; k=json.load(sys.stdin)['kernels']; \
// RUN:     print([(r['threads_per_block'], r['launch_bounds_forbid']) for r in k[0]['occupancy']['what_if']['block_sizes']]); \
// RUN:     print('launch_bounds_forbid' in k[1]['occupancy']['what_if']['block_sizes'][0])" \
// RUN:   | %FileCheck %s --check-prefix=JSON
// JSON: [(32, False), (64, False), (128, False), (256, True), (512, True), (1024, True)]
// JSON-NEXT: False
extern "C" __global__ void __launch_bounds__(128) bounded(float *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}
extern "C" __global__ void unbounded(float *out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 2.0f;
}
