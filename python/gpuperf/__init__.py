"""gpuperf from Python: static CUDA performance prediction over the C API.

    import gpuperf
    report = gpuperf.analyze("test/Inputs/vector_add.ll", gpu="h200",
                             block=256, grid=4096, args={"n": 1 << 20})
    report["kernels"][0]["prediction"]["time_us"]

analyze() returns the JSON report (schema gpuperf-report/1, see docs/architecture.md) as
a dict and raises GPUPerfError on bad input. The input is NVPTX LLVM IR, text
or bitcode, as bytes or as a path. The library libgpuperf-c.so is found via
the environment variable GPUPERF_LIB (its path), else in the build tree next
to this package (build/lib/CAPI/). Standard library only (ctypes).
"""

import ctypes
import json
import os

__all__ = ["analyze", "version", "GPUPerfError", "library_path"]


class GPUPerfError(RuntimeError):
    """One-line message from the C API (bad IR, unknown GPU, bad launch...)."""


_lib = None


def library_path():
    """Where libgpuperf-c.so is taken from."""
    env = os.environ.get("GPUPERF_LIB")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    return os.path.join(root, "build", "lib", "CAPI", "libgpuperf-c.so")


def _load():
    global _lib
    if _lib is None:
        path = library_path()
        if not os.path.exists(path):
            raise GPUPerfError("libgpuperf-c.so not found at %s (build it, or set GPUPERF_LIB)"
                               % path)
        lib = ctypes.CDLL(path)
        lib.gpuperf_analyze_module.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_char_p,
            ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_void_p)]
        lib.gpuperf_analyze_module.restype = ctypes.c_int
        lib.gpuperf_free.argtypes = [ctypes.c_void_p]
        lib.gpuperf_free.restype = None
        lib.gpuperf_version.argtypes = []
        lib.gpuperf_version.restype = ctypes.c_char_p
        _lib = lib
    return _lib


def version():
    return _load().gpuperf_version().decode()


def _dim(name, value):
    if isinstance(value, int):
        value = (value,)
    value = tuple(value)
    if not 1 <= len(value) <= 3 or not all(isinstance(v, int) for v in value):
        raise GPUPerfError("%s must be an int or 1-3 ints, got %r" % (name, value))
    return ",".join(str(v) for v in value)


def analyze(ir, gpu="h200", block=None, grid=None, args=None, kernel=None, model=None,
            regs=None, smem=None, no_ptxas=False):
    """Predicts the kernels of an NVPTX module; returns the report as a dict.

    ir: bytes (IR text or bitcode) or a path (str or os.PathLike) to a .ll/.bc.
    block, grid: int or (x, y[, z]). args: {name: int} kernel arguments.
    """
    if isinstance(ir, (bytes, bytearray)):
        buf = bytes(ir)
    else:
        with open(os.fspath(ir), "rb") as f:
            buf = f.read()
    opts = []
    if block is not None:
        opts += ["--block", _dim("block", block)]
    if grid is not None:
        opts += ["--grid", _dim("grid", grid)]
    for name, value in (args or {}).items():
        opts += ["--arg", "%s=%d" % (name, int(value))]
    if kernel:
        opts += ["--kernel", "'%s'" % kernel]
    if model:
        opts += ["--model", model]
    if regs is not None:
        opts += ["--regs", str(int(regs))]
    if smem is not None:
        opts += ["--smem", str(int(smem))]
    if no_ptxas:
        opts.append("--no-ptxas")

    lib = _load()
    out, err = ctypes.c_void_p(), ctypes.c_void_p()
    rc = lib.gpuperf_analyze_module(buf, len(buf), gpu.encode(), " ".join(opts).encode(),
                                    ctypes.byref(out), ctypes.byref(err))
    try:
        if rc != 0:
            msg = ctypes.string_at(err.value).decode(errors="replace") if err.value else "failed"
            raise GPUPerfError(msg)
        return json.loads(ctypes.string_at(out.value).decode())
    finally:
        lib.gpuperf_free(out)
        lib.gpuperf_free(err)
