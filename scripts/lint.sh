#!/usr/bin/env bash
# The linters `make lint` runs after swift format (CONTRIBUTING.md "Lint"), each over the files git
# tracks, installed first when missing (scripts/lint-deps.sh):
#   - ruff: ruff check (ruff.toml) on the Python and the notebooks;
#   - shellcheck: on every *.sh, and every file without an extension whose shebang is a shell (.ci/run);
#   - eslint: on every *.js (.eslintrc.json).
#
#   scripts/lint.sh [ruff|shellcheck|eslint]...    (all three when none is named)
#
# Every linter named runs; the exit status is 1 when any of them reported a problem.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- ruff shellcheck eslint
for linter in "$@"; do
    case "$linter" in
        ruff | shellcheck | eslint) ;;
        *) echo "scripts/lint.sh: unknown linter '$linter'; expected ruff, shellcheck or eslint" >&2; exit 64 ;;
    esac
done
git rev-parse --is-inside-work-tree >/dev/null 2>&1 ||
    { echo "scripts/lint.sh: lists the files git tracks, so it runs in a git checkout" >&2; exit 1; }
VENV_BIN="$(scripts/lint-deps.sh)"

shell_scripts() {
    local file
    git ls-files | while IFS= read -r file; do
        case "${file##*/}" in
            *.sh) echo "$file" ;;
            *.*) ;;
            *) [ -f "$file" ] && head -n 1 "$file" | grep -qE '^#!.*[/ ](ba|da)?sh( |$)' && echo "$file" ;;
        esac
    done
}

status=0
for linter in "$@"; do
    echo "lint: $linter" >&2
    case "$linter" in
        ruff)
            "$VENV_BIN/ruff" check --quiet . || status=1
            ;;
        shellcheck)
            mapfile -t files < <(shell_scripts)
            shellcheck --external-sources "${files[@]}" || status=1
            ;;
        eslint)
            mapfile -t files < <(git ls-files '*.js' '*.mjs' '*.cjs')
            # Debian's eslint lives in /usr/share/nodejs, which only Debian's own node searches; a
            # node from elsewhere finds its modules there through NODE_PATH. The flag keeps a newer
            # eslint on .eslintrc.json rather than looking for eslint.config.js.
            NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}" ESLINT_USE_FLAT_CONFIG=false \
                eslint "${files[@]}" || status=1
            ;;
    esac
done
exit "$status"
