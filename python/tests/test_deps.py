"""tessera.deps against the CLI's JSON report (`tessera deps --format json`, the same
document) and against dependences derived by hand."""

import json
import subprocess

import pytest

import tessera
from conftest import ROOT

FILES = [
    ROOT / "examples" / "gemm.mlir",
    ROOT / "examples" / "linalg_matmul_chain.mlir",
    ROOT / "tests" / "corpus" / "deps" / "branches.mlir",
    ROOT / "tests" / "corpus" / "deps" / "parity.mlir",
    ROOT / "tests" / "corpus" / "deps" / "steps.mlir",
    ROOT / "tests" / "corpus" / "deps" / "symbolic.mlir",
    ROOT / "tests" / "corpus" / "deps" / "unknowns.mlir",
    ROOT / "tests" / "corpus" / "deps" / "linalg.mlir",
]

# A[i] = A[i - 1]: the store of iteration i is read by the load of iteration i + 1.
RECURRENCE = """\
func.func @rec(%A: memref<100xf64>) {
  affine.for %i = 1 to 100 {
    %v = affine.load %A[%i - 1] : memref<100xf64>
    affine.store %v, %A[%i] : memref<100xf64>
  }
  return
}
func.func @copy(%A: memref<100xf64>, %B: memref<100xf64>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<100xf64>
    affine.store %v, %A[%i] : memref<100xf64>
  }
  return
}
"""


def cli_json(binary, *args):
    r = subprocess.run(
        [binary, "deps", "--format", "json", *map(str, args)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_deps_matches_cli(tessera_cli, path):
    assert tessera.deps(path) == cli_json(tessera_cli, path)
    assert tessera.deps(str(path), polyhedra=True, rar=True) == cli_json(
        tessera_cli, path, "--polyhedra", "--rar"
    )


def test_deps_function_filter_matches_cli(tessera_cli, tmp_path):
    p = tmp_path / "rec.mlir"
    p.write_text(RECURRENCE)
    assert tessera.deps(p, function="copy") == cli_json(tessera_cli, p, "--function", "copy")
    # Text input: the same report, named by `filename`.
    assert tessera.deps(RECURRENCE, filename=str(p)) == cli_json(tessera_cli, p)


def test_deps_by_hand():
    r = tessera.deps(RECURRENCE)
    assert r["schema"] == "tessera-deps/1"
    assert r["file"] == "<string>"
    rec, copy = r["functions"]
    assert (rec["name"], copy["name"]) == ("rec", "copy")
    load, store = rec["accesses"]
    assert (load["kind"], store["kind"]) == ("read", "write")
    assert load["loops"] == store["loops"] == ["%i"]
    assert load["exact"] and store["exact"]
    # One dependence: RAW from the store to the load, carried by %i at distance 1.
    (d,) = rec["dependences"]
    assert (d["kind"], d["src"], d["dst"], d["depth"]) == ("RAW", store["id"], load["id"], 1)
    assert d["status"] == "proven"
    assert d["distance"] == [1]
    assert d["carried_by"]["loop"] == "%i"
    w = d["witness"]
    (s,), (t,), (c,) = w["src"], w["dst"], w["cell"]
    assert t == s + 1 and c == s and 1 <= s <= 98
    (loop,) = rec["loops"]
    assert loop["verdict"] == "sequential"
    # The verdict in the text report's words: the first dependent pair, the store at i = 1
    # read at i = 2 (A[1]).
    assert loop["verdict_text"] == (
        "sequential: carries RAW #1 -> #0; witness: src (%i = 1) -> dst (%i = 2), cell [1]"
    )
    # B[i] -> A[i]: distinct memrefs, distinct cells: nothing, and the loop is parallel.
    assert copy["dependences"] == []
    (loop,) = copy["loops"]
    assert loop["verdict"] == "parallel"
    assert loop["verdict_text"] == "parallel"


def cli_text(binary, *args):
    r = subprocess.run(
        [binary, "deps", *map(str, args)], capture_output=True, text=True, check=False
    )
    assert r.returncode == 0, r.stderr
    return r.stdout


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_verdict_text_is_the_text_reports_wording(tessera_cli, path):
    # Every loop's verdict_text ends its line of the text report (`affine.for %i at 5:5
    # (depth 1): parallel as a reduction (memref cell: arith.addf)`).
    report = cli_text(tessera_cli, path)
    lines = report.splitlines()
    for f in tessera.deps(path)["functions"]:
        for loop in f["loops"]:
            head = f"{loop['op']} {loop['loop']} at {loop['line']}:{loop['col']} (depth "
            mine = [l for l in lines if l.strip().startswith(head)]
            assert mine, (head, report)
            assert any(l.endswith("): " + loop["verdict_text"]) for l in mine), (loop, mine)
            prefix = {
                "parallel": "parallel",
                "reduction": "parallel as a reduction",
                "sequential": "sequential",
                "unknown": "unknown (may carry a dependence)",
            }[loop["verdict"]]
            assert loop["verdict_text"].startswith(prefix)


def test_deps_errors(tmp_path):
    with pytest.raises(tessera.ParseError, match=r"^<string>:1:\d+: error: "):
        tessera.deps("func.func @f(")
    with pytest.raises(FileNotFoundError):
        tessera.deps(tmp_path / "missing.mlir")
