#!/usr/bin/env bash
# Installs what the real-browser tests need when it is missing: Debian's chromium, and a Python
# virtual environment (build/browser-venv) with Tests/Browser/requirements.txt from PyPI.
# Prints the chromium path on stdout; everything else goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=SCRIPTDIR/provision-lib.sh
. scripts/provision-lib.sh
find_chromium() { command -v chromium || command -v chromium-browser || true; }
[ -n "$(find_chromium)" ] || apt_install chromium
CHROMIUM="$(find_chromium)"
[ -n "$CHROMIUM" ] || { echo "chromium is still missing: install Debian's chromium package" >&2; exit 1; }
python_venv build/browser-venv Tests/Browser/requirements.txt
echo "$CHROMIUM"
