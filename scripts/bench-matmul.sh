#!/usr/bin/env bash
# Naive i-j-k gemm (f64, N=1024 by default; the input of scripts/bench-gemm-vs-c.sh) through
# tessera's JIT, before and after `affine-matmul-opt`, one row per option set: median time and
# GFLOP/s (2·N³ flops). The first row is the naive nest; the others are the pass's output with
# the model's sizes (the host's vector width: the JIT scalarises vectors wider than 128 bits),
# with `vector-width=2` (Cranelift's native 128-bit SIMD; `registers=16`: the registers such
# code addresses), with `fma` (one rounding per multiply-add) and with two threads.
#
#   scripts/bench-matmul.sh [N] [RUNS]
#
# TESSERA=path/to/tessera overrides the binary (default: a release build, built if missing).
# BOUNDS=1 keeps the JIT's bounds checks (default: --no-bounds-checks, as C). Installs nothing.
set -euo pipefail
N=${1:-1024}
RUNS=${2:-3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z "${TESSERA:-}" ]]; then
  (cd "$ROOT" && cargo build --release -q -p tessera-cli)
  TESSERA="$ROOT/target/release/tessera"
fi
CHECKS=--no-bounds-checks
[[ "${BOUNDS:-0}" == 1 ]] && CHECKS=
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
bash "$ROOT/scripts/gemm-mlir.sh" "$N" > "$TMP/gemm.mlir"
secs() {
  awk '/^run: median/ { v = $3; u = $4; f = (u == "s") ? 1 : (u == "ms") ? 1e-3 : 1e-6; printf "%.9f", v * f }'
}
row() { # label threads [options]
  local label=$1 threads=$2 opts=${3-}
  local file="$TMP/gemm.mlir" sizes="-"
  if [[ $# -ge 3 ]]; then
    file="$TMP/opt.mlir"
    sizes=$("$TESSERA" opt "$TMP/gemm.mlir" --affine-matmul-opt="$opts" -o "$file" 2>&1 |
      sed -n 's/.*contraction optimised: [0-9x]* with //p')
  fi
  local out s
  out=$("$TESSERA" bench "$file" --entry gemm --runs "$RUNS" --seed 1 --threads "$threads" $CHECKS)
  s=$(echo "$out" | secs)
  awk -v l="$label" -v t="$threads" -v s="$s" -v n="$N" -v z="$sizes" \
    'BEGIN { printf "%-40s %7s %10.4f %8.2f  %s\n", l, t, s, 2 * n * n * n / s / 1e9, z }'
}
echo "gemm f64 N=$N, JIT ${CHECKS:-(bounds checks on)}, median of $RUNS runs after 1 warm-up"
printf '%-40s %7s %10s %8s  %s\n' "variant" threads "seconds" "GFLOP/s" "sizes"
row "naive i-j-k" 1
row "matmul-opt (model)" 1 ""
row "matmul-opt{vector-width=2}" 1 "vector-width=2"
row "matmul-opt{vector-width=2 registers=16}" 1 "vector-width=2 registers=16"
row "matmul-opt{vector-width=2 registers=16}" 2 "vector-width=2 registers=16"
row "matmul-opt{vector-width=2 registers=16 fma}" 1 "vector-width=2 registers=16 fma"
