// A 32-bit integer division by a run-time value is the instruction sequence
// ptxas emits (hardware-data-2.md §5a: unsigned 18 instructions, signed
// 23; one MUFU.RCP, two conversions, four IMAD, the rest integer ALU), not
// one multiply; its latency stays the measured latency.int_div.
// Each kernel against the same kernel with a multiply in its place: the
// division issues 17 (unsigned) or 22 (signed) more instructions per warp,
// and puts 32 MUFU and 64 conversion lane-operations per warp on the SFU.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 1024 --no-ptxas \
// RUN:   --format json | %python -c 'import json,sys,re; \
// RUN:   ks = {k["name"]: k for k in json.load(sys.stdin)["kernels"]}; \
// RUN:   row = lambda k, r: [t["detail"] for t in ks[k]["bounds"]["throughput"] if t["resource"] == r]; \
// RUN:   issued = lambda k: float(re.match(r"\((\S+) issued", row(k, "issue")[0]).group(1)); \
// RUN:   print("unsigned", issued("_Z4udivPKjPjj") - issued("_Z4umulPKjPjj")); \
// RUN:   print("signed", issued("_Z4sdivPKiPii") - issued("_Z4smulPKiPii")); \
// RUN:   print("sfu", row("_Z4udivPKjPjj", "sfu")); \
// RUN:   print("mul sfu", row("_Z4umulPKjPjj", "sfu"))' \
// RUN:   | %FileCheck %s
// CHECK: unsigned 17.0
// CHECK-NEXT: signed 22.0
// CHECK-NEXT: sfu ['32.00 sfu lane slots / 16.00 + 64.00 conversion lane slots / 16.00']
// CHECK-NEXT: mul sfu []
// The latency, and what the cost rests on, stated.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 1024 --no-ptxas \
// RUN:   --kernel udiv --view worksheet | %FileCheck %s --check-prefix=LATENCY
// LATENCY: 127.0 1.00 x int_div (dependent)
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 1024 --no-ptxas \
// RUN:   --kernel sdiv | %FileCheck %s --check-prefix=STATED
// STATED: assumes 1 integer division by a run-time value (first at integer-division.cu:{{[0-9]+}}): each costed as the 17-23 instructions ptxas emits for sm_75 to sm_90
// A 64-bit division is not modelled as a sequence, and says so.
// RUN: %gpuperf analyze %s --gpu v100 --block 256 --grid 1024 --no-ptxas \
// RUN:   --kernel wide | %FileCheck %s --check-prefix=WIDE
// WIDE: assumes 1 64-bit integer division by a run-time value (first at integer-division.cu:{{[0-9]+}}): each costed as one integer multiply

__global__ void udiv(const unsigned *in, unsigned *out, unsigned b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / b;
}
__global__ void umul(const unsigned *in, unsigned *out, unsigned b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * b;
}
__global__ void sdiv(const int *in, int *out, int b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / b;
}
__global__ void smul(const int *in, int *out, int b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * b;
}
__global__ void wide(const long long *in, long long *out, long long b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] / b;
}
