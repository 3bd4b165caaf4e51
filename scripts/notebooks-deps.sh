#!/usr/bin/env bash
# Installs what `make notebooks` needs when it is missing (notebooks/README.md "Run"): a Python
# virtual environment (build/notebooks/venv) made with $PYTHON (python3; 3.11 or later), with
# notebooks/requirements.txt from PyPI, and the Jupyter kernel gesturetrace-notebooks registered
# inside it; both again whenever the requirements change.
# Prints the venv's python on stdout; everything else goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=SCRIPTDIR/provision-lib.sh
. scripts/provision-lib.sh
PYTHON=${PYTHON:-python3}
VENV=build/notebooks/venv
KERNEL=gesturetrace-notebooks
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
    echo "make notebooks needs Python 3.11 or later (found $("$PYTHON" --version 2>&1)); set PYTHON=python3.11" >&2
    exit 1
}
python_venv "$VENV" notebooks/requirements.txt
KERNEL_SPEC="$VENV/share/jupyter/kernels/$KERNEL/kernel.json"
if [ ! -f "$KERNEL_SPEC" ] || [ notebooks/requirements.txt -nt "$KERNEL_SPEC" ]; then
    "$VENV/bin/python" -m ipykernel install --prefix "$PWD/$VENV" --name "$KERNEL" \
        --display-name "Python (GestureTrace notebooks)" >/dev/null
fi
echo "$VENV/bin/python"
