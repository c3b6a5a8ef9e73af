#!/usr/bin/env bash
# The ablation table of `affine-optimize`: what each step buys. For each kernel (PolyBench
# LARGE by default, constant sizes; `--polygeist` for the Polygeist-style twins with sizes as
# arguments), one `tessera bench` run times the original module and the module after each
# variant of the pipeline below, all on the same backend (C by default) in the same process,
# best (min) of K warm runs, and checks each variant's checksums against the original's:
#
#   O        affine-optimize (the default pipeline: guard, intra-tile order, tile sizes from
#            the cache model)
#   -model   affine-optimize{tile-model=false}   (tiles of 32)
#   -intra   affine-optimize{intra-tile=false}   (the schedule's point-loop order)
#   -tile    affine-optimize{tile=false}         (no tiling)
#   -guard   affine-optimize{guard=false}        (every schedule kept)
#   +sep     affine-optimize{full-tiles=true}    (full/partial tile separation)
#   +uj4     affine-optimize{unroll-jam=4}       (register tiling in full tiles)
#   t16/t64  affine-optimize{tile-sizes=16|64}   (other fixed tile sizes)
#   +diam    affine-optimize{diamond=true}       (diamond tiling of stencil bands)
#
# Printed: one markdown row per kernel with the speedup of each variant over the original
# (original min time / variant min time) and `ok` when every variant's checksums equal the
# original's (`NO` names the variant otherwise). The last row is the geometric mean.
#
# Usage: scripts/ablation-table.sh [--size large|medium|...] [--runs K] [--threads T]
#            [--backend c|jit] [--polygeist] [KERNEL...]
#   default kernels: gemm 2mm syrk covariance doitgen jacobi-2d fdtd-2d heat-3d
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=large; RUNS=3; THREADS=1; BACKEND=c; GEN=polybench-gen.py
KERNELS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --size) SIZE="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --threads) THREADS="$2"; shift 2 ;;
    --backend) BACKEND="$2"; shift 2 ;;
    --polygeist) GEN=polygeist-gen.py; shift ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) KERNELS+=("$1"); shift ;;
  esac
done
[ ${#KERNELS[@]} -gt 0 ] || KERNELS=(gemm 2mm syrk covariance doitgen jacobi-2d fdtd-2d heat-3d)
TESSERA="${TESSERA:-$ROOT/target/release/tessera}"
[ -x "$TESSERA" ] || { echo "build first: cargo build --release -p tessera-cli (or set TESSERA=)" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
python3 "$ROOT/scripts/$GEN" --dataset "$SIZE" --out "$TMP" "${KERNELS[@]}" > /dev/null || exit 1
NAMES=(O -model -intra -tile -guard +sep +uj4 t16 t64 +diam)
PIPES=("affine-optimize" "affine-optimize{tile-model=false}" "affine-optimize{intra-tile=false}" "affine-optimize{tile=false}"
  "affine-optimize{guard=false}" "affine-optimize{full-tiles=true}" "affine-optimize{unroll-jam=4}"
  "affine-optimize{tile-sizes=16}" "affine-optimize{tile-sizes=64}" "affine-optimize{diamond=true}")
echo "ablation: $SIZE, $GEN, best of $RUNS warm runs, $THREADS thread(s), backend $BACKEND, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
printf '| kernel |'; for n in "${NAMES[@]}"; do printf ' %s |' "$n"; done; printf ' checksums |\n|---|'
for _ in "${NAMES[@]}"; do printf -- '---:|'; done; printf -- '---|\n'
declare -A LOGSUM; declare -A COUNT
for k in "${KERNELS[@]}"; do
  f="$TMP/$k.mlir"
  args=()
  for p in "${PIPES[@]}"; do args+=(--passes "$p"); done
  if ! "$TESSERA" bench "$f" --backend "$BACKEND" --no-bounds-checks --runs "$RUNS" \
      --threads "$THREADS" "${args[@]}" > "$TMP/out" 2> "$TMP/err"; then
    echo "| $k | error: $(head -c 200 "$TMP/err" | tr '\n' ' ') |"; continue
  fi
  # Rows: `original MEDIAN MIN MAX COMPILE`, `pK MEDIAN MIN MAX COMPILE RATIO same|DIFFERENT`.
  python3 - "$TMP/out" "$k" "${NAMES[@]}" > "$TMP/row" <<'PY'
import re, sys
out, k, names = sys.argv[1], sys.argv[2], sys.argv[3:]
unit = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}
def mins(line):
    v = re.findall(r"([0-9.]+) (s|ms|us|ns)\b", line)
    return float(v[1][0]) * unit[v[1][1]]
orig, rows, bad = None, [], []
for line in open(out):
    if line.startswith("original"):
        orig = mins(line)
    m = re.match(r"p(\d+)\s", line)
    if m:
        rows.append(mins(line))
        if "identical" not in line:
            bad.append(names[int(m.group(1)) - 1])
cells = ["%.2f" % (orig / t) for t in rows]
print("| %s | %s | %s |" % (k, " | ".join(cells), "ok" if not bad else "NO: " + ", ".join(bad)))
print("#", " ".join("%.6f" % (orig / t) for t in rows))
PY
  grep -v '^#' "$TMP/row"
  read -r -a sp <<< "$(grep '^#' "$TMP/row" | cut -c3-)"
  for i in "${!sp[@]}"; do
    LOGSUM[$i]=$(python3 -c "import math; print(${LOGSUM[$i]:-0} + math.log(${sp[$i]}))")
    COUNT[$i]=$(( ${COUNT[$i]:-0} + 1 ))
  done
done
printf '| geomean |'
for i in "${!NAMES[@]}"; do
  if [ -n "${COUNT[$i]:-}" ]; then python3 -c "import math; print(' %.2f |' % math.exp(${LOGSUM[$i]} / ${COUNT[$i]}), end='')"; else printf ' - |'; fi
done
printf ' |\n'
