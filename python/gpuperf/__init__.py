"""gpuperf from Python: static CUDA performance prediction over the C API.

    import gpuperf
    report = gpuperf.analyze("examples/vector_add.cu", block=256, grid=4096,
                             args={"n": 1 << 20})
    gpuperf.predictions(report)[0].time_us
    gpuperf.rank(["examples/transpose.cu"], block_sweep=["32x8", "32x32"],
                 grid=(64, 64), args={"n": 2048}, top=3)

analyze() returns the JSON report (schema gpuperf-report/1, docs/schema/ in the
sources) as a dict; rank() returns the ranking of `gpuperf rank` (schema
gpuperf-rank/1) as a list of dicts, fastest first. Both raise GPUPerfError
with the one-line message of the command line on bad input.

Isolation: every call runs in a child process of the calling one, limited
as the command line limits itself (max_memory GiB, default 8, beyond what
this process holds; read_timeout seconds for reading each module, default
60) and in time (timeout seconds for the whole call, default 600). Malformed
bitcode that crashes, hangs or exhausts LLVM's reader, or any crash in the
analysis, is a GPUPerfError; nothing is printed on this process's stdout or
stderr. in_process=True skips the child: faster, but
only for modules you produced yourself (it has no such defence).

The library libgpuperf-c.so is taken from the environment variable
GPUPERF_LIB (its path), else from the installed package (pip install
./python bundles the one it finds in build/), else from the build tree next
to this source (build/lib/CAPI/). Standard library only (ctypes).
"""

import ctypes
import json
import os
import shlex
import tempfile
from dataclasses import dataclass
from typing import (Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, TypedDict,
                    Union)

__all__ = ["analyze", "rank", "predictions", "version", "library_path", "GPUPerfError",
           "KernelPrediction", "RankEntry", "Report"]

Dim = Union[int, Sequence[int]]
Input = Union[str, "os.PathLike[str]", bytes]
Report = Dict[str, Any]  # schema gpuperf-report/1


class GPUPerfError(RuntimeError):
    """One-line message from the C API (bad IR, unknown GPU, bad launch...)."""


class RankEntry(TypedDict):
    """One ranked configuration of rank() (schema gpuperf-rank/1)."""
    rank: int
    input: str
    kernel: str
    block: List[int]
    grid: List[int]
    args: Dict[str, int]
    time_us: float
    binding: str
    mode: str
    occupancy: float


@dataclass(frozen=True)
class KernelPrediction:
    """The headline of one kernel's report: launch, resources, prediction."""
    name: str
    block: Tuple[int, int, int]
    grid: Tuple[int, int, int]
    registers: int
    occupancy: float
    time_us: Optional[float]  # None: no prediction (see the report's unanalysed)
    binding: Optional[str]
    mode: Optional[str]
    warp_throughput_per_sm: Optional[float]
    # Warps per SM that reach the throughput bound (Volkov's needed
    # occupancy) and, where the knee is gradual, 90% of it (0 where sharp).
    needed_warps_per_sm: Optional[float] = None
    saturation_warps_per_sm: Optional[float] = None

    @classmethod
    def from_kernel(cls, kernel: Mapping[str, Any]) -> "KernelPrediction":
        pred = kernel.get("prediction") or {}
        bounds = kernel.get("bounds") or {}
        return cls(name=kernel["name"],
                   block=tuple(kernel["launch"]["block"]),
                   grid=tuple(kernel["launch"]["grid"]),
                   registers=kernel["resources"]["registers"],
                   occupancy=float(kernel["occupancy"]["fraction"]),
                   time_us=pred.get("time_us"),
                   binding=bounds.get("binding"),
                   mode=pred.get("mode"),
                   warp_throughput_per_sm=pred.get("warp_throughput_per_sm"),
                   needed_warps_per_sm=pred.get("needed_warps_per_sm"),
                   saturation_warps_per_sm=pred.get("saturation_warps_per_sm"))


def predictions(report: Mapping[str, Any]) -> List[KernelPrediction]:
    """The KernelPrediction of every kernel of an analyze() report."""
    return [KernelPrediction.from_kernel(k) for k in report["kernels"]]


_lib: Optional[ctypes.CDLL] = None
_LIB_NAME = "libgpuperf-c.so"


def library_path() -> str:
    """Where libgpuperf-c.so is taken from."""
    env = os.environ.get("GPUPERF_LIB")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    installed = os.path.join(here, _LIB_NAME)
    if os.path.exists(installed):
        return installed
    root = os.path.dirname(os.path.dirname(here))
    return os.path.join(root, "build", "lib", "CAPI", _LIB_NAME)


def _load() -> ctypes.CDLL:
    global _lib
    if _lib is None:
        path = library_path()
        if not os.path.exists(path):
            raise GPUPerfError("%s not found at %s (build it, or set GPUPERF_LIB)"
                               % (_LIB_NAME, path))
        lib = ctypes.CDLL(path)
        out = [ctypes.POINTER(ctypes.c_void_p)] * 2
        lib.gpuperf_analyze_module.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_char_p] + out
        lib.gpuperf_analyze_file.argtypes = [ctypes.c_char_p] * 3 + out
        lib.gpuperf_rank_files.argtypes = [
            ctypes.POINTER(ctypes.c_char_p), ctypes.c_size_t, ctypes.c_char_p,
            ctypes.c_char_p] + out
        for f in (lib.gpuperf_analyze_module, lib.gpuperf_analyze_file, lib.gpuperf_rank_files):
            f.restype = ctypes.c_int
        lib.gpuperf_free.argtypes = [ctypes.c_void_p]
        lib.gpuperf_free.restype = None
        lib.gpuperf_version.argtypes = []
        lib.gpuperf_version.restype = ctypes.c_char_p
        _lib = lib
    return _lib


def version() -> str:
    """The library's version line, e.g. "gpuperf 0.1.0 (LLVM 19)"."""
    return _load().gpuperf_version().decode()


def __getattr__(name: str) -> str:
    # __version__ comes from the library, where the project's one version
    # definition (include/gpuperf/Config.h.in) is compiled in.
    if name == "__version__":
        return version().split()[1]
    raise AttributeError("module 'gpuperf' has no attribute %r" % name)


def _dim(name: str, value: Dim, sep: str = ",") -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, int):
        value = (value,)
    value = tuple(value)
    if not 1 <= len(value) <= 3 or not all(isinstance(v, int) for v in value):
        raise GPUPerfError("%s must be an int or 1-3 ints, got %r" % (name, value))
    return sep.join(str(v) for v in value)


def _common_flags(kernel: Optional[str], model: Optional[str], regs: Optional[int],
                  smem: Optional[int], no_ptxas: bool, clang_args: Union[str, Sequence[str]],
                  read_timeout: Optional[int], max_memory: Optional[int],
                  timeout: Optional[int], in_process: bool) -> List[str]:
    flags: List[str] = []
    if kernel:
        flags += ["--kernel", kernel]
    if model:
        flags += ["--model", model]
    if regs is not None:
        flags += ["--regs", str(int(regs))]
    if smem is not None:
        flags += ["--smem", str(int(smem))]
    if no_ptxas:
        flags.append("--no-ptxas")
    for a in _words("clang_args", clang_args):
        flags += ["-Xclang", a]
    if read_timeout is not None:
        flags += ["--read-timeout", str(int(read_timeout))]
    if max_memory is not None:
        flags += ["--max-memory", str(int(max_memory))]
    if timeout is not None:
        flags += ["--timeout", str(int(timeout))]
    if in_process:
        flags.append("--in-process")
    return flags


def _call(fn: Any, *args: Any) -> str:
    """Calls a gpuperf_* function whose last two arguments are the outputs."""
    lib = _load()
    out, err = ctypes.c_void_p(), ctypes.c_void_p()
    rc = fn(*args, ctypes.byref(out), ctypes.byref(err))
    try:
        if rc != 0:
            msg = ctypes.string_at(err.value).decode(errors="replace") if err.value else "failed"
            raise GPUPerfError(msg)
        return ctypes.string_at(out.value).decode()
    finally:
        lib.gpuperf_free(out)
        lib.gpuperf_free(err)


def _words(name: str, value: Union[str, Sequence[str]]) -> List[str]:
    """Flags given as a list of words, or as one string split as a shell does
    (a string is not a sequence of one-character flags)."""
    if isinstance(value, str):
        try:
            return shlex.split(value)
        except ValueError as e:
            raise GPUPerfError("%s: %s" % (name, e)) from None
    return list(value)


def _options(flags: Sequence[str]) -> bytes:
    # The C API splits on blanks and groups quoted parts as a shell does.
    return " ".join(shlex.quote(f) for f in flags).encode()


def _gpu(gpu: Optional[str]) -> Optional[bytes]:
    return gpu.encode() if gpu else None


def analyze(ir: Input, gpu: Optional[str] = None, block: Optional[Dim] = None,
            grid: Optional[Dim] = None, args: Optional[Mapping[str, int]] = None,
            kernel: Optional[str] = None, model: Optional[str] = None,
            regs: Optional[int] = None, smem: Optional[int] = None, no_ptxas: bool = False,
            clang_args: Union[str, Sequence[str]] = (),
            options: Union[str, Sequence[str]] = (),
            read_timeout: Optional[int] = None, max_memory: Optional[int] = None,
            timeout: Optional[int] = None, in_process: bool = False) -> Report:
    """Predicts the kernels of a module, as `gpuperf analyze` does; returns the report.

    ir: a path (str or os.PathLike) to a .cu, .ll or .bc, or the bytes of
    IR text or bitcode. gpu: name, alias or spec .yaml (None: the default).
    block, grid: int or (x, y[, z]). args: {name or "#i": int}. kernel: a
    regex over kernel names. clang_args: passed to clang for a .cu (e.g.
    "-DTILE=16"). options: further `gpuperf analyze` flags as words, e.g.
    ["--assume-branch", "k.cu:12=0.5"], or as one string split as a shell
    does ("--assume-branch k.cu:12=0.5"); clang_args likewise.
    """
    flags: List[str] = []
    if block is not None:
        flags += ["--block", _dim("block", block)]
    if grid is not None:
        flags += ["--grid", _dim("grid", grid)]
    for name, value in (args or {}).items():
        flags += ["--arg", "%s=%d" % (name, int(value))]
    flags += _common_flags(kernel, model, regs, smem, no_ptxas, clang_args, read_timeout,
                           max_memory, timeout, in_process)
    flags += _words("options", options)
    lib = _load()
    if isinstance(ir, (bytes, bytearray)):
        if clang_args:
            raise GPUPerfError("clang_args apply to a .cu path, not to IR bytes")
        buf = bytes(ir)
        text = _call(lib.gpuperf_analyze_module, buf, len(buf), _gpu(gpu), _options(flags))
    else:
        text = _call(lib.gpuperf_analyze_file, os.fsencode(os.fspath(ir)), _gpu(gpu),
                     _options(flags))
    return json.loads(text)


def _bitcode(data: bytes) -> bool:
    return data[:4] == b"BC\xc0\xde" or data[:4] == b"\xde\xc0\x17\x0b"


def rank(inputs: Iterable[Input], gpu: Optional[str] = None,
         block_sweep: Optional[Iterable[Dim]] = None, grid: Optional[Dim] = None,
         grid_for: Optional[Union[int, str, Sequence[Union[int, str]]]] = None,
         args: Optional[Mapping[str, Union[int, Sequence[int]]]] = None,
         kernel: Optional[str] = None, model: Optional[str] = None,
         regs: Optional[int] = None, smem: Optional[int] = None, no_ptxas: bool = False,
         top: int = 0, jobs: int = 0, clang_args: Union[str, Sequence[str]] = (),
         read_timeout: Optional[int] = None, max_memory: Optional[int] = None,
         timeout: Optional[int] = None, in_process: bool = False) -> List[RankEntry]:
    """Ranks every input x kernel x block x argument combination, as `gpuperf rank`.

    inputs: paths to .cu, .ll or .bc files, or bytes of IR text or bitcode.
    block_sweep: block sizes, each an int, (x, y[, z]) or "16x16" (None: each
    kernel's default). args: {name: value or [values...]} (lists are swept;
    each input gets only the arguments its kernels take). grid: one grid for
    all; or grid_for: a problem size N (grid = ceil(N / threads)) or
    (NX, NY[, NZ]), each an int or an argument's name. top: keep the K
    fastest (0: all). jobs: threads (0: one per core). Returns the ranking,
    fastest first; configurations that cannot launch are left out.
    """
    flags: List[str] = []
    if block_sweep is not None:
        flags += ["--block-sweep", ",".join(_dim("block_sweep", b, "x") for b in block_sweep)]
    if grid is not None:
        flags += ["--grid", _dim("grid", grid)]
    if grid_for is not None:
        items = [grid_for] if isinstance(grid_for, (int, str)) else list(grid_for)
        flags += ["--grid-for", ",".join(str(i) for i in items)]
    for name, value in (args or {}).items():
        values = [value] if isinstance(value, int) else list(value)
        flags += ["--arg", "%s=%s" % (name, ",".join(str(int(v)) for v in values))]
    flags += ["--top", str(int(top)), "--jobs", str(int(jobs))]
    flags += _common_flags(kernel, model, regs, smem, no_ptxas, clang_args, read_timeout,
                           max_memory, timeout, in_process)
    with tempfile.TemporaryDirectory(prefix="gpuperf-rank-") as tmp:
        paths = []
        for i, item in enumerate(inputs):
            if isinstance(item, (bytes, bytearray)):
                path = os.path.join(tmp, "input%d.%s" % (i, "bc" if _bitcode(item) else "ll"))
                with open(path, "wb") as f:
                    f.write(item)
                paths.append(os.fsencode(path))
            else:
                paths.append(os.fsencode(os.fspath(item)))
        array = (ctypes.c_char_p * max(1, len(paths)))(*paths)
        text = _call(_load().gpuperf_rank_files, array, len(paths), _gpu(gpu), _options(flags))
    ranking = json.loads(text)["ranking"]
    for entry in ranking:  # JSON writes 1.0 as 1: keep the declared types
        entry["time_us"] = float(entry["time_us"])
        entry["occupancy"] = float(entry["occupancy"])
    return ranking
