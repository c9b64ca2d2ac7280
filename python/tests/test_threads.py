"""Calls from several threads at once give the same reports as one at a time,
in a child process (the default) and in process."""
import glob
import json
import os
import threading

import pytest

import gpuperf

from conftest import INPUTS

FILES = sorted(glob.glob(os.path.join(INPUTS, "Symbolic", "*.ll")))[:6] + \
    [os.path.join(INPUTS, "transpose.ll")]


def report(path, in_process):
    try:
        return json.dumps(gpuperf.analyze(path, in_process=in_process))
    except gpuperf.GPUPerfError as e:
        return "error: %s" % e


@pytest.mark.parametrize("in_process", [False, True])
def test_threads_agree_with_serial_calls(in_process):
    serial = {f: report(f, in_process) for f in FILES}
    assert any(not r.startswith("error:") for r in serial.values())
    mismatches = []

    def work(offset):
        for f in FILES[offset:] + FILES[:offset]:
            if report(f, in_process) != serial[f]:
                mismatches.append(f)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert mismatches == []
