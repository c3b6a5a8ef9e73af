"""Shared helpers of the Python tests: the repository root and the `tessera` CLI binary."""

import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def cli_binary():
    """The `tessera` binary the CLI comparisons run: $TESSERA_BIN, else the workspace's
    target/{debug,release}/tessera, else one on PATH; None when there is none."""
    env = os.environ.get("TESSERA_BIN")
    if env:
        return env
    for profile in ("debug", "release"):
        p = ROOT / "target" / profile / "tessera"
        if p.is_file() and os.access(p, os.X_OK):
            return str(p)
    return shutil.which("tessera")


@pytest.fixture(scope="session")
def tessera_cli():
    b = cli_binary()
    if b is None:
        pytest.skip("the tessera CLI binary is not built (cargo build -p tessera-cli)")
    return b
