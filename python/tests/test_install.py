"""pip install ./python works offline (no index; with or without build
isolation) and the installed package finds the libgpuperf-c.so it bundles,
without GPUPERF_LIB."""
import os
import subprocess
import sys

import pytest

import gpuperf

from conftest import INPUTS, ROOT


@pytest.mark.parametrize("isolation", [[], ["--no-build-isolation"]])
def test_pip_install_bundles_the_library(tmp_path, isolation):
    target = tmp_path / "site"
    build_env = dict(os.environ, GPUPERF_LIB=os.path.abspath(gpuperf.library_path()))
    p = subprocess.run([sys.executable, "-m", "pip", "install"] + isolation + [
                        "--no-index", "--no-deps", "--disable-pip-version-check", "--quiet",
                        "--target", str(target), os.path.join(ROOT, "python")],
                       env=build_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    assert p.returncode == 0, p.stdout.decode()[-3000:]
    assert (target / "gpuperf" / "libgpuperf-c.so").exists()
    assert (target / "gpuperf" / "py.typed").exists()
    env = {k: v for k, v in os.environ.items() if k not in ("GPUPERF_LIB", "PYTHONPATH")}
    env["PYTHONPATH"] = str(target)
    probe = ("import gpuperf, sys; print(gpuperf.library_path()); print(gpuperf.__version__); "
             "r = gpuperf.analyze(sys.argv[1], no_ptxas=True); print(r['kernels'][0]['name'])")
    out = subprocess.run([sys.executable, "-c", probe, os.path.join(INPUTS, "vector_add.ll")],
                         env=env, cwd=str(tmp_path), check=True,
                         stdout=subprocess.PIPE).stdout.decode().split()
    assert out[0] == str(target / "gpuperf" / "libgpuperf-c.so")
    assert out[2] == "vector_add"
