#!/usr/bin/env bash
# Installs what the real-browser tests need when it is missing: Debian's chromium, and a Python
# virtual environment (build/browser-venv) with Tests/Browser/requirements.txt from PyPI.
# Prints the chromium path on stdout; everything else goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo
find_chromium() { command -v chromium || command -v chromium-browser || true; }
if [ -z "$(find_chromium)" ]; then
    echo "Installing chromium with apt-get..." >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
fi
CHROMIUM="$(find_chromium)"
[ -n "$CHROMIUM" ] || { echo "chromium is still missing: install Debian's chromium package" >&2; exit 1; }
VENV=build/browser-venv
PYTHON="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV" >&2
fi
if [ ! -f "$VENV/.stamp" ] || [ Tests/Browser/requirements.txt -nt "$VENV/.stamp" ]; then
    "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r Tests/Browser/requirements.txt >&2
    touch "$VENV/.stamp"
fi
echo "$CHROMIUM"
