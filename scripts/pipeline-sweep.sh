#!/bin/sh
# A large sweep of the random pipeline property test (tests/suite/transform_pipeline_props.rs) in
# release mode: random affine programs x random pipelines of >= 3 transformation passes with
# random options; prints the per-pass counts (runs, changed the program, refusals by kind) and
# every failure with its seed and pipeline (reproducible from the seed alone, command printed).
#
#   scripts/pipeline-sweep.sh [CASES [FIRST_SEED [JOBS]]]     (defaults: 20000 0 all cores)
set -eu
cases=${1:-20000}
first=${2:-0}
jobs=${3:-$(nproc 2>/dev/null || echo 2)}
cd "$(dirname "$0")/.."
TESSERA_PIPELINE_CASES=$cases TESSERA_PIPELINE_SEED=$first TESSERA_PIPELINE_JOBS=$jobs \
    cargo test --release --test suite transform_pipeline_props::random_pipelines_keep_results \
    -- --nocapture
