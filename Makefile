# GestureTrace: set-up, build, run, test and benchmark. See README.md.
#
#   make run     install what is missing, build, and run the main job on traces/
#   make test    install what is missing, build, and run every test
#   make bench   benchmarks (ratios against a json-c C baseline measured in the same run)
#   make corpus  regenerate the synthetic corpus under traces/synthetic (deterministic)

SHELL := /bin/bash
SWIFT ?= swift
# apt-get needs root: use sudo only when we are not root already.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RELEASE_BIN := .build/release/gesturetrace
DEBUG_BIN := .build/debug/gesturetrace

.PHONY: all deps build release run test bench corpus clean

all: build

# json-c (Debian: libjson-c-dev) and pkg-config, which SwiftPM uses to find it.
deps:
	@if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists json-c; then \
		echo "Installing json-c (libjson-c-dev) and pkg-config with apt-get..."; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libjson-c-dev pkg-config >/dev/null; \
	fi
	@pkg-config --exists json-c || { echo "json-c is still missing: install libjson-c-dev" >&2; exit 1; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# The main job on the bundled traces: validate them, then analyse them against the legacy and
# the fluid engine, side by side, with the CSV reports in reports/.
run: release
	$(RELEASE_BIN) validate traces/
	$(RELEASE_BIN) analyze traces/ --engine legacy --engine fluid --out reports/

# Every test, then the project's own gate: the budgets the fluid engine must meet on traces/.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(DEBUG_BIN) validate traces/
	@mkdir -p build/gate
	$(DEBUG_BIN) gate traces/ --config traces/gates.json --junit build/gate/junit.xml --markdown build/gate/summary.md

# The bundled synthetic corpus (traces/README.md "Synthetic corpus"): 6 scenarios x 2 engines x
# 10 users, seed 2026. Byte-identical on every run; CLITests checks the files match.
CORPUS_SEED := 2026
CORPUS_USERS := 10
corpus: build
	rm -rf traces/synthetic
	$(DEBUG_BIN) synth --scenario all --engine fluid --users $(CORPUS_USERS) --seed $(CORPUS_SEED) --out traces/synthetic
	$(DEBUG_BIN) synth --scenario all --engine legacy --users $(CORPUS_USERS) --seed $(CORPUS_SEED) --out traces/synthetic
	$(DEBUG_BIN) validate traces/synthetic

bench: release
	bench/run.sh $(RELEASE_BIN)

clean:
	rm -rf .build bench/out build
