#!/usr/bin/env bash
# Runs `tessera opt` over the IR corpus and checks what it prints with
# mlir-opt 22.
#
# Usage: scripts/ir-corpus-tessera.sh [--tessera BIN] [--keep DIR] [PATH...]
#   PATH: files or directories (searched recursively for *.mlir); default:
#         tests/corpus/ir without invalid/ directories.
#   --tessera BIN: the tessera binary (default: target/debug/tessera, built
#         with `cargo build -p tessera-cli` if missing).
#   --keep DIR: write the printed files under DIR instead of a temporary
#         directory (DIR/custom/..., DIR/generic/...), and the names of the
#         files whose custom print differs from mlir-opt's in
#         DIR/differs-from-mlir-opt.txt.
#   MLIR_OPT overrides the mlir-opt binary.
#
# For every file, tessera must accept it and print it in the custom form
# (`tessera opt FILE`) and in the generic form (`tessera opt FILE
# --generic`); each printed file must be a fixed point of tessera
# (print(parse(print(x))) == print(x)). The printed files, under their
# original names, are then checked by scripts/ir-corpus-check.sh (accepted
# by mlir-opt 22, mlir-opt's printing a fixed point) -- except those that
# use affine.execute_region, which mlir-opt 22 cannot read.
# Reported, not required: how many custom-form prints are byte-identical to
# mlir-opt's own printing of the same input.
# Exits 1 if any check fails.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
TESSERA=""
KEEP=""
paths=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --tessera) TESSERA="$2"; shift 2 ;;
    --keep) KEEP="$2"; shift 2 ;;
    -h|--help) sed -n '2,24p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) paths+=("$1"); shift ;;
  esac
done
[[ ${#paths[@]} -eq 0 ]] && paths=("$ROOT/tests/corpus/ir")

if [[ -z "$TESSERA" ]]; then
  TESSERA="$ROOT/target/debug/tessera"
  if [[ ! -x "$TESSERA" ]]; then
    (cd "$ROOT" && cargo build -q -p tessera-cli) || exit 2
  fi
fi
if [[ ! -x "$TESSERA" ]]; then
  echo "error: tessera binary not found at $TESSERA" >&2
  exit 2
fi
if [[ ! -x "$MLIR_OPT" ]]; then
  echo "error: mlir-opt not found at $MLIR_OPT (install mlir-22-tools or set MLIR_OPT)" >&2
  exit 2
fi

files=()
for p in "${paths[@]}"; do
  if [[ -d "$p" ]]; then
    while IFS= read -r -d '' f; do files+=("$f"); done \
      < <(find "$p" -name '*.mlir' -type f -not -path '*/invalid/*' -not -name '*.invalid.mlir' -print0 | sort -z)
  elif [[ -f "$p" ]]; then
    files+=("$p")
  else
    echo "error: no such file or directory: $p" >&2
    exit 2
  fi
done

# True if the file uses affine.execute_region outside comments.
uses_execute_region() {
  sed 's#//.*##' "$1" | grep -q 'affine\.execute_region'
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# A private copy: a concurrent cargo build may replace the binary mid-run.
cp "$TESSERA" "$tmp/tessera"
TESSERA="$tmp/tessera"
out="${KEEP:-$tmp/printed}"
rm -rf "$out/custom" "$out/generic" "$out/differs-from-mlir-opt.txt"
mkdir -p "$out/custom" "$out/generic"

failed=0 accepted=0 identical=0 compared=0
fail() {
  failed=$((failed + 1))
  echo "FAIL $1: $2"
  [[ -s "$tmp/err" ]] && head -n 3 "$tmp/err" | sed 's/^/    /'
}

for f in "${files[@]}"; do
  abs="$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"
  rel="${abs#"$ROOT"/}"
  rel="${rel#tests/corpus/}"
  base="$(basename "$f")"
  ok=1
  for form in custom generic; do
    dest="$out/$form/$rel"
    mkdir -p "$(dirname "$dest")"
    flag=()
    [[ $form == generic ]] && flag=(--generic)
    if ! "$TESSERA" opt "$abs" "${flag[@]}" -o "$dest" 2>"$tmp/err"; then
      fail "$rel" "tessera opt ${flag[*]} rejected the file"
      ok=0
      break
    fi
    if ! "$TESSERA" opt "$dest" "${flag[@]}" -o "$tmp/again.mlir" 2>"$tmp/err"; then
      fail "$rel" "tessera opt ${flag[*]} rejected its own output"
      ok=0
      break
    fi
    if ! cmp -s "$dest" "$tmp/again.mlir"; then
      : >"$tmp/err"
      fail "$rel" "tessera's $form printing is not a fixed point"
      ok=0
      break
    fi
  done
  [[ $ok == 1 ]] || continue
  accepted=$((accepted + 1))

  # Informational: byte-identical to mlir-opt's printing of the input?
  if [[ "/$rel" != */execute-region/* ]] && ! uses_execute_region "$abs"; then
    mflags=()
    [[ "$base" == *.unregistered.mlir ]] && mflags+=(--allow-unregistered-dialect)
    if (cd "$(dirname "$abs")" && "$MLIR_OPT" "${mflags[@]}" "$base") >"$tmp/mlir.mlir" 2>/dev/null; then
      compared=$((compared + 1))
      if cmp -s "$tmp/mlir.mlir" "$out/custom/$rel"; then
        identical=$((identical + 1))
      else
        echo "$rel" >>"$out/differs-from-mlir-opt.txt"
      fi
    fi
  fi
done

echo "tessera: files: ${#files[@]}  accepted and fixed points: $accepted  failed: $failed"
echo "tessera custom prints byte-identical to mlir-opt's: $identical of $compared"
if [[ -n "$KEEP" && -s "$out/differs-from-mlir-opt.txt" ]]; then
  echo "  the others are listed in $out/differs-from-mlir-opt.txt"
fi

# mlir-opt must accept everything tessera printed (affine.execute_region
# excepted).
while IFS= read -r -d '' p; do
  uses_execute_region "$p" && rm -f "$p"
done < <(find "$out" -name '*.mlir' -print0)
if ! "$ROOT/scripts/ir-corpus-check.sh" "$out/custom" "$out/generic"; then
  failed=$((failed + 1))
fi
[[ $failed == 0 ]]
