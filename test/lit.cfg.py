# lit configuration for gpuperf: the plugin is loaded through substitutions,
# as llvm-tutor does, so tests never hard-code build paths.
import os
import shutil
import lit.formats

config.name = "gpuperf"
config.test_format = lit.formats.ShTest(not lit_config.useValgrind)
config.suffixes = [".ll", ".test", ".cu", ".yaml", ".py"]
config.excludes = ["Inputs", "unit", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.gpuperf_obj_root, "test")

tools = config.llvm_tools_dir
plugin = os.path.join(config.gpuperf_obj_root, "lib", "Plugin", "GPUPerf.so")
cli = os.path.join(config.gpuperf_obj_root, "tools", "gpuperf", "gpuperf")
clangxx = os.path.join(tools, "clang++")
config.substitutions.append(("%gpuperf_plugin", plugin))
capi = os.path.join(config.gpuperf_obj_root, "lib", "CAPI", "libgpuperf-c.so")
# A sanitizer build's plugin and C library need the ASan runtime loaded
# first into the processes that load them, which are not instrumented (opt,
# clang, python): `preload` goes before exactly those commands (%opt,
# %clangxx_cuda*, %capi_env). Everything else (gpuperf itself, which links the
# runtime; the oracles; FileCheck) runs without it, at native speed: the
# preloaded allocator made a python oracle's run 2.4x slower.
# (GPUPERF_SANITIZE, .ci/sanitize, which also turns leak checking off.)
asan_runtime = getattr(config, "asan_runtime", "")
preload = ""
if asan_runtime and os.path.exists(asan_runtime):
    preload = "env LD_PRELOAD=" + asan_runtime + " "
    config.available_features.add("sanitize")
# Python that loads the C library (GPUPERF_LIB), with the runtime it needs.
config.substitutions.append(("%capi_env", preload + "env GPUPERF_LIB=" + capi))
# Other projects' tools (nvcc) run without the sanitizer runtime: nvcc
# crashes with it preloaded.
config.substitutions.append(("%without_sanitizer", "env -u LD_PRELOAD"))
config.substitutions.append(("%opt_plain", os.path.join(tools, "opt")))
config.substitutions.append(("%opt", preload + os.path.join(tools, "opt") + " -load-pass-plugin=" + plugin))
config.substitutions.append(("%llvm-as", os.path.join(tools, "llvm-as")))
fuzz_dir = os.path.join(config.gpuperf_obj_root, "test", "fuzz")
config.substitutions.append(("%fuzz-module-replay", os.path.join(fuzz_dir, "fuzz-module-replay")))
config.substitutions.append(("%fuzz-spec-replay", os.path.join(fuzz_dir, "fuzz-spec-replay")))
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.substitutions.append(("%gpuperf", cli))
cuda_common = (" -x cuda --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -O2 -include " +
    os.path.join(config.gpuperf_src_root, "include", "gpuperf-cuda", "gpuperf_cuda.h"))
config.substitutions.append(("%clangxx_cuda_full", preload + clangxx + cuda_common))
config.substitutions.append(("%clangxx_cuda",
    preload + clangxx + " -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -nocudainc -nocudalib -O2 "
    "-include " + os.path.join(config.gpuperf_src_root, "include", "gpuperf-cuda", "gpuperf_cuda.h")))
config.substitutions.append(("%FileCheck", os.path.join(tools, "FileCheck")))
config.substitutions.append(("%python", config.python3))
config.substitutions.append(("%src", config.gpuperf_src_root))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%not", os.path.join(tools, "not")))
# One cache (ptxas results, clang compiles) for the suite, none in $HOME.
config.environment["GPUPERF_CACHE_DIR"] = os.path.join(config.gpuperf_obj_root, "test", "gpuperf-cache")
config.environment["PYTHONPATH"] = os.path.join(config.gpuperf_src_root, "python")
# pytest and jsonschema, for python/tests and the JSON schema test: the
# interpreter the build found, else Debian's (make.sh installs python3-pytest
# and python3-jsonschema for it).
import subprocess
for candidate in (config.python3, "/usr/bin/python3"):
    if shutil.which(candidate) and subprocess.run(
            [candidate, "-c", "import pytest, jsonschema"], stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL).returncode == 0:
        config.substitutions.append(("%pytest", candidate + " -m pytest"))
        config.substitutions.append(("%schema_python", candidate))
        config.available_features.add("pytest")
        config.available_features.add("jsonschema")
        break

if os.path.exists("/usr/local/cuda/bin/ptxas") or shutil.which("ptxas"):
    config.available_features.add("ptxas")
# A CUDA SDK whose headers gpuperf compiles .cu files against (the default
# place; --cuda-path and $GPUPERF_CUDA_PATH choose others). Without one the
# project's minimal device header is used and these tests are unsupported.
# GPUPERF_CUDA_PATH=none runs the suite as on a machine without one.
if os.environ.get("GPUPERF_CUDA_PATH"):
    config.environment["GPUPERF_CUDA_PATH"] = os.environ["GPUPERF_CUDA_PATH"]
elif os.path.exists("/usr/local/cuda/include/cuda.h"):
    config.available_features.add("cuda-sdk")
if os.path.exists(capi):
    config.available_features.add("capi")
if os.path.exists("/usr/local/cuda/bin/nvcc") or shutil.which("nvcc"):
    config.available_features.add("nvcc")
# Committed H200 measurements (bench/run-gpu writes bench/measured/nvidia-h200 by default;
# bench/measured/h200 is accepted too): test/Bench/compare-measured-h200.test compares
# gpuperf with them against the committed accuracy baseline next to them.
for d in ("h200", "nvidia-h200"):
    measured = os.path.join(config.gpuperf_src_root, "bench", "measured", d)
    if os.path.exists(os.path.join(measured, "timings.csv")):
        config.available_features.add("measured-h200")
        config.substitutions.append(("%measured_h200", measured))
        break
if shutil.which("rsvg-convert"):
    config.available_features.add("rsvg")
# util-linux script(1) runs a command on a pseudo-terminal (progress lines).
if shutil.which("script"):
    config.available_features.add("script")

# LLVM's test utilities (count, not, split-file) by their plain names too.
config.environment["PATH"] = os.pathsep.join([tools, os.environ.get("PATH", "")])
