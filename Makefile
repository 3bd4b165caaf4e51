# GestureTrace: set-up, build, run, test and benchmark. See README.md.
#
#   make run     install what is missing, build, and run the main job on traces/
#   make test    install what is missing, build, and run every test
#   make bench   benchmarks (ratios against a json-c C baseline measured in the same run)
#   make corpus  regenerate the synthetic corpus under traces/synthetic (deterministic)
#   make lint    swift-format lint with the checked-in .swift-format (make test runs it)
#   make golden  regenerate Tests/Fixtures/golden/ after a deliberate change of a report definition
#   make notebooks  the UX-review notebooks, executed headless, figures in build/notebooks/ (notebooks/README.md)
#   make fuzz    the libFuzzer targets (reader, analysis), each for FUZZ_SECONDS (Fuzz/README.md)
#   make fuzz-smoke  a short bounded pass of each fuzz target (FUZZ_SMOKE_SECONDS each)

SHELL := /bin/bash
SWIFT ?= swift
# apt-get needs root: use sudo only when we are not root already.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# The release binary is built in its own scratch path (statically linked, see release below).
RELEASE_BIN := .build/static/release/gesturetrace
DEBUG_BIN := .build/debug/gesturetrace
# Notebooks: a virtual environment with the pinned notebooks/requirements.txt, the reports they read
# (a parameter: make notebooks REPORTS=dir), the trace the timeline notebook replays, and the output.
PYTHON ?= python3
REPORTS ?= build/reports
TIMELINE_TRACE ?= traces/scenarios/release-then-grab.jsonl
NOTEBOOKS_OUT ?= build/notebooks
NOTEBOOKS_VENV := build/notebooks/venv
NOTEBOOKS_KERNEL := gesturetrace-notebooks
# The flow-funnel notebook: simulated onboarding users analysed with the example flow (docs/flows.md).
FLOW_TRACES ?= build/flow-traces
FLOW_REPORTS ?= build/flow-reports
FLOW_USERS ?= 60
FLOW_DEFINITION ?= traces/flows/highlight-onboarding.flows.json

.PHONY: all deps build release run test lint golden bench corpus notebooks clean fuzz-build fuzz fuzz-smoke

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

# The release binary is one static position-independent executable (README "Benchmarks", process
# start): the Swift runtime and FoundationEssentials (from the toolchain's lib/swift_static),
# libstdc++, libgcc, json-c (Debian's libjson-c-dev ships libjson-c.a) and glibc are linked in, so
# nothing is loaded at start and the image relocates itself (glibc's rcrt1.o). Position-independent,
# so the kernel still places it at a random address: `gesturetrace record` is a network server, and
# the bench fails if the binary is not PIE. Its own scratch path, because the flags change how every
# module is built; the benchmark helpers (gesturetrace-ingest-bench needs URLSession, hence libcurl,
# which links only dynamically) are built in .build as usual.
# -static-pie needs lld (the toolchain's own; gold cannot link a static PIE) and
# --disable-local-rpath: SwiftPM otherwise adds -rpath $ORIGIN, and glibc's static-PIE start-up
# aborts on any DT_RUNPATH (the crash in _dl_relocate_static_pie that kept this build out until
# session 9).
# --no-export-dynamic: the Swift driver exports every symbol of an executable (about 17,700 here, with
# 1.5 MB of symbol tables the loader pages in); nothing looks them up (the bench checks there are none).
# -disable-concrete-type-metadata-mangled-name-accessors: by default the compiler reaches a concrete
# generic type's metadata (Dictionary<MetricName, Double>, the argument parser's own) by its mangled
# name, which the runtime demangles at first use, proving each Hashable or Collection requirement by
# a scan of all 5,500 conformance records. With accessor functions the requirements are passed
# directly: 41 scans instead of 63 in a small analyze, about 11 % less per start, the same
# speed on long traces. It applies to every module built from source (ours and the packages').
# -z pack-relative-relocs (DT_RELR): the image's 60,000 relative relocations as a bitmap, 12 KB
# instead of a 1.4 MB table read at every start; about 5 % less per start (README "Benchmarks").
# Only where glibc's static start-up applies such a table (2.36 and later): an older glibc links
# the flag silently and the binary crashes before main, so it is left out there.
# Host names (record --listen HOST:PORT) resolve through glibc's built-in files and dns sources; any
# other NSS module in /etc/nsswitch.conf is loaded at run time and must match the glibc linked in:
# build the binary on the machine (or image) that runs it (README "The command-line tool").
RELEASE_FLAGS ?= --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic \
	-Xswiftc -Xclang-linker -Xswiftc -static-pie -Xswiftc -use-ld=lld \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	$(if $(GLIBC_HAS_STATIC_RELR),-Xlinker -z -Xlinker pack-relative-relocs)
GLIBC_HAS_STATIC_RELR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | \
	awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path .build/static --product gesturetrace

# The main job on the bundled traces: validate them, then analyse them against the legacy and
# the fluid engine, side by side, with the CSV reports in reports/.
run: release
	$(RELEASE_BIN) validate traces/
	$(RELEASE_BIN) analyze traces/ --engine legacy --engine fluid --out reports/

# Formatting and style, by the toolchain's swift-format and the checked-in .swift-format.
FORMATTED := Sources Tests Benchmarks Package.swift
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

# The golden reports of the bundled corpus (GoldenReportsTests compares them byte for byte).
GOLDEN := Tests/Fixtures/golden/bundled-corpus
golden: build
	rm -rf build/golden && mkdir -p $(GOLDEN)
	$(DEBUG_BIN) analyze traces/ --engine legacy --engine fluid --out build/golden > $(GOLDEN)/analyze.txt
	cp build/golden/*.csv build/golden/schema.json $(GOLDEN)/

# Every test, then the project's own gate: the budgets the fluid engine must meet on traces/.
test: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(DEBUG_BIN) validate traces/
	@mkdir -p build/gate
	$(DEBUG_BIN) gate traces/ --gates traces/gates.json --junit build/gate/junit.xml --markdown build/gate/summary.md
	$(MAKE) fuzz-smoke
	$(MAKE) notebooks

# The bundled synthetic corpus (traces/README.md "Synthetic corpus"): 6 scenarios x 2 engines x
# 10 users, seed 2026. Byte-identical on every run; CLITests checks the files match.
CORPUS_SEED := 2026
CORPUS_USERS := 10
corpus: build
	rm -rf traces/synthetic
	$(DEBUG_BIN) synth --scenario all --engine fluid --users $(CORPUS_USERS) --seed $(CORPUS_SEED) --out traces/synthetic
	$(DEBUG_BIN) synth --scenario all --engine legacy --users $(CORPUS_USERS) --seed $(CORPUS_SEED) --out traces/synthetic
	$(DEBUG_BIN) validate traces/synthetic

# The recorder's crash test (docs/recording.md), 300 SIGKILLs instead of make test's 30.
CRASH_RUNS ?= 300
bench: release
	$(SWIFT) build -c release
	BENCH_TOOLS=.build/release bench/run.sh $(RELEASE_BIN)
	$(SWIFT) build --build-tests
	GESTURETRACE_CRASH_RUNS=$(CRASH_RUNS) $(SWIFT) test --skip-build --filter RecorderCrashTests

# The venv is made once and re-installed only when requirements.txt changes (the stamp file).
# Debian's python3 lacks venv/ensurepip until python3-venv is installed: apt-get it, as for json-c.
$(NOTEBOOKS_VENV)/.requirements.stamp: notebooks/requirements.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "make notebooks needs Python 3.11 or later (found $$($(PYTHON) --version 2>&1)); set PYTHON=python3.11" >&2; exit 1; }
	@if [ ! -x $(NOTEBOOKS_VENV)/bin/python ]; then \
		if ! $(PYTHON) -c 'import ensurepip, venv' >/dev/null 2>&1; then \
			echo "Installing python3-venv with apt-get..."; \
			$(SUDO) apt-get update -qq && \
			DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-venv >/dev/null; \
		fi; \
		echo "Creating $(NOTEBOOKS_VENV) with $$($(PYTHON) --version)"; \
		$(PYTHON) -m venv $(NOTEBOOKS_VENV); \
	fi
	$(NOTEBOOKS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check -r notebooks/requirements.txt
	$(NOTEBOOKS_VENV)/bin/python -m ipykernel install --prefix "$(abspath $(NOTEBOOKS_VENV))" \
		--name $(NOTEBOOKS_KERNEL) --display-name "Python (GestureTrace notebooks)" >/dev/null
	touch $@

# Analyse traces/ into $(REPORTS) and synthesized onboarding users with --flows into $(FLOW_REPORTS),
# execute the notebooks headless (executed copies and PNG figures
# under $(NOTEBOOKS_OUT)), then check that every figure is there and not empty.
notebooks: build $(NOTEBOOKS_VENV)/.requirements.stamp
	@mkdir -p $(NOTEBOOKS_OUT)
	$(DEBUG_BIN) analyze traces/ --engine legacy --engine fluid --out $(REPORTS) > $(NOTEBOOKS_OUT)/analyze.txt
	@head -n 1 $(NOTEBOOKS_OUT)/analyze.txt
	rm -rf $(FLOW_TRACES)
	$(DEBUG_BIN) synth --scenario highlight-onboarding --users $(FLOW_USERS) --seed $(CORPUS_SEED) \
		--out $(FLOW_TRACES) > /dev/null
	$(DEBUG_BIN) analyze $(FLOW_TRACES) --engine fluid --flows $(FLOW_DEFINITION) --out $(FLOW_REPORTS) \
		> $(NOTEBOOKS_OUT)/analyze-flows.txt
	GESTURETRACE_REPORTS="$(REPORTS)" GESTURETRACE_OUT="$(NOTEBOOKS_OUT)" GESTURETRACE_BIN="$(DEBUG_BIN)" \
		GESTURETRACE_FLOW_REPORTS="$(FLOW_REPORTS)" \
		GESTURETRACE_TIMELINE_TRACE="$(TIMELINE_TRACE)" GESTURETRACE_KERNEL=$(NOTEBOOKS_KERNEL) \
		$(NOTEBOOKS_VENV)/bin/python notebooks/run_notebooks.py
	GESTURETRACE_OUT="$(NOTEBOOKS_OUT)" $(NOTEBOOKS_VENV)/bin/python notebooks/check_figures.py

# Coverage-guided fuzzing (Fuzz/README.md): libFuzzer through swiftc -sanitize=fuzzer,address, in
# .build-fuzz. make fuzz runs each target for FUZZ_SECONDS from the seeds in Fuzz/corpus/TARGET/;
# make fuzz-smoke is the short pass meant for make test (2 targets x 30 s, plus the build).
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 30
fuzz-build: deps
	Fuzz/build.sh

fuzz: fuzz-build
	Fuzz/run.sh $(FUZZ_SECONDS) reader analysis

fuzz-smoke: fuzz-build
	Fuzz/run.sh $(FUZZ_SMOKE_SECONDS) reader analysis

clean:
	rm -rf .build .build-fuzz bench/out build
