/* A fake libcuda.so.1 for testing bench/run-gpu and the driver on a machine
 * without a GPU.  Device memory is host memory, kernel launches do nothing,
 * events read the host clock, and cuModuleGetFunction checks that the kernel
 * name occurs in the cubin.  The numbers it produces are NOT measurements.
 *
 *   cc -shared -fPIC -O2 -I/usr/local/cuda/include bench/harness/mock_libcuda.c \
 *      -o /tmp/mockcuda/libcuda.so.1
 *   LD_LIBRARY_PATH=/tmp/mockcuda bench/run-gpu --no-ncu --out /tmp/mock-out
 */
#include <cuda.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define EXPORT __attribute__((visibility("default")))

struct mock_module { char *image; size_t size; };
struct mock_event { double t; };

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

EXPORT CUresult cuInit(unsigned int f) { (void)f; return CUDA_SUCCESS; }
EXPORT CUresult cuDriverGetVersion(int *v) { *v = 13000; return CUDA_SUCCESS; }
EXPORT CUresult cuDeviceGet(CUdevice *d, int o) { *d = o; return o == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE; }
EXPORT CUresult cuDeviceGetCount(int *c) { *c = 1; return CUDA_SUCCESS; }
EXPORT CUresult cuDeviceGetName(char *n, int len, CUdevice d) {
  (void)d;
  snprintf(n, (size_t)len, "Mock GPU (no hardware)");
  return CUDA_SUCCESS;
}
EXPORT CUresult cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d) {
  (void)d;
  switch (a) {
  case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *v = 9; break;
  case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *v = 0; break;
  case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *v = 132; break;
  case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: *v = 4 << 20; break;
  case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: *v = 233472; break;
  case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: *v = 232448; break;
  default: *v = 1; break;
  }
  return CUDA_SUCCESS;
}
EXPORT CUresult cuDeviceTotalMem_v2(size_t *b, CUdevice d) { (void)d; *b = (size_t)16 << 30; return CUDA_SUCCESS; }
EXPORT CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d) { (void)d; *c = (CUcontext)0x1; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxSetCurrent(CUcontext c) { (void)c; return CUDA_SUCCESS; }
EXPORT CUresult cuCtxSynchronize(void) { return CUDA_SUCCESS; }
EXPORT CUresult cuModuleLoad(CUmodule *m, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return CUDA_ERROR_FILE_NOT_FOUND;
  struct mock_module *mm = calloc(1, sizeof *mm);
  fseek(f, 0, SEEK_END);
  mm->size = (size_t)ftell(f);
  fseek(f, 0, SEEK_SET);
  mm->image = malloc(mm->size + 1);
  if (fread(mm->image, 1, mm->size, f) != mm->size) { fclose(f); return CUDA_ERROR_INVALID_IMAGE; }
  fclose(f);
  *m = (CUmodule)mm;
  return CUDA_SUCCESS;
}
EXPORT CUresult cuModuleUnload(CUmodule m) { (void)m; return CUDA_SUCCESS; }
EXPORT CUresult cuModuleGetFunction(CUfunction *fn, CUmodule m, const char *name) {
  struct mock_module *mm = (struct mock_module *)m;
  size_t n = strlen(name);
  for (size_t i = 0; i + n < mm->size; ++i)
    if (memcmp(mm->image + i, name, n) == 0 && mm->image[i + n] == 0 && (i == 0 || mm->image[i - 1] == 0)) {
      *fn = (CUfunction)strdup(name);
      return CUDA_SUCCESS;
    }
  return CUDA_ERROR_NOT_FOUND;
}
EXPORT CUresult cuFuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f) {
  (void)f;
  *v = a == CU_FUNC_ATTRIBUTE_NUM_REGS ? 32 : a == CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK ? 1024 : 0;
  return CUDA_SUCCESS;
}
EXPORT CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute a, int v) { (void)f; (void)a; (void)v; return CUDA_SUCCESS; }
EXPORT CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                               unsigned bz, unsigned smem, CUstream s, void **p, void **e) {
  (void)f; (void)gx; (void)gy; (void)gz; (void)s; (void)p; (void)e;
  if ((size_t)bx * by * bz > 1024 || smem > 232448) return CUDA_ERROR_INVALID_VALUE;
  return CUDA_SUCCESS;
}
EXPORT CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t b) {
  void *m = calloc(1, b);
  if (!m) return CUDA_ERROR_OUT_OF_MEMORY;
  *p = (CUdeviceptr)(uintptr_t)m;
  return CUDA_SUCCESS;
}
EXPORT CUresult cuMemFree_v2(CUdeviceptr p) { free((void *)(uintptr_t)p); return CUDA_SUCCESS; }
EXPORT CUresult cuMemGetInfo_v2(size_t *f, size_t *t) { *f = (size_t)15 << 30; *t = (size_t)16 << 30; return CUDA_SUCCESS; }
EXPORT CUresult cuMemcpyHtoD_v2(CUdeviceptr d, const void *s, size_t n) { memcpy((void *)(uintptr_t)d, s, n); return CUDA_SUCCESS; }
EXPORT CUresult cuMemcpyDtoH_v2(void *d, CUdeviceptr s, size_t n) { memcpy(d, (void *)(uintptr_t)s, n); return CUDA_SUCCESS; }
EXPORT CUresult cuMemcpyDtoD_v2(CUdeviceptr d, CUdeviceptr s, size_t n) { memcpy((void *)(uintptr_t)d, (void *)(uintptr_t)s, n); return CUDA_SUCCESS; }
EXPORT CUresult cuMemsetD8_v2(CUdeviceptr d, unsigned char v, size_t n) { memset((void *)(uintptr_t)d, v, n); return CUDA_SUCCESS; }
EXPORT CUresult cuMemsetD32_v2(CUdeviceptr d, unsigned int v, size_t n) {
  unsigned int *p = (unsigned int *)(uintptr_t)d;
  for (size_t i = 0; i < n; ++i) p[i] = v;
  return CUDA_SUCCESS;
}
EXPORT CUresult cuMemsetD32Async(CUdeviceptr d, unsigned int v, size_t n, CUstream s) { (void)s; return cuMemsetD32_v2(d, v, n); }
EXPORT CUresult cuEventCreate(CUevent *e, unsigned int f) { (void)f; *e = (CUevent)calloc(1, sizeof(struct mock_event)); return CUDA_SUCCESS; }
EXPORT CUresult cuEventRecord(CUevent e, CUstream s) { (void)s; ((struct mock_event *)e)->t = now_ms(); return CUDA_SUCCESS; }
EXPORT CUresult cuEventSynchronize(CUevent e) { (void)e; return CUDA_SUCCESS; }
EXPORT CUresult cuEventElapsedTime_v2(float *ms, CUevent a, CUevent b) {
  *ms = (float)(((struct mock_event *)b)->t - ((struct mock_event *)a)->t);
  return CUDA_SUCCESS;
}
EXPORT CUresult cuEventDestroy_v2(CUevent e) { free(e); return CUDA_SUCCESS; }
EXPORT CUresult cuGetErrorString(CUresult r, const char **s) {
  static char buf[64];
  snprintf(buf, sizeof buf, "mock CUDA error %d", (int)r);
  *s = buf;
  return CUDA_SUCCESS;
}
EXPORT CUresult cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, CUfunction f, int bs, size_t smem) {
  (void)f;
  int byThreads = 2048 / bs, bySmem = smem ? (int)(233472 / (smem + 1024)) : 32;
  *n = byThreads < bySmem ? byThreads : bySmem;
  if (*n > 32) *n = 32;
  return CUDA_SUCCESS;
}
