// devinfo.cu - the CSV header: device, clocks, driver, date, and the device
// properties the fit copies into the spec (rows with benchmark "device").
#include "common.cuh"
#include <ctime>

int main() {
  Device d = openDevice();
  int drv = 0, rt = 0, memKHz = 0, busBits = 0, l2 = 0;
  CK(cudaDriverGetVersion(&drv));
  CK(cudaRuntimeGetVersion(&rt));
  CK(cudaDeviceGetAttribute(&memKHz, cudaDevAttrMemoryClockRate, 0));
  CK(cudaDeviceGetAttribute(&busBits, cudaDevAttrGlobalMemoryBusWidth, 0));
  CK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, 0));
  int clkKHz = 0;
  CK(cudaDeviceGetAttribute(&clkKHz, cudaDevAttrClockRate, 0));
  char date[32];
  time_t t = time(nullptr);
  strftime(date, sizeof date, "%Y-%m-%d", gmtime(&t));
  printf("# gpuperf-calibrate results v1\n");
  printf("# device: %s\n", d.p.name);
  printf("# compute_capability: %d.%d\n", d.p.major, d.p.minor);
  printf("# sm_count: %d\n", d.sms);
  printf("# clock_mhz: %.0f\n", d.clockMHz);
  printf("# clock_mhz_attribute: %.0f\n", clkKHz / 1000.0);
  printf("# mem_clock_mhz: %.0f\n", memKHz / 1000.0);
  printf("# l2_bytes: %d\n", l2);
  printf("# driver: %d.%d\n", drv / 1000, (drv % 1000) / 10);
  printf("# runtime: %d.%d\n", rt / 1000, (rt % 1000) / 10);
  printf("# date: %s\n", date);
  printf("benchmark,ilp,warps_per_sm,metric,value,unit\n");
  row("device", 0, 0, "max_warps_per_sm", d.maxWarps, "warps");
  row("device", 0, 0, "max_blocks_per_sm", d.maxBlocks, "blocks");
  row("device", 0, 0, "max_threads_per_block", d.p.maxThreadsPerBlock, "threads");
  row("device", 0, 0, "registers_per_sm", d.p.regsPerMultiprocessor, "registers");
  row("device", 0, 0, "max_registers_per_block", d.p.regsPerBlock, "registers");
  row("device", 0, 0, "shared_per_sm", d.smemPerSM, "bytes");
  row("device", 0, 0, "max_shared_per_block", d.smemOptin, "bytes");
  row("device", 0, 0, "reserved_shared_per_block", d.smemReserved, "bytes");
  // DDR: two transfers per memory clock.
  row("device", 0, 0, "dram_pin_gbps", 2.0 * memKHz * 1e3 * (busBits / 8) / 1e9, "GB/s");
  return 0;
}
