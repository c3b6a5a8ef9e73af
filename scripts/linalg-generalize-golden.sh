#!/usr/bin/env bash
# Regenerates tests/corpus/linalg-generalize/: mlir-opt 22's generalisation of every linalg
# file of the IR corpus (tests/corpus/ir/{dialects-extra,input,seeds}/ files containing
# `linalg.`), of tests/corpus/exec/linalg_pairs.mlir and of tests/corpus/linalg-generalize/input/
# (every convolution and pooling op with distinct non-unit strides and dilations), the golden output
# tests/suite/linalg_generic.rs compares `tessera opt --linalg-generalize-named-ops` with byte for byte.
#
# mlir-opt's `--linalg-generalize-named-ops` runs MLIR's generalizeNamedOp inside the greedy
# pattern driver, which also folds and hoists constants and erases dead ops on tensors. For
# each input the script also runs the bare rewrite (the transform dialect's
# `transform.structured.generalize` on every LinalgOp, no folding):
# - both outputs identical: saved as NAME.mlir, status "pass" (byte-identical to the pass);
# - they differ: the bare rewrite is saved as NAME.mlir with status "rewrite-only" and the
#   pass output as NAME.pass.mlir (for reference; not compared).
# Everything is listed in tests/corpus/linalg-generalize/MANIFEST.tsv (file, input, status).
#
# Usage: scripts/linalg-generalize-golden.sh   (MLIR_BIN overrides mlir-opt's directory)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OPT="${MLIR_BIN:-/usr/lib/llvm-22/bin}/mlir-opt"
[ -x "$OPT" ] || { echo "mlir-opt not found at $OPT (apt-get install -y mlir-22-tools)" >&2; exit 1; }
OUT="$ROOT/tests/corpus/linalg-generalize"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/generalize.mlir" <<'MLIR'
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      %g = transform.structured.generalize %op : (!transform.any_op) -> !transform.any_op
    }
    transform.yield
  }
}
MLIR
rm -f "$OUT"/*.mlir
mkdir -p "$OUT"
printf 'file\tinput\tstatus\n' > "$OUT/MANIFEST.tsv"
cd "$ROOT"
for f in tests/corpus/ir/dialects-extra/*.mlir tests/corpus/ir/input/*.mlir \
         tests/corpus/ir/seeds/*.mlir tests/corpus/exec/linalg_pairs.mlir \
         tests/corpus/linalg-generalize/input/*.mlir; do
  grep -q 'linalg\.' "$f" || continue
  name="$(basename "$f")"
  "$OPT" --linalg-generalize-named-ops "$f" > "$TMP/pass.mlir"
  "$OPT" --transform-preload-library="transform-library-paths=$TMP/generalize.mlir" \
    --transform-interpreter "$f" > "$TMP/rewrite.mlir"
  if cmp -s "$TMP/pass.mlir" "$TMP/rewrite.mlir"; then
    cp "$TMP/pass.mlir" "$OUT/$name"
    printf '%s\t%s\tpass\n' "$name" "$f" >> "$OUT/MANIFEST.tsv"
  else
    cp "$TMP/rewrite.mlir" "$OUT/$name"
    cp "$TMP/pass.mlir" "$OUT/${name%.mlir}.pass.mlir"
    printf '%s\t%s\trewrite-only\n' "$name" "$f" >> "$OUT/MANIFEST.tsv"
  fi
done
echo "$(($(wc -l < "$OUT/MANIFEST.tsv") - 1)) files written to $OUT"
