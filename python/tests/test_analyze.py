"""gpuperf.analyze(): inputs as the CLI takes them, options, the typed view."""
import json
import os
import re
import subprocess

import pytest

import gpuperf


def test_version_is_the_projects_one_definition(root):
    with open(os.path.join(root, "include", "gpuperf", "Config.h.in")) as f:
        defined = re.search(r'GPUPERF_VERSION "([^"]+)"', f.read()).group(1)
    assert gpuperf.__version__ == defined
    assert gpuperf.version().startswith("gpuperf %s " % defined)


def test_cu_path_with_default_gpu_matches_the_cli(inputs, root, cli):
    cu = os.path.join(root, "examples", "vector_add.cu")
    report = gpuperf.analyze(cu, block=256, grid=4096, args={"n": 1 << 20}, no_ptxas=True)
    out = subprocess.run([cli, "analyze", cu, "--block", "256", "--grid", "4096", "--arg",
                          "n=1048576", "--no-ptxas", "--format", "json"],
                         check=True, stdout=subprocess.PIPE).stdout
    assert report == json.loads(out)  # gpu=None is the CLI's default GPU
    assert report["input"] == cu


def test_bytes_and_path_agree(inputs):
    path = os.path.join(inputs, "vector_add.ll")
    with open(path, "rb") as f:
        data = f.read()
    by_path = gpuperf.analyze(path, gpu="h100", block=128, no_ptxas=True)
    by_bytes = gpuperf.analyze(data, gpu="h100", block=128, no_ptxas=True)
    assert by_bytes["input"] == "<buffer>"
    by_bytes["input"] = by_path["input"]
    assert by_bytes == by_path


@pytest.mark.parametrize("regex", ["vector_add", "vector_(add|sub)", "vector_add|a b",
                                   "vector_add|it's \"quoted\""])
def test_kernel_regex_with_quotes_and_blanks(inputs, regex):
    r = gpuperf.analyze(os.path.join(inputs, "vector_add.ll"), kernel=regex, no_ptxas=True)
    assert [k["name"] for k in r["kernels"]] == ["vector_add"]


def test_regex_matching_nothing_names_the_regex(inputs):
    with pytest.raises(gpuperf.GPUPerfError, match="it's \"x\""):
        gpuperf.analyze(os.path.join(inputs, "vector_add.ll"), kernel="it's \"x\"",
                        no_ptxas=True)


def test_typed_view(inputs):
    r = gpuperf.analyze(os.path.join(inputs, "vector_add.ll"), block=(128, 1), grid=64,
                        args={"n": 8192}, no_ptxas=True)
    (p,) = gpuperf.predictions(r)
    k = r["kernels"][0]
    assert p == gpuperf.KernelPrediction(
        name="vector_add", block=(128, 1, 1), grid=(64, 1, 1),
        registers=k["resources"]["registers"], occupancy=k["occupancy"]["fraction"],
        time_us=k["prediction"]["time_us"], binding=k["bounds"]["binding"],
        mode=k["prediction"]["mode"],
        warp_throughput_per_sm=k["prediction"]["warp_throughput_per_sm"],
        needed_warps_per_sm=k["prediction"]["needed_warps_per_sm"],
        saturation_warps_per_sm=k["prediction"]["saturation_warps_per_sm"])
    assert p.time_us > 0
    assert p.needed_warps_per_sm > 0


def test_typed_view_saturation(inputs):
    # DRAM-bound at 16 warps an SM: the gradual knee's 90% occupancy is
    # above the sharp bounds' needed one (test/Views/gradual-knee.test).
    r = gpuperf.analyze(os.path.join(inputs, "vector_add.ll"), gpu="v100", block=128,
                        grid=100000, args={"n": 12800000},
                        smem=24576, no_ptxas=True)
    (p,) = gpuperf.predictions(r)
    assert 15 < p.needed_warps_per_sm < p.saturation_warps_per_sm < 17


def test_errors_are_gpuperf_errors(inputs):
    path = os.path.join(inputs, "vector_add.ll")
    with pytest.raises(gpuperf.GPUPerfError, match="unknown GPU 'gtx9090'"):
        gpuperf.analyze(path, gpu="gtx9090")
    with pytest.raises(gpuperf.GPUPerfError, match="no such file"):
        gpuperf.analyze(path + ".missing")
    with pytest.raises(gpuperf.GPUPerfError, match="unknown option '--frobnicate'"):
        gpuperf.analyze(path, options=["--frobnicate", "1"])


def test_further_flags_through_options(inputs):
    path = os.path.join(inputs, "vector_add.ll")
    r = gpuperf.analyze(path, no_ptxas=True, options=["--regs", "200"], in_process=True)
    assert r["kernels"][0]["resources"]["registers"] == 200


def test_options_as_one_string_split_as_a_shell_does(inputs):
    path = os.path.join(inputs, "vector_add.ll")
    as_words = gpuperf.analyze(path, no_ptxas=True, options=["--regs", "200"])
    as_string = gpuperf.analyze(path, no_ptxas=True, options="--regs 200")
    assert as_string == as_words
    assert as_string["kernels"][0]["resources"]["registers"] == 200
    with pytest.raises(gpuperf.GPUPerfError, match="options: No closing quotation"):
        gpuperf.analyze(path, options="--kernel 'vector")


def test_typed_fields_keep_their_types_for_whole_numbers(inputs):
    # Full occupancy is 1 in JSON; the typed view and the ranking say 1.0.
    r = gpuperf.analyze(os.path.join(inputs, "vector_add.ll"), block=256, no_ptxas=True)
    (p,) = gpuperf.predictions(r)
    assert r["kernels"][0]["occupancy"]["fraction"] == 1
    assert isinstance(p.occupancy, float) and p.occupancy == 1.0
    (entry,) = gpuperf.rank([os.path.join(inputs, "vector_add.ll")], block_sweep=[256],
                            no_ptxas=True)
    assert isinstance(entry["occupancy"], float) and isinstance(entry["time_us"], float)
