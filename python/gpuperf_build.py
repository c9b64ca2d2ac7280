"""A PEP 517 build backend for the gpuperf package, standard library only.

setuptools 65 (the interpreter's here) needs the `wheel` package to build a
wheel, which an offline machine may lack; this backend writes the wheel
itself. The version is the project's one definition, GPUPERF_VERSION in
include/gpuperf/Config.h.in. The wheel bundles libgpuperf-c.so: the file
GPUPERF_LIB names, else build/lib/CAPI/libgpuperf-c.so of the source tree;
without either it is a pure-Python wheel that needs GPUPERF_LIB at run time.
"""
import base64
import hashlib
import os
import re
import sys
import sysconfig
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAME = "gpuperf"


def _version():
    with open(os.path.join(ROOT, "include", "gpuperf", "Config.h.in")) as f:
        m = re.search(r'#define GPUPERF_VERSION "([^"]+)"', f.read())
    if not m:
        raise RuntimeError("GPUPERF_VERSION not found in include/gpuperf/Config.h.in")
    return m.group(1)


def _library():
    env = os.environ.get("GPUPERF_LIB")
    if env:
        if not os.path.isabs(env) or not os.path.exists(env):
            raise RuntimeError("GPUPERF_LIB=%s: not an absolute path to libgpuperf-c.so" % env)
        return env
    path = os.path.join(ROOT, "build", "lib", "CAPI", "libgpuperf-c.so")
    return path if os.path.exists(path) else None


def _metadata(version):
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
            "Summary: Static GPU performance prediction from NVPTX LLVM IR (C API bindings)\n"
            "Requires-Python: >=3.8\n" % (NAME, version))


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (name, digest, len(data))


def get_requires_for_build_wheel(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    lib = _library()
    if lib is None:
        sys.stderr.write("gpuperf: no libgpuperf-c.so found (build/lib/CAPI or GPUPERF_LIB); "
                         "the package will need GPUPERF_LIB at run time\n")
    tag = "py3-none-" + (sysconfig.get_platform().replace("-", "_").replace(".", "_")
                         if lib else "any")
    files = {}
    package = os.path.join(HERE, NAME)
    for entry in sorted(os.listdir(package)):
        if entry.endswith(".py") or entry == "py.typed":
            with open(os.path.join(package, entry), "rb") as f:
                files["%s/%s" % (NAME, entry)] = f.read()
    if lib:
        with open(lib, "rb") as f:
            files["%s/libgpuperf-c.so" % NAME] = f.read()
    info = "%s-%s.dist-info" % (NAME, version)
    files[info + "/METADATA"] = _metadata(version).encode()
    files[info + "/WHEEL"] = ("Wheel-Version: 1.0\nGenerator: gpuperf_build\n"
                              "Root-Is-Purelib: %s\nTag: %s\n"
                              % ("false" if lib else "true", tag)).encode()
    record = [_record_line(n, d) for n, d in files.items()] + [info + "/RECORD,,"]
    files[info + "/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel = "%s-%s-%s.whl" % (NAME, version, tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w",
                         zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            info_ = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info_.external_attr = (0o755 if name.endswith(".so") else 0o644) << 16
            info_.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info_, data)
    return wheel
