#!/usr/bin/env bash
# Saves the reference output of every tests/corpus/vector_print/*.mlir program: the file is
# lowered with MLIR 22's mlir-opt (--convert-vector-to-scf --lower-affine --convert-scf-to-cf
# --expand-strided-metadata --finalize-memref-to-llvm --convert-vector-to-llvm
# --convert-to-llvm --reconcile-unrealized-casts), @main is run with mlir-runner and
# libmlir_c_runner_utils (whose printI64/printU64/printF32/printF64/printString/printOpen/...
# vector.print lowers to), and its standard output is written to NAME.expected next to the
# program. tests/suite/vector_print_exec.rs compares the interpreter's, the JIT's and the C
# backend's output with these files. MLIR_BIN overrides /usr/lib/llvm-22/bin; MLIR_LIB the
# directory of the runner libraries (default: BIN/../lib).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"
RUNNER="$BIN/mlir-runner"
LIB="${MLIR_LIB:-$BIN/../lib}"
UTILS="$(ls "$LIB"/libmlir_c_runner_utils.so* 2>/dev/null | head -n 1 || true)"
if [ ! -x "$RUNNER" ] || [ -z "$UTILS" ]; then
  echo "mlir-runner or libmlir_c_runner_utils not found under $BIN, $LIB; install MLIR 22 with: apt-get install -y mlir-22-tools libmlir-22-dev" >&2
  exit 1
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
fail=0
for f in "$ROOT"/tests/corpus/vector_print/*.mlir; do
  name="$(basename "$f" .mlir)"
  if ! "$OPT" "$f" --convert-vector-to-scf --lower-affine --convert-scf-to-cf --expand-strided-metadata \
      --finalize-memref-to-llvm --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts \
      -o "$TMP/$name.ll.mlir" 2>"$TMP/err"; then
    echo "FAIL mlir-opt $name"; cat "$TMP/err"; fail=1; continue
  fi
  if ! "$RUNNER" "$TMP/$name.ll.mlir" -e main -entry-point-result=void -shared-libs="$UTILS" \
      >"$TMP/$name.out" 2>"$TMP/err"; then
    echo "FAIL mlir-runner $name"; cat "$TMP/err"; fail=1; continue
  fi
  cp "$TMP/$name.out" "${f%.mlir}.expected"
  echo "saved $name.expected ($(wc -c <"$TMP/$name.out") bytes)"
done
exit $fail
