#!/usr/bin/env bash
# Installs everything `make test` needs when it is missing, and nothing else; `make test` runs it
# first, then only tests (CONTRIBUTING.md "Test"). One step per set of tools, each idempotent and
# silent when everything is already installed:
#   json-c     Debian's libjson-c-dev and pkg-config (scripts/jsonc-deps.sh, also run by make deps)
#   lint       Debian's shellcheck and eslint, ruff in build/lint-venv (scripts/lint-deps.sh)
#   browser    Debian's chromium, build/browser-venv (scripts/browser-deps.sh)
#   spark      Debian's Java runtime, pyspark in build/spark-venv (scripts/spark-deps.sh)
#   notebooks  build/notebooks/venv and its Jupyter kernel (scripts/notebooks-deps.sh)
#
#   scripts/provision.sh [json-c|lint|browser|spark|notebooks]...    (every step when none is named)
#
# Debian packages come from apt-get (through sudo unless root), Python packages from PyPI, pinned,
# into virtual environments made with $PYTHON (python3). Everything it prints goes to stderr.
# The helpers the steps share are in scripts/provision-lib.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- json-c lint browser spark notebooks
for step in "$@"; do
    case "$step" in
        json-c | lint | browser | spark | notebooks) ;;
        *)
            echo "scripts/provision.sh: unknown step '$step'; expected json-c, lint, browser, spark or notebooks" >&2
            exit 64
            ;;
    esac
done
for step in "$@"; do
    case "$step" in
        json-c) scripts/jsonc-deps.sh ;;
        # The other steps print what their make targets use (a path) on stdout: not needed here.
        lint) scripts/lint-deps.sh >/dev/null ;;
        browser) scripts/browser-deps.sh >/dev/null ;;
        spark) scripts/spark-deps.sh >/dev/null ;;
        notebooks) scripts/notebooks-deps.sh >/dev/null ;;
    esac
done
