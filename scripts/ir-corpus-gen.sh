#!/usr/bin/env bash
# Regenerates tests/corpus/ir/mlir-opt/: runs mlir-opt 22 over every
# hand-written input (tests/corpus/ir/input/*.mlir) and every seed example
# (tests/corpus/ir/seeds/*.mlir) with a fixed list of print options and
# passes, and saves each output as tests/corpus/ir/mlir-opt/<pass>/<file>.mlir.
#
# - Files named *.unregistered.mlir get --allow-unregistered-dialect.
# - mlir-opt runs inside the file's directory on the bare file name, so
#   locations printed with --mlir-print-debuginfo carry no absolute paths;
#   any remaining occurrence of the repository path is stripped as well.
# - For transformation passes, an output identical to the plain round trip
#   is not saved (status "unchanged"); the print-option variants (roundtrip,
#   generic, debuginfo) are always saved.
# - A pass that fails on a file is skipped for that file; the failure and
#   mlir-opt's first error line are recorded.
# Everything is recorded in tests/corpus/ir/mlir-opt/MANIFEST.tsv
# (pass, file, status, detail).
#
# Usage: scripts/ir-corpus-gen.sh            (MLIR_OPT overrides the binary)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CORPUS="$ROOT/tests/corpus/ir"
OUT="$CORPUS/mlir-opt"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"

if [[ ! -x "$MLIR_OPT" ]]; then
  echo "error: mlir-opt not found at $MLIR_OPT (install mlir-22-tools or set MLIR_OPT)" >&2
  exit 2
fi
version="$("$MLIR_OPT" --version | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' | head -n1)"
if [[ "$version" != "22" ]]; then
  echo "error: $MLIR_OPT is LLVM version '${version:-unknown}', expected 22" >&2
  exit 2
fi

# name|options|requires: options are separated by ';' (one mlir-opt
# argument each); a pass runs only on inputs containing the `requires` text
# (empty: every input), others are recorded as "not-applicable".
# The first three only change how mlir-opt prints.
PASSES=(
  "roundtrip||"
  "generic|--mlir-print-op-generic|"
  "debuginfo|--mlir-print-debuginfo|"
  "affine-loop-tile|--affine-loop-tile=tile-size=4|affine."
  "affine-parallelize|--affine-parallelize|affine."
  "lower-affine|--lower-affine|affine."
  "convert-linalg-to-affine-loops|--convert-linalg-to-affine-loops|linalg."
  "convert-linalg-to-loops|--convert-linalg-to-loops|linalg."
  "affine-loop-unroll|--pass-pipeline=builtin.module(func.func(affine-loop-unroll))|affine."
  "affine-loop-unroll-jam|--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))|affine."
  "affine-loop-fusion|--affine-loop-fusion|affine."
  "affine-loop-normalize|--affine-loop-normalize|affine."
  "affine-loop-invariant-code-motion|--affine-loop-invariant-code-motion|affine."
  "affine-super-vectorize|--affine-super-vectorize=virtual-vector-size=8|affine."
  "affine-data-copy-generate|--affine-data-copy-generate|affine."
  "affine-data-copy-generate-dma|--affine-data-copy-generate=generate-dma|affine."
  "affine-scalrep|--affine-scalrep|affine."
  "canonicalize|--canonicalize|"
)
ALWAYS_SAVED=" roundtrip generic debuginfo "

# Removes the repository path from mlir-opt's output (locations, messages).
strip_paths() {
  sed -e "s#${ROOT}/##g" -e "s#${CORPUS}/##g"
}

inputs=()
for f in "$CORPUS"/input/*.mlir "$CORPUS"/seeds/*.mlir; do
  [[ -e "$f" ]] && inputs+=("$f")
done

# Output file names must be unique across input/ and seeds/.
dups="$(for f in "${inputs[@]}"; do basename "$f"; done | sort | uniq -d)"
if [[ -n "$dups" ]]; then
  echo "error: duplicate input file names: $dups" >&2
  exit 2
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

for entry in "${PASSES[@]}"; do
  rm -rf "${OUT:?}/${entry%%|*}"
done
mkdir -p "$OUT"
manifest="$tmp/MANIFEST.tsv"
printf 'pass\tfile\tstatus\tdetail\n' >"$manifest"

saved=0 unchanged=0 failed=0 skipped=0
for f in "${inputs[@]}"; do
  dir="$(dirname "$f")"
  base="$(basename "$f")"
  rel="${f#"$CORPUS"/}"
  extra=()
  [[ "$base" == *.unregistered.mlir ]] && extra+=(--allow-unregistered-dialect)

  # The plain round trip first: the reference for "unchanged".
  ref="$tmp/ref.mlir"
  if ! (cd "$dir" && "$MLIR_OPT" --mlir-disable-threading "${extra[@]}" "$base") >"$ref" 2>"$tmp/err"; then
    echo "error: $rel is not accepted by mlir-opt:" >&2
    strip_paths <"$tmp/err" >&2
    exit 1
  fi

  for entry in "${PASSES[@]}"; do
    name="${entry%%|*}"
    rest="${entry#*|}"
    opts="${rest%%|*}"
    requires="${rest#*|}"
    if [[ -n "$requires" ]] && ! grep -qF -- "$requires" "$f"; then
      printf '%s\t%s\tnot-applicable\tno %s ops\n' "$name" "$rel" "${requires%.}" >>"$manifest"
      skipped=$((skipped + 1))
      continue
    fi
    optv=()
    [[ -n "$opts" ]] && IFS=';' read -r -a optv <<<"$opts"
    mkdir -p "$OUT/$name"
    dest="$OUT/$name/$base"
    # The outer subshell keeps bash's report of a crashed mlir-opt
    # ("Aborted") out of the output; the crash is recorded as a failure.
    (
      (cd "$dir" && "$MLIR_OPT" --mlir-disable-threading "${extra[@]}" "${optv[@]}" "$base") \
        >"$tmp/out" 2>"$tmp/err"
      echo $? >"$tmp/rc"
    ) 2>/dev/null || true
    if [[ "$(cat "$tmp/rc")" == 0 ]]; then
      if [[ "$ALWAYS_SAVED" != *" $name "* ]] && cmp -s "$tmp/out" "$ref"; then
        printf '%s\t%s\tunchanged\t\n' "$name" "$rel" >>"$manifest"
        unchanged=$((unchanged + 1))
      else
        strip_paths <"$tmp/out" >"$dest"
        printf '%s\t%s\tsaved\t%s\n' "$name" "$rel" "mlir-opt/$name/$base" >>"$manifest"
        saved=$((saved + 1))
      fi
    else
      msg="$(strip_paths <"$tmp/err" | grep -m1 'error:' | tr '\t' ' ' || true)"
      printf '%s\t%s\tfailed\t%s\n' "$name" "$rel" "${msg:-mlir-opt exited non-zero}" >>"$manifest"
      failed=$((failed + 1))
    fi
  done
done

# Passes that changed no file leave an empty directory behind.
find "$OUT" -mindepth 1 -type d -empty -delete
cp "$manifest" "$OUT/MANIFEST.tsv"
echo "inputs: ${#inputs[@]}  passes: ${#PASSES[@]}  saved: $saved  unchanged: $unchanged  failed: $failed  not-applicable: $skipped"
echo "manifest: tests/corpus/ir/mlir-opt/MANIFEST.tsv"
