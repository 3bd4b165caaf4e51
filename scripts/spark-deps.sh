#!/usr/bin/env bash
# Installs what the Spark job's local-mode test needs when it is missing (docs/scale-out.md):
# Debian's Java runtime (openjdk-17-jre-headless), and a Python virtual environment
# (build/spark-venv) with scale/spark/requirements.txt (pyspark) from PyPI.
# Prints the venv's python on stdout; everything else goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=SCRIPTDIR/provision-lib.sh
. scripts/provision-lib.sh
require_command java openjdk-17-jre-headless
python_venv build/spark-venv scale/spark/requirements.txt
echo "build/spark-venv/bin/python"
