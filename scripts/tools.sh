# Sourced by the scripts that compare tessera with mlir-opt 22: sets ROOT (the repository),
# OPT (mlir-opt; MLIR_BIN overrides its directory, default /usr/lib/llvm-22/bin) and TESSERA
# (TESSERA overrides; default target/debug/tessera, built with cargo if missing). Exits 1 with
# the install command when mlir-opt is missing. Installs nothing.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="${MLIR_BIN:-/usr/lib/llvm-22/bin}"
OPT="$BIN/mlir-opt"
if [ ! -x "$OPT" ]; then
  echo "mlir-opt not found at $OPT; install MLIR 22 with: apt-get install -y mlir-22-tools" >&2
  exit 1
fi
TESSERA="${TESSERA:-$ROOT/target/debug/tessera}"
if [ ! -x "$TESSERA" ]; then
  (cd "$ROOT" && cargo build -q -p tessera-cli) || exit 1
fi
