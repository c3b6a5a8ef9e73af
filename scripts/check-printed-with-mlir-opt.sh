#!/usr/bin/env bash
# Runs `tessera opt` (custom form and --generic) on every .mlir file under tests/corpus (or the
# given files/directories) and feeds the output to mlir-opt 22, reporting pass/fail counts.
# Not run by `cargo test` (it needs mlir-opt).
#
# Skipped: files mlir-opt itself rejects by design (under `invalid/` or `execute-region/`, named
# *.invalid.mlir, or using affine.execute_region, which mlir-opt 22 does not register). Files named *.unregistered.mlir are checked with
# --allow-unregistered-dialect. Files tessera rejects are counted separately.
#
# Usage: scripts/check-printed-with-mlir-opt.sh [-v] [PATH...]
# Env:   MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), TESSERA (default: build and use
#        target/debug/tessera; when set, that binary is used as is)
set -u
cd "$(dirname "$0")/.."
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
build=1
[ -n "${TESSERA:-}" ] && build=0
TESSERA=${TESSERA:-target/debug/tessera}
verbose=0
paths=()
for a in "$@"; do
  case "$a" in
    -v) verbose=1 ;;
    *) paths+=("$a") ;;
  esac
done
[ ${#paths[@]} -eq 0 ] && paths=(tests/corpus)
if [ ! -x "$MLIR_OPT" ]; then echo "error: mlir-opt not found at $MLIR_OPT" >&2; exit 2; fi
if [ $build = 1 ]; then cargo build -q -p tessera-cli || exit 2; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mapfile -t files < <(find "${paths[@]}" -name '*.mlir' -type f | sort)
pass=0 fail=0 rejected=0 skipped=0
for f in "${files[@]}"; do
  case "$f" in
    */invalid/*|*.invalid.mlir|*/execute-region/*) skipped=$((skipped+1)); continue ;;
  esac
  # mlir-opt 22 does not register affine.execute_region (seed 002).
  if grep -q 'affine\.execute_region' "$f"; then skipped=$((skipped+1)); continue; fi
  flags=()
  case "$f" in *.unregistered.mlir) flags=(--allow-unregistered-dialect) ;; esac
  for mode in custom generic; do
    gen=()
    [ "$mode" = generic ] && gen=(--generic)
    if ! "$TESSERA" opt "${gen[@]}" "$f" > "$tmp/out.mlir" 2> "$tmp/err"; then
      rejected=$((rejected+1))
      [ $verbose = 1 ] && echo "TESSERA-REJECTS ($mode) $f: $(head -n1 "$tmp/err")"
      continue
    fi
    if "$MLIR_OPT" "${flags[@]}" "$tmp/out.mlir" -o /dev/null 2> "$tmp/merr"; then
      pass=$((pass+1))
    else
      fail=$((fail+1))
      echo "MLIR-OPT-REJECTS ($mode) $f: $(head -n1 "$tmp/merr")"
    fi
  done
done
echo "printed files accepted by mlir-opt: $pass, rejected by mlir-opt: $fail, inputs tessera rejects: $rejected (custom+generic runs), skipped files: $skipped"
[ $fail -eq 0 ]
