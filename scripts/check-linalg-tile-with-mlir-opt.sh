#!/usr/bin/env bash
# Check that tessera's linalg tiling passes produce MLIR that mlir-opt 22 accepts (installs
# nothing; `cargo test` does not need it).
#
# For every input (tests/lit/linalg-*.mlir and examples/linalg_*.mlir by default) that mlir-opt
# accepts, and every pass configuration below (each also followed by linalg-to-affine, except
# with scf tile loops: a partial tile's bound is then an affine.min of an scf.for iv, which is
# no valid affine dim, so the tile op does not lower to affine.for):
# `tessera opt --passes P FILE` must succeed and mlir-opt must parse and verify its output
# (`mlir-opt --verify-each`).
#
# Usage: scripts/check-linalg-tile-with-mlir-opt.sh [FILE...]
#   TESSERA=path/to/tessera (default: target/debug/tessera, built with cargo if missing)
#   MLIR_BIN=dir of mlir-opt (default /usr/lib/llvm-22/bin)
set -u
. "$(dirname "$0")/tools.sh"
if [ $# -gt 0 ]; then
  FILES=("$@")
else
  FILES=("$ROOT"/tests/lit/linalg-*.mlir "$ROOT"/examples/linalg_*.mlir)
fi
PASSES=(
  "linalg-tile{tile-sizes=2,4,3}"
  "linalg-tile{tile-sizes=32,32,32}"
  "linalg-tile{tile-sizes=0,3,0,2}"
  "linalg-tile{tile-sizes=2,4,3 loop-type=scf}"
  "linalg-tile{tile-sizes=0,0,0,0,2,2 reassociate}"
  "linalg-tile-and-fuse{tile-sizes=4,5}"
  "linalg-tile-and-fuse{tile-sizes=32,32}"
  "linalg-tile-and-fuse{tile-sizes=4,5 parallel}"
)
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
ok=0; bad=0; skipped=0
for f in "${FILES[@]}"; do
  if ! "$OPT" "$f" >/dev/null 2>&1; then skipped=$((skipped + 1)); continue; fi
  for p in "${PASSES[@]}"; do
    tails=("" ",linalg-to-affine")
    case "$p" in *scf*) tails=("") ;; esac
    for tail in "${tails[@]}"; do
      if ! "$TESSERA" opt "$f" --passes "$p$tail" >"$TMP/t.mlir" 2>"$TMP/t.err"; then
        echo "FAIL (tessera): $p$tail $f: $(head -3 "$TMP/t.err")"; bad=$((bad + 1)); continue
      fi
      if ! "$OPT" --verify-each "$TMP/t.mlir" >/dev/null 2>"$TMP/m.err"; then
        echo "FAIL (mlir-opt rejects tessera's output): $p$tail $f: $(head -3 "$TMP/m.err")"
        bad=$((bad + 1)); continue
      fi
      ok=$((ok + 1))
    done
  done
done
echo "accepted by mlir-opt: $ok, failures: $bad, inputs mlir-opt rejects (skipped): $skipped"
[ "$bad" -eq 0 ]
