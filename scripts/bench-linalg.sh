#!/usr/bin/env bash
# Linalg tiling and fusion, measured in one `tessera bench` run per program (best of several
# warm runs is `min`; ratio = original median / row median):
#   examples/linalg_matmul_chain.mlir  fill + matmul + bias/ReLU through a temporary
#   examples/linalg_conv.mlir          fill + 3x3 convolution + bias/ReLU through a temporary
# rows: untiled (linalg-to-affine), tiled (linalg-tile), tile-and-fused (linalg-tile-and-fuse),
# tile-and-fused with parallel tile loops (run with --threads T); then the same after
# generalisation and a loop interchange that makes the innermost loop unit-stride.
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
bench() { # FILE ENTRY TILES FUSETILES PERMUTATION
  echo "== $1 @$2 ($BACKEND, --threads $THREADS)"
  g=linalg-generalize-named-ops
  i="linalg-interchange{permutation=$5}"
  "$T" bench "$1" --entry "$2" --runs "$RUNS" --seed 1 --threads "$THREADS" --backend "$BACKEND" --no-bounds-checks \
    --passes "linalg-to-affine" \
    --passes "linalg-tile{tile-sizes=$3}" \
    --passes "linalg-tile-and-fuse{tile-sizes=$4}" \
    --passes "linalg-tile-and-fuse{tile-sizes=$4 parallel=true}" \
    --passes "$g,$i" \
    --passes "$g,linalg-tile{tile-sizes=$3},$i" \
    --passes "$g,linalg-tile-and-fuse{tile-sizes=$4},$i" \
    --passes "$g,linalg-tile-and-fuse{tile-sizes=$4 parallel=true},$i"
  echo
}
# matmul (i, j, k) -> (i, k, j): the innermost loop becomes unit-stride (vectorised by the JIT),
# each C[i][j] still accumulates k in order (bit-identical). conv_2d_nhwc_hwcf
# (n, oh, ow, f, kh, kw, c) -> (n, oh, ow, kh, kw, c, f): the same for the output channel.
bench examples/linalg_matmul_chain.mlir chain 32,64,64 32,64 0,2,1
bench examples/linalg_conv.mlir conv_bias_relu 1,8,16,32 1,8,16,32 0,1,2,4,5,6,3
