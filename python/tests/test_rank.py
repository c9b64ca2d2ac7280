"""gpuperf.rank() mirrors `gpuperf rank`: same sweep, same ranking."""
import json
import os
import subprocess

import pytest

import gpuperf


def cli_ranking(cli, args):
    out = subprocess.run([cli, "rank"] + args + ["--format", "json"], check=True,
                         stdout=subprocess.PIPE).stdout
    ranking = json.loads(out)["ranking"]
    for e in ranking:  # rank() returns these as floats, whole or not
        e["time_us"], e["occupancy"] = float(e["time_us"]), float(e["occupancy"])
    return ranking


def test_sweep_matches_the_cli(inputs, cli):
    ll = os.path.join(inputs, "vector_add.ll")
    got = gpuperf.rank([ll], gpu="h100", block_sweep=[64, 128, (256, 1)],
                       args={"n": [1 << 20, 1 << 24]}, grid_for="n", no_ptxas=True, jobs=2)
    want = cli_ranking(cli, [ll, "--gpu", "h100", "--block-sweep", "64,128,256x1", "--arg",
                             "n=1048576,16777216", "--grid-for", "n", "--no-ptxas",
                             "--jobs", "2"])
    assert got == want
    assert len(got) == 6
    assert [e["rank"] for e in got] == [1, 2, 3, 4, 5, 6]
    assert got[0]["time_us"] <= got[-1]["time_us"]


def test_cu_inputs_top_and_default_gpu(root, cli):
    cu = os.path.join(root, "examples", "transpose.cu")
    got = gpuperf.rank([cu], block_sweep=["32x8", "32x32"], grid=(64, 64), args={"n": 2048},
                       top=3, no_ptxas=True)
    want = cli_ranking(cli, [cu, "--block-sweep", "32x8,32x32", "--grid", "64,64", "--arg",
                             "n=2048", "--top", "3", "--no-ptxas"])
    assert got == want and len(got) == 3


def test_bytes_inputs_rank_together(inputs):
    with open(os.path.join(inputs, "vector_add.ll"), "rb") as f:
        text = f.read()
    got = gpuperf.rank([text, text], block_sweep=[128], args={"n": 4096}, no_ptxas=True)
    assert len(got) == 2
    assert got[0]["time_us"] == got[1]["time_us"]


def test_rank_errors(inputs):
    ll = os.path.join(inputs, "vector_add.ll")
    with pytest.raises(gpuperf.GPUPerfError, match="names no parameter"):
        gpuperf.rank([ll], args={"nope": [1, 2]}, no_ptxas=True)
    with pytest.raises(gpuperf.GPUPerfError, match="exclusive"):
        gpuperf.rank([ll], grid=64, grid_for=1024, no_ptxas=True)
    with pytest.raises(gpuperf.GPUPerfError, match="no input"):
        gpuperf.rank([], no_ptxas=True)
