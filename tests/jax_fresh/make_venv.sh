#!/usr/bin/env bash
# Makes the Python virtualenv that tests/jax_fresh/export.py runs in (jax[cpu] and numpy from PyPI).
# usage: tests/jax_fresh/make_venv.sh            (venv at $JAX_FRESH_VENV or target/jax-venv)
# Then:  target/jax-venv/bin/python tests/jax_fresh/export.py tests/jax_fresh/programs
# CI does not need it: the generated programs are checked in.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${JAX_FRESH_VENV:-target/jax-venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --upgrade pip
fi
"$venv/bin/pip" install --quiet "jax[cpu]" numpy
"$venv/bin/python" -c 'import jax; print("jax", jax.__version__, "in", "'"$venv"'")'
