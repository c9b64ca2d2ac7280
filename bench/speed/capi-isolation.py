#!/usr/bin/env python3
"""What a C API call's child process costs: gpuperf.analyze() on
test/Inputs/vector_add.ll (--no-ptxas), in a child (the default) and in
process, from a small Python process and from one holding 1 GiB (a fork
copies the caller's page tables, so its cost grows with the caller's
resident memory). Prints milliseconds per call, the mean of 10.

    GPUPERF_LIB=build/lib/CAPI/libgpuperf-c.so PYTHONPATH=python \\
        python3 bench/speed/capi-isolation.py
"""
import os
import time

import gpuperf

INPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test", "Inputs",
                     "vector_add.ll")


def per_call_ms(in_process, calls=10):
    start = time.perf_counter()
    for _ in range(calls):
        gpuperf.analyze(INPUT, no_ptxas=True, in_process=in_process)
    return (time.perf_counter() - start) / calls * 1000


def main():
    gpuperf.analyze(INPUT, no_ptxas=True)  # load the library and warm caches
    print("caller               child ms  in-process ms")
    print("small                %8.1f  %13.1f" % (per_call_ms(False), per_call_ms(True)))
    held = bytearray(1 << 30)
    held[::4096] = b"x" * len(held[::4096])  # resident, not just reserved
    print("holding 1 GiB        %8.1f  %13.1f" % (per_call_ms(False), per_call_ms(True)))


if __name__ == "__main__":
    main()
