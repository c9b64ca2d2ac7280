"""The C API cannot take its host down: every input the CLI refuses (including
bitcode that crashes, hangs or exhausts LLVM 19's reader) is a GPUPerfError,
with nothing printed on the host's stdout or stderr. Each input runs in a
subprocess, so a failure cannot take the test runner down."""
import glob
import os
import subprocess
import sys

import pytest

import gpuperf

from conftest import INPUTS, ROOT

REFUSED = sorted(glob.glob(os.path.join(INPUTS, "Refuse", "*.bc")) +
                 glob.glob(os.path.join(INPUTS, "Refuse", "*.ll")))

PROBE = """
import sys, gpuperf
path, how = sys.argv[1], sys.argv[2]
try:
    if how == "bytes":
        gpuperf.analyze(open(path, "rb").read(), no_ptxas=True, read_timeout=2)
    elif how == "path":
        gpuperf.analyze(path, no_ptxas=True, read_timeout=2)
    else:
        gpuperf.rank([path], no_ptxas=True, read_timeout=2)
except gpuperf.GPUPerfError as e:
    open(sys.argv[3], "w").write(str(e))
    sys.exit(0)
sys.exit(3)
"""


def test_the_corpus_is_there():
    names = {os.path.basename(p) for p in REFUSED}
    assert {"bitcode-reader-crash.bc", "bitcode-reader-loops.bc", "bitcode-24gib-vector.bc",
            "bitcode-huge-alloc.bc"} <= names


@pytest.mark.parametrize("how", ["bytes", "path", "rank"])
@pytest.mark.parametrize("path", REFUSED, ids=os.path.basename)
def test_refused_input_is_an_error_not_a_crash(path, how, tmp_path):
    msg_file = tmp_path / "message"
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    p = subprocess.run([sys.executable, "-c", PROBE, path, how, str(msg_file)], env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    assert p.returncode == 0, (p.returncode, p.stderr[-2000:])
    assert p.stdout == b"" and p.stderr == b""  # nothing reaches the host's streams
    message = msg_file.read_text()
    assert message and "\n" not in message
    if "loops" in path:
        assert "reading did not finish within 2 s" in message
    if "crash" in path:
        assert "the LLVM 19 IR reader crashed on this input" in message
    if "24gib" in path or "huge-alloc" in path:
        # A sanitizer build has ASan's allocation limit instead of its own
        # (pytest.test sets it), and ASan ends the child on a failed `new`.
        sanitized = "asan" in os.environ.get("LD_PRELOAD", "")
        assert "ran out of memory" in message or (sanitized and "crashed" in message)


def test_a_deadline_on_the_whole_call():
    path = os.path.join(INPUTS, "Refuse", "bitcode-reader-loops.bc")
    with pytest.raises(gpuperf.GPUPerfError,
                       match=r"^the call did not finish within 1 s \(--timeout"):
        gpuperf.analyze(path, read_timeout=0, timeout=1, no_ptxas=True)


def test_broken_debug_info_is_a_note_not_stderr_output(tmp_path):
    path = os.path.join(INPUTS, "Hostile", "broken_debug_info.ll")
    probe = ("import sys, gpuperf; r = gpuperf.analyze(sys.argv[1], no_ptxas=True, "
             "in_process=sys.argv[2] == '1'); print(r['notes'])")
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    for in_process in ("0", "1"):
        p = subprocess.run([sys.executable, "-c", probe, path, in_process], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        assert p.returncode == 0 and p.stderr == b""
        assert b"ignoring invalid debug info" in p.stdout


def test_a_crash_in_the_analysis_is_an_error():
    # The child is sent SIGSEGV, as a crash would end it, while clang
    # compiles the .cu for it: the caller gets an error naming the signal,
    # and lives on.
    import signal
    import threading
    import time
    found = []

    def crash_the_child():
        me = str(os.getpid())
        deadline = time.monotonic() + 30
        while not found and time.monotonic() < deadline:
            for pid in filter(str.isdigit, os.listdir("/proc")):
                try:
                    with open("/proc/%s/stat" % pid) as f:
                        state, parent = f.read().rsplit(")", 1)[1].split()[:2]
                    streams = os.readlink("/proc/%s/fd/2" % pid)
                except OSError:
                    continue
                # Once its streams are /dev/null, the child is gpuperf's.
                if parent == me and state != "Z" and streams == "/dev/null":
                    os.kill(int(pid), signal.SIGSEGV)
                    found.append(pid)
                    return
            time.sleep(0.002)

    gpuperf.version()  # the library is loaded before the watcher starts
    watcher = threading.Thread(target=crash_the_child)
    watcher.start()
    with pytest.raises(gpuperf.GPUPerfError, match=r"the analysis crashed \(signal 11"):
        gpuperf.analyze(os.path.join(ROOT, "examples", "vector_add.cu"), no_ptxas=True)
    watcher.join()
    assert found
    assert gpuperf.analyze(os.path.join(INPUTS, "vector_add.ll"), no_ptxas=True)["kernels"]


HOSTILE = os.path.join(INPUTS, "Hostile")
VALID_BUT_HARD = [  # (generator and its arguments, what the report says)
    (["gen-gep-chain.py", "400000"], "over the per-kernel analysis budget"),
    (["gen-expr-chain.py", "xorshift", "24"], None),
    (["gen-loop-nest.py", "1100", "2"], "past what the model can represent"),
    (["gen-if-chain.py", "seq", "2000"], None),
]


@pytest.mark.parametrize("in_process", ["0", "1"], ids=["child", "in-process"])
@pytest.mark.parametrize("gen,said", VALID_BUT_HARD, ids=lambda g: "-".join(g)
                         if isinstance(g, list) else str(g))
def test_valid_inputs_that_crashed_or_blew_up_are_reports(gen, said, in_process, tmp_path):
    # The reproducers of the CLI's robustness tests, through the C API, in a
    # subprocess (a crash there cannot take the test runner down) and with
    # the host's stack: each is a report, nothing on the host's streams.
    ll = tmp_path / "input.ll"
    ll.write_text(subprocess.run([sys.executable, os.path.join(HOSTILE, gen[0])] + gen[1:],
                                 check=True, stdout=subprocess.PIPE, text=True).stdout)
    probe = ("import sys, json, gpuperf; r = gpuperf.analyze(sys.argv[1], no_ptxas=True, "
             "in_process=sys.argv[2] == '1'); print(json.dumps([k['unanalysed'] for k in "
             "r['kernels']]))")
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    p = subprocess.run([sys.executable, "-c", probe, str(ll), in_process], env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    assert p.returncode == 0 and p.stderr == b"", p.stderr[-2000:]
    if said:
        assert said in p.stdout.decode()


def test_an_impossible_block_is_refused_before_any_work():
    path = os.path.join(INPUTS, "vector_add.ll")
    for block in [(1024, 1024, 1024), 2147483647]:
        with pytest.raises(gpuperf.GPUPerfError, match="impossible launch|exceed"):
            gpuperf.analyze(path, block=block, no_ptxas=True, timeout=20)
