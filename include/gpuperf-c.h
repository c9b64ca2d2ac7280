/*===- gpuperf-c.h - C API of gpuperf -----------------------------*- C -*-===*\
|*                                                                            *|
|* A stable C entry point for autotuners and other languages (the Python     *|
|* module python/gpuperf uses it through ctypes). Library: libgpuperf-c.so.   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#ifndef GPUPERF_C_H
#define GPUPERF_C_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define GPUPERF_C_API __attribute__((visibility("default")))
#else
#define GPUPERF_C_API
#endif

/* Analyses an NVPTX module given as LLVM IR text or bitcode (buf, len bytes)
 * on GPU `gpu` (a name, alias or spec .yaml path; NULL or "" means h200).
 * `options` (may be NULL) holds the `gpuperf analyze` launch flags, separated
 * by spaces: --block X[,Y[,Z]] --grid X[,Y[,Z]] --arg NAME=VALUE (repeatable)
 * --kernel REGEX --model volkov|volkov-contention|baghsorkhi --regs N
 * --smem BYTES --no-ptxas; `--flag=value` works too.
 * Returns 0 and sets *json_out to the report (JSON, schema gpuperf-report/1),
 * or returns 1 and sets *error_out to a one-line message. The other pointer
 * is set to NULL. Free either string with gpuperf_free. Never aborts on bad
 * input. */
GPUPERF_C_API int gpuperf_analyze_module(const char *buf, size_t len,
                                         const char *gpu, const char *options,
                                         char **json_out, char **error_out);

/* Frees a string returned by gpuperf_analyze_module (NULL is fine). */
GPUPERF_C_API void gpuperf_free(char *s);

/* "gpuperf 0.1.0 (LLVM 19)"; static storage, do not free. */
GPUPERF_C_API const char *gpuperf_version(void);

#ifdef __cplusplus
}
#endif

#endif
