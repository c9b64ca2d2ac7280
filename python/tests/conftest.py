"""Shared paths for the gpuperf Python tests (run by test/Python/pytest.test).

GPUPERF_LIB names the built C library and GPUPERF_CLI the built command line;
the package is imported from the source tree (python/).
"""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
INPUTS = os.path.join(ROOT, "test", "Inputs")


@pytest.fixture(scope="session")
def root():
    return ROOT


@pytest.fixture(scope="session")
def inputs():
    return INPUTS


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("GPUPERF_CLI", os.path.join(ROOT, "build", "tools", "gpuperf",
                                                      "gpuperf"))
    if not os.path.exists(path):
        pytest.skip("the gpuperf command line is not built")
    return path
