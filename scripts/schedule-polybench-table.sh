#!/usr/bin/env bash
# Per-kernel table of `tessera schedule` on the PolyBench corpus: statements, dependence
# polyhedra, bands (tiled or not), parallel schedule dimensions, loops generated, scheduling
# time (release build), and whether mlir-opt 22 accepts the output (if it is installed).
# The hyperplanes of each kernel are written to $OUT/<kernel>.txt (isl notation).
#
# Usage: scripts/schedule-polybench-table.sh [--size mini|small] [--out DIR] [-- extra tessera schedule flags]
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
. "$ROOT/scripts/tools.sh"
SIZE=small
OUT="$(mktemp -d)"
while [ $# -gt 0 ]; do
  case "$1" in
    --size) SIZE="$2"; shift 2 ;;
    --out) OUT="$2"; mkdir -p "$OUT"; shift 2 ;;
    --) shift; break ;;
    *) echo "unknown argument $1" >&2; exit 1 ;;
  esac
done
TESSERA="${TESSERA:-$ROOT/target/release/tessera}"
[ -x "$TESSERA" ] || { echo "build first: cargo build --release (or set TESSERA=)" >&2; exit 1; }
MLIR_OPT="${MLIR_BIN:-/usr/lib/llvm-22/bin}/mlir-opt"
printf "| kernel | stmts | deps | bands | parallel dims | for/parallel/if | time (ms) | mlir-opt |\n|---|---:|---:|---|---|---|---:|---|\n"
total=0
for f in "$ROOT/tests/corpus/polybench/$SIZE"/*.mlir; do
  k=$(basename "$f" .mlir)
  fn="kernel_${k//-/_}"
  err="$OUT/$k.txt"
  "$TESSERA" schedule "$f" --function "$fn" --print-schedule "$@" -o "$OUT/$k.mlir" 2> "$err"
  stmts=0; deps=0; ms=0; bands=""; par=""; gen=""
  while read -r line; do
    case "$line" in
      *"statements,"*)
        s=$(echo "$line" | sed -E 's/.*: ([0-9]+) statements, ([0-9]+) dependence.*in ([0-9.]+) ms.*/\1 \2 \3/')
        read -r a b c <<< "$s"; stmts=$((stmts + a)); deps=$((deps + b)); ms=$(echo "$ms + $c" | bc) ;;
      "band "*) bands="$bands${bands:+; }$(echo "$line" | sed -E 's/band [0-9]+: //')" ;;
      "parallel: "*) par="$par${par:+; }${line#parallel: }" ;;
      "generated: "*) gen="$gen${gen:+; }$(echo "${line#generated: }" | sed -E 's/ affine\.(for|parallel|if)//g; s/, /\//g')" ;;
    esac
  done < "$err"
  kept=$(grep -c "kept in its original order" "$err")
  [ "$kept" -gt 0 ] && gen="$gen (kept: $kept)"
  acc=n/a
  if [ -x "$MLIR_OPT" ]; then
    if "$MLIR_OPT" "$OUT/$k.mlir" > /dev/null 2>&1; then acc=ok; else acc=REJECTED; fi
  fi
  total=$(echo "$total + $ms" | bc)
  printf "| %s | %s | %s | %s | %s | %s | %.1f | %s |\n" "$k" "$stmts" "$deps" "${bands:--}" "${par:--}" "${gen:--}" "$ms" "$acc"
done
echo
echo "total scheduling time: $total ms (hyperplanes and schedules in $OUT/*.txt)"
