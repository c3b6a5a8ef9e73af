#!/usr/bin/env bash
# Times `tessera opt FILE -o /dev/null` against `mlir-opt FILE -o /dev/null` on the generated
# affine module of the parse/print benchmark (benches/ir_gen, written by `examples/ir_gen.rs`)
# and prints the ratio. Uses hyperfine when installed, else a loop timed with `date +%s.%N`.
#
# Usage: scripts/bench-parse-vs-mlir-opt.sh [MEGABYTES] [RUNS]   (defaults: 8, 5)
# Env:   MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt)
set -eu
cd "$(dirname "$0")/.."
MB=${1:-8}
RUNS=${2:-5}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
cargo build -q --release -p tessera-cli
cargo build -q --release --example ir_gen
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
file="$tmp/generated.mlir"
target/release/examples/ir_gen "$file" "$MB"
bytes=$(wc -c < "$file")
echo "generated $file: $bytes bytes"
T=target/release/tessera
"$T" opt "$file" -o /dev/null
"$MLIR_OPT" "$file" -o /dev/null
if command -v hyperfine > /dev/null; then
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$tmp/h.json" \
    "$T opt $file -o /dev/null" "$MLIR_OPT $file -o /dev/null"
  read -r t_ours t_mlir < <(python3 -c "import json,sys; r=json.load(open('$tmp/h.json'))['results']; print(r[0]['mean'], r[1]['mean'])")
else
  time_cmd() {
    local best=""
    for _ in $(seq "$RUNS"); do
      local s e d
      s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N)
      d=$(echo "$e - $s" | bc -l)
      if [ -z "$best" ] || [ "$(echo "$d < $best" | bc -l)" = 1 ]; then best=$d; fi
    done
    echo "$best"
  }
  t_ours=$(time_cmd "$T" opt "$file" -o /dev/null)
  t_mlir=$(time_cmd "$MLIR_OPT" "$file" -o /dev/null)
  echo "best of $RUNS runs (no hyperfine)"
fi
python3 - "$bytes" "$t_ours" "$t_mlir" <<'PY'
import sys
b, t, m = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
print(f"tessera opt: {t:.3f} s ({b / t / 1e6:.1f} MB/s)")
print(f"mlir-opt:    {m:.3f} s ({b / m / 1e6:.1f} MB/s)")
print(f"ratio tessera/mlir-opt: {t / m:.2f}")
PY
