#!/usr/bin/env bash
# Installs what the Spark job's local-mode test needs when it is missing (docs/scale-out.md):
# Debian's Java runtime (openjdk-17-jre-headless), and a Python virtual environment
# (build/spark-venv) with scale/spark/requirements.txt (pyspark) from PyPI.
# Prints the venv's python on stdout; everything else goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
if ! command -v java >/dev/null 2>&1; then
    echo "Installing openjdk-17-jre-headless with apt-get..." >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openjdk-17-jre-headless >&2
fi
command -v java >/dev/null 2>&1 || { echo "java is still missing: install openjdk-17-jre-headless" >&2; exit 1; }
VENV=build/spark-venv
PYTHON="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
    if ! "$PYTHON" -c 'import ensurepip, venv' >/dev/null 2>&1; then
        echo "Installing python3-venv with apt-get..." >&2
        $SUDO apt-get update -qq >&2
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >&2
    fi
    "$PYTHON" -m venv "$VENV" >&2
fi
if [ ! -f "$VENV/.stamp" ] || [ scale/spark/requirements.txt -nt "$VENV/.stamp" ]; then
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r scale/spark/requirements.txt >&2
    touch "$VENV/.stamp"
fi
echo "$VENV/bin/python"
