#!/usr/bin/env bash
# What each JIT loop optimisation gains: times PolyBench kernels (MEDIUM by default, generated
# by scripts/polybench-gen.py into a temporary directory) and naive gemm (f64, N=1000) with
# `tessera bench --seed 1`, once per configuration of TESSERA_JIT_DISABLE:
#   all     every optimisation (versioning, SIMD, unrolling)
#   vonly   TESSERA_JIT_DISABLE=simd,unroll (versioning alone)
#   nosimd  TESSERA_JIT_DISABLE=simd
#   nounr   TESSERA_JIT_DISABLE=unroll
#   nover   TESSERA_JIT_DISABLE=version (the plain loops: no versioning at all)
# and prints, per kernel, the best (minimum) run of each configuration in ms.
#
#   scripts/bench-jit-loops.sh [DATASET] [RUNS] [KERNEL...]
#
# TESSERA=path/to/tessera overrides the binary (default: a release build, built if missing).
set -euo pipefail
DATASET=${1:-medium}
RUNS=${2:-10}
shift $(( $# > 2 ? 2 : $# ))
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z "${TESSERA:-}" ]]; then
  (cd "$ROOT" && cargo build --release -q -p tessera-cli)
  TESSERA="$ROOT/target/release/tessera"
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
python3 "$ROOT/scripts/polybench-gen.py" --dataset "$DATASET" --out "$TMP" "$@" >/dev/null
N=1000
bash "$ROOT/scripts/gemm-mlir.sh" "$N" kernel_gemm_naive > "$TMP/gemm-naive.mlir"
best() { # FILE ENTRY DISABLE -> best run in ms
  TESSERA_JIT_DISABLE="$3" "$TESSERA" bench "$1" --entry "$2" --seed 1 --runs "$RUNS" 2>/dev/null \
    | sed -n 's/.*(min \([0-9.]*\) \([mun]*s\),.*/\1 \2/p' \
    | awk '{ v=$1; if ($2=="s") v*=1000; if ($2=="us") v/=1000; if ($2=="ns") v/=1e6; printf "%.3f", v }'
}
printf "%-16s %10s %10s %10s %10s %10s\n" kernel all vonly nosimd nounr nover
for f in "$TMP"/*.mlir; do
  k=$(basename "$f" .mlir)
  entry="kernel_$(echo "$k" | tr '-' '_')"
  [[ $k == gemm-naive ]] && entry=kernel_gemm_naive
  printf "%-16s %10s %10s %10s %10s %10s\n" "$k" "$(best "$f" "$entry" "")" \
    "$(best "$f" "$entry" simd,unroll)" "$(best "$f" "$entry" simd)" \
    "$(best "$f" "$entry" unroll)" "$(best "$f" "$entry" version)"
done
