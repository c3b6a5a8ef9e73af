#!/usr/bin/env bash
# Diffs `tessera opt` against mlir-opt 22 on the corpus files that use the math, memref, scf,
# vector or linalg dialects: custom form (SSA names normalised), and checks that mlir-opt accepts
# `tessera opt --generic` output and prints it back to the same custom form, and that both generic
# forms agree once mlir-opt has printed them (payload regions of named linalg ops included).
#
# Usage: scripts/compare-print-dialects.sh [FILE...]   (default: every matching corpus file)
# Env: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), TESSERA (default target/debug/tessera),
#      VERBOSE=1 to show diffs.
set -u
cd "$(dirname "$0")/.."
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
TESSERA=${TESSERA:-target/debug/tessera}
if [ ! -x "$TESSERA" ]; then cargo build -q -p tessera-cli || exit 2; fi
if [ $# -gt 0 ]; then files=("$@"); else
  mapfile -t files < <(grep -rlE '\b(math|memref|scf|vector|linalg)\.[a-z_]+' tests/corpus --include='*.mlir' | grep -v unregistered | sort)
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
# SSA value names differ legitimately (mlir-opt prints generic-form round trips with fresh
# numbering); normalise %names and ^bb labels to placeholders before diffing.
norm() { sed -E 's/%[A-Za-z0-9_$.-]+/%V/g; s/\^bb[0-9]+/^BB/g'; }
same=0 namediff=0 differ=0 tfail=0 mfail=0 gen_ok=0 gen_bad=0 body_ok=0 body_bad=0
for f in "${files[@]}"; do
  if ! "$MLIR_OPT" "$f" > "$tmp/ref.mlir" 2> "$tmp/ref.err"; then mfail=$((mfail+1)); continue; fi
  if ! "$TESSERA" opt "$f" > "$tmp/out.mlir" 2> "$tmp/out.err"; then
    tfail=$((tfail+1)); echo "TESSERA-FAIL $f: $(head -c 300 "$tmp/out.err")"; continue
  fi
  if cmp -s "$tmp/ref.mlir" "$tmp/out.mlir"; then same=$((same+1))
  elif cmp -s <(norm < "$tmp/ref.mlir") <(norm < "$tmp/out.mlir"); then namediff=$((namediff+1))
  else
    differ=$((differ+1)); echo "DIFF $f"
    [ "${VERBOSE:-0}" = 1 ] && diff <(norm < "$tmp/ref.mlir") <(norm < "$tmp/out.mlir") | head -20
  fi
  if "$TESSERA" opt --generic "$f" > "$tmp/gen.mlir" 2>/dev/null && "$MLIR_OPT" "$tmp/gen.mlir" > "$tmp/back.mlir" 2> "$tmp/back.err" \
     && cmp -s <(norm < "$tmp/back.mlir") <(norm < "$tmp/ref.mlir"); then gen_ok=$((gen_ok+1))
  else gen_bad=$((gen_bad+1)); echo "GENERIC-MISMATCH $f: $(head -c 200 "$tmp/back.err" 2>/dev/null)"; fi
  # Generic forms, both printed by mlir-opt (so aliases and attribute caches agree): this
  # compares the regions tessera synthesises for named linalg ops with mlir-opt's.
  if "$MLIR_OPT" --mlir-print-op-generic "$tmp/gen.mlir" > "$tmp/g1.mlir" 2>/dev/null \
     && "$MLIR_OPT" --mlir-print-op-generic "$f" > "$tmp/g2.mlir" 2>/dev/null \
     && cmp -s <(norm < "$tmp/g1.mlir") <(norm < "$tmp/g2.mlir"); then body_ok=$((body_ok+1))
  else body_bad=$((body_bad+1)); echo "GENERIC-BODY-MISMATCH $f"; fi
done
echo "files=${#files[@]} identical=$same names-only=$namediff differ=$differ tessera-fail=$tfail mlir-opt-rejects=$mfail generic-ok=$gen_ok generic-bad=$gen_bad generic-body-ok=$body_ok generic-body-bad=$body_bad"
