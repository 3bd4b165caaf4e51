# GestureTrace: set-up, build, run, test and benchmark. See README.md and CONTRIBUTING.md.
#
#   make run         build gesturetrace (debug: the quickest first run) and run the main job on traces/
#   make check       lint, build and run the Swift tests: the offline inner loop
#   make test        everything CI runs: provision (scripts/provision.sh installs what is missing),
#                    then only tests: check, validate, gate, docs-test, typecheck-ios, browser-report,
#                    browser-web, spark-test, gate-experiment, fuzz-smoke, notebooks
#   make deps        json-c and pkg-config, installed when missing (make build and make run need them)
#   make install     install the release binary to $(PREFIX)/bin (PREFIX=/usr/local)
#   make bench       benchmarks against a json-c C baseline, helpers from Benchmarks/Package.swift (docs/performance.md)
#   make corpus      regenerate traces/synthetic (deterministic)
#   make lint        swift format, ruff, shellcheck and eslint with their checked-in configurations
#   make golden      regenerate Tests/Fixtures/golden/ after a deliberate report change
#   make notebooks   execute the UX-review notebooks headless (notebooks/README.md)
#   make fuzz        the libFuzzer targets, FUZZ_SECONDS each (Fuzz/README.md)
#   make fuzz-smoke  a short pass of each fuzz target, FUZZ_SMOKE_SECONDS each
#   make typecheck-ios  type-check the iOS glue, docs examples and example app against Apple stubs
#   make browser-web the web recorder in headless Chromium with real touch input (docs/recording-web.md)
#   make docs-test   run the console transcripts of README.md and docs/, compare their output
#   make spark-test  the Spark job in local mode equals one analyze, byte for byte (docs/scale-out.md)
#   make spark-bench the Spark job's throughput with one and two executor cores (docs/scale-out.md)
#   make harness     re-record Tests/Fixtures/third-party from the engines' snapshots (Tests/Harness)
#   make gate-experiment  per-goal gates over a third-party engine re-recorded with injected regressions

SHELL := /bin/bash
SWIFT ?= swift
# The static release binary has its own scratch path (docs/performance.md, "The release build").
RELEASE_BIN := .build/static/release/gesturetrace
DEBUG_BIN := .build/debug/gesturetrace
# Where make install puts bin/gesturetrace (DESTDIR for staged installs).
PREFIX ?= /usr/local
# The Python the virtual environments are made with (scripts/provision.sh; 3.11 or later for the
# notebooks). Notebooks: the reports they read, the trace replayed on a timeline, the output folder,
# and the venv and kernel scripts/notebooks-deps.sh makes.
PYTHON ?= python3
REPORTS ?= build/reports
TIMELINE_TRACE ?= traces/scenarios/release-then-grab.jsonl
NOTEBOOKS_OUT ?= build/notebooks
NOTEBOOKS_PYTHON := build/notebooks/venv/bin/python
NOTEBOOKS_KERNEL := gesturetrace-notebooks
# The flow-funnel notebook's simulated onboarding users (docs/flows.md).
FLOW_TRACES ?= build/flow-traces
FLOW_REPORTS ?= build/flow-reports
FLOW_USERS ?= 60
FLOW_DEFINITION ?= traces/flows/highlight-onboarding.flows.json

.PHONY: all deps provision build release install run check test lint golden bench corpus notebooks clean \
	fuzz-build fuzz fuzz-smoke typecheck-ios browser-web docs-test browser-report spark-test spark-bench \
	harness gate-experiment

all: build

# json-c (Debian libjson-c-dev) and pkg-config, installed with apt-get when missing (scripts/jsonc-deps.sh).
deps:
	@scripts/jsonc-deps.sh

# Everything make test needs, installed when missing, and nothing else: json-c, the linters, Chromium
# and the browser venv, a Java runtime and the Spark venv, the notebooks' venv (scripts/provision.sh).
provision:
	@PYTHON=$(PYTHON) scripts/provision.sh

# The debug build: .build/debug/gesturetrace.
build: deps
	$(SWIFT) build

# Release flags, one reason each in docs/performance.md "The release build":
# the Swift runtime and FoundationEssentials linked statically;
# no -rpath $ORIGIN, on which glibc's static-PIE start-up aborts;
# no exported symbols;
# one static position-independent executable, linked by the toolchain's lld;
# generic metadata through accessor functions instead of mangled names;
# packed relative relocations (DT_RELR), only with glibc 2.36 or later.
RELEASE_FLAGS ?= --static-swift-stdlib \
	--disable-local-rpath \
	-Xlinker --no-export-dynamic \
	-Xswiftc -Xclang-linker -Xswiftc -static-pie -Xswiftc -use-ld=lld \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	$(if $(GLIBC_HAS_STATIC_RELR),-Xlinker -z -Xlinker pack-relative-relocs)
# "yes" when glibc's static start-up applies DT_RELR (2.36 and later).
GLIBC_HAS_STATIC_RELR := $(shell getconf GNU_LIBC_VERSION 2>/dev/null | \
	awk '{ split($$2, v, "."); if (v[1] > 2 || (v[1] == 2 && v[2] >= 36)) print "yes" }')
# The release binary: .build/static/release/gesturetrace.
release: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --scratch-path .build/static --product gesturetrace

# Install the release binary as $(DESTDIR)$(PREFIX)/bin/gesturetrace.
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(RELEASE_BIN) "$(DESTDIR)$(PREFIX)/bin/gesturetrace"

# The main job: validate traces/, then analyse it with the legacy and fluid engines into reports/.
# With the ordinary build of RUN_CONFIG (debug, the quickest end to end from a fresh clone, or
# release), not the static release binary: docs/performance.md "First run" (Benchmarks/first_run.sh).
RUN_CONFIG ?= debug
RUN_BIN = .build/$(RUN_CONFIG)/gesturetrace
run: deps
	$(SWIFT) build -c $(RUN_CONFIG) --product gesturetrace
	$(RUN_BIN) validate traces/
	$(RUN_BIN) analyze traces/ --engine legacy --engine fluid --out reports/

# Formatting and style: swift format with the checked-in .swift-format, then ruff (ruff.toml),
# shellcheck and eslint (.eslintrc.json) through scripts/lint.sh, which installs them when missing
# (Debian's shellcheck and eslint, ruff from PyPI into build/lint-venv).
FORMATTED := Sources Tests Benchmarks Package.swift
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)
	scripts/lint.sh

# The inner loop: lint, build, and the Swift test suite; no network once json-c and the packages are in.
check: deps lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Everything CI runs: the set-up first (make provision), then only tests: check, the bundled traces
# validated and gated, the docs' transcripts, the iOS type-check, the two browser tests, the Spark
# job, the fuzz smoke pass, the notebooks.
test: provision
	$(MAKE) check
	$(DEBUG_BIN) validate traces/
	@mkdir -p build/gate
	$(DEBUG_BIN) gate traces/ --gates traces/gates.json --junit build/gate/junit.xml --markdown build/gate/summary.md \
		--html build/gate/report.html
	$(MAKE) docs-test
	$(MAKE) typecheck-ios
	$(MAKE) browser-report
	$(MAKE) browser-web
	$(MAKE) spark-test
	$(MAKE) gate-experiment
	$(MAKE) fuzz-smoke
	$(MAKE) notebooks

# Per-goal gates over basicLightbox re-recorded as pull requests would be, three with an injected
# regression: each fails only what its change touches, the unchanged ones nothing (Tests/Harness/README.md).
gate-experiment: build
	$(PYTHON) Tests/Harness/gate_experiment.py --gesturetrace $(DEBUG_BIN)

# The `console` transcripts of README.md and docs/ run, their printed output compared (Tests/Docs).
docs-test: build
	python3 Tests/Docs/test_doc_examples.py -q
	python3 Tests/Docs/doc_examples.py $(DEBUG_BIN)

# report.html of traces/ in headless Chromium, offline: figure marks against summary.csv, phone and
# laptop screenshots and a PDF in build/browser/ (docs/reports.md "report.html"); at most 2 minutes.
browser-report: build
	rm -rf build/browser/report
	$(DEBUG_BIN) analyze traces/ --engine legacy --engine fluid --out build/browser/report > /dev/null
	@CHROMIUM="$$(scripts/browser-deps.sh)" && \
		timeout 120 build/browser-venv/bin/python Tests/Browser/report_test.py "$$CHROMIUM" build/browser/report

# The web recorder and both web-photo-viewer variants in headless Chromium (Tests/Browser), bounded
# to 12 minutes (one case is a real five-minute outage of the endpoint); logs, recordings and
# reports stay in build/browser/web/.
browser-web: build
	@CHROMIUM="$$(scripts/browser-deps.sh)" && \
		timeout 720 build/browser-venv/bin/python Tests/Browser/web_recorder_test.py \
		--gesturetrace $(DEBUG_BIN) --chromium "$$CHROMIUM"

# The Spark job (scale/spark) in local[2] on traces/ and 3,000 synthesized traces in 40 partitions,
# against one analyze; Debian's JDK and a venv with pyspark installed when missing; bounded to 10 minutes.
spark-test: build
	@SPARK_PYTHON="$$(scripts/spark-deps.sh)" && \
		timeout 600 "$$SPARK_PYTHON" scale/spark/test_local.py --gesturetrace $(DEBUG_BIN)

# The Spark job's throughput with one and two executor cores, on the release binary (docs/scale-out.md).
SPARK_BENCH_USERS ?= 1000
spark-bench: release
	@SPARK_PYTHON="$$(scripts/spark-deps.sh)" && \
		"$$SPARK_PYTHON" scale/spark/test_local.py --bench --users $(SPARK_BENCH_USERS) --gesturetrace $(RELEASE_BIN)

# Labelled recordings of third-party web viewers (Tests/Harness/README.md): the engines' pinned
# snapshots in HARNESS_SNAPSHOTS/NAME/, headless Chromium; writes Tests/Fixtures/third-party/.
# Not part of make test: CI cannot fetch the snapshots.
HARNESS_SNAPSHOTS ?= build/third-party
harness: build
	@CHROMIUM="$$(scripts/browser-deps.sh)" && \
		build/browser-venv/bin/python Tests/Harness/record.py --gesturetrace $(DEBUG_BIN) \
		--chromium "$$CHROMIUM" --snapshots $(HARNESS_SNAPSHOTS)

# The iOS recorder's UIKit/SwiftUI glue, docs/recording.md's Swift examples and
# examples/ios-photo-viewer, type-checked in Swift 6 mode against cited Apple stubs (Tests/AppleStubs).
typecheck-ios: deps
	$(SWIFT) build --target TraceRecording
	Tests/AppleStubs/typecheck.sh .build
	Tests/Packaging/recorder_only.sh

# Tests/Fixtures/golden/: the reports GoldenReportsTests compares byte for byte.
GOLDEN := Tests/Fixtures/golden/bundled-corpus
golden: build
	rm -rf build/golden && mkdir -p $(GOLDEN)
	$(DEBUG_BIN) analyze traces/ --engine legacy --engine fluid --out build/golden > $(GOLDEN)/analyze.txt
	cp build/golden/*.csv build/golden/schema.json $(GOLDEN)/

# traces/synthetic: 6 scenarios x 2 engines x 10 users, seed 2026 (traces/README.md "Synthetic corpus").
CORPUS_SEED := 2026
CORPUS_USERS := 10
corpus: build
	rm -rf traces/synthetic
	$(DEBUG_BIN) synth --scenario all --engine fluid --users $(CORPUS_USERS) --seed $(CORPUS_SEED) --out traces/synthetic
	$(DEBUG_BIN) synth --scenario all --engine legacy --users $(CORPUS_USERS) --seed $(CORPUS_SEED) --out traces/synthetic
	$(DEBUG_BIN) validate traces/synthetic

# Benchmarks/run.sh on the release binary, with the in-process helpers of the package
# Benchmarks/Package.swift (built in release into Benchmarks/.build), then the recorder crash test
# with CRASH_RUNS kills.
CRASH_RUNS ?= 300
BENCH_TOOLS := Benchmarks/.build/release
bench: release
	$(SWIFT) build -c release --package-path Benchmarks
	BENCH_TOOLS=$(BENCH_TOOLS) Benchmarks/run.sh $(RELEASE_BIN)
	$(SWIFT) build --build-tests
	GESTURETRACE_CRASH_RUNS=$(CRASH_RUNS) $(SWIFT) test --skip-build --filter RecorderCrashTests

# Reports of traces/ and of simulated onboarding users, the notebooks executed, every figure checked.
notebooks: build
	@PYTHON=$(PYTHON) scripts/notebooks-deps.sh >/dev/null
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
		$(NOTEBOOKS_PYTHON) notebooks/run_notebooks.py
	GESTURETRACE_OUT="$(NOTEBOOKS_OUT)" $(NOTEBOOKS_PYTHON) notebooks/check_figures.py

# Fuzzing (Fuzz/README.md): seconds per target for make fuzz and for make fuzz-smoke.
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 30
# The sanitizer builds of the four targets (reader, analysis, importer, partial) in .build-fuzz; quiet unless the build fails.
fuzz-build: deps
	Fuzz/build.sh

# Each target for FUZZ_SECONDS from the seeds in Fuzz/corpus/TARGET/.
fuzz: fuzz-build
	Fuzz/run.sh $(FUZZ_SECONDS) reader analysis importer partial

# Each target for FUZZ_SMOKE_SECONDS: the pass make test runs.
fuzz-smoke: fuzz-build
	Fuzz/run.sh $(FUZZ_SMOKE_SECONDS) reader analysis importer partial

# Remove every build folder, benchmark data and generated output.
clean:
	rm -rf .build .build-fuzz Benchmarks/.build Benchmarks/out build
