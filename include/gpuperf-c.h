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

/* What every call promises (the host's process is never at risk):
 *
 * By default each call runs in a child process of the caller (fork), which
 * takes the defences of the `gpuperf` command line: its data segment is
 * limited to --max-memory GiB beyond what the caller's process holds
 * (default 8; 0: no limit), and each read of a module must finish within
 * --read-timeout seconds (default 60; 0: no limit), else the child is
 * killed; `--timeout S` bounds the whole call too (default 600; 0: no
 * limit; one module's analysis is bounded far below it by its budget,
 * --max-kernel-*, so the default catches a child that hangs, e.g. on a lock
 * another host thread held when it forked; a call over many inputs may need
 * it raised). A crash, a hang
 * in LLVM's bitcode reader (which is not hardened against malformed
 * bitcode), or an allocation of tens of GiB becomes the call's one-line error;
 * nothing is printed on the caller's stdout or stderr, and the caller's signal
 * handlers and limits are untouched. The child costs a fork of the caller,
 * whose time grows with the caller's resident memory
 * (bench/speed/capi-isolation.py measures it). Calls from several threads at
 * once are safe and give the same results.
 *
 * `--in-process` in `options` runs the call in the caller's process
 * instead: faster, and still silent, but with no defence against inputs
 * that crash or hang LLVM. Use it only for modules you produced yourself
 * (e.g. just compiled with clang), and do not mix it with forking calls on
 * other threads (a fork while another thread holds an LLVM lock can leave
 * the child waiting: it then fails at its read deadline).
 *
 * Each call returns 0 and sets *json_out to its JSON, or returns 1 and sets
 * *error_out to a one-line message; the other pointer is set to NULL. Free
 * either string with gpuperf_free. */

/* Analyses an NVPTX module given as LLVM IR text or bitcode (buf, len bytes)
 * on GPU `gpu` (a name, alias or spec .yaml path; NULL or "" means the
 * default GPU, the one `gpuperf analyze` uses without --gpu).
 * `options` (may be NULL) holds the `gpuperf analyze` flags, separated by
 * spaces, single or double quotes grouping words (adjacent quoted parts
 * join, as in a shell): --block X[,Y[,Z]] --grid X[,Y[,Z]] --arg NAME=VALUE
 * (repeatable) --kernel REGEX
 * --model volkov|volkov-contention|volkov-in-order|baghsorkhi (default
 * volkov-in-order)
 * --regs N --smem BYTES --no-ptxas --profile FILE --assume-access LOC=PAT
 * --assume-branch LOC=P --assume-trip LOC=N --max-kernel-instructions N
 * --max-kernel-accesses N, and the call's own --read-timeout S --timeout S
 * --max-memory GiB --in-process; `--flag=value` works too.
 * The report has schema gpuperf-report/1 (docs/schema/ in the sources). */
GPUPERF_C_API int gpuperf_analyze_module(const char *buf, size_t len,
                                         const char *gpu, const char *options,
                                         char **json_out, char **error_out);

/* As gpuperf_analyze_module, for a file as `gpuperf analyze PATH` reads it:
 * .ll, .bc, or .cu (compiled device-only with clang 19; `-Xclang ARG` in
 * `options` passes ARG to clang, e.g. -Xclang -DTILE=16). */
GPUPERF_C_API int gpuperf_analyze_file(const char *path, const char *gpu,
                                       const char *options, char **json_out,
                                       char **error_out);

/* `gpuperf rank` over `n` files (.ll, .bc, .cu): every input x kernel x
 * block x argument combination, fastest first, as JSON of schema
 * gpuperf-rank/1. `options` takes rank's flags: --block-sweep LIST and
 * --block X[,Y[,Z]] (repeatable), --arg NAME=V[,V...] and --arg-sweep
 * NAME=V,... (repeatable), --grid X[,Y[,Z]] or --grid-for N|NX,NY[,NZ],
 * --top K, --jobs N, --kernel, --model, --regs, --smem, --no-ptxas,
 * -Xclang ARG, and --read-timeout, --timeout, --max-memory, --in-process as
 * above. */
GPUPERF_C_API int gpuperf_rank_files(const char *const *paths, size_t n,
                                     const char *gpu, const char *options,
                                     char **json_out, char **error_out);

/* Frees a string returned by a gpuperf_* call (NULL is fine). */
GPUPERF_C_API void gpuperf_free(char *s);

/* "gpuperf 0.1.0 (LLVM 19)"; static storage, do not free. */
GPUPERF_C_API const char *gpuperf_version(void);

#ifdef __cplusplus
}
#endif

#endif
