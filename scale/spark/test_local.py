#!/usr/bin/env python3
"""The Spark job in local mode against one `gesturetrace analyze --out` (docs/scale-out.md).

1. The bundled corpus (traces/) in 8 partitions: summary.csv, schema.json, report.html, the text
   and the concatenated per-row files equal one run's, byte for byte.
2. A synthesized corpus of several thousand traces (`synth --scenario all --engine all`), with one
   broken trace added, in many partitions: summary.csv, schema.json, report.html and the text equal
   one run's, the exit status is 65 as analyze's, and the broken trace is listed with its path.
3. A folder of names other readers trip on (`_x.jsonl`, `.x.jsonl`, `a:b.jsonl`, a space, a line
   feed, non-ASCII, a subfolder), what the walk leaves out (a hidden folder, a gate configuration)
   and a link to a trace, which the walk skips: every file, the text and the exit status (65, for
   the link) equal one run's.

With --bench, instead: the synthesized corpus with one and with two executor cores, then one
`analyze --jobs 1` and one `analyze` on all cores: throughput.

    build/spark-venv/bin/python scale/spark/test_local.py --gesturetrace .build/debug/gesturetrace
"""

from __future__ import annotations

import argparse
import filecmp
import io
import os
import shutil
import subprocess
import sys
import time
from contextlib import redirect_stderr, redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gesturetrace_job

ENGINES = ["--engine", "legacy", "--engine", "fluid"]
# What `merge --out` writes, each byte for byte one `analyze --out`'s.
MERGED_FILES = ["summary.csv", "schema.json", "report.html"]


def analyze(binary: str, folder: str, out: str, cwd: str, extra=()) -> tuple[int, str, str]:
    result = subprocess.run([binary, "analyze", folder, *ENGINES, "--out", out, *extra], cwd=cwd,
                            check=False, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def spark(binary: str, folder: str, out: str, cwd: str, partitions: int, master: str, extra=()) -> tuple[int, str, str]:
    """Runs the job in this process (cwd: where the input's name is relative to)."""
    text = os.path.join(out + ".txt")
    stdout, stderr = io.StringIO(), io.StringIO()
    here = os.getcwd()
    os.chdir(cwd)
    try:
        with redirect_stdout(stdout), redirect_stderr(stderr):
            status = gesturetrace_job.main([
                "--master", master, "--input", folder, "--gesturetrace", binary, "--out", out, "--text", text,
                "--partitions", str(partitions), "--engine", "legacy", "--engine", "fluid", *extra])
    finally:
        os.chdir(here)
    with open(text, encoding="utf-8") as handle:
        return status, handle.read(), stderr.getvalue()


def same(a: str, b: str, files) -> list[str]:
    return [f"{name} differs" for name in files if not filecmp.cmp(os.path.join(a, name), os.path.join(b, name),
                                                                      shallow=False)]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--gesturetrace", required=True)
    parser.add_argument("--users", type=int, default=250, help="synth users: 12 traces each")
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--partitions", type=int, default=40)
    parser.add_argument("--work", default="build/spark")
    parser.add_argument("--bench", action="store_true")
    args = parser.parse_args()
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
    binary = os.path.abspath(args.gesturetrace)
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    corpus = os.path.join(work, "synth")
    subprocess.run([binary, "synth", "--scenario", "all", "--engine", "all", "--users", str(args.users),
                    "--seed", str(args.seed), "--out", corpus], check=True, capture_output=True)
    traces = sum(len(files) for _root, _dirs, files in os.walk(corpus))
    problems: list[str] = []
    if args.bench:
        for cores in (1, 2):
            started = time.monotonic()
            spark(binary, "synth", os.path.join(work, f"bench-{cores}"), work, args.partitions, f"local[{cores}]")
            elapsed = time.monotonic() - started
            print(f"spark local[{cores}]: {traces} traces in {elapsed:.1f} s, {traces / elapsed:.0f} traces/s")
        for jobs in ("1", None):
            started = time.monotonic()
            analyze(binary, "synth", os.path.join(work, f"bench-one-{jobs or 'all'}"), work,
                    ["--jobs", jobs] if jobs else [])
            elapsed = time.monotonic() - started
            print(f"one analyze ({'--jobs 1' if jobs else 'all cores'}): {traces} traces in {elapsed:.1f} s, "
                  f"{traces / elapsed:.0f} traces/s")
        return 0

    # 1. The bundled corpus, per-row files included.
    one = analyze(binary, "traces", os.path.join(work, "one-bundled"), root)
    run = spark(binary, "traces", os.path.join(work, "spark-bundled"), root, 8, "local[2]", ["--row-files"])
    problems += [f"bundled: {p}" for p in same(os.path.join(work, "one-bundled"), os.path.join(work, "spark-bundled"),
                                               [*MERGED_FILES, *gesturetrace_job.ROW_FILES])]
    if run[1] != one[1]:
        problems.append("bundled: the text differs")
    if run[0] != one[0]:
        problems.append(f"bundled: exit {run[0]}, analyze exited {one[0]}")

    # 2. Several thousand synthesized traces and one broken one, in many partitions.
    with open(os.path.join(corpus, "broken.jsonl"), "w", encoding="utf-8") as handle:
        handle.write('{"type":"header","format":"gesturetrace"\n')
    one = analyze(binary, "synth", os.path.join(work, "one-synth"), work)
    run = spark(binary, "synth", os.path.join(work, "spark-synth"), work, args.partitions, "local[2]")
    problems += [f"synth: {p}" for p in same(os.path.join(work, "one-synth"), os.path.join(work, "spark-synth"),
                                             MERGED_FILES)]
    if run[1] != one[1]:
        problems.append("synth: the text differs")
    if run[0] != 65 or one[0] != 65:
        problems.append(f"synth: exit {run[0]} (analyze {one[0]}); expected 65 for the broken trace")
    if "synth/broken.jsonl: failed: " not in run[2]:
        problems.append("synth: the broken trace is not listed with its path")
    # 3. Names Hadoop's readers refuse or hide, and a link the walk skips.
    awkward = os.path.join(work, "awkward")
    samples = sorted(os.path.join(root, "traces", "samples", name)
                     for name in os.listdir(os.path.join(root, "traces", "samples")) if name.endswith(".jsonl"))
    names = ["_x.jsonl", ".x.jsonl", "a:b.jsonl", "sp ace.jsonl", "new\nline.jsonl", "\u00e9t\u00e9.jsonl",
             "sub/_y.ndjson", ".hidden/z.jsonl"]
    for number, name in enumerate(names):
        os.makedirs(os.path.dirname(os.path.join(awkward, name)), exist_ok=True)
        shutil.copyfile(samples[number % len(samples)], os.path.join(awkward, name))
    with open(os.path.join(awkward, "gate.json"), "w", encoding="utf-8") as handle:
        handle.write("{}")
    os.symlink(samples[0], os.path.join(awkward, "link.jsonl"))
    one = analyze(binary, "awkward", os.path.join(work, "one-awkward"), work)
    run = spark(binary, "awkward", os.path.join(work, "spark-awkward"), work, 3, "local[2]", ["--row-files"])
    problems += [f"awkward: {p}" for p in same(os.path.join(work, "one-awkward"), os.path.join(work, "spark-awkward"),
                                               [*MERGED_FILES, *gesturetrace_job.ROW_FILES])]
    if run[1] != one[1]:
        problems.append("awkward: the text differs")
    if run[0] != 65 or one[0] != 65:
        problems.append(f"awkward: exit {run[0]} (analyze {one[0]}); expected 65 for the skipped link")
    if "awkward/link.jsonl: failed: skipped: symbolic link" not in run[2]:
        problems.append("awkward: the skipped link is not listed with its reason")
    with open(os.path.join(work, "one-awkward", "traces.csv"), encoding="utf-8") as handle:
        rows = handle.read()
    if not all(f"awkward/{name}" in rows for name in names[:4]):
        problems.append("awkward: a trace is missing from one analyze's traces.csv")

    for problem in problems:
        print(f"FAIL {problem}", file=sys.stderr)
    print(f"spark-test: bundled corpus, {traces + 1} synthesized traces in {args.partitions} partitions and "
          f"{len(names)} awkward names: "
          + ("equal to one analyze" if not problems else f"{len(problems)} problems"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
