#!/usr/bin/env bash
# Measures MLIR's own dialect test files (tests/corpus/mlir-dialects/): how many of their
# top-level items (`// -----` chunks, or top-level ops when a file has no separators) mlir-opt
# accepts, how many of those tessera accepts, and how many tessera prints byte-identically to
# mlir-opt 22, in the custom form and in the generic form (`--mlir-print-op-generic` vs
# `tessera opt --generic`). Uses the tessera binary as it is; builds nothing.
#
# Usage: scripts/mlir-dialect-tests.sh [OUTDIR] [--tessera PATH] [--mlir-opt PATH]
#                                      [--timeout SECONDS] [--jobs N] [CORPUS_FILE...]
#   OUTDIR defaults to /tmp/mlir-dialect-tests (per-item files, outputs, details.tsv, errors.txt).
# The work is done by scripts/mlir-dialect-tests.py.
set -u
exec python3 "$(dirname "$0")/mlir-dialect-tests.py" "$@"
