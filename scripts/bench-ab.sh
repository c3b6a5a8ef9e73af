#!/usr/bin/env bash
# Two pass pipelines against each other on PolyBench kernels, in interleaved rounds: each
# round is one `tessera bench` run that times the original module, the output of pipeline A
# and the output of pipeline B (in that order, same process, same backend) and compares their
# checksums with the original's; ROUNDS rounds, the best (min) time of each over all rounds.
# Kernels whose A and B outputs are identical are listed as such and not timed.
#
# Printed: a markdown row per kernel (seconds; A/B > 1: B is faster; `ok` when both outputs'
# checksums equal the original's in every round), then the geometric mean of A/B over the
# kernels timed.
#
# Usage: scripts/bench-ab.sh --a PIPELINE --b PIPELINE [--size large|...] [--style polygeist]
#            [--threads T] [--rounds R] [--runs K] [--backend c|jit] KERNEL...
#   e.g. scripts/bench-ab.sh --a 'affine-optimize{tile-model=false}' --b affine-optimize \
#            --threads 2 --rounds 5 covariance trmm
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=large; THREADS=1; ROUNDS=5; RUNS=3; BACKEND=c; GEN=polybench-gen.py; A=""; B=""
KERNELS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --a) A="$2"; shift 2 ;;
    --b) B="$2"; shift 2 ;;
    --size) SIZE="$2"; shift 2 ;;
    --style) [ "$2" = polygeist ] && GEN=polygeist-gen.py; shift 2 ;;
    --threads) THREADS="$2"; shift 2 ;;
    --rounds) ROUNDS="$2"; shift 2 ;;
    --runs) RUNS="$2"; shift 2 ;;
    --backend) BACKEND="$2"; shift 2 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) KERNELS+=("$1"); shift ;;
  esac
done
[ -n "$A" ] && [ -n "$B" ] && [ ${#KERNELS[@]} -gt 0 ] || {
  echo "usage: $0 --a PIPELINE --b PIPELINE [options] KERNEL..." >&2; exit 2; }
TESSERA="${TESSERA:-$ROOT/target/release/tessera}"
[ -x "$TESSERA" ] || { echo "build first: cargo build --release -p tessera-cli (or set TESSERA=)" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
python3 "$ROOT/scripts/$GEN" --dataset "$SIZE" --out "$TMP" "${KERNELS[@]}" > /dev/null || exit 1
echo "A: $A; B: $B; $SIZE, $GEN, $ROUNDS rounds of best of $RUNS, $THREADS thread(s), backend $BACKEND, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
echo "| kernel | orig | A | B | A/B | checksums |"
echo "|---|---:|---:|---:|---:|---|"
LOGS=()
for k in "${KERNELS[@]}"; do
  f="$TMP/$k.mlir"
  wrap() { case "$1" in builtin.module*) echo "$1" ;; *) echo "builtin.module($1)" ;; esac; }
  if ! "$TESSERA" opt --pass-pipeline="$(wrap "$A")" "$f" -o "$TMP/$k.a.mlir" 2> "$TMP/err" ||
     ! "$TESSERA" opt --pass-pipeline="$(wrap "$B")" "$f" -o "$TMP/$k.b.mlir" 2> "$TMP/err"; then
    echo "| $k | error: $(head -c 200 "$TMP/err" | tr '\n' ' ') |"; continue
  fi
  if cmp -s "$TMP/$k.a.mlir" "$TMP/$k.b.mlir"; then
    echo "| $k | | | | same output | |"; continue
  fi
  : > "$TMP/$k.rounds"
  for _ in $(seq "$ROUNDS"); do
    "$TESSERA" bench "$f" --entry main --backend "$BACKEND" --no-bounds-checks --runs "$RUNS" \
      --threads "$THREADS" --passes "$A" --passes "$B" >> "$TMP/$k.rounds" 2> "$TMP/err" ||
      { echo "| $k | error: $(head -c 200 "$TMP/err" | tr '\n' ' ') |"; continue 2; }
  done
  # Rows: `original MEDIAN MIN MAX COMPILE`, `p1|p2 MEDIAN MIN MAX COMPILE RATIO identical|...`.
  row=$(python3 - "$TMP/$k.rounds" "$k" <<'PY'
import math, re, sys
unit = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9}
best = {"original": math.inf, "p1": math.inf, "p2": math.inf}
same = True
for line in open(sys.argv[1]):
    name = line.split(" ", 1)[0]
    if name not in best:
        continue
    v = re.findall(r"([0-9.]+) (s|ms|us|µs|ns)\b", line)
    best[name] = min(best[name], float(v[1][0]) * unit[v[1][1]])
    if name != "original" and "identical" not in line:
        same = False
o, a, b = best["original"], best["p1"], best["p2"]
print("| %s | %.4g | %.4g | %.4g | %.3f | %s |" % (sys.argv[2], o, a, b, a / b, "ok" if same else "DIFFERENT"))
print("#", math.log(a / b))
PY
)
  echo "$row" | head -1
  LOGS+=("$(echo "$row" | tail -1 | cut -c3-)")
done
if [ ${#LOGS[@]} -gt 0 ]; then
  python3 -c "import math,sys; v=[float(x) for x in sys.argv[1:]]; print('| geomean A/B | | | | %.3f (%d) | |' % (math.exp(sum(v)/len(v)), len(v)))" "${LOGS[@]}"
fi
