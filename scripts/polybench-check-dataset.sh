#!/usr/bin/env bash
# End-to-end check of a PolyBench dataset generated on demand (MEDIUM, LARGE, EXTRALARGE are not
# checked in): for each kernel, generate the MLIR file with `polybench-gen.py --dataset SIZE`,
# run it through tessera's JIT (`tessera run FILE --entry main`, 1 thread, the original
# module) and compare its checksums with the C reference built with `$CC -O0 -D<SIZE>_DATASET`,
# in argument order. The JIT keeps the operation order (no FMA contraction, no reassociation),
# so the verdict is `exact` (bit for bit); `tolerance R` (within 1e-9 relative, R the worst) or
# `MISMATCH` otherwise. Also checks that the C size block equals polybench-gen.py's SIZES
# (`--check-c`). Installs nothing.
#
# Usage: scripts/polybench-check-dataset.sh [--size medium|large|extralarge|mini|small]
#            [--timeout SECONDS] [KERNEL...]
#   default size medium, timeout 600 s per command; exit 1 on any mismatch, error or timeout.
#   TESSERA=path/to/tessera (default target/release/tessera, built with cargo if missing);
#   CC overrides the C compiler.
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=medium
TIMEOUT=600
KERNELS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --size) SIZE="${2:-}"; shift 2 ;;
    --timeout) TIMEOUT="${2:-}"; shift 2 ;;
    --*) sed -n '2,/^set -u/p' "$0" | sed 's/^# \{0,1\}//; /^set -u/d' >&2; exit 2 ;;
    *) KERNELS+=("$1"); shift ;;
  esac
done
case "$SIZE" in mini|small|medium|large|extralarge) ;; *) echo "bad --size $SIZE" >&2; exit 2 ;; esac
[[ "$TIMEOUT" =~ ^[1-9][0-9]*$ ]] || { echo "--timeout takes a positive integer" >&2; exit 2; }
CC="${CC:-cc}"
command -v "$CC" > /dev/null || { echo "no C compiler '$CC' found" >&2; exit 1; }
if [ -z "${TESSERA:-}" ]; then
  TESSERA="$ROOT/target/release/tessera"
  if [ ! -x "$TESSERA" ]; then (cd "$ROOT" && cargo build --release -q -p tessera-cli) || exit 1; fi
fi
ALL_KERNELS="$(python3 "$ROOT/scripts/polybench-gen.py" --list)"
if [ ${#KERNELS[@]} -eq 0 ]; then mapfile -t KERNELS <<< "$ALL_KERNELS"; fi
for k in "${KERNELS[@]}"; do
  grep -qx -- "$k" <<< "$ALL_KERNELS" || { echo "unknown kernel $k" >&2; exit 2; }
done
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
fail=0
python3 "$ROOT/scripts/polybench-gen.py" --check-c || fail=1
python3 "$ROOT/scripts/polybench-gen.py" --dataset "$SIZE" --out "$TMP/mlir" "${KERNELS[@]}" > /dev/null || exit 1
n_exact=0; n_tol=0; n_bad=0
for k in "${KERNELS[@]}"; do
  if ! timeout "$TIMEOUT" "$CC" -O0 "-D${SIZE^^}_DATASET" -o "$TMP/ref" "$ROOT/tests/corpus/polybench/c/$k.c" -lm 2> "$TMP/err"; then
    echo "$k: FAIL: $CC -O0: $(head -c 400 "$TMP/err")"; fail=1; n_bad=$((n_bad + 1)); continue
  fi
  timeout "$TIMEOUT" "$TMP/ref" > "$TMP/ref.txt" 2> "$TMP/err"
  rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "$k: FAIL: C reference (status $rc$([ "$rc" -eq 124 ] && echo ', timeout'))"; fail=1; n_bad=$((n_bad + 1)); continue
  fi
  timeout "$TIMEOUT" "$TESSERA" run "$TMP/mlir/$k.mlir" --entry main > "$TMP/jit.txt" 2> "$TMP/err"
  rc=$?
  if [ "$rc" -ne 0 ]; then
    echo "$k: FAIL: tessera run (status $rc$([ "$rc" -eq 124 ] && echo ', timeout')): $(head -c 400 "$TMP/err")"; fail=1; n_bad=$((n_bad + 1)); continue
  fi
  verdict=$(python3 - "$TMP/ref.txt" "$TMP/jit.txt" <<'PY'
import sys
ref = [l.split() for l in open(sys.argv[1]) if l.strip()]
got = [l.split() for l in open(sys.argv[2]) if l.strip() and not l.startswith("result")]
if len(ref) != len(got) or any(len(r) != 2 or len(g) != 2 for r, g in zip(ref, got)):
    print("MISMATCH (%d C checksums, %d JIT checksums)" % (len(ref), len(got)))
    sys.exit()
worst = 0.0
exact = True
for (name, a), (_, b) in zip(ref, got):
    x, y = float(a), float(b)
    if a != b:
        exact = False
        worst = max(worst, abs(x - y) / max(abs(x), abs(y), 1e-300))
if exact:
    print("exact")
elif worst <= 1e-9:
    print("tolerance %.2g" % worst)
else:
    print("MISMATCH (worst relative difference %.3g)" % worst)
PY
)
  case "$verdict" in
    exact) n_exact=$((n_exact + 1)) ;;
    tolerance*) n_tol=$((n_tol + 1)) ;;
    *) fail=1; n_bad=$((n_bad + 1)) ;;
  esac
  echo "$k: $verdict"
done
echo "${SIZE^^}: ${#KERNELS[@]} kernels: $n_exact exact, $n_tol within tolerance, $n_bad failed"
exit "$fail"
