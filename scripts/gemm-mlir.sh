#!/usr/bin/env bash
# Prints the naive i-j-k gemm the benchmark scripts time: f64, N×N,
# C[i][j] = C[i][j] + A[i][k] * B[k][j], as one func.func (default name gemm).
#
#   scripts/gemm-mlir.sh N [FUNCTION]
set -euo pipefail
N=${1:?usage: gemm-mlir.sh N [FUNCTION]}
F=${2:-gemm}
[[ "$N" =~ ^[1-9][0-9]*$ ]] || { echo "N must be a positive integer" >&2; exit 2; }
T="memref<${N}x${N}xf64>"
cat <<MLIR
func.func @$F(%A: $T, %B: $T, %C: $T) {
  affine.for %i = 0 to $N {
    affine.for %j = 0 to $N {
      affine.for %k = 0 to $N {
        %a = affine.load %A[%i, %k] : $T
        %b = affine.load %B[%k, %j] : $T
        %c = affine.load %C[%i, %j] : $T
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : $T
      }
    }
  }
  return
}
MLIR
