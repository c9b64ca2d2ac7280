// Inline PTX as CUB, CUTLASS and the CUDA headers write it: the common
// mnemonics are read out of the asm string (their accesses, tensor
// multiplies, shuffles), the rest stated per statement with the cost used.
// REQUIRES: cuda-sdk
//
// __pipeline_memcpy_async is `cp.async.cg.shared.global [$0], [$1], 16`: a
// 16-byte global read per lane (16 sectors per request, coalesced) and a
// shared write (4 wavefronts), then the copy's latency is stated as
// charged at the copy.
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel stage | %FileCheck %s --check-prefix=COPY
// COPY: inline-ptx.cu:{{[0-9]+}}:3 global load 16 in 16.00 16.00 16.00 - coalesced
// COPY-NEXT: inline-ptx.cu:{{[0-9]+}}:3 shared store 16 buf - 4.00 - 4.0 coalesced
// COPY: assumes 1 cp.async copy (first at inline-ptx.cu:{{[0-9]+}}): each waited for at once
// COPY-NOT: not modelled
//
// ld.global.nc.v4.f32 through asm is a 16-byte load; red.global.add.f32 an
// atomic on one address; shfl.sync a shuffle; nanosleep is not modelled
// and says so.
// RUN: %gpuperf analyze %s --gpu a100 --block 256 --grid 64 --no-ptxas \
// RUN:   --kernel hinted --format json | %python -c 'import json,sys; \
// RUN:   k = json.load(sys.stdin)["kernels"][0]; \
// RUN:   [print(a["space"], a["kind"], a["bytes_per_thread"], a["class"]) \
// RUN:    for a in k["accesses"]]; [print(s) for s in k["assumptions"]]' \
// RUN:   | %FileCheck %s --check-prefix=HINTED
// HINTED: global load 16 coalesced
// HINTED-NEXT: global atomic 4 uniform
// HINTED: inline assembly at inline-ptx.cu:{{[0-9]+}}: nanosleep.u32 not modelled; costed 0
//
// ldmatrix.x4 from shared rows 16 bytes apart (conflict-free: 4 wavefronts)
// and mma.sync m16n8k16 f32 += f16 x f16 (2048 multiply-adds) on the
// tensor cores.
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 64 --no-ptxas \
// RUN:   --kernel fragments --view worksheet | %FileCheck %s --check-prefix=MMA
// MMA: tensor {{.*}} 2048.00 tensor_f16 multiply-adds / 1024.00 per cycle
// RUN: %gpuperf analyze %s --gpu a100 --block 32 --grid 64 --no-ptxas \
// RUN:   --kernel fragments --view accesses | %FileCheck %s --check-prefix=LDSM
// LDSM: shared load 16 tile - 4.00 - 4.0 coalesced

#include <cuda_pipeline.h>

__global__ void stage(const float4 *in, float4 *out) {
  __shared__ float4 buf[256];
  int t = threadIdx.x, i = blockIdx.x * 256 + t;
  __pipeline_memcpy_async(&buf[t], &in[i], sizeof(float4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[i] = buf[255 - t];
}

__global__ void hinted(const float4 *in, float *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v;
  asm volatile("ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "l"(in + i));
  float s = v.x + v.y + v.z + v.w;
  asm volatile("shfl.sync.bfly.b32 %0, %0, 16, 31, -1;" : "+f"(s));
  asm volatile("red.global.add.f32 [%0], %1;" ::"l"(sum), "f"(s));
  asm volatile("nanosleep.u32 100;");
}

__global__ void fragments(const unsigned short *a, float *out) {
  __shared__ __align__(128) unsigned short tile[32 * 8];
  int lane = threadIdx.x;
  for (int i = lane; i < 32 * 8; i += 32)
    tile[i] = a[blockIdx.x * 256 + i];
  __syncwarp();
  unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(&tile[lane * 8]));
  unsigned r0, r1, r2, r3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
               : "r"(addr));
  float d0 = 0, d1 = 0, d2 = 0, d3 = 0;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, "
               "{%0, %1, %2, %3};"
               : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
               : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(r0), "r"(r1));
  out[blockIdx.x * 32 + lane] = d0 + d1 + d2 + d3;
}
