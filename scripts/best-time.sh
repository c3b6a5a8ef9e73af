# Sourced by the timing scripts.
#
# `best CMD...` prints the best wall time in seconds (as bc prints it) over $RUNS runs of CMD,
# after one untimed warm-up run; CMD's output is discarded and its exit status ignored (a run
# is timed whether it succeeds or not).
best() {
  "$@" > /dev/null 2>&1 || true
  local b=999999 s e
  for _ in $(seq "$RUNS"); do
    s=$(date +%s.%N); "$@" > /dev/null 2>&1 || true; e=$(date +%s.%N)
    b=$(echo "if ($e - $s < $b) $e - $s else $b" | bc -l)
  done
  echo "$b"
}

# `to_secs VALUE UNIT` prints a time `tessera bench` printed ("12.3456" "ms") in seconds
# (0.012345600), or "error" for anything else.
to_secs() {
  awk -v v="$1" -v u="$2" 'BEGIN { f = (u == "s") ? 1 : (u == "ms") ? 1e-3 : (u == "us") ? 1e-6 : (u == "ns") ? 1e-9 : -1; if (f < 0) print "error"; else printf "%.9f", v * f }'
}
