#!/usr/bin/env python3
"""Gates per goal over a third-party engine re-recorded as pull requests would be.

Records basicLightbox (engines.json) seven times with the harness (record.py), each run a session of
`open-close` and one of `tap-during-opening`, the cancelling tap made once the opening shows:

- `baseline`, `unchanged-1` ... `unchanged-3`: the engine as released, each with its own seed;
- `slow-open`, `slow-close`, `broken-cancel`: one regression each, injected into the integration
  (page/engines/basiclightbox.js says what each changes).

Then gates every run against the baseline's summary.csv with gates.json (per-goal assertions, each
`"significant": true`), and every unchanged run against every other as its baseline, and compares the
failed assertions with expected.json: an unchanged run fails nothing; a regression fails the
assertions it must (`must`) and none outside what it touches (`may`). Prints the table; exit status 1
when a run does not match.

Usage: gate_experiment.py --gesturetrace BIN [--chromium CHROMIUM --record]
                          [--snapshots build/third-party] [--dir Tests/Fixtures/gate-experiment]
                          [--cycles 24] [--seed 2026]

Without --record, the committed recordings in --dir are gated (what GateExperimentTests does).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from xml.etree import ElementTree

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
ENGINE = "basiclightbox"
SCENARIOS = ["open-close", "tap-during-opening"]
UNCHANGED = ["baseline", "unchanged-1", "unchanged-2", "unchanged-3"]
REGRESSIONS = ["slow-open", "slow-close", "broken-cancel"]


def record(args):
    sys.path.insert(0, HERE)
    import record as harness  # the harness beside this file

    with open(os.path.join(HERE, "engines.json")) as manifest:
        engine = next(each for each in json.load(manifest)["engines"] if each["name"] == ENGINE)
    args.gesturetrace = os.path.abspath(args.gesturetrace)
    for offset, run in enumerate(UNCHANGED + REGRESSIONS):
        args.seed = args.base_seed + offset
        work = tempfile.mkdtemp(prefix=f"gate-experiment-{run}-")
        regression = run if run in REGRESSIONS else ""
        recordings, _ = harness.record_engine(engine, args, work, scenarios=SCENARIOS, regression=regression,
                                              cancel_after_motion=True)
        out = os.path.join(args.dir, run)
        os.makedirs(out, exist_ok=True)
        for scenario in SCENARIOS:
            shutil.copy(os.path.join(recordings, f"{ENGINE}-{scenario}.jsonl"), os.path.join(out, f"{scenario}.jsonl"))
        shutil.rmtree(work, ignore_errors=True)
        print(f"{run}: recorded (seed {args.seed})", file=sys.stderr)


def summary(binary, run_dir, out):
    subprocess.run([binary, "analyze", run_dir, "--engine", "recorded", "--out", out], check=True,
                   stdout=subprocess.DEVNULL)
    return os.path.join(out, "summary.csv")


def failures(binary, run_dir, gates, baseline, junit):
    """The names of the assertions the gate failed (from its JUnit file)."""
    status = subprocess.run([binary, "gate", run_dir, "--gates", gates,
                             "--baseline", baseline, "--junit", junit],
                            check=False, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if status.returncode not in (0, 1):
        sys.exit(f"gate {run_dir}: exit {status.returncode}: {status.stderr}")
    failed = set()
    for case in ElementTree.parse(junit).getroot().iter("testcase"):
        if case.find("failure") is not None:
            failed.add(case.get("name"))
    return failed


def check(args):
    with open(os.path.join(args.dir, "expected.json")) as file:
        expected = json.load(file)
    gates = os.path.join(args.dir, "gates.json")
    with open(gates) as file:
        names = [assertion["name"] for assertion in json.load(file)["assertions"]]
    work = tempfile.mkdtemp(prefix="gate-experiment-")
    problems = []
    try:
        baselines = {run: summary(args.gesturetrace, os.path.join(args.dir, run), os.path.join(work, run))
                     for run in UNCHANGED}
        print(f"{'run':<28} failed assertions ({len(names)} per run)")
        pairs = [(run, "baseline") for run in UNCHANGED[1:] + REGRESSIONS]
        pairs += [(run, base) for run in UNCHANGED for base in UNCHANGED if run != base and base != "baseline"]
        false_alarms = 0
        for run, base in pairs:
            failed = failures(args.gesturetrace, os.path.join(args.dir, run), gates, baselines[base],
                              os.path.join(work, f"{run}-vs-{base}.xml"))
            rule = expected.get(run, {"must": [], "may": []})
            missing = sorted(set(rule["must"]) - failed)
            outside = sorted(failed - set(rule["must"]) - set(rule["may"]))
            if run in UNCHANGED:
                false_alarms += len(failed)
            label = f"{run} vs {base}"
            print(f"{label:<28} {', '.join(sorted(failed)) or '-'}")
            if missing:
                problems.append(f"{label}: did not fail {', '.join(missing)}")
            if outside:
                problems.append(f"{label}: failed outside what it touches: {', '.join(outside)}")
        checks = sum(1 for run, _ in pairs if run in UNCHANGED) * len(names)
        print(f"false alarms over unchanged recordings: {false_alarms} in {checks} checks")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gesturetrace", required=True)
    parser.add_argument("--chromium")
    parser.add_argument("--record", action="store_true")
    parser.add_argument("--snapshots", default=os.path.join(ROOT, "build", "third-party"))
    parser.add_argument("--dir", default=os.path.join(ROOT, "Tests", "Fixtures", "gate-experiment"))
    parser.add_argument("--cycles", type=int, default=24)
    parser.add_argument("--seed", dest="base_seed", type=int, default=2026)
    args = parser.parse_args()
    args.dir = os.path.abspath(args.dir)
    if args.record:
        if not args.chromium:
            parser.error("--record needs --chromium")
        record(args)
    sys.exit(check(args))


if __name__ == "__main__":
    main()
