# shellcheck shell=bash
# What the scripts/*-deps.sh (the steps of scripts/provision.sh) share, sourced by them: Debian
# packages installed with apt-get when a command is missing (through sudo unless root), and Python
# virtual environments under build/ made from a pinned requirements file. Everything they print
# goes to stderr.

SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo

# apt_install PACKAGE...: installs Debian packages with apt-get.
apt_install() {
    echo "Installing $* with apt-get..." >&2
    $SUDO apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

# require_command COMMAND PACKAGE: COMMAND on the PATH, installed from Debian's PACKAGE when missing.
require_command() {
    command -v "$1" >/dev/null 2>&1 || apt_install "$2"
    command -v "$1" >/dev/null 2>&1 || { echo "$1 is still missing: install Debian's $2 package" >&2; exit 1; }
}

# python_venv VENV REQUIREMENTS: the virtual environment VENV, made with $PYTHON (python3) when
# missing (python3-venv installed first when that Python lacks it), with REQUIREMENTS installed from
# PyPI again whenever the file is newer than the last install.
python_venv() {
    local venv=$1 requirements=$2 python=${PYTHON:-python3}
    if [ ! -x "$venv/bin/python" ]; then
        if ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
            apt_install python3-venv
        fi
        "$python" -m venv "$venv" >&2
    fi
    if [ ! -f "$venv/.stamp" ] || [ "$requirements" -nt "$venv/.stamp" ]; then
        "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements" >&2
        touch "$venv/.stamp"
    fi
}
