#!/usr/bin/env bash
# Installs what building gesturetrace needs when it is missing (CONTRIBUTING.md "Build"): Debian's
# libjson-c-dev (json-c, with which TraceReading parses traces) and pkg-config (from which SwiftPM
# takes json-c's flags). `make deps`, and so `make build` and `make run`, runs it.
# Prints nothing on stdout; what it prints goes to stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=SCRIPTDIR/provision-lib.sh
. scripts/provision-lib.sh
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists json-c; then
    apt_install libjson-c-dev pkg-config
fi
pkg-config --exists json-c || { echo "json-c is still missing: install Debian's libjson-c-dev package" >&2; exit 1; }
