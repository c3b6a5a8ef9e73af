#!/usr/bin/env bash
# Privatisation (value-based dataflow) on PolyBench: the kernels whose `affine-optimize` output
# changes with `dataflow=true`, C backend, 1 and 2 threads, best of RUNS warm runs of @main
# (init + kernel), each row's checksums compared with the original's by `tessera bench`.
#
#   scripts/bench-privatize.sh [--runs K] [--dataset large] [--out DIR] [KERNEL...]
#
# Rows: the original; `affine-optimize`; `affine-optimize{dataflow=true}`; and
# `affine-parallelize` / `affine-parallelize{privatize=true}` on the input as written.
# Both constant-size files (scripts/polybench-gen.py) and Polygeist-style twins
# (scripts/polygeist-gen.py) are measured.
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS=5; DATASET=large; OUT=""
KERNELS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --dataset) DATASET="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    *) KERNELS+=("$1"); shift ;;
  esac
done
[ ${#KERNELS[@]} -eq 0 ] && KERNELS=(deriche doitgen gramschmidt ludcmp symm)
T="${TESSERA:-$ROOT/target/release/tessera}"
DIR="${OUT:-$(mktemp -d)}"
mkdir -p "$DIR/const" "$DIR/pg"
python3 "$ROOT/scripts/polybench-gen.py" --dataset "$DATASET" --out "$DIR/const" "${KERNELS[@]}" > /dev/null || exit 1
python3 "$ROOT/scripts/polygeist-gen.py" --dataset "$DATASET" --out "$DIR/pg" "${KERNELS[@]}" > /dev/null || exit 1
for k in "${KERNELS[@]}"; do
  for c in const pg; do
    for th in 1 2; do
      echo "== $c/$k threads=$th"
      "$T" bench "$DIR/$c/$k.mlir" --backend c --no-bounds-checks --runs "$RUNS" --threads "$th" \
        --passes affine-optimize --passes 'affine-optimize{dataflow=true}' \
        --passes affine-parallelize --passes 'affine-parallelize{privatize=true}' 2>&1 \
        | grep -E "^(original|p[0-9])" | grep -v ":"
    done
  done
done
