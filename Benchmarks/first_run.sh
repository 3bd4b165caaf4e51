#!/usr/bin/env bash
# A newcomer's first command, timed from a fresh clone (docs/performance.md "First run").
#
#   Benchmarks/first_run.sh [RUN_CONFIG] [REPOSITORY]
#
# Clones REPOSITORY (default: this checkout; its committed HEAD, not uncommitted changes) into a
# temporary folder and times `make run RUN_CONFIG=...` there (default debug, as `make run`), which
# builds gesturetrace from nothing and runs the main job on traces/. The packages come from
# SwiftPM's shared cache when it has them, as they would for a second clone on one machine.
# Prints wall and CPU time (user + system, of make and every child) as key=value lines; the budget
# is 4 minutes of wall time on two cores. FIRST_RUN_KEEP=1 keeps the clone.
set -euo pipefail
cd "$(dirname "$0")/.."
CONFIG=${1:-debug}
REPOSITORY=${2:-$PWD}
CLONE=$(mktemp -d "${TMPDIR:-/tmp}/gesturetrace-first-run.XXXXXX")
[ "${FIRST_RUN_KEEP:-0}" = 1 ] || trap 'rm -rf "$CLONE"' EXIT
git clone --quiet "$REPOSITORY" "$CLONE/repo"
command -v /usr/bin/time >/dev/null || { echo "first_run.sh needs /usr/bin/time (Debian package 'time')" >&2; exit 1; }
/usr/bin/time -f "%e %U %S" -o "$CLONE/time.txt" make -C "$CLONE/repo" run RUN_CONFIG="$CONFIG" \
    > "$CLONE/make.log" 2>&1 || { tail -20 "$CLONE/make.log" >&2; exit 1; }
read -r WALL USER SYSTEM < "$CLONE/time.txt"
awk -v c="$CONFIG" -v w="$WALL" -v u="$USER" -v s="$SYSTEM" 'BEGIN {
    printf "config=%s\nwall_seconds=%.1f\ncpu_seconds=%.1f\n", c, w, u + s }'
