#!/usr/bin/env bash
# Checks .mlir files with mlir-opt 22.
#
# Usage: scripts/ir-corpus-check.sh [--no-fixpoint] [PATH...]
#   PATH: files or directories (searched recursively for *.mlir);
#         default: tests/corpus/ir. MLIR_OPT overrides the binary.
#
# Every file must be accepted by mlir-opt, except:
#   - files that use affine.execute_region (seed 002), which mlir-opt 22 does
#     not register: those under a directory named `execute-region/`, and any
#     other file that uses "affine.execute_region" outside comments. mlir-opt must
#     reject them. Files under `execute-region/` must also carry a line
#     `// mlir-opt 22: error: MESSAGE`, and the first error must be MESSAGE
#     (elsewhere the line is optional, and checked when present).
#   - known-invalid files (under a directory named `invalid/`, or named
#     *.invalid.mlir): they carry `// expected-error` annotations and must
#     pass `mlir-opt --verify-diagnostics --split-input-file`.
# Files named *.unregistered.mlir are checked with
# --allow-unregistered-dialect; all others must pass without it.
#
# For accepted files the script also checks that mlir-opt's own printing is
# a fixed point: print(parse(print(x))) == print(x), in the custom and the
# generic form (skipped with --no-fixpoint).
# When checking tests/corpus/ir/mlir-opt/, MANIFEST.tsv must list exactly
# the saved files.
# Prints counts; exits 1 if any check fails.
set -uo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MLIR_OPT="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
fixpoint=1
paths=()
for arg in "$@"; do
  case "$arg" in
    --no-fixpoint) fixpoint=0 ;;
    -h|--help) sed -n '2,24p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *) paths+=("$arg") ;;
  esac
done
[[ ${#paths[@]} -eq 0 ]] && paths=("$ROOT/tests/corpus/ir")

if [[ ! -x "$MLIR_OPT" ]]; then
  echo "error: mlir-opt not found at $MLIR_OPT (install mlir-22-tools or set MLIR_OPT)" >&2
  exit 2
fi
version="$("$MLIR_OPT" --version | sed -n 's/.*LLVM version \([0-9]*\).*/\1/p' | head -n1)"
if [[ "$version" != "22" ]]; then
  echo "error: $MLIR_OPT is LLVM version '${version:-unknown}', expected 22" >&2
  exit 2
fi

files=()
for p in "${paths[@]}"; do
  if [[ -d "$p" ]]; then
    while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$p" -name '*.mlir' -type f -print0 | sort -z)
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

accepted=0 rejected=0 invalid=0 failed=0
fail() {
  failed=$((failed + 1))
  echo "FAIL $1: $2"
  if [[ -s "$tmp/err" ]]; then
    grep -m3 'error' "$tmp/err" | sed 's/^/    /'
  fi
}

# Runs mlir-opt with the given arguments inside the file's directory;
# stdout to $tmp/out, stderr to $tmp/err. A crash counts as a failure.
run() {
  local dir="$1"
  shift
  (
    (cd "$dir" && "$MLIR_OPT" --mlir-disable-threading "$@") >"$tmp/out" 2>"$tmp/err"
    echo $? >"$tmp/rc"
  ) 2>/dev/null
  [[ "$(cat "$tmp/rc")" == 0 ]]
}

for f in "${files[@]}"; do
  dir="$(dirname "$f")"
  base="$(basename "$f")"
  rel="${f#"$ROOT"/}"
  flags=()
  [[ "$base" == *.unregistered.mlir ]] && flags+=(--allow-unregistered-dialect)

  if [[ "/$rel" == */execute-region/* ]] || uses_execute_region "$f"; then
    expected="$(sed -n 's#^// mlir-opt 22: error: ##p' "$f" | head -n1)"
    if [[ -z "$expected" && "/$rel" == */execute-region/* ]]; then
      : >"$tmp/err"
      fail "$rel" "no '// mlir-opt 22: error: ...' line"
    elif run "$dir" --allow-unregistered-dialect "$base" -o /dev/null; then
      fail "$rel" "mlir-opt accepted a file expected to be rejected"
    else
      got="$(grep -m1 'error: ' "$tmp/err" | sed 's/^.*error: //')"
      if [[ -z "$expected" || "$got" == "$expected" ]]; then
        rejected=$((rejected + 1))
      else
        fail "$rel" "expected error '$expected', got '$got'"
      fi
    fi
    continue
  fi

  if [[ "/$rel" == */invalid/* || "$base" == *.invalid.mlir ]]; then
    if run "$dir" "${flags[@]}" --verify-diagnostics --split-input-file "$base" -o /dev/null; then
      invalid=$((invalid + 1))
    else
      fail "$rel" "diagnostics differ from the expected-error annotations"
    fi
    continue
  fi

  if ! run "$dir" "${flags[@]}" "$base"; then
    fail "$rel" "not accepted by mlir-opt"
    continue
  fi
  if [[ $fixpoint == 1 ]]; then
    cp "$tmp/out" "$tmp/p1.mlir"
    if ! run "$tmp" "${flags[@]}" p1.mlir || ! cmp -s "$tmp/out" "$tmp/p1.mlir"; then
      fail "$rel" "mlir-opt's custom-form printing is not a fixed point"
      continue
    fi
    if ! run "$dir" "${flags[@]}" --mlir-print-op-generic "$base"; then
      fail "$rel" "mlir-opt cannot print the generic form"
      continue
    fi
    cp "$tmp/out" "$tmp/g1.mlir"
    if ! run "$tmp" "${flags[@]}" --mlir-print-op-generic g1.mlir || ! cmp -s "$tmp/out" "$tmp/g1.mlir"; then
      fail "$rel" "mlir-opt's generic-form printing is not a fixed point"
      continue
    fi
  fi
  accepted=$((accepted + 1))
done

# The manifest of generated outputs lists exactly the saved files.
manifest="$ROOT/tests/corpus/ir/mlir-opt/MANIFEST.tsv"
for p in "${paths[@]}"; do
  pabs="$(cd "$(dirname "$p")" && pwd)/$(basename "$p")"
  case "$ROOT/tests/corpus/ir/mlir-opt/" in
    "$pabs"/*) ;;
    *) continue ;;
  esac
  if [[ ! -f "$manifest" ]]; then
    : >"$tmp/err"
    fail "tests/corpus/ir/mlir-opt" "MANIFEST.tsv is missing"
    break
  fi
  awk -F'\t' '$3 == "saved" { print $4 }' "$manifest" | sort >"$tmp/listed"
  (cd "$ROOT/tests/corpus/ir" && find mlir-opt -name '*.mlir' | sort) >"$tmp/present"
  if ! cmp -s "$tmp/listed" "$tmp/present"; then
    : >"$tmp/err"
    fail "tests/corpus/ir/mlir-opt/MANIFEST.tsv" "saved entries differ from the files present:"
    diff "$tmp/listed" "$tmp/present" | head -n 10 | sed 's/^/    /'
  fi
  break
done

echo "files: ${#files[@]}  accepted: $accepted  rejected-as-expected: $rejected  invalid-as-annotated: $invalid  failed: $failed"
[[ $failed == 0 ]]
