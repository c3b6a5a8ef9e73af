#!/usr/bin/env bash
# The scheduler benchmark: PolyBench/C 4.2 kernels at a chosen dataset (default LARGE), each
# measured as the best (minimum) of K warm runs:
#
#   orig      the original module through tessera's JIT (or --backend c), 1 thread
#   sched1    the module after $PASSES (default affine-auto-schedule), same backend, 1 thread
#   schedT    the same scheduled module, same backend, --threads T (default 2)
#   cc        the C reference, `$CC -O3 -march=native`
#   polly     the C reference, `$CLANG -O3 -march=native -mllvm -polly`
#   pollypar  `$CLANG -O3 -march=native -mllvm -polly -mllvm -polly-parallel -fopenmp`,
#             run with OMP_NUM_THREADS=T
#
# and prints one markdown table with the ratios (a ratio > 1 means the tessera schedule is faster)
#
#   orig/sched1, orig/schedT        what the schedule gains over the original in the JIT
#   cc/sched1, polly/sched1         sequential schedule vs the sequential C builds
#   pollypar/schedT                 parallel schedule vs Polly's parallel build, both T threads
#
# followed by the geometric mean of each ratio column (over the kernels where both sides have a
# time). `--tsv FILE` writes the same rows as tab-separated values (times in seconds as measured,
# ratios to 4 decimals; the last row holds the geomeans).
#
# What is timed (see tests/corpus/polybench/README.md, "Timing"):
#   --entry main (default)  the JIT times `tessera bench FILE --entry main`: init_array and the
#                           kernel, on the PolyBench initial values. The C columns use the same
#                           span: `time-init + time` from the -DPOLYBENCH_TIME binary.
#   --entry kernel          the JIT times @kernel_<name> alone, on seeded inputs
#                           (`tessera bench --seed 1`); the C columns use `time` (the kernel call
#                           alone, on PolyBench's initial values). Floating-point timing does
#                           not depend on the values on x86-64 except for subnormals.
#
# Checks:
#   - `tessera bench --passes` reports whether the scheduled module's checksums are identical to
#     the original's (1 thread): column `same` (yes / NO).
#   - the scheduled module run once with --threads T (`tessera run`, --entry main only) against
#     the checksums of the cc -O3 build, in argument order (the printed module names its
#     arguments %arg0...), relative tolerance 1e-9 (README, "Tolerance"):
#     column `checkT` (ok / NO / n/a). gramschmidt's checksums are not stable under changes of
#     rounding (README): a difference there reads `unstable`, not NO.
# The script exits 0 whenever it could print the table; read `same` and `checkT`.
#
# Every command runs under `timeout SECONDS` (default 300); a timed-out cell says `timeout`, a
# failed one `error` (the message goes to the log in --log, default stderr). A missing tool
# (clang-19, OpenMP runtime) says so once and its columns read `n/a`. Installs nothing:
#   apt-get update; apt-get install -y clang-19 libomp-19-dev
#
# Usage:
#   scripts/bench-schedule-polybench.sh [--size mini|small|medium|large|extralarge] [--runs K]
#       [--threads T] [--timeout S] [--tsv FILE] [--entry main|kernel] [--original-only]
#       [--no-c] [--bounds-checks] [--backend jit|c] [KERNEL...]
#   --backend c       run the tessera columns through the C backend (`tessera bench --backend c`:
#                     C emitted by tessera, compiled with $CC -O3 -march=native -fopenmp) instead
#                     of the Cranelift JIT
#   --original-only   time only the original module in the JIT (for choosing a dataset size:
#                     how long each kernel takes); the table then has kernel, orig, wall
#   --no-c            skip the three C columns
#   --bounds-checks   keep the JIT's memref bounds checks (default: `tessera bench
#                     --no-bounds-checks`, like the C builds; every module is first validated:
#                     the `same` column compares checksums of original and scheduled runs, and
#                     the scheduler's outputs are checked in the interpreter by the test suite)
# Environment:
#   PASSES   the schedule pipeline for `tessera bench --passes` / `tessera opt --passes`
#            (default affine-auto-schedule; e.g. PASSES=affine-parallelize)
#   TESSERA  the tessera binary (default target/release/tessera, built with cargo if missing)
#   CC, CLANG  C compilers (default cc, clang-19)
# Timings are noisy when other work runs on the machine; the script prints the load average.
set -u
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SIZE=large
RUNS=3
THREADS=2
TIMEOUT=300
TSV=""
ENTRY=main
ORIG_ONLY=0
NO_C=0
CHECKS=(--no-bounds-checks)
BACKEND=jit
KERNELS=()
usage() { sed -n '2,/^set -u/p' "$0" | sed 's/^# \{0,1\}//; /^set -u/d' >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --size) SIZE="${2:-}"; shift 2 ;;
    --runs) RUNS="${2:-}"; shift 2 ;;
    --threads) THREADS="${2:-}"; shift 2 ;;
    --timeout) TIMEOUT="${2:-}"; shift 2 ;;
    --tsv) TSV="${2:-}"; shift 2 ;;
    --entry) ENTRY="${2:-}"; shift 2 ;;
    --original-only) ORIG_ONLY=1; shift ;;
    --no-c) NO_C=1; shift ;;
    --bounds-checks) CHECKS=(); shift ;;
    --backend) BACKEND="${2:-}"; shift 2 ;;
    -h|--help) usage ;;
    --*) echo "unknown option $1" >&2; usage ;;
    *) KERNELS+=("$1"); shift ;;
  esac
done
case "$SIZE" in mini|small|medium|large|extralarge) ;; *) echo "bad --size $SIZE" >&2; exit 2 ;; esac
case "$ENTRY" in main|kernel) ;; *) echo "bad --entry $ENTRY" >&2; exit 2 ;; esac
case "$BACKEND" in jit|c) ;; *) echo "bad --backend $BACKEND" >&2; exit 2 ;; esac
for n in "$RUNS" "$THREADS" "$TIMEOUT"; do
  [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "--runs, --threads, --timeout take a positive integer" >&2; exit 2; }
done
PASSES="${PASSES:-affine-auto-schedule}"
CC="${CC:-cc}"
CLANG="${CLANG:-clang-19}"
if [ -z "${TESSERA:-}" ]; then
  TESSERA="$ROOT/target/release/tessera"
  if [ ! -x "$TESSERA" ]; then
    echo "building $TESSERA (cargo build --release -p tessera-cli)" >&2
    (cd "$ROOT" && cargo build --release -q -p tessera-cli) || exit 1
  fi
fi
ALL_KERNELS="$(python3 "$ROOT/scripts/polybench-gen.py" --list)"
if [ ${#KERNELS[@]} -eq 0 ]; then mapfile -t KERNELS <<< "$ALL_KERNELS"; fi
for k in "${KERNELS[@]}"; do
  grep -qx -- "$k" <<< "$ALL_KERNELS" || { echo "unknown kernel $k" >&2; exit 2; }
done
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
python3 "$ROOT/scripts/polybench-gen.py" --dataset "$SIZE" --out "$TMP/mlir" "${KERNELS[@]}" > /dev/null || exit 1
DEFINE="-D${SIZE^^}_DATASET"

# Which C columns can run.
HAVE_CC=0; HAVE_POLLY=0; HAVE_PP=0
if [ "$ORIG_ONLY" -eq 0 ] && [ "$NO_C" -eq 0 ]; then
  printf 'int main(void){return 0;}\n' > "$TMP/probe.c"
  if command -v "$CC" > /dev/null; then HAVE_CC=1; else echo "note: no C compiler '$CC': column cc skipped" >&2; fi
  if command -v "$CLANG" > /dev/null \
      && "$CLANG" -O3 -mllvm -polly -o "$TMP/probe" "$TMP/probe.c" 2> /dev/null; then
    HAVE_POLLY=1
    if "$CLANG" -O3 -mllvm -polly -mllvm -polly-parallel -fopenmp -o "$TMP/probe" "$TMP/probe.c" 2> /dev/null; then
      HAVE_PP=1
    else
      echo "note: '$CLANG -fopenmp' fails (no OpenMP runtime? apt-get install -y libomp-19-dev): column pollypar skipped" >&2
    fi
  else
    echo "note: no '$CLANG' with Polly (apt-get install -y clang-19): columns polly, pollypar skipped" >&2
  fi
fi

. "$ROOT/scripts/best-time.sh"  # to_secs

# run_limited OUT ERR CMD...: run with the timeout; prints nothing, returns the status (124 = timeout).
run_limited() {
  local out="$1" err="$2"; shift 2
  timeout --kill-after=10 "$TIMEOUT" "$@" > "$out" 2> "$err"
}
# status_word RC: "timeout" for 124/137, else "error".
status_word() { if [ "$1" -eq 124 ] || [ "$1" -eq 137 ]; then echo timeout; else echo error; fi; }
log_failure() { echo "[$1] $2 failed (status $3): $(head -c 600 "$4")" >&2; }

# c_time BIN LABEL: best of RUNS runs of a -DPOLYBENCH_TIME binary (time-init + time for
# --entry main, time for --entry kernel); leaves the first run's stdout in $TMP/c.out.
c_time() {
  local bin="$1" label="$2" best="" r t
  for r in $(seq 1 "$RUNS"); do
    run_limited "$TMP/c.run" "$TMP/c.err" env OMP_NUM_THREADS="$THREADS" "$bin"
    local rc=$?
    if [ "$rc" -ne 0 ]; then
      log_failure "$k" "$label" "$rc" "$TMP/c.err"; status_word "$rc"; return
    fi
    [ "$r" -eq 1 ] && cp "$TMP/c.run" "$TMP/c.out"
    if [ "$ENTRY" = main ]; then
      t=$(awk '$1 == "time-init" { i = $2 } $1 == "time" { k = $2 } END { if (k == "") print "error"; else printf "%.9f", i + k }' "$TMP/c.err")
    else
      t=$(awk '$1 == "time" { k = $2 } END { if (k == "") print "error"; else printf "%.9f", k }' "$TMP/c.err")
    fi
    [ "$t" = error ] && { echo error; return; }
    best=$(awk -v a="$best" -v b="$t" 'BEGIN { if (a == "" || b + 0 < a + 0) print b; else print a }')
  done
  echo "$best"
}
# c_column LABEL COMPILER FLAGS...: compile the C reference and time it; echoes the time word.
c_column() {
  local label="$1"; shift
  run_limited "$TMP/cc.out" "$TMP/cc.err" "$@" -DPOLYBENCH_TIME "$DEFINE" -o "$TMP/bin" "$ROOT/tests/corpus/polybench/c/$k.c" -lm
  local rc=$?
  if [ "$rc" -ne 0 ]; then
    log_failure "$k" "$label compile" "$rc" "$TMP/cc.err"; status_word "$rc"; return
  fi
  c_time "$TMP/bin" "$label"
}

# Preflight: the pipeline must parse and run on a small module (an unknown pass name would
# otherwise fail every kernel).
if [ "$ORIG_ONLY" -eq 0 ] && ! "$TESSERA" opt "$ROOT/tests/corpus/polybench/mini/gemm.mlir" --passes "$PASSES" > /dev/null 2> "$TMP/pre.err"; then
  echo "PASSES='$PASSES' does not run on tests/corpus/polybench/mini/gemm.mlir:" >&2
  head -c 800 "$TMP/pre.err" >&2; echo >&2
  exit 2
fi

HEADER="kernel	orig	sched1	sched$THREADS	cc	polly	pollypar	same	check$THREADS"
[ "$ORIG_ONLY" -eq 1 ] && HEADER="kernel	orig	wall"
: > "$TMP/rows.tsv"
echo "bench-schedule-polybench: ${SIZE^^} dataset, best of $RUNS warm runs, threads $THREADS, entry $ENTRY, backend $BACKEND, timeout ${TIMEOUT}s, PASSES='$PASSES', $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
START_ALL=$(date +%s.%N)
for k in "${KERNELS[@]}"; do
  f="$TMP/mlir/$k.mlir"
  if [ "$ENTRY" = main ]; then
    bench_args=(--entry main --backend "$BACKEND" "${CHECKS[@]}")
  else
    bench_args=(--entry "kernel_${k//-/_}" --seed 1 --backend "$BACKEND" "${CHECKS[@]}")
  fi
  start=$(date +%s.%N)
  if [ "$ORIG_ONLY" -eq 1 ]; then
    if run_limited "$TMP/b.out" "$TMP/b.err" "$TESSERA" bench "$f" "${bench_args[@]}" --runs "$RUNS"; then
      orig=$(awk '/^run: median/ { gsub(",", ""); print $6, $7 }' "$TMP/b.out")
      orig=$(to_secs ${orig:-x x})
    else
      rc=$?; log_failure "$k" "tessera bench" "$rc" "$TMP/b.err"; orig=$(status_word "$rc")
    fi
    wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    printf '%s\t%s\t%s\n' "$k" "$orig" "$wall" >> "$TMP/rows.tsv"
    echo "  $k: orig $orig s (wall ${wall}s)" >&2
    continue
  fi
  # (a) + (b, 1 thread): original and scheduled side by side, with the checksum comparison.
  orig=error; sched1=error; same="-"
  if run_limited "$TMP/b.out" "$TMP/b.err" "$TESSERA" bench "$f" "${bench_args[@]}" --runs "$RUNS" --passes "$PASSES" --threads 1; then
    orig=$(awk '$1 == "original" { print $4, $5 }' "$TMP/b.out"); orig=$(to_secs ${orig:-x x})
    sched1=$(awk '$1 == "transformed" { print $4, $5 }' "$TMP/b.out"); sched1=$(to_secs ${sched1:-x x})
    if grep -q '^checksums: identical' "$TMP/b.out"; then same=yes; else same=NO; fi
  else
    rc=$?; log_failure "$k" "tessera bench --passes" "$rc" "$TMP/b.err"; sched1=$(status_word "$rc")
    # Still time the original on its own.
    if run_limited "$TMP/b.out" "$TMP/b.err" "$TESSERA" bench "$f" "${bench_args[@]}" --runs "$RUNS"; then
      orig=$(awk '/^run: median/ { gsub(",", ""); print $6, $7 }' "$TMP/b.out"); orig=$(to_secs ${orig:-x x})
    else
      rc=$?; log_failure "$k" "tessera bench" "$rc" "$TMP/b.err"; orig=$(status_word "$rc")
    fi
  fi
  # (b, T threads): the scheduled module on its own.
  schedT=error; checkT=n/a
  if run_limited "$TMP/sched.mlir" "$TMP/o.err" "$TESSERA" opt "$f" --passes "$PASSES"; then
    if run_limited "$TMP/b.out" "$TMP/b.err" "$TESSERA" bench "$TMP/sched.mlir" "${bench_args[@]}" --runs "$RUNS" --threads "$THREADS"; then
      schedT=$(awk '/^run: median/ { gsub(",", ""); print $6, $7 }' "$TMP/b.out"); schedT=$(to_secs ${schedT:-x x})
    else
      rc=$?; log_failure "$k" "tessera bench (threads $THREADS)" "$rc" "$TMP/b.err"; schedT=$(status_word "$rc")
    fi
  else
    rc=$?; log_failure "$k" "tessera opt --passes" "$rc" "$TMP/o.err"; schedT=$(status_word "$rc")
  fi
  cc=n/a; polly=n/a; pp=n/a
  if [ "$HAVE_CC" -eq 1 ]; then
    cc=$(c_column cc "$CC" -O3 -march=native)
    [ -s "$TMP/c.out" ] && cp "$TMP/c.out" "$TMP/ref.out"
  fi
  [ "$HAVE_POLLY" -eq 1 ] && polly=$(c_column polly "$CLANG" -O3 -march=native -mllvm -polly)
  [ "$HAVE_PP" -eq 1 ] && pp=$(c_column pollypar "$CLANG" -O3 -march=native -mllvm -polly -mllvm -polly-parallel -fopenmp)
  # The scheduled module at T threads against the C checksums (entry main only).
  if [ "$ENTRY" = main ] && [ "$HAVE_CC" -eq 1 ] && [ -s "$TMP/ref.out" ] && [[ "$schedT" =~ ^[0-9] ]]; then
    if run_limited "$TMP/r.out" "$TMP/r.err" "$TESSERA" run "$TMP/sched.mlir" --entry main --threads "$THREADS" --backend "$BACKEND"; then
      checkT=$(python3 - "$TMP/ref.out" "$TMP/r.out" <<'PY'
import sys
ref = [l.split() for l in open(sys.argv[1]) if l.strip()]
got = [l.split() for l in open(sys.argv[2]) if l.strip() and not l.startswith("result")]
ok = len(ref) == len(got) and all(
    abs(float(a[1]) - float(b[1])) <= 1e-9 * max(abs(float(a[1])), abs(float(b[1])))
    for a, b in zip(ref, got))
print("ok" if ok else "NO")
PY
)
      # gramschmidt's checksums move under any change of rounding (README): no verdict.
      [ "$k" = gramschmidt ] && [ "$checkT" = NO ] && checkT=unstable
    else
      rc=$?; log_failure "$k" "tessera run (threads $THREADS)" "$rc" "$TMP/r.err"; checkT=$(status_word "$rc")
    fi
  fi
  rm -f "$TMP/ref.out" "$TMP/c.out"
  wall=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$k" "$orig" "$sched1" "$schedT" "$cc" "$polly" "$pp" "$same" "$checkT" >> "$TMP/rows.tsv"
  echo "  $k: orig $orig sched1 $sched1 sched$THREADS $schedT cc $cc polly $polly pollypar $pp same $same check$THREADS $checkT (wall ${wall}s)" >&2
done
TOTAL=$(awk -v a="$START_ALL" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
python3 - "$TMP/rows.tsv" "$HEADER" "$THREADS" "$ORIG_ONLY" "${TSV:-}" "$SIZE" "$TOTAL" <<'PY'
import math
import sys

rows_path, header, threads, orig_only, tsv, size, total = sys.argv[1:8]
cols = header.split("\t")
rows = [line.rstrip("\n").split("\t") for line in open(rows_path) if line.strip()]


def num(text):
    try:
        value = float(text)
    except ValueError:
        return None
    return value if value > 0 else None


def fmt_time(text):
    value = num(text)
    return "%.4g" % value if value is not None else text


if orig_only == "1":
    out_cols = cols
    table = [[r[0], fmt_time(r[1]), r[2]] for r in rows]
    raw = [list(r) for r in rows]
    geo = None
else:
    t = "sched" + threads
    ratios = [
        ("orig/sched1", "orig", "sched1"),
        ("orig/" + t, "orig", t),
        ("cc/sched1", "cc", "sched1"),
        ("polly/sched1", "polly", "sched1"),
        ("pollypar/" + t, "pollypar", t),
    ]
    out_cols = cols[:7] + [r[0] for r in ratios] + cols[7:]
    index = {c: i for i, c in enumerate(cols)}
    table = []
    raw = []
    logs = {r[0]: [] for r in ratios}
    for r in rows:
        cells = [r[0]] + [fmt_time(x) for x in r[1:7]]
        exact = list(r[:7])
        for name, a, b in ratios:
            x, y = num(r[index[a]]), num(r[index[b]])
            if x is None or y is None:
                cells.append("-")
                exact.append("-")
            else:
                cells.append("%.2f" % (x / y))
                exact.append("%.4f" % (x / y))
                logs[name].append(math.log(x / y))
        table.append(cells + r[7:])
        raw.append(exact + r[7:])
    geo = ["geomean"] + [""] * 6
    for name, _, _ in ratios:
        v = logs[name]
        geo.append("%.2f (%d)" % (math.exp(sum(v) / len(v)), len(v)) if v else "-")
    geo += [""] * (len(out_cols) - len(geo))

print("%s dataset; times in seconds (best of the warm runs); ratios > 1: the schedule is faster"
      % size.upper())
print("| " + " | ".join(out_cols) + " |")
print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(out_cols))) + "|")
for cells in table:
    print("| " + " | ".join(cells) + " |")
if geo:
    print("| " + " | ".join(geo) + " |")
    print("geomean (N): over the N kernels where both times are numbers")
print("total wall time: %s s" % total)
if tsv:
    with open(tsv, "w") as handle:
        handle.write("\t".join(out_cols) + "\n")
        for cells in raw:
            handle.write("\t".join(cells) + "\n")
        if geo:
            handle.write("\t".join(geo) + "\n")
PY
