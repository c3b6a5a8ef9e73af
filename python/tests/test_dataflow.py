"""tessera.dataflow against the CLI's JSON (`tessera deps --dataflow --format json`, the same
document) and against last writers derived by hand."""

import json
import subprocess

import pytest

import tessera
from conftest import ROOT

FILES = [
    ROOT / "examples" / "gemm.mlir",
    ROOT / "tests" / "corpus" / "deps" / "branches.mlir",
    ROOT / "tests" / "corpus" / "deps" / "steps.mlir",
    ROOT / "tests" / "corpus" / "deps" / "symbolic.mlir",
    ROOT / "tests" / "corpus" / "polybench" / "small" / "doitgen.mlir",
]

# A[i] = A[i - 1] for 1 <= i < N, then B[i] = A[i] for 0 <= i < N, and a scalar accumulator.
SRC = """\
func.func @f(%N: index, %A: memref<?xf64>, %B: memref<?xf64>) {
  affine.for %i = 1 to %N {
    %v = affine.load %A[%i - 1] : memref<?xf64>
    affine.store %v, %A[%i] : memref<?xf64>
  }
  affine.for %i = 0 to %N {
    %w = affine.load %A[%i] : memref<?xf64>
    affine.store %w, %B[%i] : memref<?xf64>
  }
  %t = memref.alloca() : memref<f64>
  %x = affine.load %t[] : memref<f64>
  affine.store %x, %B[0] : memref<?xf64>
  return
}
"""


def as_json(doc):
    """The document with its Map/Set objects back in isl notation (as the CLI prints them)."""
    out = json.loads(json.dumps(doc, default=str))
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_dataflow_matches_cli(tessera_cli, path):
    cli = json.loads(
        subprocess.run(
            [tessera_cli, "deps", str(path), "--dataflow", "--format", "json"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    assert as_json(tessera.dataflow(path)) == cli


def test_dataflow_by_hand():
    d = tessera.dataflow(SRC)
    (f,) = d["functions"]
    assert f["params"] == ["N"]
    reads = {r["access"]: r for r in f["reads"]}
    # #0 reads A[i - 1]: written by #1 at i' = i - 1 for i >= 2; i = 1 reads the input.
    r0 = reads[0]
    assert [s["write"] for s in r0["sources"]] == [1]
    assert r0["sources"][0]["relation"] == tessera.Map("[N] -> { [i] -> [i - 1] : 2 <= i < N }")
    assert r0["initial"] == tessera.Set("[N] -> { [1] : N >= 2 }")
    assert r0["exact"] and not r0["sources"][0]["may"]
    # #2 reads A[i] in the second loop: #1's iteration i for i >= 1, the input at i = 0.
    r2 = reads[2]
    assert r2["sources"][0]["relation"] == tessera.Map("[N] -> { [i] -> [i] : 1 <= i < N }")
    assert r2["initial"] == tessera.Set("[N] -> { [0] : N >= 1 }")
    # #4 reads the alloca before any write: uninitialised, and a warning says so.
    r4 = reads[4]
    assert r4["sources"] == []
    assert r4["uninitialised"] == tessera.Set("[N] -> { [] }")
    assert any("reads %t before any write" in w for w in d["warnings"])


def test_dataflow_errors(tmp_path):
    with pytest.raises(tessera.TesseraError, match="no function named 'g'"):
        tessera.dataflow(SRC, function="g")
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @f() {\n  affine.for %i = 0 to {\n}\n")
    with pytest.raises(tessera.ParseError):
        tessera.dataflow(bad)


DOITGEN = """
func.func @k(%A: memref<4x5x6xf64>, %C4: memref<6x6xf64>, %sum: memref<6xf64>) {
  affine.for %r = 0 to 4 {
    affine.for %q = 0 to 5 {
      affine.for %p = 0 to 6 {
        %z = arith.constant 0.0 : f64
        affine.store %z, %sum[%p] : memref<6xf64>
        affine.for %s = 0 to 6 {
          %a = affine.load %A[%r, %q, %s] : memref<4x5x6xf64>
          %c = affine.load %C4[%s, %p] : memref<6x6xf64>
          %m = arith.mulf %a, %c : f64
          %o = affine.load %sum[%p] : memref<6xf64>
          %n = arith.addf %o, %m : f64
          affine.store %n, %sum[%p] : memref<6xf64>
        }
      }
      affine.for %p = 0 to 6 {
        %v = affine.load %sum[%p] : memref<6xf64>
        affine.store %v, %A[%r, %q, %p] : memref<4x5x6xf64>
      }
    }
  }
  return
}
"""


def test_privatisation_from_python():
    # doitgen's `sum` is written before it is read in every iteration of %r: with
    # privatisation %r becomes parallel (a private copy per iteration), without it stays
    # sequential; the scheduler's dataflow option says which loop it privatised.
    plain = tessera.transform(DOITGEN, "builtin.module(func.func(affine-parallelize))")
    assert "affine.parallel (%arg3) = (0) to (4)" not in plain
    out = tessera.transform(DOITGEN, "builtin.module(func.func(affine-parallelize{privatize=true}))")
    assert "affine.parallel (%arg3) = (0) to (4)" in out
    assert "memref.alloca() : memref<6xf64>" in out
    _, rs = tessera.schedule(DOITGEN, dataflow=True, remarks=True)
    assert any("made parallel with private copies of %sum" in r for r in rs), rs
