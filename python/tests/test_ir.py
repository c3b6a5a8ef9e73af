"""tessera.parse, tessera.transform and tessera.schedule against the `tessera` CLI (the same
file through `tessera opt` / `tessera schedule`) and against execution (the reference
interpreter's checksums before and after, through `tessera run --interp`)."""

import subprocess

import pytest

import tessera
from conftest import ROOT

GEMM = ROOT / "examples" / "gemm.mlir"

STENCIL = """\
func.func @main(%A: memref<64xf64>, %B: memref<64xf64>) {
  affine.for %t = 0 to 4 {
    affine.for %i = 1 to 63 {
      %a = affine.load %A[%i - 1] : memref<64xf64>
      %b = affine.load %A[%i + 1] : memref<64xf64>
      %s = arith.addf %a, %b : f64
      affine.store %s, %B[%i] : memref<64xf64>
    }
    affine.for %i = 1 to 63 {
      %v = affine.load %B[%i] : memref<64xf64>
      affine.store %v, %A[%i] : memref<64xf64>
    }
  }
  return
}
"""


def cli(binary, *args):
    return subprocess.run([binary, *args], capture_output=True, text=True, check=False)


def checksums(binary, path, entry, order="forward"):
    r = cli(
        binary,
        "run",
        str(path),
        "--entry",
        entry,
        "--interp",
        "--fill",
        "seeded",
        "--parallel-order",
        order,
    )
    assert r.returncode == 0, r.stderr
    # One `NAME CHECKSUM` line per memref argument; printing renames arguments (%arg0).
    return [line.split()[-1] for line in r.stdout.splitlines()]


def test_parse_round_trip_matches_cli(tessera_cli):
    text = GEMM.read_text()
    r = cli(tessera_cli, "opt", str(GEMM))
    assert r.returncode == 0, r.stderr
    assert tessera.parse(text) == r.stdout
    g = cli(tessera_cli, "opt", "--generic", str(GEMM))
    assert tessera.parse(text, generic=True) == g.stdout
    # Printing is a fixed point.
    assert tessera.parse(tessera.parse(text)) == tessera.parse(text)


PIPELINES = [
    "builtin.module(func.func(affine-loop-tile{tile-sizes=4,8}))",
    "affine-loop-unroll{unroll-factor=3}",
    "affine-parallelize",
    "affine-loop-permute{permutation-map=1,0}",
]


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_transform_matches_cli(tessera_cli, pipeline, tmp_path):
    text = GEMM.read_text()
    r = cli(tessera_cli, "opt", "--pass-pipeline=" + pipeline, str(GEMM))
    assert r.returncode == 0, r.stderr
    out, remarks = tessera.transform(text, pipeline, filename=str(GEMM), remarks=True)
    assert out == r.stdout
    assert remarks == [line for line in r.stderr.splitlines() if line]
    assert tessera.transform(text, pipeline) == out
    assert out != tessera.parse(text)
    # The interpreter's results are unchanged by the pipeline (parallel loops in any order).
    after = tmp_path / "after.mlir"
    after.write_text(out)
    for entry in ("kernel_gemm", "lower_triangle"):
        before = checksums(tessera_cli, GEMM, entry)
        for order in ("forward", "reversed", "shuffled:7"):
            assert checksums(tessera_cli, after, entry, order) == before, (entry, order)


def test_schedule_matches_cli(tessera_cli, tmp_path):
    src = tmp_path / "stencil.mlir"
    src.write_text(STENCIL)
    for args, kwargs in [
        ([], {}),
        (["--tile-sizes", "8", "--fuse", "max"], {"tile_sizes": [8], "fuse": "max"}),
        (["--no-tile", "--no-parallel"], {"tile": False, "parallel": False}),
        (["--tile=false", "--max-coefficient", "2"], {"tile": False, "max_coefficient": 2}),
        (["--unroll-jam", "2", "--intra-tile=false"], {"unroll_jam": 2, "intra_tile": False}),
    ]:
        r = cli(tessera_cli, "schedule", *args, str(src))
        assert r.returncode == 0, r.stderr
        out, remarks = tessera.schedule(STENCIL, filename=str(src), remarks=True, **kwargs)
        assert out == r.stdout, args
        assert remarks == [line for line in r.stderr.splitlines() if line], args
        assert out != tessera.parse(STENCIL), args
        after = tmp_path / "after.mlir"
        after.write_text(out)
        before = checksums(tessera_cli, src, "main")
        for order in ("forward", "reversed", "shuffled:7"):
            assert checksums(tessera_cli, after, "main", order) == before, (args, order)


def test_list_passes_matches_cli(tessera_cli):
    r = cli(tessera_cli, "opt", "--list-passes")
    names = [line for line in r.stdout.splitlines() if line and not line.startswith(" ")]
    assert [p["name"] for p in tessera.list_passes()] == names
    assert "affine-loop-tile" in names


def test_schedule_options_come_from_the_pass_declaration():
    # Every option of affine-auto-schedule is a keyword, and only those.
    info = {p["name"]: p for p in tessera.list_passes()}["affine-auto-schedule"]
    names = [o["name"] for o in info["options"]]
    assert "tile-sizes" in names and "dataflow" in names
    assert {o["name"]: o["default"] for o in info["options"]}["fuse"] == "smart"
    with pytest.raises(ValueError, match="did you mean 'unroll-jam'"):
        tessera.schedule(STENCIL, unrol_jam=2)
    with pytest.raises(ValueError, match=">= 1"):
        tessera.schedule(STENCIL, tile_sizes=[0])


def test_errors():
    with pytest.raises(tessera.ParseError, match=r"^<string>:2:\d+: error: "):
        tessera.parse("func.func @f() {\n  %x = arith.constant : i32\n  return\n}\n")
    with pytest.raises(tessera.ParseError, match=r"^in\.mlir:1:\d+: error: "):
        tessera.parse("func.func @f(", filename="in.mlir")
    with pytest.raises(tessera.ParseError, match="no-such-pass"):
        tessera.transform(STENCIL, "no-such-pass")
    with pytest.raises(tessera.ParseError):
        tessera.transform(STENCIL, "affine-loop-tile{no-such-option=1}")
    with pytest.raises(ValueError, match="fuse"):
        tessera.schedule(STENCIL, fuse="sometimes")
    with pytest.raises(ValueError, match="@nope"):
        tessera.schedule(STENCIL, function="nope")
    with pytest.raises(tessera.ParseError):
        tessera.schedule("not mlir")
