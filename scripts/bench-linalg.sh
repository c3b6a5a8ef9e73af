#!/usr/bin/env bash
# Linalg tiling and fusion, measured in one `tessera bench` run per program (best of several
# warm runs is `min`; ratio = original median / row median):
#   examples/linalg_matmul_chain.mlir  fill + matmul + bias/ReLU through a temporary
#   examples/linalg_conv.mlir          fill + 3x3 convolution + bias/ReLU through a temporary
# rows: untiled (linalg-to-affine), tiled (linalg-tile), tile-and-fused (linalg-tile-and-fuse),
# tile-and-fused with parallel tile loops (run with --threads T).
# Usage: scripts/bench-linalg.sh [--runs K] [--threads T] [--backend jit|c]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=10; THREADS=2; BACKEND=jit
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift 2 ;;
    --threads) THREADS=$2; shift 2 ;;
    --backend) BACKEND=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
cargo build -q --release -p tessera-cli
T=target/release/tessera
bench() { # FILE ENTRY TILES FUSETILES
  echo "== $1 @$2 ($BACKEND, --threads $THREADS)"
  "$T" bench "$1" --entry "$2" --runs "$RUNS" --seed 1 --threads "$THREADS" --backend "$BACKEND" --no-bounds-checks \
    --passes "linalg-to-affine" \
    --passes "linalg-tile{tile-sizes=$3}" \
    --passes "linalg-tile-and-fuse{tile-sizes=$4}" \
    --passes "linalg-tile-and-fuse{tile-sizes=$4 parallel=true}"
  echo
}
bench examples/linalg_matmul_chain.mlir matmul_chain 32,64,64 32,64
bench examples/linalg_conv.mlir conv_bias_relu 1,8,16,32 1,8,16,32
