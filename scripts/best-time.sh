# Sourced by the timing scripts: `best CMD...` prints the best wall time in seconds (as bc
# prints it) over $RUNS runs of CMD, after one untimed warm-up run; CMD's output is discarded
# and its exit status ignored (a run is timed whether it succeeds or not).
best() {
  "$@" > /dev/null 2>&1 || true
  local b=999999 s e
  for _ in $(seq "$RUNS"); do
    s=$(date +%s.%N); "$@" > /dev/null 2>&1 || true; e=$(date +%s.%N)
    b=$(echo "if ($e - $s < $b) $e - $s else $b" | bc -l)
  done
  echo "$b"
}
