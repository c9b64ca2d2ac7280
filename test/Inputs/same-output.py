#!/usr/bin/env python3
"""Runs a command several times and fails unless every stdout is byte-identical.

    same-output.py [--runs N] [--vary NAME=V1,V2,...] [--stderr] -- CMD ARG...

Each {NAME} in CMD is replaced by every value in turn (for example a thread
count), and each variant runs N times (default 2). Exit 0 when all outputs
are equal and every run exited 0; otherwise print the first difference.
"""
import argparse, subprocess, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--runs', type=int, default=2)
    ap.add_argument('--vary', default='')
    ap.add_argument('--stderr', action='store_true',
                    help='compare standard error (LLVM printer passes write there)')
    ap.add_argument('cmd', nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd and a.cmd[0] == '--' else a.cmd
    if not cmd:
        sys.exit('same-output.py: no command')
    variants = [{}]
    if a.vary:
        name, values = a.vary.split('=', 1)
        variants = [{name: v} for v in values.split(',')]
    first = None
    for var in variants:
        argv = [arg.format(**var) if var else arg for arg in cmd]
        for run in range(a.runs):
            p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            out = p.stderr if a.stderr else p.stdout
            if p.returncode != 0:
                sys.stderr.write(p.stderr.decode(errors='replace'))
                sys.exit(f'same-output.py: {" ".join(argv)} exited {p.returncode}')
            if first is None:
                first = (argv, out)
            elif out != first[1]:
                a_lines = first[1].decode(errors='replace').splitlines()
                b_lines = out.decode(errors='replace').splitlines()
                for i, (x, y) in enumerate(zip(a_lines + [''], b_lines + [''])):
                    if x != y:
                        sys.exit(f'same-output.py: output differs at line {i + 1}:\n'
                                 f'  {" ".join(first[0])}: {x}\n  {" ".join(argv)} (run {run + 1}): {y}')
                sys.exit('same-output.py: outputs differ')
    if not first[1]:
        sys.exit('same-output.py: the command printed nothing')

if __name__ == '__main__':
    main()
