#!/usr/bin/env bash
# Installs the linters of `make lint` when they are missing (CONTRIBUTING.md "Lint"): Debian's
# packages shellcheck and eslint, and a Python virtual environment (build/lint-venv) with ruff
# pinned in scripts/lint-requirements.txt from PyPI.
# Prints the venv's bin folder (where ruff is) on stdout; everything else goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=SCRIPTDIR/provision-lib.sh
. scripts/provision-lib.sh
require_command shellcheck shellcheck
require_command eslint eslint
python_venv build/lint-venv scripts/lint-requirements.txt
echo "build/lint-venv/bin"
