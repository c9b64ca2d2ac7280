"""What the C API (and so Python) returns is valid against docs/schema, as the
CLI's output is (test/Schema/reports.test)."""
import os
import sys

import pytest

import gpuperf

jsonschema = pytest.importorskip("jsonschema")


@pytest.fixture(scope="module")
def checkers(root):
    sys.path.insert(0, os.path.join(root, "docs", "schema"))
    import validate
    return validate, validate.validators()


def test_analyze_reports_are_valid(inputs, root, checkers):
    validate, v = checkers
    for report in [
            gpuperf.analyze(os.path.join(inputs, "vector_add.ll"), block=128, no_ptxas=True),
            gpuperf.analyze(os.path.join(root, "bench", "kernels", "reduce.cu"), gpu="a100",
                            model="volkov-contention", no_ptxas=True),
            gpuperf.analyze(os.path.join(inputs, "transpose.ll"), model="baghsorkhi",
                            no_ptxas=True, in_process=True)]:
        assert validate.problem(report, v) is None


def test_rankings_are_valid(inputs, checkers):
    validate, v = checkers
    ranking = gpuperf.rank([os.path.join(inputs, "vector_add.ll")], block_sweep=[64, 256],
                           no_ptxas=True)
    # rank() returns the ranking list; the document around it is the CLI's.
    doc = {"schema": "gpuperf-rank/1", "gpu": "h200", "model": "volkov",
           "configurations": len(ranking), "ranked": len(ranking), "ranking": ranking,
           "impossible": []}
    assert validate.problem(doc, v) is None
